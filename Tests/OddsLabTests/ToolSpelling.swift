import CasinoCore

// The lab names options by key (`OptionName`) and the tool spells them: `casino-odds` writes
// `--` and the key (`OptionSpelling.spelled`). These render the lab's errors the same way, so the
// tests compare what the tool prints.
extension CasinoError {
    /// The message as the tool spells it.
    var spelledMessage: String { (self as? InputError)?.message(spelling: { "--" + $0.key }) ?? message }
    /// What the tool prints for it.
    var printedText: String { printedText(spelling: { "--" + $0.key }) }
}

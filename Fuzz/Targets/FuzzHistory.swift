import CasinoCore
import OddsLab

// libFuzzer target: the history reader behind `verify`. Any bytes give an export or a clean
// one-line error; an accepted export must replay (each round verified or named as a problem) and
// print one line per problem without trapping, as `verify` prints it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHistory(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do throws(InputError) {
        let export = try VerifyRequest.export(from: bytes, name: "fuzz.json")
        let problems = RoundReplay.verify(export, configuration: .defaults)
        let text = export.verificationText(problems: problems)
        // One line per problem (or the summary), and no other control character: a file's text
        // must not break a line or drive the terminal.
        let lines = text.utf8.filter { $0 == 0x0A }.count
        if lines != max(1, problems.count) {
            fatalError("\(problems.count) problems printed in \(lines) lines: \(text)")
        }
        if text.unicodeScalars.contains(where: { $0 != "\n" && InputQuote.isControl($0) }) {
            fatalError("a control character printed: \(text.debugDescription)")
        }
    } catch {
        if error.message.contains("\n") { fatalError("a multi-line error: \(error.message)") }
    }
    return 0
}

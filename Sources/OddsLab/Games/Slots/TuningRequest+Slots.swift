import CasinoCore

extension TuningRequest {
    /// Tunes Slots over `base` for `selection`: what it tuned, the tuned configuration and its patches.
    func tuneSlots(over base: GameConfiguration, selection: GameSelection) throws(InputError)
        -> (TunedResult, GameConfiguration, [ConfigurationPatch])
    {
        var tuned = base
        let tuning = try SlotsTuner(configuration: base.slots, pays: slotsPays, hitBand: hitBand).tune(to: target)
        tuned.slots = tuning.configuration
        let result = TunedResult.slots(tuning)
        let patches: [ConfigurationPatch] = [.slots(paytable: tuning.configuration.paytable)]
        return (result, tuned, patches)
    }
}

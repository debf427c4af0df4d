import CasinoCore

extension TuningRequest {
    /// Tunes Slots over `base` for `selection`: what it tuned, the tuned configuration and its patches.
    func tuneSlots(over base: GameConfiguration, selection: GameSelection) throws
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

extension TuningRequest {
    /// The tuned machine through `ExactAnalysis`: its RTP, its PAR sheet's and its hit frequency confirmed.
    func verifySlots(_ result: TunedResult, in tuned: GameConfiguration) throws -> TuningVerification {
        guard case .slots(let tuning) = result else { throw InputError("slots: not a Slots tuning") }
        let game: ConfiguredGame
        game = try .slots(tuned.slots)
        let verification = try TuningVerification(games: [game])
        let analysis = verification.entries[0].analysis
        try TuningVerification.confirm("slots", claimed: tuning.rtp, actual: analysis.nominalRTP)
        try TuningVerification.confirm("slots PAR sheet", claimed: tuning.rtp, actual: tuning.parSheet.totalReturn)
        try TuningVerification.confirm(
            "slots hit frequency", claimed: tuning.hitFrequency, actual: analysis.hitFrequency)
        return verification
    }
}

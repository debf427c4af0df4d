import CasinoCore

/// Tunes Crash's return rate `r` to a target RTP.
///
/// Nominally Crash returns exactly `r` at every target, so the nominal answer is `r = R` to the
/// nearest part per million. Effectively, a `W`-minute bet at target `c` pays `floor(W·c)` minutes,
/// so its RTP is `r · floor(W·C/100) · 100 / (W·C)` (C the target in hundredths): the tuner finds the
/// `r` whose effective RTP, averaged over `targets`, is closest to `R`.
struct CrashTuner: Hashable, Sendable {
    /// The configuration whose `returnPPM` is tuned (its targets are kept).
    var configuration: CrashConfiguration
    /// The targets whose RTPs are averaged: one given target, or the configuration's analysis targets.
    var targets: [CrashTarget]

    /// A tuner averaging over `targets`, or over the configuration's analysis targets when nil.
    init(configuration: CrashConfiguration = .defaults, targets: [CrashTarget]? = nil) {
        self.configuration = configuration
        self.targets = targets ?? configuration.offeredTargets.map(CrashTarget.init)
    }

    /// The return rate whose `measure` RTP (mean over `targets`) is closest to `target`.
    ///
    /// - Throws: `InputError` for a target outside the configuration's range, or an RTP no
    ///   return rate reaches (effective RTP at a wager where floors cut too deep, say).
    /// - Complexity: about 40 evaluations of `targets.count` two-outcome tables.
    func tune(to target: TargetRTP, measure: RTPMeasure = .nominal) throws -> ReturnRateTuning {
        try measure.validate()
        if targets.isEmpty { throw InputError("crash: no target to tune") }
        for t in targets {
            try t.validate(against: configuration)
        }
        let centis = targets.map(\.centi)
        return try ReturnRateTuning.search(
            game: .crash, measure: measure, plans: targets.map(\.description), target: target
        ) { ppm in
            centis.map { CrashOdds.outcomeTable(returnPPM: ppm, target: $0) }
        }
    }

    /// The configuration with the tuned return rate.
    func configuration(for tuning: ReturnRateTuning) -> CrashConfiguration {
        var tuned = configuration
        tuned.returnPPM = tuning.returnPPM
        return tuned
    }
}

import CasinoCore

/// Tunes Mines' return rate `r` to a target RTP.
///
/// A plan (m mines, k reveals) pays `M(m,k) = floor(100·r·C(25,k) / C(25−m,k))` hundredths with
/// probability `C(25−m,k) / C(25,k)`, so even its nominal RTP sits a little under `r`, by a
/// different amount for each plan, and its effective RTP at `W` minutes drops further with
/// `floor(W·M/100)`. The tuner therefore aims one clearly defined aggregate at the target: the
/// mean, over `plans` (each plan counting once), of the chosen measure. With one plan that is the
/// plan's own RTP; by default it is all 300 plans, as `analyze --game mines` lists them.
package struct MinesTuner: Hashable, Sendable {
    /// The configuration whose `returnPPM` is tuned.
    var configuration: MinesConfiguration
    /// The plans whose RTPs are averaged.
    var plans: [MinesPlan]

    /// A tuner averaging over `plans`, or over all 300 (m, k) when nil.
    init(configuration: MinesConfiguration = .defaults, plans: [MinesPlan]? = nil) {
        self.configuration = configuration
        self.plans = plans ?? MinesPlan.all
    }

    /// The return rate whose `measure` RTP (mean over `plans`) is closest to `target`.
    ///
    /// - Throws: `InputError` for an invalid plan or an RTP no return rate reaches.
    /// - Complexity: about 40 evaluations of one term per plan.
    func tune(to target: TargetRTP, measure: RTPMeasure = .nominal) throws -> ReturnRateTuning {
        try measure.validate()
        if plans.isEmpty { throw InputError("mines: no plan to tune") }
        for plan in plans {
            try plan.validate()
        }
        // Only cashing out pays, so each plan's RTP needs just that one outcome.
        let survival = plans.map { MinesOdds.survivalProbability(mines: $0.mines, reveals: $0.reveals) }
        let plans = self.plans
        return try ReturnRateTuning.search(
            game: .mines, measure: measure, plans: plans.map(\.description), target: target
        ) { ppm in
            let tuned = MinesConfiguration(returnPPM: ppm)
            return plans.indices.map { i in
                OutcomeTable([
                    Outcome(
                        label: "cash out", probability: survival[i],
                        centi: tuned.cashOutMultiplier(mines: plans[i].mines, reveals: plans[i].reveals))
                ])
            }
        }
    }

    /// The configuration with the tuned return rate.
    func configuration(for tuning: ReturnRateTuning) -> MinesConfiguration {
        MinesConfiguration(returnPPM: tuning.returnPPM)
    }

    /// `M(m,k)` for every plan: row m − 1 holds mines m, column k − 1 reveals k (k = 1…25 − m).
    package static func multiplierTable(_ configuration: MinesConfiguration) -> [[Centi]] {
        (1...(MinesConfiguration.tileCount - 1)).map { m in
            (1...(MinesConfiguration.tileCount - m)).map { k in configuration.cashOutMultiplier(mines: m, reveals: k) }
        }
    }
}

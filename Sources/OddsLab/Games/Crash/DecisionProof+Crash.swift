import CasinoCore

// Crash's decision proof (`CrashEngine.proveDecisions`, `DecisionProof`): its domain and its rule
// derived a second way, calling none of the engine's tables or decoding except through
// `playOutcome` and `outcome(decidedBy:)`, and then its other public paths to an outcome held to the
// same rule on the same elements (the app shows a round through them, so one that disagreed with
// play would show a round other than the one paid; they add nothing to `evaluated`). Instance
// paths are checked only on a real engine; a substitute engine in a test has none of them.
extension DecisionProof {
    /// The threshold: numerators u ≤ T win, u > T lose, with T from the rule text.
    static func proveCrash<Decider: GameEngine>(
        _ engine: CrashEngine, _ decider: Decider, _ log: inout ProofLog
    ) -> String {
        // Crash point ⌊100 · r / U⌋ with r = returnPPM / 10⁶ and U = u / 2⁵³ reaches the target C
        // (hundredths) iff returnPPM · 2⁵³ / (10⁴ · u) ≥ C, i.e. u ≤ returnPPM · 2⁵³ / (10⁴ · C).
        let ppm = UInt128(engine.configuration.returnPPM)
        let target = UInt128(engine.target.centi.hundredths)
        let top = UInt128(1) << 53
        let threshold = min(top, ppm * top / (10_000 * target))
        var probes: Set<UInt128> = [1, top, threshold, threshold + 1, max(1, threshold) - 1]
        for i in 0...64 { probes.insert(max(1, top * UInt128(i) / 64)) }
        checkCrashPaths(engine, decider, threshold: threshold, probes: probes.sorted(), &log)
        for u in probes.sorted() where u >= 1 && u <= top {
            let expected = u <= threshold ? CrashEngine.winIndex : CrashEngine.lossIndex
            // Every numerator u is the words (u − 1) · 2¹¹ … (u − 1) · 2¹¹ + 2¹¹ − 1.
            let first = UInt64(u - 1) << 11
            for word in [first, first | 0x7FF] {
                let got = log.outcome(decider, word, what: "numerator \(u)")
                if got != expected {
                    log.fail(
                        "numerator \(u) (threshold \(threshold)) should \(expected == CrashEngine.winIndex ? "win" : "lose")"
                    )
                }
            }
        }
        // The table's win probability r / c, counted in numerators: ⌊p · 2⁵³⌋ must be T.
        let win = engine.outcomeTable.outcomes[CrashEngine.winIndex].probability
        let numerator = UInt128(win.numerator.high) << 64 | UInt128(win.numerator.low)
        let denominator = UInt128(win.denominator.high) << 64 | UInt128(win.denominator.low)
        let (scaled, overflow) = numerator.multipliedReportingOverflow(by: top)
        if overflow || denominator == 0 || scaled / denominator != threshold {
            log.fail("the table's win probability \(win) is not \(threshold) of 2^53 numerators")
        }
        return "the 2^53 numerators: win iff u ≤ \(threshold), checked at \(log.evaluated) words"
    }

    /// Crash: the engine's threshold is the rule's T, and at each probed numerator u the displayed
    /// crash point (`crashPoint(returnPPM:numerator:)`) reaches the target exactly when u wins.
    static func checkCrashPaths<Decider: GameEngine>(
        _ engine: CrashEngine, _ decider: Decider, threshold: UInt128, probes: [UInt128], _ log: inout ProofLog
    ) {
        let top = UInt128(1) << 53
        if let real = decider as? CrashEngine, min(UInt128(real.winThreshold), top) != threshold {
            log.fail("the engine's winThreshold is \(real.winThreshold), the rule's \(threshold)")
        }
        let ppm = engine.configuration.returnPPM
        let target = engine.target.centi.hundredths
        for u in probes where u >= 1 && u <= top {
            let point = CrashEngine.crashPoint(returnPPM: ppm, numerator: UInt64(u)).hundredths
            if (point >= target) != (u <= threshold) {
                log.fail(
                    "numerator \(u) (threshold \(threshold)): crashPoint shows \(point) hundredths against the "
                        + "target \(target), play \(u <= threshold ? "wins" : "loses")")
            }
        }
    }
}

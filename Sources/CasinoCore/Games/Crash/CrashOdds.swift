/// The exact odds of Crash.
public enum CrashOdds {
    /// Two outcomes: "crash below c" (pays 0) and "cash out at c" with `P = r / c`.
    ///
    /// `r / c = returnPPM · 100 / (10⁶ · C)` as an exact fraction: the published odds. The engine's
    /// own probability is `T / 2⁵³` (see `CrashEngine`), which differs from it by less than 2⁻⁵³.
    public static func outcomeTable(returnPPM: Int, target: Centi) -> OutcomeTable {
        let win = ExactFraction(WideUnsigned(returnPPM) * 100, 1_000_000 * WideUnsigned(target.hundredths))
        let loss = ExactFraction(win.denominator - win.numerator, win.denominator)
        return OutcomeTable([
            Outcome(label: "crash below \(target)", probability: loss, centi: Centi(0)),
            Outcome(label: "cash out at \(target)", probability: win, centi: target)
        ])
    }

    /// The engine's exact win probability `T / 2⁵³`.
    public static func engineWinProbability(returnPPM: Int, target: Centi) -> ExactFraction {
        ExactFraction(
            WideUnsigned(CrashEngine.winThreshold(returnPPM: returnPPM, target: target)), WideUnsigned(1) << 53)
    }
}

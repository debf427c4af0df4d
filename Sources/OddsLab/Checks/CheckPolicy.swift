/// The decision rules of the fairness gate — and of the report, which publishes the gate's own
/// verdicts: the family-wise level, the chi-square's bins, and which z-tests are run. One policy,
/// stated in Docs/methodology.md ("The statistical policy").
///
/// **Why the nominal level is half the target.** The gate's tests reject at p ≈ 10⁻⁹, where
/// both the normal tail of the z-test and the chi-square tail of Pearson's statistic are
/// approximations. Their real false-alarm rates there are audited: the z-test's by saddlepoint
/// for every case (`CaseOdds.zTestFalseAlarm`), the chi-square's by exact binomial and trinomial
/// tails for bins of expected count ≥ `minimumExpectedCount` (worst case `chiSquareTailFactor`
/// times nominal; see Docs/methodology.md). Holm at `familyWiseAlpha` = 5·10⁻⁷ leaves room for
/// that factor, so the audited family-wise false-alarm rate of a default run stays below
/// `falseAlarmTarget` = 10⁻⁶; every report prints the audited figure for its own size.
package struct CheckPolicy: Hashable, Sendable {
    /// The nominal family-wise level of the Holm procedure over all statistical tests of a run.
    package var familyWiseAlpha: Double
    /// The false-alarm rate per run the gate promises (audited, approximation error included).
    package var falseAlarmTarget: Double
    /// The smallest expected count of a chi-square bin (adjacent outcomes are pooled up to it).
    package var minimumExpectedCount: Double
    /// The largest ratio of the real to the nominal chi-square tail at the gate's level (α/m, m the
    /// standard suite's test count at the default size, 954), for bins of at least
    /// `minimumExpectedCount` expected: 1.84 for two bins (exact binomial, worst over bin
    /// probabilities 10⁻⁵…½ and expected counts 1000…2000), 1.57 for three (exact trinomial, two
    /// bins of 1000); rounded up. The ratio grows as the level shrinks (1.65 and 1.44 at the
    /// 96-case suite's m = 194), so `CheckPolicyTests` recomputes both at the suite's own level.
    /// More bins share a deviation among them and sit closer to nominal.
    package var chiSquareTailFactor: Double
    /// The largest ratio of a z-test's audited false-alarm rate (saddlepoint) to its level at which
    /// it is run. A payout whose rare large win is expected only a few times in the run makes the
    /// sum far from normal; such a z-test is not run (the chi-square, with the rare outcome pooled,
    /// still tests the counts), so no test's real false-alarm rate exceeds this multiple of its level.
    package var zTestTailFactor: Double

    init(
        familyWiseAlpha: Double, falseAlarmTarget: Double, minimumExpectedCount: Double, chiSquareTailFactor: Double,
        zTestTailFactor: Double = 1.5
    ) {
        self.familyWiseAlpha = familyWiseAlpha
        self.falseAlarmTarget = falseAlarmTarget
        self.minimumExpectedCount = minimumExpectedCount
        self.chiSquareTailFactor = chiSquareTailFactor
        self.zTestTailFactor = zTestTailFactor
    }

    /// Holm at 5·10⁻⁷, target 10⁻⁶, bins of ≥ 1000 expected, chi-square tails within 1.9×, z-tests
    /// run only where their audited tail is within 1.5× nominal. The report uses the same policy.
    package static let standard = CheckPolicy(
        familyWiseAlpha: 5e-7, falseAlarmTarget: 1e-6,
        minimumExpectedCount: 1000, chiSquareTailFactor: 1.9, zTestTailFactor: 1.5)
}

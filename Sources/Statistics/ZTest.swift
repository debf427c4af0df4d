/// A two-sided z-test of an estimate against a hypothesized value with a known standard error.
///
/// z = (estimate − hypothesizedValue) / standardError, p = P(|Z| ≥ |z|) for Z ~ N(0, 1), from
/// `NormalDistribution.twoSidedPValue` (relative accuracy ~1e-15 down to p ≈ 1e-300).
public struct ZTest: Hashable, Sendable {
    public let estimate: Double
    public let hypothesizedValue: Double
    public let standardError: Double
    /// The z statistic. With a zero standard error it is 0 when the estimate equals the
    /// hypothesized value and ±∞ otherwise (a deterministic quantity either matches or not).
    public let z: Double
    /// The two-sided p-value P(|Z| ≥ |z|), in [0, 1].
    public let pValue: Double

    /// - Parameter standardError: the standard error of the estimate under the hypothesis;
    ///   must be finite and non-negative (otherwise z and p are NaN).
    public init(estimate: Double, hypothesizedValue: Double, standardError: Double) {
        self.estimate = estimate
        self.hypothesizedValue = hypothesizedValue
        self.standardError = standardError
        let difference = estimate - hypothesizedValue
        if standardError == 0 {
            z = difference == 0 ? 0 : (difference > 0 ? .infinity : -.infinity)
        } else {
            z = difference / standardError
        }
        pValue = NormalDistribution.twoSidedPValue(z)
    }

    /// Whether the hypothesis is rejected at two-sided level `alpha` (p ≤ α).
    public func rejects(alpha: Double) -> Bool {
        pValue <= alpha
    }
}

import CorePrimitives
/// The Holm–Bonferroni step-down procedure: which of a family of hypotheses to reject so that the
/// probability of any false rejection stays at most α, whatever the dependence between the tests.
///
/// Sort the m p-values ascending, p₍₁₎ ≤ … ≤ p₍ₘ₎. The adjusted p-value of the i-th smallest is
/// max over j ≤ i of min(1, (m − j + 1)·p₍ⱼ₎) — monotone in p and capped at 1 — and a hypothesis
/// is rejected exactly when its adjusted p-value is ≤ α, which is the step-down rule "reject
/// p₍ᵢ₎ ≤ α/(m − i + 1) until the first that is not". Ties are ordered by input position, so the
/// result is deterministic. Uniformly more powerful than plain Bonferroni at the same α.
///
/// - Complexity: O(m log m).
public struct HolmCorrection: Hashable, Sendable {
    /// The family-wise significance level α.
    public let alpha: Double
    /// The raw p-values, in input order.
    public let pValues: [Double]
    /// The Holm-adjusted p-values, in input order; each in [p, 1].
    public let adjustedPValues: [Double]
    /// Whether each hypothesis is rejected at family-wise level α, in input order.
    public let rejected: [Bool]

    /// Whether any hypothesis of the family is rejected.
    public var rejectsAny: Bool { rejected.contains(true) }

    /// - Parameters:
    ///   - pValues: the family's p-values, each in [0, 1] (may be empty).
    ///   - alpha: the family-wise level, in (0, 1].
    /// - Throws: `InputError` naming the first p-value outside [0, 1] (NaN included) or a bad α.
    public init(pValues: [Double], alpha: Double) throws {
        guard alpha > 0, alpha <= 1 else {
            throw InputError("family-wise alpha must be in (0, 1], got \(alpha)")
        }
        for (index, p) in pValues.enumerated() where !(p >= 0 && p <= 1) {
            throw InputError("p-value \(index) is \(p), not in [0, 1]")
        }
        let m = pValues.count
        let order = pValues.indices.sorted { (pValues[$0], $0) < (pValues[$1], $1) }
        var adjusted = [Double](repeating: 1, count: m)
        var runningMax = 0.0
        for (rank, index) in order.enumerated() {
            runningMax = max(runningMax, min(1, Double(m - rank) * pValues[index]))
            adjusted[index] = runningMax
        }
        self.alpha = alpha
        self.pValues = pValues
        self.adjustedPValues = adjusted
        self.rejected = adjusted.map { $0 <= alpha }
    }
}

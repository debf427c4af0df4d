import CorePrimitives
/// The one-sample Kolmogorov–Smirnov test of a sample against Uniform(0, 1).
///
/// Used to check that p-values (from many seeds) are uniform, as they must be under the null
/// hypothesis. D = max(D⁺, D⁻) with D⁺ = maxᵢ (i/n − x₍ᵢ₎) and D⁻ = maxᵢ (x₍ᵢ₎ − (i−1)/n) over the
/// sorted sample; the p-value is P(Dₙ ≥ D) from `KolmogorovDistribution.survival` (exact for
/// n ≤ 1000, relative error below ~5e-11; see there).
///
/// - Complexity: O(n log n) for the statistic, plus the p-value.
public struct KolmogorovSmirnovTest: Hashable, Sendable {
    /// The sample size n.
    public let sampleSize: Int
    /// D⁺ = supₓ (Fₙ(x) − x).
    public let statisticPlus: Double
    /// D⁻ = supₓ (x − Fₙ(x)).
    public let statisticMinus: Double
    /// The two-sided statistic D = max(D⁺, D⁻).
    public let statistic: Double
    /// The two-sided p-value P(Dₙ ≥ D).
    public let pValue: Double

    /// Tests `uniformSample` against Uniform(0, 1).
    ///
    /// - Parameter uniformSample: the values, each in [0, 1]; at least one.
    /// - Throws: `InputError` for an empty sample or a value outside [0, 1] (NaN included).
    public init(uniformSample: [Double]) throws {
        guard !uniformSample.isEmpty else {
            throw InputError("Kolmogorov-Smirnov test needs at least one value")
        }
        for (index, x) in uniformSample.enumerated() where !(x >= 0 && x <= 1) {
            throw InputError("sample value \(index) is \(x), not in [0, 1]")
        }
        let sorted = uniformSample.sorted()
        let n = Double(sorted.count)
        var plus = 0.0
        var minus = 0.0
        for (i, x) in sorted.enumerated() {
            plus = max(plus, Double(i + 1) / n - x)
            minus = max(minus, x - Double(i) / n)
        }
        sampleSize = sorted.count
        statisticPlus = plus
        statisticMinus = minus
        statistic = max(plus, minus)
        pValue = KolmogorovDistribution.survival(statistic, sampleSize: sorted.count)
    }
}

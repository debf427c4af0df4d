import Foundation

/// The noncentral chi-square distribution with k degrees of freedom and noncentrality λ: the
/// distribution of Pearson's statistic when the true probabilities differ from the tested ones
/// (approximately, with λ = n · Σ (p′ᵢ − pᵢ)² / pᵢ). Used for the power of a chi-square check.
///
/// P(X > x) = Σⱼ Poisson(j; λ/2) · Q(k/2 + j, x/2), summed outward from the Poisson mode until the
/// rest is below 1e-17 of the sum — a sum of positive terms, so the relative error is that of
/// `RegularizedGamma` (below 3e-13).
///
/// - Complexity: O(√λ + 1) incomplete-gamma evaluations.
public struct NoncentralChiSquareDistribution: Hashable, Sendable {
    public let degreesOfFreedom: Double
    public let noncentrality: Double

    /// The distribution with k = `degreesOfFreedom` > 0 and λ = `noncentrality` ≥ 0 (λ = 0 is the
    /// central chi-square); invalid parameters make every function return NaN.
    public init(degreesOfFreedom: Double, noncentrality: Double) {
        self.degreesOfFreedom = degreesOfFreedom
        self.noncentrality = noncentrality
    }

    /// P(X > x).
    ///
    /// - Returns: a value in [0, 1]; 1 for x ≤ 0, NaN for NaN x or invalid parameters.
    public func survival(_ x: Double) -> Double {
        guard degreesOfFreedom > 0, degreesOfFreedom.isFinite, noncentrality >= 0,
            noncentrality.isFinite, !x.isNaN
        else { return .nan }
        if x <= 0 { return 1 }
        let a = degreesOfFreedom / 2
        let y = x / 2
        let mean = noncentrality / 2
        if mean == 0 { return RegularizedGamma.upper(a: a, x: y) }
        let mode = mean.rounded(.down)
        let modeWeight = exp(-mean + mode * log(mean) - lgamma(mode + 1))
        var sum = modeWeight * RegularizedGamma.upper(a: a + mode, x: y)
        // Upward from the mode Q(k/2 + j, x/2) grows towards 1, so the rest of the sum is bounded
        // by the remaining Poisson weight, which past the mode falls faster than geometrically.
        var weight = modeWeight
        var j = mode
        while true {
            j += 1
            weight *= mean / j
            if weight == 0 { break }
            sum += weight * RegularizedGamma.upper(a: a + j, x: y)
            if j > mean && weight < 1e-17 * sum { break }
        }
        // Downward both the weight and Q fall, so the first negligible term ends the sum.
        weight = modeWeight
        j = mode
        while j > 0 {
            weight *= j / mean
            j -= 1
            let term = weight * RegularizedGamma.upper(a: a + j, x: y)
            sum += term
            if term < 1e-17 * sum { break }
        }
        return min(1, sum)
    }
}

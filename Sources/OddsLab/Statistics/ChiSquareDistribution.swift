import Foundation

/// The chi-square distribution with k degrees of freedom: the null distribution of Pearson's
/// goodness-of-fit statistic.
///
/// Both tails come from `RegularizedGamma` (CDF = P(k/2, x/2), survival = Q(k/2, x/2)), so an
/// upper-tail p-value such as `survival(500)` at k = 100 (≈ 9.4e-54) keeps its relative accuracy.
/// Accuracy: relative error below about 1e-13 for the smaller tail, for k up to 2·10⁵ and x up
/// to 10⁶, while the result is a normal double.
public struct ChiSquareDistribution: Hashable, Sendable {
    /// The degrees of freedom k (positive; need not be an integer).
    public let degreesOfFreedom: Double

    /// The distribution with `degreesOfFreedom` k > 0. A non-positive or non-finite k gives a
    /// distribution whose functions all return NaN.
    public init(degreesOfFreedom: Double) {
        self.degreesOfFreedom = degreesOfFreedom
    }

    /// P(X ≤ x).
    ///
    /// - Returns: a value in [0, 1]; 0 for x ≤ 0, NaN for NaN x or an invalid k.
    public func cdf(_ x: Double) -> Double {
        guard degreesOfFreedom > 0, degreesOfFreedom.isFinite, !x.isNaN else { return .nan }
        if x <= 0 { return 0 }
        return RegularizedGamma.lower(a: degreesOfFreedom / 2, x: x / 2)
    }

    /// P(X > x), the upper-tail p-value of a chi-square statistic x, computed directly.
    ///
    /// - Returns: a value in [0, 1]; 1 for x ≤ 0, NaN for NaN x or an invalid k.
    public func survival(_ x: Double) -> Double {
        guard degreesOfFreedom > 0, degreesOfFreedom.isFinite, !x.isNaN else { return .nan }
        if x <= 0 { return 1 }
        return RegularizedGamma.upper(a: degreesOfFreedom / 2, x: x / 2)
    }
}

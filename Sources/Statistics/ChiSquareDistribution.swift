import Foundation

/// The chi-square distribution with k degrees of freedom: the null distribution of Pearson's
/// goodness-of-fit statistic.
///
/// Both tails come from `RegularizedGamma` (CDF = P(k/2, x/2), survival = Q(k/2, x/2)), so an
/// upper-tail p-value such as `survival(500)` at k = 100 (≈ 9.4e-54) keeps its relative accuracy.
/// Accuracy: relative error below 3e-13 for the smaller tail (typically 1e-15 above 1e-20), for
/// k up to 2·10⁵ and x up to 2·10⁶, while the result is a normal double; see `RegularizedGamma`.
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

    /// The x with P(X > x) = q: the critical value of a chi-square test at level q.
    ///
    /// Newton's method on ln P(X > x) − ln q (nearly linear in x in the upper tail, so it converges
    /// in a few steps even for q = 1e-300), started from the Wilson–Hilferty approximation and
    /// safeguarded by bisection whenever a step would leave the bracket. Relative error below
    /// ~1e-12 for q ≤ 1/2; for q close to 1 the answer is only as accurate as 1 − q.
    ///
    /// - Returns: +∞ for q = 0, 0 for q = 1, NaN for q outside [0, 1] or an invalid k.
    public func upperQuantile(_ q: Double) -> Double {
        guard degreesOfFreedom > 0, degreesOfFreedom.isFinite, q >= 0, q <= 1 else { return .nan }
        if q == 0 { return .infinity }
        if q == 1 { return 0 }
        let k = degreesOfFreedom
        let logQ = log(q)
        // Wilson–Hilferty: (X/k)^(1/3) is close to normal with mean 1 − 2/(9k), variance 2/(9k).
        let z = NormalDistribution.upperQuantile(q)
        let spread = (2 / (9 * k)).squareRoot()
        var x = max(k * pow(max(1 - 2 / (9 * k) + z * spread, 0.01), 3), 1e-300)
        var low = 0.0
        var high = Double.infinity
        for _ in 0..<200 {
            let s = survival(x)
            if s == q { return x }
            if s > q { low = x } else { high = x }
            let density = density(x)
            var next = Double.nan
            if s > 0 && density > 0 {
                next = x + (log(s) - logQ) * s / density
            }
            if !(next > low && next < high) {
                next = high.isFinite ? 0.5 * (low + high) : 2 * max(x, 1)
            }
            if abs(next - x) <= 1e-15 * x { return next }
            x = next
        }
        return x
    }

    /// The probability density at x (0 for x ≤ 0 unless k < 2, where it is unbounded at 0).
    func density(_ x: Double) -> Double {
        guard x > 0 else { return degreesOfFreedom < 2 ? .infinity : (degreesOfFreedom == 2 ? 0.5 : 0) }
        return RegularizedGamma.powerExpOverGamma(a: degreesOfFreedom / 2, x: x / 2) / x
    }
}

import CorePrimitives
import Foundation

/// The tail probabilities of a sum of n independent copies of an integer-valued variable, by the
/// Lugannani–Rice saddlepoint approximation with Daniels' lattice correction.
///
/// A z-test's false-alarm rate is the normal tail only while the sum is close to normal. Far out
/// in the tail (the gate tests at p ≈ 10⁻⁹) a rare large payout makes the real tail heavier on one
/// side and lighter on the other. The saddlepoint approximation follows the real distribution
/// into that tail with a relative error of order 1/n, uniformly (Daniels 1987), so it measures what
/// the normal approximation costs: the binomial tail of 10⁶ Crash wagers at 1000x, 5.8σ out, is
/// 1.36× the normal one, and the saddlepoint gives the same figure to three digits.
///
/// Method, for values xᵢ with probabilities pᵢ: shift and scale to yᵢ = (xᵢ − min x) / g with g the
/// lattice span (the gcd of the differences), so y lives on 0, 1, 2, … with span 1. For a tail
/// P(T ≥ t), T = Σ y, solve K′(θ) = t/n for the cumulant generating function K(θ) = ln Σ pᵢ e^{θyᵢ};
/// then w = sign θ · √(−2n·K_c(θ)) with K_c(θ) = K(θ) − θ·t/n, u = (1 − e^{−θ})·√(n·K″(θ)), and
/// P ≈ Q(w) + φ(w)·(1/u − 1/w). Lower tails are upper tails of −x.
///
/// - Complexity: O(outcomes) per evaluation of K; about 60 evaluations per tail.
public struct LatticeSumTail: Hashable, Sendable {
    /// The distinct values with positive probability, ascending.
    public let values: [Int]
    /// Their probabilities, normalised to sum to 1.
    public let probabilities: [Double]
    /// The lattice span g: every value is `values[0]` plus a multiple of g (0 for a single value).
    public let span: Int

    /// - Parameters:
    ///   - values: the variable's values; equal values are merged, zero-probability ones dropped.
    ///   - probabilities: their probabilities, each finite and non-negative, with a positive sum.
    /// - Throws: `InputError` for mismatched lengths, a bad probability or no positive mass.
    public init(values: [Int], probabilities: [Double]) throws {
        guard values.count == probabilities.count else {
            throw InputError("lattice tail has \(values.count) values but \(probabilities.count) probabilities")
        }
        var mass: [Int: Double] = [:]
        for (value, p) in zip(values, probabilities) {
            guard p.isFinite, p >= 0 else {
                throw InputError("probability of value \(value) is \(p), not in [0, 1]")
            }
            if p > 0 { mass[value, default: 0] += p }
        }
        // Summed in value order: a dictionary's order changes from run to run, and so would the last bit.
        let sorted = mass.keys.sorted()
        let total = sorted.reduce(0) { $0 + mass[$1, default: 0] }
        guard total > 0 else { throw InputError("lattice tail needs a value with positive probability") }
        self.values = sorted
        self.probabilities = sorted.map { mass[$0, default: 0] / total }
        var g = 0
        for value in sorted.dropFirst() { g = LatticeSumTail.gcd(g, value - sorted[0]) }
        self.span = g
    }

    /// P(x₁ + … + xₙ ≥ s).
    public func upperTail(count n: Int, atLeast s: Int128) -> Double {
        guard n > 0 else { return s <= 0 ? 1 : 0 }
        guard span > 0 else { return Int128(n) * Int128(values[0]) >= s ? 1 : 0 }
        // T = Σ y ≥ t  ⇔  S ≥ s, with t = ⌈(s − n·min) / g⌉.
        let excess = s - Int128(n) * Int128(values[0])
        let g = Int128(span)
        let t = excess <= 0 ? 0 : (excess + g - 1) / g
        let steps = values.map { Double(($0 - values[0]) / span) }
        return LatticeSumTail.upperTail(steps: steps, probabilities: probabilities, count: n, atLeast: t)
    }

    /// P(x₁ + … + xₙ ≤ s).
    public func lowerTail(count n: Int, atMost s: Int128) -> Double {
        guard n > 0 else { return s >= 0 ? 1 : 0 }
        guard span > 0 else { return Int128(n) * Int128(values[0]) <= s ? 1 : 0 }
        // T′ = Σ (max − x)/g ≥ t  ⇔  S ≤ s, with t = ⌈(n·max − s) / g⌉.
        let top = values[values.count - 1]
        let excess = Int128(n) * Int128(top) - s
        let g = Int128(span)
        let t = excess <= 0 ? 0 : (excess + g - 1) / g
        let steps = values.map { Double((top - $0) / span) }
        return LatticeSumTail.upperTail(steps: steps, probabilities: probabilities, count: n, atLeast: t)
    }

    /// P(T ≥ t) for T the sum of n copies of a variable on 0, 1, 2, … (span 1) taking `steps[i]`
    /// with probability `probabilities[i]`.
    private static func upperTail(steps: [Double], probabilities: [Double], count n: Int, atLeast t: Int128) -> Double {
        if t <= 0 { return 1 }
        let largest = steps.max() ?? 0
        let nd = Double(n)
        let a = Double(t) / nd
        if a > largest { return 0 }
        if a == largest {
            // Only "every copy at the top" reaches it.
            let top = zip(steps, probabilities).filter { $0.0 == largest }.reduce(0) { $0 + $1.1 }
            return exp(nd * log(top))
        }
        let mean = zip(steps, probabilities).reduce(0) { $0 + $1.0 * $1.1 }
        if a <= mean {
            // The tail holds the centre; its complement is a lower tail, where the method is accurate.
            let mirrored = steps.map { largest - $0 }
            let complementStart = Int128(n) * Int128(largest) - t + 1 // T ≤ t − 1 ⇔ T′ ≥ n·max − t + 1
            return max(
                0, 1 - upperTail(steps: mirrored, probabilities: probabilities, count: n, atLeast: complementStart))
        }

        func cumulants(_ theta: Double) -> (kc: Double, k1: Double, k2: Double) {
            LatticeSumTail.cumulants(theta, steps: steps, probabilities: probabilities, at: a)
        }
        let theta = saddlepoint(largest: largest, cumulants: cumulants)
        let c = cumulants(theta)
        let w = (max(0, -2 * nd * c.kc)).squareRoot()
        let u = -expm1(-theta) * (nd * c.k2).squareRoot()
        guard w > 1e-6, u > 0 else {
            // At the mean itself the formula is 0/0; the continuity-corrected normal tail is exact enough.
            let sd = (nd * c.k2).squareRoot()
            return NormalDistribution.survival((Double(t) - 0.5 - nd * mean) / sd)
        }
        let density = exp(-0.5 * w * w) / (2 * Double.pi).squareRoot()
        return min(1, max(0, NormalDistribution.survival(w) + density * (1 / u - 1 / w)))
    }

    /// K_c(θ) = ln Σ p e^{θ(y − a)} and its derivatives; the sum is near 1 for small θ, so it is
    /// formed as 1 + Σ p·expm1(·) and logged with log1p, keeping the tiny w² = −2n·K_c accurate.
    private static func cumulants(_ theta: Double, steps: [Double], probabilities: [Double], at a: Double)
        -> (kc: Double, k1: Double, k2: Double)
    {
        let exponents = steps.map { theta * ($0 - a) }
        // Shift only when an exponent could overflow; unshifted, the sum keeps its expm1 form.
        let largestExponent = exponents.max() ?? 0
        let shift = largestExponent > 50 ? largestExponent : 0
        var sum = 0.0, first = 0.0, second = 0.0
        var sumMinusOne = 0.0
        for (i, e) in exponents.enumerated() {
            let weight = probabilities[i] * exp(e - shift)
            let d = steps[i] - a
            sum += weight
            first += weight * d
            second += weight * d * d
            if shift == 0 { sumMinusOne += probabilities[i] * expm1(e) }
        }
        let kc = shift == 0 ? log1p(sumMinusOne) : shift + log(sum)
        let m1 = first / sum
        return (kc, m1, second / sum - m1 * m1)
    }

    /// θ > 0 where K_c′(θ) = 0.
    private static func saddlepoint(
        largest: Double, cumulants: (Double) -> (kc: Double, k1: Double, k2: Double)
    ) -> Double {
        // K_c′(θ) = K′(θ) − a is increasing; find its root θ > 0 by Newton inside a bisection bracket.
        var low = 0.0
        var high = 1.0 / max(1, largest)
        while cumulants(high).k1 < 0 && high < 1e6 { low = high; high *= 2 }
        var theta = 0.5 * (low + high)
        for _ in 0..<200 {
            let c = cumulants(theta)
            if c.k1 < 0 { low = theta } else { high = theta }
            var next = c.k2 > 0 ? theta - c.k1 / c.k2 : 0.5 * (low + high)
            if !(next > low && next < high) { next = 0.5 * (low + high) }
            if abs(next - theta) <= 1e-15 * theta { theta = next; break }
            theta = next
        }
        return theta
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (abs(a), abs(b))
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }
}

/// A non-negative rational number `numerator / denominator`, always in lowest terms.
///
/// Exact odds are fractions (Plinko `C(n,k)/2ⁿ`, Mines `C(25−m,k)/C(25,k)`, Slots `count/cycle`)
/// so that "the probabilities sum to exactly 1" is a statement about integers, not about rounding.
/// 128-bit parts (`WideUnsigned`, two 64-bit words: the app runs on iOS 17) hold every table this product
/// uses; arithmetic that would overflow reports it.
public struct ExactFraction: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The numerator, in lowest terms.
    public let numerator: WideUnsigned
    /// The denominator, in lowest terms (never 0).
    public let denominator: WideUnsigned

    /// Creates `numerator / denominator` in lowest terms; `denominator` must be positive.
    public init(_ numerator: WideUnsigned, _ denominator: WideUnsigned) {
        precondition(denominator > 0, "ExactFraction needs a positive denominator")
        let g = ExactFraction.gcd(numerator, denominator)
        self.numerator = numerator / g
        self.denominator = denominator / g
    }

    /// 0/1.
    public static let zero = ExactFraction(0, 1)
    /// 1/1.
    public static let one = ExactFraction(1, 1)

    /// The nearest `Double` (for display; decisions are made on the fraction).
    public var doubleValue: Double {
        // Scale both parts down together when they exceed Double's exact range; the ratio is kept.
        Double(numerator) / Double(denominator)
    }

    /// `"num/den"`.
    public var description: String { "\(numerator)/\(denominator)" }

    /// The greatest common divisor of `a` and `b` (Euclid).
    public static func gcd(_ a: WideUnsigned, _ b: WideUnsigned) -> WideUnsigned {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return x == 0 ? 1 : x
    }

    /// The sum, or nil if an intermediate value overflows 128 bits.
    public func adding(_ other: ExactFraction) -> ExactFraction? {
        let g = ExactFraction.gcd(denominator, other.denominator)
        let left = other.denominator / g
        let (d, o1) = denominator.multipliedReportingOverflow(by: left)
        let (a, o2) = numerator.multipliedReportingOverflow(by: left)
        let (b, o3) = other.numerator.multipliedReportingOverflow(by: denominator / g)
        let (n, o4) = a.addingReportingOverflow(b)
        if o1 || o2 || o3 || o4 { return nil }
        return ExactFraction(n, d)
    }

    /// The product, or nil if it overflows 128 bits after cancelling common factors.
    public func multiplied(by other: ExactFraction) -> ExactFraction? {
        let g1 = ExactFraction.gcd(numerator, other.denominator)
        let g2 = ExactFraction.gcd(other.numerator, denominator)
        let (n, o1) = (numerator / g1).multipliedReportingOverflow(by: other.numerator / g2)
        let (d, o2) = (denominator / g2).multipliedReportingOverflow(by: other.denominator / g1)
        if o1 || o2 { return nil }
        return ExactFraction(n, d)
    }

    public static func < (lhs: ExactFraction, rhs: ExactFraction) -> Bool {
        // Compare a/b < c/d as a·d < c·b in 256 bits (two 128-bit halves), so it never overflows.
        let l = lhs.numerator.multipliedFullWidth(by: rhs.denominator)
        let r = rhs.numerator.multipliedFullWidth(by: lhs.denominator)
        return (l.high, l.low) < (r.high, r.low)
    }
}

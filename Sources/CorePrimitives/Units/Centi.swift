/// A multiplier in fixed-point hundredths: 1.50x is `Centi(150)`.
///
/// Multipliers are integers because payouts must be integer-exact: in floating point
/// `100 * 0.29` is `28.999999999999996`, which would floor a 29-minute payout to 28.
public struct Centi: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The multiplier times 100.
    public var hundredths: Int

    /// A multiplier of `hundredths` hundredths (150 is 1.50x).
    @inlinable
    public init(_ hundredths: Int) { self.hundredths = hundredths }

    /// The break-even multiplier 1.00x.
    public static let one = Centi(100)

    /// The payout of a `wager`-minute bet at this multiplier: `floor(wager · hundredths / 100)`.
    ///
    /// Floor is the only rounding: the house never rounds a payout up. Both factors are
    /// non-negative, so integer division is the floor.
    @inlinable @inline(__always)
    public func payout(forWager wager: Int) -> Int {
        wager * hundredths / 100
    }

    public static func < (lhs: Centi, rhs: Centi) -> Bool { lhs.hundredths < rhs.hundredths }

    /// `"2.00x"`.
    public var description: String {
        let magnitude = hundredths.magnitude
        let whole = magnitude / 100
        let fraction = magnitude % 100
        return "\(hundredths < 0 ? "-" : "")\(whole).\(fraction < 10 ? "0" : "")\(fraction)x"
    }
}

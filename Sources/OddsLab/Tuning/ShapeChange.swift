/// How far a tuned multiplier moved from the exactly scaled shape: the price of whole hundredths.
package struct ShapeChange: Hashable, Sendable {
    /// Which multiplier (Plinko: the bucket, the lower index of its pair; Slots: the paytable line).
    package var index: Int
    /// `(tuned − scaled) / scaled`: `0.02` is 2 % above the scaled shape.
    package var relative: Double

    /// No change at all.
    static let none = ShapeChange(index: 0, relative: 0)
}

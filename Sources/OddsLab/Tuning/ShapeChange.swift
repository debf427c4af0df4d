/// How far a tuned multiplier moved from the exactly scaled shape: the price of whole hundredths.
public struct ShapeChange: Hashable, Sendable {
    /// Which multiplier (Plinko: the bucket, the lower index of its pair; Slots: the paytable line).
    public var index: Int
    /// `(tuned − scaled) / scaled`: `0.02` is 2 % above the scaled shape.
    public var relative: Double

    public init(index: Int, relative: Double) {
        self.index = index
        self.relative = relative
    }

    /// No change at all.
    public static let none = ShapeChange(index: 0, relative: 0)
}

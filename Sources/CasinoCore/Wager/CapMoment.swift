/// What the midnight cap was given at a settlement besides the raw delta: the remaining minutes
/// before the delta and the minutes until 23:59. Each settled transaction records it, so anyone
/// replaying the history re-derives the capped delta exactly instead of only bounding it.
public struct CapMoment: Hashable, Sendable, Codable {
    /// Remaining minutes when the round settled.
    public var remainingMinutes: Int
    /// Minutes until 23:59 when the round settled.
    public var minutesUntilMidnight: Int

    /// The most minutes until 23:59 a day has: 1499, at midnight starting a 25-hour day.
    public static let mostMinutesUntilMidnight = 1499
    /// A bound on remaining minutes for a recorded moment, far above any real budget (the cap keeps
    /// remaining within a day's minutes after a win) and far below `Int` overflow in the cap.
    public static let mostRemainingMinutes = 1 << 40

    /// The moment of `remainingMinutes` held and `minutesUntilMidnight` left.
    public init(remainingMinutes: Int, minutesUntilMidnight: Int) {
        self.remainingMinutes = remainingMinutes
        self.minutesUntilMidnight = minutesUntilMidnight
    }

    /// The delta applied for a raw `deltaMinutes` at this moment (`PayoutCap.apply`).
    public func cap(_ deltaMinutes: Int) -> CappedDelta {
        PayoutCap.apply(
            deltaMinutes: deltaMinutes, remainingMinutes: remainingMinutes,
            minutesUntilMidnight: minutesUntilMidnight)
    }
}

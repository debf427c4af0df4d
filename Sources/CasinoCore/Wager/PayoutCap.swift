/// A delta after the midnight cap.
public struct CappedDelta: Hashable, Sendable {
    /// The minutes actually added (or taken, for a loss).
    public var deltaMinutes: Int
    /// True when the cap reduced a win.
    public var capApplied: Bool

    /// A delta of `deltaMinutes`, cut by the cap or not.
    public init(deltaMinutes: Int, capApplied: Bool) {
        self.deltaMinutes = deltaMinutes
        self.capApplied = capApplied
    }
}

/// The midnight cap: a win may not leave more minutes than are left in the day.
///
/// A winning delta is clamped so `remainingMinutes + delta <= minutesUntilMidnight`, and never
/// below 0: **a win never costs minutes**. (The seed's `min(delta, untilMidnight − remaining)`
/// goes negative when `remaining > untilMidnight`, turning a win into a loss.) Losses and
/// partial returns (delta ≤ 0) are never capped.
public enum PayoutCap {
    /// The delta actually applied for a raw `deltaMinutes`.
    @inlinable
    public static func apply(deltaMinutes: Int, remainingMinutes: Int, minutesUntilMidnight: Int) -> CappedDelta {
        guard deltaMinutes > 0 else { return CappedDelta(deltaMinutes: deltaMinutes, capApplied: false) }
        let room = max(0, minutesUntilMidnight - remainingMinutes)
        if deltaMinutes <= room { return CappedDelta(deltaMinutes: deltaMinutes, capApplied: false) }
        return CappedDelta(deltaMinutes: room, capApplied: true)
    }
}

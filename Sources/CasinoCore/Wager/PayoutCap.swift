/// The midnight cap on a win: minutes won today must be usable today.
///
/// A win's delta is clamped so `remainingMinutes + delta ≤ minutesUntilMidnight`, and never below
/// 0: a win never costs minutes, even when `remainingMinutes` already exceeds the minutes left in
/// the day (where the seed's formula would go negative). A loss (delta ≤ 0) is never capped.
public struct PayoutCap: Hashable, Sendable {
    /// The minutes the player has before the wager settles.
    public var remainingMinutes: Int
    /// Real minutes from now until 23:59 local time.
    public var minutesUntilMidnight: Int

    public init(remainingMinutes: Int, minutesUntilMidnight: Int) {
        self.remainingMinutes = remainingMinutes
        self.minutesUntilMidnight = minutesUntilMidnight
    }

    /// The most a win may add: `max(0, minutesUntilMidnight − remainingMinutes)`.
    public var maximumWinDeltaMinutes: Int { max(0, minutesUntilMidnight - remainingMinutes) }

    /// The delta after the cap, and whether the cap changed it.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func apply(toDeltaMinutes deltaMinutes: Int) -> CappedDelta {
        guard deltaMinutes > 0 else { return CappedDelta(deltaMinutes: deltaMinutes, capApplied: false) }
        let limit = maximumWinDeltaMinutes
        return deltaMinutes > limit
            ? CappedDelta(deltaMinutes: limit, capApplied: true)
            : CappedDelta(deltaMinutes: deltaMinutes, capApplied: false)
    }
}

/// A delta after the midnight cap.
public struct CappedDelta: Hashable, Sendable {
    /// The minutes added (positive) or lost (negative) after the cap.
    public var deltaMinutes: Int
    /// True when the cap lowered a win.
    public var capApplied: Bool

    public init(deltaMinutes: Int, capApplied: Bool) {
        self.deltaMinutes = deltaMinutes
        self.capApplied = capApplied
    }
}

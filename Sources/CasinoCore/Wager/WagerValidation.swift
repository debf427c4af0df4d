/// Why a wager cannot be placed.
public enum WagerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Wagers are whole minutes, at least 1.
    case notPositive(wager: Int)
    /// A wager cannot stake more than the minutes left today.
    case exceedsRemaining(wager: Int, remainingMinutes: Int)
    /// One game at a time: a wager is already committed and not yet settled.
    case gameInProgress(wagerID: UInt64)

    public var description: String {
        switch self {
        case .notPositive(let wager):
            return "wager \(wager) is not allowed: a wager is at least 1 minute"
        case .exceedsRemaining(let wager, let remaining):
            return "wager \(wager) is more than the \(remaining) minutes remaining today"
        case .gameInProgress(let id):
            return "wager \(id) is still in play: settle it before placing another"
        }
    }
}

/// The one rule for a stake: `1 <= wager <= remainingMinutes`. No maximum bet, no play limit.
public enum WagerValidation {
    /// Returns nil when `wager` may be placed, or the rule it breaks.
    public static func check(wager: Int, remainingMinutes: Int) -> WagerError? {
        if wager < 1 { return .notPositive(wager: wager) }
        if wager > remainingMinutes { return .exceedsRemaining(wager: wager, remainingMinutes: remainingMinutes) }
        return nil
    }
}

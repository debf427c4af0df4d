/// Why a wager cannot be placed.
public enum WagerError: CasinoError, Hashable, Sendable, CustomStringConvertible {
    /// Wagers are whole minutes, at least 1.
    case notPositive(wager: Int)
    /// A wager cannot stake more than the minutes left today.
    case exceedsRemaining(wager: Int, remainingMinutes: Int)
    /// One game at a time: a wager is already committed and not yet settled.
    case gameInProgress(wagerID: UInt64)
    /// The bet's effective return (rounding and cap included) is below the return floor. Carries
    /// the return (nil when too large to compute exactly) and the smallest wager on the same choice
    /// that the floor accepts right now (nil when none does).
    case belowReturnFloor(
        wager: Int, effectiveReturn: EffectiveReturn?, floor: ReturnFloor, smallestAcceptedWager: Int?)
    /// The round would start on a draw an earlier committed round already spent (settled or
    /// forfeited): no draw of a stream is played twice.
    case drawAlreadySpent(position: RandomPosition, firstUnspent: RandomPosition)

    public var description: String {
        switch self {
        case .notPositive(let wager):
            return "wager \(wager) is not allowed: a wager is at least 1 minute"
        case .exceedsRemaining(let wager, let remaining):
            return "wager \(wager) is more than the \(remaining) minutes remaining today"
        case .gameInProgress(let id):
            return "wager \(id) is still in play: settle it before placing another"
        case .belowReturnFloor(let wager, let effective, let floor, let smallest):
            let returns =
                effective.map { "returns \($0.percentText) on average" } ?? "has a return too large to compute exactly"
            let suggestion =
                smallest.map { "the smallest wager on this choice that meets it now is \($0) min" }
                ?? "no wager on this choice meets it now"
            return "a \(wager)-minute bet \(returns), below the \(floor) return floor: \(suggestion)"
        case .drawAlreadySpent(let position, let spent):
            return
                "draw \(position.drawIndex) of stream \(position.stream) was already spent by a committed round: "
                + "the next round starts at draw \(spent.drawIndex)"
        }
    }
}

/// The rules for a stake: `1 <= wager <= remainingMinutes`, and the bet's effective return at least
/// the return floor. No maximum bet, no play limit.
public enum WagerValidation {
    /// Returns nil when `wager` may be placed under the base rule, or the rule it breaks.
    public static func check(wager: Int, remainingMinutes: Int) -> WagerError? {
        if wager < 1 { return .notPositive(wager: wager) }
        if wager > remainingMinutes { return .exceedsRemaining(wager: wager, remainingMinutes: remainingMinutes) }
        return nil
    }

    /// Returns nil when a `wager`-minute bet on `outcomeTable` may be placed right now — the base
    /// rule and the return floor — or the rule it breaks. With the floor off this is exactly `check`.
    ///
    /// - Complexity: O(outcomes) when accepted; a refusal also searches for the smallest accepted
    ///   wager (`ReturnFloor.smallestAcceptedWager`).
    public static func check(
        wager: Int, remainingMinutes: Int, minutesUntilMidnight: Int,
        outcomeTable: OutcomeTable, returnFloor: ReturnFloor
    ) -> WagerError? {
        if let error = check(wager: wager, remainingMinutes: remainingMinutes) { return error }
        if returnFloor.isOff { return nil }
        let effective = EffectiveReturn(
            outcomeTable: outcomeTable, wager: wager, remainingMinutes: remainingMinutes,
            minutesUntilMidnight: minutesUntilMidnight)
        if let effective, effective.meets(returnFloor) { return nil }
        let smallest = returnFloor.smallestAcceptedWager(
            outcomeTable: outcomeTable, remainingMinutes: remainingMinutes,
            minutesUntilMidnight: minutesUntilMidnight)
        return .belowReturnFloor(
            wager: wager, effectiveReturn: effective, floor: returnFloor, smallestAcceptedWager: smallest)
    }
}

extension WagerError {
    /// The one-line message the tool prints (`CasinoError`).
    public var message: String { description }
}

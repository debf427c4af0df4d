/// The rules for a stake: `1 <= wager <= remainingMinutes`, at least one outcome that gains a
/// minute after rounding and the cap (`GainRule`), and the bet's effective return at least the
/// return floor. No maximum bet, no play limit.
///
/// This is the one acceptance rule: the coordinator, the day simulation, the lab's offer and the
/// bet card all decide through `accepts` or `check`.
public enum WagerValidation {
    /// Returns nil when `wager` may be placed under the base rule, or the rule it breaks.
    public static func check(wager: Int, remainingMinutes: Int) -> CasinoCoreError? {
        if wager < 1 { return .notPositive(wager: wager) }
        if wager > remainingMinutes { return .exceedsRemaining(wager: wager, remainingMinutes: remainingMinutes) }
        return nil
    }

    /// True when a `wager`-minute bet on `outcomeTable` may be placed right now: the base rule, the
    /// gain rule and the return floor. `check` without the search for a smaller stake.
    ///
    /// - Complexity: O(outcomes).
    public static func accepts(
        wager: Int, remainingMinutes: Int, minutesUntilMidnight: Int,
        outcomeTable: OutcomeTable, returnFloor: ReturnFloor
    ) -> Bool {
        check(wager: wager, remainingMinutes: remainingMinutes) == nil
            && GainRule.canGain(
                outcomeTable: outcomeTable, wager: wager, remainingMinutes: remainingMinutes,
                minutesUntilMidnight: minutesUntilMidnight)
            && returnFloor.accepts(
                outcomeTable: outcomeTable, wager: wager, remainingMinutes: remainingMinutes,
                minutesUntilMidnight: minutesUntilMidnight)
    }

    /// Returns nil when a `wager`-minute bet on `outcomeTable` may be placed right now — the base
    /// rule, the gain rule and the return floor, in that order — or the first rule it breaks. A
    /// refusal of the bet carries the smallest stake on the same choice accepted now.
    ///
    /// - Complexity: O(outcomes) when accepted; a refusal also searches for the smallest accepted
    ///   wager (`smallestAcceptedWager`).
    public static func check(
        wager: Int, remainingMinutes: Int, minutesUntilMidnight: Int,
        outcomeTable: OutcomeTable, returnFloor: ReturnFloor
    ) -> CasinoCoreError? {
        if let error = check(wager: wager, remainingMinutes: remainingMinutes) { return error }
        if !GainRule.canGain(
            outcomeTable: outcomeTable, wager: wager, remainingMinutes: remainingMinutes,
            minutesUntilMidnight: minutesUntilMidnight)
        {
            let noRoom = !GainRule.hasRoom(
                remainingMinutes: remainingMinutes, minutesUntilMidnight: minutesUntilMidnight)
            return .noPossibleGain(
                wager: wager, capLeavesNoRoom: noRoom,
                smallestAcceptedWager: smallestAcceptedWager(
                    outcomeTable: outcomeTable, remainingMinutes: remainingMinutes,
                    minutesUntilMidnight: minutesUntilMidnight, returnFloor: returnFloor))
        }
        if returnFloor.isOff { return nil }
        let effective = EffectiveReturn(
            outcomeTable: outcomeTable, wager: wager, remainingMinutes: remainingMinutes,
            minutesUntilMidnight: minutesUntilMidnight)
        if let effective, effective.meets(returnFloor) { return nil }
        return .belowReturnFloor(
            wager: wager, effectiveReturn: effective, floor: returnFloor,
            smallestAcceptedWager: smallestAcceptedWager(
                outcomeTable: outcomeTable, remainingMinutes: remainingMinutes,
                minutesUntilMidnight: minutesUntilMidnight, returnFloor: returnFloor))
    }

    /// The smallest stake in `1…remainingMinutes` on `outcomeTable` accepted right now (it can gain
    /// and meets the floor), or nil when none is: the floor's search (`ReturnFloor.smallestAcceptedWager`)
    /// started at the smallest stake that can gain (`GainRule`), since every larger stake can gain too.
    ///
    /// - Complexity: O(outcomes · min(remainingMinutes, `ReturnFloor.searchLimit`)).
    public static func smallestAcceptedWager(
        outcomeTable: OutcomeTable, remainingMinutes: Int, minutesUntilMidnight: Int, returnFloor: ReturnFloor
    ) -> Int? {
        guard
            let least = GainRule.smallestGainingWager(
                outcomeTable: outcomeTable, remainingMinutes: remainingMinutes,
                minutesUntilMidnight: minutesUntilMidnight)
        else { return nil }
        return returnFloor.smallestAcceptedWager(
            outcomeTable: outcomeTable, remainingMinutes: remainingMinutes,
            minutesUntilMidnight: minutesUntilMidnight, from: least)
    }
}

extension CasinoCoreError {
    /// The one-line message the tool prints (`CasinoError`).
    public var message: String { description }
}

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
    /// No outcome pays more than the stake after floor rounding and the midnight cap at this moment
    /// (`GainRule`). `capLeavesNoRoom` is true when the cap is why (the player already holds as many
    /// minutes as are left until 23:59); `smallestAcceptedWager` is the smallest stake on the same
    /// choice accepted right now (it can gain and meets the floor), nil when none is.
    case noPossibleGain(wager: Int, capLeavesNoRoom: Bool, smallestAcceptedWager: Int?)
    /// The round would start on a draw an earlier committed round already spent (settled or
    /// forfeited): no draw of a stream is played twice.
    case drawAlreadySpent(position: RandomPosition, firstUnspent: RandomPosition)
    /// The round would skip draws of its stream: a day's draws are dealt in order from its first,
    /// each round starting exactly where the one before ended (`nextDraw`), so no round picks its
    /// draws.
    case drawSkipped(position: RandomPosition, nextDraw: RandomPosition)
    /// The round is not on the stream of the budget day (`DayKey.roundStream`; a lab seed: the
    /// stream its first round opened): one stream per day, and no stream of an earlier day again.
    case notTheDaysStream(position: RandomPosition, stream: UInt64)
    /// No seed is committed yet: the first round comes after the seed is made and its commitment
    /// shown (`AppCoordinator.seedCommitment(using:)`).
    case noSeedCommitted
    /// The round's seed was retired (an export may have revealed it): rounds are drawn only from
    /// the seed in use. Carries the retired seed's commitment and the one in use.
    case seedRetired(commitment: SHA256Digest, current: SHA256Digest)
    /// The round's seed is not the one committed to (nor ever was): carries its commitment and the
    /// one in use.
    case seedNotCommitted(commitment: SHA256Digest, current: SHA256Digest)

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
        case .noPossibleGain(let wager, let capLeavesNoRoom, let smallest):
            let why =
                capLeavesNoRoom
                ? "the midnight cap leaves no room for a gain (you hold as many minutes as are left until 23:59)"
                : smallest.map { "the smallest wager on this choice that can gain now is \($0) min" }
                    ?? "no wager on this choice can gain now"
            return "no outcome pays more than your \(wager) minutes: \(why)"
        case .drawAlreadySpent(let position, let spent):
            return
                "draw \(position.drawIndex) of stream \(position.stream) was already spent by a committed round: "
                + "the next round starts at draw \(spent.drawIndex)"
        case .drawSkipped(let position, let next):
            return
                "draw \(position.drawIndex) of stream \(position.stream) skips draws: a stream is dealt in order, "
                + "and the next round starts at draw \(next.drawIndex)"
        case .notTheDaysStream(let position, let stream):
            return
                "stream \(position.stream) is not today's: today's rounds are drawn from stream \(stream), "
                + "one stream per day"
        case .noSeedCommitted:
            return "no seed is committed yet: make the seed and show its commitment before the first round"
        case .seedRetired(let commitment, let current):
            return
                "the seed committed as \(commitment) is retired and may have been revealed: "
                + "rounds are drawn from the seed committed as \(current)"
        case .seedNotCommitted(let commitment, let current):
            return
                "the seed with commitment \(commitment) was never committed to: "
                + "rounds are drawn from the seed committed as \(current)"
        }
    }

    /// The smallest stake on the same choice accepted right now, for the two refusals of a bet
    /// (`belowReturnFloor`, `noPossibleGain`); nil for the others or when no stake is accepted.
    public var smallestAcceptedWager: Int? {
        switch self {
        case .belowReturnFloor(_, _, _, let smallest), .noPossibleGain(_, _, let smallest): return smallest
        case .notPositive, .exceedsRemaining, .gameInProgress, .drawAlreadySpent, .drawSkipped, .notTheDaysStream,
            .noSeedCommitted, .seedRetired, .seedNotCommitted:
            return nil
        }
    }

    /// True for `belowReturnFloor`.
    public var isBelowReturnFloor: Bool {
        if case .belowReturnFloor = self { return true }
        return false
    }

    /// True for the refusals of the bet itself (its return or its possible gain at this moment), as
    /// opposed to the stake's range or a game in progress.
    public var isBetRefusal: Bool {
        switch self {
        case .belowReturnFloor, .noPossibleGain: return true
        case .notPositive, .exceedsRemaining, .gameInProgress, .drawAlreadySpent, .drawSkipped, .notTheDaysStream,
            .noSeedCommitted, .seedRetired, .seedNotCommitted:
            return false
        }
    }
}

/// The rules for a stake: `1 <= wager <= remainingMinutes`, at least one outcome that gains a
/// minute after rounding and the cap (`GainRule`), and the bet's effective return at least the
/// return floor. No maximum bet, no play limit.
///
/// This is the one acceptance rule: the coordinator, the day simulation, the lab's offer and the
/// bet card all decide through `accepts` or `check`.
public enum WagerValidation {
    /// Returns nil when `wager` may be placed under the base rule, or the rule it breaks.
    public static func check(wager: Int, remainingMinutes: Int) -> WagerError? {
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
    ) -> WagerError? {
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

extension WagerError {
    /// The one-line message the tool prints (`CasinoError`).
    public var message: String { description }
}

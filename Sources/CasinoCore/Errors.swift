/// A configuration or option that breaks a rule, as a value with words: where, what, and which rule.
///
/// Printed as one line, `"<path>: <value> <rule>"`, e.g. `plinko.tables[16].high[3]: -0.2 is negative`
/// or `slots.reels[1]: empty strip` (no value), so a person can find and fix the field.
public struct ConfigurationError: CasinoError, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is: a path in the configuration (`crash.returnPPM`) or an option name (`target`).
    public var path: String
    /// The offending value as the user wrote it (or as it is formatted), empty when there is none.
    public var value: String
    /// The rule it breaks, worded to follow the value: `"is negative"`, `"must be 8…16"`.
    public var rule: String

    /// An error naming the field at `path`, its `value` and the `rule` it breaks.
    public init(path: String, value: String = "", rule: String) {
        self.path = path
        self.value = value
        self.rule = rule
    }

    /// `"<path>: <value> <rule>"`, or `"<path>: <rule>"` without a value.
    public var description: String {
        value.isEmpty ? "\(path): \(rule)" : "\(path): \(value) \(rule)"
    }

    /// The same error, reported under a longer path (`"high[3]"` under `"plinko.tables[16]"`).
    public func nested(under prefix: String) -> ConfigurationError {
        var copy = self
        copy.path = path.isEmpty ? prefix : (path.hasPrefix("[") ? prefix + path : prefix + "." + path)
        return copy
    }
}

extension ConfigurationError {
    /// The one-line message the tool prints (`CasinoError`).
    public var message: String { description }
}

/// What the casino's rules refuse, one case per refusal: a wager (its stake, its return, its gain,
/// a game in progress), a round's draws (spent, skipped, another day's stream, a seed not in use)
/// and a stored state read back that breaks a rule. The app matches on the cases to say why.
/// (A configuration that breaks a rule is a `ConfigurationError`.)
public enum CasinoCoreError: CasinoError, Hashable, Sendable, CustomStringConvertible {
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
    /// A stored state read back breaks a rule no valid history breaks: the stored field (as named in
    /// the stored JSON, `"dailyAllowanceMinutes"`, `"pendingWager.wager"`), the value found in it and
    /// the rule. A storage bug, a bad migration or a tampered container can hand the app a state no
    /// sequence of events could have made; it is refused by name and the coordinator recovers
    /// fail-closed (`AppCoordinator.refusedStoredState`).
    case storedStateInvalid(field: String, value: String, rule: String)

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
        case .storedStateInvalid(let field, let value, let rule):
            return "the stored state is invalid: \(field) = \(value): \(rule)"
        }
    }

    /// The smallest stake on the same choice accepted right now, for the two refusals of a bet
    /// (`belowReturnFloor`, `noPossibleGain`); nil for the others or when no stake is accepted.
    public var smallestAcceptedWager: Int? {
        switch self {
        case .belowReturnFloor(_, _, _, let smallest), .noPossibleGain(_, _, let smallest): return smallest
        case .notPositive, .exceedsRemaining, .gameInProgress, .drawAlreadySpent, .drawSkipped, .notTheDaysStream,
            .noSeedCommitted, .seedRetired, .seedNotCommitted, .storedStateInvalid:
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
            .noSeedCommitted, .seedRetired, .seedNotCommitted, .storedStateInvalid:
            return false
        }
    }
}

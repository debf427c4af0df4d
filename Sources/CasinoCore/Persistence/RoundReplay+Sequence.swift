// `verify`'s rules between rounds, re-derived from the rounds alone with no anchor (issue 40): a
// recomputed chain hides an edited round from the chain, but not from these, since each follows
// from how the core plays a day (Docs/rng.md, "Where a round's draws come from"; Docs/rules.md).

/// What the rounds so far say the next round must respect: where its draws start, the most minutes
/// it can find remaining, the wager id it must pass. Fed every round in the file's order.
struct RoundSequence {
    /// A round that was read, with what its successors are checked against.
    private struct Previous {
        var round: UInt64?
        var wagerID: UInt64
        var position: RandomPosition
        /// The first draw it left unspent (nil when it did not replay).
        var drawEnd: UInt64?
        var day: DayKey
        var budgetAtCommit: TimeBudget?
        /// What it added to its day's bonus (0 when it went to no bonus).
        var bonusDelta: Int
    }

    private var previous: Previous?
    /// The stream each lab seed plays (the core keeps a lab seed on the stream its first round opened).
    private var labStreams: [RoundSeed: UInt64] = [:]
    /// Seeds already left for a fresh one (an export retires the seed in use; it is never played again).
    private var leftSeeds: Set<RoundSeed> = []
    /// The most minutes the day `ceiling.day` can have remaining at its next settlement: the last
    /// settlement's remaining plus every delta applied to that day's bonus since (unclamped).
    private var ceiling: (day: DayKey, minutes: Int, round: UInt64?)?

    /// The problem `t` has with the rounds before it, or nil. `drawEnd` is where its own draws
    /// end (nil when it did not replay); `t` is then taken as read, whatever was found.
    mutating func problem(with t: Transaction, drawEnd: UInt64?) -> RoundProblem? {
        defer { record(t, drawEnd: drawEnd) }
        return drawProblem(t) ?? wagerIDProblem(t) ?? budgetProblem(t) ?? remainingProblem(t)
    }

    /// The budget at commit against the rounds before on its day: the allowance never rises within
    /// a day (a raise waits for the next), usage readings never fall, and the games' bonus is
    /// exactly the day's earlier deltas (0 for a day's first round; the export's first round, when
    /// past round 1, may continue a day it no longer holds).
    private func budgetProblem(_ t: Transaction) -> RoundProblem? {
        guard let budget = t.budgetAtCommit else { return nil }
        guard let previous, previous.day >= t.day else {
            if previous == nil && t.round != 1 { return nil }
            if budget.bonusMinutesFromGames == 0 { return nil }
            return RoundProblem(
                "budgetAtCommit.bonusMinutesFromGames",
                "games' bonus \(budget.bonusMinutesFromGames) at the first round of \(t.day), where a day starts at 0")
        }
        guard previous.day == t.day, let before = previous.budgetAtCommit else { return nil }
        let name = Self.name(previous.round)
        if budget.dailyAllowanceMinutes > before.dailyAllowanceMinutes {
            return RoundProblem(
                "budgetAtCommit.dailyAllowanceMinutes",
                "allowance \(budget.dailyAllowanceMinutes), above \(name)'s \(before.dailyAllowanceMinutes) on \(t.day): "
                    + "a raised allowance waits for the next day")
        }
        if budget.usageMinutesToday < before.usageMinutesToday {
            return RoundProblem(
                "budgetAtCommit.usageMinutesToday",
                "usage reading \(budget.usageMinutesToday), below \(name)'s \(before.usageMinutesToday) on \(t.day): usage "
                    + "only grows within a day")
        }
        let expected = Self.sum(before.bonusMinutesFromGames, previous.bonusDelta)
        if budget.bonusMinutesFromGames != expected {
            return RoundProblem(
                "budgetAtCommit.bonusMinutesFromGames",
                "games' bonus \(budget.bonusMinutesFromGames), but \(name)'s \(before.bonusMinutesFromGames) and its delta "
                    + "\(previous.bonusDelta) make \(expected): the bonus moves only by the day's rounds")
        }
        return nil
    }

    /// Wager ids are handed out one by one at commit, so they only rise through the history.
    private func wagerIDProblem(_ t: Transaction) -> RoundProblem? {
        guard let previous, t.wagerID <= previous.wagerID else { return nil }
        return RoundProblem(
            "wagerID",
            "wager id \(t.wagerID) is not above \(Self.name(previous.round))'s \(previous.wagerID): wager ids only rise"
        )
    }

    /// The core's rule for where a round starts (`PersistedState.nextRoundPosition`).
    private func drawProblem(_ t: Transaction) -> RoundProblem? {
        let p = t.position
        if let seed = p.seed.labSeed { return labDrawProblem(t, labSeed: seed) }
        if p.stream != t.day.roundStream {
            return RoundProblem(
                "position.stream",
                "stream \(p.stream) is not the stream of its day \(t.day), \(t.day.roundStream): each budget day "
                    + "plays its own stream")
        }
        let sameStream = previous.map { $0.position.seed == p.seed && $0.position.stream == p.stream } ?? false
        if let previous, sameStream, let end = previous.drawEnd, p.drawIndex != end {
            return RoundProblem(
                "position.drawIndex",
                "draw index \(p.drawIndex) on stream \(p.stream) is not draw \(end), where "
                    + "\(Self.name(previous.round))'s draws ended: a day's rounds take its draws in turn, forfeits "
                    + "included")
        }
        if leftSeeds.contains(p.seed) {
            return RoundProblem(
                "position.seed", "seed \(p.seed) was left for a fresh seed before this round and is never played again")
        }
        // The export's first round may continue a day whose earlier rounds it no longer keeps.
        let mayContinue = previous == nil && t.round != 1
        if !sameStream && !mayContinue && p.drawIndex != 0 {
            return RoundProblem(
                "position.drawIndex",
                "draw index \(p.drawIndex) opens stream \(p.stream) of seed \(p.seed), whose first round starts at "
                    + "draw 0")
        }
        return nil
    }

    /// A lab seed (the day simulation's): one stream, below the 2⁶² that stream k + 2⁶² aliases; a
    /// round at or after the draws the round before spent (the lab draws its plans between rounds).
    private func labDrawProblem(_ t: Transaction, labSeed: UInt64) -> RoundProblem? {
        let p = t.position
        if p.stream >= Xoshiro256StarStar.streamCount {
            return RoundProblem(
                "position.stream",
                "stream \(p.stream) is stream \(p.stream % Xoshiro256StarStar.streamCount) again: a 64-bit seed has "
                    + "2^62 streams, and stream k + 2^62 deals stream k's draws")
        }
        if let stream = labStreams[p.seed], stream != p.stream {
            return RoundProblem(
                "position.stream",
                "stream \(p.stream), but seed \(labSeed) plays stream \(stream), the one its first round opened")
        }
        if let previous, previous.position.seed == p.seed, let end = previous.drawEnd, p.drawIndex < end {
            return RoundProblem(
                "position.drawIndex",
                "draw index \(p.drawIndex) on stream \(p.stream) is before draw \(end), where "
                    + "\(Self.name(previous.round))'s draws ended: no draw is dealt twice, forfeits included")
        }
        return nil
    }

    // The stake is judged against the remaining minutes at commit, which the round's own
    // `budgetAtCommit` gives (`RoundReplay.commitProblem`), not against its cap moment: a usage
    // report that arrives mid-game (the monitor writes between the app's commit and settle) lowers
    // the remaining at settlement below an honest stake.

    /// Within a day remaining minutes rise only by a win: usage only grows, an allowance raised
    /// waits for the next day, and a new day resets the bonus.
    private func remainingProblem(_ t: Transaction) -> RoundProblem? {
        guard t.resolution == .settled, t.appliedToBonus, let moment = t.capMoment, let ceiling,
            ceiling.day == t.day, moment.remainingMinutes > max(0, ceiling.minutes)
        else { return nil }
        return RoundProblem(
            "capMoment.remainingMinutes",
            "\(moment.remainingMinutes) minutes remaining, but \(Self.name(ceiling.round)) left at most "
                + "\(max(0, ceiling.minutes)) on \(t.day): remaining minutes rise within a day only by a win")
    }

    private mutating func record(_ t: Transaction, drawEnd: UInt64?) {
        if let previous, previous.position.seed != t.position.seed { leftSeeds.insert(previous.position.seed) }
        if t.position.seed.labSeed != nil && labStreams[t.position.seed] == nil {
            labStreams[t.position.seed] = t.position.stream
        }
        previous = Previous(
            round: t.round, wagerID: t.wagerID, position: t.position, drawEnd: drawEnd, day: t.day,
            budgetAtCommit: t.budgetAtCommit, bonusDelta: t.appliedToBonus ? t.deltaMinutes : 0)
        guard t.appliedToBonus else {
            ceiling = nil
            return
        }
        if t.resolution == .settled, let moment = t.capMoment {
            ceiling = (t.day, Self.sum(moment.remainingMinutes, t.deltaMinutes), t.round)
        } else if let c = ceiling, c.day == t.day {
            ceiling = (c.day, Self.sum(c.minutes, t.deltaMinutes), t.round)
        } else {
            ceiling = nil
        }
    }

    /// `a + b`, held at `Int`'s bounds: a refused round is still recorded, whatever its numbers.
    private static func sum(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.max : Int.min) : result
    }

    private static func name(_ round: UInt64?) -> String { round.map { "round \($0)" } ?? "the round before" }
}

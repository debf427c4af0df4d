import CasinoCore
import OddsLab

/// The offer under the return floor before and after the floor tuning: for every choice and common
/// stake, the effective return at 00:00 (remaining = stake), accepted or refused, and why.
///
/// "Before" is `PreFloorDefaults.configuration`; "after" is the configuration reported. A refusal's
/// cause is the cap when the choice's largest win at that stake is more than the 1439 minutes a
/// win can keep at 00:00, rounding otherwise. Computed once; `offer-before-after.csv` and the
/// fairness report's section are views of it. Acceptance is the core's (`FloorGoal.judge`).
struct OfferBeforeAfter: Sendable {
    /// Why a bet is refused.
    enum Cause: String, Hashable, Sendable {
        case rounding, cap
    }

    /// One side (before or after) of one choice at one stake.
    struct Side: Hashable, Sendable {
        var effectiveReturn: ExactFraction?
        var accepted: Bool
        /// nil when accepted.
        var cause: Cause?
    }

    /// One choice at one stake; a nil side: the choice is not offered on that side.
    struct Row: Hashable, Sendable {
        var game: GameKind
        var variant: String
        var stake: Int
        var before: Side?
        var after: Side?
    }

    /// Per game, counts of (choice × common stake) pairs.
    struct Summary: Hashable, Sendable {
        var game: GameKind
        var pairs: Int
        var accepted: Int
        /// Pairs whose largest win the cap leaves whole at that stake, and how many of those are accepted.
        var uncutPairs: Int
        var uncutAccepted: Int
        /// Choices offered with no accepted stake between 1 and 120 minutes at 00:00.
        var deadChoices: [String]
    }

    var floor: ReturnFloor
    var stakes: [Int]
    var rows: [Row]
    var before: [Summary]
    var after: [Summary]
    /// Choices offered before and not after (removed from the offer), by title.
    var removed: [String]

    /// - Complexity: O(choices · (stakes + 120) · outcomes).
    init(before: GameConfiguration, after: GameConfiguration, stakes: [Int] = FloorGoal.commonStakes)
        throws(ConfigurationError)
    {
        let goal = FloorGoal(floor: after.returnFloor, stakes: stakes)
        floor = after.returnFloor
        self.stakes = goal.stakes
        let beforeGames = try before.configuredGames(for: GameSelection())
        let afterGames = try after.configuredGames(for: GameSelection())
        var rows: [Row] = []
        var afterByTitle: [String: ConfiguredGame] = [:]
        for game in afterGames { afterByTitle[game.title] = game }
        var seen = Set<String>()
        for game in beforeGames {
            seen.insert(game.title)
            let b = Self.sides(game, goal: goal)
            let a = afterByTitle[game.title].map { Self.sides($0, goal: goal) }
            for (i, stake) in goal.stakes.enumerated() {
                rows.append(Row(game: game.game, variant: game.variant, stake: stake, before: b[i], after: a?[i]))
            }
        }
        for game in afterGames where !seen.contains(game.title) {
            let a = Self.sides(game, goal: goal)
            for (i, stake) in goal.stakes.enumerated() {
                rows.append(Row(game: game.game, variant: game.variant, stake: stake, before: nil, after: a[i]))
            }
        }
        self.rows = rows
        self.before = Self.summaries(beforeGames, goal: goal)
        self.after = Self.summaries(afterGames, goal: goal)
        removed = beforeGames.map(\.title).filter { afterByTitle[$0] == nil }
    }

    /// The game's judgement at each of the goal's stakes.
    private static func sides(_ game: ConfiguredGame, goal: FloorGoal) -> [Side] {
        let table = game.engine.outcomeTable
        let judgement = goal.judge(table)
        let largest = table.outcomes.map(\.centi.hundredths).max() ?? 0
        return zip(goal.stakes, judgement.effectiveReturns).map { stake, effective in
            let accepted = judgement.acceptedStakes.contains(stake)
            let cut = stake * largest / 100 > goal.minutesUntilMidnight
            return Side(
                effectiveReturn: effective, accepted: accepted, cause: accepted ? nil : (cut ? .cap : .rounding))
        }
    }

    /// Each game kind's pairs accepted (and not cut by the cap), and its choices with no accepted stake.
    private static func summaries(_ games: [ConfiguredGame], goal: FloorGoal) -> [Summary] {
        GameRegistry.kinds.map { kind in
            var s = Summary(game: kind, pairs: 0, accepted: 0, uncutPairs: 0, uncutAccepted: 0, deadChoices: [])
            for game in games where game.game == kind {
                let table = game.engine.outcomeTable
                let largest = table.outcomes.map(\.centi.hundredths).max() ?? 0
                let judgement = goal.judge(table)
                for stake in goal.stakes {
                    let accepted = judgement.acceptedStakes.contains(stake)
                    s.pairs += 1
                    if accepted { s.accepted += 1 }
                    if stake * largest / 100 <= goal.minutesUntilMidnight {
                        s.uncutPairs += 1
                        if accepted { s.uncutAccepted += 1 }
                    }
                }
                let alive = (1...FloorTuningRequest.offerLimit).contains { w in
                    goal.floor.accepts(
                        outcomeTable: table, wager: w, remainingMinutes: w,
                        minutesUntilMidnight: goal.minutesUntilMidnight)
                }
                if !alive { s.deadChoices.append(game.title) }
            }
            return s
        }
    }
}

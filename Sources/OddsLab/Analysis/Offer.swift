import CasinoCore

/// What the app offers under its return floor: for every choice a player can make, which wager
/// sizes the floor accepts at one moment, computed once from the configuration.
///
/// `analyze --offer`, `check`'s floor cases, the disclosure and the tuning reports are views of
/// this value; none of them decides acceptance again. Acceptance is the core's own decision
/// (`ReturnFloor.accepts`, what `WagerValidation` and the coordinator apply), and each bet carries
/// its exact effective return (`EffectiveReturn`), so a reader can see why.
///
/// The wagers looked at are `wagers` (1…120 by default) together with `commonStakes`; the moment
/// is `BetMoment.loosest` by default (00:00, remaining = the wager). Nothing here is a figure of
/// today's defaults: every number follows from the configuration given.
package struct Offer: Sendable {
    /// The stakes players use most (minutes): the sizes the disclosure and the tuning talk about.
    package static let commonStakes = [5, 10, 15, 20, 30, 60]
    /// The wager sizes an offer looks at by default (minutes).
    package static let standardWagers = 1...120

    /// One choice (a game with its options) and what the floor makes of each wager on it.
    package struct Choice: Sendable {
        /// The choice.
        package var game: ConfiguredGame
        /// One per `Offer.wagers` entry, in the same order.
        package var bets: [Bet]

        /// The wagers the floor accepts, increasing.
        package var acceptedWagers: [Int] { bets.filter(\.accepted).map(\.wager) }
        /// The smallest wager the floor accepts among those looked at, or nil when it accepts none.
        package var smallestAcceptedWager: Int? { bets.first(where: \.accepted)?.wager }
        /// The common stakes (`Offer.commonStakes`) the floor accepts, increasing.
        package var acceptedCommonStakes: [Int] {
            bets.filter { $0.accepted && Offer.commonStakes.contains($0.wager) }.map(\.wager)
        }
        /// True when no wager looked at is accepted: the app offers this choice in name only.
        var hasNoAcceptedWager: Bool { !bets.contains(where: \.accepted) }
        /// The bet of `wager` minutes, if it was looked at.
        package func bet(atWager wager: Int) -> Bet? { bets.first { $0.wager == wager } }
    }

    /// One wager on one choice at the offer's moment.
    package struct Bet: Hashable, Sendable {
        /// The stake in minutes.
        package var wager: Int
        /// Its exact effective return (floor rounding and the cap); nil only when it does not fit 128 bits.
        package var effectiveReturn: EffectiveReturn?
        /// The core's decision under the offer's floor (`Offer.accepts`: the base rule, the gain rule, the floor).
        package var accepted: Bool
    }

    /// The floor the offer is judged against.
    package var floor: ReturnFloor
    /// When the bets are placed.
    package var moment: BetMoment
    /// The wagers looked at, increasing, once each: `standardWagers` ∪ `commonStakes` by default.
    package var wagers: [Int]
    /// Every choice, in configuration order (`GameConfiguration.configuredGames`).
    package var choices: [Choice]

    /// The offer of every choice `configuration` offers, under its own floor unless `floor` is given.
    ///
    /// - Throws: `ConfigurationError` when a choice cannot be built.
    /// - Complexity: O(choices · wagers · outcomes).
    package init(
        configuration: GameConfiguration, floor: ReturnFloor? = nil, moment: BetMoment = .loosest,
        wagers: ClosedRange<Int> = Offer.standardWagers
    ) throws(ConfigurationError) {
        self.init(
            games: try configuration.configuredGames(for: GameSelection()), floor: floor ?? configuration.returnFloor,
            moment: moment, wagers: wagers)
    }

    /// The offer of `games` under `floor`.
    ///
    /// - Complexity: O(games · wagers · outcomes).
    init(
        games: [ConfiguredGame], floor: ReturnFloor, moment: BetMoment = .loosest,
        wagers: ClosedRange<Int> = Offer.standardWagers
    ) {
        self.floor = floor
        self.moment = moment
        self.wagers = Array(Set(Array(wagers) + Offer.commonStakes)).sorted()
        let sizes = self.wagers
        choices = games.map { game in
            let table = game.engine.outcomeTable
            let bets = sizes.map { wager in
                Bet(
                    wager: wager, effectiveReturn: moment.effectiveReturn(of: table, wager: wager),
                    accepted: Offer.accepts(table, wager: wager, floor: floor, moment: moment))
            }
            return Choice(game: game, bets: bets)
        }
    }

    /// The core's decision on one bet: the base rule (`1 ≤ wager ≤ remainingMinutes`), the gain
    /// rule and the floor — `WagerValidation.accepts`, the function the coordinator applies
    /// (without its search for a smaller wager).
    ///
    /// - Complexity: O(outcomes).
    package static func accepts(_ outcomeTable: OutcomeTable, wager: Int, floor: ReturnFloor, moment: BetMoment) -> Bool
    {
        WagerValidation.accepts(
            wager: wager, remainingMinutes: moment.remainingMinutes(forWager: wager),
            minutesUntilMidnight: moment.minutesUntilMidnight, outcomeTable: outcomeTable, returnFloor: floor)
    }

    /// The choices with no accepted wager at all.
    package var choicesWithNoAcceptedWager: [Choice] { choices.filter(\.hasNoAcceptedWager) }

    /// Every accepted bet, choice by choice.
    var acceptedBets: [(choice: Choice, bet: Bet)] {
        choices.flatMap { choice in choice.bets.filter(\.accepted).map { (choice, $0) } }
    }

    /// The choice of `game`, if the offer covers it.
    func choice(of game: ConfiguredGame) -> Choice? { choices.first { $0.game == game } }
}

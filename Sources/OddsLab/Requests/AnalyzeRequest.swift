import CasinoCore

/// `analyze`: the exact odds of every configuration the game flags cover, or the offer (the wagers
/// the return floor accepts per choice) at one moment.
public struct AnalyzeRequest: Sendable {
    /// What it prints: every outcome's odds, or the offer.
    package enum Result: Sendable {
        case analysis([AnalysisEntry], stake: Int)
        case offer(Offer)
    }

    var games: [ConfiguredGame]
    var floor: ReturnFloor
    var moment: BetMoment
    var stake: Int
    var offer: Bool

    /// Reads and checks the inputs: the stake (1…100000 minutes), the remaining minutes (0…100000),
    /// the minutes until 23:59 (0…1499), then the game flags.
    public init(game: GameFlags, stake: Int, remaining: Int?, untilMidnight: Int, offer: Bool) throws {
        let most = MomentOptions.maximumAnalyzedStake
        try MomentOptions.check(
            stake: stake, in: 1...most, remaining: remaining, in: 0...most, untilMidnight: untilMidnight,
            stakeWithinRemaining: false)
        games = try game.allConfiguredGames()
        floor = try game.configuration().returnFloor
        moment = BetMoment(remainingMinutes: remaining, minutesUntilMidnight: untilMidnight)
        self.stake = stake
        self.offer = offer
    }

    /// The exact analysis of every game, or the offer.
    package func run() throws -> Result {
        if offer { return .offer(Offer(games: games, floor: floor, moment: moment)) }
        var entries: [AnalysisEntry] = []
        entries.reserveCapacity(games.count)
        for configured in games {
            entries.append(
                AnalysisEntry(
                    game: configured, analysis: try ExactAnalysis(game: configured, moment: moment), floor: floor,
                    wager: stake))
        }
        return .analysis(entries, stake: stake)
    }
}

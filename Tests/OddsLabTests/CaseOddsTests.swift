import CasinoCore
@testable import OddsLab
import Testing

/// `CaseOdds`: a gate case's exact paid-minutes distribution, its RTP and its standard deviation per
/// minute staked.
@Suite struct CaseOddsTests {
    @Test func crash2xOnTenMinutesPaysNothingOrTwentyAndReturns97Percent() throws {
        let game = try GameFlags(game: .crash, options: ["target": "2"]).configuredGame()
        let odds = CaseOdds(CheckCase(game: game, wager: 10))
        #expect(odds.wager == 10)
        #expect(Set(odds.paidMinutes) == [0, 20])
        #expect(odds.rtp == ExactFraction(97, 100))
        #expect(abs(odds.rtpValue - 0.97) < 1e-12)
        // E[X] = 9.7, E[X²] = 0.485 · 400 = 194: σ = √(194 − 94.09) / 10.
        #expect(abs(odds.sigma - (194 - 94.09).squareRoot() / 10) < 1e-12)
        #expect(!odds.isDegenerate)
    }

    @Test func theCapShowsInThePaidMinutes() throws {
        let game = try GameFlags(game: .crash, options: ["target": "2"]).configuredGame()
        let odds = CaseOdds(CheckCase(game: game, wager: 10, remainingMinutes: 10, minutesUntilMidnight: 14))
        #expect(Set(odds.paidMinutes) == [0, 14])
        #expect(odds.rtp == ExactFraction(97 * 14, 2000))
    }

    @Test func moreWagersDetectSmallerDeviations() throws {
        let game = try GameFlags(game: .crash, options: ["target": "2"]).configuredGame()
        let odds = CaseOdds(CheckCase(game: game, wager: 10))
        let few = odds.minimumDetectableDeviation(alpha: 1e-4, wagers: 10_000)
        let many = odds.minimumDetectableDeviation(alpha: 1e-4, wagers: 1_000_000)
        #expect(many < few)
        #expect(abs(few / many - 10) < 1e-6)
    }
}

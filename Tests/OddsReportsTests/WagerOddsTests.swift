import CasinoCore
@testable import OddsLab
@testable import OddsReports
import Testing

/// `WagerOdds`: a bet's changes in minutes with their exact chances, grouped, and its RTP and edge.
@Suite struct WagerOddsTests {
    @Test func crash2xOnTenMinutesGainsTenOrLosesAll() throws {
        let game = try GameFlags(game: .crash, options: ["target": "2"]).configuredGame()
        let odds = try WagerOdds(game: game, wager: 10, minutesUntilMidnight: 1439)
        #expect(odds.changes.map(\.deltaMinutes) == [10, -10])
        #expect(odds.gainProbability == ExactFraction(97, 200))
        #expect(odds.lossProbability == ExactFraction(103, 200))
        #expect(odds.wholeLossProbability == ExactFraction(103, 200))
        #expect(odds.evenProbability == .zero)
        #expect(odds.rtp == ExactFraction(97, 100))
        #expect(try odds.houseEdge == ExactFraction(3, 100))
        #expect(!odds.isCapped)
    }

    @Test func nearMidnightTheGainIsCappedAndSaysSo() throws {
        let game = try GameFlags(game: .crash, options: ["target": "2"]).configuredGame()
        let odds = try WagerOdds(game: game, wager: 10, remainingMinutes: 10, minutesUntilMidnight: 14)
        #expect(odds.changes.first?.deltaMinutes == 4)
        #expect(odds.changes.first?.capApplied == true)
        #expect(odds.isCapped)
        #expect(odds.rtp == ExactFraction(97 * 14, 2000))
    }

    @Test func outcomesWithTheSameChangeAreGrouped() throws {
        // Mines 1 mine, 1 reveal pays 1.01x: on 10 minutes floor(10.1) = 10, the stake back.
        var formula = GameConfiguration.defaults
        formula.mines = MinesConfiguration(returnPPM: 970_000)
        let game = try GameFlags(game: .mines, options: ["mines": "1", "reveals": "1"]).configuredGame(in: formula)
        let odds = try WagerOdds(game: game, wager: 10, minutesUntilMidnight: 1439)
        #expect(odds.changes.map(\.deltaMinutes) == [0, -10])
        #expect(odds.evenProbability == ExactFraction(24, 25))
        #expect(odds.gainProbability == .zero)
    }
}

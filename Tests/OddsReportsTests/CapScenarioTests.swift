import CasinoCore
@testable import OddsLab
@testable import OddsReports
import Testing

/// `CapScenario`: the report's moments of the day, and what the midnight cap costs a bet at each.
@Suite struct CapScenarioTests {
    @Test func theStandardScenariosRunFromMidnightTo2359() {
        #expect(
            CapScenario.standard.map(\.clockTime) == ["00:00", "20:00", "22:00", "23:00", "23:30", "23:50", "23:59"])
        #expect(CapScenario.standard.map(\.minutesUntilMidnight) == [1439, 239, 119, 59, 29, 9, 0])
        #expect(CapScenario.standard.allSatisfy { $0.wager == 10 && $0.remainingMinutes == 30 })
    }

    @Test func atMidnightTheCapCostsNothing() throws {
        let game = try GameFlags(game: .crash, options: ["target": "2"]).configuredGame()
        let odds = try CapScenarioOdds(game: game, scenario: CapScenario.standard[0])
        #expect(odds.capProbability == .zero)
        #expect(odds.largestWinMinutes == 10)
        #expect(odds.largestCappedWinMinutes == 10)
        #expect(odds.effectiveRTP == ExactFraction(97, 100))
        #expect(odds.capCost == .zero)
    }

    @Test func at2350HoldingThirtyTheCapTakesTheWholeWin() throws {
        let game = try GameFlags(game: .crash, options: ["target": "2"]).configuredGame()
        let odds = try CapScenarioOdds(game: game, scenario: CapScenario.standard[5])
        #expect(odds.capProbability == ExactFraction(97, 200))
        #expect(odds.largestWinMinutes == 10)
        #expect(odds.largestCappedWinMinutes == 0)
        #expect(odds.effectiveRTP == ExactFraction(97, 200))
        #expect(odds.roundedRTP == ExactFraction(97, 100))
        #expect(odds.capCost == ExactFraction(97, 200))
    }
}

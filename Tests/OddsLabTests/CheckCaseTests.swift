import CasinoCore
@testable import OddsLab
import Testing

/// `CheckCase`: a gate case's title, its preview at its moment, whether the cap bites, and its run.
@Suite struct CheckCaseTests {
    @Test func aCaseAtTheDefaultMomentIsTitledByItsWagerOnly() throws {
        let game = try GameFlags(game: .crash, options: ["target": "2"]).configuredGame()
        let open = CheckCase(game: game, wager: 10)
        #expect(open.hasDefaultBudget)
        #expect(open.title == "\(game.title), wager 10")
        #expect(!open.capBites)
        let late = CheckCase(game: game, wager: 10, remainingMinutes: 10, minutesUntilMidnight: 14)
        #expect(late.wagerDescription == "wager 10, remaining 10, 14 min to midnight")
        #expect(late.capBites)
    }

    @Test func itsRunSpecCarriesTheGameItsOptionsAndItsMoment() throws {
        let game = try GameFlags(game: .mines, options: ["mines": "3", "reveals": "5"]).configuredGame()
        let spec = try CheckCase(game: game, wager: 5, remainingMinutes: 20, minutesUntilMidnight: 100).runSpec(
            seed: 9, wagers: 1_000)
        #expect(spec.game == .mines)
        #expect(spec.options.map(\.name) == game.options.keys.sorted())
        #expect(spec.wager == 5)
        #expect(spec.remainingMinutes == 20)
        #expect(spec.minutesUntilMidnight == 100)
        #expect(spec.seed == 9)
        #expect(spec.wagers == 1_000)
    }
}

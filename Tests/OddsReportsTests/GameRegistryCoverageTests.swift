import CasinoCore
import Foundation
import Testing
@testable import OddsLab
@testable import OddsReports

/// The registry is the one list of games: every registered game must reach the fairness gate, the
/// report and the published disclosure, so a new game cannot ship unchecked or undisclosed.
/// Each test takes the registry's games as its arguments, so a failure names the game left out.
@Suite("Game registry: every registered game is checked, reported and disclosed")
struct GameRegistryCoverageTests {
    static let registered = GameRegistry.kinds

    @Test func everyGameKindIsRegisteredOnceInItsOrder() {
        #expect(GameRegistryCoverageTests.registered == GameKind.allCases)
    }

    @Test(arguments: GameRegistryCoverageTests.registered)
    func theFairnessGateHasCasesOfEveryRegisteredGame(_ kind: GameKind) throws {
        let suite = try CheckSuite(configuration: .defaults)
        #expect(suite.cases.contains { $0.game.game == kind && $0.hasDefaultBudget }, "check has no case of \(kind)")
        #expect(
            suite.cases.contains { $0.game.game == kind && !$0.hasDefaultBudget },
            "check never makes the cap bite on \(kind)")
    }

    @Test(arguments: GameRegistryCoverageTests.registered)
    func theReportAnalysesAndSimulatesEveryRegisteredGame(_ kind: GameKind) throws {
        let built = try ReportTests.twoThreads.get()
        #expect(built.model.games.contains { $0.game.game == kind }, "the report's exact odds leave out \(kind)")
        #expect(built.model.simulations.contains { $0.request.game.game == kind }, "the report simulates no \(kind)")
        let odds = try #require(built.files.first { $0.path == "odds.csv" })
        #expect(
            ReportTests.text(odds).split(whereSeparator: \.isNewline).contains { $0.hasPrefix("\(kind.rawValue),") },
            "odds.csv has no \(kind) row")
    }

    @Test(arguments: GameRegistryCoverageTests.registered)
    func theDisclosureDescribesEveryRegisteredGame(_ kind: GameKind) throws {
        let built = try ReportTests.twoThreads.get()
        let disclosure = built.model.disclosure
        #expect(disclosure.choices.contains { $0.game.game == kind }, "the disclosure offers no \(kind) choice")
        #expect(disclosure.rounding.contains { $0.game.game == kind }, "the rounding table leaves out \(kind)")
        #expect(disclosure.capByTime.contains { $0.game.game == kind }, "the cap table leaves out \(kind)")
        let page = try #require(built.files.first { $0.path == "odds-disclosure.md" })
        let heading = "## " + kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
        #expect(
            ReportTests.text(page).split(separator: "\n").contains { $0 == heading },
            "odds-disclosure.md has no section \(heading)")
        let json = try #require(built.files.first { $0.path == "odds-disclosure.json" })
        #expect(
            ReportTests.text(json).contains("\"game\": \"\(kind.rawValue)\""),
            "odds-disclosure.json has no \(kind) choice")
    }
}

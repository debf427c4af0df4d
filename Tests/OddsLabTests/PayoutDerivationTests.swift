import CasinoCore
@testable import OddsLab
import Testing

/// `PayoutDerivation`: each outcome's payout, delta and cap flag derived from the rule text and
/// compared with the preview; a preview paying one hundredth more is caught, naming the outcome.
@Suite struct PayoutDerivationTests {
    @Test func theRealPreviewPassesAtMidnightAndUnderTheCap() throws {
        let game = try GameFlags(game: .crash, options: ["target": "2"]).configuredGame()
        let open = PayoutDerivation(CheckCase(game: game, wager: 10))
        #expect(open.passed)
        #expect(open.outcomes == game.engine.outcomeTable.outcomes.count)
        let late = PayoutDerivation(CheckCase(game: game, wager: 10, remainingMinutes: 10, minutesUntilMidnight: 14))
        #expect(late.passed)
        #expect(late.item(caseIndex: 3).verdict == .pass)
    }

    @Test func aPreviewOfAForgedTableIsCaught() throws {
        let game = try GameFlags(game: .crash, options: ["target": "2"]).configuredGame()
        var outcomes = game.engine.outcomeTable.outcomes
        let win = try #require(outcomes.firstIndex { $0.centi.hundredths > 0 })
        outcomes[win].centi = Centi(250)
        let checkCase = CheckCase(game: game, wager: 10)
        let forged = WagerPreview(
            outcomeTable: OutcomeTable(outcomes), wager: 10, remainingMinutes: 10, minutesUntilMidnight: 1439)
        let derivation = PayoutDerivation(checkCase, preview: forged)
        #expect(!derivation.passed)
        #expect(derivation.problemCount == 1)
        #expect(
            derivation.problems.first?.contains("the rule pays 20 (delta 10) at 200 hundredths; the preview 25") == true
        )
        let item = derivation.item(caseIndex: 0)
        #expect(item.verdict == .fail)
        #expect(item.detail.hasPrefix("1 of \(outcomes.count) outcomes differ"))
    }
}

import CasinoCore
@testable import OddsLab
import Testing

/// `analyze`'s request: every configuration the flags cover, analysed exactly at the moment given,
/// or the offer; the moment refused outside its ranges.
@Suite struct AnalyzeRequestTests {
    @Test func crashWithoutATargetIsEveryOfferedTargetAnalysedExactly() throws {
        let request = try AnalyzeRequest(
            game: GameFlags(game: .crash), stake: 10, remaining: nil, untilMidnight: 1439, offer: false)
        guard case .analysis(let entries, let stake) = try request.run() else {
            Issue.record("not an analysis")
            return
        }
        #expect(stake == 10)
        #expect(entries.count == CrashConfiguration.defaults.offeredTargets.count)
        for entry in entries {
            #expect(entry.analysis.nominalRTP == ExactFraction(97, 100))
            #expect(entry.preview.wager == 10)
        }
    }

    @Test func aTargetNarrowsToOneAndTheMomentReachesThePreview() throws {
        let request = try AnalyzeRequest(
            game: GameFlags(game: .crash, options: ["target": "2x"]), stake: 10, remaining: 10, untilMidnight: 14,
            offer: false)
        guard case .analysis(let entries, _) = try request.run() else {
            Issue.record("not an analysis")
            return
        }
        #expect(entries.count == 1)
        #expect(entries[0].preview.minutesUntilMidnight == 14)
        // The 2.00x win on 10 minutes is capped to +4 with 14 minutes left holding 10.
        #expect(entries[0].preview.lines.map(\.deltaMinutes).max() == 4)
    }

    @Test func theOfferIsReturnedWhenAsked() throws {
        let request = try AnalyzeRequest(
            game: GameFlags(game: .crash), stake: 10, remaining: nil, untilMidnight: 1439, offer: true)
        guard case .offer = try request.run() else {
            Issue.record("not the offer")
            return
        }
    }

    @Test func aMomentOutsideItsRangesIsRefused() {
        #expect(
            refusal {
                _ = try AnalyzeRequest(
                    game: GameFlags(), stake: 100_001, remaining: nil, untilMidnight: 1439, offer: false)
            }?.contains("got 100001") == true)
        #expect(
            refusal {
                _ = try AnalyzeRequest(game: GameFlags(), stake: 5, remaining: -1, untilMidnight: 1439, offer: false)
            }?.contains("got -1") == true)
        #expect(
            refusal {
                _ = try AnalyzeRequest(game: GameFlags(), stake: 5, remaining: nil, untilMidnight: 1500, offer: false)
            }?.contains("got 1500") == true)
        #expect(
            refusal {
                _ = try AnalyzeRequest(
                    game: GameFlags(game: .crash, options: ["target": "2.001"]), stake: 5, remaining: nil,
                    untilMidnight: 1439,
                    offer: false)
            } != nil)
    }
}

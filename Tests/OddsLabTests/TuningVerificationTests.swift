import CasinoCore
@testable import OddsLab
import Testing

/// `TuningVerification`: the tuned games analysed again exactly at the reported wagers, their mean
/// RTP, and a claim the analysis does not confirm refused.
@Suite struct TuningVerificationTests {
    @Test func theMeanOfTwoCrashTargetsIsTheirCommonReturnRate() throws {
        let games = try ["2", "5"].map { try GameFlags(game: .crash, options: ["target": $0]).configuredGame() }
        let verification = try TuningVerification(games: games, extraWager: 7)
        #expect(verification.wagers == [1, 10, 60, 7])
        #expect(verification.entries.count == 2)
        #expect(verification.meanRTP(.nominal) == ExactFraction(97, 100))
        // 10 minutes at 2.00x and 5.00x pay 20 and 50 exactly: no rounding.
        #expect(verification.meanRTP(.effective(wager: 10)) == ExactFraction(97, 100))
        #expect(try TuningVerification(games: games, extraWager: 10).wagers == [1, 10, 60])
    }

    @Test func aClaimTheAnalysisDoesNotGiveIsRefused() throws {
        try TuningVerification.confirm("crash", claimed: ExactFraction(97, 100), actual: ExactFraction(97, 100))
        #expect(
            refusal {
                try TuningVerification.confirm("crash", claimed: ExactFraction(97, 100), actual: ExactFraction(24, 25))
            }?.hasPrefix("crash: the exact analysis of the tuned configuration gives 24/25, not the tuned 97/100")
                == true)
        #expect(
            refusal { try TuningVerification.confirm("x", claimed: .one, actual: nil) }?.contains("gives nothing")
                == true)
    }
}

@testable import OddsLab
import Testing

/// `BetStrategy`: every stake is 1…remaining; the martingale doubles after a loss only.
@Suite struct BetStrategyTests {
    @Test func eachStrategysStakeIsClampedToOneAndRemaining() {
        let fresh = BettorMemory()
        #expect(BetStrategy.fixed(minutes: 10).wager(remainingMinutes: 25, after: fresh) == 10)
        #expect(BetStrategy.fixed(minutes: 10).wager(remainingMinutes: 4, after: fresh) == 4)
        #expect(BetStrategy.fraction(percent: 20).wager(remainingMinutes: 55, after: fresh) == 11)
        #expect(BetStrategy.fraction(percent: 20).wager(remainingMinutes: 3, after: fresh) == 1)
        #expect(BetStrategy.allIn.wager(remainingMinutes: 37, after: fresh) == 37)
    }

    @Test func theMartingaleDoublesAfterALossAndResetsAfterAWin() {
        let strategy = BetStrategy.martingale(base: 5)
        var memory = BettorMemory()
        #expect(strategy.wager(remainingMinutes: 100, after: memory) == 5)
        memory.lastWager = 5
        memory.lastWon = false
        #expect(strategy.wager(remainingMinutes: 100, after: memory) == 10)
        memory.lastWager = 40
        #expect(strategy.wager(remainingMinutes: 70, after: memory) == 70)
        memory.lastWon = true
        #expect(strategy.wager(remainingMinutes: 70, after: memory) == 5)
    }

    @Test func aSuggestionIsTakenUpToTwiceTheStake() {
        #expect(BetStrategy.takes(suggestedWager: 20, wanted: 10))
        #expect(!BetStrategy.takes(suggestedWager: 21, wanted: 10))
        #expect(BetStrategy.martingale(base: 5).description == "martingale from 5 min")
        #expect(BetStrategy.fraction(percent: 25).description == "25 % of remaining")
    }
}

import CasinoCore
@testable import OddsLab
import Testing

/// `FloorGoal`: the stakes a tuning must keep accepted, the grain of hundredths that matters to
/// them, and the judgement of a table against them.
@Suite struct FloorGoalTests {
    @Test func stakesAreDistinctPositiveAndSortedAndSetTheGrain() {
        #expect(FloorGoal().grain == 20)
        let goal = FloorGoal(stakes: [10, 0, 5, 10, -3])
        #expect(goal.stakes == [5, 10])
        #expect(goal.grain == 20)
        #expect(FloorGoal(stakes: [7]).grain == 100)
        #expect(FloorGoal(stakes: [50]).grain == 2)
    }

    @Test func crash2xIsAcceptedAtEveryCommonStakeAnd101xAtNone() {
        let goal = FloorGoal()
        let twice = goal.judge(CrashOdds.outcomeTable(returnPPM: 970_000, target: Centi(200)))
        #expect(twice.acceptedStakes == FloorGoal.commonStakes)
        #expect(twice.effectiveReturns.allSatisfy { $0 == ExactFraction(97, 100) })
        #expect(twice.worstAcceptedReturn == ExactFraction(97, 100))
        // 1.01x on 60 minutes pays floor(60.6) = 60: no gain below 100 minutes.
        let barely = goal.judge(CrashOdds.outcomeTable(returnPPM: 970_000, target: Centi(101)))
        #expect(barely.acceptedStakes.isEmpty)
        #expect(barely.worstAcceptedReturn == .zero)
        #expect(twice.isBetter(than: barely))
        #expect(!barely.isBetter(than: twice))
        #expect(twice.ties(twice))
    }
}

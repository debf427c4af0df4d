import CasinoCore
@testable import OddsLab
import Testing

/// `ScaledOutputTest`: the chi-square of bounded draws (folded into at most 1000 bins with their
/// exact shares) and of an engine's outcomes, where an index past the table is counted as impossible.
@Suite struct ScaledOutputTestTests {
    @Test func aFairDieCountsEveryDrawAndPassesAtAFixedSeed() throws {
        // Fixed seed: deterministic; a right generator fails this at a given seed with probability 0.001.
        let test = try ScaledOutputTest.bounded(6, draws: 6_000, seed: 1, stream: 0)
        #expect(test.total == 6_000)
        #expect(test.bins.map(\.categories.count).reduce(0, +) == 6)
        #expect(test.pValue > 0.001)
        #expect(test.observedInImpossibleCategories == 0)
    }

    @Test func aBoundAboveAThousandFoldsIntoAThousandBinsWithExactShares() throws {
        let test = try ScaledOutputTest.bounded(2_500, draws: 50_000, seed: 3, stream: 1)
        #expect(test.total == 50_000)
        #expect(test.bins.map(\.categories.count).reduce(0, +) == 1_000)
        let shares = test.bins.map(\.expectedProbability).reduce(0, +)
        #expect(abs(shares - 1) < 1e-9)
    }

    @Test func anEngineReturningAnIndexPastItsTableIsCaught() throws {
        let wrong = try ScaledOutputTest.outcomes(of: OutOfRangePlan(), wagers: 4_000, seed: 1, stream: 0)
        #expect(wrong.observedInImpossibleCategories > 800)
        let right = try ScaledOutputTest.outcomes(of: FairCoinPlan(), wagers: 4_000, seed: 1, stream: 0)
        #expect(right.observedInImpossibleCategories == 0)
        #expect(right.total == 4_000)
    }
}

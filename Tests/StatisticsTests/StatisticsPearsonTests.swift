import CasinoCore
import Testing
@testable import Statistics

// Reference values: scipy 1.17 `scipy.stats.chisquare` on the same (pooled) counts.
@Suite("Statistics: Pearson chi-square test")
struct StatisticsPearsonTests {
    @Test func fairDieMatchesReference() throws {
        let test = try PearsonChiSquareTest(
            observed: [16, 18, 16, 14, 12, 12],
            expectedProbabilities: Array(repeating: 1.0 / 6, count: 6))
        #expect(test.isApplicable)
        #expect(test.total == 88)
        #expect(test.degreesOfFreedom == 5)
        expectClose(test.statistic, 2.0) // chisquare([16, 18, 16, 14, 12, 12]).statistic
        expectClose(test.pValue, 0.8491450360846096) // chisquare([16, 18, 16, 14, 12, 12]).pvalue
    }

    @Test func smallCategoriesMergeWithTheirNeighboursInOrder() throws {
        // n = 400: expected counts 0.4, 3.6, 120, 152, 120, 2.8, 1.2. The first three pool to 124;
        // the last two (4.0, still below 5) fold into the bin before them.
        let test = try PearsonChiSquareTest(
            observed: [1, 5, 118, 150, 117, 6, 3],
            expectedProbabilities: [0.001, 0.009, 0.3, 0.38, 0.3, 0.007, 0.003])
        #expect(test.bins.map(\.categories) == [0..<3, 3..<4, 4..<7])
        #expect(test.bins.map(\.observed) == [124, 150, 126])
        expectClose(test.bins[0].expected, 124)
        #expect(test.degreesOfFreedom == 2)
        expectClose(test.statistic, 0.05857385398981324) // chisquare([124, 150, 126], [124, 152, 124]).statistic
        expectClose(test.pValue, 0.9711377788427789) // chisquare([124, 150, 126], [124, 152, 124]).pvalue
    }

    @Test func everyBinButALoneOneMeetsTheMinimum() throws {
        let probabilities = [0.02, 0.03, 0.45, 0.01, 0.01, 0.45, 0.02, 0.01]
        let test = try PearsonChiSquareTest(
            observed: [1, 2, 45, 1, 0, 46, 3, 2],
            expectedProbabilities: probabilities, minimumExpectedCount: 5)
        #expect(test.bins.allSatisfy { $0.expected >= 5 })
        #expect(test.bins.map(\.observed).reduce(0, +) == test.total)
        #expect(test.bins.last?.categories.upperBound == probabilities.count)
    }

    @Test func tooFewObservationsIsNotApplicableNotNaN() throws {
        let test = try PearsonChiSquareTest(observed: [1, 1, 1], expectedProbabilities: [0.2, 0.5, 0.3])
        #expect(!test.isApplicable)
        #expect(test.bins.count == 1)
        #expect(test.pValue == 1 && test.statistic == 0 && test.degreesOfFreedom == 0)
    }

    @Test func zeroObservationsIsNotApplicable() throws {
        let test = try PearsonChiSquareTest(observed: [0, 0], expectedProbabilities: [0.5, 0.5])
        #expect(!test.isApplicable)
        #expect(test.notApplicableReason == "no observations")
        #expect(test.pValue == 1)
    }

    @Test func impossibleOutcomesAreReportedEvenWhenPooled() throws {
        let test = try PearsonChiSquareTest(
            observed: [500, 3, 497],
            expectedProbabilities: [0.5, 0, 0.5])
        #expect(test.observedInImpossibleCategories == 3)
        #expect(test.isApplicable)
    }

    @Test func badInputThrowsWithAMessage() {
        #expect(throws: InputError.self) {
            try PearsonChiSquareTest(observed: [1, 2], expectedProbabilities: [1])
        }
        #expect(throws: InputError.self) {
            try PearsonChiSquareTest(observed: [1, 2], expectedProbabilities: [0.5, 0.4])
        }
        #expect(throws: InputError.self) {
            try PearsonChiSquareTest(observed: [1, 2], expectedProbabilities: [1.5, -0.5])
        }
        #expect(throws: InputError.self) {
            try PearsonChiSquareTest(observed: [], expectedProbabilities: [Double]())
        }
        #expect(throws: InputError.self) {
            try PearsonChiSquareTest(observed: [UInt64.max, 1], expectedProbabilities: [0.5, 0.5])
        }
    }
}

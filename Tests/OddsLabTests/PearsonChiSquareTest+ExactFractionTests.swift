import CasinoCore
import Statistics
import Testing
@testable import OddsLab

/// The lab's odds are exact fractions; the statistics module takes their nearest doubles.
@Suite("Pearson's test on exact fractions")
struct PearsonChiSquareTestExactFractionTests {
    @Test func exactFractionProbabilitiesAreAccepted() throws {
        let test = try PearsonChiSquareTest(
            observed: [16, 18, 16, 14, 12, 12],
            expectedProbabilities: Array(repeating: ExactFraction(1, 6), count: 6))
        // chisquare([16, 18, 16, 14, 12, 12]).statistic, to the relative 1e-9 of the statistics tests.
        #expect(abs(test.statistic - 2.0) <= 1e-9 * 2.0, "\(test.statistic)")
    }
}

import CasinoCore
import Statistics

// The statistics module knows doubles only; the lab's odds are exact fractions.
extension PearsonChiSquareTest {
    /// Runs the test against exact fractions (their nearest doubles; see the main initializer).
    init(
        observed: [UInt64],
        expectedProbabilities: [ExactFraction],
        minimumExpectedCount: Double = 5
    ) throws {
        try self.init(
            observed: observed, expectedProbabilities: expectedProbabilities.map(\.doubleValue),
            minimumExpectedCount: minimumExpectedCount)
    }
}

import CasinoCore
@testable import OddsLab
import Testing

/// `HundredthsSearch`: whole hundredths in chain order whose weighted sum is as close to the target
/// as the weights allow, following the shape; and the targets no table can reach.
@Suite struct HundredthsSearchTests {
    func search(
        weights: [Int] = [2, 4], shape: [Int] = [100, 200], strictly: Bool = false, minimum: Int = 0,
        maximum: Int = 100_000, target: Int
    ) -> HundredthsSearch {
        HundredthsSearch(
            weights: weights, shape: shape, strictlyIncreasing: strictly, minimum: minimum, maximum: maximum,
            target: ExactFraction(WideUnsigned(target), 1))
    }

    @Test func aReachableTargetIsHitExactlyAlongTheShape() throws {
        let solution = try search(target: 1000).solve()
        #expect(solution.values == [100, 200])
        #expect(solution.sum == 1000)
        #expect(solution.distance == .zero)
        #expect(solution.ideal == [100, 200])
    }

    @Test func anOddTargetOverEvenWeightsMissesByTheBestPossibleOne() throws {
        let solution = try search(target: 2001).solve()
        #expect(solution.bestPossibleDistance == ExactFraction(1, 1))
        #expect(solution.distance == ExactFraction(1, 1))
        #expect(solution.sum == 2000 || solution.sum == 2002)
        #expect(solution.values[0] <= solution.values[1])
    }

    @Test func strictlyIncreasingValuesNeverTie() throws {
        let solution = try search(weights: [10, 5, 1], shape: [100, 101, 102], strictly: true, target: 1_600).solve()
        #expect(solution.values[0] < solution.values[1])
        #expect(solution.values[1] < solution.values[2])
        #expect(solution.values.enumerated().map { [10, 5, 1][$0.offset] * $0.element }.reduce(0, +) == solution.sum)
    }

    @Test func targetsOutsideTheReachableSumsAreRefusedWithTheBound() {
        #expect(throws: HundredthsSearch.Infeasibility.targetBelowLowestSum(600)) {
            try search(minimum: 100, target: 100).solve()
        }
        #expect(throws: HundredthsSearch.Infeasibility.targetAboveHighestSum(600)) {
            try search(maximum: 100, target: 10_000).solve()
        }
        #expect(throws: HundredthsSearch.Infeasibility.shapePaysNothing) {
            try search(shape: [0, 0], target: 1000).solve()
        }
    }
}

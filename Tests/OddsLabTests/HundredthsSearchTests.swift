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
        let solution = try search(target: 1000).solve(refusal: HundredthsSearchTests.refuse)
        #expect(solution.values == [100, 200])
        #expect(solution.sum == 1000)
        #expect(solution.distance == .zero)
        #expect(solution.ideal == [100, 200])
    }

    @Test func anOddTargetOverEvenWeightsMissesByTheBestPossibleOne() throws {
        let solution = try search(target: 2001).solve(refusal: HundredthsSearchTests.refuse)
        #expect(solution.bestPossibleDistance == ExactFraction(1, 1))
        #expect(solution.distance == ExactFraction(1, 1))
        #expect(solution.sum == 2000 || solution.sum == 2002)
        #expect(solution.values[0] <= solution.values[1])
    }

    @Test func strictlyIncreasingValuesNeverTie() throws {
        let solution = try search(weights: [10, 5, 1], shape: [100, 101, 102], strictly: true, target: 1_600).solve(
            refusal: HundredthsSearchTests.refuse)
        #expect(solution.values[0] < solution.values[1])
        #expect(solution.values[1] < solution.values[2])
        #expect(solution.values.enumerated().map { [10, 5, 1][$0.offset] * $0.element }.reduce(0, +) == solution.sum)
    }

    @Test func targetsOutsideTheReachableSumsAreRefusedWithTheBound() {
        #expect(HundredthsSearchTests.infeasibility(search(minimum: 100, target: 100)) == .targetBelowLowestSum(600))
        #expect(
            HundredthsSearchTests.infeasibility(search(maximum: 100, target: 10_000)) == .targetAboveHighestSum(600))
        #expect(HundredthsSearchTests.infeasibility(search(shape: [0, 0], target: 1000)) == .shapePaysNothing)
        #expect(HundredthsSearchTests.infeasibility(search(target: 1000)) == nil)
    }

    /// The caller's wording of a refusal (`solve(refusal:)`): here, the reason's own description.
    static func refuse(_ why: HundredthsSearch.Infeasibility) -> InputError { InputError("\(why)") }

    /// Why `search` has no table, as the search hands it to its caller; nil when it solves.
    static func infeasibility(_ search: HundredthsSearch) -> HundredthsSearch.Infeasibility? {
        var why: HundredthsSearch.Infeasibility?
        _ = try? search.solve { reason in
            why = reason
            return InputError("refused")
        }
        return why
    }
}

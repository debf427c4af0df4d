import CasinoCore
@testable import OddsLab
import Testing

// `no-double-forfeit` and `no-wager-settled-twice` made to fire: each by a coordinator that
// resolves a wager twice in one write, on days where the real coordinator violates nothing.

@Suite("Day simulation: a wager resolved twice is caught by name")
struct DaysDoubleResolutionTests {
    func spec(days: Int) throws -> DayRunSpec {
        DayRunSpec(profile: try CompiledProfile(.chaser), days: days, seed: 7, killEveryWrite: false)
    }

    /// The invariants a run violated, by name.
    func violated(_ result: DayRunResult) -> Set<String> {
        Set(DayInvariant.allCases.filter { result.tally.violations[$0.rawValue] > 0 }.map(\.name))
    }

    @Test func aCoordinatorThatForfeitsAWagerTwiceIsCaughtAsADoubleForfeit() throws {
        let right = DayRunner.run(try spec(days: 60), threads: 1)
        #expect(right.forfeits > 0)
        #expect(right.tally.violationCount == 0, "\(String(describing: right.tally.firstViolation))")
        let wrong = DayRunner.run(try spec(days: 60), threads: 1, app: DoubleForfeitCoordinator.self)
        #expect(wrong.tally.violations[DayInvariant.noDoubleForfeit.rawValue] > 0)
        #expect(wrong.tally.violations[DayInvariant.noWagerSettledTwice.rawValue] == 0)
        // The history's view of the same fault, and nothing else: the books balance.
        #expect(violated(wrong) == ["no-double-forfeit", "wager-resolved-once"])
    }

    @Test func aCoordinatorThatSettlesAWagerTwiceIsCaughtAsSettledTwice() throws {
        let right = DayRunner.run(try spec(days: 30), threads: 1)
        #expect(right.wagers > 0)
        #expect(right.tally.violationCount == 0, "\(String(describing: right.tally.firstViolation))")
        let wrong = DayRunner.run(try spec(days: 30), threads: 1, app: DoubleSettleCoordinator.self)
        #expect(wrong.tally.violations[DayInvariant.noWagerSettledTwice.rawValue] > 0)
        #expect(wrong.tally.violations[DayInvariant.noDoubleForfeit.rawValue] == 0)
        #expect(violated(wrong) == ["no-wager-settled-twice", "wager-resolved-once"])
    }
}

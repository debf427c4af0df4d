import CasinoCore
@testable import OddsLab
import Testing

/// `CheckPlan`: the family of statistical tests a gate run decides, its Bonferroni level and its
/// audited false-alarm bound, for a plan of two cases.
@Suite struct CheckPlanTests {
    static let cases: [CheckCase] = {
        let games = ["2", "5"].compactMap { try? GameFlags(game: .crash, options: ["target": $0]).configuredGame() }
        return games.map { CheckCase(game: $0, wager: 10) }
    }()

    @Test func twoCrashCasesRunAZTestAndAChiSquareEach() {
        let plan = CheckPlan(cases: Self.cases, wagersPerCase: 1_000_000)
        #expect(plan.entries.count == 2)
        #expect(plan.entries.allSatisfy { $0.runsZTest && $0.runsChiSquare })
        #expect(plan.statisticalTestCount == 4)
        #expect(plan.bonferroniLevel == CheckPolicy.standard.familyWiseAlpha / 4)
        #expect(plan.zTestSkippedAsSkewed == [false, false])
    }

    @Test func theFalseAlarmBoundSumsTheTailsAndMeetsTheTarget() {
        let plan = CheckPlan(cases: Self.cases, wagersPerCase: 1_000_000)
        let chiSquares = 2 * CheckPolicy.standard.chiSquareTailFactor * plan.bonferroniLevel
        let zTests = plan.entries.map(\.zTestFalseAlarm).reduce(0, +)
        #expect(abs(plan.falseAlarmBound - (chiSquares + zTests)) < 1e-18)
        #expect(plan.meetsFalseAlarmTarget)
    }

    @Test func moreWagersDetectSmallerDeviations() throws {
        let small = CheckPlan(cases: Self.cases, wagersPerCase: 10_000)
        let large = CheckPlan(cases: Self.cases, wagersPerCase: 1_000_000)
        let smallDeviation = try #require(small.entries[0].detectableDeviation)
        let largeDeviation = try #require(large.entries[0].detectableDeviation)
        #expect(largeDeviation < smallDeviation)
    }

    @Test func noCaseNoTest() {
        let plan = CheckPlan(cases: [], wagersPerCase: 1_000)
        #expect(plan.statisticalTestCount == 0)
        #expect(plan.bonferroniLevel == CheckPolicy.standard.familyWiseAlpha)
        #expect(plan.falseAlarmBound == 0)
    }
}

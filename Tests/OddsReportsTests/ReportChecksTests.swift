import Testing
@testable import OddsLab
@testable import OddsReports

/// The report's statistical checks catch what they claim to, and pass correct engines.
@Suite("Fairness report: checks")
struct ReportChecksTests {
    static let plan = ReportPlan(seed: 3, wagersPerSimulation: 20_000, daysPerProfile: 1, toolVersion: "test")

    /// The real runner, but Plinko's bucket 7 loses a quarter of its balls to bucket 9. Both pay
    /// the same multiplier (the table is symmetric), so the return is exactly what it was: only
    /// the outcome counts are wrong.
    struct MirroredBucketsSimulator: ReportSimulator {
        let inner = RunnerReportSimulator(threads: 2, producer: "test")

        func simulate(_ request: SimulationRequest) throws -> SimulatedRTP {
            var run = try inner.simulate(request)
            if request.game.game == .plinko {
                let last = run.outcomeCounts.count - 1
                let (from, to) = (last / 2 - 1, last / 2 + 1)
                let moved = run.outcomeCounts[from] / 4
                run.outcomeCounts[from] -= moved
                run.outcomeCounts[to] += moved
            }
            return run
        }
    }

    /// Seed 3 is fixed, so this is deterministic; for correct engines a seed fails with probability
    /// at most 0.001 (the report's family-wise false-alarm rate).
    @Test func theRealEnginesPassEveryCheck() throws {
        let model = try ReportModel(plan: Self.plan, simulator: RunnerReportSimulator(threads: 2, producer: "test"))
        let checks = ReportChecks(model)
        #expect(checks.allPassed, "\(checks.checks.filter { !$0.passed }.map { "\($0.name) \($0.game.title)" })")
        let chiSquares = checks.checks.filter { $0.name == "outcome frequencies chi-square" }
        #expect(chiSquares.count == model.simulations.count)
        #expect(chiSquares.allSatisfy { ($0.degreesOfFreedom ?? 0) >= 1 && $0.statistic != nil })
    }

    @Test func outcomeCountsOffWithTheReturnRightFailTheChiSquareOnly() throws {
        let model = try ReportModel(plan: Self.plan, simulator: MirroredBucketsSimulator())
        let checks = ReportChecks(model)
        let plinko = checks.checks.filter { $0.game.game == .plinko && $0.wager != nil }
        #expect(!plinko.isEmpty)
        for check in plinko {
            if check.name == "outcome frequencies chi-square" {
                #expect(!check.passed, "\(check.game.title) at \(check.wager ?? 0) min passed the chi-square")
            } else {
                #expect(check.passed, "\(check.name) failed for \(check.game.title) at \(check.wager ?? 0) min")
            }
        }
        let others = checks.checks.filter { $0.game.game != .plinko }
        #expect(others.allSatisfy { $0.passed })
    }
}

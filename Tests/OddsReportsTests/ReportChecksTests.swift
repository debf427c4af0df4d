import Testing
@testable import OddsLab
@testable import OddsReports

/// One statistical policy: the report publishes the fairness gate's own cases and verdicts, and a
/// gate failure (or a count that must be 0 in the report's own runs) fails the report.
@Suite("Fairness report: checks")
struct ReportChecksTests {
    static let plan = ReportPlan(
        seed: 3, wagersPerSimulation: 20_000, daysPerProfile: 1, toolVersion: "test", gateWagers: 4096)

    static let model = Result {
        try ReportModel(plan: plan, simulator: RunnerReportSimulator(threads: 2, producer: "test"), gateThreads: 2)
    }

    /// The real runner, but one wager of Plinko paid differently from its preview.
    struct OneMismatchSimulator: ReportSimulator {
        let inner = RunnerReportSimulator(threads: 2, producer: "test")

        func simulate(_ request: SimulationRequest) throws -> SimulatedRTP {
            var run = try inner.simulate(request)
            if request.game.game == .plinko { run.previewMismatches = 1 }
            return run
        }
    }

    /// Seeds are fixed, so this is deterministic (the gate's own seed, `CheckSuite.defaultSeed`).
    // Over 10 s (14.8 s, load 8–10): the report's gate and a direct gate run, 477 cases × 4096 wagers each,
    // compared item by item.
    @Test func theReportPublishesEveryCaseAndVerdictOfTheGateRun() throws {
        let model = try Self.model.get()
        let gate = try #require(model.gate)
        // The same run as `check --wagers 4096`: the standard suite on the gate's seed.
        let direct = try CheckSuite(configuration: .defaults).run(
            seed: CheckSuite.defaultSeed, wagersPerCase: 4096, threads: 1,
            floorGate: try FloorGate(configuration: .defaults))
        #expect(gate.items == direct.items)
        let checks = ReportChecks(model)
        let fromGate = checks.checks.filter { if case .gate = $0.source { return true } else { return false } }
        #expect(fromGate.count == gate.items.count)
        for (check, item) in zip(fromGate, gate.items) {
            #expect(check.name == item.kind.rawValue)
            #expect(check.verdict == item.verdict)
            #expect(check.adjustedPValue == item.adjustedPValue)
            #expect(check.source == .gate(caseIndex: item.caseIndex))
        }
        // No statistical verdict comes from anywhere else: one Holm family, the gate's.
        #expect(
            checks.checks.filter { $0.pValue != nil }.allSatisfy {
                if case .gate = $0.source { return true } else { return false }
            })
        #expect(ReportChecks.familyFalseAlarmRate == CheckPolicy.standard.familyWiseAlpha)
        #expect(checks.allPassed == gate.passed)
        #expect(checks.allPassed)
    }

    @Test func aGateFailureFailsTheReportAndNamesTheCase() throws {
        var model = try Self.model.get()
        let checkCase = CheckCase(game: try .crash(.defaults, target: .default), wager: 10)
        var run = try FairnessCheck.run(checkCase, seed: 4, wagers: 100_000, threads: 1).run
        // Turn 4000 losses into wins: the RTP rises 8 pp, 25 standard errors.
        run.totals.outcomeCounts[0] -= 4000
        run.totals.outcomeCounts[1] += 4000
        run.totals.minutesPaid += 4000 * 20
        run.totals.sumPaidSquared += 4000 * 400
        let result = FairnessCheck.evaluate(checkCase, run: run)
        model.gate = CheckReport(
            seed: 4, plan: CheckPlan(cases: [checkCase], wagersPerCase: 100_000), results: [result])
        let checks = ReportChecks(model)
        #expect(!checks.allPassed)
        let failed = checks.checks.filter { !$0.passed }
        #expect(Set(failed.map(\.name)) == ["RTP z-test", "chi-square"])
        #expect(failed.allSatisfy { $0.source == .gate(caseIndex: 0) && $0.game == checkCase.game && $0.wager == 10 })
        let csv = String(decoding: ChecksCSV.table(checks).bytes, as: UTF8.self)
        #expect(csv.contains("RTP z-test,statistical,gate,0,crash,2.00x,"))
        #expect(csv.contains(",FAIL\r\n"))
        let crash = try #require(VerdictsCSV.rows(model, checks).first { $0.game == .crash })
        #expect(crash.cells.last == "FAIL")
    }

    @Test func aPreviewMismatchInTheReportsOwnRunsFailsTheReport() throws {
        let plan = ReportPlan(seed: 3, wagersPerSimulation: 20_000, daysPerProfile: 1, toolVersion: "test")
        let checks = ReportChecks(try ReportModel(plan: plan, simulator: OneMismatchSimulator()))
        let failed = checks.checks.filter { !$0.passed }
        #expect(!failed.isEmpty)
        #expect(
            failed.allSatisfy {
                $0.name == "preview equals payout" && $0.gameKind == .plinko && $0.source == .reportRun
            })
    }
}

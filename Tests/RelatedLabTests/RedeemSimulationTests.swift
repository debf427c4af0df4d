import Testing
@testable import RedemptionCore
@testable import RelatedLab

@Suite("Redemption day simulation")
struct RedeemSimulationTests {
    static let policies: [ExemptionStackingPolicy] = [.replace, .extend(maxTotalMinutes: 120), .queue, .block]

    private func simulation(_ policy: ExemptionStackingPolicy, days: Int = 2000, seed: UInt64 = 7) -> RedeemSimulation {
        RedeemSimulation(
            rules: try! RedemptionRules(configuration: .seedExample, policy: policy), days: days, seed: seed)
    }

    @Test(arguments: policies)
    func everyPolicyRunsWithZeroInvariantViolations(_ policy: ExemptionStackingPolicy) {
        let result = simulation(policy).run(threads: 2)
        #expect(result.tally.violations == RedeemTally.Violations(), "\(policy.name): \(result.tally.violations)")
        #expect(result.tally.days == 2000 && result.tally.grants > 0 && result.tally.kills > 0)
    }

    @Test(arguments: policies)
    func killAfterEveryWriteIsCheckedAtEveryWrite(_ policy: ExemptionStackingPolicy) {
        let tally = simulation(policy, days: 500).run(threads: 1).tally
        #expect(tally.killPointsChecked == tally.writes && tally.writes > 0)
    }

    @Test(arguments: [2, 3, 8])
    func outputIsIdenticalForEveryThreadCount(threads: Int) {
        let one = simulation(.queue, days: 3500).run(threads: 1)
        #expect(simulation(.queue, days: 3500).run(threads: threads) == one)
    }

    @Test func everyPolicyFacesTheSameDays() {
        // Without kills every planned event is processed, so the requests and earnings, drawn
        // before the day runs, must be identical across policies (common random numbers).
        var model = ChildDayModel()
        model.maxKills = 0
        let tallies = RedeemSimulationTests.policies.map { policy in
            RedeemSimulation(
                rules: try! RedemptionRules(configuration: .seedExample, policy: policy),
                days: 1000, seed: 11, model: model
            ).run(threads: 2).tally
        }
        for tally in tallies {
            #expect(tally.requests == tallies[0].requests && tally.earnedPoints == tallies[0].earnedPoints)
            #expect(tally.kills == 0 && tally.lostToKillsSeconds == 0)
        }
    }

    @Test func relockLaterThanFiveSecondsIsCaught() {
        var late = simulation(.replace, days: 300)
        late.relockLatencySeconds = 10
        #expect(late.run(threads: 1).tally.violations.unpaidAccess > 0)
    }

    @Test func twoWriteLedgerIsCaughtByKillAfterEveryWrite() {
        // The seed's order (S-501 then S-502): the ledger deducts the points in one write and the
        // window is saved in a second. A kill between the two must be caught as unbalanced books.
        var audit = RedemptionAudit(controller: RedemptionController(rules: .seedExample), relockToleranceSeconds: 5)
        let before = RedemptionState(openingBalancePoints: 300)
        let grant = try! before.redeeming(points: 100, at: 0, rules: .seedExample)
        var ledgerOnly = grant.state
        ledgerOnly.windows = before.windows
        ledgerOnly.grantedSecondsTotal = before.grantedSecondsTotal
        var device = SimulatedRedemptionDevice(audit: audit, checksEveryWrite: false)
        device.store(ledgerOnly)
        device.shieldsApplied = true
        audit.checkKillPoint(device)
        #expect(audit.tally.violations.books == 1)
    }
}

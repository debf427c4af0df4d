import CasinoCore
import Testing
@testable import OddsLab

/// The return floor's gate cases: exact, decided once per (choice, wager) of the offer.
@Suite("check: the return floor's gate cases")
struct FloorGateTests {
    @Test func theDefaultConfigurationPassesTheFloorGate() throws {
        let gate = try FloorGate(configuration: .defaults)
        #expect(gate.passed)
        #expect(gate.results.map(\.game) == GameKind.allCases)
        #expect(gate.results.reduce(0) { $0 + $1.choices } == gate.offer.choices.count)
        #expect(gate.results.allSatisfy { $0.accepted > 0 })
        #expect(gate.items(firstCaseIndex: 0).allSatisfy { $0.verdict == .pass })
    }

    @Test func aConfigurationWithTheFloorOffFailsThePolicyFloorWithItsWorstBetsFirst() throws {
        var configuration = PreFloorDefaults.configuration
        configuration.returnFloor = .off
        let gate = try FloorGate(configuration: configuration)
        #expect(!gate.passed)
        #expect(gate.results.allSatisfy { $0.disagreements.isEmpty }) // the core does what its (absent) floor says
        let worst = gate.acceptedBelowPolicy
        #expect(
            worst.first?.choice == "mines 12 mines 13 reveals" || worst.first?.choice == "mines 13 mines 12 reveals")
        #expect(zip(worst, worst.dropFirst()).allSatisfy { $0.effectiveReturn <= $1.effectiveReturn })
        #expect(worst.contains { $0.choice == "plinko 8 rows high" && $0.wager == 1 })
        let policy = gate.items(firstCaseIndex: 0).filter { $0.kind == .policyFloor }
        #expect(policy.allSatisfy { $0.verdict == .fail })
    }

    /// The policy floor is `check`'s own: a configuration held to a lower policy passes, and a
    /// stricter policy than the configuration's floor fails it.
    @Test func thePolicyFloorIsIndependentOfTheConfiguration() throws {
        var configuration = GameConfiguration.defaults
        configuration.returnFloor = ReturnFloor(perMillion: 900_000)
        #expect(try FloorGate(configuration: configuration, policyFloor: ReturnFloor(perMillion: 900_000)).passed)
        #expect(!(try FloorGate(configuration: configuration).passed))
        #expect(try FloorGate(configuration: .defaults, policyFloor: .off).passed)
    }

    @Test func theFloorItemsJoinTheGateReport() throws {
        let suite = CheckSuite(cases: [])
        var configuration = GameConfiguration.defaults
        configuration.returnFloor = .off
        let report = try suite.run(
            seed: 1, wagersPerCase: 10, threads: 1, floorGate: try FloorGate(configuration: configuration))
        #expect(report.floorItems.count == 2 * GameKind.allCases.count)
        #expect(!report.passed)
        #expect(report.failures.allSatisfy { $0.kind == .policyFloor })
    }
}

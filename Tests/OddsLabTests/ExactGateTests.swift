import CasinoCore
@testable import OddsLab
import Testing

/// `ExactGate`: one decision proof per distinct choice (at its first case) and one payout
/// derivation per case; the items of a case are its proof (if it is the first) and its derivation.
@Suite struct ExactGateTests {
    @Test func eachChoiceIsProvenOnceAndEachCaseDerived() throws {
        let crash = try GameFlags(game: .crash, options: ["target": "2"]).configuredGame()
        let slots = try GameFlags(game: .slots).configuredGame()
        let cases = [
            CheckCase(game: crash, wager: 10), CheckCase(game: crash, wager: 20), CheckCase(game: slots, wager: 10)
        ]
        let gate = ExactGate(cases: cases, threads: 2)
        #expect(gate.proofs.count == 2)
        #expect(gate.proofCases == [0, 2])
        #expect(gate.derivations.count == 3)
        #expect(gate.passed)
        #expect(gate.items(ofCase: 0).count == 2)
        #expect(gate.items(ofCase: 1).count == 1)
        #expect(gate.items(ofCase: 2).count == 2)
        #expect(gate.items(ofCase: 7).isEmpty)
        #expect(gate.items(ofCase: 0).allSatisfy { $0.verdict == .pass })
    }

    @Test func theProofsDoNotDependOnTheThreadCount() throws {
        let crash = try GameFlags(game: .crash, options: ["target": "3"]).configuredGame()
        let slots = try GameFlags(game: .slots).configuredGame()
        let cases = [CheckCase(game: slots, wager: 5), CheckCase(game: crash, wager: 5)]
        #expect(ExactGate(cases: cases, threads: 1).proofs == ExactGate(cases: cases, threads: 2).proofs)
    }
}

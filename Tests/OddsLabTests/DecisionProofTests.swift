import CasinoCore
@testable import OddsLab
import Testing

// The gate's exact half (`ExactGate`): every offered choice's decision proven over its whole
// domain, every case's payouts derived a second way. Each mutant below is one the Monte Carlo gate
// missed (a mutation run of the rules): the proof or the derivation catches it exactly, with no
// false alarm, and the right engine passes.

/// A Plinko engine whose first row goes right 513 times in 1024: the top ten bits at 511 or above.
private struct BiasedFirstRow: GameEngine {
    let real: PlinkoEngine
    var outcomeTable: OutcomeTable { real.outcomeTable }
    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int { outcome(decidedBy: generator.next()) }
    func outcome(decidedBy word: UInt64) -> Int {
        let rows = UInt64(real.options.rows)
        let first = word >> 54 >= 511 ? 1 : 0
        return first + ((word << 1) >> (64 - rows + 1)).nonzeroBitCount
    }
    var decidesRoundsByOneWord: Bool { true }
}

/// A Slots engine that reads the middle reel's stop with the third reel's radix (harmless when the
/// strips are equally long, as the default's 22 are).
private struct MiddleReelRadix: GameEngine {
    let real: SlotsEngine
    let lengths: (UInt64, UInt64, UInt64)
    var outcomeTable: OutcomeTable { real.outcomeTable }
    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        decide(generator.nextBounded(lengths.0 * lengths.1 * lengths.2))
    }
    func outcome(decidedBy word: UInt64) -> Int {
        boundedDraw(of: word, bound: lengths.0 * lengths.1 * lengths.2).map(decide) ?? -1
    }
    func decide(_ r: UInt64) -> Int {
        let b = r / lengths.2 % lengths.2 // the wrong radix: lengths.1 is right
        return real.outcome(forStops: r / (lengths.1 * lengths.2), b % lengths.1, r % lengths.2)
    }
    var decidesRoundsByOneWord: Bool { true }
}

/// A 4 × 3 × 5 machine: unequal strips, where a radix mix-up moves outcomes.
private let unequalStrips = SlotsConfiguration(
    reels: [["SEVEN", "BAR", "CHERRY", "BAR"], ["SEVEN", "CHERRY", "BAR"], ["BAR", "SEVEN", "CHERRY", "BAR", "BAR"]],
    paytable: [
        SlotsPayline(label: "SEVEN SEVEN SEVEN", pattern: .line([["SEVEN"], ["SEVEN"], ["SEVEN"]]), centi: Centi(2000)),
        SlotsPayline(label: "BAR BAR BAR", pattern: .line([["BAR"], ["BAR"], ["BAR"]]), centi: Centi(300)),
        SlotsPayline(label: "2 cherries", pattern: .count(symbol: "CHERRY", atLeast: 2), centi: Centi(200))
    ])

@Suite struct DecisionProofTests {
    @Test func everyDefaultChoiceIsProvenAndEveryPayoutDerivedTwice() throws {
        let suite = try CheckSuite(configuration: .defaults)
        let gate = ExactGate(cases: suite.cases, threads: 2)
        for proof in gate.proofs { #expect(proof.passed, "\(proof.title): \(proof.problems)") }
        for derivation in gate.derivations { #expect(derivation.passed, "\(derivation.title): \(derivation.problems)") }
        #expect(Set(gate.proofs.map(\.title)).count == Set(suite.cases.map(\.game.title)).count)
    }

    @Test func plinkoFirstRowAt513Of1024FailsTheProofAtEveryRowCount() throws {
        for rows in 8...16 {
            let game = try ConfiguredGame.plinko(.defaults, options: PlinkoOptions(rows: rows, risk: .low))
            guard let real = game.engine.as(PlinkoEngine.self) else { return }
            #expect(DecisionProof(game).passed)
            #expect(!DecisionProof(game, playing: BiasedFirstRow(real: real)).passed, "\(rows) rows")
        }
    }

    @Test func slotsMiddleReelWithTheWrongRadixFailsOnUnequalStrips() throws {
        let game = try ConfiguredGame.slots(unequalStrips)
        guard let real = game.engine.as(SlotsEngine.self) else { return }
        #expect(DecisionProof(game).passed)
        let wrong = DecisionProof(game, playing: MiddleReelRadix(real: real, lengths: (4, 3, 5)))
        #expect(!wrong.passed)
        #expect(wrong.problems.contains { $0.contains("cycle position") })
    }

    @Test func crashAt96Point7PercentFailsAtEveryOfferedTarget() throws {
        let claim = CrashConfiguration.defaults
        var low = claim
        low.returnPPM = 967_000
        for target in claim.offeredTargets {
            let game = try ConfiguredGame.crash(claim, target: CrashTarget(target))
            let lowEngine = try CrashEngine(configuration: low, target: CrashTarget(target))
            #expect(DecisionProof(game).passed)
            #expect(!DecisionProof(game, playing: lowEngine).passed, "\(target)")
        }
    }

    @Test func minesFirstHitAndFloydDecodingAreProvenForEveryMineCount() throws {
        for mines in 1...24 {
            let plan = MinesPlan(mines: mines, reveals: min(5, 25 - mines), tiles: mines == 6 ? [24, 3, 12, 0, 7] : nil)
            // The formula's table offers every plan (the default table leaves some out).
            let game = try ConfiguredGame.mines(MinesConfiguration(returnPPM: 970_000), plan: plan)
            let proof = DecisionProof(game)
            #expect(proof.passed, "\(mines) mines: \(proof.problems)")
        }
    }

    @Test func aPayoutRoundedToNearestFailsTheSecondDerivation() throws {
        // 1.97x on 5 minutes is 9.85: floor pays 9, a payout rounded to nearest 10.
        let checkCase = CheckCase(
            game: try .crash(CrashConfiguration.defaults.offering(Centi(197)), target: CrashTarget(Centi(197))),
            wager: 5)
        #expect(PayoutDerivation(checkCase).passed)
        var rounded = checkCase.preview
        for i in rounded.lines.indices where rounded.lines[i].centi.hundredths > 0 {
            let nearest = (5 * rounded.lines[i].centi.hundredths + 50) / 100
            rounded.lines[i].payout = nearest
            rounded.lines[i].deltaMinutes = nearest - 5
        }
        #expect(!PayoutDerivation(checkCase, preview: rounded).passed)
    }

    @Test func aCapThatLetsAWinPastMidnightFailsTheSecondDerivation() throws {
        let checkCase = CheckCase(
            game: try .crash(.defaults, target: CrashTarget(Centi(200))), wager: 10, remainingMinutes: 100,
            minutesUntilMidnight: 105)
        #expect(PayoutDerivation(checkCase).passed)
        var uncapped = checkCase.preview
        uncapped.lines[CrashEngine.winIndex].deltaMinutes = 10
        uncapped.lines[CrashEngine.winIndex].capApplied = false
        #expect(!PayoutDerivation(checkCase, preview: uncapped).passed)
    }
}

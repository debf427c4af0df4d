import CasinoCore
import Foundation
@testable import OddsLab
import Testing

/// The real Mines 3-mines-5-reveals engine with its cash-out row forged to pay `centi`.
private struct ForgedMinesPlan: GameEngine {
    let real: MinesEngine
    let centi: Int

    var outcomeTable: OutcomeTable {
        var table = real.outcomeTable
        let last = table.outcomes.count - 1
        table.outcomes[last].centi = Centi(centi)
        return table
    }

    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int { real.playOutcome(using: &generator) }
}

/// A part of a default-configuration Mines 3/5 run, as `simulate --shard` writes it, played by `engine`.
private func minesPart<E: GameEngine>(_ engine: E, seed: UInt64 = 42) throws -> MonteCarloResult {
    let spec = try RunSpec(
        game: .mines, options: [GameOptionValue("mines", "3"), GameOptionValue("reveals", "5")], wager: 10,
        seed: seed, wagers: 4_000, chunkSize: 1_000)
    let part = MonteCarloRunner.run(engine: engine, spec: spec, producer: "casino-odds test", threads: 1)
    // Read back from its file: the fingerprint is the forger's own, so the file is self-consistent.
    return try MonteCarloResult(json: Data(part.json.utf8), name: "part1.json")
}

@Suite("merge rebuilds the default outcome table")
struct MergeDefaultTableTests {
    @Test func anHonestPartMatchesTheTableItsGameAndOptionsBuild() throws {
        let part = try minesPart(try MinesEngine(plan: MinesPlan(mines: 3, reveals: 5)))
        try part.checkOutcomeTableAgainstDefaults(name: "part1.json")
    }

    /// A part whose table pays 5.00x for 3 mines 5 reveals, fingerprint recomputed: it reads (its
    /// totals agree with its own table), and the rebuilt table refuses it, naming the row.
    @Test func aForgedTableWithARecomputedFingerprintIsRefused() throws {
        let real = try MinesEngine(plan: MinesPlan(mines: 3, reveals: 5))
        let forged = try minesPart(ForgedMinesPlan(real: real, centi: 500))
        let last = real.outcomeTable.outcomes.count - 1
        #expect(throws: InputError.self) { try forged.checkOutcomeTableAgainstDefaults(name: "part1.json") }
        do {
            try forged.checkOutcomeTableAgainstDefaults(name: "part1.json")
        } catch {
            #expect(error.message.hasPrefix("part1.json: outcomes[\(last)] is not the default mines table's row"))
        }
    }

    @Test func optionsTheToolNeverWritesAreRefused() throws {
        let spec = try RunSpec(
            game: .mines, options: [GameOptionValue("mines", "3"), GameOptionValue("bonus", "1")], wager: 10,
            seed: 1, wagers: 1_000, chunkSize: 1_000)
        let part = MonteCarloRunner.run(
            engine: try MinesEngine(plan: MinesPlan(mines: 3, reveals: 5)), spec: spec, producer: "t", threads: 1)
        #expect(throws: InputError.self) { try part.checkOutcomeTableAgainstDefaults(name: "p.json") }
    }

    /// One part's seed changed and its fingerprint recomputed: the part reads, its table is the
    /// default one, and merge refuses it as another run's.
    @Test func aPartWithAChangedSeedAndARecomputedFingerprintIsRefused() throws {
        let engine = try MinesEngine(plan: MinesPlan(mines: 3, reveals: 5))
        func part(_ i: Int, seed: UInt64) throws -> MonteCarloResult {
            let spec = try RunSpec(
                game: .mines, options: [GameOptionValue("mines", "3"), GameOptionValue("reveals", "5")], wager: 10,
                seed: seed, wagers: 4_000, chunkSize: 1_000)
            let run = MonteCarloRunner.run(
                engine: engine, spec: spec, producer: "casino-odds test", shard: try Shard(index: i, count: 2),
                threads: 1)
            return try MonteCarloResult(json: Data(run.json.utf8), name: "part\(i).json")
        }
        let honest = try part(1, seed: 42)
        let changed = try part(2, seed: 43)
        try changed.checkOutcomeTableAgainstDefaults(name: "part2.json")
        #expect(throws: InputError.self) {
            try MonteCarloResult.merging([(name: "part1.json", result: honest), (name: "part2.json", result: changed)])
        }
    }
}

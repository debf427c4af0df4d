import CasinoCore
import Foundation
@testable import OddsLab
import OddsReports
import Testing

/// Each game at its documented default, plus a high-risk Plinko and a capped Crash target.
func realGames() throws -> [(name: String, plan: AnyGameEngine)] {
    let configuration = GameConfiguration.defaults
    return [
        (
            "crash 2.00x",
            AnyGameEngine(
                try CrashEngine(configuration: .defaults.offering(Centi(200)), target: CrashTarget(Centi(200))))
        ),
        (
            "crash 500.00x",
            AnyGameEngine(
                try CrashEngine(configuration: .defaults.offering(Centi(50_000)), target: CrashTarget(Centi(50_000))))
        ),
        ("plinko 16 high", AnyGameEngine(try PlinkoEngine(options: PlinkoOptions(rows: 16, risk: .high)))),
        ("mines 3/5", AnyGameEngine(try MinesEngine(plan: MinesPlan(mines: 3, reveals: 5)))),
        ("slots", AnyGameEngine(try SlotsEngine(configuration: configuration.slots)))
    ]
}

/// Runs the engine inside `plan` with its concrete type, as the CLI does (through `open`, so a new
/// game needs no case here).
func runGame(
    _ plan: AnyGameEngine, spec: RunSpec, shard: Shard = .whole, threads: Int,
    settlement: MonteCarloRunner.Settlement = .byOutcome
) -> MonteCarloResult {
    MonteCarloRunner.run(
        game: plan, spec: spec, producer: producer, shard: shard, threads: threads, settlement: settlement)
}

/// 20,500 wagers in 11 chunks of 2,000, at remaining 1,400 of 1,439 until midnight so big wins are capped.
func gameSpec(_ game: GameKind) throws -> RunSpec {
    try RunSpec(game: game, wager: 10, remainingMinutes: 1_400, seed: 20_261_122, wagers: 20_500, chunkSize: 2_000)
}

@Test(arguments: try realGames())
func everyGameGivesTheSameBytesForOneTwoAndEightThreads(name: String, plan: AnyGameEngine) throws {
    let spec = try gameSpec(plan.kind)
    let one = runGame(plan, spec: spec, threads: 1).json
    #expect(runGame(plan, spec: spec, threads: 2).json == one, "\(name)")
    #expect(runGame(plan, spec: spec, threads: 8).json == one, "\(name)")
}

@Test(arguments: try realGames())
func everyGameMergedFromFiveShardsEqualsOneShard(name: String, plan: AnyGameEngine) throws {
    let spec = try gameSpec(plan.kind)
    let whole = runGame(plan, spec: spec, threads: 2)
    let parts = try (1...5).map { i in
        let part = runGame(plan, spec: spec, shard: try Shard(index: i, count: 5), threads: 2)
        return (name: "part\(i)", result: try MonteCarloResult(json: Data(part.json.utf8), name: "part\(i)"))
    }
    #expect(try MonteCarloResult.merging(parts).json == whole.json, "\(name)")
}

@Test(arguments: try realGames())
func everyGamePaysItsPreviewOnEveryWagerAndKeepsTheCapRules(name: String, plan: AnyGameEngine) throws {
    let spec = try gameSpec(plan.kind)
    let each = runGame(plan, spec: spec, threads: 2, settlement: .eachWager)
    #expect(each.totals.previewMismatches == 0, "\(name)")
    #expect(each.totals.ruleViolations == 0, "\(name)")
    #expect(each.json == runGame(plan, spec: spec, threads: 2).json, "\(name)")
}

@Test func bigCrashWinIsCappedAtMidnight() throws {
    // 500.00x on 10 minutes pays 5,000, but only 39 minutes are left before midnight.
    let plan = AnyGameEngine(
        try CrashEngine(configuration: .defaults.offering(Centi(50_000)), target: CrashTarget(Centi(50_000))))
    let result = runGame(plan, spec: try gameSpec(.crash), threads: 1)
    #expect(result.preview.map(\.deltaMinutes) == [-10, 39])
    #expect(result.totals.capApplications == result.wins)
}

import CasinoCore
import Foundation
@testable import OddsLab
import OddsReports
import Testing

/// 11 chunks of 1,000 wagers, the last one short: small enough for a debug build, big enough for
/// every thread to take several chunks.
func smallSpec(
    game: GameKind = .crash, seed: UInt64 = 42, wagers: Int = 10_500, wager: Int = 10,
    remaining: Int? = nil, untilMidnight: Int = 1439
) throws -> RunSpec {
    try RunSpec(
        game: game, options: [GameOptionValue("big", "2.50")], wager: wager,
        remainingMinutes: remaining, minutesUntilMidnight: untilMidnight,
        seed: seed, wagers: wagers, chunkSize: 1_000)
}

let producer = "casino-odds test"

@Test func resultIsByteIdenticalForAnyThreadCount() throws {
    let spec = try smallSpec()
    let outputs = [1, 2, 8].map {
        MonteCarloRunner.run(engine: ThreeOutcomePlan(), spec: spec, producer: producer, threads: $0).json
    }
    #expect(outputs[0] == outputs[1])
    #expect(outputs[0] == outputs[2])
}

@Test func fiveMergedShardsEqualTheUnshardedRun() throws {
    let spec = try smallSpec()
    let whole = MonteCarloRunner.run(engine: ThreeOutcomePlan(), spec: spec, producer: producer, threads: 2)
    // Parts go through their JSON text, as they would through files from a job array.
    let parts = try (1...5).reversed().map { i in
        let shard = try Shard(index: i, count: 5)
        let part = MonteCarloRunner.run(
            engine: ThreeOutcomePlan(), spec: spec, producer: producer, shard: shard, threads: 1)
        #expect(!part.isComplete)
        return (name: "part\(i).json", result: try MonteCarloResult(json: Data(part.json.utf8), name: "part\(i).json"))
    }
    let merged = try MonteCarloResult.merging(parts)
    #expect(merged.json == whole.json)
}

@Test func oneShardOfOneIsTheWholeRun() throws {
    let spec = try smallSpec()
    let whole = MonteCarloRunner.run(engine: ThreeOutcomePlan(), spec: spec, producer: producer, threads: 1)
    let single = MonteCarloRunner.run(
        engine: ThreeOutcomePlan(), spec: spec, producer: producer,
        shard: try Shard(index: 1, count: 1), threads: 2)
    #expect(single.json == whole.json)
    #expect(whole.isComplete)
}

@Test func settlingEachWagerGivesTheSameResultAsSettlingByOutcome() throws {
    // remaining 1,430 of 1,439 until midnight: the big win (25 → +15) is capped to +9.
    let spec = try smallSpec(remaining: 1_430)
    let byOutcome = MonteCarloRunner.run(engine: ThreeOutcomePlan(), spec: spec, producer: producer, threads: 2)
    let eachWager = MonteCarloRunner.run(
        engine: ThreeOutcomePlan(), spec: spec, producer: producer, threads: 2,
        settlement: .eachWager)
    #expect(byOutcome.totals.capApplications > 0)
    #expect(eachWager.json == byOutcome.json)
}

@Test func resultJSONReadsBackToTheSameBytes() throws {
    let spec = try smallSpec(seed: UInt64.max)
    let result = MonteCarloRunner.run(engine: ThreeOutcomePlan(), spec: spec, producer: producer, threads: 1)
    let reread = try MonteCarloResult(json: Data(result.json.utf8), name: "result.json")
    #expect(reread.json == result.json)
}

@Test func differentSeedsGiveDifferentCounts() throws {
    let a = MonteCarloRunner.run(engine: FairCoinPlan(), spec: try smallSpec(seed: 1), producer: producer, threads: 1)
    let b = MonteCarloRunner.run(engine: FairCoinPlan(), spec: try smallSpec(seed: 2), producer: producer, threads: 1)
    #expect(a.totals.outcomeCounts != b.totals.outcomeCounts)
}

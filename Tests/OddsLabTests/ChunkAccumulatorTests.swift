import CasinoCore
@testable import OddsLab
import SeededRuns
import Testing

/// Replays the run's streams chunk by chunk without the runner: the counts the runner must report.
func replayCounts<P: GameEngine>(_ plan: P, _ spec: RunSpec) -> [Int] {
    var counts = Array(repeating: 0, count: plan.outcomeTable.outcomes.count)
    for chunk in 0..<spec.chunkCount {
        var generator = Xoshiro256StarStar(seed: spec.seed, stream: UInt64(chunk))
        for _ in 0..<spec.wagersInChunk(chunk) { counts[plan.playOutcome(using: &generator)] += 1 }
    }
    return counts
}

@Test func accumulatorsAreExactIntegerSumsOfEveryWager() throws {
    let spec = try smallSpec(wager: 7)
    let result = MonteCarloRunner.run(engine: ThreeOutcomePlan(), spec: spec, producer: producer, threads: 2)
    let counts = replayCounts(ThreeOutcomePlan(), spec)
    // Paid: 0, floor(7·1.50) = 10, floor(7·2.50) = 17.
    let paid = counts[1] * 10 + counts[2] * 17
    #expect(result.totals.outcomeCounts == counts)
    #expect(result.totals.wagers == 10_500)
    #expect(result.totals.minutesWagered == 73_500)
    #expect(result.totals.minutesPaid == Int128(paid))
    #expect(result.totals.sumPaidSquared == Int128(counts[1] * 100 + counts[2] * 289))
    #expect(result.totals.largestWinMinutes == 10)
    #expect(result.wins == counts[1] + counts[2])
    #expect(result.totals.previewMismatches == 0)
    #expect(result.totals.capApplications == 0)
    #expect(result.totals.ruleViolations == 0)
}

@Test func exactValuesComeFromTheOutcomeTableAfterRounding() throws {
    let result = MonteCarloRunner.run(
        engine: ThreeOutcomePlan(), spec: try smallSpec(wager: 7), producer: producer, threads: 1)
    // (10/4 + 17/4) / 7 = 27/28: floor rounding takes the nominal 1.00 down.
    #expect(result.exactRTP == ExactFraction(27, 28))
    #expect(result.exactHitFrequency == ExactFraction(1, 2))
}

@Test func capKeepsRemainingMinutesAtOrBelowMinutesUntilMidnight() throws {
    // remaining 1,430, 9 minutes of room: +5 fits, +15 is capped to +9.
    let spec = try smallSpec(wager: 10, remaining: 1_430)
    let result = MonteCarloRunner.run(engine: ThreeOutcomePlan(), spec: spec, producer: producer, threads: 1)
    let counts = replayCounts(ThreeOutcomePlan(), spec)
    #expect(result.preview.map(\.deltaMinutes) == [-10, 5, 9])
    #expect(result.totals.capApplications == counts[2])
    #expect(result.totals.largestWinMinutes == 9)
    #expect(result.totals.ruleViolations == 0)
    #expect(result.totals.previewMismatches == 0)
}

@Test func winNeverCostsMinutesWhenRemainingIsPastMidnight() throws {
    // remaining 1,439 with 100 minutes until midnight: no room, every win is capped to +0, not below.
    let spec = try smallSpec(wager: 10, remaining: 1_439, untilMidnight: 100)
    let result = MonteCarloRunner.run(engine: ThreeOutcomePlan(), spec: spec, producer: producer, threads: 1)
    #expect(result.preview.map(\.deltaMinutes) == [-10, 0, 0])
    #expect(result.preview.map(\.paidMinutes) == [0, 10, 10])
    #expect(result.totals.ruleViolations == 0)
    #expect(result.totals.largestWinMinutes == 0)
}

@Test(arguments: MonteCarloRunner.Settlement.allCases)
func outcomeIndexOutsideTheTableIsARuleViolation(settlement: MonteCarloRunner.Settlement) throws {
    let spec = try smallSpec()
    let result = MonteCarloRunner.run(
        engine: OutOfRangePlan(), spec: spec, producer: producer, threads: 1,
        settlement: settlement)
    #expect(result.totals.ruleViolations > 0)
    #expect(result.totals.ruleViolations + result.totals.outcomeCounts.reduce(0, +) == spec.wagers)
}

@Test(arguments: [(DrawSource.scalar, 1), (.lanes, 8)])
func stoppedRunReportsTheChunksItFinished(draws: DrawSource, chunks: Int) throws {
    let spec = try smallSpec()
    // The stop is seen between claims: with scalar draws a worker claims one chunk, with the
    // vector generator a group of 8 (one per lane). What was claimed is finished, nothing after it starts.
    let control = RunControl()
    let result = MonteCarloRunner.run(
        engine: StoppingCoinPlan(control: control), spec: spec, producer: producer,
        threads: 1, control: control, draws: draws)
    #expect(result.interrupted)
    #expect(result.chunks == 0..<chunks, "\(draws)")
    #expect(result.totals.wagers == chunks * 1_000)
    #expect(control.unitsCompleted == chunks * 1_000)
}

@Test func lastChunkIsShort() throws {
    let spec = try smallSpec(wagers: 10_500)
    #expect(spec.chunkCount == 11)
    #expect(spec.wagersInChunk(10) == 500)
    #expect(spec.wagers(in: 3..<11) == 7_500)
}

@Test func oddChunkSizesCountEveryWagerOnce() throws {
    // 333-wager chunks and a 5-wager last chunk: the two-lane loop's odd wager is counted too.
    let spec = try RunSpec(game: .crash, wager: 10, seed: 9, wagers: 1_004, chunkSize: 333)
    let result = MonteCarloRunner.run(engine: ThreeOutcomePlan(), spec: spec, producer: producer, threads: 2)
    #expect(result.totals.outcomeCounts == replayCounts(ThreeOutcomePlan(), spec))
    #expect(result.totals.wagers == 1_004)
}

import CasinoCore
import Foundation
import SeededRuns

/// Plays a game engine wager after wager under a seeded generator, on all cores, reproducibly.
///
/// Work is cut into chunks of `spec.chunkSize` wagers; chunk `k` plays on stream `k` of
/// `spec.seed`. Threads claim chunks in order from a shared counter and add each chunk's integer
/// counters to their own accumulator; integer sums do not depend on order, so the result is the
/// same for any thread count, and a shard's result is exactly its chunks' share of the whole.
public enum MonteCarloRunner {
    /// How each wager's payout is checked against the preview and the cap rules.
    public enum Settlement: String, Sendable, CaseIterable {
        /// Count outcomes per chunk, then settle each outcome that occurred once, through the
        /// engine's path, and weigh by its count. Exact, because a settlement depends only on the
        /// outcome and the run's fixed wager and budget; the hot loop is one engine call and one
        /// increment.
        case byOutcome = "by-outcome"
        /// Settle every wager separately, as the app does: `GameOutcome`, cap, compare with the
        /// preview, check the rules. Slower; produces the same result as `.byOutcome`.
        case eachWager = "each-wager"
    }

    /// Runs `engine` for the chunks `chunks` of `spec` (all of them by default) on `threads` threads.
    ///
    /// - Parameters:
    ///   - engine: the configured game; its concrete type is kept so the inner loop is specialised.
    ///   - spec: the run's inputs.
    ///   - producer: the tool and version that made the result, e.g. `"casino-odds 0.2.0"`; part of
    ///     the result's fingerprint, so partial results of different versions never merge.
    ///   - shard: the share of chunks to play; `.whole` for the whole run.
    ///   - threads: worker threads, at least 1; the result does not depend on it.
    ///   - settlement: how payouts are checked; the result does not depend on it.
    ///   - control: progress and stop requests. After a stop, the result covers the chunks done.
    ///   - draws: where the draws come from (`DrawSource.current` when nil); the result does not
    ///     depend on it. `.lanes` applies to `.byOutcome` settlement; `.eachWager` always draws scalar.
    /// - Complexity: O(wagers · cost of one round / threads) time; O(threads · outcomes) memory,
    ///   whatever the number of wagers. No allocation or lock per wager.
    @inlinable
    public static func run<Engine: GameEngine>(
        engine: Engine,
        spec: RunSpec,
        producer: String,
        shard: Shard = .whole,
        threads: Int,
        settlement: Settlement = .byOutcome,
        control: RunControl = RunControl(),
        draws: DrawSource? = nil
    ) -> MonteCarloResult {
        let table = engine.outcomeTable
        let settlementTable = SettlementTable(table: table, spec: spec)
        let chunks = shard.chunks(ofRunWith: spec.chunkCount)
        let seed = spec.seed
        let inLanes = settlement == .byOutcome && (draws ?? DrawSource.current) == .lanes
        // A shard of a sharded run records each chunk's counts (one small array per chunk of 2^20
        // wagers), so `merge --audit` can replay chosen chunks and compare them.
        let recordsChunks = shard.isSplit
        let (totals, done) = playChunks(
            chunks, threads: threads, outcomeCount: table.outcomes.count, group: inLanes ? LaneBlock.lanes : 1,
            control: control
        ) { group, counts, accumulator in
            let slots = counts.count / group.count
            let outcomeCount = slots / 2 - 1
            // A vector block steps all eight lanes' streams: for fewer than half of them (a run of
            // one chunk, as each gate case is, or a run's last few), each chunk's own scalar stream
            // is cheaper, and it is the same words (the result never depends on the draws).
            if inLanes && group.count * 2 >= LaneBlock.lanes {
                countOutcomesInLanes(of: engine, chunks: group, spec: spec, into: counts)
            } else if inLanes {
                for (lane, chunk) in group.enumerated() {
                    var generator = RunSeeds.chunkGenerator(seed: seed, chunk: chunk)
                    countOutcomes(
                        of: engine, wagers: spec.wagersInChunk(chunk), using: &generator,
                        into: UnsafeMutableBufferPointer(rebasing: counts[(lane * slots)..<((lane + 1) * slots)]))
                }
            } else {
                let wagers = spec.wagersInChunk(group[0])
                var generator = RunSeeds.chunkGenerator(seed: seed, chunk: group[0])
                switch settlement {
                case .byOutcome:
                    countOutcomes(of: engine, wagers: wagers, using: &generator, into: counts)
                case .eachWager:
                    settleEachWager(
                        of: engine, wagers: wagers, using: &generator, table: settlementTable,
                        counts: counts, into: &accumulator)
                    if recordsChunks { accumulator.chunkOutcomeCounts.append(Array(counts[..<outcomeCount])) }
                    return wagers
                }
            }
            // Each chunk's counts on their own: the settlement's per-chunk sums stay within Int.
            for lane in 0..<group.count {
                let base = lane * slots
                accumulator.addChunk(
                    counts: UnsafeBufferPointer(rebasing: counts[base..<(base + outcomeCount)]),
                    invalidOutcomes: counts[base + outcomeCount], table: settlementTable)
                if recordsChunks {
                    accumulator.chunkOutcomeCounts.append(Array(counts[base..<(base + outcomeCount)]))
                }
            }
            return group.reduce(0) { $0 + spec.wagersInChunk($1) }
        }
        return MonteCarloResult(
            spec: spec, producer: producer, outcomeTable: table, preview: settlementTable.preview,
            shard: shard, chunks: chunks.lowerBound..<(chunks.lowerBound + done),
            interrupted: done < chunks.count, totals: totals
        )
    }

    /// Runs the engine `game` holds with its concrete type: the same result as
    /// `run(engine: game, …)`, but the loop is the game's kernel (`EngineKernels`), specialised for
    /// its engine instead of calling the engine through the existential every wager, and compiled in
    /// this module (not inlined into the caller), so it gets the lab's code-generation settings
    /// (Package.swift) whoever calls it.
    public static func run(
        game: AnyGameEngine,
        spec: RunSpec,
        producer: String,
        shard: Shard = .whole,
        threads: Int,
        settlement: Settlement = .byOutcome,
        control: RunControl = RunControl(),
        draws: DrawSource? = nil
    ) -> MonteCarloResult {
        let play = Play(
            spec: spec, producer: producer, shard: shard, threads: threads, settlement: settlement,
            control: control, draws: draws)
        guard let kernels = EngineKernels.of(game) else { return game.open(play) }
        return kernels.monteCarlo(game, play)
    }

    /// The outcome counts of chunk `chunk` of `spec`'s run, played alone on the chunk's own stream
    /// (what a shard's part records for it; `merge --audit` compares the two).
    ///
    /// - Complexity: O(the chunk's wagers); allocates O(outcomes) once.
    static func chunkOutcomeCounts(game: AnyGameEngine, spec: RunSpec, chunk: Int) -> [Int] {
        game.open(ChunkReplay(spec: spec, chunk: chunk))
    }

    /// One chunk replayed on the concrete engine.
    struct ChunkReplay: GameEngineBody {
        let spec: RunSpec, chunk: Int
        func callAsFunction<Engine: GameEngine>(_ engine: Engine) -> [Int] {
            let outcomes = engine.outcomeTable.outcomes.count
            // Two lanes of the outcomes and a slot for indices outside the table (`countOutcomes`).
            var counts = [Int](repeating: 0, count: 2 * (outcomes + 1))
            var generator = RunSeeds.chunkGenerator(seed: spec.seed, chunk: chunk)
            counts.withUnsafeMutableBufferPointer { buffer in
                MonteCarloRunner.countOutcomes(
                    of: engine, wagers: spec.wagersInChunk(chunk), using: &generator, into: buffer)
            }
            return Array(counts[..<outcomes])
        }
    }

    /// A run's inputs but the engine: what a game's kernel hands its concrete engine to.
    struct Play: GameEngineBody {
        let spec: RunSpec, producer: String, shard: Shard, threads: Int
        let settlement: Settlement, control: RunControl, draws: DrawSource?
        func callAsFunction<Engine: GameEngine>(_ engine: Engine) -> MonteCarloResult {
            MonteCarloRunner.run(
                engine: engine, spec: spec, producer: producer, shard: shard, threads: threads,
                settlement: settlement, control: control, draws: draws)
        }
    }

    /// The hot loop: plays `wagers` rounds and counts each outcome index in `counts`.
    ///
    /// `counts` is zeroed by the caller and holds two lanes of `outcomes + 1` slots; the last slot
    /// of a lane counts indices outside the table. Alternate wagers count in alternate lanes, so
    /// two wagers in a row with the same outcome (half of all Crash wagers) increment different
    /// addresses and the second need not wait for the first; the lanes are added into the first
    /// at the end.
    ///
    /// - Complexity: O(wagers) rounds; per round one clamp and one increment, no branch of its own,
    ///   so an engine that decides by a comparison (Crash) compiles to a conditional move, not a
    ///   branch that mispredicts half the time.
    @inlinable
    static func countOutcomes<Engine: GameEngine, G: BitGenerator>(
        of engine: Engine, wagers: Int, using callerGenerator: inout G, into counts: UnsafeMutableBufferPointer<Int>
    ) {
        guard let first = counts.baseAddress, counts.count >= 2 else { return }
        // A local copy the compiler can keep in registers across rounds: the caller's `inout`
        // generator is memory the count increments might alias. Written back at the end.
        var generator = callerGenerator
        defer { callerGenerator = generator }
        let laneSize = counts.count / 2
        let second = first + laneSize
        // A faulty engine's index is clamped into the lane's last slot: counted, never trusted with a write.
        let invalidSlot = UInt(laneSize - 1)
        var remaining = wagers
        while remaining > 1 {
            let a = engine.playOutcome(using: &generator)
            first[Int(bitPattern: min(UInt(bitPattern: a), invalidSlot))] &+= 1
            let b = engine.playOutcome(using: &generator)
            second[Int(bitPattern: min(UInt(bitPattern: b), invalidSlot))] &+= 1
            remaining &-= 2
        }
        if remaining == 1 {
            let a = engine.playOutcome(using: &generator)
            first[Int(bitPattern: min(UInt(bitPattern: a), invalidSlot))] &+= 1
        }
        for slot in 0..<laneSize { first[slot] &+= second[slot] }
    }

    /// The hot loop on vector-generated draws: plays the chunks `chunks` (at most 8) at once, chunk
    /// i on lane i of a `LaneBlock` seeded with its stream, and counts each chunk's outcomes in its
    /// own `2 × (outcomes + 1)` slots of `counts`, the first lane of them holding the sum at the end.
    ///
    /// Each fill of the block gives every lane its next words; each chunk then plays wagers until
    /// it has read all of them (the last wager may read past the block: the lane's own scalar
    /// steps, `LaneGenerator`) or it is done. So every chunk reads exactly its stream's words in
    /// order, as the scalar loop does, and counts the same outcomes.
    @inlinable
    static func countOutcomesInLanes<Engine: GameEngine>(
        of engine: Engine, chunks: UnsafeBufferPointer<Int>, spec: RunSpec, into counts: UnsafeMutableBufferPointer<Int>
    ) {
        guard let base = counts.baseAddress, !chunks.isEmpty else { return }
        let slots = counts.count / chunks.count
        let laneSize = slots / 2
        let outcomeCount = laneSize - 1
        let block = LaneBlock(streams: chunks.map { RunSeeds.chunkGenerator(seed: spec.seed, chunk: $0) })
        var remaining = chunks.map { spec.wagersInChunk($0) }
        var playing = remaining.contains { $0 > 0 }
        let rows = block.rows

        // The row loop (`countOutcomesByRow`) counts in its own table, `rowSlots` per lane, and
        // accepts a row when the OR of its eight indices is below `rowSlots` (so is each index):
        // indices past the outcomes but below it are folded into the invalid slot below.
        let byRow = engine.decidesRoundsByOneWord && outcomeCount <= rowSlots
        let rowCounts = UnsafeMutablePointer<Int>.allocate(capacity: rowSlots * LaneBlock.lanes)
        rowCounts.initialize(repeating: 0, count: rowSlots * LaneBlock.lanes)
        defer { rowCounts.deallocate() }
        // The lanes whose chunks the row table's counts belong to since it was last folded in:
        // lanes without wagers left still play in the row loop, into counts nobody adds.
        var rowLanes = 0 // bit l: lane l
        func foldRowCounts() {
            for lane in 0..<chunks.count where rowLanes & (1 << lane) != 0 {
                let from = rowCounts + lane * rowSlots
                let into = base + lane * slots
                for index in 0..<rowSlots {
                    into[min(index, outcomeCount)] &+= from[index]
                }
            }
            rowCounts.update(repeating: 0, count: rowSlots * LaneBlock.lanes)
        }

        while playing {
            block.fill()
            playing = false
            // Row after row, each row one wager of every lane's chunk decided by its word, while
            // every chunk has wagers left: to the end of the block, or of the shortest chunk, or to
            // a row holding a word that does not decide its round alone (Lemire's rare redraw
            // test). From there the lanes go on one by one.
            var firstRow = 0
            if byRow {
                var active = 0
                var rowsToPlay = rows
                for lane in 0..<chunks.count where remaining[lane] > 0 {
                    active |= 1 << lane
                    rowsToPlay = min(rowsToPlay, remaining[lane])
                }
                // The row loop decides all eight lanes' words: with fewer than half of them playing
                // (a run of one chunk, as each gate case is, or the last few chunks of a run), lane by
                // lane decides fewer rounds for the same counts.
                if active.nonzeroBitCount * 2 >= LaneBlock.lanes {
                    if active != rowLanes {
                        foldRowCounts()
                        rowLanes = active
                    }
                    firstRow =
                        outcomeCount == 2
                        ? countTwoOutcomesByRow(of: engine, words: block.words, rows: rowsToPlay, counts: rowCounts)
                        : countOutcomesByRow(of: engine, words: block.words, rows: rowsToPlay, counts: rowCounts)
                    for lane in 0..<chunks.count where remaining[lane] > 0 { remaining[lane] -= firstRow }
                }
            }
            for lane in 0..<chunks.count where remaining[lane] > 0 {
                var generator = block.generator(lane: lane, row: firstRow)
                let first = base + lane * slots
                remaining[lane] = countOutcomesInBlock(
                    of: engine, wagers: remaining[lane], using: &generator,
                    first: first, second: first + laneSize, invalidSlot: UInt(laneSize - 1))
                if remaining[lane] > 0 { playing = true }
            }
        }
        foldRowCounts()
        for lane in 0..<chunks.count {
            let first = base + lane * slots
            for slot in 0..<laneSize { first[slot] &+= first[laneSize + slot] }
        }
    }

    /// Counter slots per lane of the row loop: engines with up to 63 outcomes (all four games) play by row.
    @usableFromInline static let rowSlots = 64

    /// The rows `0..<rows` of a block of eight lanes' words (`LaneBlock`), each row one wager of
    /// each lane's chunk, decided by `engine.outcome(decidedBy:)` and counted in that lane's
    /// `rowSlots` slots of `counts`. Stops before the first row whose indices' OR is not below
    /// `rowSlots` (a word that does not decide its round alone gives −1), and returns the rows counted.
    ///
    /// A round decided by its word is exactly `playOutcome` on the lane's generator (the engines
    /// call `outcome(decidedBy:)` first), so each chunk counts what the scalar loop counts. Eight
    /// lanes' counters: neighbouring wagers never wait on the same one. The per-row test replaces
    /// a clamp per wager, and a constant bound lets the compiler drop it for an engine whose
    /// indices it can bound (Crash's are 0 or 1).
    @inlinable
    static func countOutcomesByRow<Engine: GameEngine>(
        of engine: Engine, words: UnsafePointer<UInt64>, rows: Int, counts: UnsafeMutablePointer<Int>
    ) -> Int {
        precondition(LaneBlock.lanes == 8 && rowSlots == 64, "the row loop is written for eight lanes of 64 slots")
        var row = words
        for done in 0..<rows {
            let o0 = engine.outcome(decidedBy: row[0]), o1 = engine.outcome(decidedBy: row[1])
            let o2 = engine.outcome(decidedBy: row[2]), o3 = engine.outcome(decidedBy: row[3])
            let o4 = engine.outcome(decidedBy: row[4]), o5 = engine.outcome(decidedBy: row[5])
            let o6 = engine.outcome(decidedBy: row[6]), o7 = engine.outcome(decidedBy: row[7])
            if _slowPath(UInt(bitPattern: o0 | o1 | o2 | o3 | o4 | o5 | o6 | o7) >= 64) { return done }
            counts[o0] &+= 1; counts[64 &+ o1] &+= 1; counts[128 &+ o2] &+= 1; counts[192 &+ o3] &+= 1
            counts[256 &+ o4] &+= 1; counts[320 &+ o5] &+= 1; counts[384 &+ o6] &+= 1; counts[448 &+ o7] &+= 1
            row += 8
        }
        return rows
    }

    /// `countOutcomesByRow` for a game of two outcomes (Crash): each lane's index, 0 or 1, is added
    /// to a sum held in a register, and the counts are written once at the end, `rows − sum` and
    /// `sum`. Lanes 0…3, then lanes 4…7 over the rows the first four counted (eight sums and their
    /// words do not fit in the registers at once). Stops before the first row with an index other
    /// than 0 or 1.
    @inlinable
    static func countTwoOutcomesByRow<Engine: GameEngine>(
        of engine: Engine, words: UnsafePointer<UInt64>, rows: Int, counts: UnsafeMutablePointer<Int>
    ) -> Int {
        precondition(LaneBlock.lanes == 8 && rowSlots == 64, "the row loop is written for eight lanes of 64 slots")
        var low = sumTwoOutcomes(of: engine, words: words, rows: rows)
        let high = sumTwoOutcomes(of: engine, words: words + 4, rows: low.rows)
        // The second half stopped earlier (a round its words do not decide): the first half again, to there.
        if high.rows < low.rows { low = sumTwoOutcomes(of: engine, words: words, rows: high.rows) }
        let done = high.rows
        for (lane, sum) in [
            low.sums.0, low.sums.1, low.sums.2, low.sums.3,
            high.sums.0, high.sums.1, high.sums.2, high.sums.3
        ].enumerated() {
            counts[lane * rowSlots] &+= done - sum
            counts[lane * rowSlots + 1] &+= sum
        }
        return done
    }

    /// The sums of four lanes' 0/1 indices (the lanes at `words[0…3]` of each row of eight) over
    /// the rows `0..<rows`, up to the first row with another index.
    @inlinable
    static func sumTwoOutcomes<Engine: GameEngine>(
        of engine: Engine, words: UnsafePointer<UInt64>, rows: Int
    ) -> (rows: Int, sums: (Int, Int, Int, Int)) {
        var s0 = 0, s1 = 0, s2 = 0, s3 = 0
        var row = words
        var done = 0
        while done < rows {
            let o0 = engine.outcome(decidedBy: row[0]), o1 = engine.outcome(decidedBy: row[1])
            let o2 = engine.outcome(decidedBy: row[2]), o3 = engine.outcome(decidedBy: row[3])
            if _slowPath(UInt(bitPattern: o0 | o1 | o2 | o3) > 1) { break }
            s0 &+= o0; s1 &+= o1; s2 &+= o2; s3 &+= o3
            row += 8
            done &+= 1
        }
        return (done, (s0, s1, s2, s3))
    }

    /// `countOutcomes`' loop for one lane of a block: plays wagers while the lane has words left in
    /// the block and wagers to play, and returns how many wagers are left.
    @inlinable
    static func countOutcomesInBlock<Engine: GameEngine>(
        of engine: Engine, wagers: Int, using callerGenerator: inout LaneGenerator,
        first: UnsafeMutablePointer<Int>, second: UnsafeMutablePointer<Int>, invalidSlot: UInt
    ) -> Int {
        var generator = callerGenerator
        defer { callerGenerator = generator }
        var remaining = wagers
        while remaining > 0 && !generator.isPastBlock {
            // Every wager of a real engine reads at least one word, so this many wagers reach the
            // block's end or the chunk's (a wager that reads more only moves on to the lane's
            // scalar steps sooner): the loop needs no test of the block per wager.
            var batch = min(remaining, generator.wordsLeft)
            remaining &-= batch
            while batch > 1 {
                let a = engine.playOutcome(using: &generator)
                first[Int(bitPattern: min(UInt(bitPattern: a), invalidSlot))] &+= 1
                let b = engine.playOutcome(using: &generator)
                second[Int(bitPattern: min(UInt(bitPattern: b), invalidSlot))] &+= 1
                batch &-= 2
            }
            if batch == 1 {
                let a = engine.playOutcome(using: &generator)
                first[Int(bitPattern: min(UInt(bitPattern: a), invalidSlot))] &+= 1
            }
        }
        return remaining
    }

    /// The audit loop: plays `wagers` rounds and settles each one as the app would, adding the
    /// results to `accumulator`. `counts` is zeroed scratch space of at least `outcomes` slots.
    ///
    /// - Complexity: O(wagers); no allocation.
    @inlinable
    static func settleEachWager<Engine: GameEngine, G: BitGenerator>(
        of engine: Engine, wagers: Int, using generator: inout G, table: SettlementTable,
        counts: UnsafeMutableBufferPointer<Int>, into accumulator: inout ChunkAccumulator
    ) {
        var paid = 0
        var paidSquared = 0
        var mismatches = 0
        var capped = 0
        var violations = 0
        var largestWin = Int.min
        let outcomeCount = UInt(table.centis.count)
        table.centis.withUnsafeBufferPointer { centis in
            table.preview.withUnsafeBufferPointer { preview in
                for _ in 0..<wagers {
                    let index = engine.playOutcome(using: &generator)
                    guard UInt(bitPattern: index) < outcomeCount else {
                        violations += 1
                        continue
                    }
                    counts[index] += 1
                    // The same construction as `GameEngine.play(wager:using:)`, with the table read once per run.
                    let outcome = GameOutcome(outcomeIndex: index, centi: centis[index], wager: table.wager)
                    let settled = WagerSettlement(
                        outcome, remainingMinutes: table.remainingMinutes,
                        minutesUntilMidnight: table.minutesUntilMidnight)
                    paid += settled.paidMinutes
                    paidSquared += settled.paidMinutes * settled.paidMinutes
                    if settled != preview[index] { mismatches += 1 }
                    if settled.capApplied { capped += 1 }
                    if settled.violatesCapRules(
                        of: outcome, remainingMinutes: table.remainingMinutes,
                        minutesUntilMidnight: table.minutesUntilMidnight)
                    {
                        violations += 1
                    }
                    if settled.isWin && settled.deltaMinutes > largestWin { largestWin = settled.deltaMinutes }
                }
            }
        }
        for index in 0..<Int(outcomeCount) { accumulator.outcomeCounts[index] += counts[index] }
        accumulator.wagers += wagers
        accumulator.minutesWagered += Int128(wagers) * Int128(table.wager)
        accumulator.minutesPaid += Int128(paid)
        accumulator.sumPaidSquared += Int128(paidSquared)
        accumulator.previewMismatches += mismatches
        accumulator.capApplications += capped
        accumulator.ruleViolations += violations
        if largestWin != Int.min {
            accumulator.largestWinMinutes = max(accumulator.largestWinMinutes ?? largestWin, largestWin)
        }
    }

    /// Plays `chunks` on `threads` threads through the lab's one runner (`ChunkedRunner`): each
    /// claim of up to `group` chunks (one per lane of the vector generator) is played by
    /// `playChunk` with `group ×` the counter slots of one chunk, into a fresh accumulator.
    ///
    /// Returns the sum of the claims' accumulators and how many chunks were played. Every claimed
    /// chunk is finished (a chunk takes milliseconds), so the chunks played are always
    /// `chunks.lowerBound ..< chunks.lowerBound + done`.
    @usableFromInline
    static func playChunks(
        _ chunks: Range<Int>,
        threads: Int,
        outcomeCount: Int,
        group: Int = 1,
        control: RunControl,
        playChunk:
            @escaping @Sendable (UnsafeBufferPointer<Int>, UnsafeMutableBufferPointer<Int>, inout ChunkAccumulator) ->
            Int
    ) -> (ChunkAccumulator, done: Int) {
        let outcome = ChunkedRunner.run(
            chunks, threads: threads, claimSize: group, control: control,
            empty: ChunkAccumulator(outcomeCount: outcomeCount)
        ) {
            CountingWorker(outcomeCount: outcomeCount, group: group, playChunk: playChunk)
        }
        return (outcome.tally, outcome.done)
    }
}

/// One thread's Monte Carlo worker: its counter slots, allocated once and reused for every claim.
@usableFromInline
final class CountingWorker: ChunkWorker {
    private let outcomeCount: Int
    private let claimed: UnsafeMutableBufferPointer<Int>
    private let counts: UnsafeMutableBufferPointer<Int>
    private let playChunk:
        @Sendable (UnsafeBufferPointer<Int>, UnsafeMutableBufferPointer<Int>, inout ChunkAccumulator) -> Int

    @usableFromInline
    init(
        outcomeCount: Int, group: Int,
        playChunk:
            @escaping @Sendable (UnsafeBufferPointer<Int>, UnsafeMutableBufferPointer<Int>, inout ChunkAccumulator) ->
            Int
    ) {
        self.outcomeCount = outcomeCount
        self.playChunk = playChunk
        // Two lanes of one slot per outcome plus one for indices outside the table (see
        // `countOutcomes`) per chunk of a claim. Aligned to and padded to 128 bytes, so two
        // threads' counters never share a cache line.
        let slots = 2 * (outcomeCount + 1) * group
        claimed = .allocate(capacity: group)
        let raw = UnsafeMutableRawPointer.allocate(
            byteCount: (slots * MemoryLayout<Int>.stride + 127) & ~127, alignment: 128)
        counts = UnsafeMutableBufferPointer(start: raw.bindMemory(to: Int.self, capacity: slots), count: slots)
    }

    deinit {
        claimed.deallocate()
        UnsafeMutableRawPointer(counts.baseAddress!).deallocate()
    }

    @usableFromInline
    func play(_ claim: Range<Int>, control: RunControl) -> ChunkAccumulator? {
        for (i, chunk) in claim.enumerated() { claimed[i] = chunk }
        let mine = UnsafeMutableBufferPointer(rebasing: counts[..<(2 * (outcomeCount + 1) * claim.count)])
        mine.initialize(repeating: 0)
        var accumulator = ChunkAccumulator(outcomeCount: outcomeCount)
        let wagers = playChunk(UnsafeBufferPointer(rebasing: claimed[..<claim.count]), mine, &accumulator)
        control.record(wagers)
        return accumulator
    }
}

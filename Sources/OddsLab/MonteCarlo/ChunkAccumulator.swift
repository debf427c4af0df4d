import CasinoCore
import SeededRuns

/// The integer counters of a Monte Carlo run, for one chunk or any set of chunks.
///
/// Every field is an integer (or the largest of integers), so accumulators add exactly and in any
/// order: the totals of a run are the same whichever thread played which chunk, and a merge of
/// shards equals the unsharded run. Memory is O(outcomes), whatever the number of wagers.
public struct ChunkAccumulator: Hashable, Mergeable {
    /// Wagers played.
    public var wagers: Int = 0
    /// Minutes staked: `wagers · wager`.
    public var minutesWagered: Int128 = 0
    /// Minutes paid back after the cap (0 for a loss, `wager + deltaMinutes` for a win).
    public var minutesPaid: Int128 = 0
    /// Σ paid², for the standard error of the RTP.
    public var sumPaidSquared: Int128 = 0
    /// How many wagers ended in each outcome, indexed like the plan's outcome table.
    public var outcomeCounts: [Int]
    /// The largest capped `deltaMinutes` of a winning wager; nil until a wager wins.
    public var largestWinMinutes: Int?
    /// Wagers whose settlement differed from the preview shown for their outcome.
    public var previewMismatches: Int = 0
    /// Wagers whose win the midnight cap reduced.
    public var capApplications: Int = 0
    /// Wagers that broke a rule: a cap rule (`WagerSettlement.violatesCapRules`) or an engine
    /// returning an outcome index outside its table.
    public var ruleViolations: Int = 0
    /// Each chunk's outcome counts, in chunk order, when the run records them (a shard of a sharded
    /// run does: `merge --audit` replays chosen chunks and compares them); empty otherwise. The
    /// rows add up to `outcomeCounts`.
    public var chunkOutcomeCounts: [[Int]] = []

    /// An empty accumulator for a game with `outcomeCount` outcomes.
    init(outcomeCount: Int) {
        outcomeCounts = Array(repeating: 0, count: outcomeCount)
    }

    /// Adds `other`'s counts to these; both must be for the same outcome table.
    ///
    /// - Complexity: O(outcomes).
    public static func += (lhs: inout ChunkAccumulator, rhs: ChunkAccumulator) {
        precondition(rhs.outcomeCounts.count == lhs.outcomeCounts.count, "accumulators of different games")
        lhs.wagers += rhs.wagers
        lhs.minutesWagered += rhs.minutesWagered
        lhs.minutesPaid += rhs.minutesPaid
        lhs.sumPaidSquared += rhs.sumPaidSquared
        for i in lhs.outcomeCounts.indices { lhs.outcomeCounts[i] += rhs.outcomeCounts[i] }
        if let win = rhs.largestWinMinutes {
            lhs.largestWinMinutes = max(lhs.largestWinMinutes ?? win, win)
        }
        lhs.previewMismatches += rhs.previewMismatches
        lhs.capApplications += rhs.capApplications
        lhs.ruleViolations += rhs.ruleViolations
        if !rhs.chunkOutcomeCounts.isEmpty { lhs.chunkOutcomeCounts += rhs.chunkOutcomeCounts }
    }

    /// Adds a chunk whose wagers all share one wager size and budget, from its outcome counts.
    ///
    /// Each outcome that occurred is settled once through the engine's own path (`GameOutcome`,
    /// then the cap), compared with the preview and checked against the cap rules; the result
    /// counts for every wager with that outcome. That is exactly the per-wager check, because a
    /// settlement is a pure function of (outcome, wager, remainingMinutes, minutesUntilMidnight),
    /// all fixed for the run; `MonteCarloRunner`'s `.eachWager` mode proves it by settling every
    /// wager separately and getting the same bytes.
    ///
    /// - Parameters:
    ///   - counts: wagers per outcome index in this chunk.
    ///   - invalidOutcomes: wagers whose engine returned an index outside the table.
    ///   - table: the settlement inputs of the run.
    /// - Complexity: O(outcomes).
    public mutating func addChunk(counts: UnsafeBufferPointer<Int>, invalidOutcomes: Int, table: SettlementTable) {
        var chunkWagers = invalidOutcomes
        var paid = 0
        var paidSquared = 0
        for index in 0..<counts.count {
            let n = counts[index]
            guard n > 0 else { continue }
            chunkWagers += n
            outcomeCounts[index] += n
            let outcome = GameOutcome(outcomeIndex: index, centi: table.centis[index], wager: table.wager)
            let settled = WagerSettlement(
                outcome, remainingMinutes: table.remainingMinutes,
                minutesUntilMidnight: table.minutesUntilMidnight)
            // Per-chunk sums fit in Int: n ≤ chunk size and paid ≤ RunSpec.maximumMinutes + RunSpec.maximumMinutesUntilMidnight.
            paid += n * settled.paidMinutes
            paidSquared += n * settled.paidMinutes * settled.paidMinutes
            if settled != table.preview[index] { previewMismatches += n }
            if settled.capApplied { capApplications += n }
            if settled.violatesCapRules(
                of: outcome, remainingMinutes: table.remainingMinutes,
                minutesUntilMidnight: table.minutesUntilMidnight)
            {
                ruleViolations += n
            }
            if settled.isWin {
                largestWinMinutes = max(largestWinMinutes ?? settled.deltaMinutes, settled.deltaMinutes)
            }
        }
        ruleViolations += invalidOutcomes
        wagers += chunkWagers
        minutesWagered += Int128(chunkWagers) * Int128(table.wager)
        minutesPaid += Int128(paid)
        sumPaidSquared += Int128(paidSquared)
    }
}

/// What settling a run's outcomes needs, prepared once per run: multipliers, the wager and budget,
/// and the preview the player would be shown.
public struct SettlementTable: Sendable {
    /// The multipliers of the plan's outcome table, by index.
    public var centis: [Centi]
    /// The wager of every round.
    public var wager: Int
    /// The budget every round is placed with.
    public var remainingMinutes: Int
    /// The cap every round is settled under.
    public var minutesUntilMidnight: Int
    /// The preview of every outcome, computed before play.
    @usableFromInline var preview: [WagerSettlement]

    /// Prepares the settlement of `table` under `spec`'s wager and budget.
    @usableFromInline init(table: OutcomeTable, spec: RunSpec) {
        centis = table.centis
        wager = spec.wager
        remainingMinutes = spec.remainingMinutes
        minutesUntilMidnight = spec.minutesUntilMidnight
        preview = makePreview(
            of: table, wager: spec.wager, remainingMinutes: spec.remainingMinutes,
            minutesUntilMidnight: spec.minutesUntilMidnight)
    }
}

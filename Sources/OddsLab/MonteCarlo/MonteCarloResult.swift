import CasinoCore
import Statistics

/// The result of a Monte Carlo run, or of a share of its chunks: the run's inputs, the chunks
/// covered and their integer counters, with the exact values to compare them with.
///
/// A result is a pure function of its stored fields; everything else (RTP, standard errors,
/// frequencies) is derived when it is printed, so a merge of shards prints the same bytes as the
/// unsharded run.
public struct MonteCarloResult: Sendable {
    /// The run's inputs.
    package var spec: RunSpec
    /// The tool and version that produced it; part of the fingerprint.
    package var producer: String
    /// The game's exact outcome table.
    package var outcomeTable: OutcomeTable
    /// The preview of every outcome (what the player is shown; what every wager must be paid).
    package var preview: [WagerSettlement]
    /// The share of the run this result was asked to cover.
    package var shard: Shard
    /// The chunks actually played: all of the shard's, or a leading part if the run was stopped.
    package var chunks: Range<Int>
    /// True when the run was stopped before finishing its shard.
    package var interrupted: Bool
    /// The counters of the chunks played.
    public var totals: ChunkAccumulator

    @usableFromInline init(
        spec: RunSpec, producer: String, outcomeTable: OutcomeTable, preview: [WagerSettlement],
        shard: Shard, chunks: Range<Int>, interrupted: Bool, totals: ChunkAccumulator
    ) {
        self.spec = spec
        self.producer = producer
        self.outcomeTable = outcomeTable
        self.preview = preview
        self.shard = shard
        self.chunks = chunks
        self.interrupted = interrupted
        self.totals = totals
    }

    /// True when the result covers every chunk of the run.
    package var isComplete: Bool { chunks == 0..<spec.chunkCount }

    /// A digest of everything that determines the run's bytes (producer, spec, chunk size and the
    /// outcome table with its preview), as 16 hexadecimal digits. Partial results merge only when
    /// their fingerprints agree.
    ///
    /// FNV-1a over length-prefixed fields: not cryptographic; it guards against mistakes, not forgery.
    package var fingerprint: String {
        var hasher = FingerprintHasher()
        hasher.add("casino-odds simulation")
        hasher.add(producer)
        hasher.add(spec.game.rawValue)
        for option in spec.options {
            hasher.add(option.name)
            hasher.add(option.value)
        }
        for number in [spec.wager, spec.remainingMinutes, spec.minutesUntilMidnight, spec.wagers, spec.chunkSize] {
            hasher.add(String(number))
        }
        hasher.add(String(spec.seed))
        for (outcome, settled) in zip(outcomeTable.outcomes, preview) {
            hasher.add(outcome.label)
            hasher.add(outcome.probability.description)
            hasher.add(String(outcome.centi.hundredths))
            hasher.add("\(settled.paidMinutes) \(settled.deltaMinutes) \(settled.capApplied)")
        }
        return hasher.hexDigest
    }

    // MARK: Derived values

    /// Observed return to player: minutes paid ÷ minutes wagered; nil before any wager.
    package var observedRTP: Double? {
        totals.minutesWagered > 0 ? Double(totals.minutesPaid) / Double(totals.minutesWagered) : nil
    }

    /// The run's payout sums, for the statistics (`RTPEstimate`, z-test).
    var payoutSums: PayoutSums {
        PayoutSums(
            count: UInt64(totals.wagers), totalPaid: UInt128(totals.minutesPaid),
            sumOfSquaredPayouts: UInt128(totals.sumPaidSquared))
    }

    /// The observed RTP with its standard errors (empirical and exact) against the exact RTP at
    /// this wager and budget; nil for fewer than two wagers.
    package var rtpEstimate: RTPEstimate? {
        let moments = exactPaidMoments
        return try? RTPEstimate(
            sums: payoutSums, wager: UInt64(spec.wager), exactRTP: moments.mean, exactSigma: moments.sigma)
    }

    /// The standard error of `observedRTP` from the run's own spread; nil for fewer than two wagers.
    package var observedStandardError: Double? { rtpEstimate?.empiricalStandardError }

    /// The standard error the RTP of `totals.wagers` wagers has in theory (exact σ ÷ √wagers).
    package var exactStandardError: Double? { rtpEstimate?.exactStandardError }

    /// The mean and standard deviation of paid ÷ wager over the exact table, in `Double`.
    var exactPaidMoments: (mean: Double, sigma: Double) {
        let w = Double(spec.wager)
        var mean = 0.0
        for (outcome, settled) in zip(outcomeTable.outcomes, preview) {
            mean += outcome.probability.doubleValue * (Double(settled.paidMinutes) / w)
        }
        var variance = 0.0
        for (outcome, settled) in zip(outcomeTable.outcomes, preview) {
            let deviation = Double(settled.paidMinutes) / w - mean
            variance += outcome.probability.doubleValue * deviation * deviation
        }
        return (mean, variance.squareRoot())
    }

    /// The exact RTP at this wager after floor rounding and the cap: Σ P(outcome) · paid ÷ wager.
    /// Nil if the fraction does not fit in 128 bits.
    package var exactRTP: ExactFraction? {
        var sum = ExactFraction.zero
        for (outcome, settled) in zip(outcomeTable.outcomes, preview) where settled.paidMinutes > 0 {
            guard let term = outcome.probability.multiplied(by: ExactFraction(WideUnsigned(settled.paidMinutes), 1)),
                let next = sum.adding(term)
            else { return nil }
            sum = next
        }
        return sum.multiplied(by: ExactFraction(1, WideUnsigned(spec.wager)))
    }

    /// Wagers that won (paid something back).
    package var wins: Int {
        zip(totals.outcomeCounts, preview).reduce(0) { $0 + ($1.1.isWin ? $1.0 : 0) }
    }

    /// The exact probability that a wager wins; nil if the sum does not fit in 128 bits.
    package var exactHitFrequency: ExactFraction? {
        var sum = ExactFraction.zero
        for (outcome, settled) in zip(outcomeTable.outcomes, preview) where settled.isWin {
            guard let next = sum.adding(outcome.probability) else { return nil }
            sum = next
        }
        return sum
    }
}

/// FNV-1a, 64-bit, over length-prefixed strings, so no two field lists hash the same bytes.
struct FingerprintHasher {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ field: String) { add(Array(field.utf8)) }

    mutating func add(_ bytes: [UInt8]) {
        for byte in Array(String(bytes.count).utf8) + [0x3A] + bytes {
            state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }

    var hexDigest: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension RunSpec {
    /// A 16-hex-digit FNV-1a digest of `bytes`: how a configuration file's contents are recorded
    /// among a run's options (`config = 1f0c…`), so runs with different files never merge.
    package static func digest(of bytes: [UInt8]) -> String {
        var hasher = FingerprintHasher()
        hasher.add(bytes)
        return hasher.hexDigest
    }
}

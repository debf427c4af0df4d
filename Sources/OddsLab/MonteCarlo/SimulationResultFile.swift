import CasinoCore

/// The schema of a simulation result (`casino-odds-simulation/1`, what `simulate --format json`,
/// `simulate --shard` and `merge` print): one type for both sides. The writer (`MonteCarloResult.json`,
/// OddsReports) encodes `SimulationResultFile(result)` with `JSONTreeEncoder`; the reader
/// (`MonteCarloResult(json:name:)`) decodes it with `JSONTreeDecoder` and then checks every field
/// against the others, recomputing what is derived.
///
/// Members are in the order the file prints them. `coverage.shard`/`interrupted` appear only in a
/// partial result, `chunkOutcomeCounts` only in a part of a split run; every other optional
/// prints `null` when it has no value.
package struct SimulationResultFile: Codable, Equatable, Sendable {
    struct Run: Codable, Equatable, Sendable {
        var game: String
        var options: OrderedMembers<String>
        var wager: Int
        var remainingMinutes: Int
        var minutesUntilMidnight: Int
        var seed: UInt64
        var wagers: Int
        var chunkSize: Int
        var chunkCount: Int
    }
    struct Coverage: Codable, Equatable, Sendable {
        var complete: Bool
        var shard: String?
        var interrupted: Bool?
        var chunks: [Int]

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(complete, forKey: .complete)
            if let shard { try c.encode(shard, forKey: .shard) }
            if let interrupted { try c.encode(interrupted, forKey: .interrupted) }
            try c.encode(chunks, forKey: .chunks)
        }
    }
    struct Totals: Codable, Equatable, Sendable {
        var wagers: Int
        var minutesWagered: Int128
        var minutesPaid: Int128
        var sumPaidSquared: Int128
        var wins: Int
        var largestWinMinutes: Int?
        var previewMismatches: Int
        var capApplications: Int
        var ruleViolations: Int
    }
    /// The RTP: observed with its standard error, beside the exact value (a fraction's text).
    struct Rates: Codable, Equatable, Sendable {
        var observed: Double?
        var standardError: Double?
        var exact: String?
        var exactDecimal: Double?
        var exactStandardError: Double?
    }
    struct HitFrequency: Codable, Equatable, Sendable {
        var observed: Double?
        var exact: String?
        var exactDecimal: Double?
    }
    /// One outcome: its multiplier, what it pays at this wager and budget, how often it came up.
    struct Row: Codable, Equatable, Sendable {
        var index: Int
        var label: String
        var centi: Int
        var paidMinutes: Int
        var deltaMinutes: Int
        var capApplied: Bool
        var count: Int
        var frequency: Double?
        var probability: String
        var probabilityDecimal: Double?
        var expectedCount: Double?
    }

    var format: String
    var producer: String
    var fingerprint: String
    var run: Run
    var coverage: Coverage
    var totals: Totals
    var rtp: Rates
    var hitFrequency: HitFrequency
    var outcomes: [Row]
    var chunkOutcomeCounts: [[Int]]?

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(format, forKey: .format)
        try c.encode(producer, forKey: .producer)
        try c.encode(fingerprint, forKey: .fingerprint)
        try c.encode(run, forKey: .run)
        try c.encode(coverage, forKey: .coverage)
        try c.encode(totals, forKey: .totals)
        try c.encode(rtp, forKey: .rtp)
        try c.encode(hitFrequency, forKey: .hitFrequency)
        try c.encode(outcomes, forKey: .outcomes)
        if let chunkOutcomeCounts { try c.encode(chunkOutcomeCounts, forKey: .chunkOutcomeCounts) }
    }
}

extension SimulationResultFile {
    /// The file `result` prints as.
    package init(_ result: MonteCarloResult) {
        let spec = result.spec
        let totals = result.totals
        let n = totals.wagers
        let partial = !result.isComplete
        format = MonteCarloResult.jsonFormat
        producer = result.producer
        fingerprint = result.fingerprint
        run = Run(
            game: spec.game.rawValue, options: OrderedMembers(spec.options.map { ($0.name, $0.value) }),
            wager: spec.wager, remainingMinutes: spec.remainingMinutes,
            minutesUntilMidnight: spec.minutesUntilMidnight, seed: spec.seed, wagers: spec.wagers,
            chunkSize: spec.chunkSize, chunkCount: spec.chunkCount)
        coverage = Coverage(
            complete: !partial, shard: partial ? result.shard.description : nil,
            interrupted: partial ? result.interrupted : nil,
            chunks: [result.chunks.lowerBound, result.chunks.upperBound])
        self.totals = Totals(
            wagers: n, minutesWagered: totals.minutesWagered, minutesPaid: totals.minutesPaid,
            sumPaidSquared: totals.sumPaidSquared, wins: result.wins, largestWinMinutes: totals.largestWinMinutes,
            previewMismatches: totals.previewMismatches, capApplications: totals.capApplications,
            ruleViolations: totals.ruleViolations)
        let exact = result.exactRTP
        rtp = Rates(
            observed: result.observedRTP.finite, standardError: result.observedStandardError.finite,
            exact: exact?.description, exactDecimal: exact?.doubleValue.finite,
            exactStandardError: result.exactStandardError.finite)
        let hits = result.exactHitFrequency
        hitFrequency = HitFrequency(
            observed: n > 0 ? (Double(result.wins) / Double(n)).finite : nil, exact: hits?.description,
            exactDecimal: hits?.doubleValue.finite)
        outcomes = result.outcomeTable.outcomes.indices.map { i in
            let outcome = result.outcomeTable.outcomes[i]
            let settled = result.preview[i]
            let count = totals.outcomeCounts[i]
            return Row(
                index: i, label: outcome.label, centi: outcome.centi.hundredths, paidMinutes: settled.paidMinutes,
                deltaMinutes: settled.deltaMinutes, capApplied: settled.capApplied, count: count,
                frequency: n > 0 ? (Double(count) / Double(n)).finite : nil,
                probability: outcome.probability.description,
                probabilityDecimal: outcome.probability.doubleValue.finite,
                expectedCount: (outcome.probability.doubleValue * Double(n)).finite)
        }
        // A shard's part records each chunk's outcome counts, one row per chunk in chunk order
        // (`merge --audit` replays chosen chunks and compares them); a complete result prints as
        // the unsharded run does, without them.
        chunkOutcomeCounts = partial && result.shard.isSplit ? totals.chunkOutcomeCounts : nil
    }
}

extension Optional where Wrapped == Double {
    /// The value when it is finite; the formats print anything else as `null`.
    var finite: Double? { self.flatMap(\.finite) }
}

extension Double {
    /// The value when it is finite; the formats print anything else as `null`.
    var finite: Double? { isFinite ? self : nil }
}

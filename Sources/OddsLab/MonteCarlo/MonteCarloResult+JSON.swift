import Foundation

extension MonteCarloResult {
    /// The format tag written first in every result; a reader refuses any other.
    public static let jsonFormat = "casino-odds-simulation/1"

    /// The result as JSON: inputs, coverage, integer counters, RTP ± standard error next to the
    /// exact values, and every outcome with its count and exact probability.
    ///
    /// A complete result prints the same bytes however it was produced (any thread count, one run
    /// or merged shards); a partial one adds the shard it covers. Integers too large for a double
    /// are written in full.
    public var json: String {
        var members: [(String, JSONText)] = [
            ("format", .string(MonteCarloResult.jsonFormat)),
            ("producer", .string(producer)),
            ("fingerprint", .string(fingerprint)),
            ("run", .object([
                ("game", .string(spec.game)),
                ("options", .row(spec.options.map { ($0.name, .string($0.value)) })),
                ("wager", .int(spec.wager)),
                ("remainingMinutes", .int(spec.remainingMinutes)),
                ("minutesUntilMidnight", .int(spec.minutesUntilMidnight)),
                ("seed", .int(spec.seed)),
                ("wagers", .int(spec.wagers)),
                ("chunkSize", .int(spec.chunkSize)),
                ("chunkCount", .int(spec.chunkCount)),
            ])),
        ]
        var coverage: [(String, JSONText)] = [("complete", .bool(isComplete))]
        if !isComplete {
            coverage.append(("shard", .string(shard.description)))
            coverage.append(("interrupted", .bool(interrupted)))
        }
        coverage.append(("chunks", .array([.int(chunks.lowerBound), .int(chunks.upperBound)])))
        members.append(("coverage", .object(coverage)))
        members.append(("totals", .object([
            ("wagers", .int(totals.wagers)),
            ("minutesWagered", .int(totals.minutesWagered)),
            ("minutesPaid", .int(totals.minutesPaid)),
            ("sumPaidSquared", .int(totals.sumPaidSquared)),
            ("wins", .int(wins)),
            ("largestWinMinutes", .optional(totals.largestWinMinutes, JSONText.int)),
            ("previewMismatches", .int(totals.previewMismatches)),
            ("capApplications", .int(totals.capApplications)),
            ("ruleViolations", .int(totals.ruleViolations)),
        ])))
        let rtp = exactRTP
        members.append(("rtp", .object([
            ("observed", .double(observedRTP)),
            ("standardError", .double(observedStandardError)),
            ("exact", .optional(rtp) { .string($0.description) }),
            ("exactDecimal", .double(rtp?.doubleValue)),
            ("exactStandardError", .double(exactStandardError)),
        ])))
        let hits = exactHitFrequency
        members.append(("hitFrequency", .object([
            ("observed", .double(totals.wagers > 0 ? Double(wins) / Double(totals.wagers) : nil)),
            ("exact", .optional(hits) { .string($0.description) }),
            ("exactDecimal", .double(hits?.doubleValue)),
        ])))
        let n = totals.wagers
        members.append(("outcomes", .array(outcomeTable.outcomes.indices.map { i in
            let outcome = outcomeTable.outcomes[i]
            let settled = preview[i]
            let count = totals.outcomeCounts[i]
            return .row([
                ("index", .int(i)),
                ("label", .string(outcome.label)),
                ("centi", .int(outcome.centi.hundredths)),
                ("paidMinutes", .int(settled.paidMinutes)),
                ("deltaMinutes", .int(settled.deltaMinutes)),
                ("capApplied", .bool(settled.capApplied)),
                ("count", .int(count)),
                ("frequency", .double(n > 0 ? Double(count) / Double(n) : nil)),
                ("probability", .string(outcome.probability.description)),
                ("probabilityDecimal", .double(outcome.probability.doubleValue)),
                ("expectedCount", .double(outcome.probability.doubleValue * Double(n))),
            ])
        })))
        return JSONText.object(members).rendered
    }

    /// Reads a result written by `json`, checking that it is complete and consistent with its own
    /// fingerprint. `name` (a file name) appears in error messages.
    ///
    /// - Throws: `RunSpecError` with one line naming the file and the problem.
    public init(json data: Data, name: String) throws {
        let file: ResultFile
        do {
            file = try JSONDecoder().decode(ResultFile.self, from: data)
        } catch {
            throw RunSpecError("\(name) is not a casino-odds simulation result (\(ResultFile.describe(error)))")
        }
        guard file.format == MonteCarloResult.jsonFormat else {
            throw RunSpecError("\(name) has format '\(file.format)'; this tool reads '\(MonteCarloResult.jsonFormat)'")
        }
        let spec: RunSpec
        let shard: Shard
        do {
            spec = try RunSpec(
                game: file.run.game,
                options: file.run.options.map { GameOptionValue($0.key, $0.value) },
                wager: file.run.wager, remainingMinutes: file.run.remainingMinutes,
                minutesUntilMidnight: file.run.minutesUntilMidnight, seed: file.run.seed,
                wagers: file.run.wagers, chunkSize: file.run.chunkSize)
            shard = try file.coverage.shard.map { try Shard(parsing: $0) } ?? .whole
        } catch let error as RunSpecError {
            throw RunSpecError("\(name): \(error.message)")
        }
        let bounds = file.coverage.chunks
        guard bounds.count == 2, 0 <= bounds[0], bounds[0] <= bounds[1], bounds[1] <= spec.chunkCount else {
            throw RunSpecError("\(name): coverage.chunks must be [first, end] within 0…\(spec.chunkCount)")
        }
        var outcomes: [Outcome] = []
        var preview: [WagerSettlement] = []
        var totals = ChunkAccumulator(outcomeCount: file.outcomes.count)
        for (i, row) in file.outcomes.enumerated() {
            guard row.index == i, let probability = ExactFraction(parsing: row.probability) else {
                throw RunSpecError("\(name): outcome \(i) is malformed")
            }
            outcomes.append(Outcome(label: row.label, probability: probability, centi: Centi(row.centi)))
            preview.append(WagerSettlement(paidMinutes: row.paidMinutes, deltaMinutes: row.deltaMinutes,
                                           capApplied: row.capApplied, isWin: row.paidMinutes > 0))
            totals.outcomeCounts[i] = row.count
        }
        let t = file.totals
        totals.wagers = t.wagers
        totals.minutesWagered = t.minutesWagered
        totals.minutesPaid = t.minutesPaid
        totals.sumPaidSquared = t.sumPaidSquared
        totals.largestWinMinutes = t.largestWinMinutes
        totals.previewMismatches = t.previewMismatches
        totals.capApplications = t.capApplications
        totals.ruleViolations = t.ruleViolations

        self.init(spec: spec, producer: file.producer, outcomeTable: OutcomeTable(outcomes), preview: preview,
                  shard: shard, chunks: bounds[0]..<bounds[1], interrupted: file.coverage.interrupted ?? false,
                  totals: totals)

        guard fingerprint == file.fingerprint else {
            throw RunSpecError("\(name) was edited or damaged: its fingerprint \(file.fingerprint) does not match its contents (\(fingerprint))")
        }
        guard file.coverage.complete == isComplete else {
            throw RunSpecError("\(name): coverage.complete contradicts coverage.chunks")
        }
        let expectedWagers = spec.wagers(in: chunks)
        let counted = totals.outcomeCounts.reduce(0, +)
        // Every wager of an outcome was paid that outcome's preview (or counted as a mismatch), so
        // the sums follow from the counts unless a wager was mispaid; a damaged file fails here.
        var paid: Int128 = 0
        var paidSquared: Int128 = 0
        for (count, settled) in zip(totals.outcomeCounts, preview) {
            paid += Int128(count) * Int128(settled.paidMinutes)
            paidSquared += Int128(count) * Int128(settled.paidMinutes) * Int128(settled.paidMinutes)
        }
        let sumsAgree = totals.previewMismatches > 0 || (paid == totals.minutesPaid && paidSquared == totals.sumPaidSquared)
        guard totals.wagers == expectedWagers, counted <= totals.wagers, sumsAgree,
              totals.minutesWagered == Int128(totals.wagers) * Int128(spec.wager) else {
            throw RunSpecError("\(name): its totals do not add up to the \(expectedWagers) wagers of chunks \(chunks.lowerBound)..<\(chunks.upperBound)")
        }
    }
}

/// The fields of a result file that a reader needs; derived values are recomputed, not read.
private struct ResultFile: Decodable {
    struct Run: Decodable {
        var game: String
        var options: [String: String]
        var wager: Int
        var remainingMinutes: Int
        var minutesUntilMidnight: Int
        var seed: UInt64
        var wagers: Int
        var chunkSize: Int
    }
    struct Coverage: Decodable {
        var complete: Bool
        var shard: String?
        var interrupted: Bool?
        var chunks: [Int]
    }
    struct Totals: Decodable {
        var wagers: Int
        var minutesWagered: Int128
        var minutesPaid: Int128
        var sumPaidSquared: Int128
        var largestWinMinutes: Int?
        var previewMismatches: Int
        var capApplications: Int
        var ruleViolations: Int
    }
    struct Row: Decodable {
        var index: Int
        var label: String
        var centi: Int
        var paidMinutes: Int
        var deltaMinutes: Int
        var capApplied: Bool
        var count: Int
        var probability: String
    }
    var format: String
    var producer: String
    var fingerprint: String
    var run: Run
    var coverage: Coverage
    var totals: Totals
    var outcomes: [Row]

    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing \((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "bad value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty:
            return "bad value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default:
            return "not valid JSON"
        }
    }
}

extension ExactFraction {
    /// Parses `"numerator/denominator"` as printed by `description`; nil for anything else.
    init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let n = WideUnsigned(parts[0]), let d = WideUnsigned(parts[1]), d > 0 else { return nil }
        self.init(n, d)
    }
}

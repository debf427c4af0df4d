import CasinoCore
import Foundation

extension MonteCarloResult {
    /// The format tag written first in every result; a reader refuses any other.
    static let jsonFormat = "casino-odds-simulation/1"

    /// Reads a result written by `json`, checking that it is complete and consistent with its own
    /// fingerprint. `name` (a file name) appears in error messages.
    ///
    /// - Throws: `InputError` with one line naming the file and the problem.
    package init(json data: Data, name: String) throws {
        let tree = try StrictJSON.value(of: [UInt8](data), maximumValues: MonteCarloResult.maximumValues) {
            InputError(clipping: "\(name) is not a casino-odds simulation result (\($0))")
        }
        try self.init(tree: tree, name: name)
    }

    /// Reads a result from its parsed tree (one element of a certification part's `parts`), with
    /// every check `init(json:name:)` makes: the file is decoded as `SimulationResultFile` (the
    /// schema its writer encodes), then every field is range-checked before any arithmetic and every
    /// figure that follows from others is recomputed and compared.
    ///
    /// - Throws: `InputError` with one line naming `name` and the problem.
    init(tree: JSONValue, name: String) throws {
        let file = try JSONTreeDecoder.decode(SimulationResultFile.self, from: tree) {
            InputError(clipping: "\(name) is not a casino-odds simulation result (\(ResultFileCheck.describe($0)))")
        }
        let check = try ResultFileCheck(file: file, name: name)
        let spec = check.spec
        let (table, outcomeCounts) = try check.outcomeTable()
        // The preview is a pure function of the multipliers, the wager and the budget: recomputed,
        // so a tampered payout cannot stand.
        let preview = makePreview(
            of: table, wager: spec.wager, remainingMinutes: spec.remainingMinutes,
            minutesUntilMidnight: spec.minutesUntilMidnight)
        try check.payouts(against: preview)
        let totals = try check.totals(outcomeCounts: outcomeCounts, preview: preview)
        self.init(
            spec: spec, producer: file.producer, outcomeTable: table, preview: preview,
            shard: check.shard, chunks: check.chunks, interrupted: file.coverage.interrupted ?? false,
            totals: totals)
        try check.coverage(of: self)
    }

    /// A part's per-chunk outcome counts, checked: one row per chunk it covers, each of the
    /// game's outcome count, each count within the chunk's wagers, each row adding up to its
    /// chunk's wagers and the rows adding up to the part's outcome counts. Only a part of a split
    /// run (not a complete result) carries them.
    static func checkedChunkCounts(
        _ rows: [[Int]], chunks: Range<Int>, spec: RunSpec, outcomeCounts: [Int], name: String
    ) throws -> [[Int]] {
        func refuse(_ field: String, _ rule: String) -> InputError { InputError(clipping: "\(name): \(field) \(rule)") }
        guard chunks != 0..<spec.chunkCount else {
            throw refuse("chunkOutcomeCounts", "belong to a part of a split run, not to a complete result")
        }
        guard rows.count == chunks.count else {
            throw refuse(
                "chunkOutcomeCounts",
                "has \(rows.count) rows but the part covers \(chunks.count) chunks (\(chunks.lowerBound)..<\(chunks.upperBound))"
            )
        }
        var sums = Array(repeating: 0, count: outcomeCounts.count)
        for (offset, row) in rows.enumerated() {
            let chunk = chunks.lowerBound + offset
            let wagers = spec.wagersInChunk(chunk)
            guard row.count == outcomeCounts.count else {
                throw refuse(
                    "chunkOutcomeCounts[\(offset)]",
                    "has \(row.count) counts; the game has \(outcomeCounts.count) outcomes")
            }
            var total = 0
            for (i, count) in row.enumerated() {
                guard (0...wagers).contains(count) else {
                    throw refuse(
                        "chunkOutcomeCounts[\(offset)][\(i)]",
                        "must be 0…\(wagers) (chunk \(chunk)'s wagers), got \(count)")
                }
                // A file may name a chunk size up to 10^15 and 65,536 outcomes: checked before it is
                // added, the row's total never passes the chunk's wagers, so neither sum can overflow.
                guard count <= wagers - total else {
                    throw refuse(
                        "chunkOutcomeCounts[\(offset)]", "adds up to more than chunk \(chunk)'s \(wagers) wagers")
                }
                total += count
                sums[i] += count // ≤ the part's wagers, checked against outcomeCounts below
            }
            guard total == wagers else {
                throw refuse(
                    "chunkOutcomeCounts[\(offset)]", "adds up to \(total), not chunk \(chunk)'s \(wagers) wagers")
            }
        }
        if let i = sums.indices.first(where: { sums[$0] != outcomeCounts[$0] }) {
            throw refuse(
                "chunkOutcomeCounts",
                "give outcome \(i) \(sums[i]) wagers but outcomes[\(i)].count is \(outcomeCounts[i])")
        }
        return rows
    }

    /// The most outcome rows a result file may have (the largest game's table is far smaller).
    static let maximumOutcomes = 65_536

    /// The largest result file `merge` reads.
    static let maximumFileBytes = 16 << 20

    /// The most JSON values a result file may hold: 16 per outcome row (a row is an object of 11)
    /// and 4096 for the rest (about 40), plus a part's per-chunk counts. Reading stops there, so a 16 MiB file of `0,0,0,…` costs
    /// a few tens of MB, not the 530 MB its whole tree would.
    static let maximumValues = maximumOutcomes * 16 + 4096 + maximumChunkCountValues

    /// The most per-chunk counts a part may record (`chunkOutcomeCounts`): 2^20, e.g. 61,680 chunks
    /// of Slots' 16 outcomes, a shard of 6.5·10^10 wagers.
    static let maximumChunkCountValues = 1 << 20
}

/// The checks a result file passes before it becomes a `MonteCarloResult`, in the order they run:
/// the run it names, the outcome table, the payouts, the totals, the coverage. A file is
/// untrusted: every integer is range-checked before any arithmetic, so no overflow is reachable.
private struct ResultFileCheck {
    var file: SimulationResultFile
    var name: String
    var spec: RunSpec
    var shard: Shard
    var chunks: Range<Int>
    var expectedWagers: Int

    init(file: SimulationResultFile, name: String) throws {
        self.file = file
        self.name = name
        guard file.format == MonteCarloResult.jsonFormat else {
            throw InputError(
                clipping:
                    "\(name) has format '\(InputQuote.brief(file.format))'; this tool reads '\(MonteCarloResult.jsonFormat)'"
            )
        }
        guard let game = GameKind(rawValue: file.run.game) else {
            throw InputError(
                clipping:
                    "\(name): run.game '\(InputQuote.brief(file.run.game))' is not a game (\(GameRegistry.namesInWords))"
            )
        }
        let refusal = { (error: InputError) in InputError(clipping: "\(name): \(error)") }
        spec = try RunSpec(
            game: game,
            options: file.run.options.members.map { GameOptionValue($0.key, $0.value) },
            wager: file.run.wager, remainingMinutes: file.run.remainingMinutes,
            minutesUntilMidnight: file.run.minutesUntilMidnight, seed: file.run.seed,
            wagers: file.run.wagers, chunkSize: file.run.chunkSize, refusal: refusal)
        shard =
            try file.coverage.shard.map { text throws(InputError) in try Shard(parsing: text, refusal: refusal) }
            ?? .whole
        let bounds = file.coverage.chunks
        guard bounds.count == 2, 0 <= bounds[0], bounds[0] <= bounds[1], bounds[1] <= spec.chunkCount else {
            throw InputError(clipping: "\(name): coverage.chunks must be [first, end] within 0…\(spec.chunkCount)")
        }
        chunks = bounds[0]..<bounds[1]
        expectedWagers = spec.wagers(in: chunks)
    }

    func refuse(_ field: String, _ rule: String) -> InputError {
        InputError(clipping: "\(name): \(field) \(rule)")
    }

    /// The outcome rows as a table, each row range-checked, and their counts; the probabilities
    /// must add up to exactly 1 (with every probability 1/1 a part published an exact RTP of 190 %).
    func outcomeTable() throws -> (OutcomeTable, [Int]) {
        guard file.outcomes.count <= MonteCarloResult.maximumOutcomes else {
            throw refuse("outcomes", "has \(file.outcomes.count) rows; at most \(MonteCarloResult.maximumOutcomes)")
        }
        var outcomes: [Outcome] = []
        for (i, row) in file.outcomes.enumerated() {
            guard row.index == i, let probability = ExactFraction(parsing: row.probability),
                probability.numerator <= probability.denominator
            else {
                throw refuse("outcomes[\(i)]", "is malformed (index or probability)")
            }
            guard (0...DecimalText.maximumCenti).contains(row.centi) else {
                throw refuse("outcomes[\(i)].centi", "must be 0…\(DecimalText.maximumCenti), got \(row.centi)")
            }
            guard (0...expectedWagers).contains(row.count) else {
                throw refuse(
                    "outcomes[\(i)].count", "must be 0…\(expectedWagers) (the part's wagers), got \(row.count)")
            }
            outcomes.append(Outcome(label: row.label, probability: probability, centi: Centi(row.centi)))
        }
        var total: ExactFraction? = .zero
        for outcome in outcomes { total = total?.adding(outcome.probability) }
        guard total == .one else {
            throw refuse(
                "outcomes", "have probabilities that add up to \(total.map { "\($0)" } ?? "more than 1"), not 1")
        }
        return (OutcomeTable(outcomes), file.outcomes.map(\.count))
    }

    /// Each row's pay must be what its multiplier pays at this wager and budget.
    func payouts(against preview: [WagerSettlement]) throws {
        for (i, (row, settled)) in zip(file.outcomes, preview).enumerated()
        where row.paidMinutes != settled.paidMinutes || row.deltaMinutes != settled.deltaMinutes
            || row.capApplied != settled.capApplied
        {
            // Name what differs: a tampered capApplied alone pays the same minutes.
            if row.paidMinutes == settled.paidMinutes && row.deltaMinutes == settled.deltaMinutes {
                throw refuse(
                    "outcomes[\(i)].capApplied",
                    "is \(row.capApplied) but at this wager and budget the cap \(settled.capApplied ? "cuts" : "does not cut") its pay of \(settled.paidMinutes)"
                )
            }
            throw refuse(
                "outcomes[\(i)]",
                "pays \(row.paidMinutes) (delta \(row.deltaMinutes)) but its multiplier pays \(settled.paidMinutes) (delta \(settled.deltaMinutes)) at this wager and budget"
            )
        }
    }

    /// The totals, range-checked and recomputed from the outcome counts, as an accumulator.
    func totals(outcomeCounts: [Int], preview: [WagerSettlement]) throws -> ChunkAccumulator {
        let t = file.totals
        guard t.wagers == expectedWagers else {
            throw refuse(
                "totals.wagers",
                "is \(t.wagers) but chunks \(chunks.lowerBound)..<\(chunks.upperBound) hold \(expectedWagers) wagers")
        }
        for (field, value) in [
            ("previewMismatches", t.previewMismatches), ("capApplications", t.capApplications),
            ("ruleViolations", t.ruleViolations)
        ] where !(0...expectedWagers).contains(value) {
            throw refuse("totals.\(field)", "must be 0…\(expectedWagers), got \(value)")
        }
        // A run whose settlements broke the preview or a rule failed; its sums cannot be checked,
        // and merging it would hide the failure in a clean-looking total.
        if t.previewMismatches > 0 || t.ruleViolations > 0 {
            throw InputError(
                clipping:
                    "\(name) records a failed run (\(t.previewMismatches) preview mismatches, \(t.ruleViolations) rule violations); merge refuses it — rerun that shard and investigate"
            )
        }
        try sums(outcomeCounts: outcomeCounts, preview: preview)
        var totals = ChunkAccumulator(outcomeCount: outcomeCounts.count)
        totals.outcomeCounts = outcomeCounts
        if file.chunkOutcomeCounts == nil && shard.isSplit && chunks != 0..<spec.chunkCount {
            throw refuse("chunkOutcomeCounts", "are missing: a part of a split run records each chunk's outcome counts")
        }
        if let rows = file.chunkOutcomeCounts {
            totals.chunkOutcomeCounts = try MonteCarloResult.checkedChunkCounts(
                rows, chunks: chunks, spec: spec, outcomeCounts: outcomeCounts, name: name)
        }
        totals.wagers = t.wagers
        totals.minutesWagered = t.minutesWagered
        totals.minutesPaid = t.minutesPaid
        totals.sumPaidSquared = t.sumPaidSquared
        totals.largestWinMinutes = t.largestWinMinutes
        totals.previewMismatches = t.previewMismatches
        totals.capApplications = t.capApplications
        totals.ruleViolations = t.ruleViolations
        return totals
    }

    /// The sums the outcome counts give (in `Int128`: each count is at most the part's wagers),
    /// compared with the totals the file states.
    func sums(outcomeCounts: [Int], preview: [WagerSettlement]) throws {
        let t = file.totals
        var counted: Int128 = 0
        var paid: Int128 = 0
        var paidSquared: Int128 = 0
        var capped: Int128 = 0
        var largestWin: Int?
        for (count, settled) in zip(outcomeCounts, preview) {
            counted += Int128(count)
            paid += Int128(count) * Int128(settled.paidMinutes)
            paidSquared += Int128(count) * Int128(settled.paidMinutes) * Int128(settled.paidMinutes)
            if settled.capApplied { capped += Int128(count) }
            if count > 0 && settled.isWin { largestWin = max(largestWin ?? settled.deltaMinutes, settled.deltaMinutes) }
        }
        guard counted == Int128(expectedWagers) else {
            throw refuse("outcomes", "counts add up to \(counted), not the part's \(expectedWagers) wagers")
        }
        guard t.minutesWagered == Int128(expectedWagers) * Int128(spec.wager) else {
            throw refuse(
                "totals.minutesWagered",
                "is \(t.minutesWagered), not wagers × wager = \(Int128(expectedWagers) * Int128(spec.wager))")
        }
        guard t.minutesPaid == paid else {
            throw refuse("totals.minutesPaid", "is \(t.minutesPaid), but the outcome counts pay \(paid)")
        }
        guard t.sumPaidSquared == paidSquared else {
            throw refuse("totals.sumPaidSquared", "is \(t.sumPaidSquared), but the outcome counts give \(paidSquared)")
        }
        guard Int128(t.capApplications) == capped else {
            throw refuse("totals.capApplications", "is \(t.capApplications), but the outcome counts give \(capped)")
        }
        guard t.largestWinMinutes == largestWin else {
            throw refuse(
                "totals.largestWinMinutes",
                "is \(t.largestWinMinutes.map(String.init) ?? "null"), but the outcome counts give \(largestWin.map(String.init) ?? "null")"
            )
        }
    }

    /// The result built from the file must carry the file's fingerprint, and its coverage must be
    /// what its shard covers (the runner marks a part interrupted exactly when it stopped short).
    func coverage(of result: MonteCarloResult) throws {
        guard result.fingerprint == file.fingerprint else {
            throw InputError(
                clipping:
                    "\(name) was edited or damaged: its fingerprint \(InputQuote.brief(file.fingerprint)) does not match its contents (\(result.fingerprint))"
            )
        }
        guard file.coverage.complete == result.isComplete else {
            throw InputError(clipping: "\(name): coverage.complete contradicts coverage.chunks")
        }
        let planned = shard.chunks(ofRunWith: spec.chunkCount)
        guard chunks.lowerBound == planned.lowerBound, chunks.upperBound <= planned.upperBound else {
            throw InputError(
                clipping:
                    "\(name): coverage.chunks \(chunks.lowerBound)..<\(chunks.upperBound) are not what shard \(shard) covers (\(planned.lowerBound)..<\(planned.upperBound))"
            )
        }
        guard result.interrupted == (chunks != planned) else {
            throw InputError(
                clipping:
                    "\(name): coverage.interrupted is \(result.interrupted) but coverage.chunks \(chunks.lowerBound)..<\(chunks.upperBound) \(chunks == planned ? "are" : "are not") all of shard \(shard) (\(planned.lowerBound)..<\(planned.upperBound))"
            )
        }
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing \(InputQuote.brief((context.codingPath + [key]).map(\.stringValue).joined(separator: ".")))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "bad value at \(InputQuote.brief(context.codingPath.map(\.stringValue).joined(separator: ".")))"
        case DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty:
            return "bad value at \(InputQuote.brief(context.codingPath.map(\.stringValue).joined(separator: ".")))"
        default:
            return "not valid JSON"
        }
    }
}

extension ExactFraction {
    /// Parses `"numerator/denominator"` as printed by `description`; nil for anything else.
    init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let n = WideUnsigned(parts[0]), let d = WideUnsigned(parts[1]), d > 0 else {
            return nil
        }
        self.init(n, d)
    }
}

extension MonteCarloResult {
    /// Checks the outcome table against the one the game and options build: a result read from a
    /// file carries its table, and only this comparison stops a forged one (Mines 3 mines 5
    /// reveals paying 5.00x) whose fingerprint was recomputed. Under the default configuration (no
    /// `config` option) the table is rebuilt and compared row by row; a table from a
    /// configuration file cannot be rebuilt without the file and is not checked here.
    ///
    /// - Throws: `InputError`, one line naming `name` and the first row that differs.
    func checkOutcomeTableAgainstDefaults(name: String) throws(InputError) {
        guard !spec.options.contains(where: { $0.name == "config" }) else { return }
        guard let rebuilt = MonteCarloResult.defaultOutcomeTable(game: spec.game, options: spec.options) else {
            throw InputError(
                clipping: "\(name): run.options do not name a \(spec.game) choice of the default configuration")
        }
        let outcomes = outcomeTable.outcomes
        if let i = rebuilt.outcomes.indices.first(where: {
            $0 >= outcomes.count || rebuilt.outcomes[$0] != outcomes[$0]
        }) {
            let want = rebuilt.outcomes[i]
            throw InputError(
                clipping:
                    "\(name): outcomes[\(i)] is not the default \(spec.game) table's row for these options "
                    + "('\(InputQuote.brief(want.label))', probability \(want.probability), \(want.centi))")
        }
        guard rebuilt.outcomes.count == outcomes.count else {
            throw InputError(
                clipping:
                    "\(name): outcomes has \(outcomes.count) rows; the default \(spec.game) table for these options has "
                    + "\(rebuilt.outcomes.count)")
        }
    }

    /// The outcome table of `game` at the recorded `options` under the default configuration, or
    /// nil when the options name no choice of it (an unknown option or value).
    static func defaultOutcomeTable(game: GameKind, options: [GameOptionValue]) -> OutcomeTable? {
        defaultEngine(game: game, options: options)?.outcomeTable
    }

    /// The engine of `game` at the recorded `options` under the default configuration, or nil when
    /// the options name no choice of it.
    static func defaultEngine(game: GameKind, options: [GameOptionValue]) -> AnyGameEngine? {
        var selection = GameSelection(game: game)
        // Each option the game's descriptor reads (`LabGameEngine.selectionOptions`); any other is no choice of it.
        let names = GameRegistry.registered(game)?.selectionOptions.map(\.name) ?? []
        for option in options {
            guard names.contains(option.name) else { return nil }
            selection[option: option.name] = option.value
        }
        return try? GameConfiguration.defaults.configuredGame(for: selection).engine
    }
}

import CasinoCore
import Foundation
import SeededRuns

extension Certification {
    /// Reads a certification part written by `certify --shard i/k`: its header and one simulate part
    /// per choice, each read as `merge` reads a simulate part (`MonteCarloResult(tree:name:)`: range
    /// checks, recomputed totals, its own fingerprint), then checked against the header: choice j
    /// plays on `subRunSeed(of: seed, index: j)` at `wagersPerChoice` wagers, and covers exactly
    /// what shard i/k of its run covers (a relabelled part is refused here).
    ///
    /// - Throws: `InputError`, one line naming `name` and the problem.
    init(json data: Data, name: String) throws {
        let tree = try StrictJSON.value(of: [UInt8](data), maximumValues: Certification.maximumValues) {
            InputError(clipping: "\(name) is not a casino-odds certification part (\($0))")
        }
        guard case .object(let members) = tree else {
            throw InputError(clipping: "\(name) is not a casino-odds certification part (not a JSON object)")
        }
        let header = try JSONTreeDecoder.decode(PartHeader.self, from: .object(members.filter { $0.key != "parts" })) {
            InputError(clipping: "\(name) is not a casino-odds certification part (its header: \($0))")
        }
        guard header.format == Certification.jsonFormat else {
            throw InputError(
                clipping:
                    "\(name) has format '\(InputQuote.brief(header.format))'; this tool reads '\(Certification.jsonFormat)'"
            )
        }
        guard let partsMember = members.first(where: { $0.key == "parts" }),
            case .array(let elements) = partsMember.value
        else { throw InputError(clipping: "\(name): parts must be an array of simulate parts") }
        guard (1...Certification.maximumChoices).contains(header.choices), elements.count == header.choices else {
            throw InputError(clipping: "\(name): parts holds \(elements.count) choices; choices says \(header.choices)")
        }
        guard (1...RunSpec.maximumWagers).contains(header.wagersPerChoice) else {
            throw InputError(clipping: "\(name): wagersPerChoice must be 1…1e15, got \(header.wagersPerChoice)")
        }
        let shard = try Shard(parsing: header.shard) { InputError(clipping: "\(name): shard: \($0)") }
        var results: [MonteCarloResult] = []
        for (j, element) in elements.enumerated() {
            results.append(try Certification.readChoice(element, index: j, of: header, shard: shard, name: name))
        }
        self.init(
            producer: header.producer, seed: header.seed, wagersPerChoice: header.wagersPerChoice, shard: shard,
            results: results)
        guard fingerprint == header.fingerprint else {
            throw InputError(
                clipping:
                    "\(name) was edited or damaged: its fingerprint \(InputQuote.brief(header.fingerprint)) does not match its contents (\(fingerprint))"
            )
        }
    }

    /// Combines the parts of one certification (`certify --shard i/k` for every i of one k) into the
    /// complete certification, exactly as the unsharded run reports it.
    ///
    /// Refuses parts of different certifications (fingerprint), of different splits, a shard given
    /// twice and a shard missing, then merges each choice's parts with `MonteCarloResult.merging`
    /// (which checks the chunks again). Under the default configuration every choice is compared
    /// with the plan rebuilt from the parts' seed and wagers (a relabelled choice is refused), and
    /// with `audit`, `chunksPerPart` chunks of every choice's part are replayed (`MergeAudit`), the
    /// choices side by side on `threads` threads.
    ///
    /// - Throws: `InputError`, one line.
    static func merging(
        _ parts: [(name: String, certification: Certification)], audit chunksPerPart: Int?, threads: Int = 1
    ) throws -> (certification: Certification, audit: MergeAudit.Summary?) {
        guard let first = parts.first else { throw InputError(clipping: "merge needs at least one certification part") }
        let fingerprint = first.certification.fingerprint
        for part in parts.dropFirst() where part.certification.fingerprint != fingerprint {
            let a = first.certification, b = part.certification
            let why =
                a.seed != b.seed
                ? "seed \(b.seed) vs \(a.seed)"
                : a.wagersPerChoice != b.wagersPerChoice
                    ? "wagers per choice \(b.wagersPerChoice) vs \(a.wagersPerChoice)"
                    : a.results.count != b.results.count
                        ? "\(b.results.count) choices vs \(a.results.count)" : "the choices' runs differ"
            throw InputError(clipping: "\(part.name) is from another certification than \(first.name): \(why)")
        }
        _ = try Shard.completeSplit(parts.map { ($0.name, $0.certification.shard) })
        let results = first.certification.results
        let usesFile = results.contains { $0.spec.options.contains { $0.name == "config" } }
        if !usesFile { try checkAgainstTheDefaultOffer(parts, first: first, results: results) }
        var merged: [MonteCarloResult] = []
        var choices: [[(name: String, result: MonteCarloResult)]] = []
        for j in results.indices {
            let choiceParts = parts.map { (name: "\($0.name) choice \(j + 1)", result: $0.certification.results[j]) }
            merged.append(try MonteCarloResult.merging(choiceParts))
            choices.append(choiceParts)
        }
        let summary = try auditSummary(choices, chunksPerPart: chunksPerPart, threads: threads)
        var whole = first.certification
        whole.shard = .whole
        whole.results = merged
        return (whole, summary)
    }

    /// Choice j of a part, read as `merge` reads a simulate part and held to the header: its plan's
    /// seed and wagers, what the part's shard covers, and the part's producer.
    private static func readChoice(
        _ element: JSONValue, index j: Int, of header: CertificationPartHeader, shard: Shard, name: String
    ) throws -> MonteCarloResult {
        let choiceName = "\(name) choice \(j + 1)"
        let result = try MonteCarloResult(tree: element, name: choiceName)
        guard result.spec.seed == RunSeeds.subRunSeed(of: header.seed, index: j),
            result.spec.wagers == header.wagersPerChoice
        else {
            throw InputError(
                clipping:
                    "\(choiceName) is not choice \(j + 1) of this certification (its seed or wagers differ from the plan's)"
            )
        }
        let planned = shard.chunks(ofRunWith: result.spec.chunkCount)
        guard result.chunks == planned, !result.interrupted else {
            throw InputError(
                clipping:
                    "\(choiceName) covers chunks \(result.chunks.lowerBound)..<\(result.chunks.upperBound), not what shard \(shard) covers (\(planned.lowerBound)..<\(planned.upperBound)): the part was relabelled"
            )
        }
        guard result.shard == shard || result.isComplete else {
            throw InputError(
                clipping:
                    "\(choiceName) is shard \(result.shard), the part says \(shard): the part was relabelled")
        }
        guard result.producer == header.producer else {
            throw InputError(clipping: "\(choiceName) was made by another producer than the part")
        }
        return result
    }

    /// Under the default configuration: every choice of the parts is the default offer's, rebuilt from
    /// the first part's seed and wagers, and plays its outcome table.
    private static func checkAgainstTheDefaultOffer(
        _ parts: [(name: String, certification: Certification)], first: (name: String, certification: Certification),
        results: [MonteCarloResult]
    ) throws {
        let plan = try CertificationPlan(
            configuration: .defaults, configurationDigest: nil, seed: first.certification.seed,
            wagersPerChoice: first.certification.wagersPerChoice,
            chunkSize: results.first?.spec.chunkSize ?? RunSpec.standardChunkSize)
        guard plan.choices.count == results.count else {
            throw InputError(
                clipping:
                    "\(first.name) holds \(results.count) choices; the default offer has \(plan.choices.count)")
        }
        for (j, (choice, result)) in zip(plan.choices, results).enumerated() where choice.spec != result.spec {
            throw InputError(
                clipping:
                    "\(first.name) choice \(j + 1) is '\(InputQuote.brief(Certification.label(result.spec)))' at \(result.spec.wager) min; the default offer's is '\(Certification.label(choice.spec))' at \(choice.spec.wager) min"
            )
        }
        for part in parts {
            for (j, result) in part.certification.results.enumerated() {
                try result.checkOutcomeTableAgainstDefaults(name: "\(part.name) choice \(j + 1)")
            }
        }
    }

    /// With `audit`, `chunksPerPart` chunks of every choice's parts replayed (`MergeAudit`), the
    /// choices side by side on `threads` threads, their summaries added up; nil without.
    private static func auditSummary(
        _ choices: [[(name: String, result: MonteCarloResult)]], chunksPerPart: Int?, threads: Int
    ) throws -> MergeAudit.Summary? {
        guard let chunksPerPart else { return nil }
        var summary: MergeAudit.Summary?
        // The choices' audits are independent: replayed side by side on every core, reported in
        // choice order (the first refused choice is named, whatever the thread count).
        let audited = ChunkedRunner.run(
            choices.indices, threads: max(1, threads), control: RunControl(),
            empty: ChunkResults<Swift.Result<MergeAudit.Summary, InputError>>()
        ) { j, _ in
            do {
                return ChunkResults([.success(try MergeAudit.audit(choices[j], chunksPerPart: chunksPerPart))])
            } catch let error as InputError {
                return ChunkResults([.failure(error)])
            } catch {
                return ChunkResults([.failure(InputError(clipping: "\(error)"))])
            }
        }
        for outcome in try audited.whole().elements {
            let done = try outcome.get()
            summary = MergeAudit.Summary(
                chunksReplayed: (summary?.chunksReplayed ?? 0) + done.chunksReplayed,
                chunksInParts: (summary?.chunksInParts ?? 0) + done.chunksInParts,
                choiceSeed: summary?.choiceSeed ?? done.choiceSeed)
        }
        return summary
    }

    /// True when `bytes` start as a certification part does (its format is the first member written),
    /// so `merge` can tell a certification part from a simulate part without reading it twice.
    static func looksLikePart(_ bytes: [UInt8]) -> Bool {
        let prefix = String(decoding: bytes.prefix(200), as: UTF8.self)
        return prefix.contains("\"\(jsonFormat)\"")
    }
}

/// The schema of a certification part's header (`casino-odds-certification/1`), written by
/// `Certification.json` (OddsReports) and read back by `Certification(json:name:)`; the part's
/// `parts` follow it, each a `SimulationResultFile`.
package struct CertificationPartHeader: Codable, Equatable, Sendable {
    var format: String
    var producer: String
    var fingerprint: String
    var seed: UInt64
    var wagersPerChoice: Int
    var choices: Int
    var shard: String

    /// The header `part` prints.
    package init(_ part: Certification) {
        (format, producer, fingerprint, seed) = (Certification.jsonFormat, part.producer, part.fingerprint, part.seed)
        (wagersPerChoice, choices, shard) = (part.wagersPerChoice, part.results.count, part.shard.description)
    }
}

/// The reader's name for the header's schema.
private typealias PartHeader = CertificationPartHeader

import CasinoCore
import Foundation
import SeededRuns

/// One shard of a `check` run (`check --shard i/k`): the Monte Carlo results of the suite's cases
/// `⌊(i−1)·n/k⌋ ..< ⌊i·n/k⌋` (n cases), each complete, for `merge` to assemble into the report the
/// unsharded run prints (Docs/scaling.md, "Sharded check").
///
/// Only the sampled half is split: the exact half (decision proofs, payout derivations, the floor
/// gate) is a function of the configuration and is computed again by the merge, as by the run.
package struct CheckPart: Sendable {
    /// The format tag written first in every check part.
    static let jsonFormat = "casino-odds-check-part/1"
    /// The producer every case's run records (`FairnessCheck.run`).
    static let caseProducer = "casino-odds check"
    /// The largest check part `merge` reads.
    static let maximumFileBytes = 64 << 20

    var producer: String
    var seed: UInt64
    var wagersPerCase: Int
    /// The policy floor, as `--return-floor` reads it.
    var returnFloor: String
    /// The cases of the whole suite.
    var caseCount: Int
    var shard: Shard
    /// One per case of `cases`, in order.
    package var results: [MonteCarloResult]

    /// The cases this part holds.
    var cases: Range<Int> { shard.chunks(ofRunWith: caseCount) }

    /// A digest of the part: the run's inputs, its shard and every case's result (its fingerprint,
    /// coverage and outcome counts), as 16 hexadecimal digits.
    var fingerprint: String {
        var hasher = FingerprintHasher()
        hasher.add("casino-odds check part")
        hasher.add(producer)
        hasher.add(String(seed))
        hasher.add(String(wagersPerCase))
        hasher.add(returnFloor)
        hasher.add(String(caseCount))
        hasher.add(shard.description)
        for result in results {
            hasher.add(result.fingerprint)
            hasher.add(result.totals.outcomeCounts.map(String.init).joined(separator: " "))
        }
        return hasher.hexDigest
    }

    /// The first input in which two parts' runs differ, or nil when they are parts of one run.
    func difference(from other: CheckPart) -> String? {
        if producer != other.producer { return "producer \(InputQuote.brief(other.producer)) vs \(producer)" }
        if seed != other.seed { return "seed \(other.seed) vs \(seed)" }
        if wagersPerCase != other.wagersPerCase { return "wagers per case \(other.wagersPerCase) vs \(wagersPerCase)" }
        if returnFloor != other.returnFloor { return "return floor \(other.returnFloor) vs \(returnFloor)" }
        if caseCount != other.caseCount { return "\(other.caseCount) cases vs \(caseCount)" }
        return nil
    }

    /// Reads a check part written by `check --shard i/k`; each case's result is read as `merge`
    /// reads a simulate part (range checks, recomputed totals, its own fingerprint).
    ///
    /// - Throws: `InputError`, one line naming `name` and the problem.
    init(json data: Data, name: String) throws {
        let tree = try StrictJSON.value(of: [UInt8](data), maximumValues: Certification.maximumValues) {
            InputError(clipping: "\(name) is not a casino-odds check part (\($0))")
        }
        guard case .object(let members) = tree else {
            throw InputError(clipping: "\(name) is not a casino-odds check part (not a JSON object)")
        }
        let header = try JSONTreeDecoder.decode(
            CheckPartHeader.self, from: .object(members.filter { $0.key != "results" })
        ) { InputError(clipping: "\(name) is not a casino-odds check part (its header: \($0))") }
        guard header.format == CheckPart.jsonFormat else {
            throw InputError(
                clipping:
                    "\(name) has format '\(InputQuote.brief(header.format))'; this tool reads '\(CheckPart.jsonFormat)'"
            )
        }
        guard (1...Certification.maximumChoices).contains(header.cases) else {
            throw InputError(clipping: "\(name): cases must be 1…\(Certification.maximumChoices), got \(header.cases)")
        }
        guard (1...RunSpec.maximumWagers).contains(header.wagersPerCase) else {
            throw InputError(clipping: "\(name): wagersPerCase must be 1…1e15, got \(header.wagersPerCase)")
        }
        let shard = try Shard(parsing: header.shard) { InputError(clipping: "\(name): shard: \($0)") }
        guard let member = members.first(where: { $0.key == "results" }), case .array(let elements) = member.value
        else {
            throw InputError(clipping: "\(name): results must be an array of the cases' results")
        }
        let cases = shard.chunks(ofRunWith: header.cases)
        guard elements.count == cases.count else {
            throw InputError(
                clipping:
                    "\(name): results holds \(elements.count) cases; shard \(shard) of \(header.cases) cases holds \(cases.count)"
            )
        }
        var results: [MonteCarloResult] = []
        for (offset, element) in elements.enumerated() {
            let caseName = "\(name) case \(cases.lowerBound + offset + 1)"
            let result = try MonteCarloResult(tree: element, name: caseName)
            guard result.isComplete, result.producer == CheckPart.caseProducer else {
                throw InputError(clipping: "\(caseName) is not a finished check case (every case's run is whole)")
            }
            results.append(result)
        }
        self.init(
            producer: header.producer, seed: header.seed, wagersPerCase: header.wagersPerCase,
            returnFloor: header.returnFloor, caseCount: header.cases, shard: shard, results: results)
        guard fingerprint == header.fingerprint else {
            throw InputError(
                clipping:
                    "\(name) was edited or damaged: its fingerprint \(InputQuote.brief(header.fingerprint)) does not match its contents (\(fingerprint))"
            )
        }
    }

    init(
        producer: String, seed: UInt64, wagersPerCase: Int, returnFloor: String, caseCount: Int, shard: Shard,
        results: [MonteCarloResult]
    ) {
        self.producer = producer
        self.seed = seed
        self.wagersPerCase = wagersPerCase
        self.returnFloor = returnFloor
        self.caseCount = caseCount
        self.shard = shard
        self.results = results
    }

    /// Assembles the parts of one `check --shard i/k` run (every i of one k) into the report the
    /// unsharded run makes under the default configuration: parts of one run, no shard twice, none
    /// missing, and every case's result exactly the run its place in the suite plays (game,
    /// options, wager, budget, seed, wagers, outcome table), so a part relabelled as another shard
    /// is refused. The exact half (floor gate, decision proofs, derivations) is computed here.
    ///
    /// - Throws: `InputError`, one line.
    static func merging(_ parts: [(name: String, part: CheckPart)], threads: Int) throws -> CheckReport {
        guard let first = parts.first else { throw InputError(clipping: "merge needs at least one check part") }
        for other in parts.dropFirst() {
            if let why = first.part.difference(from: other.part) {
                throw InputError(clipping: "\(other.name) is from another check run than \(first.name): \(why)")
            }
        }
        let order = try Shard.completeSplit(parts.map { ($0.name, $0.part.shard) })
        // `--return-floor`'s grammar (`ReturnFloor(parsing:)`), refused in the part's own words.
        guard case .success(let ppm) = DecimalText.perMillion(first.part.returnFloor), (0...1_000_000).contains(ppm)
        else {
            throw InputError(
                clipping:
                    "\(first.name): returnFloor \(InputQuote.brief(first.part.returnFloor)) is not a fraction 0…1")
        }
        let floorGate = try FloorGate(configuration: .defaults, policyFloor: ReturnFloor(perMillion: ppm))
        let suite = try CheckSuite(configuration: .defaults, offer: floorGate.offer)
        guard suite.cases.count == first.part.caseCount else {
            throw InputError(
                clipping:
                    "\(first.name) is of a suite of \(first.part.caseCount) cases; the default configuration's has \(suite.cases.count) (check \(option: .shard) runs the default configuration)"
            )
        }
        let plan = suite.plan(wagersPerCase: first.part.wagersPerCase)
        var results: [CaseResult] = []
        for position in order {
            let (name, part) = parts[position]
            for (offset, result) in part.results.enumerated() {
                let i = part.cases.lowerBound + offset
                let checkCase = suite.cases[i]
                let expected = try checkCase.runSpec(
                    seed: CheckSuite.caseSeed(runSeed: part.seed, caseIndex: i), wagers: part.wagersPerCase)
                guard result.spec == expected else {
                    throw InputError(
                        clipping:
                            "\(name) case \(i + 1) is not the suite's case \(i + 1) (\(checkCase.game.title) at \(checkCase.wager) min on its own seed): the part was relabelled"
                    )
                }
                try result.checkOutcomeTableAgainstDefaults(name: "\(name) case \(i + 1)")
                results.append(
                    FairnessCheck.evaluate(checkCase, run: result, policy: plan.policy, odds: plan.entries[i].odds))
            }
        }
        return CheckReport(
            seed: first.part.seed, plan: plan, results: results, floorGate: floorGate,
            exactGate: ExactGate(cases: suite.cases, threads: max(1, threads)))
    }

    /// True when `bytes` start as a check part does.
    static func looksLikePart(_ bytes: [UInt8]) -> Bool {
        String(decoding: bytes.prefix(200), as: UTF8.self).contains("\"\(jsonFormat)\"")
    }
}

/// The schema of a check part's header (`casino-odds-check-part/1`), written by `CheckPart.json`
/// (OddsReports) and read back by `CheckPart(json:name:)`; the part's `results` follow it, each a
/// `SimulationResultFile`.
package struct CheckPartHeader: Codable, Equatable, Sendable {
    var format: String
    var producer: String
    var fingerprint: String
    var seed: UInt64
    var wagersPerCase: Int
    var returnFloor: String
    var cases: Int
    var shard: String

    /// The header `part` prints.
    package init(_ part: CheckPart) {
        (format, producer, fingerprint, seed) = (CheckPart.jsonFormat, part.producer, part.fingerprint, part.seed)
        (wagersPerCase, returnFloor, cases, shard) =
            (part.wagersPerCase, part.returnFloor, part.caseCount, part.shard.description)
    }
}

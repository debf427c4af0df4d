import CasinoCore
import Foundation

/// `merge`: the partial results of a sharded `simulate` run combined into the run's result.
public struct MergeRequest: Sendable {
    /// The partial results' paths.
    var parts: [String]
    /// The tool that merges (`casino-odds 0.7.0`): it merges only parts it made itself.
    var producer: String
    /// Chunks of each part to replay (`--audit K`); nil for none.
    var audit: Int?

    /// Refuses an empty list, an audit of fewer than 1 chunk and `--output-dir` (a folder is a certification's).
    public init(parts: [String], producer: String, audit: Int? = nil, hasOutputDir: Bool = false) throws {
        if parts.isEmpty { throw InputError("give the partial results to merge") }
        if hasOutputDir {
            throw InputError(
                "\(option: .outputDir) is for certification parts (certify \(option: .shard)); a simulate merge writes \(option: .output)"
            )
        }
        if let audit, audit < 1 { throw InputError("\(option: .audit): give at least 1 chunk per part, got \(audit)") }
        self.parts = parts
        self.producer = producer
        self.audit = audit
    }

    /// Reads every part (strictly, against the default tables) and merges them: one run, no chunk
    /// twice, none missing, every part this tool's own; with `audit`, then replays chosen chunks of
    /// every part (`MergeAudit`).
    package func run() throws -> (result: MonteCarloResult, audit: MergeAudit.Summary?) {
        var results: [(name: String, result: MonteCarloResult)] = []
        for path in parts {
            let (name, bytes) = try MergeParts.read(path, limit: MonteCarloResult.maximumFileBytes)
            let result = try MonteCarloResult(json: Data(bytes), name: name)
            try result.checkOutcomeTableAgainstDefaults(name: name)
            // What this tool never writes: another producer (a relabelled part, or one this
            // version's engines cannot vouch for) and a chunk size `simulate` does not use.
            try MergeParts.checkProducer(result.producer, of: name, is: producer)
            guard result.spec.chunkSize == RunSpec.standardChunkSize else {
                throw InputError(
                    "\(name): run.chunkSize \(result.spec.chunkSize) is not the \(RunSpec.standardChunkSize) simulate plays in"
                )
            }
            results.append((name: name, result: result))
        }
        let merged = try MonteCarloResult.merging(results)
        return (merged, try audit.map { try MergeAudit.audit(results, chunksPerPart: $0) })
    }
}

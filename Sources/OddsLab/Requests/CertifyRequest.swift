import CasinoCore
import Foundation
import SeededRuns

/// `certify`: every offered choice played at N wagers and compared with its exact return (or one
/// shard of that run, a part for `merge`). See `CertificationPlan`.
public struct CertifyRequest: Sendable {
    /// The wagers each choice plays in a default run: 2²² = 4,194,304 (4 chunks), 1.08·10⁹ wagers
    /// over the default offer's 258 choices, a few seconds on two cores (Docs/scaling.md; give
    /// `--wagers 16777216` for a split into 16 tasks with a chunk of every choice each).
    public static let defaultWagers = "4194304"

    var plan: CertificationPlan
    /// The shard to play; `.whole` for the whole certification.
    package var shard: Shard
    var threads: Threads
    /// Who made the result (the tool and its version), recorded in it.
    var producer: String

    /// Reads and checks the inputs: the outputs (a part goes to a file, a table to a file or a folder), the threads, `wagers` per choice (`WagerCount`), `shard` (`i/k`),
    /// the configuration (a `--config` file's digest joins every run's identity).
    package init(
        config: String?, wagers: String, seed: Seed, threads: Int?, shard: String?, producer: String,
        hasOutput: Bool = false, hasOutputDir: Bool = false
    ) throws {
        self.threads = try Threads(threads)
        let count = try WagerCount(parsing: wagers, option: .wagers)
        self.shard = try shard.map { try Shard(parsing: $0) { InputError("\(option: .shard): \($0)") } } ?? .whole
        if self.shard.isSplit && hasOutputDir {
            throw InputError(
                "\(option: .shard) writes a part (JSON, to \(option: .output)); merge the parts into \(option: .outputDir)"
            )
        }
        if !self.shard.isSplit && hasOutput && hasOutputDir {
            throw InputError("give \(option: .output) (the Markdown) or \(option: .outputDir) (the folder), not both")
        }
        let file = try GameFlags(config: config).configurationFile()
        // No game option is given: a refusal is the configuration's own (`path: value rule`), never a flag's.
        plan = try CertificationPlan(
            configuration: file?.configuration ?? .defaults, configurationDigest: file?.digest, seed: seed.value,
            wagersPerChoice: count.value)
        if plan.choices.isEmpty { throw InputError("the configuration offers no choice: there is nothing to certify") }
        self.producer = producer
    }

    /// The wagers this request plays over all choices, if they fit in an Int.
    public var wagersToPlay: Int { plan.wagers(in: shard) }

    /// Plays the certification (or its shard).
    ///
    /// - Throws: `CommandInterrupted` after a stop (nothing is written).
    package func run(control: RunControl) throws -> Certification {
        guard
            let result = plan.run(producer: producer, shard: shard, threads: threads.count, control: control)
        else { throw CommandInterrupted(kept: "nothing was written (a certification is written whole or not at all)") }
        return result
    }
}

/// `merge` of certification parts: the parts of a sharded `certify` run combined into its table.
package struct CertifyMergeRequest: Sendable {
    var parts: [String]
    var producer: String
    var audit: Int?
    /// The chunk size every part must be played in: `RunSpec.standardChunkSize`, what `certify` plays
    /// in; tests merge small runs cut into smaller chunks.
    var chunkSize: Int

    package init(
        parts: [String], producer: String, audit: Int?, givesFormat: Bool = false,
        chunkSize: Int = RunSpec.standardChunkSize
    ) throws {
        if let audit, audit < 1 { throw InputError("\(option: .audit): give at least 1 chunk per part, got \(audit)") }
        if givesFormat {
            throw InputError(
                "\(option: .format) is for simulate parts; a certification merges into Markdown (\(option: .output)) or a folder (\(option: .outputDir))"
            )
        }
        self.parts = parts
        self.producer = producer
        self.audit = audit
        self.chunkSize = chunkSize
    }

    /// True when the first of `paths` starts as a certification part does (it is read as one then;
    /// anything else, an unreadable file included, is merged as simulate parts, which say what is wrong).
    package static func looksLikeCertification(_ paths: [String]) -> Bool {
        MergeParts.head(paths).map(Certification.looksLikePart) ?? false
    }

    /// Reads every part (strictly) and merges them (`Certification.merging`), with the files' SHA-256
    /// digests in the order given, which the merged folder records.
    package func run() throws -> (
        certification: Certification, audit: MergeAudit.Summary?, parts: [CertificationPartRecord]
    ) {
        var read: [(name: String, certification: Certification)] = []
        var records: [CertificationPartRecord] = []
        for path in parts {
            let (name, bytes) = try MergeParts.read(path, limit: Certification.maximumFileBytes)
            let certification = try Certification(json: Data(bytes), name: name)
            try MergeParts.checkProducer(certification.producer, of: name, is: producer)
            for result in certification.results where result.spec.chunkSize != chunkSize {
                throw InputError(
                    "\(name): run.chunkSize \(result.spec.chunkSize) is not the \(chunkSize) certify plays in")
            }
            read.append((name, certification))
            records.append(
                CertificationPartRecord(
                    file: (path as NSString).lastPathComponent, shard: certification.shard,
                    fingerprint: certification.fingerprint, sha256: SHA256.hash(bytes).description,
                    wagers: certification.wagersPlayed))
        }
        let (merged, summary) = try Certification.merging(read, audit: audit, threads: try Threads(nil).count)
        return (merged, summary, records.sorted { $0.shard.index < $1.shard.index })
    }
}

/// One part a merged certification was assembled from, as the merged folder records it.
package struct CertificationPartRecord: Sendable, Hashable {
    /// The file's name (without its folder).
    package var file: String
    package var shard: Shard
    /// The certification's fingerprint the part carries.
    package var fingerprint: String
    /// SHA-256 of the file's bytes.
    package var sha256: String
    /// Wagers the part played over all choices.
    package var wagers: Int
}

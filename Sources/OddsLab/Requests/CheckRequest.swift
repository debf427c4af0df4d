import CasinoCore
import Foundation
import SeededRuns

/// `check`: the fairness gate, or with `listOnly` its suite, power and false-alarm rate.
public struct CheckRequest: Sendable {
    /// The suite printed (`--list`), or the report of the run.
    package enum Result: Sendable {
        case plan(CheckPlan)
        case report(CheckReport)
        /// A shard's part (`--shard i/k`), for `merge`.
        case part(CheckPart)
    }

    var suite: CheckSuite
    var floorGate: FloorGate
    var wagersPerCase: Int
    var seed: Seed
    var threads: Threads
    var listOnly: Bool
    /// The shard of the suite's cases to play (`--shard i/k`); `.whole` for the whole run.
    var shard: Shard
    /// The policy floor as given (or its default), recorded in a part.
    var returnFloorText: String
    /// Who makes a part (the tool and its version), recorded in it.
    var producer: String

    /// `--return-floor` when left out, as its grammar writes it (`0.95`).
    public static var defaultReturnFloor: String { ReturnFloor.defaults.fractionText }

    /// Reads and checks the inputs: the threads; `--list` with an output it would not write; the
    /// wagers per case (`WagerCount`), the configuration, the policy floor (0…1; nil: `ReturnFloor.defaults`).
    public init(
        wagers: String, seed: Seed, config: String?, returnFloor: String?, threads: Int?, listOnly: Bool,
        writesJUnit: Bool, printsJSON: Bool, shard: String? = nil, producer: String = "casino-odds"
    ) throws {
        self.threads = try Threads(threads)
        self.shard = try shard.map { try Shard(parsing: $0) { InputError("\(option: .shard): \($0)") } } ?? .whole
        if self.shard.isSplit {
            // A part holds the cases' runs only: the verdicts come from merge, under the defaults.
            if listOnly { throw InputError("\(option: .list) plays nothing, so it has no \(option: .shard)") }
            if writesJUnit {
                throw InputError(
                    "\(option: .shard) writes a part (JSON); the verdicts and \(option: .junit) come from the unsharded run or merge"
                )
            }
            if printsJSON {
                throw InputError(
                    "\(option: .shard) writes a part, which is JSON whatever \(option: .format) says: leave \(option: .format) out"
                )
            }
            if config != nil {
                throw InputError(
                    "\(option: .shard) runs the default configuration (merge rebuilds its suite): leave \(option: .config) out"
                )
            }
        }
        // --list plays nothing and prints the suite as a table: a JUnit file or JSON it would not write.
        if listOnly && writesJUnit {
            throw InputError("\(option: .list) plays nothing, so it writes no \(option: .junit) file")
        }
        if listOnly && printsJSON {
            throw InputError("\(option: .list) prints the suite as a table; it takes no \(option: .format)")
        }
        wagersPerCase = try WagerCount(parsing: wagers, option: .wagers).value
        let configuration =
            try config.map { path throws(InputError) in try GameConfiguration.load(path: path) } ?? .defaults
        let policyFloor = try returnFloor.map { text throws(InputError) in try ReturnFloor(parsing: text) } ?? .defaults
        floorGate = try FloorGate(configuration: configuration, policyFloor: policyFloor)
        suite = try CheckSuite(configuration: configuration, offer: floorGate.offer)
        self.seed = seed
        self.listOnly = listOnly
        self.returnFloorText = policyFloor.fractionText
        self.producer = producer
    }

    /// Wagers the run plays in all; nil when too many to count.
    public var totalWagers: Int? {
        let total = shard.chunks(ofRunWith: suite.cases.count).count.multipliedReportingOverflow(by: wagersPerCase)
        return total.overflow ? nil : total.partialValue
    }

    /// Plays the suite (or, with `listOnly`, only plans it).
    package func run(control: RunControl) throws -> Result {
        if listOnly { return .plan(suite.plan(wagersPerCase: wagersPerCase)) }
        if shard.isSplit {
            let results = try suite.playCases(
                shard.chunks(ofRunWith: suite.cases.count), seed: seed.value, wagersPerCase: wagersPerCase,
                threads: threads.count, plan: suite.plan(wagersPerCase: wagersPerCase), control: control,
                kept: "no part was written")
            return .part(
                CheckPart(
                    producer: producer, seed: seed.value, wagersPerCase: wagersPerCase,
                    returnFloor: returnFloorText, caseCount: suite.cases.count, shard: shard,
                    results: results.map(\.run)))
        }
        return .report(
            try suite.run(
                seed: seed.value, wagersPerCase: wagersPerCase, threads: threads.count, floorGate: floorGate,
                control: control, kept: "no check finished, nothing was written"))
    }
}

/// `merge` of check parts: the parts of a sharded `check` run assembled into its report.
package struct CheckMergeRequest: Sendable {
    var parts: [String]
    var producer: String
    var threads: Threads

    /// Refuses what a check merge would ignore: `--audit` (each case is checked against the suite
    /// instead) and `--output-dir`.
    package init(parts: [String], producer: String, audit: Int?, hasOutputDir: Bool) throws {
        if audit != nil {
            throw InputError(
                "\(option: .audit) replays simulate and certify parts; a check part's cases are each checked against the suite"
            )
        }
        if hasOutputDir {
            throw InputError(
                "\(option: .outputDir) is for certification parts; a check merge prints (or writes \(option: .output))")
        }
        self.parts = parts
        self.producer = producer
        self.threads = try Threads(nil)
    }

    /// True when the first of `paths` starts as a check part does.
    package static func looksLikeCheck(_ paths: [String]) -> Bool {
        MergeParts.head(paths).map(CheckPart.looksLikePart) ?? false
    }

    /// Reads every part and assembles the report (`CheckPart.merging`).
    package func run() throws -> CheckReport {
        var read: [(name: String, part: CheckPart)] = []
        for path in parts {
            let (name, bytes) = try MergeParts.read(path, limit: CheckPart.maximumFileBytes)
            let part = try CheckPart(json: Data(bytes), name: name)
            try MergeParts.checkProducer(part.producer, of: name, is: producer)
            read.append((name, part))
        }
        return try CheckPart.merging(read, threads: threads.count)
    }
}

extension CheckReport {
    /// The failing checks, one per line, as the tool ends with them (exit 1); nil when all pass.
    public var failure: CheckFailed? {
        let failures = self.failures
        guard !failures.isEmpty else { return nil }
        return CheckFailed(
            summary: "\(failures.count) of \(items.count) checks failed:\n"
                + failures.map { "  " + $0.summary }.joined(separator: "\n"))
    }
}

import CasinoCore
import SeededRuns

/// `check`: the fairness gate, or with `listOnly` its suite, power and false-alarm rate.
public struct CheckRequest: Sendable {
    /// The suite printed (`--list`), or the report of the run.
    package enum Result: Sendable {
        case plan(CheckPlan)
        case report(CheckReport)
    }

    package var suite: CheckSuite
    package var floorGate: FloorGate
    public var wagersPerCase: Int
    public var seed: Seed
    public var threads: Threads
    public var listOnly: Bool

    /// `--return-floor` when left out, as its grammar writes it (`0.95`).
    public static var defaultReturnFloor: String { ReturnFloor.defaults.fractionText }

    /// Reads and checks the inputs: the threads; `--list` with an output it would not write; the
    /// wagers per case (`WagerCount`), the configuration, the policy floor (0…1; nil: `ReturnFloor.defaults`).
    public init(
        wagers: String, seed: Seed, config: String?, returnFloor: String?, threads: Int?, listOnly: Bool,
        writesJUnit: Bool, printsJSON: Bool
    ) throws {
        self.threads = try Threads(threads)
        // --list plays nothing and prints the suite as a table: a JUnit file or JSON it would not write.
        if listOnly && writesJUnit { throw InputError("--list plays nothing, so it writes no --junit file") }
        if listOnly && printsJSON { throw InputError("--list prints the suite as a table; it takes no --format") }
        do {
            wagersPerCase = try WagerCount(parsing: wagers).value
        } catch let error as RunSpecError {
            throw InputError("--wagers: \(error.message)")
        }
        let configuration =
            try config.map { path throws(OptionFileError) in try GameConfiguration.load(path: path) } ?? .defaults
        let policyFloor = try returnFloor.map { text throws(InputError) in try ReturnFloor(parsing: text) } ?? .defaults
        floorGate = try FloorGate(configuration: configuration, policyFloor: policyFloor)
        suite = try CheckSuite(configuration: configuration, offer: floorGate.offer)
        self.seed = seed
        self.listOnly = listOnly
    }

    /// Wagers the run plays in all; nil when too many to count.
    public var totalWagers: Int? {
        let total = suite.cases.count.multipliedReportingOverflow(by: wagersPerCase)
        return total.overflow ? nil : total.partialValue
    }

    /// Plays the suite (or, with `listOnly`, only plans it).
    package func run(control: RunControl) throws -> Result {
        if listOnly { return .plan(suite.plan(wagersPerCase: wagersPerCase)) }
        do {
            return .report(
                try suite.run(
                    seed: seed.value, wagersPerCase: wagersPerCase, threads: threads.count, floorGate: floorGate,
                    control: control))
        } catch is RunInterrupted {
            throw CommandInterrupted(kept: "no check finished, nothing was written")
        }
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

import ArgumentParser
import Foundation
import OddsReports

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "The fairness gate: play every game against its exact odds and fail on any deviation.",
        discussion: """
        Runs the documented suite (Docs/methodology.md; --list prints it): Crash at every \
        analysis target × wagers 1, 10, 60; all Plinko tables at wager 10 and six at 1 and 60; \
        21 Mines cases; Slots at 1, 10, 60; and seven cases where the midnight cap bites. Each \
        case plays --wagers wagers of the real engine and is checked five ways: RTP z-test \
        against the exact effective RTP (cap included), chi-square of the outcome counts, \
        preview == payout on every wager, the cap and sign rules, and no outcome of probability 0.

        False alarms: the statistical tests of the whole run form one family, decided by Holm at \
        a nominal family-wise α of 5e-7; with the approximation error of the normal and \
        chi-square tails audited (saddlepoint, exact binomial), a run of right engines fails with \
        probability at most 1e-6 at the default size (the report prints the audited rate for its \
        own size). The deterministic checks never raise a false alarm.

        Default size: 67108864 (2^26) wagers per case, 6.5e9 in all: about 30 s of CPU in a \
        release build, 15 s on 2 idle cores. Case i plays on seed output i of SplitMix64(--seed), chunk k on stream k of it.

        Exit codes: 0 every check passes, 1 a check failed (each failing check on one line), \
        2 bad input.
          casino-odds check
          casino-odds check --junit check.xml
          casino-odds check --list
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    @Option(help: ArgumentHelp("Wagers per case (e.g. 16M, 1e8).", valueName: "n"))
    var wagers: String = String(CheckSuite.defaultWagers)

    @Option(parsing: .unconditional, help: "The run's 64-bit seed (decimal, or hexadecimal with 0x); case i plays on output i of SplitMix64(seed).",
            transform: Seed.parse)
    var seed = Seed(value: CheckSuite.defaultSeed)

    @Option(help: ArgumentHelp("A JSON file overriding the default configuration (schema in Docs/games.md).",
                               valueName: "file"))
    var config: String?

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .table

    @Option(help: ArgumentHelp("Also write a JUnit XML report (one test case per check) to this file.",
                               valueName: "file"))
    var junit: String?

    @Option(help: "Worker threads (the result does not depend on it); all cores by default.")
    var threads: Int?

    @Flag(help: "Print the suite, its power and its audited false-alarm rate at --wagers; play nothing.")
    var list = false

    func validate() throws {
        if let threads, threads < 1 || threads > 1024 {
            throw ValidationError("--threads must be 1…1024, got \(threads)")
        }
    }

    func run() throws {
        ignoreBrokenPipe()
        let wagersPerCase: Int
        do {
            wagersPerCase = try WagerCount(parsing: wagers).value
        } catch let error as RunSpecError {
            throw ToolError("--wagers: \(error.message)")
        }
        let configuration: GameConfiguration
        do {
            configuration = try config.map { path throws(ConfigurationError) in try GameConfiguration.load(path: path) } ?? .defaults
        } catch {
            throw ToolError(error.description)
        }
        let suite: CheckSuite
        do {
            suite = try CheckSuite(configuration: configuration)
        } catch {
            throw ToolError(error.description)
        }

        if list {
            write(CheckRendering.list(suite.plan(wagersPerCase: wagersPerCase)))
            return
        }
        if let junit { try checkOutputTarget(junit, flag: "--junit") }

        let showsProgress = isatty(2) != 0
        let total = suite.cases.count
        let report: CheckReport
        do {
            report = try suite.run(seed: seed.value, wagersPerCase: wagersPerCase,
                                   threads: threads ?? ProcessInfo.processInfo.activeProcessorCount) { done in
                if showsProgress { writeStderrRaw("\rchecking: \(done)/\(total) cases\u{1B}[K") }
            }
        } catch let error as RunSpecError {
            throw ToolError(error.message)
        }
        if showsProgress { writeStderrRaw("\r\u{1B}[K") }

        if let junit {
            try writeOutputFile(Array(report.junit.text.utf8), to: junit, flag: "--junit")
        }
        write(format == .json ? report.json : CheckRendering.table(report))
        let failures = report.failures
        if !failures.isEmpty {
            throw CheckFailed(summary: "\(failures.count) of \(report.items.count) checks failed:\n"
                + failures.map { "  " + $0.summary }.joined(separator: "\n"))
        }
    }

    private func write(_ text: String) {
        let writer = StdoutWriter()
        guard writer.write(Array(text.utf8)) else { return }
        writer.flush()
    }
}

import ArgumentParser
import CasinoCore
import Foundation
import OddsLab
import OddsReports
import SeededRuns

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "The fairness gate: play every game against its exact odds and fail on any deviation.",
        discussion: """
            Runs the documented suite (Docs/methodology.md; --list prints it): every choice the \
            configuration offers (one its return floor accepts at some wager at 00:00) at its smallest \
            accepted wager, 10 and 60 minutes wherever the exact return after floor rounding differs, \
            and seven cases where the midnight cap bites. Each case plays --wagers wagers of the real \
            engine and is checked five ways: RTP z-test against the exact effective RTP (cap \
            included), chi-square of the outcome counts, preview == payout on every wager, the cap and \
            sign rules, and no outcome of probability 0. Then the return floor's exact cases: for every \
            choice and wager 1…120 at 00:00, the core's accept/refuse agrees with the exact return, and \
            no accepted bet returns less than --return-floor; over the moment grid no accepted bet \
            lacks a possible gain; no choice is refused at every stake or returns above 100 % nominal; \
            the accepted choices are the disclosed ones; and some statistical test ran.

            Before playing, the exact half: every choice played gets a decision proof (the engine's \
            own decision over its whole domain — every Plinko bounce pattern, every Slots cycle \
            position, Crash's threshold, Mines' Floyd draws — against the rule and the exact table), \
            and every case's payouts are derived again from the rule text, without the engine's \
            payout or cap code. So the Monte Carlo only checks the plumbing. JUnit and --format json \
            name each check's method: exact, sampled or statistical.

            False alarms: the statistical tests of the whole run form one family, decided by Holm at \
            a nominal family-wise α of 5e-7 (chi-square bins of at least 1000 expected; a z-test whose \
            audited tail is over 1.5 times its level is not run). With the approximation error of the \
            normal and chi-square tails audited (saddlepoint, exact binomial), a run of right engines \
            fails with probability at most 1e-6 at the default size. `casino-odds report` runs this \
            same gate and publishes its verdicts. The deterministic checks never raise a false alarm.

            Default size: 1048576 (2^20) wagers per case, 5.0e8 in all (Docs/performance.md has the \
            measured time). Case i plays on seed output i of SplitMix64(--seed), chunk k on stream k of it.

            Exit codes: 0 every check passes, 1 a check failed (each failing check on one line), \
            2 bad input.

            Examples:
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

    @Option(
        parsing: .unconditional,
        help:
            "The run's 64-bit seed (decimal, or hexadecimal with 0x; default: 2026, the published gate's); case i plays on output i of SplitMix64(seed).",
        transform: Seed.parse)
    var seed = Seed(value: CheckSuite.defaultSeed)

    @Option(
        help: ArgumentHelp(
            "A JSON file overriding the default configuration (schema in Docs/games.md).",
            valueName: "file"),
        completion: .file())
    var config: String?

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .table

    @Option(
        help: ArgumentHelp(
            "Also write a JUnit XML report (one test case per check) to this file.",
            valueName: "file"),
        completion: .file())
    var junit: String?

    @Option(
        name: .customLong("return-floor"),
        help: ArgumentHelp(
            "The policy floor every accepted bet must meet, 0…1 (independent of the configuration's own).",
            valueName: "fraction"))
    var returnFloor: String = "0.95"

    @Option(help: "Worker threads (default: all cores); the result does not depend on it.")
    var threads: Int?

    @Flag(help: "Print the suite, its power and its audited false-alarm rate at --wagers; play nothing.")
    var list = false

    func validate() throws {
        if let threads, threads < 1 || threads > 1024 {
            throw ValidationError("--threads must be 1…1024, got \(threads)")
        }
        // --list plays nothing and prints the suite as a table: a JUnit file or JSON it would not write.
        if list && junit != nil { throw ValidationError("--list plays nothing, so it writes no --junit file") }
        if list && format != .table {
            throw ValidationError("--list prints the suite as a table; it takes no --format")
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
        let configuration =
            try config.map { path throws(ConfigurationError) in try GameConfiguration.load(path: path) } ?? .defaults
        let policyFloor: ReturnFloor
        switch DecimalText.perMillion(returnFloor) {
        case .success(let ppm) where ppm >= 0 && ppm <= 1_000_000: policyFloor = ReturnFloor(perMillion: ppm)
        case .success: throw ToolError("--return-floor: \(returnFloor) must be between 0 and 1")
        case .failure(let problem): throw ToolError("--return-floor: \(returnFloor) \(problem.rule)")
        }
        let suite: CheckSuite
        let floorGate: FloorGate
        do {
            floorGate = try FloorGate(configuration: configuration, policyFloor: policyFloor)
            suite = try CheckSuite(configuration: configuration, offer: floorGate.offer)
        } catch {
            throw ToolError("\(error)")
        }

        if list {
            write(suite.plan(wagersPerCase: wagersPerCase).table)
            return
        }
        if let junit { try checkOutputTarget(junit, flag: "--junit") }

        let report: CheckReport
        do {
            // A configuration with very many choices and a huge --wagers could overflow the total:
            // then the progress line shows the count without a total.
            let total = suite.cases.count.multipliedReportingOverflow(by: wagersPerCase)
            report = try monitored("checking", unit: "wagers", total: total.overflow ? nil : total.partialValue) {
                control in
                try suite.run(
                    seed: seed.value, wagersPerCase: wagersPerCase,
                    threads: threads ?? ProcessInfo.processInfo.activeProcessorCount, floorGate: floorGate,
                    control: control)
            }
        } catch let error as RunSpecError {
            throw ToolError(error.message)
        } catch is RunInterrupted {
            throw CommandInterrupted(kept: "no check finished, nothing was written")
        }

        if let junit {
            try writeOutputFile(Array(report.junit.text.utf8), to: junit, flag: "--junit")
        }
        write(format == .json ? report.json : report.table)
        let failures = report.failures
        if !failures.isEmpty {
            throw CheckFailed(
                summary: "\(failures.count) of \(report.items.count) checks failed:\n"
                    + failures.map { "  " + $0.summary }.joined(separator: "\n"))
        }
    }

    private func write(_ text: String) {
        let writer = StdoutWriter()
        guard writer.write(Array(text.utf8)) else { return }
        writer.flush()
    }
}

import ArgumentParser
import CasinoCore
import Foundation
import OddsLab
import OddsReports
import RelatedLab
import RelatedReports
import SeededRuns

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write the fairness report, the published odds disclosure, their CSV files and charts.",
        discussion: """
            Writes into --output-dir (default Reports/): fairness-report.md for the product and compliance team, \
            odds-disclosure.md for users (also as a web page, odds-disclosure.html, and as JSON for the app), CSV files for machines (odds.csv, rtp.csv, checks.csv, …) and SVG \
            charts under charts/. It runs the fairness gate exactly as `casino-odds check` does at its defaults \
            and publishes its cases and verdicts (checks.csv), so the report's pass is the gate's pass. Files are written atomically: a failed run leaves the old reports whole.

            The same options give the same bytes on any machine and thread count. With --check nothing is \
            written: the reports are regenerated in memory and compared with --output-dir; any difference (the \
            file and its first differing line) exits 1. CI runs `casino-odds report --check` so the \
            committed disclosure can never drift from the code.

            Exit codes: 0 written (or identical), 1 a check failed or --check found a difference, 2 bad input.

            Examples:
              casino-odds report
              casino-odds report --check
              casino-odds report --format json > report-summary.json
              casino-odds report --config my-config.json --output-dir MyReports
            """
    )

    @Option(name: .customLong("output-dir"), help: "The output folder.", completion: .directory)
    var out: String = "Reports"

    enum Words: OptionWording {
        static let seedHelp =
            "The report's seed; its run i (Monte Carlo runs, then each profile's days, then the related systems) uses SplitMix64 output i of it (default: 1)."
        static let defaultSeed = ReportPlan.defaultSeed
        static let threadsHelp = "Worker threads (default: all cores). The reports do not depend on it."
    }

    @OptionGroup var seed: SeedOption<Words>

    @Option(
        help: ArgumentHelp(
            "Wagers per simulated configuration and wager size (e.g. 1M, 1e6; default: \(ReportPlan.defaultWagersPerSimulation)).",
            valueName: "n"),
        transform: ReportCommand.count)
    var wagers: Int = ReportPlan.defaultWagersPerSimulation

    @Option(
        name: .customLong("gate-wagers"),
        help: ArgumentHelp(
            "Wagers per case of the fairness gate the report runs and publishes (the same run as `check --wagers n`); 0 runs no gate (default: \(CheckSuite.defaultWagers)).",
            valueName: "n"),
        transform: ReportCommand.count)
    var gateWagers: Int = CheckSuite.defaultWagers

    /// A count as `simulate` and `check` read one (`3e6`, `250k`, `16M`): a plain whole number as
    /// it is (its range is checked in `validate`, so 0 and huge values get their own messages),
    /// anything else through `WagerCount`.
    static func count(_ text: String) throws -> Int {
        if let plain = Int(text) { return plain }
        do { return try WagerCount(parsing: text).value } catch let error as RunSpecError {
            throw ValidationError(error.message)
        }
    }

    @Option(help: "Simulated days per day-model profile.")
    var days: Int = ReportPlan.defaultDaysPerProfile

    @OptionGroup var configFile: ConfigOption

    var config: String? { configFile.config }

    @Option(
        name: .customLong("as-of"),
        help: ArgumentHelp(
            "The date the disclosure states its figures for, YYYY-MM-DD (never taken from the clock).",
            valueName: "date"))
    var asOf: String = ReportPlan.defaultAsOf

    @OptionGroup var threads: ThreadsOption<Words>

    @Option(help: "The summary printed at the end: table, or json for CI dashboards.")
    var format: ReportSummary.Format = .table

    @Flag(help: "Compare freshly generated reports with --output-dir instead of writing; exit 1 on any difference.")
    var check = false

    /// The most simulated days per profile: as `day --days`.
    static let maximumDays = 1_000_000_000

    func validate() throws {
        // One wager has no spread to measure: the report's z-scores need a standard error.
        if wagers < 2 {
            throw ValidationError("--wagers must be at least 2 (a simulated RTP needs a standard error), got \(wagers)")
        }
        if out.isEmpty { throw ValidationError("--output-dir must not be empty") }
        // Limits checked before any work, the same as `simulate` and `day` (Docs/scaling.md, "Limits").
        if wagers > RunSpec.maximumWagers { throw ValidationError("--wagers must be at most 1e15, got \(wagers)") }
        if gateWagers < 0 || gateWagers > RunSpec.maximumWagers {
            throw ValidationError("--gate-wagers must be 0…1e15, got \(gateWagers)")
        }
        if days < 1 || days > ReportCommand.maximumDays {
            throw ValidationError("--days must be 1…\(ReportCommand.maximumDays), got \(days)")
        }
        let parts = asOf.split(separator: "-", omittingEmptySubsequences: false)
        let valid =
            parts.count == 3 && parts.map(\.count) == [4, 2, 2]
            && parts.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
            && (1...12).contains(Int(parts[1]) ?? 0) && (1...31).contains(Int(parts[2]) ?? 0)
        if !valid { throw ValidationError("--as-of must be a date YYYY-MM-DD, got \(asOf)") }
        // A day the calendar has (no 2026-02-31, 2026-02-29 or year 0): it is printed in the disclosure.
        let (year, month, day) = (Int(parts[0]) ?? 0, Int(parts[1]) ?? 0, Int(parts[2]) ?? 0)
        if year < 1 || day > CivilCalendar.daysInMonth(month, year: year) {
            throw ValidationError("--as-of \(asOf) is not a day of the calendar")
        }
    }

    func run() throws {
        // The folder is checked before any work: one to write must be replaceable, one to compare
        // must exist and hold only folders and regular files.
        do {
            if check { try DirectoryComparison.checkFolder(out) } else { try AtomicWriter().checkFolder(out) }
        } catch let error as ReportWriteError {
            throw InputError("--output-dir: \(error.message)")
        }
        var configuration = GameConfiguration.defaults
        var source = ReportPlan.ConfigurationSource.defaults
        if let config {
            let file = try GameConfiguration.loadFile(path: config)
            configuration = file.configuration
            source = .file(path: config, digest: file.digest)
        }
        let plan = ReportPlan(
            configuration: configuration, configurationSource: source, seed: seed.value,
            wagersPerSimulation: wagers, daysPerProfile: days, toolVersion: ToolVersion.string, asOf: asOf,
            gateWagers: gateWagers == 0 ? nil : gateWagers)
        let workers = try threads.value().count
        let producer = "casino-odds \(ToolVersion.string)"
        let kept = check ? "nothing was compared" : "\(out) is unchanged"
        let model: ReportModel
        let related: FullReport.Related
        let output: FullReport.Output
        do {
            // One line per section on stderr as it finishes (the summary goes to stdout), with a
            // progress line under it on a terminal.
            model = try section("exact odds, Monte Carlo RTP runs and the fairness gate", unit: "wagers") { control in
                try ReportModel(
                    plan: plan,
                    simulator: RunnerReportSimulator(threads: workers, producer: producer, control: control),
                    gateThreads: workers, control: control)
            }
            let relatedRuns = try section(
                "related systems: commitment weeks and redemption days", unit: "weeks and days"
            ) {
                control in
                try RelatedRuns(seed: plan.relatedSeed, threads: workers, control: control)
            }
            related = RelatedReport.section(relatedRuns)
            let days = try section("day simulation of every profile", unit: "days") { control in
                try ReportDays(plan: plan, threads: workers, control: control)
            }
            output = FullReport.files(model, days: days, related: related)
        } catch is RunInterrupted {
            throw CommandInterrupted(kept: kept)
        }
        try stopIfInterrupted(kept: kept)
        if output.dayInvariantViolations > 0 {
            throw CheckFailed(
                summary: "a day-simulation invariant was violated; run the day command in days.csv's figures")
        }
        let files = output.files

        if check {
            let comparison = try DirectoryComparison(generated: files, directory: out)
            guard comparison.isIdentical else {
                for difference in comparison.differences { writeStderr("casino-odds: \(difference)") }
                throw CheckFailed(summary: "\(out) differs from the generated reports; regenerate with `\(regenerate)`")
            }
            let summary = ReportSummary(
                folder: out, files: files, compared: true, model: model,
                dayInvariantViolations: output.dayInvariantViolations)
            writeStdout(summary.text(format, headline: comparison.description))
            return
        }

        do {
            try AtomicWriter().writeFolder(files, to: out)
        } catch let error as ReportWriteError {
            throw InputError("--output-dir: \(error.message)")
        }
        // Ctrl-C after the folder was swapped in: the new set is whole, so say so and keep it.
        if interruptRequested.load(ordering: .relaxed) {
            throw CommandInterrupted(kept: "the \(files.count) new files are in \(out), complete")
        }
        let summary = ReportSummary(
            folder: out, files: files, compared: false, model: model,
            dayInvariantViolations: output.dayInvariantViolations)
        writeStdout(summary.text(format, headline: "wrote \(files.count) files to \(out)"))
        if !ReportRenderer.allChecksPassed(model) {
            throw CheckFailed(summary: "a fairness check failed; see \(out)/checks.csv")
        }
    }

    /// The command that rewrites what `--check` compared: the same options, without `--check`.
    var regenerate: String {
        var words = ["casino-odds", "report"]
        if let config { words += ["--config", ReportCommand.shellWord(config)] }
        if out != "Reports" { words += ["--output-dir", ReportCommand.shellWord(out)] }
        if seed.value != ReportPlan.defaultSeed { words += ["--seed", String(seed.value)] }
        if wagers != ReportPlan.defaultWagersPerSimulation { words += ["--wagers", String(wagers)] }
        if gateWagers != CheckSuite.defaultWagers { words += ["--gate-wagers", String(gateWagers)] }
        if days != ReportPlan.defaultDaysPerProfile { words += ["--days", String(days)] }
        if asOf != ReportPlan.defaultAsOf { words += ["--as-of", asOf] }
        return words.joined(separator: " ")
    }

    /// A path as one shell word (single-quoted unless plain), cut to 240 characters for the line.
    static func shellWord(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "/._-+".unicodeScalars.contains($0))
            }
        let word = plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return AtomicWriter.quoted(word)
    }

    /// Runs one section of the report under a progress line and prints one line when it is done.
    private func section<T>(_ name: String, unit: String, _ body: (RunControl) throws -> T) throws -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = try monitored(name, unit: unit, total: nil, body)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        writeStderr("report: \(name): done in \(NumberFormat.fixed(seconds, places: 1)) s")
        return value
    }
}

/// `--format table|json`: the summary's formats are the writers'; only the flag is the tool's.
extension ReportSummary.Format: ExpressibleByArgument {}

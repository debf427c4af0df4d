import CasinoCore
import Foundation
import OddsLab
import SeededRuns

/// `report`: the fairness report, the odds disclosure, their CSV files and charts, written into a
/// folder (or, with `compares`, regenerated in memory and compared with it).
public struct ReportRequest: Sendable {
    /// What the run ends with: the summary to print, and a failure (exit 1) when a check failed
    /// or the folder differs.
    public struct Result: Sendable {
        /// The summary to print; nil when the compared folder differs.
        public var summary: ReportSummary?
        /// The summary's first line: what was written or compared.
        public var headline: String
        /// With `compares`: each differing file and its first differing line.
        public var differences: [String]
        public var failure: CheckFailed?
    }

    /// The most simulated days per profile: as `day --days`.
    public static let maximumDays = 1_000_000_000
    /// `--output-dir` when left out.
    public static let defaultFolder = "Reports"

    var plan: ReportPlan
    /// `--output-dir`.
    public var folder: String
    /// `--check`: compare instead of writing.
    public var compares: Bool
    public var threads: Threads
    /// `--config`'s path, for the command that regenerates.
    public var config: String?

    /// Reads and checks the inputs (sizes, threads, the date), the folder (one to write must be
    /// replaceable, one to compare must exist), then the configuration.
    public init(
        folder: String?, seed: Seed, wagers wagersText: String?, gateWagers gateWagersText: String?, days: Int,
        config: String?,
        asOf: String,
        threads: Int?, compares: Bool, toolVersion: String
    ) throws {
        let folder = folder ?? ReportRequest.defaultFolder
        let wagers =
            try wagersText.map { text throws(InputError) in
                try WagerCount.plainOrParsed(text, option: OptionName("wagers"))
            } ?? ReportPlan.defaultWagersPerSimulation
        // Read here, not by the option's transform, so a bad count is said as `--wagers` says it.
        let gateWagers =
            try gateWagersText.map { text throws(InputError) in
                try WagerCount.plainOrParsed(text, option: OptionName("gate-wagers"))
            } ?? CheckSuite.defaultWagers
        // One wager has no spread to measure: the report's z-scores need a standard error.
        if wagers < 2 {
            throw InputError("--wagers must be at least 2 (a simulated RTP needs a standard error), got \(wagers)")
        }
        if folder.isEmpty { throw InputError("--output-dir must not be empty") }
        // Limits checked before any work, the same as `simulate` and `day` (Docs/scaling.md, "Limits").
        if wagers > RunSpec.maximumWagers { throw InputError("--wagers must be at most 1e15, got \(wagers)") }
        if gateWagers < 0 || gateWagers > RunSpec.maximumWagers {
            throw InputError("--gate-wagers must be 0…1e15, got \(gateWagers)")
        }
        if days < 1 || days > ReportRequest.maximumDays {
            throw InputError("--days must be 1…\(ReportRequest.maximumDays), got \(days)")
        }
        self.threads = try Threads(threads)
        let parts = asOf.split(separator: "-", omittingEmptySubsequences: false)
        let valid =
            parts.count == 3 && parts.map(\.count) == [4, 2, 2]
            && parts.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
            && (1...12).contains(Int(parts[1]) ?? 0) && (1...31).contains(Int(parts[2]) ?? 0)
        if !valid { throw InputError("--as-of must be a date YYYY-MM-DD, got \(asOf)") }
        // A day the calendar has (no 2026-02-31, 2026-02-29 or year 0): it is printed in the disclosure.
        let (year, month, day) = (Int(parts[0]) ?? 0, Int(parts[1]) ?? 0, Int(parts[2]) ?? 0)
        if year < 1 || day > CivilCalendar.daysInMonth(month, year: year) {
            throw InputError("--as-of \(asOf) is not a day of the calendar")
        }
        if compares {
            try DirectoryComparison.checkFolder(folder, flag: OutputFolder.flag)
        } else {
            try AtomicWriter().checkFolder(folder, flag: OutputFolder.flag)
        }
        var configuration = GameConfiguration.defaults
        var source = ReportPlan.ConfigurationSource.defaults
        if let config {
            let file = try GameConfiguration.loadFile(path: config)
            configuration = file.configuration
            source = .file(path: config, digest: file.digest)
        }
        plan = ReportPlan(
            configuration: configuration, configurationSource: source, seed: seed.value,
            wagersPerSimulation: wagers, daysPerProfile: days, toolVersion: toolVersion, asOf: asOf,
            gateWagers: gateWagers == 0 ? nil : gateWagers)
        (self.folder, self.compares, self.config) = (folder, compares, config)
    }

    /// Runs the report's three sections (one line each on stderr as it finishes), then writes the
    /// files or compares them. `related` runs the related systems' section from its seed and
    /// threads (RelatedReports writes it; this module cannot see it).
    ///
    /// The related systems run on a thread of their own beside the first section, whose exact part
    /// (about a second) uses one core: they fill the other; the files of the first section's model
    /// are rendered beside the day simulation. Every section's result depends on its seed alone,
    /// never on threads or timing, and every file is rendered from those results, so the files are
    /// the same.
    public func run(
        progress: some RunProgress,
        related: @escaping @Sendable (_ seed: UInt64, _ threads: Int, RunControl) throws -> FullReport.Related
    ) throws -> Result {
        let kept = compares ? "nothing was compared" : "\(folder) is unchanged"
        let model: ReportModel
        let output: FullReport.Output
        do {
            (model, output) = try generate(progress: progress, related: related)
        } catch is CommandInterrupted {
            throw CommandInterrupted(kept: kept)
        }
        if progress.isStopRequested { throw CommandInterrupted(kept: kept) }
        if output.dayInvariantViolations > 0 {
            throw CheckFailed(
                summary: "a day-simulation invariant was violated; run the day command in days.csv's figures")
        }
        let files = output.files

        if compares { return try compared(files, model: model, output: output) }

        try AtomicWriter().writeFolder(files, to: folder, flag: OutputFolder.flag)
        // Ctrl-C after the folder was swapped in: the new set is whole, so say so and keep it.
        if progress.isStopRequested {
            throw CommandInterrupted(kept: "the \(files.count) new files are in \(folder), complete")
        }
        let summary = ReportSummary(
            folder: folder, files: files, compared: false, model: model,
            dayInvariantViolations: output.dayInvariantViolations)
        return Result(
            summary: summary, headline: "wrote \(files.count) files to \(folder)", differences: [],
            failure: ReportRenderer.allChecksPassed(model)
                ? nil : CheckFailed(summary: "a fairness check failed; see \(folder)/checks.csv"))
    }

    /// The report's three sections: the related systems on a thread of their own beside the exact
    /// odds, Monte Carlo runs and gate, then the day simulation beside the model's files.
    private func generate(
        progress: some RunProgress,
        related: @escaping @Sendable (_ seed: UInt64, _ threads: Int, RunControl) throws -> FullReport.Related
    ) throws -> (ReportModel, FullReport.Output) {
        let producer = "casino-odds \(plan.toolVersion)"
        let workers = threads.count
        let model: ReportModel
        let relatedName = "related systems: commitment weeks and redemption days"
        let relatedRun = BackgroundSection { [plan] control in try related(plan.relatedSeed, workers, control) }
        do {
            model = try section("exact odds, Monte Carlo RTP runs and the fairness gate", unit: "wagers", progress) {
                control in
                try ReportModel(
                    plan: plan,
                    simulator: RunnerReportSimulator(threads: workers, producer: producer, control: control),
                    gateThreads: workers, control: control)
            }
        } catch {
            relatedRun.control.stop()
            _ = try? relatedRun.result()
            throw error
        }
        if progress.isStopRequested { relatedRun.control.stop() }
        let relatedSection = try relatedRun.result()
        writeStderr("report: \(relatedName): done in \(NumberFormat.fixed(relatedRun.seconds, places: 1)) s")
        // The files that need the model alone (the disclosure's JSON, HTML and charts: about
        // half a second on one core) are rendered beside the day simulation.
        let rendering = BackgroundSection { [model] _ in ReportRenderer.ModelFiles(model) }
        let days: ReportDays
        do {
            days = try section("day simulation of every profile", unit: "days", progress) { control in
                try ReportDays(plan: plan, threads: workers, control: control)
            }
        } catch {
            _ = try? rendering.result()
            throw error
        }
        return (model, FullReport.files(model, days: days, related: relatedSection, rendered: try rendering.result()))
    }

    /// The result of `--check`: the generated files compared with the folder.
    private func compared(_ files: [ReportFile], model: ReportModel, output: FullReport.Output) throws -> Result {
        let comparison = try DirectoryComparison(generated: files, directory: folder, flag: OutputFolder.flag)
        let summary = ReportSummary(
            folder: folder, files: files, compared: true, model: model,
            dayInvariantViolations: output.dayInvariantViolations)
        return Result(
            summary: comparison.isIdentical ? summary : nil, headline: comparison.description,
            differences: comparison.differences.map { "\($0)" },
            failure: comparison.isIdentical
                ? nil
                : CheckFailed(
                    summary: "\(folder) differs from the generated reports; regenerate with `\(regenerate)`"))
    }

    /// The command that rewrites what `--check` compared: the same options, without `--check`.
    public var regenerate: String {
        var words = ["casino-odds", "report"]
        if let config { words += ["--config", ReportRequest.shellWord(config)] }
        if folder != "Reports" { words += ["--output-dir", ReportRequest.shellWord(folder)] }
        if plan.seed != ReportPlan.defaultSeed { words += ["--seed", String(plan.seed)] }
        if plan.wagersPerSimulation != ReportPlan.defaultWagersPerSimulation {
            words += ["--wagers", String(plan.wagersPerSimulation)]
        }
        let gateWagers = plan.gateWagers ?? 0
        if gateWagers != CheckSuite.defaultWagers { words += ["--gate-wagers", String(gateWagers)] }
        if plan.daysPerProfile != ReportPlan.defaultDaysPerProfile { words += ["--days", String(plan.daysPerProfile)] }
        if plan.asOf != ReportPlan.defaultAsOf { words += ["--as-of", plan.asOf] }
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

    /// Runs one section under `progress` and prints one line on stderr when it is done.
    private func section<T>(
        _ name: String, unit: String, _ progress: some RunProgress, _ body: (RunControl) throws -> T
    ) throws -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = try progress.section(name, unit: unit, total: nil, body)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        writeStderr("report: \(name): done in \(NumberFormat.fixed(seconds, places: 1)) s")
        return value
    }
}

/// A section of the report run on a thread of its own, started at once; `result()` waits for it.
/// Stopped through `control` (the main section's Ctrl-C is passed on by the caller).
private final class BackgroundSection<T: Sendable>: @unchecked Sendable {
    let control = RunControl()
    private let done = DispatchSemaphore(value: 0)
    // Written by the thread before it signals `done`, read only after waiting on it.
    private var outcome: Swift.Result<T, any Error>?
    private(set) var seconds = 0.0

    init(_ body: @escaping @Sendable (RunControl) throws -> T) {
        let thread = Thread { [self] in
            let start = DispatchTime.now().uptimeNanoseconds
            outcome = Swift.Result { try body(control) }
            seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits for the section and returns its value, or throws what it threw.
    func result() throws -> T {
        done.wait()
        done.signal() // A second call does not wait forever.
        guard let outcome else { throw CommandInterrupted.stopped } // Unreachable: set before the signal.
        return try outcome.get()
    }
}

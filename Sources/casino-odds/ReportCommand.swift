import ArgumentParser
import OddsLab
import OddsReports
import RelatedLab
import RelatedReports

struct ReportCommand: ParsableCommand, OptionWording {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write the fairness report, the published odds disclosure, their CSV files and charts.",
        discussion: """
            Writes into --output-dir (default Reports/): fairness-report.md for the product and compliance team, \
            odds-disclosure.md for users (also as web pages, the index odds-disclosure.html and one page per game, odds-plinko.html, …, each answering any bet with the app's card, and as JSON for the app), CSV files for machines (odds.csv, rtp.csv, checks.csv, …) and SVG \
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

    static let wording = SharedWording(
        seedHelp:
            "The report's seed; its run i (Monte Carlo runs, then each profile's days, then the related systems) uses SplitMix64 output i of it (default: 1).",
        defaultSeed: ReportPlan.defaultSeed,
        threadsHelp: "Worker threads (default: all cores). The reports do not depend on it.",
        daysHelp: "Simulated days per day-model profile.",
        defaultDays: ReportPlan.defaultDaysPerProfile,
        wagersHelp: "Wagers per simulated configuration and wager size (e.g. 1M, 1e6).",
        defaultWagers: String(ReportPlan.defaultWagersPerSimulation),
        defaultOutputDir: ReportRequest.defaultFolder)

    @OptionGroup var out: OutputDirOption<ReportCommand>
    @OptionGroup var seed: SeedOption<ReportCommand>
    @OptionGroup var wagers: WagersOption<ReportCommand>

    @Option(
        name: .customLong("gate-wagers"),
        help: ArgumentHelp(
            "Wagers per case of the fairness gate the report runs and publishes (the same run as `check --wagers n`); 0 runs no gate (default: \(CheckSuite.defaultWagers)).",
            valueName: "n"))
    var gateWagers: String?

    @OptionGroup var days: DaysOption<ReportCommand>
    @OptionGroup var configFile: ConfigOption<ReportCommand>

    var config: String? { configFile.config }

    @Option(
        name: .customLong("as-of"),
        help: ArgumentHelp(
            "The date the disclosure states its figures for, YYYY-MM-DD (never taken from the clock).",
            valueName: "date"))
    var asOf: String = ReportPlan.defaultAsOf

    @OptionGroup var threads: ThreadsOption<ReportCommand>

    @Option(help: "The summary printed at the end: table, or json for CI dashboards.")
    var format: ReportSummary.Format = .table

    @Flag(help: "Compare freshly generated reports with --output-dir instead of writing; exit 1 on any difference.")
    var check = false

    func run() throws {
        let request = try ReportRequest(
            folder: out.outputDir, seed: seed.seed, wagers: wagers.wagers, gateWagers: gateWagers, days: days.days,
            config: config,
            asOf: asOf, threads: threads.threads, compares: check, toolVersion: ToolVersion.string)
        let result = try request.run(progress: TerminalProgress()) { seed, threads, control in
            RelatedReport.section(try RelatedRuns(seed: seed, threads: threads, control: control))
        }
        for difference in result.differences { writeStderr("casino-odds: \(difference)") }
        if let summary = result.summary { writeStdout(summary.text(format, headline: result.headline)) }
        if let failure = result.failure { throw failure }
    }
}

/// `--format table|json`: the summary's formats are the writers'; only the flag is the tool's.
extension ReportSummary.Format: ExpressibleByArgument {}

import CasinoCore
import OddsLab
import SeededRuns

/// The whole `Reports/` set: the casino's files (`ReportRenderer.files`) plus the day simulation
/// (one run per named profile: `days.csv`, its chart, a section of `fairness-report.md`) and the
/// seeds' two related products under `related/` (built by `RelatedReport.section` in their own
/// target, which the casino's writers do not import, and handed in).
///
/// `casino-odds report` writes exactly these bytes; the tests build the same set in memory with
/// small sizes. Like `ReportRenderer`, the bytes depend on the plan and the sizes only, never on
/// `threads`.
public enum FullReport {
    /// The files and what the caller must act on.
    public struct Output: Sendable {
        /// Every file, casino's first (in their order), then the day section's, then `related/`.
        public var files: [ReportFile]
        /// Invariant violations over all day-simulation runs (0 for a sound coordinator).
        public var dayInvariantViolations: Int
    }

    /// A part of the set that another product's writers built: its files, and what the fairness
    /// report says of it.
    public struct Related: Sendable {
        /// The files, with their folder in their paths (`related/…`).
        public var files: [ReportFile]
        /// The line of "What was run" that says what was simulated, with the sizes and the seed.
        public var whatWasRun: String
        /// The line of "Files" for the folder.
        public var filesLine: String
        /// The section that ends the fairness report, Markdown with its heading.
        public var markdown: String

        public init(files: [ReportFile], whatWasRun: String, filesLine: String, markdown: String) {
            self.files = files
            self.whatWasRun = whatWasRun
            self.filesLine = filesLine
            self.markdown = markdown
        }
    }

    /// Days per profile of the day section's kill-after-every-write sample.
    public static let killSampleDays = 1_000

    /// Builds every file of the report, `related` last.
    ///
    /// - Throws: `ReportError`, or `RunInterrupted` when `control` was asked to stop.
    /// - Complexity: O(casino report + profiles × days).
    public static func files(
        _ model: ReportModel, threads: Int, related: Related, control: RunControl = RunControl()
    ) throws -> Output {
        let plan = model.plan
        var runs: [DaysSection.Run] = []
        var floorOff = plan.configuration
        floorOff.returnFloor = .off
        let killDays = min(plan.daysPerProfile, killSampleDays)
        for profile in UserProfile.named {
            let compiled: CompiledProfile, compiledOff: CompiledProfile
            do {
                compiled = try CompiledProfile(profile, configuration: plan.configuration)
                compiledOff = try CompiledProfile(profile, configuration: floorOff)
            } catch { throw ReportError("profile \(profile.name): \(error)") }
            let spec = DayRunSpec(profile: compiled, days: plan.daysPerProfile, seed: plan.seed, killEveryWrite: false)
            let offSpec = DayRunSpec(
                profile: compiledOff, days: plan.daysPerProfile, seed: plan.seed, killEveryWrite: false)
            let killSpec = DayRunSpec(profile: compiled, days: killDays, seed: plan.seed, killEveryWrite: true)
            runs.append(
                DaysSection.Run(
                    spec: spec, result: try DayRunner.run(spec, threads: threads, control: control),
                    floorOff: try DayRunner.run(offSpec, threads: threads, control: control),
                    killSample: killDays > 0 ? try DayRunner.run(killSpec, threads: threads, control: control) : nil))
        }
        let days = DaysSection(
            runs: runs, command: "casino-odds day --profile PROFILE --days \(plan.daysPerProfile) --seed \(plan.seed)",
            killSampleDays: killDays)
        let supplement = FairnessReportSupplement(
            whatWasRun: [
                "Day simulation: \(days.runs.count) user profiles ("
                    + days.runs.map { "`\($0.spec.profile.profile.name)`" }
                    .joined(separator: ", ") + "), \(plan.daysPerProfile) days each, seed \(plan.seed).",
                related.whatWasRun
            ],
            daySection: days.markdown,
            files: [
                "`days.csv`: the day simulation, one row per profile.",
                related.filesLine
            ],
            relatedSection: related.markdown
        )
        var result = ReportRenderer.files(model, supplement: supplement)
        result += days.files + related.files
        return Output(
            files: result,
            dayInvariantViolations: runs.reduce(0) {
                $0 + $1.result.tally.violationCount + ($1.killSample?.tally.violationCount ?? 0)
            })
    }
}

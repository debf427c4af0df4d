import CasinoCore
import OddsLab

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

    /// Formats every file of the report, `related` last; every figure was computed by the lab
    /// (`model`, `days`) or by the related products' writers (`related`).
    ///
    /// - Complexity: O(casino report + profiles).
    static func files(_ model: ReportModel, days dayRuns: ReportDays, related: Related) -> Output {
        files(model, days: dayRuns, related: related, rendered: nil)
    }

    /// `files(_:days:related:)` with the model's own files already `rendered` (nil: rendered here).
    static func files(
        _ model: ReportModel, days dayRuns: ReportDays, related: Related, rendered: ReportRenderer.ModelFiles?
    ) -> Output {
        let plan = model.plan
        let days = DaysSection(
            runs: dayRuns.runs,
            command: "casino-odds day --profile PROFILE --days \(plan.daysPerProfile) --seed \(plan.seed)",
            killSampleDays: dayRuns.killSampleDays)
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
        var result = ReportRenderer.files(model, supplement: supplement, rendered: rendered)
        result += days.files + related.files
        return Output(
            files: result,
            dayInvariantViolations: dayRuns.invariantViolations)
    }
}

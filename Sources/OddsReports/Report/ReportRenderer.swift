import CasinoCore
import OddsLab

/// Turns a `ReportModel` into the report set: CSV files for machines, Markdown for people, SVG charts.
///
/// Rendering is a pure function of the model, so rendering twice gives the same bytes, and
/// `report --check` can compare a fresh set with the committed `Reports/` byte for byte.
public enum ReportRenderer {
    /// The file names of the report set, relative to the output folder.
    public enum Path {
        public static let fairnessReport = "fairness-report.md"
        public static let disclosure = "odds-disclosure.md"
        public static let disclosureJSON = "odds-disclosure.json"
        public static let disclosureHTML = "odds-disclosure.html"
        public static let odds = "odds.csv"
        public static let configurations = "configurations.csv"
        public static let rtp = "rtp.csv"
        public static let cap = "cap.csv"
        public static let checks = "checks.csv"
        public static let verdicts = "verdicts.csv"
        public static let disclosureFigures = "disclosure.csv"
        public static let disclosureOutcomes = "disclosure-outcomes.csv"
        public static let run = "run.csv"
        public static let offerBeforeAfter = "offer-before-after.csv"
        public static let offerSummary = "offer-summary.csv"
        public static let acceptance = "acceptance.csv"
        // `days.csv` and `related/` are not the casino report's: `FullReport` adds them.
    }

    /// Every file of the report set, in path order.
    ///
    /// - Complexity: O(configurations · outcomes · wager sizes).
    ///
    /// `supplement` (from `FullReport`) places the day simulation and the related systems in
    /// `fairness-report.md`; without it the report says they are not in the set.
    static func files(
        _ model: ReportModel, supplement: FairnessReportSupplement?, rendered: ModelFiles? = nil
    ) -> [ReportFile] {
        let rendered = rendered ?? ModelFiles(model)
        var files = rendered.files
        files.append(
            ReportFile(
                path: Path.fairnessReport,
                bytes: FairnessReportMarkdown.document(
                    model, verdicts: rendered.verdicts, supplement: supplement
                ).bytes))
        return files.sorted { $0.path < $1.path }
    }

    /// Every file that depends on the model alone (all but the fairness report, which also holds
    /// the report's other sections), and the verdicts the fairness report prints: rendered while
    /// the other sections still run.
    struct ModelFiles: Sendable {
        var files: [ReportFile]
        var verdicts: [VerdictsCSV.Row]

        init(_ model: ReportModel) {
            let checks = ReportChecks(model)
            let verdicts = VerdictsCSV.rows(model, checks)
            self.verdicts = verdicts
            files = ModelFiles.files(model, checks: checks, verdicts: verdicts)
        }

        private static func files(
            _ model: ReportModel, checks: ReportChecks, verdicts: [VerdictsCSV.Row]
        ) -> [ReportFile] {
            var files: [ReportFile] = [
                ReportFile(path: Path.odds, bytes: OddsCSV.table(model).bytes),
                ReportFile(path: Path.configurations, bytes: ConfigurationsCSV.table(model).bytes),
                ReportFile(path: Path.rtp, bytes: RTPCSV.table(model).bytes),
                ReportFile(path: Path.cap, bytes: CapCSV.table(model).bytes),
                ReportFile(path: Path.checks, bytes: ChecksCSV.table(checks).bytes),
                ReportFile(path: Path.verdicts, bytes: VerdictsCSV.table(verdicts).bytes),
                ReportFile(path: Path.disclosureFigures, bytes: DisclosureCSV.table(model).bytes),
                ReportFile(path: Path.disclosureOutcomes, bytes: DisclosureOutcomesCSV.table(model).bytes),
                ReportFile(path: Path.run, bytes: RunCSV.table(model).bytes),
                ReportFile(path: Path.offerBeforeAfter, bytes: OfferBeforeAfterCSV.table(model.offerBeforeAfter).bytes),
                ReportFile(path: Path.offerSummary, bytes: OfferSummaryCSV.table(model.offerBeforeAfter).bytes),
                ReportFile(path: Path.acceptance, bytes: AcceptanceCSV.table(model.disclosure).bytes),
                ReportFile(path: Path.disclosure, bytes: OddsDisclosureMarkdown.document(model).bytes),
                ReportFile(path: Path.disclosureJSON, bytes: Array(DisclosureJSON.text(model.disclosure).utf8))
            ]
            // The index (`Path.disclosureHTML`) and one page per game (Mines on several).
            files += OddsDisclosureHTML.pages(model.disclosure).map {
                ReportFile(path: $0.path, bytes: Array($0.text.utf8))
            }
            // The verify page: the player's own replay of an exported history (`VerifyPage`).
            let d = model.disclosure
            // An export names the defaults "defaults", a configuration file by its digest.
            var digest = HistoryExport.defaultConfigurationDigest
            if case .file(_, let fileDigest) = model.plan.configurationSource { digest = fileDigest }
            let footer =
                "<footer><p data-fixed=\"\">Tool " + MarkupText.escaped(d.toolVersion, for: .html)
                + ", configuration digest " + MarkupText.escaped(d.configurationDigest, for: .html)
                + ". <a href=\"\(Path.disclosureHTML)\">The odds</a>.</p></footer>"
            files.append(
                ReportFile(
                    path: VerifyPage.path,
                    bytes: Array(
                        VerifyPage.text(
                            configuration: model.plan.configuration, digest: digest, footer: footer
                        ).utf8)))
            files += ReportCharts.files(model)
            return files
        }
    }

    /// Every file of the casino's own report set (no day simulation, no related systems), in path order.
    static func files(_ model: ReportModel) -> [ReportFile] {
        files(model, supplement: nil)
    }

    /// True when every check of the model passed (what the fairness report's verdicts say).
    static func allChecksPassed(_ model: ReportModel) -> Bool {
        ReportChecks(model).allPassed
    }
}

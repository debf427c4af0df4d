import OddsLab

/// What `report` prints when it is done (issue 18): the verdicts and where the two documents
/// people read are, as a short table or, for CI dashboards, as JSON (`report --format json`).
///
/// Presentation only, so it lives with the writers: every verdict in it is read from the lab's
/// `ReportModel` and the day section's count, none is decided here.
public struct ReportSummary: Sendable {
    public enum Format: String, CaseIterable, Sendable {
        case table, json
    }

    /// The folder written (or compared, with `--check`).
    public var folder: String
    public var fileCount: Int
    /// True when `--check` compared instead of writing.
    public var compared: Bool
    /// Every check the report publishes passed (the gate's and the report's own).
    public var checksPassed: Bool
    /// The fairness gate's checks by verdict; nil with `--gate-wagers 0`.
    package var gateVerdicts: [CheckVerdict: Int]?
    public var dayInvariantViolations: Int

    init(folder: String, files: [ReportFile], compared: Bool, model: ReportModel, dayInvariantViolations: Int) {
        self.folder = folder
        self.fileCount = files.count
        self.compared = compared
        self.checksPassed = ReportRenderer.allChecksPassed(model)
        self.gateVerdicts = model.gate.map { gate in
            Dictionary(grouping: gate.items, by: \.verdict).mapValues(\.count)
        }
        self.dayInvariantViolations = dayInvariantViolations
    }

    /// The summary in `format`, under `headline` for the table.
    public func text(_ format: Format, headline: String) -> String {
        format == .table ? table(headline: headline) : json()
    }

    public func path(_ file: String) -> String { folder.hasSuffix("/") ? folder + file : folder + "/" + file }

    public var gateText: String {
        guard let gateVerdicts else { return "not run (--gate-wagers 0)" }
        let failed = gateVerdicts[.fail] ?? 0
        return (failed == 0 ? "pass" : "FAIL") + " (\(gateVerdicts[.pass] ?? 0) passed, \(failed) failed, "
            + "\(gateVerdicts[.notApplicable] ?? 0) n/a)"
    }

    /// The summary as lines, under `headline` (what was written or compared).
    public func table(headline: String) -> String {
        [
            headline,
            "fairness gate:   " + gateText,
            "all checks:      " + (checksPassed ? "pass" : "FAIL (see \(path("checks.csv")))"),
            "day invariants:  "
                + (dayInvariantViolations == 0 ? "none violated" : "\(dayInvariantViolations) violated"),
            "disclosure:      \(path("odds-disclosure.md")) (web page: \(path("odds-disclosure.html")))",
            "fairness report: \(path("fairness-report.md"))"
        ].joined(separator: "\n") + "\n"
    }

    /// The summary as JSON (the writers' one printer), keys in alphabetical order.
    public func json() -> String {
        var members: [(String, JSONText)] = [
            ("checks", .string(path("checks.csv"))), ("checksPassed", .bool(checksPassed)),
            ("compared", .bool(compared)), ("dayInvariantViolations", .int(dayInvariantViolations)),
            ("disclosure", .string(path("odds-disclosure.md"))),
            ("disclosureJSON", .string(path("odds-disclosure.json"))),
            ("disclosureWebPage", .string(path("odds-disclosure.html"))),
            ("fairnessReport", .string(path("fairness-report.md"))), ("files", .int(fileCount)),
            ("folder", .string(folder))
        ]
        if let gateVerdicts {
            members.insert(
                (
                    "gate",
                    .object([
                        ("failed", .int(gateVerdicts[.fail] ?? 0)),
                        ("notApplicable", .int(gateVerdicts[.notApplicable] ?? 0)),
                        ("passed", .int(gateVerdicts[.pass] ?? 0))
                    ])
                ), at: members.firstIndex { $0.0 > "gate" } ?? members.count)
        }
        return JSONText.object(members).rendered
    }
}

import OddsReports
import RelatedLab

/// What `week` and `redeem` print and write, one writer per related product: the same five
/// views of a list of results, so the tool publishes both the same way.
public protocol RelatedReportWriter {
    associatedtype Result
    /// The plain-text table for a terminal.
    static func table(_ results: [Result]) -> String
    /// One JSON document.
    static func json(_ results: [Result]) -> String
    /// The Markdown report section, naming the command that made it.
    static func document(_ results: [Result], command: String) -> String
    /// The CSV files, by name.
    static func csvFiles(_ results: [Result]) -> [(name: String, text: String)]
    /// Every file of the section (Markdown, charts, CSV) under `folder`.
    static func files(_ results: [Result], command: String, folder: String) -> [ReportFile]
    /// Invariant violations over all results (0 for sound rules).
    static func invariantViolations(_ results: [Result]) -> Int
}

extension RelatedReportWriter {
    /// The CSV files as one text for stdout (`--format csv`), one after another, each under a
    /// `# name` line, CRLF like the files themselves, so a reader splits them back at those lines.
    public static func csvText(_ results: [Result]) -> String {
        csvFiles(results).map { "# \($0.name)\r\n" + $0.text }.joined(separator: "\r\n")
    }
}

extension CommitmentReport: RelatedReportWriter {
    public static func document(_ results: [WeekSimulationResult], command: String) -> String {
        markdown(results, command: command)
    }

    public static func invariantViolations(_ results: [WeekSimulationResult]) -> Int {
        results.reduce(0) { $0 + $1.invariantViolations }
    }
}

extension RedemptionReport: RelatedReportWriter {
    public static func document(_ results: [RedeemSimulationResult], command: String) -> String {
        markdown(results, command: command)
    }

    public static func invariantViolations(_ results: [RedeemSimulationResult]) -> Int {
        results.reduce(0) { $0 + $1.invariantViolations }
    }
}

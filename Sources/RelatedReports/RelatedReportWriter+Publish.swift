import OddsReports

/// `week`'s and `redeem`'s output formats.
public enum RelatedOutputFormat: String, CaseIterable, Sendable {
    case table, json, markdown, csv
}

extension RelatedReportWriter {
    /// Writes the report section's files into `folder` (first: a write that fails prints one line,
    /// not the result and then the error), prints `results` in `format`, and returns the invariant
    /// violations the simulations counted (the report is out either way).
    public static func publish(
        _ results: [Result], format: RelatedOutputFormat, folder: OutputFolder?, commandLine: String
    ) throws -> Int {
        try folder?.write(files(results, command: commandLine, folder: ""))
        switch format {
        case .table: writeStdout(table(results))
        case .json: writeStdout(json(results))
        case .markdown: writeStdout(document(results, command: commandLine))
        case .csv: writeStdout(csvText(results))
        }
        return invariantViolations(results)
    }
}

import Foundation
import Testing

/// `report` ends with a short summary: the verdicts and where the disclosure and the fairness
/// report are, as a table or as JSON for CI dashboards (issue 18).
@Suite("report summary (binary)")
struct ReportSummaryCommandLineTests: CasinoOddsCommandLine {
    func scratchFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "report-summary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.path
    }

    /// A small report (no gate, one day per profile) so the test stays quick; the summary's
    /// paths must be files the run wrote.
    // Over 10 s (13.1 s, load 8–10): a whole `report` run of the debug binary (no gate, one day per profile).
    @Test func jsonSummaryNamesTheFilesItWrote() throws {
        let folder = try scratchFolder() + "/Reports"
        defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
        let result = try run([
            "report", "--wagers", "1000", "--gate-wagers", "0", "--days", "1", "--output-dir", folder, "--format",
            "json"
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect(summary["folder"] as? String == folder)
        #expect(summary["checksPassed"] as? Bool == true)
        #expect(summary["gate"] == nil) // --gate-wagers 0 runs no gate
        for key in ["disclosure", "disclosureWebPage", "disclosureJSON", "fairnessReport", "checks"] {
            let path = try #require(summary[key] as? String, "\(key)")
            #expect(FileManager.default.fileExists(atPath: path), "\(key): \(path)")
        }
        let written = try #require(FileManager.default.enumerator(atPath: folder)?.allObjects as? [String])
        let files = written.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
                && !isFolder.boolValue
        }
        #expect(summary["files"] as? Int == files.count)
    }

    // Over 10 s (13.5 s, load 8–10): a whole `report` run of the debug binary (no gate, one day per profile).
    @Test func tableSummarySaysWhereTheDisclosureIs() throws {
        let folder = try scratchFolder() + "/R"
        defer { try? FileManager.default.removeItem(atPath: folder + "/..") }
        let result = try run(["report", "--wagers", "1000", "--gate-wagers", "0", "--days", "1", "--output-dir", folder]
        )
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("wrote ") == true && lines.first?.hasSuffix(" files to \(folder)") == true)
        #expect(lines.contains("fairness gate:   not run (--gate-wagers 0)"))
        #expect(lines.contains("all checks:      pass"))
        #expect(
            lines.contains("disclosure:      \(folder)/odds-disclosure.md (web page: \(folder)/odds-disclosure.html)"))
        #expect(lines.contains("fairness report: \(folder)/fairness-report.md"))
    }
}

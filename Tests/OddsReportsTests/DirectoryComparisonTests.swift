import Foundation
import Testing
@testable import OddsReports

@Suite("Report comparison (--check)")
struct DirectoryComparisonTests {
    private let generated = [
        ReportFile(path: "odds.csv", text: "target_centi,p_win\r\n200,0.485\r\n1000,0.097\r\n"),
        ReportFile(path: "summary.md", text: "# Odds\n")
    ]

    @Test func identicalFoldersMatch() throws {
        let scratch = ScratchFolder()
        try AtomicWriter().writeFolder(generated, to: scratch.path)
        try scratch.write(".gitkeep", "") // hidden files are not reports
        let comparison = try DirectoryComparison(generated: generated, directory: scratch.path)
        #expect(comparison.isIdentical)
        #expect(comparison.description.hasSuffix("matches the generated reports (2 files)"))
    }

    @Test func reportsTheFirstDifferingFileAndLine() throws {
        let scratch = ScratchFolder()
        try scratch.write("odds.csv", "target_centi,p_win\r\n200,0.485\r\n1000,0.098\r\n")
        try scratch.write("summary.md", "# Odds\n")
        let comparison = try DirectoryComparison(generated: generated, directory: scratch.path)
        #expect(
            comparison.differences == [
                .differs(path: scratch.path + "/odds.csv", line: 3, generated: "1000,0.097", onDisk: "1000,0.098")
            ])
        #expect(
            comparison.description
                == "\(scratch.path)/odds.csv differs at line 3: generated \"1000,0.097\", on disk \"1000,0.098\"")
    }

    @Test func aShorterFileDiffersWhereItEnds() throws {
        let scratch = ScratchFolder()
        try scratch.write("odds.csv", "target_centi,p_win\r\n200,0.485\r\n")
        try scratch.write("summary.md", "# Odds\n")
        let comparison = try DirectoryComparison(generated: generated, directory: scratch.path)
        #expect(
            comparison.differences.first
                == .differs(path: scratch.path + "/odds.csv", line: 3, generated: "1000,0.097", onDisk: ""))
    }

    @Test func missingAndExtraFilesAreNamed() throws {
        let scratch = ScratchFolder()
        try scratch.write("odds.csv", "target_centi,p_win\r\n200,0.485\r\n1000,0.097\r\n")
        try scratch.write("charts/old.svg", "<svg/>")
        let comparison = try DirectoryComparison(generated: generated, directory: scratch.path)
        #expect(
            comparison.differences == [
                .extra(path: scratch.path + "/charts/old.svg"), .missing(path: scratch.path + "/summary.md")
            ])
        #expect(
            comparison.description
                == "\(scratch.path)/charts/old.svg is on disk but not generated (and 1 more difference)")
    }

    @Test func aMissingFolderMeansEveryFileIsMissing() throws {
        let comparison = try DirectoryComparison(generated: generated, directory: "/nonexistent-\(UUID().uuidString)")
        #expect(comparison.differences.count == 2)
        #expect(comparison.differences.allSatisfy { if case .missing = $0 { true } else { false } })
    }

    @Test func longLinesAreShownAroundTheirFirstDifference() {
        let a = String(repeating: "x", count: 100) + "A" + String(repeating: "y", count: 100)
        let b = String(repeating: "x", count: 100) + "B" + String(repeating: "y", count: 100)
        let (line, g, d) = DirectoryComparison.firstDifferingLine(Array(("h\n" + a).utf8), Array(("h\n" + b).utf8))
        #expect(line == 2)
        let (ge, de) = DirectoryComparison.excerpts(g, d)
        #expect(ge == "\"…" + String(repeating: "x", count: 20) + "A" + String(repeating: "y", count: 39) + "…\"")
        #expect(de.contains("B"))
    }
}

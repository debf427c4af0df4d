import Foundation
import Testing
@testable import OddsReports
#if canImport(Glibc)
    import Glibc
#endif

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

    /// Was "a missing folder means every file is missing": a typo in `--output-dir` then ran the
    /// whole report to say so. Now it is bad input, found before any work (issue 30).
    @Test func aMissingFolderIsRefusedBeforeAnyWork() throws {
        let missing = "/nonexistent-\(UUID().uuidString)"
        #expect(throws: ReportWriteError.self) { try DirectoryComparison.checkFolder(missing) }
        #expect(throws: ReportWriteError.self) { try DirectoryComparison(generated: generated, directory: missing) }
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
    /// A link committed under the compared folder could print what it points to (an environment,
    /// a key): compared entries are regular files only, and a link is refused without being read.
    @Test func aSymbolicLinkInTheComparedFolderIsRefusedNotFollowed() throws {
        let scratch = ScratchFolder()
        try AtomicWriter().writeFolder(generated, to: scratch.path + "/C")
        try scratch.write("secret.txt", "SECRET=hunter2\n")
        #expect(unlink(scratch.path + "/C/odds.csv") == 0)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/C/odds.csv", withDestinationPath: scratch.path + "/secret.txt")
        let error = #expect(throws: ReportWriteError.self) { try DirectoryComparison.checkFolder(scratch.path + "/C") }
        #expect(error?.message.contains("odds.csv is a symbolic link, not a regular file") == true)
        #expect(error?.message.contains("hunter2") == false)
        #expect(throws: ReportWriteError.self) {
            try DirectoryComparison(generated: generated, directory: scratch.path + "/C")
        }
    }

    /// A huge file on disk (a sparse 5 GiB one took 15 GB of memory) costs no more than the reports:
    /// it is read up to its generated size plus the margin.
    @Test func aComparedFileIsReadOnlyUpToItsGeneratedSizePlusAMargin() throws {
        let scratch = ScratchFolder()
        try scratch.write("odds.csv", "")
        #expect(truncate(scratch.path + "/odds.csv", 1 << 30) == 0) // sparse: no disk used
        let read = try DirectoryComparison.readBounded(scratch.path + "/odds.csv", atMost: 1_000)
        #expect(read.count == 1_000)
    }

    /// A differing line is shown as printable text only: no escape, NUL or direction mark from disk.
    @Test func aDifferingLineIsNeverEchoedWithControlCharacters() throws {
        let scratch = ScratchFolder()
        try scratch.write("odds.csv", "target_centi,p_win\r\n\u{1B}[2J\u{0}\u{202E}evil\r\n")
        try scratch.write("summary.md", "# Odds\n")
        let comparison = try DirectoryComparison(generated: generated, directory: scratch.path)
        let line = comparison.description
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E }, "\(line)")
        #expect(line.contains("\"?[2J??evil\""))
    }
}

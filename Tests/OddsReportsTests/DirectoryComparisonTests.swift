import CasinoCore
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
        try AtomicWriter().writeFolder(generated, to: scratch.path, flag: "--output-dir")
        try scratch.write(".gitkeep", "") // hidden files are not reports
        let comparison = try DirectoryComparison(generated: generated, directory: scratch.path, flag: "--output-dir")
        #expect(comparison.isIdentical)
        #expect(comparison.description.hasSuffix("matches the generated reports (2 files)"))
    }

    @Test func reportsTheFirstDifferingFileAndLine() throws {
        let scratch = ScratchFolder()
        try scratch.write("odds.csv", "target_centi,p_win\r\n200,0.485\r\n1000,0.098\r\n")
        try scratch.write("summary.md", "# Odds\n")
        let comparison = try DirectoryComparison(generated: generated, directory: scratch.path, flag: "--output-dir")
        #expect(
            comparison.differences == [
                .differs(path: scratch.path + "/odds.csv", line: 3, generated: "1000,0.097", onDiskEnds: false)
            ])
        #expect(
            comparison.description
                == "\(scratch.path)/odds.csv differs at line 3: the generated line is \"1000,0.097\" (what the disk "
                + "holds is not shown)")
    }

    @Test func aShorterFileDiffersWhereItEnds() throws {
        let scratch = ScratchFolder()
        try scratch.write("odds.csv", "target_centi,p_win\r\n200,0.485\r\n")
        try scratch.write("summary.md", "# Odds\n")
        let comparison = try DirectoryComparison(generated: generated, directory: scratch.path, flag: "--output-dir")
        #expect(
            comparison.differences.first
                == .differs(path: scratch.path + "/odds.csv", line: 3, generated: "1000,0.097", onDiskEnds: true))
        #expect(
            comparison.description
                == "\(scratch.path)/odds.csv differs at line 3: the generated line is \"1000,0.097\"; the file on disk "
                + "ends before it")
    }

    /// A file below a subfolder is opened one name at a time from the folder's descriptor.
    @Test func filesInSubfoldersAreComparedToo() throws {
        let scratch = ScratchFolder()
        let nested = generated + [ReportFile(path: "charts/deep/rtp.svg", text: "<svg>\n<g/>\n</svg>\n")]
        try AtomicWriter().writeFolder(nested, to: scratch.path, flag: "--output-dir")
        #expect(try DirectoryComparison(generated: nested, directory: scratch.path, flag: "--output-dir").isIdentical)
        try scratch.write("charts/deep/rtp.svg", "<svg>\n<h/>\n</svg>\n")
        #expect(
            try DirectoryComparison(generated: nested, directory: scratch.path, flag: "--output-dir").differences == [
                .differs(path: scratch.path + "/charts/deep/rtp.svg", line: 2, generated: "<g/>", onDiskEnds: false)
            ])
    }

    @Test func missingAndExtraFilesAreNamed() throws {
        let scratch = ScratchFolder()
        try scratch.write("odds.csv", "target_centi,p_win\r\n200,0.485\r\n1000,0.097\r\n")
        try scratch.write("charts/old.svg", "<svg/>")
        let comparison = try DirectoryComparison(generated: generated, directory: scratch.path, flag: "--output-dir")
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
        #expect(throws: InputError.self) { try DirectoryComparison.checkFolder(missing, flag: "--output-dir") }
        #expect(throws: InputError.self) {
            try DirectoryComparison(generated: generated, directory: missing, flag: "--output-dir")
        }
    }

    @Test func aLongerFileOnDiskDiffersWhereTheGeneratedOneEnds() throws {
        let scratch = ScratchFolder()
        try scratch.write("odds.csv", "target_centi,p_win\r\n200,0.485\r\n1000,0.097\r\nextra\r\n")
        try scratch.write("summary.md", "# Odds\n")
        let comparison = try DirectoryComparison(generated: generated, directory: scratch.path, flag: "--output-dir")
        #expect(
            comparison.description
                == "\(scratch.path)/odds.csv differs at line 4: the generated file ends before it; the file on disk "
                + "goes on")
    }

    /// The generated line is shown from its start, clipped to 80 characters; a window around the
    /// first differing character would depend on (and so reveal) what the disk holds.
    @Test func aLongGeneratedLineIsClippedAndNothingOfTheDisksLineShows() {
        let a = String(repeating: "x", count: 100) + "A" + String(repeating: "y", count: 100)
        let b = String(repeating: "x", count: 100) + "B" + String(repeating: "y", count: 100)
        let (line, generated, onDiskEnds) = DirectoryComparison.firstDifferingLine(
            Array(("h\n" + a).utf8), Array(("h\n" + b).utf8))
        #expect(line == 2 && generated == a && !onDiskEnds)
        #expect(DirectoryComparison.quote(a) == "\"" + String(repeating: "x", count: 80) + "…\"")
    }

    /// A link committed under the compared folder could print what it points to (an environment,
    /// a key): compared entries are regular files only, and a link is refused without being read.
    @Test func aSymbolicLinkInTheComparedFolderIsRefusedNotFollowed() throws {
        let scratch = ScratchFolder()
        try AtomicWriter().writeFolder(generated, to: scratch.path + "/C", flag: "--output-dir")
        try scratch.write("secret.txt", "SECRET=hunter2\n")
        #expect(unlink(scratch.path + "/C/odds.csv") == 0)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/C/odds.csv", withDestinationPath: scratch.path + "/secret.txt")
        let error = #expect(throws: InputError.self) {
            try DirectoryComparison.checkFolder(scratch.path + "/C", flag: "--output-dir")
        }
        #expect(error?.message.contains("odds.csv is a symbolic link, not a regular file") == true)
        #expect(error?.message.contains("hunter2") == false)
        #expect(throws: InputError.self) {
            try DirectoryComparison(generated: generated, directory: scratch.path + "/C", flag: "--output-dir")
        }
    }

    /// A huge file on disk (a sparse 5 GiB one took 15 GB of memory) costs no more than the reports:
    /// it is read up to its generated size plus the margin.
    @Test func aComparedFileIsReadOnlyUpToItsGeneratedSizePlusAMargin() throws {
        let scratch = ScratchFolder()
        try scratch.write("odds.csv", "")
        #expect(truncate(scratch.path + "/odds.csv", 1 << 30) == 0) // sparse: no disk used
        let read = try ComparedFolder(scratch.path, flag: "--output-dir").read("odds.csv", atMost: 1_000)
        #expect(read.count == 1_000)
    }

    /// A compared file may be a hard link to anything the runner can read (issue 38: a hard link
    /// to a password file showed `on disk "root:SECRETHASH…"`): a mismatch names the file and the
    /// line, never what the disk holds, control characters or not.
    @Test func whatTheDiskHoldsIsNeverShown() throws {
        let scratch = ScratchFolder()
        try AtomicWriter().writeFolder(generated, to: scratch.path + "/C", flag: "--output-dir")
        try scratch.write("shadow", "root:SECRETHASH$6$abc:19000:0:99999:7:::\n\u{1B}[2J\u{0}\u{202E}evil\n")
        #expect(unlink(scratch.path + "/C/odds.csv") == 0)
        #expect(link(scratch.path + "/shadow", scratch.path + "/C/odds.csv") == 0)
        let line = try DirectoryComparison(generated: generated, directory: scratch.path + "/C", flag: "--output-dir")
            .description
        #expect(
            line
                == "\(scratch.path)/C/odds.csv differs at line 1: the generated line is \"target_centi,p_win\" (what the "
                + "disk holds is not shown)")
        #expect(!line.contains("SECRETHASH") && !line.contains("evil"))
    }

    /// A top-level folder that is a symbolic link is refused, never followed: a link to /proc/self
    /// was listed and its files read.
    @Test func aComparedFolderThatIsASymbolicLinkIsRefusedNotFollowed() throws {
        let scratch = ScratchFolder()
        try AtomicWriter().writeFolder(generated, to: scratch.path + "/C", flag: "--output-dir")
        for target in [scratch.path + "/C", "/proc/self"] {
            let link = scratch.path + "/link-\(UUID().uuidString)"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            for given in [link, link + "/"] {
                let error = #expect(throws: InputError.self) {
                    try DirectoryComparison.checkFolder(given, flag: "--output-dir")
                }
                #expect(
                    error?.message
                        == "--output-dir: \(link) is a symbolic link; report --check does not follow it: give the folder "
                        + "it points to"
                )
                #expect(throws: InputError.self) {
                    try DirectoryComparison(generated: generated, directory: given, flag: "--output-dir")
                }
            }
        }
    }
}

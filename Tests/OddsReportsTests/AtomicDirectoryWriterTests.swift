import CasinoCore
import Foundation
import Testing
@testable import OddsReports

/// A fresh folder under the system's temporary folder, removed when the test ends.
final class ScratchFolder {
    let path: String
    init() {
        path = NSTemporaryDirectory() + "odds-reports-test-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    func write(_ relative: String, _ text: String) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    /// Everything under the folder, hidden files included.
    func listing() -> [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []).sorted()
    }
}

struct InjectedFailure: Error {}

@Suite("Atomic report writing")
struct AtomicDirectoryWriterTests {
    private let files = [
        ReportFile(path: "summary.md", text: "# new summary\n"),
        ReportFile(path: "odds.csv", text: "a,b\r\n1,2\r\n"),
        ReportFile(path: "charts/rtp.svg", text: "<svg/>\n")
    ]

    @Test func writesEveryFileCreatingTheFolderAndSubfolders() throws {
        let scratch = ScratchFolder()
        try AtomicWriter().writeFolder(files, to: scratch.path + "/Reports", flag: "--output-dir")
        #expect(scratch.read("Reports/summary.md") == "# new summary\n")
        #expect(scratch.read("Reports/odds.csv") == "a,b\r\n1,2\r\n")
        #expect(scratch.read("Reports/charts/rtp.svg") == "<svg/>\n")
        // No staging folder is left behind.
        #expect(
            scratch.listing() == [
                "Reports", "Reports/charts", "Reports/charts/rtp.svg", "Reports/odds.csv", "Reports/summary.md"
            ])
    }

    @Test func aFailureMidwayLeavesTheOldFilesWhole() throws {
        let scratch = ScratchFolder()
        try scratch.write("Reports/summary.md", "# old summary\n")
        try scratch.write("Reports/odds.csv", "old\r\n")
        var staged: [String] = []
        let writer = AtomicWriter(afterStaging: { path in
            staged.append(path)
            if staged.count == 2 { throw InjectedFailure() }
        })
        #expect(throws: InjectedFailure.self) {
            try writer.writeFolder(files, to: scratch.path + "/Reports", flag: "--output-dir")
        }
        #expect(staged.count == 2)
        #expect(scratch.read("Reports/summary.md") == "# old summary\n")
        #expect(scratch.read("Reports/odds.csv") == "old\r\n")
        #expect(scratch.read("Reports/charts/rtp.svg") == nil)
        #expect(scratch.listing() == ["Reports", "Reports/odds.csv", "Reports/summary.md"]) // staging removed
    }

    @Test func replacesFilesAndKeepsOnesNotInTheSet() throws {
        let scratch = ScratchFolder()
        try scratch.write("Reports/summary.md", "# old summary\n")
        try scratch.write("Reports/notes.txt", "mine\n")
        try AtomicWriter().writeFolder(files, to: scratch.path + "/Reports", flag: "--output-dir")
        #expect(scratch.read("Reports/summary.md") == "# new summary\n")
        #expect(scratch.read("Reports/notes.txt") == "mine\n")
    }

    @Test func pathsThatCouldLeaveTheFolderAreRefusedBeforeAnythingIsWritten() throws {
        let scratch = ScratchFolder()
        let writer = AtomicWriter()
        for bad in ["../escape.csv", "/etc/passwd", "a/../../b", "./a", "a//b", "", "a\\b", ".hidden.csv", "dup.csv"] {
            let set =
                bad == "dup.csv"
                ? [ReportFile(path: bad, text: "1"), ReportFile(path: bad, text: "2")]
                : [ReportFile(path: "ok.csv", text: "x"), ReportFile(path: bad, text: "y")]
            #expect(throws: InputError.self, "\(bad)") {
                try writer.writeFolder(set, to: scratch.path + "/Reports", flag: "--output-dir")
            }
        }
        #expect(scratch.listing().allSatisfy { !$0.hasSuffix(".csv") && !$0.contains("escape") })
    }

    @Test func aFolderInTheWayOfAFileIsReportedAndNothingChanges() throws {
        let scratch = ScratchFolder()
        try scratch.write("Reports/summary.md/inner.txt", "x") // summary.md is a folder here
        try scratch.write("Reports/odds.csv", "old\r\n")
        let error = #expect(throws: InputError.self) {
            try AtomicWriter().writeFolder(files, to: scratch.path + "/Reports", flag: "--output-dir")
        }
        #expect(error?.message.contains("summary.md") == true)
        #expect(scratch.read("Reports/odds.csv") == "old\r\n")
    }

    @Test func anOutputFolderThatIsAFileIsOneLineError() throws {
        let scratch = ScratchFolder()
        try scratch.write("Reports", "not a folder")
        let error = #expect(throws: InputError.self) {
            try AtomicWriter().writeFolder(files, to: scratch.path + "/Reports", flag: "--output-dir")
        }
        #expect(
            error?.message == "--output-dir: cannot create folder \(scratch.path)/Reports: a file of that name exists")
        #expect(scratch.read("Reports") == "not a folder")
        // The refusal names the option it is given, where it is made (the tool's is `--output-dir`).
        let checked = #expect(throws: InputError.self) {
            try AtomicWriter().checkFolder(scratch.path + "/Reports", flag: "--folder")
        }
        #expect(
            checked?.message == "--folder: cannot create folder \(scratch.path)/Reports: a file of that name exists")
    }

    @Test func aSymbolicLinkAsASubfolderIsRefused() throws {
        let scratch = ScratchFolder()
        try scratch.write("elsewhere/keep.txt", "x")
        try FileManager.default.createDirectory(atPath: scratch.path + "/Reports", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/Reports/charts", withDestinationPath: scratch.path + "/elsewhere")
        #expect(throws: InputError.self) {
            try AtomicWriter().writeFolder(files, to: scratch.path + "/Reports", flag: "--output-dir")
        }
        #expect(scratch.read("elsewhere/rtp.svg") == nil)
    }
}

import CasinoCore
import Foundation
import Testing
@testable import OddsReports

/// The writers as a hostile local user or a careless one meets them (Docs/inputs.md, "The folder
/// rule"): nothing outside the output changes whatever is swapped in mid-run, nothing is readable
/// by others while staged, only the tool's own marked leftovers are removed, a signal stops cleanly.
@Suite("Writer hardening")
struct WriterHardeningTests {
    private let oldSet = [
        ReportFile(path: "summary.md", text: "# old summary\n"),
        ReportFile(path: "charts/rtp.svg", text: "<svg>old</svg>\n")
    ]
    private let newSet = [
        ReportFile(path: "summary.md", text: "# new summary\n"),
        ReportFile(path: "charts/rtp.svg", text: "<svg>new</svg>\n"),
        ReportFile(path: "charts/days.svg", text: "<svg>days</svg>\n")
    ]

    /// Every path under `root` with what identifies its state: kind, mode, owner, group, inode, bytes.
    private func snapshot(_ root: String) -> [String: String] {
        var found: [String: String] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names {
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else { continue }
                let bytes = FileManager.default.contents(atPath: root + "/" + path).map { $0.count } ?? -1
                found[path] = "\(info.st_mode) \(info.st_uid):\(info.st_gid) \(info.st_ino) \(bytes)"
                if info.st_mode & S_IFMT == S_IFDIR { pending.append(path) }
            }
        }
        return found
    }

    private func mode(_ path: String) -> UInt32 {
        var info = stat()
        lstat(path, &info)
        return UInt32(info.st_mode & 0o7777)
    }

    /// A report folder with many world-writable subfolders (as in the reproduction) beside a
    /// private folder outside it.
    private func setUp(_ scratch: ScratchFolder) throws -> (reports: String, outside: String) {
        let reports = scratch.path + "/R", outside = scratch.path + "/outside"
        try AtomicWriter().writeFolder(oldSet, to: reports, flag: "--output-dir")
        for i in 0..<8 {
            try scratch.write("R/shared/d\(i)/note.txt", "note \(i)\n")
            #expect(chmod(reports + "/shared/d\(i)", 0o777) == 0)
        }
        try scratch.write("outside/secret.txt", "secret\n")
        try scratch.write("outside/inner/deeper.txt", "deeper\n")
        #expect(chmod(outside + "/secret.txt", 0o600) == 0 && chmod(outside + "/inner", 0o700) == 0)
        return (reports, outside)
    }

    /// The reproduction's race, at every step of the writer: each subfolder of the report folder
    /// (and of the staging folder) that is still a folder is swapped for a symbolic link to a
    /// private folder outside. Whatever the run then does — finish, or refuse in one line — no
    /// path outside the report folder changes: no mode, owner, inode or byte.
    @Test func aSubfolderSwappedForALinkAtAnyStepChangesNothingOutsideTheFolder() throws {
        let count: Int = try {
            let scratch = ScratchFolder()
            let (reports, _) = try setUp(scratch)
            var steps = 0
            try AtomicWriter(afterStep: { _ in steps += 1 }).writeFolder(newSet, to: reports, flag: "--output-dir")
            return steps
        }()
        #expect(count >= newSet.count + 8 + 2)
        for swapAt in 0..<count {
            let scratch = ScratchFolder()
            let (reports, outside) = try setUp(scratch)
            let before = snapshot(outside)
            var done = 0
            let writer = AtomicWriter(afterStep: { _ in
                defer { done += 1 }
                guard done == swapAt else { return }
                let stagings = scratch.listing().filter { $0.hasPrefix(".R.staging-") && !$0.contains("/") }
                for folder in [reports] + stagings.map({ scratch.path + "/" + $0 }) {
                    for sub in ["shared", "charts"] + (0..<8).map({ "shared/d\($0)" }) {
                        let path = folder + "/" + sub
                        var info = stat()
                        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
                        _ = rename(path, path + "-moved")
                        _ = symlink(outside, path)
                    }
                }
            })
            do {
                try writer.writeFolder(newSet, to: reports, flag: "--output-dir")
            } catch let error as InputError {
                #expect(!error.message.contains("\n"))
            }
            #expect(snapshot(outside) == before, "after a swap at step \(swapAt)")
        }
    }

    /// While the set is staged no other user can read any of it: the staging folder is 700 until
    /// the moment before the swap, and every folder made in it never grants more to group or others
    /// than its final mode.
    @Test func noFileOfTheNewSetIsReadableByOthersWhileStaging() throws {
        let scratch = ScratchFolder()
        let reports = scratch.path + "/R"
        try AtomicWriter().writeFolder(oldSet, to: reports, flag: "--output-dir")
        try scratch.write("R/private/secret.txt", "secret\n")
        #expect(chmod(reports + "/private", 0o700) == 0 && chmod(reports + "/charts", 0o750) == 0)
        var checked = 0
        let writer = AtomicWriter(afterStep: { step in
            guard step != .exchanged && step != .removedOld && step != .movedOldAside else { return }
            for name in scratch.listing() where name.hasPrefix(".R.staging-") && !name.contains("/") {
                let staging = scratch.path + "/" + name
                #expect(
                    self.mode(staging) & 0o077 == 0,
                    "staging folder mode \(String(self.mode(staging), radix: 8)) after \(step)")
                for (sub, final) in [("private", UInt32(0o700)), ("charts", 0o750)] {
                    var info = stat()
                    guard lstat(staging + "/" + sub, &info) == 0 else { continue }
                    let widened = UInt32(info.st_mode & 0o077) & ~final
                    #expect(widened == 0, "\(sub) after \(step)")
                }
                checked += 1
            }
        })
        try writer.writeFolder(newSet, to: reports, flag: "--output-dir")
        #expect(checked > 0)
        #expect(mode(reports + "/private") == 0o700 && mode(reports + "/charts") == 0o750)
        #expect(scratch.read("R/private/secret.txt") == "secret\n")
    }

    /// Only a leftover of the exact form (prefix and six letters or digits) that carries the
    /// tool's marker and is the runner's is removed; names that merely start like one stay, with
    /// everything in them.
    @Test func onlyTheToolsMarkedLeftoversOfTheExactFormAreRemoved() throws {
        let scratch = ScratchFolder()
        let reports = scratch.path + "/R"
        try AtomicWriter().writeFolder(oldSet, to: reports, flag: "--output-dir")
        let kept = [".R.staging-mydata", ".R.staging-", ".R.previous-zz", ".R.staging-AbC123", ".R.previous-AbC123"]
        for name in kept { try scratch.write(name + "/mine.txt", "mine\n") }
        try scratch.write(".R.staging-XyZ789/" + WriterLeftovers.markerName, "made by casino-odds\n")
        try scratch.write(".R.staging-XyZ789/half.csv", "half\n")
        try AtomicWriter().writeFolder(newSet, to: reports, flag: "--output-dir")
        for name in kept { #expect(scratch.read(name + "/mine.txt") == "mine\n", "\(name)") }
        #expect(!scratch.listing().contains(".R.staging-XyZ789"))
        #expect(scratch.read("R/summary.md") == "# new summary\n")
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a leftover to another user"))
    func aMarkedLeftoverOfAnotherUserIsLeftAlone() throws {
        let scratch = ScratchFolder()
        try scratch.write(".R.staging-XyZ789/" + WriterLeftovers.markerName, "made by casino-odds\n")
        #expect(chown(scratch.path + "/.R.staging-XyZ789", 65534, 65534) == 0)
        try AtomicWriter().writeFolder(newSet, to: scratch.path + "/R", flag: "--output-dir")
        #expect(scratch.listing().contains(".R.staging-XyZ789"))
    }

    /// Root runs the report into a folder that holds another user's folder: refused before any
    /// work, in one line, with nothing changed (the reproduction that gave `nobody` a root shell).
    @Test(.enabled(if: geteuid() == 0, "only root can give an entry to another user"))
    func aFolderHoldingAnotherUsersEntryIsRefusedForRootBeforeAnyWork() throws {
        let scratch = ScratchFolder()
        let reports = scratch.path + "/R"
        try AtomicWriter().writeFolder(oldSet, to: reports, flag: "--output-dir")
        try scratch.write("R/shared/d0/note.txt", "note\n")
        #expect(chown(reports + "/shared", 65534, 65534) == 0)
        let before = snapshot(reports)
        let error = #expect(throws: InputError.self) { try AtomicWriter().checkFolder(reports, flag: "--output-dir") }
        #expect(
            error?.message.contains("shared is owned by uid 65534, not by you (uid 0)") == true,
            "\(error?.message ?? "")")
        #expect(throws: InputError.self) { try AtomicWriter().writeFolder(newSet, to: reports, flag: "--output-dir") }
        #expect(snapshot(reports) == before)
    }

    /// A stop a signal asks for is honoured at every step: before the swap the old folder stays
    /// and nothing the writer made is left; after it the new set is whole and the writer says so.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalAtAnyStepLeavesTheOldFolderOrTheWholeNewOneAndNoStagingFolder(_ sig: Int32) throws {
        var all: [AtomicWriter.Step] = []
        do {
            let scratch = ScratchFolder()
            try AtomicWriter().writeFolder(oldSet, to: scratch.path + "/R", flag: "--output-dir")
            try AtomicWriter(afterStep: { all.append($0) }).writeFolder(
                newSet, to: scratch.path + "/R", flag: "--output-dir")
        }
        for signalAt in all.indices {
            let scratch = ScratchFolder()
            try AtomicWriter().writeFolder(oldSet, to: scratch.path + "/R", flag: "--output-dir")
            let old = snapshot(scratch.path + "/R")
            var done = 0, caught: Int32?
            let writer = AtomicWriter(
                afterStep: { _ in
                    if done == signalAt { caught = sig }
                    done += 1
                }, stopSignal: { caught })
            let error = #expect(throws: CommandInterrupted.self) {
                try writer.writeFolder(newSet, to: scratch.path + "/R", flag: "--output-dir")
            }
            let committed = all[signalAt] == .exchanged || all[signalAt] == .removedOld
            #expect(error?.committed == committed, "after \(all[signalAt])")
            #expect(error?.exitCode == 128 + sig)
            if committed {
                #expect(scratch.read("R/charts/days.svg") == "<svg>days</svg>\n")
            } else {
                #expect(snapshot(scratch.path + "/R") == old, "after \(all[signalAt])")
            }
            #expect(scratch.listing().filter { !$0.hasPrefix("R") }.isEmpty, "left after \(all[signalAt])")
        }
    }

    @Test func aSignalDuringAFileWriteLeavesTheOldFileAndNoTemporary() throws {
        let scratch = ScratchFolder()
        try scratch.write("out.json", "old")
        let writer = AtomicWriter(stopSignal: { SIGTERM })
        let error = #expect(throws: CommandInterrupted.self) {
            try writer.writeFile(Array("new".utf8), to: scratch.path + "/out.json", flag: "--output")
        }
        #expect(error?.committed == false)
        #expect(scratch.listing() == ["out.json"] && scratch.read("out.json") == "old")
    }

    /// `.NAME.staging-XXXXXX` and `.NAME.tmp-XXXXXX` must fit a 255-byte name: a longer output
    /// name is refused before any work, not after it.
    @Test func anOutputNameTooLongForItsStagingNameIsRefusedBeforeAnyWork() throws {
        let scratch = ScratchFolder()
        let folderError = #expect(throws: InputError.self) {
            try AtomicWriter().checkFolder(
                scratch.path + "/" + String(repeating: "r", count: 239), flag: "--output-dir")
        }
        #expect(
            folderError?.message.contains("give a name of at most 238 bytes") == true, "\(folderError?.message ?? "")")
        try AtomicWriter().checkFolder(scratch.path + "/" + String(repeating: "r", count: 238), flag: "--output-dir")
        let fileError = #expect(throws: InputError.self) {
            try AtomicWriter().checkFile(scratch.path + "/" + String(repeating: "f", count: 244), flag: "--output")
        }
        #expect(fileError?.message.contains("give a name of at most 243 bytes") == true, "\(fileError?.message ?? "")")
        try AtomicWriter().checkFile(scratch.path + "/" + String(repeating: "f", count: 243), flag: "--output")
    }
}

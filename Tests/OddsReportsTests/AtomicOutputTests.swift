import CasinoCore
import Foundation
import Testing
@testable import OddsReports

/// The report set is atomic as a set: the writer is stopped after every one of its steps, as a
/// `kill -9` would stop it (no clean-up at all), and the folder is always wholly the old set or
/// wholly the new one; the next run leaves no staging folder or temporary behind.
@Suite("Atomic output")
struct AtomicOutputTests {
    private let oldSet = [
        ReportFile(path: "summary.md", text: "# old summary\n"),
        ReportFile(path: "odds.csv", text: "old\r\n"),
        ReportFile(path: "charts/rtp.svg", text: "<svg>old</svg>\n")
    ]
    private let newSet = [
        ReportFile(path: "summary.md", text: "# new summary\n"),
        ReportFile(path: "odds.csv", text: "new\r\n"),
        ReportFile(path: "charts/rtp.svg", text: "<svg>new</svg>\n"),
        ReportFile(path: "charts/days.svg", text: "<svg>days</svg>\n")
    ]

    /// Every file under `folder` with its text.
    private func contents(_ scratch: ScratchFolder, _ folder: String) -> [String: String] {
        var found: [String: String] = [:]
        for path in scratch.listing() where path.hasPrefix(folder + "/") {
            if let text = scratch.read(path) { found[String(path.dropFirst(folder.count + 1))] = text }
        }
        return found
    }

    private func expected(_ set: [ReportFile], extra: Bool) -> [String: String] {
        var map = Dictionary(uniqueKeysWithValues: set.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
        if extra { map["notes.txt"] = "mine\n" }
        return map
    }

    private func steps(useExchange: Bool) throws -> [AtomicWriter.Step] {
        let scratch = ScratchFolder()
        try AtomicWriter().writeFolder(oldSet, to: scratch.path + "/Reports", flag: "--output-dir")
        try scratch.write("Reports/notes.txt", "mine\n")
        var steps: [AtomicWriter.Step] = []
        try AtomicWriter(useExchange: useExchange) { steps.append($0) }
            .writeFolder(newSet, to: scratch.path + "/Reports", flag: "--output-dir")
        return steps
    }

    @Test(arguments: [true, false])
    func aKillBetweenAnyTwoStepsLeavesTheWholeOldSetOrTheWholeNewOne(useExchange: Bool) throws {
        let all = try steps(useExchange: useExchange)
        #expect(all.count == newSet.count + 1 + 1 + (useExchange ? 2 : 3)) // staged, carried over, flushed, …
        let old = expected(oldSet, extra: true), new = expected(newSet, extra: true)
        var sawOld = false, sawNew = false
        for killAt in all.indices {
            let scratch = ScratchFolder()
            try AtomicWriter().writeFolder(oldSet, to: scratch.path + "/Reports", flag: "--output-dir")
            try scratch.write("Reports/notes.txt", "mine\n")
            var done = 0
            let writer = AtomicWriter(useExchange: useExchange) { _ in
                if done == killAt { throw AtomicWriter.simulatedKill }
                done += 1
            }
            #expect(throws: AtomicWriter.simulatedKill) {
                try writer.writeFolder(newSet, to: scratch.path + "/Reports", flag: "--output-dir")
            }
            let seen = contents(scratch, "Reports")
            if all[killAt] == .movedOldAside {
                // The fallback's one gap: no folder at all (never a mix), restored by the next run.
                #expect(seen.isEmpty, "after \(all[killAt])")
            } else {
                #expect(seen == old || seen == new, "after \(all[killAt])")
                sawOld = sawOld || seen == old
                sawNew = sawNew || seen == new
            }
            // The killed run's successor: whatever the kill left, it ends with the new set and no leftovers.
            try AtomicWriter(useExchange: useExchange).writeFolder(
                newSet, to: scratch.path + "/Reports", flag: "--output-dir")
            #expect(contents(scratch, "Reports") == new, "successor after \(all[killAt])")
            #expect(
                scratch.listing().filter { !$0.hasPrefix("Reports") }.isEmpty,
                "leftovers after \(all[killAt]): \(scratch.listing())")
        }
        #expect(sawOld && sawNew)
    }

    @Test func theFallbackRestoresTheOldSetWhenKilledBetweenItsTwoRenames() throws {
        let scratch = ScratchFolder()
        try AtomicWriter().writeFolder(oldSet, to: scratch.path + "/Reports", flag: "--output-dir")
        let writer = AtomicWriter(useExchange: false) { step in
            if step == .movedOldAside { throw AtomicWriter.simulatedKill }
        }
        #expect(throws: AtomicWriter.simulatedKill) {
            try writer.writeFolder(newSet, to: scratch.path + "/Reports", flag: "--output-dir")
        }
        // A failing successor (a bad path) still puts the old folder back first.
        #expect(throws: InputError.self) {
            try AtomicWriter().writeFolder(
                [ReportFile(path: "../x", text: "")], to: scratch.path + "/Reports", flag: "--output-dir")
        }
        try AtomicWriter().writeFolder(
            [ReportFile(path: "extra.csv", text: "e")], to: scratch.path + "/Reports", flag: "--output-dir")
        var old = expected(oldSet, extra: false)
        old["extra.csv"] = "e"
        #expect(contents(scratch, "Reports") == old)
    }

    // MARK: Single files

    /// A later run cannot tell a dead writer's temporary from a user's file of that name, so it
    /// leaves both (the writer makes its file unnamed, so a kill leaves none but in one instant).
    @Test func aFileIsReplacedAtomicallyAndFilesOfTheTemporaryFormAreLeftAlone() throws {
        let scratch = ScratchFolder()
        try scratch.write("out.json", "old")
        try scratch.write(".out.json.tmp-AbC123", "left by a kill -9, or a user's")
        try scratch.write(".out.json.tmp-x", "notes")
        try AtomicWriter().writeFile(Array("new".utf8), to: scratch.path + "/out.json", flag: "--out")
        #expect(scratch.read("out.json") == "new")
        #expect(scratch.read(".out.json.tmp-x") == "notes")
        #expect(scratch.listing() == [".out.json.tmp-AbC123", ".out.json.tmp-x", "out.json"])
    }

    @Test func aReplacedFileKeepsItsMode() throws {
        let scratch = ScratchFolder()
        try scratch.write("out.json", "old")
        #expect(chmod(scratch.path + "/out.json", 0o600) == 0)
        try AtomicWriter().writeFile(Array("new".utf8), to: scratch.path + "/out.json", flag: "--output")
        #expect(scratch.read("out.json") == "new")
        #expect(mode(scratch.path + "/out.json") == 0o600)
    }

    /// Replacing a hard-linked file would leave the other name with the old contents: refused, saying so.
    @Test func aFileWithAnotherHardLinkIsRefusedSayingSo() throws {
        let scratch = ScratchFolder()
        try scratch.write("out.json", "old")
        #expect(link(scratch.path + "/out.json", scratch.path + "/other.json") == 0)
        let error = #expect(throws: InputError.self) {
            try AtomicWriter().writeFile(Array("new".utf8), to: scratch.path + "/out.json", flag: "--output")
        }
        #expect(error?.message.contains("it has 1 other hard link") == true, "\(error?.message ?? "")")
        #expect(scratch.read("other.json") == "old" && scratch.read("out.json") == "old")
    }

    /// A file the runner could not write in place is not replaced either (a root-owned read-only
    /// file in a world-writable folder was replaced by user nobody). Root may write anything, so
    /// as root the case does not arise and is skipped (stated).
    @Test func aFileTheRunnerCouldNotWriteInPlaceIsRefused() throws {
        guard geteuid() != 0 else {
            print("skipped: as root every file is writable in place")
            return
        }
        let scratch = ScratchFolder()
        try scratch.write("out.json", "old")
        #expect(chmod(scratch.path + "/out.json", 0o444) == 0)
        #expect(throws: InputError.self) {
            try AtomicWriter().writeFile(Array("new".utf8), to: scratch.path + "/out.json", flag: "--output")
        }
        #expect(scratch.read("out.json") == "old")
    }

    @Test func aFolderFifoSymlinkOrDeviceIsRefusedAndLeftUntouched() throws {
        let scratch = ScratchFolder()
        try scratch.write("target.txt", "keep")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/link", withDestinationPath: scratch.path + "/target.txt")
        #expect(mkfifo(scratch.path + "/fifo", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: scratch.path + "/folder", withIntermediateDirectories: false)
        var cases = [
            ("link", "is a symbolic link; give the file it points to"), ("fifo", "is a fifo, not a regular file"),
            ("folder", "is a folder")
        ]
        // A character device like /dev/full needs root to make; without it the case is skipped (stated below).
        // (Major 1, minor 7 is /dev/full; Linux encodes it as 0x107.)
        let madeDevice = mknod(scratch.path + "/full", S_IFCHR | 0o666, dev_t(0x107)) == 0
        if madeDevice { cases.append(("full", "is a device, not a regular file")) }
        for (name, reason) in cases {
            let path = scratch.path + "/" + name
            var before = stat()
            lstat(path, &before)
            let error = #expect(throws: InputError.self) {
                try AtomicWriter().writeFile(Array("x".utf8), to: path, flag: "--out")
            }
            #expect(error?.message == "--out \(AtomicWriter.quoted(path)): cannot write (\(reason))")
            var after = stat()
            lstat(path, &after)
            #expect(
                after.st_mode == before.st_mode && after.st_ino == before.st_ino && after.st_rdev == before.st_rdev,
                "\(name)")
        }
        #expect(scratch.read("target.txt") == "keep")
        #expect(scratch.listing() == (["fifo", "folder", "link", "target.txt"] + (madeDevice ? ["full"] : [])).sorted())
        if !madeDevice { print("skipped the device-node case: mknod needs root (errno \(errno))") }
    }

    @Test func aReportFolderThatIsASymbolicLinkIsRefused() throws {
        let scratch = ScratchFolder()
        try scratch.write("real/keep.txt", "x")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/Reports", withDestinationPath: scratch.path + "/real")
        #expect(throws: InputError.self) {
            try AtomicWriter().writeFolder(newSet, to: scratch.path + "/Reports", flag: "--output-dir")
        }
        #expect(scratch.read("real/summary.md") == nil)
        #expect(scratch.read("real/keep.txt") == "x")
    }

    @Test func errorLinesQuoteAtMost240CharactersOfEachPath() throws {
        let long = "/nonexistent/" + String(repeating: "a", count: 5_000)
        let error = #expect(throws: InputError.self) { try AtomicWriter().checkFile(long, flag: "--out") }
        #expect((error?.message.count ?? 0) < 600)
    }
    // MARK: The folder rule: replace only what a report wrote

    private func mode(_ path: String) -> UInt32 {
        var info = stat()
        lstat(path, &info)
        return UInt32(info.st_mode & 0o7777)
    }

    private func inode(_ path: String) -> UInt64 {
        var info = stat()
        lstat(path, &info)
        return UInt64(info.st_ino)
    }

    /// What a mount point looks like to the writer: an entry whose device, mount id (`statx`) or
    /// mount-root flag is not the folder's — a bind mount of the same file system differs only in
    /// the last two. The real mounts are in `WriterHardeningCommandLineTests`.
    @Test func anEntryOnAnotherMountIsRefused() {
        let runner = FolderSurvey.Runner(user: 501, groups: [20])
        let folder = FolderSurvey.Entry(
            path: "", kind: S_IFDIR, device: 8, owner: 501, group: 20, mode: 0o755, mount: 30)
        let local = FolderSurvey.Entry(
            path: "mp", kind: S_IFDIR, device: 8, owner: 501, group: 20, mode: 0o755, mount: 30)
        #expect(FolderSurvey.problem(with: local, shownAs: "R/mp", folder: folder, runner: runner) == nil)
        var otherVolume = local, bindMount = local, mountRoot = local
        otherVolume.device = 9
        bindMount.mount = 31
        mountRoot.isMountRoot = true
        for entry in [otherVolume, bindMount, mountRoot] {
            let problem = FolderSurvey.problem(with: entry, shownAs: "R/mp", folder: folder, runner: runner)
            #expect(problem?.hasPrefix("R/mp is a mount point") == true, "\(problem ?? "accepted")")
        }
    }

    /// The writer never re-owns anything, so an entry of another user is refused for every runner,
    /// root included (a root-run writer inside another user's folders is how it was turned into a
    /// root shell); a group the runner is not in is refused unless the runner is root.
    @Test func anEntryOfAnotherOwnerIsRefusedEvenForRootAndOfAnotherGroupUnlessRoot() {
        let folder = FolderSurvey.Entry(path: "", kind: S_IFDIR, device: 8, owner: 501, group: 20, mode: 0o755)
        let user = FolderSurvey.Runner(user: 501, groups: [20])
        for (owner, group, refused) in [(501, 20, false), (0, 20, true), (501, 0, true)] {
            let entry = FolderSurvey.Entry(
                path: "charts", kind: S_IFDIR, device: 8, owner: UInt32(owner), group: UInt32(group), mode: 0o2710)
            let problem = FolderSurvey.problem(with: entry, shownAs: "R/charts", folder: folder, runner: user)
            #expect((problem != nil) == refused, "owner \(owner) group \(group): \(problem ?? "accepted")")
        }
        let root = FolderSurvey.Runner(user: 0, groups: [0])
        let others = FolderSurvey.Entry(path: "shared", kind: S_IFDIR, device: 8, owner: 65534, group: 0, mode: 0o777)
        let problem = FolderSurvey.problem(with: others, shownAs: "R/shared", folder: folder, runner: root)
        #expect(problem?.contains("is owned by uid 65534, not by you (uid 0)") == true, "\(problem ?? "accepted")")
        let rootsOwn = FolderSurvey.Entry(path: "charts", kind: S_IFDIR, device: 8, owner: 0, group: 65534, mode: 0o755)
        #expect(FolderSurvey.problem(with: rootsOwn, shownAs: "R/charts", folder: folder, runner: root) == nil)
    }

    @Test func aFifoOrSocketInTheFolderIsRefusedBeforeAnyWork() throws {
        let scratch = ScratchFolder()
        try AtomicWriter().writeFolder(oldSet, to: scratch.path + "/Reports", flag: "--output-dir")
        #expect(mkfifo(scratch.path + "/Reports/charts/pipe", 0o644) == 0)
        let error = #expect(throws: InputError.self) {
            try AtomicWriter().checkFolder(scratch.path + "/Reports", flag: "--output-dir")
        }
        #expect(error?.message.contains("charts/pipe is a fifo") == true, "\(error?.message ?? "")")
        #expect(throws: InputError.self) {
            try AtomicWriter().writeFolder(newSet, to: scratch.path + "/Reports", flag: "--output-dir")
        }
        #expect(contents(scratch, "Reports") == expected(oldSet, extra: false))
    }

    @Test func theFolderAndItsSubfoldersKeepTheirModes() throws {
        let scratch = ScratchFolder()
        let reports = scratch.path + "/Reports"
        try AtomicWriter().writeFolder(oldSet, to: reports, flag: "--output-dir")
        #expect(chmod(reports, 0o700) == 0 && chmod(reports + "/charts", 0o750) == 0)
        try AtomicWriter().writeFolder(newSet, to: reports, flag: "--output-dir")
        #expect(mode(reports) == 0o700)
        #expect(mode(reports + "/charts") == 0o750)
    }

    @Test func aReplacedReportFileKeepsItsMode() throws {
        let scratch = ScratchFolder()
        let reports = scratch.path + "/Reports"
        try AtomicWriter().writeFolder(oldSet, to: reports, flag: "--output-dir")
        #expect(chmod(reports + "/summary.md", 0o600) == 0)
        try AtomicWriter().writeFolder(newSet, to: reports, flag: "--output-dir")
        #expect(scratch.read("Reports/summary.md") == "# new summary\n")
        #expect(mode(reports + "/summary.md") == 0o600)
    }

    /// A file, link or folder a report did not write stays exactly as it was: the same inode (so
    /// the same bytes, mode and owner), an empty folder included.
    @Test func whatAReportDidNotWriteIsKeptExactlyAsItWas() throws {
        let scratch = ScratchFolder()
        let reports = scratch.path + "/Reports"
        try AtomicWriter().writeFolder(oldSet, to: reports, flag: "--output-dir")
        try scratch.write("Reports/notes.txt", "mine\n")
        #expect(chmod(reports + "/notes.txt", 0o640) == 0)
        try FileManager.default.createSymbolicLink(atPath: reports + "/latest", withDestinationPath: "summary.md")
        #expect(mkdir(reports + "/empty", 0o711) == 0)
        let before = (inode(reports + "/notes.txt"), inode(reports + "/latest"))
        try AtomicWriter().writeFolder(newSet, to: reports, flag: "--output-dir")
        #expect(inode(reports + "/notes.txt") == before.0 && inode(reports + "/latest") == before.1)
        #expect(mode(reports + "/notes.txt") == 0o640)
        #expect(scratch.read("Reports/notes.txt") == "mine\n")
        #expect(mode(reports + "/empty") == 0o711)
    }
}

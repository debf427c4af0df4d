#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder case: a report set written into a folder so that readers see the whole old set or the whole new one,
/// never a mix — whatever kills the writer, whenever.
///
/// The new folder is built complete in a staging folder beside the output (`.Reports.staging-…`,
/// same file system, mode 700 while it is built, so no other user can read or change anything in
/// it): every file of the set, written and flushed with `fsync`, plus every entry of the old folder
/// that the set does not contain (it never deletes those; `DirectoryComparison` names them as
/// extra). Then one `rename` call exchanges the two folders (`renameat2` with `RENAME_EXCHANGE` on
/// Linux, `renamex_np` with `RENAME_SWAP` on Apple systems) and the old one, now under the staging
/// name, is removed. A kill before the exchange leaves the old folder; after it, the new one.
///
/// Everything below the parent folder is done by descriptor (`FolderDescriptor`): the writer opens
/// each folder once, without following links, and creates, links, re-modes and removes entries
/// relative to it, so a folder swapped for a symbolic link mid-run cannot send it anywhere else.
/// It never changes an owner: a report folder holds only the runner's entries (`FolderSurvey`).
///
/// Where the exchange is not supported (some file systems), the old folder is first renamed to
/// `.Reports.previous-…` and the new one renamed into place: readers may briefly find no folder,
/// never a mix, and a run killed in between has its old folder restored by the next run.
extension AtomicWriter {
    /// Checks, before any work, that `directory` can take a report set: a folder or nothing (a
    /// file, device or symbolic link there is refused, never replaced), whose name leaves room for
    /// the staging name, and whose every entry the writer can replace or keep exactly as it is
    /// (`FolderSurvey`: no mount point, device, fifo or socket inside, nothing of another owner).
    public func checkFolder(_ directory: String) throws {
        let output = AtomicWriter.trimmed(directory)
        let name = output.split(separator: "/").last.map(String.init) ?? ""
        if name.isEmpty || name == "." || name == ".." {
            throw ReportWriteError("cannot write reports into \(AtomicWriter.quoted(output)): give a folder by name")
        }
        // The longer of the two names the writer makes beside the folder must fit a folder entry.
        if !WriterLeftovers.fits(AtomicWriter.previousPrefix(name))
            || !WriterLeftovers.fits(AtomicWriter.stagingPrefix(name))
        {
            let room =
                WriterLeftovers.nameMax - AtomicWriter.previousPrefix("").utf8.count - WriterLeftovers.suffixLength
            throw ReportWriteError(
                "cannot write reports into \(AtomicWriter.quoted(output)): its name is \(name.utf8.count) bytes, too long "
                    + "for the staging folder beside it: give a name of at most \(room) bytes")
        }
        var info = stat()
        guard lstat(output, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: try FolderSurvey.check(output)
        case S_IFLNK:
            throw ReportWriteError(
                "cannot write reports into \(AtomicWriter.quoted(output)): it is a symbolic link; give the folder it points to"
            )
        default:
            throw ReportWriteError("cannot create folder \(AtomicWriter.quoted(output)): a file of that name exists")
        }
    }

    /// Writes `files` (paths relative to `directory`) into `directory`, replacing files of the same name.
    ///
    /// - Throws: ``ReportWriteError`` naming the path and the reason, with the output folder as it
    ///   was; ``WriteInterrupted`` when SIGINT, SIGTERM or SIGHUP arrived during the write.
    /// - Complexity: O(total bytes of the new set and of the old folder's other files).
    public func writeFolder(_ files: [ReportFile], to directory: String) throws {
        try ReportFile.validate(files)
        try checkFolder(directory)
        let output = AtomicWriter.trimmed(directory)
        let name = output.split(separator: "/").last.map(String.init) ?? "reports"
        let parentPath = AtomicWriter.parent(of: output)
        if parentPath != "." && parentPath != "/" { try makeDirectories(parentPath) }
        guard let parent = FolderDescriptor.named(parentPath) else {
            throw ReportWriteError(
                "cannot open the folder \(AtomicWriter.quoted(parentPath)): \(AtomicWriter.lastError())")
        }
        let lock = FolderLock(parent)
        defer { lock.unlock() }
        WriteSignals.arm()
        defer { WriteSignals.disarm() }

        if lock.isHeld {
            try recoverFromAKilledFallback(output: output, name: name, in: parent)
            if let line = WriterLeftovers.removeLeftovers(in: parent, prefix: AtomicWriter.stagingPrefix(name)) {
                writeStderr("casino-odds: " + line)
            }
        }
        let old: FolderDescriptor?
        if parent.status(name) != nil {
            guard let opened = parent.child(name) else {
                throw ReportWriteError(
                    "cannot open \(AtomicWriter.quoted(output)) without following a link: \(AtomicWriter.lastError())")
            }
            old = opened
            for file in files { try checkDestination(file, in: output) }
        } else {
            old = nil
        }
        let stagingName = WriterLeftovers.randomName(AtomicWriter.stagingPrefix(name))
        let staging = try makeStaging(stagingName, in: parent, beside: output)
        do {
            try build(files, in: staging, from: old, output: output)
            try afterStep(.flushed)
            try stopIfAsked()
            try seal(staging, like: old)
            try commit(staging: stagingName, staged: staging, old: old, name: name, output: output, in: parent)
        } catch is SimulatedKill {
            throw SimulatedKill()
        } catch {
            if parent.status(stagingName) != nil { FolderRemoval.remove(stagingName, in: parent) }
            throw error
        }
        if let sig = stopSignal() {
            throw WriteInterrupted(
                signal: sig, committed: true, kept: "the \(files.count) new files are in \(output), complete")
        }
    }

    static func trimmed(_ directory: String) -> String {
        var output = directory.isEmpty ? "." : directory
        while output.count > 1 && output.hasSuffix("/") { output.removeLast() }
        return output
    }

    static func stagingPrefix(_ name: String) -> String { "." + name + ".staging-" }
    static func previousPrefix(_ name: String) -> String { "." + name + ".previous-" }

    /// A stop a signal asked for, before the commit point: the caller removes the staging folder.
    func stopIfAsked() throws {
        if let sig = stopSignal() {
            throw WriteInterrupted(
                signal: sig, committed: false, kept: "nothing was written, the old output is unchanged")
        }
    }

    /// The staging folder: made mode 700 (only the runner may enter it until it is sealed), checked
    /// to be the runner's own, and marked as this tool's.
    private func makeStaging(_ stagingName: String, in parent: FolderDescriptor, beside output: String) throws
        -> FolderDescriptor
    {
        guard mkdirat(parent.fd, stagingName, 0o700) == 0, let staging = parent.child(stagingName),
            staging.status()?.st_uid == geteuid(), WriterLeftovers.mark(staging)
        else {
            let reason = AtomicWriter.lastError()
            if parent.status(stagingName) != nil { FolderRemoval.remove(stagingName, in: parent) }
            throw ReportWriteError("cannot create a staging folder beside \(AtomicWriter.quoted(output)): \(reason)")
        }
        _ = fchmod(staging.fd, 0o700) // mkdirat's mode is narrowed by the umask, never widened
        return staging
    }

    /// The files of the set, as a tree of folders.
    private final class SetFolder {
        var files: [String: ReportFile] = [:]
        var folders: [String: SetFolder] = [:]
    }

    private func tree(_ files: [ReportFile]) throws -> SetFolder {
        let root = SetFolder()
        for file in files {
            var folder = root
            let parts = try file.components()
            for part in parts.dropLast() {
                let next = folder.folders[String(part)] ?? SetFolder()
                folder.folders[String(part)] = next
                folder = next
            }
            folder.files[String(parts.last!)] = file
        }
        return root
    }

    /// Fills `staging` with the new set and the old folder's other entries, flushed to disk.
    private func build(_ files: [ReportFile], in staging: FolderDescriptor, from old: FolderDescriptor?, output: String)
        throws
    {
        let runner = FolderSurvey.Runner.current
        var root: FolderSurvey.Entry?
        if let old, let info = old.status() {
            root = FolderSurvey.Entry(path: "", info, in: old, name: "", depth: 0)
        }
        let context = BuildContext(output: output, root: root, runner: runner)
        try fill(try tree(files), into: staging, from: old, relative: "", depth: 1, context)
        staging.sync()
    }

    private struct BuildContext {
        var output: String
        var root: FolderSurvey.Entry?
        var runner: FolderSurvey.Runner
    }

    /// One folder of the new set: its files written, its old entries carried over, its folders
    /// made and filled in turn (depth first, so only one descriptor per level is open).
    private func fill(
        _ node: SetFolder, into folder: FolderDescriptor, from old: FolderDescriptor?, relative: String, depth: Int,
        _ context: BuildContext
    ) throws {
        var names = Set(node.files.keys).union(node.folders.keys)
        if let old { names.formUnion(old.names()) }
        for name in names.sorted() {
            let path = relative.isEmpty ? name : relative + "/" + name
            var before: FolderSurvey.Entry?
            if let old, let info = old.status(name) {
                let entry = FolderSurvey.Entry(path: path, info, in: old, name: name, depth: depth)
                if let root = context.root,
                    let problem = FolderSurvey.problem(
                        with: entry, shownAs: AtomicWriter.quoted(context.output + "/" + path), folder: root,
                        runner: context.runner)
                {
                    throw ReportWriteError(
                        "cannot write reports into \(AtomicWriter.quoted(context.output)): \(problem)")
                }
                before = entry
            }
            if let file = node.files[name] {
                if before?.isFolder == true {
                    throw ReportWriteError(
                        "cannot write \(file.path): \(AtomicWriter.quoted(context.output + "/" + path)) is a folder")
                }
                let replaced = before.flatMap { $0.kind == S_IFREG ? $0 : nil }
                try writeDurably(file.bytes, named: name, in: folder, shownAs: file.path, keeping: replaced)
                try afterStep(.staged(file.path))
                try stopIfAsked()
            } else if node.folders[name] != nil || before?.isFolder == true {
                if let before, !before.isFolder {
                    throw ReportWriteError(
                        "cannot write into \(AtomicWriter.quoted(context.output + "/" + path)): it is not a folder")
                }
                guard mkdirat(folder.fd, name, 0o700) == 0, let made = folder.child(name) else {
                    throw ReportWriteError("cannot create folder \(path): \(AtomicWriter.lastError())")
                }
                var oldInner: FolderDescriptor?
                if before != nil {
                    guard let opened = old?.child(name) else {
                        throw ReportWriteError(
                            "cannot open \(AtomicWriter.quoted(context.output + "/" + path)) without following a link: "
                                + AtomicWriter.lastError())
                    }
                    oldInner = opened
                }
                try fill(
                    node.folders[name] ?? SetFolder(), into: made, from: oldInner, relative: path, depth: depth + 1,
                    context)
                try keepAttributes(of: before, on: made, shownAs: path)
                made.sync()
            } else if let old {
                // Neither in the set nor a folder: the old entry itself, as a hard link (never followed).
                guard linkat(old.fd, name, folder.fd, name, 0) == 0 else {
                    throw ReportWriteError(
                        "cannot keep \(AtomicWriter.quoted(path)) exactly as it is (\(AtomicWriter.lastError())): move it "
                            + "out of the report folder")
                }
                try afterStep(.carriedOver(path))
            }
        }
    }

    /// Gives a made folder the old one's mode and group (a new folder 755), on its descriptor.
    private func keepAttributes(of entry: FolderSurvey.Entry?, on folder: FolderDescriptor, shownAs path: String) throws
    {
        if let entry, let info = folder.status(), UInt32(info.st_gid) != entry.group {
            guard fchown(folder.fd, uid_t.max, gid_t(entry.group)) == 0 else {
                throw ReportWriteError(
                    "cannot keep the group of \(AtomicWriter.quoted(path)): \(AtomicWriter.lastError())")
            }
        }
        // After fchown, which clears set-id bits.
        guard fchmod(folder.fd, mode_t(entry?.mode ?? 0o755)) == 0 else {
            throw ReportWriteError("cannot keep the mode of \(AtomicWriter.quoted(path)): \(AtomicWriter.lastError())")
        }
    }

    /// Just before the swap: the staging folder given the old folder's mode and group (755 for a
    /// new one). Until now it was 700, so no one else could look in.
    private func seal(_ staging: FolderDescriptor, like old: FolderDescriptor?) throws {
        var entry: FolderSurvey.Entry?
        if let old, let info = old.status() { entry = FolderSurvey.Entry(path: "", info, in: old, name: "", depth: 0) }
        try keepAttributes(of: entry, on: staging, shownAs: "the staging folder")
        staging.sync()
    }

    /// Puts the staged folder in the output's place with one exchange, then removes the old one.
    /// The marker leaves the staging folder only in the instant before the rename that makes it the
    /// output (a kill before that leaves a marked leftover the next run removes).
    private func commit(
        staging: String, staged: FolderDescriptor, old: FolderDescriptor?, name: String, output: String,
        in parent: FolderDescriptor
    ) throws {
        func unmark() { unlinkat(staged.fd, WriterLeftovers.markerName, 0) }
        guard let old else {
            unmark()
            guard renameat(parent.fd, staging, parent.fd, name) == 0 else {
                throw ReportWriteError(
                    "cannot move the reports into \(AtomicWriter.quoted(output)): \(AtomicWriter.lastError())")
            }
            parent.sync()
            try afterStep(.exchanged)
            return
        }
        if useExchange {
            unmark()
            if exchange(staging, name, in: parent) {
                _ = WriterLeftovers.mark(old) // The old folder, now under the staging name: the next run's to remove.
                parent.sync()
                try afterStep(.exchanged)
                removeOld(staging, in: parent)
                try afterStep(.removedOld)
                return
            }
            _ = WriterLeftovers.mark(staged)
        }
        // Fallback: two renames, the old folder kept under a name the next run restores from.
        let previous = WriterLeftovers.randomName(AtomicWriter.previousPrefix(name))
        guard renameat(parent.fd, name, parent.fd, previous) == 0 else {
            throw ReportWriteError("cannot move the old reports aside: \(AtomicWriter.lastError())")
        }
        _ = WriterLeftovers.mark(old)
        try afterStep(.movedOldAside)
        unmark()
        guard renameat(parent.fd, staging, parent.fd, name) == 0 else {
            let reason = AtomicWriter.lastError()
            _ = renameat(parent.fd, previous, parent.fd, name)
            unlinkat(old.fd, WriterLeftovers.markerName, 0)
            throw ReportWriteError("cannot move the reports into \(AtomicWriter.quoted(output)): \(reason)")
        }
        parent.sync()
        try afterStep(.exchanged)
        removeOld(previous, in: parent)
        try afterStep(.removedOld)
    }

    /// Removes the swapped-out old folder; what it cannot (another user's entry put in a folder
    /// they may write to) stays, named in one line.
    private func removeOld(_ name: String, in parent: FolderDescriptor) {
        if !FolderRemoval.remove(name, in: parent) {
            writeStderr(
                "casino-odds: kept \(AtomicWriter.quoted(name)), the old folder: it holds entries of other users; "
                    + "remove it when they are moved out")
        }
    }

    /// After a run killed between the fallback's two renames the output is missing and its old
    /// contents wait under `.name.previous-…`: put them back. With the output present, such a
    /// folder is a leftover of a finished swap, removed only if it is this tool's (marked).
    private func recoverFromAKilledFallback(output: String, name: String, in parent: FolderDescriptor) throws {
        let prefix = AtomicWriter.previousPrefix(name)
        let leftovers = parent.names().filter {
            WriterLeftovers.hasWriterForm($0, prefix: prefix)
                && parent.status($0).map { $0.st_uid == geteuid() } == true
                && parent.status($0).map { $0.st_mode & S_IFMT == S_IFDIR } == true
        }
        if parent.status(name) == nil, let newest = leftovers.max(by: { changed($0, parent) < changed($1, parent) }) {
            guard renameat(parent.fd, newest, parent.fd, name) == 0 else {
                throw ReportWriteError(
                    "cannot restore \(AtomicWriter.quoted(output)) from \(newest): \(AtomicWriter.lastError())")
            }
            if let restored = parent.child(name) { unlinkat(restored.fd, WriterLeftovers.markerName, 0) }
        }
        if let line = WriterLeftovers.removeLeftovers(in: parent, prefix: prefix) {
            writeStderr("casino-odds: " + line)
        }
    }

    private func changed(_ name: String, _ parent: FolderDescriptor) -> Int {
        guard let info = parent.status(name) else { return 0 }
        #if canImport(Glibc)
            return info.st_ctim.tv_sec * 1_000_000_000 + info.st_ctim.tv_nsec
        #else
            return info.st_ctimespec.tv_sec * 1_000_000_000 + info.st_ctimespec.tv_nsec
        #endif
    }

    /// Exchanges two entries of `parent` atomically; false where the system or file system cannot.
    private func exchange(_ a: String, _ b: String, in parent: FolderDescriptor) -> Bool {
        #if canImport(Glibc)
            typealias RenameAt2 =
                @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            // glibc declares renameat2 only under _GNU_SOURCE, which Swift's Glibc module does not set.
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let renameExchange: UInt32 = 1 << 1
            return renameat2(parent.fd, a, parent.fd, b, renameExchange) == 0
        #elseif canImport(Darwin)
            return renameatx_np(parent.fd, a, parent.fd, b, UInt32(RENAME_SWAP)) == 0
        #else
            return false
        #endif
    }

    /// Refuses a destination that is a folder, or whose folders are files or symbolic links (which
    /// could lead outside the output folder). A first look, before any work; `fill` checks again
    /// on descriptors as it goes.
    private func checkDestination(_ file: ReportFile, in output: String) throws {
        var path = output
        let parts = try file.components()
        for (i, part) in parts.enumerated() {
            path += "/" + part
            var info = stat()
            guard lstat(path, &info) == 0 else { return } // Missing: created later.
            let isDirectory = info.st_mode & S_IFMT == S_IFDIR
            if i < parts.count - 1 && !isDirectory {
                throw ReportWriteError("cannot write \(file.path): \(AtomicWriter.quoted(path)) is not a folder")
            }
            if i == parts.count - 1 && isDirectory {
                throw ReportWriteError("cannot write \(file.path): \(AtomicWriter.quoted(path)) is a folder")
            }
        }
    }

    /// `mkdir -p` of the folder a user named to hold the output, with the C library's reason in the error.
    private func makeDirectories(_ path: String) throws {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw ReportWriteError("cannot create folder \(AtomicWriter.quoted(path)): a file of that name exists")
            }
            return
        }
        let up = AtomicWriter.parent(of: path)
        if up != path && up != "." && up != "/" { try makeDirectories(up) }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw ReportWriteError("cannot create folder \(AtomicWriter.quoted(path)): \(AtomicWriter.lastError())")
        }
    }

    /// Writes a new file in `folder`, made private (600) and given its final mode only once written:
    /// the old file's permission bits (and group) when it replaces one, so a private report stays private.
    private func writeDurably(
        _ bytes: [UInt8], named name: String, in folder: FolderDescriptor, shownAs path: String,
        keeping replaced: FolderSurvey.Entry?
    ) throws {
        let fd = openat(folder.fd, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw ReportWriteError("cannot create \(path): \(AtomicWriter.lastError())") }
        defer { close(fd) }
        let failure = writeAll(bytes, to: fd)
        guard failure == 0 else {
            throw ReportWriteError("cannot write \(path): \(String(cString: strerror(failure)))")
        }
        if let replaced {
            var info = stat()
            if fstat(fd, &info) == 0 && UInt32(info.st_gid) != replaced.group {
                _ = fchown(fd, uid_t.max, gid_t(replaced.group))
            }
        }
        _ = fchmod(fd, mode_t(replaced.map { $0.mode & 0o777 } ?? 0o644))
        guard fsync(fd) == 0 else {
            throw ReportWriteError("cannot flush \(path) to disk: \(AtomicWriter.lastError())")
        }
    }
}

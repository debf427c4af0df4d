import CasinoCore

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
    public func checkFolder(_ directory: String, flag: String) throws {
        let output = AtomicWriter.trimmed(directory)
        let name = output.split(separator: "/").last.map(String.init) ?? ""
        if name.isEmpty || name == "." || name == ".." {
            throw AtomicWriter.folderRefusal(
                flag, "cannot write reports into \(AtomicWriter.quoted(output)): give a folder by name")
        }
        // The longer of the two names the writer makes beside the folder must fit a folder entry.
        if !WriterLeftovers.fits(AtomicWriter.previousPrefix(name))
            || !WriterLeftovers.fits(AtomicWriter.stagingPrefix(name))
        {
            let room =
                WriterLeftovers.nameMax - AtomicWriter.previousPrefix("").utf8.count - WriterLeftovers.suffixLength
            throw AtomicWriter.folderRefusal(
                flag,
                "cannot write reports into \(AtomicWriter.quoted(output)): its name is \(name.utf8.count) bytes, too long "
                    + "for the staging folder beside it: give a name of at most \(room) bytes")
        }
        var info = stat()
        guard lstat(output, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: try FolderSurvey.check(output, flag: flag)
        case S_IFLNK:
            throw AtomicWriter.folderRefusal(
                flag,
                "cannot write reports into \(AtomicWriter.quoted(output)): it is a symbolic link; give the folder it points to"
            )
        default:
            throw AtomicWriter.folderRefusal(
                flag, "cannot create folder \(AtomicWriter.quoted(output)): a file of that name exists")
        }
    }

    /// Writes `files` (paths relative to `directory`) into `directory`, replacing files of the same name.
    ///
    /// - Throws: ``InputError`` naming the path and the reason, with the output folder as it
    ///   was; ``CommandInterrupted`` when SIGINT, SIGTERM or SIGHUP arrived during the write.
    /// - Complexity: O(total bytes of the new set and of the old folder's other files).
    public func writeFolder(_ files: [ReportFile], to directory: String, flag: String) throws {
        try ReportFile.validate(files, flag: flag)
        try checkFolder(directory, flag: flag)
        let output = AtomicWriter.trimmed(directory)
        let name = output.split(separator: "/").last.map(String.init) ?? "reports"
        let parentPath = AtomicWriter.parent(of: output)
        if parentPath != "." && parentPath != "/" { try makeDirectories(parentPath, flag: flag) }
        guard let parent = FolderDescriptor.named(parentPath) else {
            throw AtomicWriter.folderRefusal(
                flag,
                "cannot open the folder \(AtomicWriter.quoted(parentPath)): \(AtomicWriter.lastError())")
        }
        let lock = FolderLock(parent)
        defer { lock.unlock() }
        WriteSignals.arm()
        defer { WriteSignals.disarm() }

        if lock.isHeld {
            try recoverFromAKilledFallback(output: output, name: name, in: parent, flag: flag)
            if let line = WriterLeftovers.removeLeftovers(in: parent, prefix: AtomicWriter.stagingPrefix(name)) {
                writeStderr("casino-odds: " + line)
            }
        }
        let old: FolderDescriptor?
        if parent.status(name) != nil {
            guard let opened = parent.child(name) else {
                throw AtomicWriter.folderRefusal(
                    flag,
                    "cannot open \(AtomicWriter.quoted(output)) without following a link: \(AtomicWriter.lastError())")
            }
            old = opened
            for file in files { try checkDestination(file, in: output, flag: flag) }
        } else {
            old = nil
        }
        let stagingName = WriterLeftovers.randomName(AtomicWriter.stagingPrefix(name))
        let staging = try makeStaging(stagingName, in: parent, beside: output, flag: flag)
        do {
            try build(files, in: staging, from: old, output: output, flag: flag)
            try afterStep(.flushed)
            try stopIfAsked()
            try seal(staging, like: old, flag: flag)
            try commit(
                staging: stagingName, staged: staging, old: old, name: name, output: output, in: parent, flag: flag)
        } catch let error as CommandInterrupted where error == AtomicWriter.simulatedKill {
            throw error
        } catch {
            if parent.status(stagingName) != nil { FolderRemoval.remove(stagingName, in: parent) }
            throw error
        }
        if let sig = stopSignal() {
            throw CommandInterrupted(
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
            throw CommandInterrupted(
                signal: sig, committed: false, kept: "nothing was written, the old output is unchanged")
        }
    }

    /// Refuses a destination that is a folder, or whose folders are files or symbolic links (which
    /// could lead outside the output folder). A first look, before any work; `fill` checks again
    /// on descriptors as it goes.
    func checkDestination(_ file: ReportFile, in output: String, flag: String) throws {
        var path = output
        let parts = try file.components(flag: flag)
        for (i, part) in parts.enumerated() {
            path += "/" + part
            var info = stat()
            guard lstat(path, &info) == 0 else { return } // Missing: created later.
            let isDirectory = info.st_mode & S_IFMT == S_IFDIR
            if i < parts.count - 1 && !isDirectory {
                throw AtomicWriter.folderRefusal(
                    flag, "cannot write \(file.path): \(AtomicWriter.quoted(path)) is not a folder")
            }
            if i == parts.count - 1 && isDirectory {
                throw AtomicWriter.folderRefusal(
                    flag, "cannot write \(file.path): \(AtomicWriter.quoted(path)) is a folder")
            }
        }
    }

    /// `mkdir -p` of the folder a user named to hold the output, with the C library's reason in the error.
    func makeDirectories(_ path: String, flag: String) throws {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw AtomicWriter.folderRefusal(
                    flag, "cannot create folder \(AtomicWriter.quoted(path)): a file of that name exists")
            }
            return
        }
        let up = AtomicWriter.parent(of: path)
        if up != path && up != "." && up != "/" { try makeDirectories(up, flag: flag) }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw AtomicWriter.folderRefusal(
                flag, "cannot create folder \(AtomicWriter.quoted(path)): \(AtomicWriter.lastError())")
        }
    }

}

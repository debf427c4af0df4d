#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder case: a report set written into a folder so that readers see the whole old set or the whole new one,
/// never a mix — whatever kills the writer, whenever.
///
/// The new folder is built complete in a staging folder beside the output (`.Reports.staging-…`,
/// same file system): every file of the set, written and flushed with `fsync`, plus every file of
/// the old folder that the set does not contain (it never deletes those; `DirectoryComparison`
/// names them as extra). Then one `rename` call exchanges the two folders (`renameat2` with
/// `RENAME_EXCHANGE` on Linux, `renamex_np` with `RENAME_SWAP` on Apple systems) and the old one,
/// now under the staging name, is removed. A kill before the exchange leaves the old folder; after
/// it, the new one. Leftover staging folders are removed by the next run, which holds the parent
/// folder's lock (`flock`) and so knows no live writer owns them.
///
/// Where the exchange is not supported (some file systems), the old folder is first renamed to
/// `.Reports.previous-…` and the new one renamed into place: readers may briefly find no folder,
/// never a mix, and a run killed in between has its old folder restored by the next run.
extension AtomicWriter {
    /// Checks, before any work, that `directory` can take a report set: a folder or nothing (a
    /// file, device or symbolic link there is refused, never replaced), and a folder whose every
    /// entry the writer can replace or keep exactly as it is (`FolderSurvey`: no mount point,
    /// device, fifo or socket inside, nothing of another owner).
    public func checkFolder(_ directory: String) throws {
        var output = directory.isEmpty ? "." : directory
        while output.count > 1 && output.hasSuffix("/") { output.removeLast() }
        let name = output.split(separator: "/").last.map(String.init) ?? ""
        if name.isEmpty || name == "." || name == ".." {
            throw ReportWriteError("cannot write reports into \(AtomicWriter.quoted(output)): give a folder by name")
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
    /// - Throws: ``ReportWriteError`` naming the path and the reason, with the output folder as it was.
    /// - Complexity: O(total bytes of the new set and of the old folder's other files).
    public func writeFolder(_ files: [ReportFile], to directory: String) throws {
        try ReportFile.validate(files)
        try checkFolder(directory)
        var output = directory.isEmpty ? "." : directory
        while output.count > 1 && output.hasSuffix("/") { output.removeLast() }
        let name = output.split(separator: "/").last.map(String.init) ?? "reports"
        let folder = AtomicWriter.parent(of: output)
        if folder != "." && folder != "/" { try makeDirectories(folder) }
        var info = stat()

        let lock = try FolderLock(folder)
        defer { lock.unlock() }
        let stagingPrefix = "." + name + ".staging-"
        let previousPrefix = "." + name + ".previous-"
        try recoverFromAKilledFallback(output: output, folder: folder, previousPrefix: previousPrefix)
        AtomicWriter.removeLeftovers(in: folder, prefix: stagingPrefix)
        let outputExists = lstat(output, &info) == 0
        if outputExists { for file in files { try checkDestination(file, in: output) } }
        let old = outputExists ? FolderSurvey.entries(of: output) : []

        var template = Array((folder + "/" + stagingPrefix + "XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw ReportWriteError(
                "cannot create a staging folder beside \(AtomicWriter.quoted(output)): \(AtomicWriter.lastError())")
        }
        let staging = String(cString: made)
        _ = chmod(staging, 0o755)
        do {
            try build(files, in: staging, carryingOver: outputExists ? output : nil, old: old)
            try commit(
                staging: staging, output: output, outputExists: outputExists, folder: folder,
                previousPrefix: previousPrefix)
        } catch is SimulatedKill {
            throw SimulatedKill()
        } catch {
            AtomicWriter.removeTree(staging)
            throw error
        }
    }

    /// Fills `staging` with the new set and the old folder's other entries, flushed to disk.
    ///
    /// `old` is the old folder's survey (empty when there is none): a replaced file keeps its mode
    /// (and, for root, its owner and group); every old folder is made again with its mode, owner
    /// and group; every other entry is hard-linked, so it stays the same file.
    private func build(
        _ files: [ReportFile], in staging: String, carryingOver output: String?, old: [FolderSurvey.Entry]
    )
        throws
    {
        let ordered = files.sorted { $0.path < $1.path }
        var before: [String: FolderSurvey.Entry] = [:]
        for entry in old { before[entry.path] = entry }
        var folders: Set<String> = [staging]
        for file in ordered {
            try makeDirectories(AtomicWriter.parent(of: staging + "/" + file.path))
            var up = AtomicWriter.parent(of: staging + "/" + file.path)
            while up.count >= staging.count { folders.insert(up); up = AtomicWriter.parent(of: up) }
            let replaced = before[file.path].flatMap { $0.kind == S_IFREG ? $0 : nil }
            try writeDurably(file.bytes, to: staging + "/" + file.path, shownAs: file.path, keeping: replaced)
            try afterStep(.staged(file.path))
        }
        if let output {
            let inSet = Set(files.map(\.path))
            for entry in old where !entry.path.isEmpty && !inSet.contains(entry.path) {
                let target = staging + "/" + entry.path
                if entry.isFolder {
                    try makeDirectories(target)
                    folders.insert(target)
                    continue
                }
                try makeDirectories(AtomicWriter.parent(of: target))
                try carryOver(output + "/" + entry.path, to: target, shownAs: entry.path)
                var up = AtomicWriter.parent(of: target)
                while up.count >= staging.count { folders.insert(up); up = AtomicWriter.parent(of: up) }
                try afterStep(.carriedOver(entry.path))
            }
        }
        for folder in folders.sorted() {
            let relative = folder == staging ? "" : String(folder.dropFirst(staging.count + 1))
            if let entry = before[relative], entry.isFolder { try keepAttributes(of: entry, on: folder) }
            AtomicWriter.syncFolder(folder)
        }
        try afterStep(.flushed)
    }

    /// Gives `path` the mode (and, where it differs, the owner and group) the old entry had.
    private func keepAttributes(of entry: FolderSurvey.Entry, on path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if UInt32(info.st_uid) != entry.owner || UInt32(info.st_gid) != entry.group {
            guard lchown(path, uid_t(entry.owner), gid_t(entry.group)) == 0 else {
                throw ReportWriteError(
                    "cannot keep the owner and group of \(AtomicWriter.quoted(path)): \(AtomicWriter.lastError())")
            }
        }
        // After chown, which clears set-id bits.
        guard chmod(path, mode_t(entry.mode)) == 0 else {
            throw ReportWriteError("cannot keep the mode of \(AtomicWriter.quoted(path)): \(AtomicWriter.lastError())")
        }
    }

    /// Puts the staged folder in the output's place with one exchange, then removes the old one.
    private func commit(staging: String, output: String, outputExists: Bool, folder: String, previousPrefix: String)
        throws
    {
        if !outputExists {
            guard rename(staging, output) == 0 else {
                throw ReportWriteError(
                    "cannot move the reports into \(AtomicWriter.quoted(output)): \(AtomicWriter.lastError())")
            }
            AtomicWriter.syncFolder(folder)
            try afterStep(.exchanged)
            return
        }
        if useExchange && exchange(staging, output) {
            AtomicWriter.syncFolder(folder)
            try afterStep(.exchanged)
            AtomicWriter.removeTree(staging) // now the old folder
            try afterStep(.removedOld)
            return
        }
        // Fallback: two renames, the old folder kept under a name the next run restores from.
        let previous = folder + "/" + previousPrefix + String(getpid())
        AtomicWriter.removeTree(previous)
        guard rename(output, previous) == 0 else {
            throw ReportWriteError("cannot move the old reports aside: \(AtomicWriter.lastError())")
        }
        try afterStep(.movedOldAside)
        guard rename(staging, output) == 0 else {
            let reason = AtomicWriter.lastError()
            _ = rename(previous, output)
            throw ReportWriteError("cannot move the reports into \(AtomicWriter.quoted(output)): \(reason)")
        }
        AtomicWriter.syncFolder(folder)
        try afterStep(.exchanged)
        AtomicWriter.removeTree(previous)
        try afterStep(.removedOld)
    }

    /// After a run killed between the fallback's two renames the output is missing and its old
    /// contents wait under `.name.previous-…`: put them back. With the output present, any such
    /// folder is a leftover of a finished exchange and is removed.
    private func recoverFromAKilledFallback(output: String, folder: String, previousPrefix: String) throws {
        var info = stat()
        let leftovers = AtomicWriter.entries(of: folder).filter { $0.hasPrefix(previousPrefix) }.sorted()
        if lstat(output, &info) != 0, let newest = leftovers.last {
            guard rename(folder + "/" + newest, output) == 0 else {
                throw ReportWriteError(
                    "cannot restore \(AtomicWriter.quoted(output)) from \(newest): \(AtomicWriter.lastError())")
            }
        }
        for name in leftovers where lstat(folder + "/" + name, &info) == 0 {
            AtomicWriter.removeTree(folder + "/" + name)
        }
    }

    /// Exchanges two folders atomically; false where the system or file system cannot.
    private func exchange(_ a: String, _ b: String) -> Bool {
        #if canImport(Glibc)
            typealias RenameAt2 =
                @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            // glibc declares renameat2 only under _GNU_SOURCE, which Swift's Glibc module does not set.
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let renameExchange: UInt32 = 1 << 1
            return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
        #elseif canImport(Darwin)
            return renamex_np(a, b, UInt32(RENAME_SWAP)) == 0
        #else
            return false
        #endif
    }

    /// Refuses a destination that is a folder, or whose folders are files or symbolic links (which
    /// could lead outside the output folder).
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

    /// An entry of the old folder that the set does not contain, into the new folder as a hard link:
    /// the same file (bytes, mode, owner, times), a symbolic link included (never followed). Where
    /// a link cannot be made it is refused rather than copied, since a copy would not be the same file.
    private func carryOver(_ source: String, to target: String, shownAs name: String) throws {
        guard linkat(AT_FDCWD, source, AT_FDCWD, target, 0) == 0 else {
            throw ReportWriteError(
                "cannot keep \(AtomicWriter.quoted(name)) exactly as it is (\(AtomicWriter.lastError())): move it out "
                    + "of the report folder")
        }
    }

    /// `mkdir -p`, with the C library's reason in the error (Foundation's is a bare error number).
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

    /// Writes a new file; one that replaces `replaced` gets its permission bits (and, where they
    /// differ and the runner may, its owner and group), so a private report stays private.
    private func writeDurably(
        _ bytes: [UInt8], to path: String, shownAs name: String, keeping replaced: FolderSurvey.Entry?
    )
        throws
    {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw ReportWriteError("cannot create \(name): \(AtomicWriter.lastError())") }
        defer { close(fd) }
        if let replaced {
            var info = stat()
            if fstat(fd, &info) == 0 && (UInt32(info.st_uid) != replaced.owner || UInt32(info.st_gid) != replaced.group)
            {
                _ = fchown(fd, uid_t(replaced.owner), gid_t(replaced.group))
            }
            _ = fchmod(fd, mode_t(replaced.mode & 0o777))
        }
        let failure = writeAll(bytes, to: fd)
        guard failure == 0 else {
            throw ReportWriteError("cannot write \(name): \(String(cString: strerror(failure)))")
        }
        guard fsync(fd) == 0 else {
            throw ReportWriteError("cannot flush \(name) to disk: \(AtomicWriter.lastError())")
        }
    }
}

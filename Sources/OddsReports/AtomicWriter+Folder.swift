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
    /// file, device or symbolic link there is refused, never replaced).
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
        case S_IFDIR: return
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

        var template = Array((folder + "/" + stagingPrefix + "XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw ReportWriteError(
                "cannot create a staging folder beside \(AtomicWriter.quoted(output)): \(AtomicWriter.lastError())")
        }
        let staging = String(cString: made)
        _ = chmod(staging, 0o755)
        do {
            try build(files, in: staging, carryingOver: outputExists ? output : nil)
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

    /// Fills `staging` with the new set and the old folder's other files, flushed to disk.
    private func build(_ files: [ReportFile], in staging: String, carryingOver old: String?) throws {
        let ordered = files.sorted { $0.path < $1.path }
        var folders: Set<String> = [staging]
        for file in ordered {
            try makeDirectories(AtomicWriter.parent(of: staging + "/" + file.path))
            var up = AtomicWriter.parent(of: staging + "/" + file.path)
            while up.count >= staging.count { folders.insert(up); up = AtomicWriter.parent(of: up) }
            try writeDurably(file.bytes, to: staging + "/" + file.path, shownAs: file.path)
            try afterStep(.staged(file.path))
        }
        if let old {
            let inSet = Set(files.map(\.path))
            for path in try relativeFiles(under: old) where !inSet.contains(path) {
                let target = staging + "/" + path
                try makeDirectories(AtomicWriter.parent(of: target))
                try carryOver(old + "/" + path, to: target, shownAs: path)
                var up = AtomicWriter.parent(of: target)
                while up.count >= staging.count { folders.insert(up); up = AtomicWriter.parent(of: up) }
                try afterStep(.carriedOver(path))
            }
        }
        for folder in folders.sorted() { AtomicWriter.syncFolder(folder) }
        try afterStep(.flushed)
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

    /// Every non-folder entry under `root`, relative, without following symbolic links.
    private func relativeFiles(under root: String) throws -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            for name in AtomicWriter.entries(of: relative.isEmpty ? root : root + "/" + relative) {
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR { pending.append(path) } else { found.append(path) }
            }
        }
        return found.sorted()
    }

    /// A file of the old folder that the set does not contain, into the new folder: a hard link
    /// (no copy), or a copy where links are not possible; a symbolic link stays a link.
    private func carryOver(_ source: String, to target: String, shownAs name: String) throws {
        var info = stat()
        guard lstat(source, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFLNK:
            var buffer = [CChar](repeating: 0, count: 4097)
            let n = readlink(source, &buffer, 4096)
            guard n >= 0 else { throw ReportWriteError("cannot keep \(name): \(AtomicWriter.lastError())") }
            buffer[n] = 0
            guard symlink(buffer, target) == 0 else {
                throw ReportWriteError("cannot keep \(name): \(AtomicWriter.lastError())")
            }
        case S_IFREG:
            if link(source, target) == 0 { return }
            let fd = open(source, O_RDONLY)
            guard fd >= 0 else { throw ReportWriteError("cannot keep \(name): \(AtomicWriter.lastError())") }
            defer { close(fd) }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = read(fd, &chunk, chunk.count)
                if n < 0 && errno == EINTR { continue }
                guard n >= 0 else { throw ReportWriteError("cannot keep \(name): \(AtomicWriter.lastError())") }
                if n == 0 { break }
                bytes.append(contentsOf: chunk[0..<n])
            }
            try writeDurably(bytes, to: target, shownAs: name)
        default:
            throw ReportWriteError("cannot keep \(name) in the new reports: it is not a regular file")
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

    private func writeDurably(_ bytes: [UInt8], to path: String, shownAs name: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw ReportWriteError("cannot create \(name): \(AtomicWriter.lastError())") }
        defer { close(fd) }
        let failure = writeAll(bytes, to: fd)
        guard failure == 0 else {
            throw ReportWriteError("cannot write \(name): \(String(cString: strerror(failure)))")
        }
        guard fsync(fd) == 0 else {
            throw ReportWriteError("cannot flush \(name) to disk: \(AtomicWriter.lastError())")
        }
    }
}

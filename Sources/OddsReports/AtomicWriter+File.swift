import OddsLab
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file case: a regular file (or nothing) replaced by a temporary renamed over it.
extension AtomicWriter {
    /// Checks that `path` may be written as a file: missing (in an existing folder) or a regular
    /// file the runner may write, owns (or root) and that has no other hard link. Called before any
    /// work, and again just before the rename.
    ///
    /// - Throws: ``ReportWriteError``: `--out X: cannot write (is a folder)` and the like.
    public func checkFile(_ path: String, flag: String) throws {
        func refuse(_ reason: String) -> ReportWriteError {
            ReportWriteError("\(flag) \(AtomicWriter.quoted(path)): cannot write (\(reason))")
        }
        if path.isEmpty || path.hasSuffix("/") { throw refuse("not a file name") }
        if path.utf8.count > 4000 { throw refuse("the path is longer than 4000 bytes") }
        var info = stat()
        if lstat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                // The file is replaced by a new one: refused where that would do what writing in
                // place could not (a read-only or someone else's file) or split a hard link.
                if access(path, W_OK) != 0 {
                    throw refuse("you may not write to it; it is replaced only where it could be written in place")
                }
                if info.st_uid != geteuid() && geteuid() != 0 {
                    throw refuse("it belongs to another user; its replacement would be yours")
                }
                if info.st_nlink > 1 {
                    throw refuse(
                        "it has \(info.st_nlink - 1) other hard link\(info.st_nlink == 2 ? "" : "s"), which would keep the "
                            + "old contents; give one of the names that is not linked")
                }
                return
            case S_IFDIR: throw refuse("is a folder")
            case S_IFLNK: throw refuse("is a symbolic link; give the file it points to")
            case S_IFCHR, S_IFBLK: throw refuse("is a device, not a regular file")
            case S_IFIFO: throw refuse("is a fifo, not a regular file")
            case S_IFSOCK: throw refuse("is a socket, not a regular file")
            default: throw refuse("is not a regular file")
            }
        }
        guard errno == ENOENT else { throw refuse(AtomicWriter.lastError()) }
        let folder = AtomicWriter.parent(of: path)
        guard stat(folder, &info) == 0 else {
            throw refuse(
                errno == ENOENT
                    ? "the folder \(AtomicWriter.quoted(folder)) does not exist"
                    : "the folder \(AtomicWriter.quoted(folder)): \(AtomicWriter.lastError())")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw refuse("\(AtomicWriter.quoted(folder)) is not a folder") }
    }

    /// Writes `bytes` to `path` atomically (see the type's notes); `flag` names the option in errors.
    ///
    /// - Throws: ``ReportWriteError`` naming the path and the reason, with nothing left behind.
    public func writeFile(_ bytes: [UInt8], to path: String, flag: String) throws {
        try checkFile(path, flag: flag)
        func failure(_ reason: String) -> ReportWriteError {
            ReportWriteError("\(flag) \(AtomicWriter.quoted(path)): cannot write (\(reason))")
        }
        let folder = AtomicWriter.parent(of: path)
        // A bare file name has no "/": the whole path is the name (index(before: startIndex) would trap).
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        let lock = try FolderLock(folder)
        defer { lock.unlock() }
        AtomicWriter.removeLeftovers(in: folder, prefix: "." + name + ".tmp-")

        var template = Array((folder + "/." + name + ".tmp-XXXXXX").utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { throw failure(AtomicWriter.lastError()) }
        // mkstemp filled in the X's; the path is the template without its terminating NUL.
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        SignalCleanup.arm(temporary)
        var committed = false
        defer {
            if !committed { unlink(temporary) }
            SignalCleanup.disarm()
        }
        let writeFailure = writeAll(bytes, to: fd)
        guard writeFailure == 0 else {
            close(fd)
            throw failure(String(cString: strerror(writeFailure)))
        }
        // mkstemp makes the file private (0600); an output is an ordinary file, and a replaced one
        // keeps its mode and group (a private file stays private).
        var old = stat()
        if lstat(path, &old) == 0 && old.st_mode & S_IFMT == S_IFREG {
            var made = stat()
            if fstat(fd, &made) == 0 && (made.st_gid != old.st_gid || made.st_uid != old.st_uid)
                && fchown(fd, old.st_uid, old.st_gid) != 0
            {
                let reason = AtomicWriter.lastError()
                close(fd)
                throw failure("cannot keep its owner and group: \(reason)")
            }
            _ = fchmod(fd, old.st_mode & 0o777)
        } else {
            _ = fchmod(fd, 0o644)
        }
        guard fsync(fd) == 0 else {
            let reason = AtomicWriter.lastError()
            close(fd)
            throw failure(reason)
        }
        close(fd)
        // The target may have changed during a long run (a fifo made in its place): check again.
        try checkFile(path, flag: flag)
        guard rename(temporary, path) == 0 else { throw failure(AtomicWriter.lastError()) }
        committed = true
        AtomicWriter.syncFolder(folder)
    }
}

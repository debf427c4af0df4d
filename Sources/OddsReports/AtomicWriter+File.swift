import CasinoCore

import OddsLab
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file case: a regular file (or nothing) replaced by a new file renamed over it.
///
/// The new file is made unnamed in the target's folder (`O_TMPFILE`), written, flushed, given its
/// final mode, and only then linked as `.NAME.tmp-XXXXXX` and renamed over the target: a kill at
/// any moment but that last instant leaves no temporary at all. (Where the file system cannot make
/// an unnamed file, and on Apple systems, the temporary is named from the start; a signal still
/// removes it, a `kill -9` leaves it, named by the next write beside it.) A later run never removes
/// a file of that form: it cannot tell a dead writer's from a user's, so it names it and leaves it.
extension AtomicWriter {
    /// Checks that `path` may be written as a file: missing (in an existing folder) or a regular
    /// file the runner owns and may write, and that has no other hard link. Called before any work,
    /// and again just before the rename.
    ///
    /// - Throws: ``InputError``: `--out X: cannot write (is a folder)` and the like.
    public func checkFile(_ path: String, flag: String) throws {
        func refuse(_ reason: String) -> InputError {
            InputError("\(flag) \(AtomicWriter.quoted(path)): cannot write (\(reason))")
        }
        if path.isEmpty || path.hasSuffix("/") { throw refuse("not a file name") }
        if path.utf8.count > 4000 { throw refuse("the path is longer than 4000 bytes") }
        let name = AtomicWriter.fileName(path)
        if !WriterLeftovers.fits(AtomicWriter.temporaryPrefix(name)) {
            let room =
                WriterLeftovers.nameMax - AtomicWriter.temporaryPrefix("").utf8.count - WriterLeftovers.suffixLength
            throw refuse(
                "its name is \(name.utf8.count) bytes; the temporary beside it needs a longer one than a folder "
                    + "holds: give a name of at most \(room) bytes")
        }
        var info = stat()
        if lstat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                // The file is replaced by a new one: refused where that would do what writing in
                // place could not (a read-only or someone else's file) or split a hard link.
                // The way out must exist: "give one of the names that is not linked" named none
                // when every name is a link to the same file.
                if info.st_nlink > 1 {
                    let others = info.st_nlink - 1
                    throw refuse(
                        "it has \(others) other hard link\(others == 1 ? "" : "s"), which would keep the old contents: "
                            + "remove \(others == 1 ? "it" : "them") or give a name that does not exist yet")
                }
                if info.st_uid != geteuid() {
                    throw refuse(
                        "it is owned by uid \(info.st_uid), not by you (uid \(geteuid())); the tool replaces only "
                            + "files its runner owns")
                }
                if access(path, W_OK) != 0 {
                    throw refuse("you may not write to it; it is replaced only where it could be written in place")
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
    /// - Throws: ``InputError`` naming the path and the reason, with nothing left behind;
    ///   ``CommandInterrupted`` when SIGINT, SIGTERM or SIGHUP arrived during the write.
    public func writeFile(_ bytes: [UInt8], to path: String, flag: String) throws {
        try checkFile(path, flag: flag)
        func failure(_ reason: String) -> InputError {
            InputError("\(flag) \(AtomicWriter.quoted(path)): cannot write (\(reason))")
        }
        let name = AtomicWriter.fileName(path)
        guard let folder = FolderDescriptor.named(AtomicWriter.parent(of: path)) else {
            throw failure(AtomicWriter.lastError())
        }
        let lock = FolderLock(folder)
        defer { lock.unlock() }
        WriteSignals.arm()
        defer { WriteSignals.disarm() }
        let prefix = AtomicWriter.temporaryPrefix(name)
        let seen = folder.names().filter { $0.hasPrefix(prefix) }
        if !seen.isEmpty { writeStderr("casino-odds: " + WriterLeftovers.notice(seen)) }

        var file = try NewFile(in: folder, prefix: prefix, failure: failure)
        defer { file.discard(in: folder) }
        let writeFailure = writeAll(bytes, to: file.fd)
        guard writeFailure == 0 else { throw failure(String(cString: strerror(writeFailure))) }
        // A replaced file keeps its mode and group (a private file stays private); a new one is 644.
        if let old = folder.status(name), old.st_mode & S_IFMT == S_IFREG {
            var made = stat()
            if fstat(file.fd, &made) == 0 && made.st_gid != old.st_gid && fchown(file.fd, uid_t.max, old.st_gid) != 0 {
                throw failure("cannot keep its group: \(AtomicWriter.lastError())")
            }
            _ = fchmod(file.fd, old.st_mode & 0o777)
        } else {
            _ = fchmod(file.fd, 0o644)
        }
        guard fsync(file.fd) == 0 else { throw failure(AtomicWriter.lastError()) }
        try stopIfAsked()
        // The target may have changed during a long run (a fifo made in its place): check again.
        try checkFile(path, flag: flag)
        try file.name(in: folder, prefix: prefix, failure: failure)
        guard let temporary = file.temporary, renameat(folder.fd, temporary, folder.fd, name) == 0 else {
            throw failure(AtomicWriter.lastError())
        }
        file.temporary = nil
        folder.sync()
        if let sig = stopSignal() {
            throw CommandInterrupted(
                signal: sig, committed: true, kept: "\(AtomicWriter.quoted(path)) was written, complete")
        }
    }

    static func fileName(_ path: String) -> String {
        // A bare file name has no "/": the whole path is the name.
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    static func temporaryPrefix(_ name: String) -> String { "." + name + ".tmp-" }

    /// The new file: unnamed until `name(in:)` where the system allows, else a named temporary.
    private struct NewFile {
        let fd: Int32
        /// Its name in the folder while it has one.
        var temporary: String?

        init(in folder: FolderDescriptor, prefix: String, failure: (String) -> InputError) throws {
            #if os(Linux)
                // O_TMPFILE is __O_TMPFILE (0o20000000 on every Linux architecture Swift runs on) | O_DIRECTORY.
                let unnamed = openat(folder.fd, ".", Int32(0o20000000) | O_DIRECTORY | O_WRONLY | O_CLOEXEC, 0o600)
                if unnamed >= 0 {
                    fd = unnamed
                    temporary = nil
                    return
                }
            #endif
            for _ in 0..<100 {
                let candidate = WriterLeftovers.randomName(prefix)
                let made = openat(folder.fd, candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
                if made >= 0 {
                    fd = made
                    temporary = candidate
                    return
                }
                if errno != EEXIST { break }
            }
            throw failure(AtomicWriter.lastError())
        }

        /// Gives an unnamed file its temporary name, for the rename.
        mutating func name(in folder: FolderDescriptor, prefix: String, failure: (String) -> InputError) throws {
            guard temporary == nil else { return }
            for _ in 0..<100 {
                let candidate = WriterLeftovers.randomName(prefix)
                if linkat(AT_FDCWD, "/proc/self/fd/\(fd)", folder.fd, candidate, AT_SYMLINK_FOLLOW) == 0 {
                    temporary = candidate
                    return
                }
                if errno != EEXIST { break }
            }
            throw failure(AtomicWriter.lastError())
        }

        /// Closes the file and removes its temporary name if it still has one (a failed write).
        func discard(in folder: FolderDescriptor) {
            if let temporary { unlinkat(folder.fd, temporary, 0) }
            close(fd)
        }
    }
}

import OddsLab
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way the tool writes anything to disk: a single file (`simulate --output`, `merge --output`,
/// `check --junit`, `tune --output`) or a report set (`report`, `week/redeem --output-dir`,
/// through ``AtomicDirectoryWriter``).
///
/// - Targets are checked before any work starts (``checkFileTarget(_:flag:)``): only a regular file
///   or nothing may be replaced. A folder, device, fifo, socket or symbolic link is refused, so
///   `--out /dev/null` (or a link to something precious) is never turned into a regular file.
/// - Bytes go to a temporary file beside the target (same folder, so `rename` is atomic), are
///   flushed with `fsync`, then renamed over the target: the target is the old file or the new one.
/// - While a temporary exists the parent folder is locked (`flock`), and a catchable termination
///   signal (SIGINT, SIGTERM, SIGHUP) removes it before the process ends. A temporary that a
///   `kill -9` leaves is removed by the next write beside it: holding the lock proves no live
///   writer owns it.
public enum AtomicOutput {
    /// Checks that `path` may be written as a file: missing (in an existing folder) or a regular
    /// file. Called before any work, and again just before the rename.
    ///
    /// - Throws: ``ReportWriteError``: `--out X: cannot write (is a folder)` and the like.
    public static func checkFileTarget(_ path: String, flag: String) throws {
        func refuse(_ reason: String) -> ReportWriteError {
            ReportWriteError("\(flag) \(quoted(path)): cannot write (\(reason))")
        }
        if path.isEmpty || path.hasSuffix("/") { throw refuse("not a file name") }
        if path.utf8.count > 4000 { throw refuse("the path is longer than 4000 bytes") }
        var info = stat()
        if lstat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: return
            case S_IFDIR: throw refuse("is a folder")
            case S_IFLNK: throw refuse("is a symbolic link; give the file it points to")
            case S_IFCHR, S_IFBLK: throw refuse("is a device, not a regular file")
            case S_IFIFO: throw refuse("is a fifo, not a regular file")
            case S_IFSOCK: throw refuse("is a socket, not a regular file")
            default: throw refuse("is not a regular file")
            }
        }
        guard errno == ENOENT else { throw refuse(lastError()) }
        let folder = parent(of: path)
        guard stat(folder, &info) == 0 else {
            throw refuse(
                errno == ENOENT
                    ? "the folder \(quoted(folder)) does not exist" : "the folder \(quoted(folder)): \(lastError())")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw refuse("\(quoted(folder)) is not a folder") }
    }

    /// Writes `bytes` to `path` atomically (see the type's notes); `flag` names the option in errors.
    ///
    /// - Throws: ``ReportWriteError`` naming the path and the reason, with nothing left behind.
    public static func writeFile(_ bytes: [UInt8], to path: String, flag: String) throws {
        try checkFileTarget(path, flag: flag)
        func failure(_ reason: String) -> ReportWriteError {
            ReportWriteError("\(flag) \(quoted(path)): cannot write (\(reason))")
        }
        let folder = parent(of: path)
        // A bare file name has no "/": the whole path is the name (index(before: startIndex) would trap).
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        let lock = try FolderLock(folder)
        defer { lock.unlock() }
        removeLeftovers(in: folder, prefix: "." + name + ".tmp-")

        var template = Array((folder + "/." + name + ".tmp-XXXXXX").utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { throw failure(lastError()) }
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
        // mkstemp makes the file private (0600); an output is an ordinary file.
        _ = fchmod(fd, 0o644)
        guard fsync(fd) == 0 else {
            let reason = lastError()
            close(fd)
            throw failure(reason)
        }
        close(fd)
        // The target may have changed during a long run (a fifo made in its place): check again.
        try checkFileTarget(path, flag: flag)
        guard rename(temporary, path) == 0 else { throw failure(lastError()) }
        committed = true
        syncFolder(folder)
    }

    // MARK: Shared by the file and the folder writer

    /// Removes the entries of `folder` whose names start with `prefix`: temporaries or staging
    /// folders of a writer that was killed. Only called with the folder's lock held.
    static func removeLeftovers(in folder: String, prefix: String) {
        guard let dir = opendir(folder) else { return }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name.hasPrefix(prefix) { names.append(name) }
        }
        closedir(dir)
        for name in names { removeTree(folder + "/" + name) }
    }

    /// `rm -r` without following symbolic links.
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            if let dir = opendir(path) {
                var names: [String] = []
                while let entry = readdir(dir) {
                    let name = withUnsafePointer(to: entry.pointee.d_name) {
                        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                    }
                    if name != "." && name != ".." { names.append(name) }
                }
                closedir(dir)
                for name in names { removeTree(path + "/" + name) }
            }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// Best effort: some file systems cannot sync a folder, and the files themselves are already safe.
    static func syncFolder(_ path: String) {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func lastError() -> String { String(cString: strerror(errno)) }

    /// A path for an error line: at most 240 characters, so a hostile name cannot flood the terminal.
    public static func quoted(_ path: String) -> String {
        InputQuote.brief(path, limit: 240)
    }
}

/// An exclusive `flock` on a folder while a writer has temporaries in it: two writers never clean
/// up each other's files, and one that holds it knows any temporary it finds is a dead writer's.
/// The kernel drops the lock when the process dies, however it dies.
struct FolderLock {
    private let fd: Int32

    init(_ folder: String) throws {
        fd = open(folder, O_RDONLY)
        guard fd >= 0 else {
            throw ReportWriteError("cannot open the folder \(AtomicOutput.quoted(folder)): \(AtomicOutput.lastError())")
        }
        while flock(fd, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            // A file system without flock (some network mounts): go on unlocked, but leave others' files alone.
            break
        }
    }

    func unlock() { close(fd) }
}

/// Removes the one temporary file that exists while a file is being written when a termination
/// signal arrives, then lets the signal end the process as it would have.
///
/// The handler may only make async-signal-safe calls, so the path lives in a buffer allocated once.
enum SignalCleanup {
    private static let capacity = 4097
    nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = {
        let b = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        b.initialize(repeating: 0, count: capacity)
        return b
    }()
    nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    static func arm(_ path: String) {
        let bytes = Array(path.utf8)
        guard bytes.count < capacity else { return }
        let target = buffer
        for (i, b) in bytes.enumerated() { target[i] = CChar(bitPattern: b) }
        target[bytes.count] = 0
        for sig in signals {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = SignalCleanup.handle
            #else
                action.__sigaction_u.__sa_handler = SignalCleanup.handle
            #endif
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            sigaction(sig, &action, &old)
            previous[sig] = old
        }
    }

    static func disarm() {
        for sig in signals {
            if var old = previous[sig] { sigaction(sig, &old, nil) }
        }
        previous = [:]
        buffer[0] = 0
    }

    private static let handle: @convention(c) (Int32) -> Void = { sig in
        if SignalCleanup.buffer[0] != 0 { unlink(SignalCleanup.buffer) }
        signal(sig, SIG_DFL)
        raise(sig)
    }
}

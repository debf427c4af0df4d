import OddsLab
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way the tool writes anything to disk: it replaces a regular file or a folder of files
/// atomically, and only if the target is a regular file or a folder (or nothing yet).
///
/// - A single file (`simulate --output`, `merge --output`, `check --junit`, `tune --output`):
///   ``checkFile(_:flag:)`` before any work, then ``writeFile(_:to:flag:)``. The bytes go to a
///   temporary file beside the target (same folder, so `rename` is atomic), are flushed with
///   `fsync`, then renamed over the target: the target is the old file or the new one.
/// - A report set (`report`, `week/redeem --output-dir`): ``checkFolder(_:)`` before any work,
///   then ``writeFolder(_:to:)``. The new folder is built complete in a staging folder beside the
///   output and exchanged with the old one in one `rename` (see `AtomicWriter+Folder.swift`).
///
/// Both refuse a target that is not theirs to replace — a device, fifo, socket or symbolic link (and
/// a folder where a file goes, a file where a folder goes) — so `--output /dev/null` (or a link to
/// something precious) is never turned into a regular file. While a temporary or staging folder
/// exists the parent folder is locked (`flock`); a leftover of a writer that a `kill -9` stopped is
/// removed by the next write beside it, since holding the lock proves no live writer owns it. A
/// catchable termination signal (SIGINT, SIGTERM, SIGHUP) removes a file's temporary before the
/// process ends; a failure removes what the writer made and leaves the target as it was.
public struct AtomicWriter {
    /// The folder writer's steps, in order; tests stop the writer after each to show what a kill leaves.
    enum Step: Equatable, CustomStringConvertible {
        case staged(String)
        case carriedOver(String)
        case flushed, movedOldAside, exchanged, removedOld

        var description: String {
            switch self {
            case .staged(let path): return "staged \(path)"
            case .carriedOver(let path): return "carried over \(path)"
            case .flushed: return "flushed"
            case .movedOldAside: return "moved the old folder aside"
            case .exchanged: return "exchanged"
            case .removedOld: return "removed the old folder"
            }
        }
    }

    /// Thrown by a test's step hook to stop the writer as a kill would: no clean-up at all.
    struct SimulatedKill: Error {}

    /// Called after each step; a test throws from it to fail (or, with `SimulatedKill`, kill) a run midway.
    let afterStep: (Step) throws -> Void
    /// False in tests of the folder's fallback path (two renames), as on a file system without the exchange.
    let useExchange: Bool

    public init() {
        self.init(useExchange: true, afterStep: { _ in })
    }

    init(useExchange: Bool = true, afterStep: @escaping (Step) throws -> Void = { _ in }) {
        self.useExchange = useExchange
        self.afterStep = afterStep
    }

    /// For tests written for the per-file folder writer: the hook sees each staged path.
    init(afterStaging: @escaping (String) throws -> Void) {
        self.init { step in
            if case .staged(let path) = step { try afterStaging(path) }
        }
    }

    // MARK: Shared by the file and the folder case

    /// Removes the entries of `folder` whose names start with `prefix`: temporaries or staging
    /// folders of a writer that was killed. Only called with the folder's lock held.
    static func removeLeftovers(in folder: String, prefix: String) {
        for name in entries(of: folder) where name.hasPrefix(prefix) { removeTree(folder + "/" + name) }
    }

    /// `rm -r` without following symbolic links or entering another volume: a folder mounted
    /// below `path` (and everything on it) is left as it is, so its files are never deleted.
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        removeTree(path, info, volume: info.st_dev)
    }

    private static func removeTree(_ path: String, _ info: stat, volume: dev_t) {
        guard info.st_dev == volume else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            for name in entries(of: path) {
                var inner = stat()
                if lstat(path + "/" + name, &inner) == 0 { removeTree(path + "/" + name, inner, volume: volume) }
            }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// The names in `folder` but `.` and `..`; none if it cannot be read.
    static func entries(of folder: String) -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
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

    /// What an entry that is not a regular file or folder is, for an error line.
    static func kind(of info: stat) -> String {
        switch info.st_mode & S_IFMT {
        case S_IFLNK: return "a symbolic link"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFIFO: return "a fifo"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a folder"
        case S_IFREG: return "a regular file"
        default: return "not a regular file"
        }
    }

    /// A path for an error line: at most 240 characters, so a hostile name cannot flood the terminal.
    public static func quoted(_ path: String) -> String {
        InputQuote.brief(path, limit: 240)
    }
}

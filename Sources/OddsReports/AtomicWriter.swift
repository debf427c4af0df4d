import CasinoCore
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
/// - A report set (`report`, `week/redeem --output-dir`): ``checkFolder(_:flag:)`` before any work,
///   then ``writeFolder(_:to:flag:)``. The new folder is built complete in a staging folder beside the
///   output and exchanged with the old one in one `rename` (see `AtomicWriter+Folder.swift`).
///
/// Both refuse a target that is not theirs to replace — a device, fifo, socket or symbolic link (and
/// a folder where a file goes, a file where a folder goes) — so `--output /dev/null` (or a link to
/// something precious) is never turned into a regular file. Below the folder a user named, the
/// writers act on descriptors, never on paths (`FolderDescriptor`), and they change no owner. While
/// a temporary or staging folder exists the parent folder is locked (`flock`); a staging folder a
/// `kill -9` left is removed by the next write beside it only if it carries the tool's marker
/// (`WriterLeftovers`). A termination signal (SIGINT, SIGTERM, SIGHUP) during a write stops it
/// cleanly (`WriteSignals`); a failure removes what the writer made and leaves the target as it was.
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
    static let simulatedKill = CommandInterrupted(kept: "killed by a test, nothing cleaned up")

    /// Called after each step; a test throws from it to fail (or, with `simulatedKill`, kill) a run midway.
    let afterStep: (Step) throws -> Void
    /// False in tests of the folder's fallback path (two renames), as on a file system without the exchange.
    let useExchange: Bool
    /// The termination signal that asked the write to stop, or nil: `WriteSignals` (the process's
    /// signals) in the tool; tests stop one writer without signalling the whole test process.
    let stopSignal: () -> Int32?

    public init() {
        self.init(useExchange: true, afterStep: AtomicWriter.signalSeam())
    }

    init(
        useExchange: Bool = true, afterStep: @escaping (Step) throws -> Void = { _ in },
        stopSignal: @escaping () -> Int32? = { WriteSignals.stopSignal }
    ) {
        self.useExchange = useExchange
        self.stopSignal = stopSignal
        self.afterStep = afterStep
    }

    /// The fault-injection seam the command-line tests use to deliver a real signal mid-write:
    /// `CASINO_ODDS_RAISE_DURING_WRITE=SIGTERM@flushed` raises SIGTERM in the process right after
    /// the step whose description starts with `flushed`. Unset (always, outside those tests), no hook.
    static func signalSeam() -> (Step) throws -> Void {
        guard let value = getenv("CASINO_ODDS_RAISE_DURING_WRITE").map({ String(cString: $0) }),
            let at = value.firstIndex(of: "@")
        else { return { _ in } }
        let names: [String: Int32] = ["SIGINT": SIGINT, "SIGTERM": SIGTERM, "SIGHUP": SIGHUP]
        guard let sig = names[String(value[..<at])] else { return { _ in } }
        let step = String(value[value.index(after: at)...])
        return { done in if done.description.hasPrefix(step) { raise(sig) } }
    }

    /// For tests written for the per-file folder writer: the hook sees each staged path.
    init(afterStaging: @escaping (String) throws -> Void) {
        self.init(afterStep: { step in
            if case .staged(let path) = step { try afterStaging(path) }
        })
    }

    // MARK: Shared by the file and the folder case

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func lastError() -> String { String(cString: strerror(errno)) }

    /// A refusal about the folder the option `flag` names, made whole where it is found:
    /// `--output-dir: cannot write reports into R: it is a symbolic link; …`.
    static func folderRefusal(_ flag: String, _ words: String) -> InputError { InputError("\(flag): \(words)") }

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

import CasinoCore
import OddsLab

/// A file an option names for output (`--output`, `--junit`, `--export-history`), checked before
/// any work, not after it: only a regular file or nothing may be replaced (never a folder, device,
/// fifo, socket or symbolic link). Written through the one atomic writer.
public struct OutputTarget: Hashable, Sendable {
    /// The path as given.
    public var path: String
    /// The option that named it, for messages.
    public var flag: String

    /// Checks that `path` can and may be written; throws `InputError` when not.
    public init(_ path: String, flag: String) throws {
        // Said as `--config ''` says it: "--output : cannot write" read as a path of one space.
        if path.isEmpty { throw InputError("\(flag) is empty: give the path of a file") }
        try AtomicWriter().checkFile(path, flag: flag)
        self.path = path
        self.flag = flag
    }

    /// Writes `text` to the file atomically.
    public func write(_ text: String) throws {
        try write(Array(text.utf8))
    }

    /// Writes `bytes` to the file atomically.
    public func write(_ bytes: [UInt8]) throws {
        try AtomicWriter().writeFile(bytes, to: path, flag: flag)
    }
}

/// How `simulate` and `merge` print a result.
public enum SimulationFormat: String, CaseIterable, Sendable {
    case table, json
}

extension MonteCarloResult {
    /// Writes the result in `format` to `target`, or to stdout when there is none.
    public func write(_ format: SimulationFormat, to target: OutputTarget?) throws {
        let text = format == .json ? json : table
        if let target { try target.write(text) } else { writeStdout(text) }
    }
}

/// A folder `--output-dir` names, checked before any work (it must be replaceable) and written
/// through the one atomic writer.
public struct OutputFolder: Hashable, Sendable {
    /// The path as given.
    public var path: String

    /// The option that names a report folder, which the writer's refusals name.
    static let flag = "--output-dir"

    /// Checks that the folder can be written (a failure names `--output-dir`).
    public init(_ path: String) throws {
        try AtomicWriter().checkFolder(path, flag: OutputFolder.flag)
        self.path = path
    }

    /// Replaces the folder with `files`, atomically.
    public func write(_ files: [ReportFile]) throws {
        try AtomicWriter().writeFolder(files, to: path, flag: OutputFolder.flag)
    }
}

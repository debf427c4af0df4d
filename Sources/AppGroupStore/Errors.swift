/// Why a record could not be read or written; each names the file.
public enum AppGroupStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Something other than a regular file (a symlink, a folder, a FIFO) is where the record goes.
    case notARegularFile(path: String)
    /// The record file is not a whole record (its header or its length is wrong), or its body does not decode.
    case damagedRecord(path: String, reason: String)
    /// A system call failed.
    case io(path: String, operation: String, errno: Int32)
    /// The lock stayed held through every try: a live process holds it and is stuck.
    case lockBusy(path: String, attempts: Int)
    /// Every one of `attempts` compare-and-swaps found another process had written first.
    case conflictsExhausted(path: String, attempts: Int)
    /// A write was refused because another process wrote since this one read.
    case conflict(path: String)

    public var description: String {
        switch self {
        case .notARegularFile(let path): return "\(path): not a regular file (refused)"
        case .damagedRecord(let path, let reason): return "\(path): damaged record: \(reason)"
        case .io(let path, let operation, let code): return "\(path): \(operation) failed (errno \(code))"
        case .lockBusy(let path, let attempts):
            return "\(path): still locked by another process after \(attempts) tries"
        case .conflictsExhausted(let path, let attempts):
            return "\(path): another process wrote first at each of \(attempts) tries; nothing was written"
        case .conflict(let path): return "\(path): another process wrote since this one read; nothing was written"
        }
    }
}

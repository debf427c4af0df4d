import OddsReports
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `bytes` to `path` so that the file is either the old one or the new one, never half.
///
/// The bytes go to a temporary file beside `path` (same folder, so `rename` is atomic), are flushed
/// with `fsync`, then renamed over `path`. The folder must exist: a typo in a path should be an
/// error, not a new folder.
///
/// - Throws: `ToolError` naming the path and the reason (`No such file or directory`,
///   `Permission denied`, `is a folder`), with nothing left behind.
func writeFileAtomically(_ bytes: [UInt8], to path: String, flag: String) throws {
    func failure(_ reason: String) -> ToolError { ToolError("\(flag) \(path): cannot write (\(reason))") }
    func lastError() -> String { String(cString: strerror(errno)) }
    if path.isEmpty || path.hasSuffix("/") { throw failure("not a file name") }
    var info = stat()
    if stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR { throw failure("is a folder") }

    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array((folder + "/." + name + ".tmp-XXXXXX").utf8CString)
    let fd = mkstemp(&template)
    guard fd >= 0 else { throw failure(lastError()) }
    let temporary = String(cString: template)
    var committed = false
    defer { if !committed { unlink(temporary) } }

    let writeFailure = writeAll(bytes, to: fd)
    guard writeFailure == 0 else {
        close(fd)
        throw failure(String(cString: strerror(writeFailure)))
    }
    // mkstemp makes the file private (0600); a configuration is an ordinary file.
    _ = fchmod(fd, 0o644)
    guard fsync(fd) == 0 else {
        let reason = lastError()
        close(fd)
        throw failure(reason)
    }
    close(fd)
    guard rename(temporary, path) == 0 else { throw failure(lastError()) }
    committed = true
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a set of report files into a folder so that a failed run leaves the old files whole.
///
/// Every file is first written in full to a staging folder beside the output folder (same file
/// system, so `rename` is atomic) and flushed to disk with `fsync`. Only when all of them are there
/// does it rename each into place, then flush the folders so the renames survive a power cut.
/// Anything that fails before that step — a bad path, a full disk, an I/O error — leaves the output
/// folder untouched; each file is always either the old one or the new one, never half of either.
///
/// It never deletes: a file in the folder that the set no longer contains stays, and
/// ``DirectoryComparison`` names it as extra.
public struct AtomicDirectoryWriter {
    /// The output folder, e.g. `Reports`; created (with its parents) if missing.
    public let directory: String

    /// Called after each file is staged, with its path; tests throw from it to fail a run midway.
    private let afterStaging: (String) throws -> Void

    public init(directory: String) {
        self.init(directory: directory, afterStaging: { _ in })
    }

    init(directory: String, afterStaging: @escaping (String) throws -> Void) {
        self.directory = directory
        self.afterStaging = afterStaging
    }

    /// Writes `files` (paths relative to ``directory``), replacing files of the same name.
    ///
    /// - Throws: ``ReportWriteError`` naming the path and the reason; before the rename step, with
    ///   the output folder as it was.
    /// - Complexity: O(total bytes), plus one `fsync` per file and folder.
    public func write(_ files: [ReportFile]) throws {
        try ReportFile.validate(files)
        let output = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        try makeDirectories(output)
        for file in files { try checkDestination(file, in: output) }

        let staging = try makeStagingDirectory(besides: output)
        defer { try? FileManager.default.removeItem(atPath: staging) }
        let ordered = files.sorted { $0.path < $1.path }
        for file in ordered {
            try makeDirectories(parent(of: staging + "/" + file.path))
            try writeDurably(file.bytes, to: staging + "/" + file.path, shownAs: file.path)
            try afterStaging(file.path)
        }

        // The commit: renames only. They fail only if the folder changes under us.
        var touched = Set<String>()
        for file in ordered {
            let destination = output + "/" + file.path
            try makeDirectories(parent(of: destination))
            guard rename(staging + "/" + file.path, destination) == 0 else {
                throw ReportWriteError("cannot move \(file.path) into \(output): \(lastError())")
            }
            touched.insert(parent(of: destination))
        }
        for folder in touched.sorted() { syncDirectory(folder) }
    }

    /// Refuses a destination that is a folder, or whose folders are files or symbolic links (which
    /// could lead outside the output folder).
    private func checkDestination(_ file: ReportFile, in output: String) throws {
        var path = output
        let parts = try file.components()
        for (i, part) in parts.enumerated() {
            path += "/" + part
            var info = stat()
            guard lstat(path, &info) == 0 else { return }  // Missing: created later.
            let isDirectory = info.st_mode & S_IFMT == S_IFDIR
            if i < parts.count - 1 && !isDirectory {
                throw ReportWriteError("cannot write \(file.path): \(path) is not a folder")
            }
            if i == parts.count - 1 && isDirectory {
                throw ReportWriteError("cannot write \(file.path): \(path) is a folder")
            }
        }
    }

    private func makeStagingDirectory(besides output: String) throws -> String {
        let name = output.split(separator: "/").last.map(String.init) ?? "reports"
        var template = Array((parent(of: output) + "/." + name + ".staging-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw ReportWriteError("cannot create a staging folder beside \(output): \(lastError())")
        }
        return String(cString: made)
    }

    /// `mkdir -p`, with the C library's reason in the error (Foundation's is a bare error number).
    private func makeDirectories(_ path: String) throws {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw ReportWriteError("cannot create folder \(path): a file of that name exists")
            }
            return
        }
        let up = parent(of: path)
        if up != path && up != "." && up != "/" { try makeDirectories(up) }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw ReportWriteError("cannot create folder \(path): \(lastError())")
        }
    }

    private func writeDurably(_ bytes: [UInt8], to path: String, shownAs name: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw ReportWriteError("cannot create \(name): \(lastError())") }
        defer { close(fd) }
        let failure = writeAll(bytes, to: fd)
        guard failure == 0 else { throw ReportWriteError("cannot write \(name): \(String(cString: strerror(failure)))") }
        guard fsync(fd) == 0 else { throw ReportWriteError("cannot flush \(name) to disk: \(lastError())") }
    }

    /// Best effort: some file systems cannot sync a folder, and the files themselves are already safe.
    private func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    private func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private func lastError() -> String {
        String(cString: strerror(errno))
    }
}

import Foundation
import OddsLab

/// How a set of generated report files differs from a folder on disk: what `report --check` tells.
///
/// Files are compared byte for byte; for a file that differs, the first differing line is named.
/// Hidden files (names starting with `.`) on disk are ignored, so `.gitkeep` or `.DS_Store` never
/// fail a check.
public struct DirectoryComparison: Sendable, CustomStringConvertible {
    /// One way the folder differs, in path order.
    public enum Difference: Sendable, Equatable, CustomStringConvertible {
        /// Generated but not on disk.
        case missing(path: String)
        /// On disk but not generated (left from an older run, or added by hand).
        case extra(path: String)
        /// Both exist; `line` (from 1) is the first that differs, nil text meaning past the end.
        case differs(path: String, line: Int, generated: String?, onDisk: String?)

        public var path: String {
            switch self {
            case .missing(let path), .extra(let path), .differs(let path, _, _, _): return path
            }
        }

        public var description: String {
            switch self {
            case .missing(let path):
                return "\(path) is missing"
            case .extra(let path):
                return "\(path) is on disk but not generated"
            case .differs(let path, let line, let generated, let onDisk):
                let (g, d) = DirectoryComparison.excerpts(generated, onDisk)
                return "\(path) differs at line \(line): generated \(g), on disk \(d)"
            }
        }
    }

    /// The folder as given, e.g. `Reports`.
    public let directory: String
    /// How many files were generated.
    public let generatedCount: Int
    public let differences: [Difference]

    /// True when the folder holds exactly the generated files with exactly their bytes.
    public var isIdentical: Bool { differences.isEmpty }

    /// The most bytes read of a compared file beyond what the code generates for it: enough to
    /// show the first differing line, so a huge file on disk costs no more than the reports do.
    public static let readMargin = 65_536

    /// Compares `generated` with the regular files under `directory`, which must be a folder.
    ///
    /// Only regular files are read, each opened without following a link and read up to its
    /// generated size plus ``readMargin``; a symbolic link, device, fifo or socket in the folder is
    /// refused (it could echo what it points to, or block), as ``checkFolder(_:)`` does before any work.
    ///
    /// - Throws: ``ReportWriteError`` for a bad generated path, a missing folder, an entry that is
    ///   not a regular file or folder, or a file that cannot be read.
    /// - Complexity: O(total bytes generated + entries on disk).
    public init(generated: [ReportFile], directory: String) throws {
        try ReportFile.validate(generated)
        self.directory = directory
        generatedCount = generated.count
        let root = DirectoryComparison.root(directory)
        let onDisk = Set(try DirectoryComparison.visibleFiles(under: root))
        var found: [Difference] = []
        for file in generated {
            guard onDisk.contains(file.path) else {
                found.append(.missing(path: root + "/" + file.path))
                continue
            }
            let existing = try DirectoryComparison.readBounded(
                root + "/" + file.path, atMost: file.bytes.count + DirectoryComparison.readMargin)
            if existing != file.bytes {
                let (line, g, d) = DirectoryComparison.firstDifferingLine(file.bytes, existing)
                found.append(.differs(path: root + "/" + file.path, line: line, generated: g, onDisk: d))
            }
        }
        let generatedPaths = Set(generated.map(\.path))
        for path in onDisk where !generatedPaths.contains(path) {
            found.append(.extra(path: root + "/" + path))
        }
        differences = found.sorted { $0.path < $1.path }
    }

    /// Checks, before any work, that `directory` is a folder whose visible entries are all folders
    /// or regular files: what ``init(generated:directory:)`` will accept.
    ///
    /// - Complexity: O(entries under the folder).
    public static func checkFolder(_ directory: String) throws {
        _ = try visibleFiles(under: root(directory))
    }

    /// One line: the first difference and how many more, or that everything matches.
    public var description: String {
        guard let first = differences.first else {
            return "\(directory) matches the generated reports (\(generatedCount) files)"
        }
        let more = differences.count - 1
        return first.description + (more > 0 ? " (and \(more) more difference\(more == 1 ? "" : "s"))" : "")
    }

    private static func root(_ directory: String) -> String {
        var root = directory.isEmpty ? "." : directory
        while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
        return root
    }

    /// Regular files below `root`, relative, skipping hidden files and folders (never opened). Any
    /// other visible entry — a symbolic link, device, fifo or socket — is refused, naming it.
    private static func visibleFiles(under root: String) throws -> [String] {
        let shown = AtomicWriter.quoted(root)
        var info = stat()
        guard stat(root, &info) == 0 else {
            throw ReportWriteError(
                errno == ENOENT
                    ? "\(shown) does not exist: there is nothing to compare; give the folder the reports were written to"
                    : "cannot read \(shown): \(AtomicWriter.lastError())")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw ReportWriteError("\(shown) is not a folder") }
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard access(folder, R_OK | X_OK) == 0 else {
                throw ReportWriteError("cannot list \(AtomicWriter.quoted(folder)): \(AtomicWriter.lastError())")
            }
            for name in AtomicWriter.entries(of: folder) where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                guard lstat(root + "/" + path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: pending.append(path)
                case S_IFREG: found.append(path)
                default:
                    throw ReportWriteError(
                        "\(AtomicWriter.quoted(root + "/" + path)) is \(AtomicWriter.kind(of: info)), not a regular "
                            + "file; report --check compares only regular files")
                }
            }
        }
        return found.sorted()
    }

    /// At most `limit` bytes of the regular file at `path`, opened without following a link or
    /// blocking (a fifo put there after the listing is refused, not waited on).
    static func readBounded(_ path: String, atMost limit: Int) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else {
            throw ReportWriteError("cannot read \(AtomicWriter.quoted(path)): \(AtomicWriter.lastError())")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw ReportWriteError(
                "\(AtomicWriter.quoted(path)) is not a regular file; report --check compares only regular files")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < limit {
            let n = read(fd, &chunk, min(chunk.count, limit - bytes.count))
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else {
                throw ReportWriteError("cannot read \(AtomicWriter.quoted(path)): \(AtomicWriter.lastError())")
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }

    /// The first line (from 1) where `a` and `b` differ, with each side's text (nil past the end).
    /// Lines end at LF; a CR before it is not shown.
    static func firstDifferingLine(_ a: [UInt8], _ b: [UInt8]) -> (Int, String?, String?) {
        let linesA = a.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let linesB = b.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var i = 0
        while i < linesA.count && i < linesB.count && linesA[i] == linesB[i] { i += 1 }
        func text(_ lines: [ArraySlice<UInt8>]) -> String? {
            guard i < lines.count else { return nil }
            var line = lines[i]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            return String(decoding: line, as: UTF8.self)
        }
        return (i + 1, text(linesA), text(linesB))
    }

    /// The two lines quoted, cut to a window around where they first differ so long SVG lines
    /// stay readable.
    static func excerpts(_ a: String?, _ b: String?) -> (String, String) {
        guard let a, let b else { return (a.map(quote) ?? "end of file", b.map(quote) ?? "end of file") }
        let x = Array(a), y = Array(b)
        var start = 0
        while start < x.count && start < y.count && x[start] == y[start] { start += 1 }
        let from = max(0, start - 20)
        func window(_ c: [Character]) -> String {
            let end = min(c.count, from + 60)
            return (from > 0 ? "…" : "") + String(c[from..<end]) + (end < c.count ? "…" : "")
        }
        return (quote(window(x)), quote(window(y)))
    }

    /// Quoted for one terminal line: at most 80 characters, control and direction characters as `?`
    /// (a file on disk may hold anything; its bytes are shown only as printable text).
    private static func quote(_ s: String) -> String {
        "\"" + InputQuote.brief(s) + "\""
    }
}

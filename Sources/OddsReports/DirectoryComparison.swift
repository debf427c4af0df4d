import Foundation

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

    /// Compares `generated` with the files under `directory` (a missing folder counts as empty).
    ///
    /// - Throws: ``ReportWriteError`` for a bad generated path or a file that cannot be read.
    /// - Complexity: O(total bytes of both sides).
    public init(generated: [ReportFile], directory: String) throws {
        try ReportFile.validate(generated)
        self.directory = directory
        generatedCount = generated.count
        let root =
            directory.isEmpty
            ? "." : directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        let onDisk = Set(try DirectoryComparison.visibleFiles(under: root))
        var found: [Difference] = []
        for file in generated {
            guard onDisk.contains(file.path) else {
                found.append(.missing(path: root + "/" + file.path))
                continue
            }
            guard let data = FileManager.default.contents(atPath: root + "/" + file.path) else {
                throw ReportWriteError("cannot read \(root)/\(file.path)")
            }
            let existing = [UInt8](data)
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

    /// One line: the first difference and how many more, or that everything matches.
    public var description: String {
        guard let first = differences.first else {
            return "\(directory) matches the generated reports (\(generatedCount) files)"
        }
        let more = differences.count - 1
        return first.description + (more > 0 ? " (and \(more) more difference\(more == 1 ? "" : "s"))" : "")
    }

    /// Regular files below `root`, relative, skipping hidden files and folders.
    private static func visibleFiles(under root: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { throw ReportWriteError("\(root) is not a folder") }
        let all: [String]
        do {
            all = try FileManager.default.subpathsOfDirectory(atPath: root)
        } catch {
            throw ReportWriteError("cannot list \(root): \(error.localizedDescription)")
        }
        return all.filter { path in
            guard !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }.sorted()
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

    private static func quote(_ s: String) -> String {
        let cut = s.count > 80 ? String(s.prefix(80)) + "…" : s
        return "\"" + cut + "\""
    }
}

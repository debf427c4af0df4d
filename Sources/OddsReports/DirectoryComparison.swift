import CasinoCore

import Foundation
import OddsLab

/// How a set of generated report files differs from a folder on disk: what `report --check` tells.
///
/// Files are compared byte for byte; for a file that differs, the first differing line is named
/// by its number and the generated text, never by what the disk holds there: the file could be a
/// hard link to anything the runner may read (an /etc/shadow), and the tool prints only what it
/// wrote. Hidden files (names starting with `.`) on disk are ignored, so `.gitkeep` or `.DS_Store`
/// never fail a check.
public struct DirectoryComparison: Sendable, CustomStringConvertible {
    /// One way the folder differs, in path order.
    public enum Difference: Sendable, Equatable, CustomStringConvertible {
        /// Generated but not on disk.
        case missing(path: String)
        /// On disk but not generated (left from an older run, or added by hand).
        case extra(path: String)
        /// Both exist; `line` (from 1) is the first that differs. `generated` is that line of the
        /// generated file (nil: the generated file ends before it); `onDiskEnds`, that the file on
        /// disk ends before it. The disk's text is not kept.
        case differs(path: String, line: Int, generated: String?, onDiskEnds: Bool)

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
            case .differs(let path, let line, let generated?, true):
                return
                    "\(path) differs at line \(line): the generated line is \(DirectoryComparison.quote(generated)); "
                    + "the file on disk ends before it"
            case .differs(let path, let line, let generated?, false):
                return "\(path) differs at line \(line): the generated line is \(DirectoryComparison.quote(generated)) "
                    + "(what the disk holds is not shown)"
            case .differs(let path, let line, nil, _):
                return "\(path) differs at line \(line): the generated file ends before it; the file on disk goes on"
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
    /// find the first differing line, so a huge file on disk costs no more than the reports do.
    public static let readMargin = 65_536

    /// Compares `generated` with the regular files under `directory`, which must be a folder and
    /// not a symbolic link (``ComparedFolder``).
    ///
    /// Only regular files are read, each opened relative to the folder without following a link
    /// and read up to its generated size plus ``readMargin``; a symbolic link, device, fifo or
    /// socket in the folder is refused (it could echo what it points to, or block), as
    /// ``checkFolder(_:flag:)`` does before any work.
    ///
    /// - Throws: ``InputError`` naming `flag` (`--output-dir: …`) for a bad generated path, a missing folder or one that is a
    ///   link, an entry that is not a regular file or folder, or a file that cannot be read.
    /// - Complexity: O(total bytes generated + entries on disk).
    public init(generated: [ReportFile], directory: String, flag: String) throws {
        try ReportFile.validate(generated, flag: flag)
        self.directory = directory
        generatedCount = generated.count
        let folder = try ComparedFolder(directory, flag: flag)
        let root = folder.root
        let onDisk = Set(try folder.visibleFiles())
        var found: [Difference] = []
        for file in generated {
            guard onDisk.contains(file.path) else {
                found.append(.missing(path: root + "/" + file.path))
                continue
            }
            let existing = try folder.read(file.path, atMost: file.bytes.count + DirectoryComparison.readMargin)
            if existing != file.bytes {
                let (line, generatedLine, onDiskEnds) = DirectoryComparison.firstDifferingLine(file.bytes, existing)
                found.append(
                    .differs(path: root + "/" + file.path, line: line, generated: generatedLine, onDiskEnds: onDiskEnds)
                )
            }
        }
        let generatedPaths = Set(generated.map(\.path))
        for path in onDisk where !generatedPaths.contains(path) {
            found.append(.extra(path: root + "/" + path))
        }
        differences = found.sorted { $0.path < $1.path }
    }

    /// Checks, before any work, that `directory` is a folder (not a link to one) whose visible
    /// entries are all folders or regular files: what ``init(generated:directory:)`` will accept.
    ///
    /// - Complexity: O(entries under the folder).
    public static func checkFolder(_ directory: String, flag: String) throws {
        _ = try ComparedFolder(directory, flag: flag).visibleFiles()
    }

    /// One line: the first difference and how many more, or that everything matches.
    public var description: String {
        guard let first = differences.first else {
            return "\(directory) matches the generated reports (\(generatedCount) files)"
        }
        let more = differences.count - 1
        return first.description + (more > 0 ? " (and \(more) more difference\(more == 1 ? "" : "s"))" : "")
    }

    /// The first line (from 1) where `generated` and `onDisk` differ, the generated text of that
    /// line (nil past its end), and whether the disk's file ends before it. Lines end at LF; a CR
    /// before it is not shown.
    static func firstDifferingLine(_ generated: [UInt8], _ onDisk: [UInt8]) -> (Int, String?, Bool) {
        let linesA = generated.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let linesB = onDisk.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var i = 0
        while i < linesA.count && i < linesB.count && linesA[i] == linesB[i] { i += 1 }
        // The empty piece after a final LF is the end of the file, not a line.
        func ends(_ lines: [ArraySlice<UInt8>]) -> Bool {
            i >= lines.count || (i == lines.count - 1 && lines[i].isEmpty)
        }
        guard !ends(linesA) else { return (i + 1, nil, false) }
        var line = linesA[i]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return (i + 1, String(decoding: line, as: UTF8.self), ends(linesB))
    }

    /// A generated line quoted for one terminal line: at most 80 characters, control and direction
    /// characters as `?`.
    static func quote(_ s: String) -> String {
        "\"" + InputQuote.brief(s) + "\""
    }
}

import CasinoCore
/// One file of a report set: where it goes, relative to the output folder, and its bytes.
public struct ReportFile: Sendable, Equatable {
    /// Relative path with `/` between folders, e.g. `charts/rtp-crash.svg`.
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// A text file, stored as UTF-8.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The path's folders and name, or an error if the path could land outside the output folder
    /// (absolute, `..`, `.`, empty parts), is hidden (a part starting with `.`) or is not portable
    /// (backslash, control characters).
    func components(flag: String) throws -> [Substring] {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        func refuse(_ why: String) -> InputError {
            AtomicWriter.folderRefusal(flag, "report path \"\(path)\" \(why)")
        }
        if path.isEmpty { throw refuse("is empty") }
        if path.hasPrefix("/") { throw refuse("is absolute; paths are relative to the output folder") }
        for part in parts {
            if part.isEmpty { throw refuse("has an empty folder name") }
            if part == "." || part == ".." {
                throw refuse("has a \"\(part)\" part, which could leave the output folder")
            }
            // Hidden names are what `DirectoryComparison` skips on disk, so they could never match.
            if part.hasPrefix(".") { throw refuse("has a hidden name \"\(part)\"") }
            if part.unicodeScalars.contains(where: { $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }) {
                throw refuse("has a backslash or control character")
            }
        }
        return parts
    }

    /// Checks every path and that no two files share one (the same path twice would leave only
    /// the second).
    static func validate(_ files: [ReportFile], flag: String) throws {
        var seen = Set<String>()
        for file in files {
            _ = try file.components(flag: flag)
            if !seen.insert(file.path).inserted {
                throw AtomicWriter.folderRefusal(flag, "report path \"\(file.path)\" is given twice")
            }
        }
        // A path cannot be both a file and a folder of another file ("a" and "a/b").
        for file in files {
            var prefix = ""
            for part in try file.components(flag: flag).dropLast() {
                prefix += prefix.isEmpty ? String(part) : "/" + part
                if seen.contains(prefix) {
                    throw AtomicWriter.folderRefusal(
                        flag,
                        "report path \"\(prefix)\" is both a file and the folder of \"\(file.path)\"")
                }
            }
        }
    }
}

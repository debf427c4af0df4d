import Foundation

/// One `import` line of a source file: which module, where.
struct SourceImport: Hashable {
    var module: String
    var file: String
    var line: Int
}

enum SourceImports {
    /// `import X`, with attributes (`@testable`, `@_exported`), an access level or a kind
    /// (`import struct X.Y`); indented ones too (inside `#if canImport`).
    static let pattern =
        #"^\s*(?:@[A-Za-z_]+\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+"#
        + #"(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#

    /// The imports of one file's text.
    static func imports(in text: String, file: String) -> [SourceImport] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        var found: [SourceImport] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            let ns = line as NSString
            guard let match = regex.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else {
                continue
            }
            found.append(SourceImport(module: ns.substring(with: match.range(at: 1)), file: file, line: number + 1))
        }
        return found
    }

    /// The imports of every Swift file under `folder`, files named relative to `root`.
    static func imports(under folder: URL, root: URL) throws -> [SourceImport] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [SourceImport] = []
        for case let file as URL in walk where file.pathExtension == "swift" {
            let name = String(file.standardizedFileURL.path.dropFirst(root.path.count + 1))
            found += imports(in: try String(contentsOf: file, encoding: .utf8), file: name)
        }
        return found
    }
}

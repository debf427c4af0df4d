import Foundation

/// The targets `Package.swift` declares and the modules each may import: its quoted dependencies
/// (targets, and products such as `ArgumentParser`). Read from the manifest's text, because running
/// `swift package dump-package` inside `swift test` would wait on the build's own lock.
struct PackageManifest {
    /// Target name → the names in its `dependencies:` list.
    var dependencies: [String: Set<String>]

    /// Every module a target of this package may name in an `import`: the targets and the products.
    var packageModules: Set<String> {
        Set(dependencies.keys).union(dependencies.values.flatMap { $0 })
    }

    /// Parses each `.target(`, `.executableTarget(` and `.testTarget(` call of `text`: its `name:`
    /// and every string literal inside its `dependencies: [ … ]` (a `.product(name: "X", package: "y")`
    /// contributes its module name X and its package name, which is never imported).
    init(text: String) {
        var dependencies: [String: Set<String>] = [:]
        let calls = try? NSRegularExpression(pattern: #"\.(?:target|executableTarget|testTarget)\("#)
        let ns = text as NSString
        for match in calls?.matches(in: text, range: NSRange(location: 0, length: ns.length)) ?? [] {
            let body = PackageManifest.balanced(ns.substring(from: match.range.location + match.range.length))
            guard let name = PackageManifest.strings(in: PackageManifest.after("name:", in: body)).first else {
                continue
            }
            var list = Set<String>()
            let rest = PackageManifest.after("dependencies:", in: body)
            if rest.hasPrefix("[") {
                list = Set(PackageManifest.strings(in: PackageManifest.balanced(String(rest.dropFirst()), open: "[")))
            }
            dependencies[name] = list
        }
        self.dependencies = dependencies
    }

    /// The text of `text` up to the bracket that closes one already opened (nesting counted).
    static func balanced(_ text: String, open: Character = "(") -> String {
        let close: Character = open == "(" ? ")" : "]"
        var depth = 1
        var end = text.startIndex
        for index in text.indices {
            if text[index] == open { depth += 1 }
            if text[index] == close { depth -= 1 }
            if depth == 0 {
                end = index
                break
            }
        }
        return String(text[..<end])
    }

    /// What follows the first `label` in `text`, leading spaces dropped; empty when absent.
    static func after(_ label: String, in text: String) -> String {
        guard let range = text.range(of: label) else { return "" }
        return String(text[range.upperBound...].drop { $0 == " " || $0 == "\n" })
    }

    /// The string literals of `text`, in order.
    static func strings(in text: String) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}

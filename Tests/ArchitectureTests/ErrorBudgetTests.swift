import Foundation
import Testing

/// The error budget (issue 42, Docs/architecture.md "Errors"): few error types, few re-wraps, and
/// the tool's flag spellings in the tool. Each is counted from the source text under `Sources`,
/// comments and string literals told apart by `SwiftText` (so a `catch` in a comment or a `--seed`
/// in a doc comment is not counted), and each fails above its ceiling.
@Suite("The error budget")
struct ErrorBudgetTests {
    /// Issue 42's "error types ≤ 8 in all Sources".
    static let errorTypeCeiling = 8
    /// Issue 42 asks for ≤ 10 re-wraps: 113 at 0.8.0, 63 after the fifth session, 9 after the sixth
    /// (each adding a fact, listed in Docs/architecture.md "Errors"), so none is added.
    static let rewrapCeiling = 9
    /// Issue 42 asks for none. This is the count when the counter landed (the same at 0.8.0); lower
    /// it as the requests take typed values and the tool words their messages.
    static let oddsLabFlagSpellingCeiling = 0

    /// Every Swift file under `Sources`, by path relative to the package root, with its text.
    /// `ERROR_BUDGET_ROOT` counts another tree instead (an earlier release's `Sources`, extracted
    /// with `git archive`): its counts are in the failure messages.
    static func sources(under folder: String = "Sources") throws -> [(path: String, text: String)] {
        let root =
            ProcessInfo.processInfo.environment["ERROR_BUDGET_ROOT"].map {
                URL(fileURLWithPath: $0).standardizedFileURL
            }
            ?? ImportRuleTests.root
        let start = root.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(at: start, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var files: [(String, String)] = []
        for case let file as URL in walk where file.pathExtension == "swift" {
            let path = String(file.standardizedFileURL.path.dropFirst(root.path.count + 1))
            files.append((path, try String(contentsOf: file, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    // MARK: Error types

    /// A type counts when its declaration or an extension of it lists `Error`, or a protocol that
    /// refines `Error` (`CasinoError`), among what it conforms to. A protocol is not counted: nothing
    /// is thrown as a bare protocol; its conformers are. Nested types count by their own name.
    static func errorTypes(in files: [(path: String, text: String)]) throws -> [String] {
        let declaration = try NSRegularExpression(
            pattern:
                #"\b(protocol|struct|enum|class|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)\s*(<[^>{]*>)?\s*:\s*([^{]*)\{"#
        )
        var conformances: [(kind: String, name: String, list: [String], path: String)] = []
        for file in files {
            let code = SwiftText(file.text).code
            let ns = code as NSString
            for match in declaration.matches(in: code, range: NSRange(location: 0, length: ns.length)) {
                let kind = ns.substring(with: match.range(at: 1))
                let name = ns.substring(with: match.range(at: 2))
                var list = ns.substring(with: match.range(at: 4))
                if let clause = list.range(of: " where ") { list = String(list[..<clause.lowerBound]) }
                let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                conformances.append((kind, name, names, file.path))
            }
        }
        // The protocols that refine Error, directly or through another.
        var errorProtocols: Set<String> = ["Error"]
        var grew = true
        while grew {
            grew = false
            for c in conformances where c.kind == "protocol" && !errorProtocols.contains(c.name) {
                if c.list.contains(where: errorProtocols.contains) {
                    errorProtocols.insert(c.name)
                    grew = true
                }
            }
        }
        let protocols = Set(conformances.filter { $0.kind == "protocol" }.map(\.name))
        // A declared type is itself in its file (two nested `Infeasibility` enums are two types);
        // an extension adds the conformance to the type of that name.
        var declared: [String: String] = [:]
        var extended = Set<String>()
        for c in conformances where c.kind != "protocol" && !protocols.contains(c.name) {
            guard c.list.contains(where: errorProtocols.contains) else { continue }
            let name = c.name.split(separator: ".").last.map(String.init) ?? c.name
            if c.kind == "extension" { extended.insert(name) } else { declared["\(c.path):\(name)"] = name }
        }
        let names = Array(declared.values) + extended.subtracting(declared.values)
        return names.sorted()
    }

    @Test func atMostEightErrorTypesInAllSources() throws {
        let types = try Self.errorTypes(in: Self.sources())
        #expect(
            types.count <= Self.errorTypeCeiling,
            "\(types.count) error types in Sources, above \(Self.errorTypeCeiling): \(types.joined(separator: ", "))")
    }

    // MARK: Re-wraps

    /// A re-wrap site is a `catch` clause whose block throws anything but the caught error itself
    /// (`throw error`, or the name it was bound to): the place where one error becomes another.
    /// A `throw` inside a closure in the block counts too. `try?`, `Result.mapError` and a `catch`
    /// that returns a value are not re-wraps: nothing is thrown in place of the error.
    static func rewrapSites(in files: [(path: String, text: String)]) throws -> [String] {
        let catchClause = try NSRegularExpression(pattern: #"\bcatch\b([^{]*)\{"#)
        let binding = try NSRegularExpression(pattern: #"\blet\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        let throwStatement = try NSRegularExpression(pattern: #"\bthrow\s+([^\n;}]*)"#)
        var sites: [String] = []
        for file in files {
            let code = SwiftText(file.text).code
            let ns = code as NSString
            for match in catchClause.matches(in: code, range: NSRange(location: 0, length: ns.length)) {
                let pattern = ns.substring(with: match.range(at: 1))
                let bound =
                    binding.firstMatch(in: pattern, range: NSRange(location: 0, length: (pattern as NSString).length))
                    .map { (pattern as NSString).substring(with: $0.range(at: 1)) } ?? "error"
                let open = match.range.location + match.range.length - 1
                let body = ns.substring(
                    with: NSRange(location: open + 1, length: Self.blockEnd(ns, open: open) - open - 1))
                let bodyNS = body as NSString
                let rethrowsOther = throwStatement.matches(in: body, range: NSRange(location: 0, length: bodyNS.length))
                    .contains { bodyNS.substring(with: $0.range(at: 1)).trimmingCharacters(in: .whitespaces) != bound }
                if rethrowsOther {
                    let line = ns.substring(to: match.range.location).count { $0 == "\n" } + 1
                    sites.append("\(file.path):\(line)")
                }
            }
        }
        return sites
    }

    /// The offset of the `}` closing the block whose `{` is at `open`.
    static func blockEnd(_ text: NSString, open: Int) -> Int {
        var depth = 0
        var i = open
        while i < text.length {
            let c = text.character(at: i)
            if c == 0x7B { depth += 1 }
            if c == 0x7D {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return text.length
    }

    @Test func noNewRewrapSiteInAllSources() throws {
        let sites = try Self.rewrapSites(in: Self.sources())
        #expect(
            sites.count <= Self.rewrapCeiling,
            "\(sites.count) re-wrap sites in Sources, above \(Self.rewrapCeiling): \(sites.joined(separator: " "))")
    }

    // MARK: Flag spellings

    /// A flag spelling is `--` then a letter inside a string literal (not a comment): `"--seed"`,
    /// `"… no --junit file"`. The tool owns them; the lab's requests take typed values.
    static func flagSpellings(in files: [(path: String, text: String)]) throws -> [String] {
        let flag = try NSRegularExpression(pattern: #"--[a-z][a-z0-9-]*"#)
        var found: [String] = []
        for file in files {
            for literal in SwiftText(file.text).literals {
                let ns = literal as NSString
                for match in flag.matches(in: literal, range: NSRange(location: 0, length: ns.length)) {
                    found.append("\(file.path): \(ns.substring(with: match.range))")
                }
            }
        }
        return found
    }

    @Test func noNewFlagSpellingInOddsLabsStrings() throws {
        let spellings = try Self.flagSpellings(in: Self.sources(under: "Sources/OddsLab"))
        #expect(
            spellings.count <= Self.oddsLabFlagSpellingCeiling,
            "\(spellings.count) flag spellings in OddsLab's strings, above \(Self.oddsLabFlagSpellingCeiling): \(spellings.prefix(20).joined(separator: "; "))"
        )
    }

    // MARK: The counters count

    @Test func theCountersSeeWhatTheyCountAndSkipCommentsAndStrings() throws {
        let text = #"""
            /// struct Fake: Error {} and catch { throw X() } in a doc comment, "--seed" too
            public protocol Loud: Error {}
            struct A: Hashable, Error {}
            enum B: Loud { case b }
            struct C: Hashable {}
            extension C: Error {}
            struct D { let s = "catch { throw E() } --not-a-flag-in-code" }
            func f() throws {
                do { try g() } catch { throw A() }
                do { try g() } catch let stop as A { throw stop }
                do { try g() } catch { throw error }
                let m = "bad --seed: \(1 + "--in-interpolation".count)"
            }
            """#
        let files = [(path: "T.swift", text: text)]
        #expect(try Self.errorTypes(in: files) == ["A", "B", "C"])
        #expect(try Self.rewrapSites(in: files) == ["T.swift:9"])
        #expect(
            try Self.flagSpellings(in: files)
                == ["T.swift: --not-a-flag-in-code", "T.swift: --in-interpolation", "T.swift: --seed"])
    }
}

/// Swift source split into code and string literals: comments (line, nested block, doc) dropped,
/// each string literal's text (single-line, multi-line, raw) blanked out of the code and kept
/// apart, interpolations kept as code (their strings are literals too).
struct SwiftText {
    /// The text with comments and literal contents replaced by spaces (newlines kept).
    var code = ""
    /// Each literal's text, interpolations left out.
    var literals: [String] = []

    init(_ source: String) {
        let s = Array(source.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        // Open string literals and interpolations, innermost last: a literal's `#` count and
        // whether it is multi-line, or an interpolation's parenthesis depth.
        enum Frame {
            case literal(hashes: Int, multiline: Bool, text: String.UnicodeScalarView)
            case interpolation(depth: Int)
        }
        var stack: [Frame] = []
        func at(_ k: Int, _ text: String) -> Bool {
            let t = Array(text.unicodeScalars)
            guard k + t.count <= s.count else { return false }
            return (0..<t.count).allSatisfy { s[k + $0] == t[$0] }
        }
        func blank(_ c: Unicode.Scalar) { out.append(c == "\n" ? "\n" : " ") }
        while i < s.count {
            let c = s[i]
            if case .literal(let hashes, let multiline, var text)? = stack.last {
                let close = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                let interpolation = "\\" + String(repeating: "#", count: hashes) + "("
                if at(i, close) {
                    stack.removeLast()
                    literals.append(String(text))
                    for _ in 0..<close.unicodeScalars.count { out.append("\"") }
                    i += close.unicodeScalars.count
                } else if at(i, interpolation) {
                    stack[stack.count - 1] = .literal(hashes: hashes, multiline: multiline, text: text)
                    stack.append(.interpolation(depth: 1))
                    for _ in 0..<interpolation.unicodeScalars.count { out.append(" ") }
                    i += interpolation.unicodeScalars.count
                } else if hashes == 0 && c == "\\" && i + 1 < s.count {
                    text.append(c)
                    text.append(s[i + 1])
                    stack[stack.count - 1] = .literal(hashes: hashes, multiline: multiline, text: text)
                    blank(c)
                    blank(s[i + 1])
                    i += 2
                } else {
                    text.append(c)
                    stack[stack.count - 1] = .literal(hashes: hashes, multiline: multiline, text: text)
                    blank(c)
                    i += 1
                }
                continue
            }
            if at(i, "//") {
                while i < s.count && s[i] != "\n" { i += 1 }
                continue
            }
            if at(i, "/*") {
                var depth = 0
                repeat {
                    if at(i, "/*") {
                        depth += 1
                        i += 2
                    } else if at(i, "*/") {
                        depth -= 1
                        i += 2
                    } else {
                        blank(s[i])
                        i += 1
                    }
                } while depth > 0 && i < s.count
                continue
            }
            var hashes = 0
            while i + hashes < s.count && s[i + hashes] == "#" { hashes += 1 }
            if i + hashes < s.count && s[i + hashes] == "\"" {
                let multiline = at(i + hashes, "\"\"\"")
                let open = hashes + (multiline ? 3 : 1)
                for _ in 0..<open { out.append("\"") }
                i += open
                stack.append(.literal(hashes: hashes, multiline: multiline, text: String.UnicodeScalarView()))
                continue
            }
            if case .interpolation(let depth)? = stack.last {
                if c == "(" { stack[stack.count - 1] = .interpolation(depth: depth + 1) }
                if c == ")" {
                    if depth == 1 {
                        stack.removeLast()
                        out.append(" ")
                        i += 1
                        continue
                    }
                    stack[stack.count - 1] = .interpolation(depth: depth - 1)
                }
            }
            out.append(c)
            i += 1
        }
        code = String(out)
    }
}

/// The bodies of a Swift source file and their lengths, found by a brace matcher (BodyLengthTests).
///
/// The counting rule: a body is the braces of a `func`, `init`, `deinit` or `subscript` declaration,
/// or of a computed property (`var name: Type {`, the brace on the `var`'s line); its length is the
/// number of lines from the line of its opening brace to the line of its closing brace, both
/// counted. The opening brace is the first `{` after the keyword outside parentheses and brackets
/// (so a closure in a default argument is not it); a `}`, `;`, `=` (for a `var`) or another
/// declaration keyword met first means the declaration has no body (a protocol requirement, a
/// stored property). Closures, accessors and nested functions count toward the body around them
/// (a nested function is measured on its own as well). Comments and string literals (interpolations
/// included) are skipped, so their braces do not count.
struct BodyLengths {
    struct Body: Equatable {
        var keyword: String
        var name: String
        var firstLine: Int
        var lastLine: Int
        var lines: Int { lastLine - firstLine + 1 }
    }

    enum Token: Equatable {
        case open, close, group, ungroup, equals, semicolon
        case word(String)
    }

    static let keywords: Set<String> = ["func", "init", "deinit", "subscript", "var"]
    /// Keywords that start another declaration: met before a `{`, they end a bodiless one.
    static let otherDeclarations: Set<String> = [
        "let", "case", "struct", "enum", "class", "extension", "protocol", "typealias", "actor", "import"
    ]

    /// The tokens of `text` outside comments and string literals, each with its line (from 1).
    static func tokens(_ text: String) -> [(token: Token, line: Int)] {
        let s = Array(text.utf8)
        var tokens: [(token: Token, line: Int)] = []
        var i = 0
        var line = 1
        // What encloses the current position: code (at the bottom), a string literal (its closing
        // delimiter and number of `#`), or an interpolation inside one (its open parentheses).
        enum Mode {
            case code
            case string(close: [UInt8], hashes: Int)
            case interpolation(depth: Int)
        }
        var modes: [Mode] = [.code]
        func starts(_ p: [UInt8], at k: Int) -> Bool {
            k + p.count <= s.count && Array(s[k..<k + p.count]) == p
        }
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\")
        func isWordByte(_ b: UInt8) -> Bool {
            (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b >= 0x80
        }
        while i < s.count {
            let c = s[i]
            switch modes[modes.count - 1] {
            case .string(let close, let hashes):
                if starts(close, at: i) {
                    modes.removeLast()
                    i += close.count
                } else if c == backslash, starts(Array(repeating: hash, count: hashes) + [UInt8(ascii: "(")], at: i + 1)
                {
                    modes.append(.interpolation(depth: 0))
                    i += hashes + 2
                } else {
                    if c == newline { line += 1 }
                    i += (c == backslash && hashes == 0) ? 2 : 1
                }
                continue
            case .code, .interpolation:
                break
            }
            if c == newline {
                line += 1
                i += 1
            } else if c == slash, i + 1 < s.count, s[i + 1] == slash {
                while i < s.count, s[i] != newline { i += 1 }
            } else if c == slash, i + 1 < s.count, s[i + 1] == star {
                var depth = 0
                while i < s.count {
                    if starts([slash, star], at: i) {
                        depth += 1
                        i += 2
                    } else if starts([star, slash], at: i) {
                        depth -= 1
                        i += 2
                        if depth == 0 { break }
                    } else {
                        if s[i] == newline { line += 1 }
                        i += 1
                    }
                }
            } else if c == quote || (c == hash && !(i > 0 && isWordByte(s[i - 1]))) {
                var k = i
                while k < s.count, s[k] == hash { k += 1 }
                let hashes = k - i
                guard k < s.count, s[k] == quote else {
                    i = k == i ? i + 1 : k
                    continue
                }
                let delimiter: [UInt8] = starts([quote, quote, quote], at: k) ? [quote, quote, quote] : [quote]
                modes.append(.string(close: delimiter + Array(repeating: hash, count: hashes), hashes: hashes))
                i = k + delimiter.count
            } else if isWordByte(c) {
                var k = i
                while k < s.count, isWordByte(s[k]) { k += 1 }
                tokens.append((.word(String(decoding: s[i..<k], as: UTF8.self)), line))
                i = k
            } else {
                if case .interpolation(let depth) = modes[modes.count - 1] {
                    if c == UInt8(ascii: "(") {
                        modes[modes.count - 1] = .interpolation(depth: depth + 1)
                    } else if c == UInt8(ascii: ")") {
                        if depth == 0 {
                            modes.removeLast()
                            i += 1
                            continue
                        }
                        modes[modes.count - 1] = .interpolation(depth: depth - 1)
                    }
                }
                switch c {
                case UInt8(ascii: "{"): tokens.append((.open, line))
                case UInt8(ascii: "}"): tokens.append((.close, line))
                case UInt8(ascii: "("), UInt8(ascii: "["): tokens.append((.group, line))
                case UInt8(ascii: ")"), UInt8(ascii: "]"): tokens.append((.ungroup, line))
                case UInt8(ascii: "="): tokens.append((.equals, line))
                case UInt8(ascii: ";"): tokens.append((.semicolon, line))
                default: break
                }
                i += 1
            }
        }
        return tokens
    }

    /// Every body of `text` (see the type's counting rule), in the order of their declarations.
    static func bodies(in text: String) -> [Body] {
        let tokens = tokens(text)
        var closing: [Int: Int] = [:]
        var opened: [Int] = []
        for (index, token) in tokens.enumerated() {
            if token.token == .open { opened.append(index) }
            if token.token == .close, let open = opened.popLast() { closing[open] = index }
        }
        var bodies: [Body] = []
        for (index, token) in tokens.enumerated() {
            guard case .word(let keyword) = token.token, keywords.contains(keyword) else { continue }
            var name = keyword
            if keyword == "func" || keyword == "var", index + 1 < tokens.count,
                case .word(let word) = tokens[index + 1].token
            {
                name = word
            }
            guard let open = openingBrace(after: index, in: tokens), let close = closing[open] else { continue }
            if keyword == "var" && tokens[open].line != token.line { continue }
            bodies.append(
                Body(keyword: keyword, name: name, firstLine: tokens[open].line, lastLine: tokens[close].line))
        }
        return bodies
    }

    /// The index of the body's opening brace for the declaration keyword at `index`, or nil when the
    /// declaration has none.
    static func openingBrace(after index: Int, in tokens: [(token: Token, line: Int)]) -> Int? {
        let isVar = tokens[index].token == .word("var")
        var depth = 0
        for k in index + 1..<tokens.count {
            switch tokens[k].token {
            case .group: depth += 1
            case .ungroup: depth -= 1
            case _ where depth > 0: continue
            case .open: return k
            case .close, .semicolon: return nil
            case .equals where isVar: return nil
            case .word(let word) where keywords.contains(word) || otherDeclarations.contains(word): return nil
            default: continue
            }
        }
        return nil
    }
}

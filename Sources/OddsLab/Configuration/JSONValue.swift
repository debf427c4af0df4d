import CasinoCore
/// A parsed JSON document that keeps number literals as their text.
///
/// Multipliers must be exact hundredths: `1.15` is 115, and `1.155` is an error, not 115.5 rounded
/// by a `Double` (which is what JSONSerialization or Codable would silently do). So numbers stay
/// text until the configuration reader converts them with integer arithmetic. Objects keep their
/// key order, so errors and unknown keys are reported in the order the file lists them.
package enum JSONValue: Hashable, Sendable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    /// The literal as written: `-0.2`, `1e3`, or (accepted so the error can name its path) `NaN`, `Infinity`.
    case number(String)
    case bool(Bool)
    case null

    /// A short rendering of the value for error messages: numbers as written, strings quoted.
    var brief: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string(let s): return "\"" + InputQuote.brief(s, limit: 40) + "\""
        case .number(let text): return InputQuote.brief(text)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }
}

/// One `"key": value` of an object, with where the key starts in the file.
package struct JSONMember: Hashable, Sendable {
    package var key: String
    package var value: JSONValue
    var line: Int
    var column: Int
}

/// A small, strict JSON reader (RFC 8259) over UTF-8 bytes, plus the literals `NaN`, `Infinity` and
/// `-Infinity`, which it reads as number text so the configuration can reject them by path.
package struct JSONReader {
    // Not private: `JSONReader+Pull` reads one piece at a time with the same state.
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    /// How many values this reader has built (each array, object, string, number or literal).
    private(set) var valuesBuilt = 0
    /// Building more is an error: a format with a known size caps its tree, whose every value costs
    /// tens of bytes (a file of `0,0,0,…` would take 30 times its size).
    var maximumValues = Int.max
    /// What a grammar error says first: `not JSON: ` for a reader that pulls a format's pieces
    /// (`HistoryReader`), whose own refusals share the error type.
    var errorPrefix = ""
    /// How a refusal is worded by the caller that reads the text (the file it came from, what it
    /// should have been), so the error is whole where it is made.
    var refusal: (InputError) -> InputError = { $0 }

    /// Nesting deeper than this is rejected rather than risking the stack.
    static let maximumDepth = 64

    /// Parses one JSON value filling the whole text (whitespace aside); `refusal` words a grammar
    /// error for the caller that read the text (`card`'s `--questions: q.jsonl line 3: not JSON (…)`).
    package static func parse(
        _ text: String, refusal: @escaping (InputError) -> InputError = { $0 }
    ) throws(InputError) -> JSONValue {
        try parse(bytes: Array(text.utf8), refusal: refusal)
    }

    /// Parses one JSON value filling all of `bytes` (whitespace aside), of at most `maximumValues`
    /// values (arrays, objects, strings, numbers and literals).
    static func parse(
        bytes: [UInt8], maximumValues: Int = .max, errorPrefix: String = "",
        refusal: @escaping (InputError) -> InputError = { $0 }
    ) throws(InputError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        reader.maximumValues = maximumValues
        (reader.errorPrefix, reader.refusal) = (errorPrefix, refusal)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3; reader.lineStart = 3 }
        reader.skipWhitespace()
        let value = try reader.readValue()
        reader.skipWhitespace()
        if reader.offset < bytes.count { throw reader.error("unexpected text after the end of the document") }
        return value
    }

    init(bytes: [UInt8]) { self.bytes = bytes }

    var column: Int { offset - lineStart + 1 }

    /// Why the text is not JSON, and where (1-based line and column): `line 1, column 6: …`.
    func error(_ message: String) -> InputError {
        refusal(InputError(errorPrefix + JSONReader.syntaxPrefix(line: line, column: column) + message))
    }

    /// What precedes the grammar's words in its error.
    static func syntaxPrefix(line: Int, column: Int) -> String { "line \(line), column \(column): " }

    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipWhitespace() {
        while let b = peek {
            if b == 0x0A {
                line += 1; offset += 1; lineStart = offset
            } else if b == 0x20 || b == 0x09 || b == 0x0D {
                offset += 1
            } else {
                break
            }
        }
    }

    mutating func readValue() throws(InputError) -> JSONValue {
        valuesBuilt += 1
        if valuesBuilt > maximumValues { throw error("more than \(maximumValues) values, more than the file can hold") }
        guard let b = peek else { throw error("expected a value, found the end of the file") }
        switch b {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "N"): try expectWord("NaN"); return .number("NaN")
        case UInt8(ascii: "I"): try expectWord("Infinity"); return .number("Infinity")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        default: throw error("expected a value, found \(JSONReader.shown(b))")
        }
    }

    mutating func expectWord(_ word: String) throws(InputError) {
        let w = Array(word.utf8)
        guard offset + w.count <= bytes.count, Array(bytes[offset..<(offset + w.count)]) == w else {
            throw error("expected a value")
        }
        offset += w.count
    }

    mutating func enter() throws(InputError) {
        depth += 1
        if depth > JSONReader.maximumDepth { throw error("nested more than \(JSONReader.maximumDepth) deep") }
    }

    private mutating func readObject() throws(InputError) -> JSONValue {
        try enter()
        offset += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") { offset += 1; depth -= 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let (keyLine, keyColumn) = (line, column)
            let key = try readString()
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(InputQuote.brief(key))\"")
            }
            offset += 1
            skipWhitespace()
            let value = try readValue()
            members.append(JSONMember(key: key, value: value, line: keyLine, column: keyColumn))
            skipWhitespace()
            if peek == UInt8(ascii: ",") { offset += 1; continue }
            if peek == UInt8(ascii: "}") { offset += 1; depth -= 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    private mutating func readArray() throws(InputError) -> JSONValue {
        try enter()
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") { offset += 1; depth -= 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            if peek == UInt8(ascii: ",") { offset += 1; continue }
            if peek == UInt8(ascii: "]") { offset += 1; depth -= 1; return .array(elements) }
            throw error("expected ',' or ']'")
        }
    }

    mutating func readString() throws(InputError) -> String {
        offset += 1
        var out: [UInt8] = []
        while true {
            guard let b = peek else { throw error("unterminated string") }
            offset += 1
            switch b {
            case UInt8(ascii: "\""):
                // Invalid UTF-8 is refused, not replaced by U+FFFD: two different bad names must not
                // become one (RFC 8259 §8.1 requires UTF-8).
                guard let text = String(validating: out, as: UTF8.self) else {
                    throw error("a string is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                guard let e = peek else { throw error("unterminated string") }
                offset += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try readHex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard peek == UInt8(ascii: "\\"), offset + 1 < bytes.count,
                            bytes[offset + 1] == UInt8(ascii: "u")
                        else {
                            throw error("unpaired surrogate in \\u escape")
                        }
                        offset += 2
                        let low = try readHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default:
                    throw error("invalid escape: a backslash before \(JSONReader.shown(e))")
                }
            case 0x00..<0x20:
                offset -= 1
                throw error("control character in a string (escape it)")
            default:
                out.append(b)
            }
        }
    }

    private mutating func readHex4() throws(InputError) -> UInt32 {
        guard offset + 4 <= bytes.count,
            let v = UInt32(String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self), radix: 16)
        else {
            throw error("expected four hex digits after \\u")
        }
        offset += 4
        return v
    }

    mutating func readNumber() throws(InputError) -> String {
        let start = offset
        if peek == UInt8(ascii: "-") {
            offset += 1
            if peek == UInt8(ascii: "I") { try expectWord("Infinity"); return "-Infinity" }
        }
        guard let first = peek, isDigit(first) else { throw error("expected a digit") }
        if first == UInt8(ascii: "0") {
            offset += 1
            if let next = peek, isDigit(next) { throw error("leading zeros are not allowed in numbers") }
        } else {
            while let d = peek, isDigit(d) { offset += 1 }
        }
        if peek == UInt8(ascii: ".") {
            offset += 1
            guard let d = peek, isDigit(d) else { throw error("expected a digit after '.'") }
            while let d = peek, isDigit(d) { offset += 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            offset += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
            guard let d = peek, isDigit(d) else { throw error("expected a digit in the exponent") }
            while let d = peek, isDigit(d) { offset += 1 }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// A byte for an error line: `'x'` when printable ASCII, else its hex value (`byte 0x0A`),
    /// so a control character or half a UTF-8 sequence never breaks the one-line error.
    static func shown(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte)
            ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
}

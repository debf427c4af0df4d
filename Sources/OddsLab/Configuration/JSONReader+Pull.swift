import CasinoCore

/// `JSONReader` one piece at a time, for a reader that knows its format's shape (`HistoryReader`):
/// it walks an object's keys and an array's elements itself and builds a `JSONValue` only for the
/// pieces it wants, each bounded, so a huge value it does not want is refused before it is built
/// (a whole-file tree costs tens of bytes per `0` of the file). Positions, depth and the grammar
/// are the whole file's, so an error names the same line and column as `JSONReader.parse`.
extension JSONReader {
    /// Where a member or an element starts: its byte offset and 1-based line and column.
    struct Place: Hashable, Sendable, CustomStringConvertible {
        var offset: Int
        var line: Int
        var column: Int
        var description: String { "line \(line), column \(column)" }
    }

    /// An object or array being walked: whether its first member is still to come.
    struct Container {
        fileprivate var isFirst = true
        fileprivate let closer: UInt8
    }

    /// A reader at the start of `bytes` (a UTF-8 byte order mark skipped).
    init(pulling bytes: [UInt8]) {
        self.init(bytes: bytes)
        errorPrefix = "not JSON: "
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3; lineStart = 3 }
        skipWhitespace()
    }

    /// Where the next token starts.
    var place: Place { Place(offset: offset, line: line, column: column) }

    /// The next byte, to tell what kind of value comes next (`{`, `[`, `"`, a digit …); nil at the end.
    var nextByte: UInt8? { peek }

    /// Enters the object that must start here.
    mutating func beginObject() throws(InputError) -> Container {
        guard peek == UInt8(ascii: "{") else { throw error("expected an object") }
        try enter()
        offset += 1
        skipWhitespace()
        return Container(closer: UInt8(ascii: "}"))
    }

    /// Enters the array that must start here.
    mutating func beginArray() throws(InputError) -> Container {
        guard peek == UInt8(ascii: "[") else { throw error("expected an array") }
        try enter()
        offset += 1
        skipWhitespace()
        return Container(closer: UInt8(ascii: "]"))
    }

    /// The next key of `object` and where it starts, leaving the reader at its value; nil when the
    /// object ends (its `}` is read).
    mutating func nextKey(in object: inout Container) throws(InputError) -> (key: String, at: Place)? {
        guard try nextItem(in: &object) else { return nil }
        guard peek == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
        let at = place
        let key = try readString()
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(InputQuote.brief(key))\"") }
        offset += 1
        skipWhitespace()
        return (key, at)
    }

    /// True when another element of `array` starts here (the reader is at it); false when the
    /// array ends (its `]` is read).
    mutating func nextElement(in array: inout Container) throws(InputError) -> Bool {
        try nextItem(in: &array)
    }

    private mutating func nextItem(in container: inout Container) throws(InputError) -> Bool {
        skipWhitespace()
        if peek == container.closer {
            offset += 1
            depth -= 1
            skipWhitespace()
            return false
        }
        if !container.isFirst {
            guard peek == UInt8(ascii: ",") else {
                throw error(container.closer == UInt8(ascii: "}") ? "expected ',' or '}'" : "expected ',' or ']'")
            }
            offset += 1
            skipWhitespace()
        }
        container.isFirst = false
        return true
    }

    /// The value that starts here, built, if it takes at most `limit` bytes of the file; nil (the
    /// reader left where it was) when it takes more, so the caller can refuse it unbuilt. It is
    /// first read without building anything, and only until it passes the limit, so a refused value
    /// costs no memory and no more time than the limit's worth of bytes.
    mutating func value(ofAtMost limit: Int) throws(InputError) -> JSONValue? {
        var probe = self
        guard try probe.skipValue(endingBy: offset + limit) else { return nil }
        let value = try readValue()
        skipWhitespace()
        return value
    }

    /// Reads the value that starts here by the grammar without building it (a string's or a
    /// number's text lives only while it is checked); false, stopping early, once it goes past
    /// byte offset `end`.
    private mutating func skipValue(endingBy end: Int) throws(InputError) -> Bool {
        // At the end of the file, `readValue` throws the grammar's error.
        guard let next = peek else { _ = try readValue(); return false }
        switch next {
        case UInt8(ascii: "{"):
            var object = try beginObject()
            while try nextKey(in: &object) != nil {
                guard try skipValue(endingBy: end) else { return false }
            }
        case UInt8(ascii: "["):
            var array = try beginArray()
            while try nextElement(in: &array) {
                guard try skipValue(endingBy: end) else { return false }
            }
        case UInt8(ascii: "\""):
            guard closingQuote(before: end) else { return false }
            _ = try readString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard numberEnds(before: end) else { return false }
            _ = try readNumber()
        case UInt8(ascii: "t"): try expectWord("true")
        case UInt8(ascii: "f"): try expectWord("false")
        case UInt8(ascii: "n"): try expectWord("null")
        case UInt8(ascii: "N"): try expectWord("NaN")
        case UInt8(ascii: "I"): try expectWord("Infinity")
        default: _ = try readValue() // not a value: throws the error `parse` would
        }
        skipWhitespace()
        return offset <= end
    }

    /// True when the number literal starting here ends before byte offset `end`.
    private func numberEnds(before end: Int) -> Bool {
        var i = offset
        while i < bytes.count, i < end, JSONReader.numberBytes.contains(bytes[i]) { i += 1 }
        return i < end
    }

    private static let numberBytes = Set("0123456789+-.eE".utf8)

    /// True when the string starting here closes before byte offset `end` (or the file ends
    /// first, so that reading it gives the grammar's error), so a long one is not built to be refused.
    private func closingQuote(before end: Int) -> Bool {
        var i = offset + 1
        while i < bytes.count {
            if i >= end { return false }
            switch bytes[i] {
            case UInt8(ascii: "\""): return true
            case UInt8(ascii: "\\"): i += 2
            default: i += 1
            }
        }
        return true
    }

    /// Reads the end of the file: only whitespace may follow the document.
    mutating func end() throws(InputError) {
        skipWhitespace()
        if offset < bytes.count { throw error("unexpected text after the end of the document") }
    }
}

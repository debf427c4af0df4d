extension JSONValue {
    /// The value as JSON text that `JSONReader` reads back to the same value, ending without a
    /// newline: the top level one member or element per line, indented two spaces a level, and any
    /// nested object or array that fits in `lineWidth` columns on one line (a Plinko table, a
    /// paytable line); number literals exactly as held.
    ///
    /// - Complexity: O(size of the text × depth).
    public func jsonText(indent: String = "", lineWidth: Int = 100) -> String {
        if !indent.isEmpty, let flat = singleLine, indent.count + flat.count <= lineWidth { return flat }
        let inner = indent + "  "
        switch self {
        case .object(let members):
            if members.isEmpty { return "{}" }
            let lines = members.map {
                inner + JSONValue.quoted($0.key) + ": " + $0.value.jsonText(indent: inner, lineWidth: lineWidth)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let elements):
            if elements.isEmpty { return "[]" }
            if let flat = singleLine, elements.allSatisfy(\.isScalar) { return flat }
            return "[\n"
                + elements.map { inner + $0.jsonText(indent: inner, lineWidth: lineWidth) }.joined(separator: ",\n")
                + "\n" + indent + "]"
        default:
            return singleLine ?? ""
        }
    }

    /// The value on one line: `{"a": 1, "b": [1, 2]}`.
    private var singleLine: String? {
        switch self {
        case .object(let members):
            return "{"
                + members.map { JSONValue.quoted($0.key) + ": " + ($0.value.singleLine ?? "") }.joined(separator: ", ")
                + "}"
        case .array(let elements):
            return "[" + elements.map { $0.singleLine ?? "" }.joined(separator: ", ") + "]"
        case .string(let s): return JSONValue.quoted(s)
        case .number(let text): return text
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    /// Not a container: arrays of these stay on one line however long (a Plinko table of 17).
    private var isScalar: Bool {
        switch self {
        case .object, .array: return false
        default: return true
        }
    }

    /// An object from key–value pairs, in order.
    public static func object(pairs: [(String, JSONValue)]) -> JSONValue {
        .object(pairs.map { JSONMember(key: $0.0, value: $0.1, line: 0, column: 0) })
    }

    /// A JSON string literal, escaping what RFC 8259 requires.
    public static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The member at `key` of an object, if any.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// This value with `value` placed at `path` (object keys), replacing what was there and
    /// creating the objects on the way; members keep their order, a new one goes last. A value on
    /// the way that is not an object is replaced by one.
    public func setting(_ value: JSONValue, at path: ArraySlice<String>) -> JSONValue {
        guard let key = path.first else { return value }
        var members: [JSONMember] = []
        if case .object(let existing) = self { members = existing }
        if let i = members.lastIndex(where: { $0.key == key }) {
            members[i].value = members[i].value.setting(value, at: path.dropFirst())
        } else {
            members.append(
                JSONMember(
                    key: key, value: JSONValue.object(pairs: []).setting(value, at: path.dropFirst()),
                    line: 0, column: 0))
        }
        return .object(members)
    }
}

import OddsLab

/// The writers' printer for `JSONValue` documents (configuration files, the disclosure and day
/// JSON): `JSONText` prints results in a fixed layout; this prints a parsed or built document
/// so that `JSONReader` reads it back to the same value.
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
}

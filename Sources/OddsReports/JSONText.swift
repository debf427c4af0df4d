import OddsLab

/// A JSON document built in a fixed key order and printed byte for byte the same on every machine.
///
/// Results are compared as bytes (threads 1 vs 8, one shard vs five merged), so the printer owns
/// every choice: key order as built, two-space indentation, integers as written, doubles in
/// Swift's shortest round-trip form (`0.97`, `1e-05`), non-finite doubles as `null`.
public enum JSONText: Sendable {
    case object([(String, JSONText)])
    /// An object printed on one line: a table row such as one outcome.
    case row([(String, JSONText)])
    case array([JSONText])
    /// An array printed one element per line even when every element is a number or string.
    case lines([JSONText])
    case string(String)
    /// A number literal, already formatted.
    case number(String)
    case bool(Bool)
    case null

    public static func int<T: BinaryInteger>(_ value: T) -> JSONText { .number(String(value)) }

    public static func double(_ value: Double?) -> JSONText {
        guard let value, value.isFinite else { return .null }
        return .number(value.description)
    }

    public static func optional<T>(_ value: T?, _ make: (T) -> JSONText) -> JSONText {
        value.map(make) ?? .null
    }

    /// The document with a trailing newline.
    public var rendered: String {
        var out = ""
        write(into: &out, indent: "")
        out += "\n"
        return out
    }

    private var isScalar: Bool {
        switch self {
        case .object(let members): return members.isEmpty
        case .array(let elements): return elements.allSatisfy(\.isScalar)
        case .row: return false
        case .lines(let elements): return elements.isEmpty
        default: return true
        }
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            let inner = indent + "  "
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                out += inner
                JSONText.writeString(key, into: &out)
                out += ": "
                value.write(into: &out, indent: inner)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .row(let members):
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += ", " }
                JSONText.writeString(key, into: &out)
                out += ": "
                value.write(into: &out, indent: indent)
            }
            out += "}"
        case .lines(let elements):
            if elements.isEmpty { out += "[]" } else { JSONText.writeOnePerLine(elements, into: &out, indent: indent) }
        case .array(let elements):
            if isScalar {
                out += "["
                for (i, element) in elements.enumerated() {
                    if i > 0 { out += ", " }
                    element.write(into: &out, indent: indent)
                }
                out += "]"
            } else {
                JSONText.writeOnePerLine(elements, into: &out, indent: indent)
            }
        case .string(let s): JSONText.writeString(s, into: &out)
        case .number(let n): out += n
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }

    private static func writeOnePerLine(_ elements: [JSONText], into out: inout String, indent: String) {
        let inner = indent + "  "
        out += "[\n"
        for (i, element) in elements.enumerated() {
            out += inner
            element.write(into: &out, indent: inner)
            out += i == elements.count - 1 ? "\n" : ",\n"
        }
        out += indent + "]"
    }

    private static func writeString(_ s: String, into out: inout String) {
        out += JSONValue.quoted(s)
    }
}

extension JSONText {
    /// A schema value (`SimulationResultFile`, …) in this layout: encoded by `JSONTreeEncoder`,
    /// each object on its lines but those at `rows` (paths such as `run.options`, `*` for any
    /// array element: `outcomes.*`), which print on one line.
    package init<T: Encodable>(_ value: T, rows: Set<String>) {
        self.init(tree: JSONTreeEncoder.encode(value), rows: rows, path: "")
    }

    private init(tree: JSONValue, rows: Set<String>, path: String) {
        func child(_ key: String) -> String { path.isEmpty ? key : path + "." + key }
        switch tree {
        case .object(let members):
            let pairs = members.map { ($0.key, JSONText(tree: $0.value, rows: rows, path: child($0.key))) }
            self = rows.contains(path) ? .row(pairs) : .object(pairs)
        case .array(let elements): self = .array(elements.map { JSONText(tree: $0, rows: rows, path: child("*")) })
        case .string(let s): self = .string(s)
        case .number(let n): self = .number(n)
        case .bool(let b): self = .bool(b)
        case .null: self = .null
        }
    }
}

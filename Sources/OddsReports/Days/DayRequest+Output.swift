import CasinoCore
import OddsLab

extension DayReport {
    /// The run's violations, as the tool ends with them (exit 1); nil without any.
    public var failure: CheckFailed? {
        guard result.tally.violationCount > 0 else { return nil }
        return CheckFailed(summary: violationSummary.replacingOccurrences(of: "\n", with: "; "))
    }
}

extension DayReplayResult {
    /// The phone's transaction history at the end of the day, as the app exports it: its schema
    /// `HistoryExport` (CasinoCore), which `verify` reads back (`HistoryReader`), encoded by
    /// `JSONTreeEncoder` (a nil member left out) and printed in the app's layout.
    public func historyJSON() -> [UInt8] {
        Array(JSONTreeEncoder.encode(history, nilMembers: .omitted).appExportText.utf8)
    }
}

extension JSONValue {
    /// The value in the layout the app's exporter writes (Foundation's `JSONEncoder` with
    /// `.prettyPrinted` and `.sortedKeys`), byte for byte: keys sorted by their UTF-8 bytes,
    /// `"key" : value`, two spaces a level, an empty object or array as `{`, an empty line, `}`,
    /// `/` escaped as `\/`, numbers as held (an export holds integers only), no final newline.
    package var appExportText: String { appExportText(indent: "") }

    private func appExportText(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{\n\n" + indent + "}" }
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            let lines = sorted.map {
                inner + JSONValue.appQuoted($0.key) + " : " + $0.value.appExportText(indent: inner)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else { return "[\n\n" + indent + "]" }
            let lines = elements.map { inner + $0.appExportText(indent: inner) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + indent + "]"
        case .string(let s): return JSONValue.appQuoted(s)
        case .number(let text): return text
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    /// A string literal as Foundation's encoder escapes it: `"`, `\`, `/`, `\b`, `\f`, `\n`, `\r`,
    /// `\t`, any other control character as `\u00xx`.
    private static func appQuoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += "\\/"
            case "\u{8}": out += "\\b"
            case "\u{c}": out += "\\f"
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

/// Text made safe for markup: the one place a writer turns program or configuration text into
/// HTML or XML (SVG, JUnit) character data or a quoted attribute value.
enum MarkupText {
    /// Which markup the text goes into; they differ in the apostrophe's entity and in which
    /// characters they forbid.
    enum Dialect {
        case html, xml
    }

    /// `text` with `& < > " '` as character references and the control characters the dialect
    /// forbids dropped (tab, line feed and carriage return become spaces), so a name from a user's
    /// configuration can never open a tag, close an attribute or start a script.
    static func escaped(_ text: String, for dialect: Dialect) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += dialect == .html ? "&#39;" : "&apos;"
            case "\t", "\n", "\r": out += " "
            default: if isAllowed(scalar.value, in: dialect) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// XML 1.0 allows every character from U+0020 but U+FFFE and U+FFFF; HTML also calls the C1
    /// controls and every noncharacter a parse error.
    private static func isAllowed(_ v: UInt32, in dialect: Dialect) -> Bool {
        switch dialect {
        case .xml: return v >= 0x20 && v != 0xFFFE && v != 0xFFFF
        case .html:
            return v >= 0x20 && !(0x7F...0x9F).contains(v) && !(0xFDD0...0xFDEF).contains(v) && v & 0xFFFE != 0xFFFE
        }
    }
}

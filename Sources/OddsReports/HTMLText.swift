/// Text made safe for HTML: the one place a writer turns program or configuration text into
/// HTML character data or a quoted attribute value.
enum HTMLText {
    /// `text` with `& < > " '` as character references and the control characters HTML forbids
    /// dropped (tab, line feed and carriage return become spaces), so a name from a user's
    /// configuration can never open a tag, close an attribute or start a script.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out += " "
            default:
                // C0 and C1 controls and noncharacters are parse errors in HTML.
                let v = scalar.value
                if v >= 0x20 && !(0x7F...0x9F).contains(v) && !(0xFDD0...0xFDEF).contains(v) && v & 0xFFFE != 0xFFFE {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

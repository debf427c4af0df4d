/// Text made safe for XML character data and attribute values.
enum XMLText {
    /// `text` with `& < > " '` as entities and the control characters XML 1.0 forbids dropped, so a
    /// name from a user's configuration can never break the document.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out += " "
            default:
                // U+FFFE and U+FFFF are not XML characters either; everything else from U+0020 is.
                if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

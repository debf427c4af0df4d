/// A name a configuration gives — a Slots label or symbol, a profile's name — as people read it.
///
/// Such names are printed into the disclosure page, tables and CSV, where a reader tells two rows
/// apart by eye alone. So a name must show every character it holds, and two names are the same
/// when they read the same: `"no win "`, `"no win\u{00A0}"`, `"no win\u{200B}"` and `"No win"` are
/// all the reserved `"no win"`, and `"SEVEN SEVEN SEVEN"` with a zero-width space in it is the
/// same label as the one without.
public enum DisplayName {
    /// Why `name` cannot be shown as a name, or nil if every character in it is visible.
    ///
    /// The checks: no invisible character (see ``isInvisible(_:)``; the one exception is an emoji's
    /// own presentation selector U+FE0E/U+FE0F and a U+200D joining two emoji, which draw one
    /// picture); no space but the ordinary U+0020 (U+00A0, U+3000 … look like it or like nothing);
    /// no space at either end (it cannot be seen on the page).
    ///
    /// - Complexity: O(scalars in `name`).
    public static func problem(in name: String) -> Problem? {
        let scalars = Array(name.unicodeScalars)
        for (i, scalar) in scalars.enumerated() {
            if scalar == " " {
                if i == 0 || i == scalars.count - 1 { return .spaceAtAnEnd }
                continue
            }
            if scalar.properties.isWhitespace { return .unusualSpace(scalar) }
            if isInvisible(scalar) && !isPartOfAnEmoji(at: i, in: scalars) { return .invisible(scalar) }
        }
        return nil
    }

    /// The key two names are compared by: equal keys read the same. Case-folded (upper- then
    /// lower-cased, so `ß` and `SS` fold alike), with the invisible characters ``problem(in:)``
    /// lets through inside emoji left out, every run of spaces (any Unicode space) one ASCII space,
    /// and none at either end. Swift's `String` equality is canonical equivalence, so `"é"` as one
    /// scalar or as `e` + U+0301 compare equal too.
    ///
    /// - Complexity: O(scalars in `name`).
    public static func key(_ name: String) -> String {
        var out = String.UnicodeScalarView()
        var spaceBefore = false
        for scalar in name.uppercased().lowercased().unicodeScalars {
            if scalar.properties.isWhitespace {
                spaceBefore = !out.isEmpty
                continue
            }
            if isInvisible(scalar) { continue }
            if spaceBefore { out.append(" ") }
            spaceBefore = false
            out.append(scalar)
        }
        return String(out)
    }

    /// Characters that draw nothing, or nothing a reader can rely on: format characters (general
    /// category Cf: U+200B, U+2060, U+FEFF, U+206A, the tag characters U+E0000–E007F …), every
    /// default-ignorable code point (variation selectors, the Hangul fillers U+115F, U+1160,
    /// U+3164, U+FFA0, U+180E, U+034F …), the Braille blank U+2800, noncharacters, private-use and
    /// unassigned code points (a font draws them as anything, or not at all), and controls.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .format, .control, .privateUse, .unassigned, .surrogate, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return properties.isDefaultIgnorableCodePoint || properties.isNoncharacterCodePoint
                || scalar.value == 0x2800
        }
    }

    /// An emoji's presentation selector right after it, or a zero-width joiner between two emoji
    /// (as in a family emoji): these change the picture, not what the name reads as.
    private static func isPartOfAnEmoji(at i: Int, in scalars: [Unicode.Scalar]) -> Bool {
        func isEmoji(_ j: Int) -> Bool { j >= 0 && j < scalars.count && scalars[j].properties.isEmoji }
        switch scalars[i].value {
        case 0xFE0E, 0xFE0F: return isEmoji(i - 1)
        case 0x200D:
            let before = i >= 1 && scalars[i - 1].value == 0xFE0F ? i - 2 : i - 1
            return before >= 0 && scalars[before].value > 0x7F && isEmoji(before) && isEmoji(i + 1)
                && scalars[i + 1].value > 0x7F
        default: return false
        }
    }

    /// Why a name cannot be shown.
    public enum Problem: Hashable, Sendable {
        /// It holds a character that draws nothing (U+200B …).
        case invisible(Unicode.Scalar)
        /// It holds a space other than U+0020 (U+00A0 …).
        case unusualSpace(Unicode.Scalar)
        /// It begins or ends with a space.
        case spaceAtAnEnd

        /// The rule broken, worded to follow the quoted name.
        public var rule: String {
            switch self {
            case .invisible(let scalar):
                return "holds the invisible character \(DisplayName.codePoint(scalar)) (a name must show all it holds)"
            case .unusualSpace(let scalar):
                return "holds the space \(DisplayName.codePoint(scalar)) (only the ordinary space U+0020 is allowed)"
            case .spaceAtAnEnd:
                return "begins or ends with a space (it would not show on the page)"
            }
        }
    }

    /// `U+200B`: a scalar written so it can be seen.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

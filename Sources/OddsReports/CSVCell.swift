import CasinoCore
import OddsLab

/// One CSV field, already turned into its text by the rules of ``NumberFormat``.
///
/// Build cells with the factory functions, which say where the text came from: `.text` for words
/// the program wrote, `.untrusted` for anything read from a user's configuration (a game or
/// profile name), numbers with their formatting. Only `.untrusted` text is ever neutralised, so a
/// negative delta stays `-10` and still loads as a number.
public struct CSVCell: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The field's text before RFC 4180 quoting.
    public let text: String

    private init(raw: String) { text = raw }

    /// Text the program wrote itself (a column of fixed words like `win`/`loss`), written as is.
    public static func text(_ value: String) -> CSVCell { CSVCell(raw: value) }

    /// Text that came from a user's configuration, made safe to open in a spreadsheet.
    ///
    /// A spreadsheet runs a cell starting with `=`, `+`, `-` or `@` as a formula (CSV injection);
    /// tab, carriage return, line feed, a
    /// leading space and the fullwidth ＝ ＋ － ＠ start one too in some (OWASP's list). Such text gets a leading `'`,
    /// which spreadsheets show as text: `=HYPERLINK(…)` becomes `'=HYPERLINK(…)`.
    public static func untrusted(_ value: String) -> CSVCell {
        guard let first = value.unicodeScalars.first, formulaStarts.contains(first) else { return CSVCell(raw: value) }
        return CSVCell(raw: "'" + value)
    }

    /// An integer, e.g. minutes or a count.
    public static func integer<T: BinaryInteger>(_ value: T) -> CSVCell { CSVCell(raw: NumberFormat.integer(value)) }

    /// A decimal with exactly `places` decimals; empty if `value` is NaN or infinite.
    public static func decimal(_ value: Double, places: Int) -> CSVCell {
        value.isFinite ? CSVCell(raw: NumberFormat.fixed(value, places: places)) : .empty
    }

    /// A decimal to `significantDigits` significant digits; empty if `value` is NaN or infinite.
    public static func decimal(_ value: Double, significantDigits: Int) -> CSVCell {
        value.isFinite ? CSVCell(raw: NumberFormat.significant(value, digits: significantDigits)) : .empty
    }

    /// A proportion as a percentage with `places` decimals and no `%` (name the column `…_percent`):
    /// `0.485` → `48.5`; empty if `value` is NaN or infinite.
    public static func percent(_ value: Double, places: Int) -> CSVCell {
        value.isFinite ? CSVCell(raw: NumberFormat.percent(value, places: places)) : .empty
    }

    /// An exact proportion as a percentage with `places` decimals and no `%`.
    public static func percent(_ value: ExactFraction, places: Int) -> CSVCell {
        CSVCell(raw: NumberFormat.percent(value, places: places))
    }

    /// An exact fraction rounded to `places` decimals.
    public static func decimal(_ value: ExactFraction, places: Int) -> CSVCell {
        CSVCell(raw: NumberFormat.fixed(value, places: places))
    }

    /// An exact fraction to `significantDigits` significant digits.
    public static func decimal(_ value: ExactFraction, significantDigits: Int) -> CSVCell {
        CSVCell(raw: NumberFormat.significant(value, digits: significantDigits))
    }

    /// No value (a figure that does not apply, or a non-finite number).
    public static let empty = CSVCell(raw: "")

    /// A string literal is program-written text.
    public init(stringLiteral value: String) { text = value }

    /// Also a line feed or a space (some spreadsheets trim it and read the formula after it) and the
    /// fullwidth forms ＝ ＋ － ＠, which some spreadsheets fold to their ASCII twins.
    private static let formulaStarts: Set<Unicode.Scalar> = [
        "=", "+", "-", "@", "\t", "\r", "\n", " ", "\u{FF1D}", "\u{FF0B}", "\u{FF0D}", "\u{FF20}"
    ]
}

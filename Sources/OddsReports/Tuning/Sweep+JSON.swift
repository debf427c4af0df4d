import OddsLab

extension Sweep {
    /// `sweep --format json`: the CSV's rows as an array of objects keyed by the CSV's column
    /// names, so the two machine formats carry the same figures at the same precision. A cell that
    /// reads as a number is a JSON number (its decimal text, never re-rounded through a Double), an
    /// empty cell is `null`, anything else a string.
    package func json(days: SweepDayCost?) -> String {
        let table = csvTable(days: days, spreadsheetSafe: false)
        return JSONText.array(
            table.rows.map { row in .row(row.enumerated().map { c, cell in (table.header[c], Self.value(cell.text)) }) }
        ).rendered
    }

    private static func value(_ text: String) -> JSONText {
        if text.isEmpty { return .null }
        return isNumber(text) ? .number(text) : .string(text)
    }

    /// JSON's number grammar: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
    private static func isNumber(_ text: String) -> Bool {
        var s = Substring(text)
        if s.first == "-" { s = s.dropFirst() }
        let integer = s.prefix { $0.isASCII && $0.isNumber }
        guard !integer.isEmpty, integer == "0" || integer.first != "0" else { return false }
        s = s.dropFirst(integer.count)
        if s.first == "." {
            let fraction = s.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard !fraction.isEmpty else { return false }
            s = s.dropFirst(1 + fraction.count)
        }
        if s.first == "e" || s.first == "E" {
            s = s.dropFirst()
            if s.first == "+" || s.first == "-" { s = s.dropFirst() }
            let exponent = s.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            s = s.dropFirst(exponent.count)
        }
        return s.isEmpty
    }
}

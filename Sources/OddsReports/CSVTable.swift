/// A CSV file for machines: a header row, then rows of the same width (RFC 4180).
///
/// Conventions the reports follow, so a file loads in pandas or a spreadsheet with no options:
/// one fact per column, the unit in the column name (`wager_minutes`, `rtp_percent`), UTF-8
/// without a byte-order mark, CRLF after every record (the RFC's line ending; pandas, Python's
/// `csv` and spreadsheets all read it), and a field quoted only when it holds a comma, a double
/// quote, CR or LF, with its quotes doubled.
public struct CSVTable: Sendable {
    /// The column names.
    public let header: [String]
    /// The records, each `header.count` cells wide.
    public private(set) var rows: [[CSVCell]] = []

    /// An empty table with these column names.
    public init(header: [String]) {
        self.header = header
    }

    /// Adds a record.
    ///
    /// - Precondition: `row.count == header.count`; a mismatch is a bug in the report code,
    ///   never something a user's input can cause.
    public mutating func append(_ row: [CSVCell]) {
        precondition(
            row.count == header.count,
            "CSV row has \(row.count) cells, header has \(header.count) columns")
        rows.append(row)
    }

    /// The file's text.
    ///
    /// - Complexity: O(total length of the cells).
    public var text: String {
        var out = ""
        appendRecord(header.map(CSVCell.text), to: &out)
        for row in rows { appendRecord(row, to: &out) }
        return out
    }

    /// The file's bytes (UTF-8).
    public var bytes: [UInt8] { Array(text.utf8) }

    /// A field as RFC 4180 writes it.
    public static func quoted(_ field: String) -> String {
        guard field.unicodeScalars.contains(where: { needsQuotes.contains($0) }) else { return field }
        return "\"" + field.replacingAll("\"", with: "\"\"") + "\""
    }

    private func appendRecord(_ cells: [CSVCell], to out: inout String) {
        // A one-column record with an empty field would be a blank line, which readers skip; the
        // quoted empty string keeps it a record.
        if cells.count == 1 && cells[0].text.isEmpty {
            out += "\"\"\r\n"
            return
        }
        for (i, cell) in cells.enumerated() {
            if i > 0 { out += "," }
            out += CSVTable.quoted(cell.text)
        }
        out += "\r\n"
    }

    private static let needsQuotes: Set<Unicode.Scalar> = [",", "\"", "\r", "\n"]
}

extension String {
    /// Every occurrence of `target` replaced (Foundation-free, so the writers' text rules are all here).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        out.reserveCapacity(count)
        for c in self {
            if c == target { out += replacement } else { out.append(c) }
        }
        return out
    }
}

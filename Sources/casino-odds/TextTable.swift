import CasinoCore
import OddsLab
import OddsReports

// Column-aligned text for the terminal renderings of analyze, tune and sweep.

enum TextTable {
    /// `rows` in columns two spaces apart, each as wide as its widest cell, right-aligned where
    /// `rightAligned` says so (left where it says nothing); a row per line, trailing spaces trimmed.
    ///
    /// - Complexity: O(total characters).
    static func aligned(_ rows: [[String]], rightAligned: [Bool], indent: String) -> String {
        var widths = [Int](repeating: 0, count: rows.map(\.count).max() ?? 0)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        var out = ""
        for row in rows {
            let cells = row.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                return i < rightAligned.count && rightAligned[i] ? pad + cell : cell + pad
            }
            var line = indent + cells.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        return out
    }

    /// A slots PAR sheet: a row per paying combination, then the totals.
    static func parSheet(_ sheet: SlotsPARSheet, indent: String) -> String {
        var rows: [[String]] = [["combination", "pays", "line", "count", "probability", "RTP share"]]
        for row in sheet.rows {
            rows.append([
                row.symbols.joined(separator: " "), row.centi.description, row.line, String(row.count),
                NumberFormat.fixed(row.probability, places: 8), NumberFormat.percent(row.contribution, places: 4) + " %"
            ])
        }
        rows.append([
            "total", "", "", String(sheet.rows.reduce(0) { $0 + $1.count }),
            NumberFormat.fixed(sheet.hitFrequency, places: 8), NumberFormat.percent(sheet.totalReturn, places: 4) + " %"
        ])
        return aligned(rows, rightAligned: [false, true, false, true, true, true], indent: indent)
    }
}

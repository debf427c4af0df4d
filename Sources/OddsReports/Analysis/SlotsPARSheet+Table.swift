import OddsLab

extension SlotsPARSheet {
    /// The PAR sheet as a terminal table: a row per paying combination, then the totals. One
    /// rendering for `analyze` and `tune`, so the sheet of a tuned paytable reads like the default's.
    public func table(indent: String) -> String {
        var lines: [[String]] = [["combination", "pays", "line", "count", "probability", "RTP share"]]
        for row in rows {
            lines.append([
                row.symbols.joined(separator: " "), row.centi.description, row.line, String(row.count),
                NumberFormat.fixed(row.probability, places: 8), NumberFormat.percent(row.contribution, places: 4) + " %"
            ])
        }
        lines.append([
            "total", "", "", String(rows.reduce(0) { $0 + $1.count }),
            NumberFormat.fixed(hitFrequency, places: 8), NumberFormat.percent(totalReturn, places: 4) + " %"
        ])
        return TextTable.aligned(lines, rightAligned: [false, true, false, true, true, true], indent: indent)
    }
}

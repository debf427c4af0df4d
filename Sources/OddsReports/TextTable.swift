/// Column-aligned text for the terminal tables the tool prints (analyze, simulate, check, tune,
/// sweep): one implementation, so every command pads, aligns and trims the same way.
public enum TextTable {
    /// `rows` as lines: columns two spaces apart, each as wide as its widest cell (in characters),
    /// right-aligned where `rightAligned` says so, left otherwise; `indent` before each line and
    /// no trailing spaces, so a terminal copy pastes clean.
    ///
    /// - Complexity: O(total characters).
    public static func lines(_ rows: [[String]], rightAligned: Set<Int> = [], indent: String = "") -> [String] {
        var widths = [Int](repeating: 0, count: rows.map(\.count).max() ?? 0)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        return rows.map { row in
            let cells = row.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                return rightAligned.contains(i) ? pad + cell : cell + pad
            }
            var line = indent + cells.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// ``lines(_:rightAligned:indent:)`` with a flag per column (missing flags are left-aligned),
    /// each line ending in a newline.
    public static func aligned(_ rows: [[String]], rightAligned: [Bool], indent: String) -> String {
        let columns = Set(rightAligned.indices.filter { rightAligned[$0] })
        return lines(rows, rightAligned: columns, indent: indent).map { $0 + "\n" }.joined()
    }

    /// `1,234,567`: a whole count with thousands separators, for text people read at a glance
    /// (never for CSV or JSON, whose numbers carry no separators; see ``NumberFormat``).
    public static func grouped<T: BinaryInteger>(_ n: T) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }
}

extension TextTable {
    /// A fixed-width text table for the terminal with a rule of dashes under the header (the days
    /// report and the related products' reports).
    package static func ruled(header: [String], rightAligned: [Bool], rows: [[String]]) -> String {
        let all = [header] + rows.map { Array($0.prefix(header.count)) }
        let rule = header.indices.map { i in
            String(repeating: "-", count: all.map { i < $0.count ? $0[i].count : 0 }.max() ?? 0)
        }
        let columns = Set(rightAligned.indices.filter { rightAligned[$0] })
        var lines = lines(all, rightAligned: columns)
        lines.insert(rule.joined(separator: "  "), at: 1)
        return lines.map { $0 + "\n" }.joined()
    }
}

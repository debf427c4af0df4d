import CasinoCore
import OddsLab

// Terminal tables and JSON for the related-systems commands (files go through the shared
// CSVTable / MarkdownDocument / SVGChart writers).

package enum RelatedText {
    /// A fixed-width text table for the terminal.
    package static func plainTable(header: [String], rightAligned: [Bool], rows: [[String]]) -> String {
        let all = [header] + rows
        var widths = [Int](repeating: 0, count: header.count)
        for row in all {
            for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) }
        }
        var out = ""
        for (r, row) in all.enumerated() {
            var cells: [String] = []
            for (i, cell) in row.enumerated() where i < widths.count {
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                cells.append(i < rightAligned.count && rightAligned[i] ? pad + cell : cell + pad)
            }
            out += cells.joined(separator: "  ").trailingSpacesRemoved() + "\n"
            if r == 0 {
                out += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
            }
        }
        return out
    }

    /// A bar of `share / whole` of `width` characters, for text figures.
    package static func bar(_ part: Int, of whole: Int, width: Int) -> String {
        guard whole > 0, part > 0 else { return "" }
        let filled = max(1, (part * width + whole / 2) / whole)
        return String(repeating: "#", count: min(width, filled))
    }

    /// Whole minutes as `"21h00m"` (or `"45m"`).
    package static func duration(minutes: Int) -> String {
        guard minutes >= 60 else { return "\(minutes)m" }
        let m = minutes % 60
        return "\(minutes / 60)h\(m < 10 ? "0" : "")\(m)m"
    }
}

extension String {
    fileprivate func trailingSpacesRemoved() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

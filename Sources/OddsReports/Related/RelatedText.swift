import CasinoCore
import OddsLab

// Terminal tables and JSON for the related-systems commands (files go through the shared
// CSVTable / MarkdownDocument / SVGChart writers).

package enum RelatedText {
    /// A fixed-width text table for the terminal.
    package static func plainTable(header: [String], rightAligned: [Bool], rows: [[String]]) -> String {
        // The one table renderer (`TextTable`), with a rule of dashes under the header.
        let all = [header] + rows.map { Array($0.prefix(header.count)) }
        let rule = header.indices.map { i in
            String(repeating: "-", count: all.map { i < $0.count ? $0[i].count : 0 }.max() ?? 0)
        }
        let columns = Set(rightAligned.indices.filter { rightAligned[$0] })
        var lines = TextTable.lines(all, rightAligned: columns)
        lines.insert(rule.joined(separator: "  "), at: 1)
        return lines.map { $0 + "\n" }.joined()
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

import CasinoCore
import OddsLab

// Terminal tables and JSON for the related-systems commands (files go through the shared
// CSVTable / MarkdownDocument / SVGChart writers).

package enum RelatedText {
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

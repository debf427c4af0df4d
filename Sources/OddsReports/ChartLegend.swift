private let n = svgNumber

/// The legend under a chart: one entry per named series (its swatch, then its name), flowing left
/// to right and onto further rows when the width runs out.
struct LegendLayout {
    private static let rowHeight = 20.0
    private static let swatchWidth = 26.0

    /// Each entry's row and x offset.
    private var places: [(index: Int, row: Int, x: Double)] = []
    private(set) var height = 0.0

    init(series: [ChartSeries], availableWidth: Double) {
        var row = 0, x = 0.0
        for (index, s) in series.enumerated() where !s.name.isEmpty {
            let width = LegendLayout.swatchWidth + 6 + Layout.textWidth(s.name, size: Layout.legendFont) + 18
            if x > 0 && x + width > availableWidth { row += 1; x = 0 }
            places.append((index, row, x))
            x += width
        }
        height = places.isEmpty ? 0 : Double(row + 1) * LegendLayout.rowHeight
    }

    func draw(series: [ChartSeries], top: Double, left: Double, idPrefix: String, to svg: inout SVGBuilder) {
        guard !places.isEmpty else { return }
        svg.line("<g font-size=\"\(n(Layout.legendFont))\" fill=\"#111111\">")
        for place in places {
            let s = series[place.index], style = ChartStyle.at(place.index)
            let x = left + place.x, y = top + Double(place.row) * LegendLayout.rowHeight + LegendLayout.rowHeight / 2
            let mid = x + LegendLayout.swatchWidth / 2
            let dash = style.dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
            switch s.kind {
            case .steps:
                svg.line(
                    "<g stroke=\"\(style.colour)\" fill=\"\(style.colour)\">"
                        + "<line x1=\"\(n(x))\" y1=\"\(n(y))\" x2=\"\(n(x + LegendLayout.swatchWidth))\" y2=\"\(n(y))\" stroke-width=\"2\"\(dash)/>"
                        + SVGChart.marker(style.marker, x: mid, y: y) + "</g>")
            case .line:
                svg.line(
                    "<line x1=\"\(n(x))\" y1=\"\(n(y))\" x2=\"\(n(x + LegendLayout.swatchWidth))\" y2=\"\(n(y))\" "
                        + "stroke=\"\(style.colour)\" stroke-width=\"2\"\(dash)/>")
            case .points(let points):
                // The swatch shows an error bar only when the series has some.
                let bar =
                    points.contains { $0.errorBar != nil }
                    ? "<path fill=\"none\" d=\"M\(n(mid)) \(n(y - 7))V\(n(y + 7))M\(n(mid - 4)) \(n(y - 7))H\(n(mid + 4))M\(n(mid - 4)) \(n(y + 7))H\(n(mid + 4))\"/>"
                    : ""
                svg.line(
                    "<g stroke=\"\(style.colour)\" fill=\"\(style.colour)\" stroke-width=\"1.2\">"
                        + bar + SVGChart.marker(style.marker, x: mid, y: y) + "</g>")
            case .bars:
                svg.line(
                    "<rect x=\"\(n(x + 4))\" y=\"\(n(y - 6))\" width=\"\(n(LegendLayout.swatchWidth - 8))\" height=\"12\" "
                        + "\(style.barFill(index: place.index, idPrefix: idPrefix)) stroke=\"\(style.colour)\"/>")
            case .histogram:
                svg.line(
                    "<rect x=\"\(n(x + 4))\" y=\"\(n(y - 6))\" width=\"\(n(LegendLayout.swatchWidth - 8))\" height=\"12\" "
                        + "fill=\"\(style.colour)\" fill-opacity=\"0.25\" stroke=\"\(style.colour)\" stroke-width=\"1.5\"\(dash)/>"
                )
            }
            svg.line(
                "<text x=\"\(n(x + LegendLayout.swatchWidth + 6))\" y=\"\(n(y + 4))\">\(MarkupText.escaped(s.name, for: .xml))</text>"
            )
        }
        svg.line("</g>")
    }
}

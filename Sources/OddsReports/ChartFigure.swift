private let n = svgNumber

/// Several ``SVGChart`` panels stacked in one SVG file under one title, e.g. a quantity on a
/// scale shared by comparable charts above a zoom of the part that scale cannot show.
///
/// Each panel keeps its own axes and legend and is drawn in its own nested `<svg>`, with its
/// element ids prefixed so the panels' clip paths and patterns never collide.
public struct ChartFigure: Sendable {
    public var title: String
    /// The SVG's `<desc>`: what the figure shows, for a reader who cannot see it.
    public var description: String
    /// Top to bottom; each is drawn at its own `width` × `height` (the figure is as wide as the widest).
    public var panels: [SVGChart]

    public init(title: String, description: String, panels: [SVGChart]) {
        self.title = title
        self.description = description
        self.panels = panels
    }

    /// The SVG file's bytes (UTF-8).
    public var bytes: [UInt8] { Array(text.utf8) }

    /// The SVG document.
    ///
    /// - Complexity: O(total points of all panels).
    public var text: String {
        let titleHeight = 40
        let w = panels.map(\.pixelWidth).max() ?? 200
        let h = titleHeight + panels.reduce(0) { $0 + $1.pixelHeight }
        var svg = SVGBuilder()
        svg.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        svg.line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(w)\" height=\"\(h)\" "
                + "viewBox=\"0 0 \(w) \(h)\" font-family=\"sans-serif\" font-size=\"12\">")
        svg.line("<title>\(MarkupText.escaped(title, for: .xml))</title>")
        svg.line("<desc>\(MarkupText.escaped(description, for: .xml))</desc>")
        svg.line("<rect x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"#FFFFFF\"/>")
        svg.line(
            "<text x=\"\(n(Double(w) / 2))\" y=\"28\" text-anchor=\"middle\" font-size=\"17\" font-weight=\"bold\" "
                + "fill=\"#111111\">\(MarkupText.escaped(title, for: .xml))</text>")
        var top = titleHeight
        for (index, panel) in panels.enumerated() {
            svg.line(
                "<svg x=\"0\" y=\"\(top)\" width=\"\(panel.pixelWidth)\" height=\"\(panel.pixelHeight)\" "
                    + "viewBox=\"0 0 \(panel.pixelWidth) \(panel.pixelHeight)\">")
            svg.line("<title>\(MarkupText.escaped(panel.title, for: .xml))</title>")
            panel.draw(into: &svg, idPrefix: "p\(index)-", titleSize: 14)
            svg.line("</svg>")
            top += panel.pixelHeight
        }
        svg.line("</svg>")
        return svg.text
    }
}

private let n = svgNumber

/// A chart as a self-contained SVG 1.1 file: title, titled axes with units, ticks, grid, legend.
///
/// The file needs nothing else to show (no CSS, scripts or fonts: `font-family="sans-serif"`),
/// has a white background so it reads on a dark page too, and states its size in pixels and as a
/// `viewBox`, so browsers and code-hosting pages scale it the same way. The output is a pure
/// function of the chart: coordinates are printed with at most two decimals by ``NumberFormat``,
/// so rendering twice, or on another machine, gives the same bytes.
///
/// ```swift
/// let chart = SVGChart(
///     title: "Crash: probability the round reaches c",
///     xAxis: ChartAxis("Cash-out target c", unit: "×", scale: .log10),
///     yAxis: ChartAxis("P(X ≥ c)", unit: nil, range: 0...1),
///     series: [.line("exact", points: curve), .points("simulated", points: estimates)])
/// let svg = chart.text
/// ```
public struct SVGChart: Sendable {
    public var title: String
    /// What the chart shows, in a sentence or two for a reader who cannot see it (the SVG's
    /// `<desc>`); empty to describe the axes and series only.
    public var description: String
    public var xAxis: ChartAxis
    public var yAxis: ChartAxis
    /// Drawn in order (later ones on top) with palette styles 0, 1, 2, …
    public var series: [ChartSeries]
    /// Size in pixels (at least 200 × 150 is drawn).
    public var width: Int
    public var height: Int

    public init(
        title: String, description: String = "", xAxis: ChartAxis, yAxis: ChartAxis, series: [ChartSeries],
        width: Int = 720, height: Int = 440
    ) {
        self.title = title
        self.description = description
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.series = series
        self.width = width
        self.height = height
    }

    /// The SVG file's bytes (UTF-8).
    public var bytes: [UInt8] { Array(text.utf8) }

    /// The SVG document.
    ///
    /// - Complexity: O(total points).
    public var text: String {
        var svg = SVGBuilder()
        svg.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        svg.line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(pixelWidth)\" height=\"\(pixelHeight)\" "
                + "viewBox=\"0 0 \(pixelWidth) \(pixelHeight)\" font-family=\"sans-serif\" font-size=\"12\">")
        svg.line("<title>\(MarkupText.escaped(title, for: .xml))</title>")
        svg.line("<desc>\(MarkupText.escaped(fullDescription, for: .xml))</desc>")
        svg.line("<rect x=\"0\" y=\"0\" width=\"\(pixelWidth)\" height=\"\(pixelHeight)\" fill=\"#FFFFFF\"/>")
        draw(into: &svg, idPrefix: "", titleSize: 16)
        svg.line("</svg>")
        return svg.text
    }

    var pixelWidth: Int { max(width, 200) }
    var pixelHeight: Int { max(height, 150) }

    /// `description`, or when empty, what the axes and the series are.
    var fullDescription: String {
        if !description.isEmpty { return description }
        let names = series.map(\.name).filter { !$0.isEmpty }
        return "\(yAxis.label) against \(xAxis.label)"
            + (names.isEmpty ? "." : "; series: " + names.joined(separator: ", ") + ".")
    }

    /// The chart's elements (no `<svg>` root): a panel of a ``ChartFigure`` draws with a prefix
    /// that keeps its element ids apart from the other panels'.
    func draw(into svg: inout SVGBuilder, idPrefix: String, titleSize: Double) {
        let (frame, legend, legendSeries) = layout()
        let plot = frame.plot
        drawDefinitionsAndTitle(plot: plot, idPrefix: idPrefix, titleSize: titleSize, into: &svg)
        // Grid first, so data is drawn over it.
        drawGrid(frame, into: &svg)
        svg.line("<g clip-path=\"url(#\(idPrefix)plot-area)\">")
        for (index, s) in series.enumerated() {
            draw(s, index: index, in: frame, idPrefix: idPrefix, to: &svg)
        }
        svg.line("</g>")
        svg.line(
            "<rect x=\"\(n(plot.left))\" y=\"\(n(plot.top))\" width=\"\(n(plot.width))\" height=\"\(n(plot.height))\" "
                + "fill=\"none\" stroke=\"#333333\" stroke-width=\"1\"/>")
        drawTicks(frame, into: &svg)
        let xTitleY = drawAxisTitles(frame, into: &svg)
        legend.draw(series: legendSeries, top: xTitleY + 10, left: Layout.edge, idPrefix: idPrefix, to: &svg)
    }

    /// The plot's frame and the legend under it (with the series as the legend shows them).
    private func layout() -> (frame: Frame, legend: LegendLayout, legendSeries: [ChartSeries]) {
        var valueAxis = yAxis
        if series.contains(where: \.standsOnZero) { valueAxis.includesZero = true }
        let x = ResolvedAxis(xAxis, values: series.flatMap(\.extent.xs))
        let y = ResolvedAxis(valueAxis, values: series.flatMap(\.extent.ys))

        let w = Double(pixelWidth), h = Double(pixelHeight)
        let yLabelWidth = y.ticks.map { Layout.textWidth($0.label, size: Layout.tickFont) }.max() ?? 0
        func frame(legendHeight: Double) -> Frame {
            Frame(
                plot: Rect(
                    left: Layout.edge + Layout.axisTitleFont + Layout.gap + yLabelWidth + Layout.tickLength + 4,
                    top: 46,
                    right: w - 28,
                    // A long legend squeezes the plot, but never below 60 px (a negative size is invalid SVG).
                    bottom: max(
                        106,
                        h
                            - (Layout.tickLength + 4 + Layout.tickFont * x.labelLines + Layout.gap
                                + Layout.axisTitleFont + 10
                                + legendHeight + Layout.edge))), x: x, y: y)
        }
        // A legend must not promise error bars nobody can see: a series whose every bar is hidden
        // by its marker shows no bar in its swatch and says so in words. (Decided on the layout
        // with the longer legend, so the plot can only grow afterwards and the bars only lengthen.)
        let noted = series.map(\.withHiddenErrorBarsNoted)
        let provisional = frame(legendHeight: LegendLayout(series: noted, availableWidth: w - 2 * Layout.edge).height)
        let legendSeries = series.indices.map {
            provisional.hidesEveryErrorBar(of: series[$0]) ? noted[$0] : series[$0]
        }
        let legend = LegendLayout(series: legendSeries, availableWidth: w - 2 * Layout.edge)
        return (frame(legendHeight: legend.height), legend, legendSeries)
    }

    /// The plot area's clip path, the bars' hatch patterns and the chart's title.
    private func drawDefinitionsAndTitle(plot: Rect, idPrefix: String, titleSize: Double, into svg: inout SVGBuilder) {
        let w = Double(pixelWidth)
        svg.line("<defs>")
        svg.line(
            "<clipPath id=\"\(idPrefix)plot-area\"><rect x=\"\(n(plot.left))\" y=\"\(n(plot.top))\" "
                + "width=\"\(n(plot.width))\" height=\"\(n(plot.height))\"/></clipPath>")
        for (index, s) in series.enumerated() where s.isBars && ChartStyle.isHatched(index) {
            svg.line(ChartStyle.at(index).hatchPattern(index: index, idPrefix: idPrefix))
        }
        svg.line("</defs>")
        svg.line(
            "<text x=\"\(n(w / 2))\" y=\"28\" text-anchor=\"middle\" font-size=\"\(n(titleSize))\" font-weight=\"bold\" "
                + "fill=\"#111111\">\(MarkupText.escaped(title, for: .xml))</text>")
    }

    /// The grid lines at every tick of both axes.
    private func drawGrid(_ frame: Frame, into svg: inout SVGBuilder) {
        let plot = frame.plot
        svg.line("<g stroke=\"#E3E3E3\" stroke-width=\"1\">")
        for tick in frame.x.ticks {
            if let px = frame.px(tick.value) {
                svg.line("<line x1=\"\(n(px))\" y1=\"\(n(plot.top))\" x2=\"\(n(px))\" y2=\"\(n(plot.bottom))\"/>")
            }
        }
        for tick in frame.y.ticks {
            if let py = frame.py(tick.value) {
                svg.line("<line x1=\"\(n(plot.left))\" y1=\"\(n(py))\" x2=\"\(n(plot.right))\" y2=\"\(n(py))\"/>")
            }
        }
        svg.line("</g>")
    }

    /// Ticks and their labels.
    private func drawTicks(_ frame: Frame, into svg: inout SVGBuilder) {
        let plot = frame.plot
        svg.line("<g font-size=\"\(n(Layout.tickFont))\" fill=\"#222222\" stroke=\"none\">")
        for tick in frame.x.ticks {
            if let px = frame.px(tick.value) {
                svg.line(
                    "<line x1=\"\(n(px))\" y1=\"\(n(plot.bottom))\" x2=\"\(n(px))\" y2=\"\(n(plot.bottom + Layout.tickLength))\" stroke=\"#333333\"/>"
                )
                svg.line(
                    "<text x=\"\(n(px))\" y=\"\(n(plot.bottom + Layout.tickLength + 3 + Layout.tickFont))\" "
                        + "text-anchor=\"middle\">\(Self.lines(tick.label, x: px))</text>")
            }
        }
        for tick in frame.y.ticks {
            if let py = frame.py(tick.value) {
                svg.line(
                    "<line x1=\"\(n(plot.left - Layout.tickLength))\" y1=\"\(n(py))\" x2=\"\(n(plot.left))\" y2=\"\(n(py))\" stroke=\"#333333\"/>"
                )
                svg.line(
                    "<text x=\"\(n(plot.left - Layout.tickLength - 3))\" y=\"\(n(py + 4))\" "
                        + "text-anchor=\"end\">\(MarkupText.escaped(tick.label, for: .xml))</text>")
            }
        }
        svg.line("</g>")
    }

    /// The axes' titles; returns the x title's baseline (the legend goes under it).
    private func drawAxisTitles(_ frame: Frame, into svg: inout SVGBuilder) -> Double {
        let plot = frame.plot, x = frame.x
        let xTitleY =
            plot.bottom + Layout.tickLength + 4 + Layout.tickFont * x.labelLines + Layout.gap + Layout.axisTitleFont
        svg.line(
            "<text x=\"\(n((plot.left + plot.right) / 2))\" y=\"\(n(xTitleY))\" text-anchor=\"middle\" "
                + "font-size=\"\(n(Layout.axisTitleFont))\" fill=\"#111111\">\(MarkupText.escaped(xAxis.label, for: .xml))</text>"
        )
        let yTitleX = Layout.edge + Layout.axisTitleFont - 2, yTitleY = (plot.top + plot.bottom) / 2
        svg.line(
            "<text x=\"\(n(yTitleX))\" y=\"\(n(yTitleY))\" text-anchor=\"middle\" transform=\"rotate(-90 \(n(yTitleX)) \(n(yTitleY)))\" "
                + "font-size=\"\(n(Layout.axisTitleFont))\" fill=\"#111111\">\(MarkupText.escaped(yAxis.label, for: .xml))</text>"
        )
        return xTitleY
    }

    private func draw(_ series: ChartSeries, index: Int, in frame: Frame, idPrefix: String, to svg: inout SVGBuilder) {
        let style = ChartStyle.at(index)
        let dash = style.dash.map { " stroke-dasharray=\"\($0)\"" } ?? ""
        switch series.kind {
        case .line(let points):
            for segment in frame.segments(points) where segment.count >= 2 {
                svg.line(
                    "<polyline fill=\"none\" stroke=\"\(style.colour)\" stroke-width=\"2\"\(dash) stroke-linejoin=\"round\" "
                        + "points=\"\(segment.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " "))\"/>")
            }
        case .steps(let points):
            Self.drawSteps(points, style: style, dash: dash, in: frame, to: &svg)
        case .points(let points):
            Self.drawPoints(points, style: style, in: frame, to: &svg)
        case .bars(let points, let barWidth):
            Self.drawBars(points, width: barWidth, index: index, idPrefix: idPrefix, in: frame, to: &svg)
        case .histogram(let edges, let counts):
            Self.drawHistogram(edges: edges, counts: counts, style: style, dash: dash, in: frame, to: &svg)
        }
    }

    /// A step line: each value holds until the next point's x, then the line drops (or rises) there.
    private static func drawSteps(
        _ points: [ChartPoint], style: ChartStyle, dash: String, in frame: Frame, to svg: inout SVGBuilder
    ) {
        for segment in frame.segments(points) where segment.count >= 2 {
            var d = "M\(n(segment[0].x)) \(n(segment[0].y))"
            for p in segment.dropFirst() { d += "H\(n(p.x))V\(n(p.y))" }
            svg.line("<path fill=\"none\" stroke=\"\(style.colour)\" stroke-width=\"2\"\(dash) d=\"\(d)\"/>")
        }
        svg.line("<g stroke=\"\(style.colour)\" fill=\"\(style.colour)\" stroke-width=\"1.2\">")
        for p in points {
            guard let px = frame.px(p.x), let py = frame.py(p.y) else { continue }
            svg.line(Self.marker(style.marker, x: px, y: py))
        }
        svg.line("</g>")
    }

    /// Markers, each with its error bar.
    private static func drawPoints(_ points: [ChartPoint], style: ChartStyle, in frame: Frame, to svg: inout SVGBuilder)
    {
        svg.line("<g stroke=\"\(style.colour)\" fill=\"\(style.colour)\" stroke-width=\"1.2\">")
        for p in points {
            guard let px = frame.px(p.x), let py = frame.py(p.y) else { continue }
            // On a log axis an interval reaching 0 runs to the bottom edge.
            if let bar = p.errorBar,
                let lo = frame.py(bar.lowerBound) ?? (bar.lowerBound <= 0 ? frame.plot.bottom : nil),
                let hi = frame.py(bar.upperBound)
            {
                svg.line(
                    "<path fill=\"none\" d=\"M\(n(px)) \(n(lo))V\(n(hi))M\(n(px - 4)) \(n(lo))H\(n(px + 4))M\(n(px - 4)) \(n(hi))H\(n(px + 4))\"/>"
                )
            }
            svg.line(Self.marker(style.marker, x: px, y: py))
        }
        svg.line("</g>")
    }

    private static func drawBars(
        _ points: [ChartPoint], width barWidth: Double, index: Int, idPrefix: String, in frame: Frame,
        to svg: inout SVGBuilder
    ) {
        let style = ChartStyle.at(index)
        let base = frame.baseline
        svg.line(
            "<g \(style.barFill(index: index, idPrefix: idPrefix)) stroke=\"\(style.colour)\" stroke-width=\"1\">")
        for p in points {
            guard let x0 = frame.px(p.x - barWidth / 2), let x1 = frame.px(p.x + barWidth / 2),
                let top = frame.py(p.y)
            else { continue }
            svg.line(
                "<rect x=\"\(n(min(x0, x1)))\" y=\"\(n(min(top, base)))\" width=\"\(n(abs(x1 - x0)))\" height=\"\(n(abs(base - top)))\"/>"
            )
        }
        svg.line("</g>")
    }

    private static func drawHistogram(
        edges: [Double], counts: [Double], style: ChartStyle, dash: String, in frame: Frame, to svg: inout SVGBuilder
    ) {
        let base = frame.baseline
        var d = ""
        for i in 0..<min(counts.count, max(0, edges.count - 1)) {
            guard let x0 = frame.px(edges[i]), let x1 = frame.px(edges[i + 1]), let top = frame.py(counts[i]) else {
                continue
            }
            d += d.isEmpty ? "M\(n(x0)) \(n(base))" : "L\(n(x0)) \(n(base))"
            d += "V\(n(top))H\(n(x1))V\(n(base))"
        }
        if !d.isEmpty {
            svg.line(
                "<path fill=\"\(style.colour)\" fill-opacity=\"0.25\" stroke=\"\(style.colour)\" stroke-width=\"1.5\"\(dash) d=\"\(d)\"/>"
            )
        }
    }

    /// A label's text, its lines after the first as `<tspan>`s one line further down.
    static func lines(_ label: String, x: Double) -> String {
        let parts = label.split(separator: "\n", omittingEmptySubsequences: false).map {
            MarkupText.escaped(String($0), for: .xml)
        }
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts[0]
            + parts.dropFirst().map { "<tspan x=\"\(n(x))\" dy=\"\(n(Layout.tickFont + 1))\">\($0)</tspan>" }.joined()
    }

    /// The marker shape centred on (x, y), in the enclosing group's colour.
    static func marker(_ shape: ChartStyle.Marker, x: Double, y: Double) -> String {
        switch shape {
        case .circle:
            return "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"3.5\"/>"
        case .square:
            return "<rect x=\"\(n(x - 3.5))\" y=\"\(n(y - 3.5))\" width=\"7\" height=\"7\"/>"
        case .triangle:
            return "<path d=\"M\(n(x)) \(n(y - 4.5))L\(n(x + 4.5)) \(n(y + 3.5))L\(n(x - 4.5)) \(n(y + 3.5))Z\"/>"
        case .diamond:
            return "<path d=\"M\(n(x)) \(n(y - 5))L\(n(x + 4.5)) \(n(y))L\(n(x)) \(n(y + 5))L\(n(x - 4.5)) \(n(y))Z\"/>"
        case .cross:
            return
                "<path fill=\"none\" stroke-width=\"2\" d=\"M\(n(x - 3.5)) \(n(y - 3.5))L\(n(x + 3.5)) \(n(y + 3.5))M\(n(x - 3.5)) \(n(y + 3.5))L\(n(x + 3.5)) \(n(y - 3.5))\"/>"
        case .plus:
            return
                "<path fill=\"none\" stroke-width=\"2\" d=\"M\(n(x - 4.5)) \(n(y))H\(n(x + 4.5))M\(n(x)) \(n(y - 4.5))V\(n(y + 4.5))\"/>"
        }
    }
}

/// A coordinate as printed: at most two decimals, trailing zeros dropped (`80`, `80.5`, `80.25`).
func svgNumber(_ value: Double) -> String {
    var text = NumberFormat.fixed(value, places: 2)
    while text.hasSuffix("0") && text.contains(".") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

/// Sizes shared by the chart layout, in pixels.
enum Layout {
    static let edge = 14.0
    static let gap = 10.0
    static let tickLength = 5.0
    static let tickFont = 11.0
    static let axisTitleFont = 13.0
    static let legendFont = 12.0

    /// A sans-serif line's width, estimated at 0.6 em per character (no font metrics are available,
    /// and the estimate only sizes margins).
    static func textWidth(_ text: String, size: Double) -> Double {
        Double(text.count) * size * 0.6
    }
}

struct Rect {
    var left, top, right, bottom: Double
    var width: Double { right - left }
    var height: Double { bottom - top }
}

/// The plot area with its two axes: data values → pixels.
struct Frame {
    let plot: Rect
    let x: ResolvedAxis
    let y: ResolvedAxis

    /// Pixels are kept within a generous band around the plot so a far-off value cannot print a
    /// huge coordinate (the clip path hides everything outside the plot anyway).
    private func clamp(_ v: Double) -> Double { min(max(v, -10_000), 20_000) }

    func px(_ value: Double) -> Double? {
        x.fraction(value).map { clamp(plot.left + $0 * plot.width) }
    }

    func py(_ value: Double) -> Double? {
        y.fraction(value).map { clamp(plot.bottom - $0 * plot.height) }
    }

    /// True when `series` has error bars and none reaches past its marker (4.5 px each way).
    func hidesEveryErrorBar(of series: ChartSeries) -> Bool {
        guard case .points(let points) = series.kind, points.contains(where: { $0.errorBar != nil }) else {
            return false
        }
        return points.allSatisfy { p in
            guard let bar = p.errorBar, let centre = py(p.y) else { return true }
            let lo = py(bar.lowerBound) ?? plot.bottom, hi = py(bar.upperBound) ?? plot.top
            return abs(lo - centre) <= 4.5 && abs(hi - centre) <= 4.5
        }
    }

    /// Where bars stand: y = 0 on a linear axis, the bottom edge on a log one.
    var baseline: Double {
        y.scale == .linear ? (py(0) ?? plot.bottom) : plot.bottom
    }

    /// Runs of consecutive placeable points, in pixels; a point that cannot be placed breaks the line.
    func segments(_ points: [ChartPoint]) -> [[(x: Double, y: Double)]] {
        var result: [[(x: Double, y: Double)]] = [[]]
        for p in points {
            if let px = px(p.x), let py = py(p.y) {
                result[result.count - 1].append((px, py))
            } else if !result[result.count - 1].isEmpty {
                result.append([])
            }
        }
        return result
    }
}

/// Accumulates SVG lines; one element per line keeps diffs of regenerated charts readable.
struct SVGBuilder {
    private(set) var text = ""
    mutating func line(_ element: String) {
        text += element
        text += "\n"
    }
}

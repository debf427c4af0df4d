/// How the n-th series of a chart is drawn.
///
/// Colours are the Okabe–Ito palette (distinguishable with the common colour-vision deficiencies,
/// dark enough on white); because several share a grey level, each style also has its own dash
/// pattern and marker shape, which survive greyscale printing.
struct ChartStyle {
    enum Marker { case circle, square, triangle, diamond, cross, plus }

    let colour: String
    /// SVG `stroke-dasharray`, nil for solid.
    let dash: String?
    let marker: Marker

    static let palette: [ChartStyle] = [
        ChartStyle(colour: "#0072B2", dash: nil, marker: .circle),
        ChartStyle(colour: "#D55E00", dash: "7 4", marker: .square),
        ChartStyle(colour: "#009E73", dash: "2 3", marker: .triangle),
        ChartStyle(colour: "#000000", dash: "9 3 2 3", marker: .diamond),
        ChartStyle(colour: "#CC79A7", dash: "4 2 4 6", marker: .cross),
        ChartStyle(colour: "#E69F00", dash: "1 2", marker: .plus)
    ]

    /// The style of series `index`; after the palette runs out, styles repeat.
    static func at(_ index: Int) -> ChartStyle {
        palette[index % palette.count]
    }

    /// Bars of odd-numbered series are hatched, so side-by-side bar series differ in greyscale too.
    static func isHatched(_ index: Int) -> Bool { index % 2 == 1 }

    /// The `<pattern>` that hatched bars of series `index` are filled with.
    func hatchPattern(index: Int, idPrefix: String = "") -> String {
        "<pattern id=\"\(idPrefix)hatch-\(index)\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
            + "<rect x=\"0\" y=\"0\" width=\"6\" height=\"6\" fill=\"\(colour)\" fill-opacity=\"0.2\"/>"
            + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"\(colour)\" stroke-width=\"3\"/></pattern>"
    }

    /// Fill attributes for the bars of series `index`.
    func barFill(index: Int, idPrefix: String = "") -> String {
        ChartStyle.isHatched(index)
            ? "fill=\"url(#\(idPrefix)hatch-\(index))\"" : "fill=\"\(colour)\" fill-opacity=\"0.8\""
    }
}

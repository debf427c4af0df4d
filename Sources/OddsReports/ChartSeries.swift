/// A data point of a chart, optionally with a vertical error bar (e.g. a 95 % confidence interval).
public struct ChartPoint: Sendable, Equatable {
    public var x: Double
    public var y: Double
    /// The error bar's extent in y units; nil for none.
    public var errorBar: ClosedRange<Double>?

    public init(x: Double, y: Double, errorBar: ClosedRange<Double>? = nil) {
        self.x = x
        self.y = y
        self.errorBar = errorBar
    }
}

/// One named set of data in an ``SVGChart``, drawn as a line, markers, bars or a histogram.
///
/// Each series gets the next style of the palette (colour, dash pattern and marker shape), so
/// series stay apart in greyscale print too. Non-finite values are left out (a line breaks there).
public struct ChartSeries: Sendable {
    enum Kind: Sendable {
        case line([ChartPoint])
        case steps([ChartPoint])
        case points([ChartPoint])
        case bars([ChartPoint], width: Double)
        /// `counts[i]` covers `[edges[i], edges[i+1])`.
        case histogram(edges: [Double], counts: [Double])
    }

    /// The legend text.
    public var name: String
    let kind: Kind

    /// A line through `points` in the given order (e.g. an exact curve).
    public static func line(_ name: String, points: [ChartPoint]) -> ChartSeries {
        ChartSeries(name: name, kind: .line(points))
    }

    /// A step function through `points` (sorted by x): each value holds until the next point's x,
    /// where the line jumps; a marker at each point shows where the value was measured.
    public static func steps(_ name: String, points: [ChartPoint]) -> ChartSeries {
        ChartSeries(name: name, kind: .steps(points))
    }

    /// Markers at `points`, each with its error bar if it has one (e.g. simulated estimates).
    public static func points(_ name: String, points: [ChartPoint]) -> ChartSeries {
        ChartSeries(name: name, kind: .points(points))
    }

    /// Bars from 0 to each point's `y`, centred on its `x`, `width` wide in x units.
    /// Side-by-side groups are bars with shifted `x` and a smaller `width`.
    public static func bars(_ name: String, points: [ChartPoint], width: Double = 0.8) -> ChartSeries {
        ChartSeries(name: name, kind: .bars(points, width: width))
    }

    /// A histogram with `counts[i]` over `[edges[i], edges[i+1])`; `edges` has one more element
    /// than `counts` (extra counts are ignored). Drawn as a filled step outline, so several
    /// histograms can share one chart.
    public static func histogram(_ name: String, edges: [Double], counts: [Double]) -> ChartSeries {
        ChartSeries(name: name, kind: .histogram(edges: edges, counts: counts))
    }

    /// A histogram of `values` in bins `binWidth` wide, aligned to multiples of `binWidth` from
    /// `origin`, as counts (or as fractions of all values when `normalised`).
    ///
    /// - Complexity: O(n + number of bins).
    public static func histogram(
        _ name: String, values: [Double], binWidth: Double, origin: Double = 0,
        normalised: Bool = false
    ) -> ChartSeries {
        let finite = values.filter(\.isFinite)
        guard binWidth > 0, binWidth.isFinite, let lo = finite.min(), let hi = finite.max() else {
            return histogram(name, edges: [], counts: [])
        }
        let first = ((lo - origin) / binWidth).rounded(.down)
        let span = ((hi - origin) / binWidth).rounded(.down) - first
        // A bin width far too small for the data would ask for millions of bars; draw none instead.
        guard span < 100_000 else { return histogram(name, edges: [], counts: []) }
        let binCount = Int(span) + 1
        var counts = [Double](repeating: 0, count: binCount)
        for v in finite {
            let bin = Int(((v - origin) / binWidth).rounded(.down) - first)
            counts[min(max(bin, 0), binCount - 1)] += 1
        }
        if normalised { counts = counts.map { $0 / Double(finite.count) } }
        let edges = (0...binCount).map { origin + (first + Double($0)) * binWidth }
        return histogram(name, edges: edges, counts: counts)
    }

    /// Every x and y the series needs room for (bar edges and baselines, error bar ends).
    var extent: (xs: [Double], ys: [Double]) {
        switch kind {
        case .line(let points), .steps(let points):
            return (points.map(\.x), points.map(\.y))
        case .points(let points):
            return (
                points.map(\.x),
                points.flatMap { p in [p.y] + (p.errorBar.map { [$0.lowerBound, $0.upperBound] } ?? []) }
            )
        case .bars(let points, let width):
            return (points.flatMap { [$0.x - width / 2, $0.x + width / 2] }, points.map(\.y))
        case .histogram(let edges, let counts):
            return (edges, counts)
        }
    }

    /// The series as its legend shows it when every error bar is hidden by its marker: no bar in
    /// the swatch, and the name says why.
    var withHiddenErrorBarsNoted: ChartSeries {
        guard case .points(let points) = kind, points.contains(where: { $0.errorBar != nil }) else { return self }
        return ChartSeries(
            name: name + " (each interval smaller than its marker)",
            kind: .points(points.map { ChartPoint(x: $0.x, y: $0.y) }))
    }

    var isBars: Bool {
        if case .bars = kind { return true }
        return false
    }

    /// Bars and histograms stand on zero, so a linear value axis must include it.
    var standsOnZero: Bool {
        switch kind {
        case .bars, .histogram: return true
        case .line, .steps, .points: return false
        }
    }
}

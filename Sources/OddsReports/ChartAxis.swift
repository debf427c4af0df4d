import Foundation

/// One axis of an ``SVGChart``: its title and unit, its scale, and optionally a fixed range and
/// tick positions (otherwise both are chosen from the data).
public struct ChartAxis: Sendable {
    /// How values map to distance along the axis.
    public enum Scale: Sendable {
        /// Equal steps for equal differences; ticks at 1, 2 or 5 × 10ⁿ steps.
        case linear
        /// Equal steps for equal ratios; ticks at powers of ten (and 2×, 5× on short ranges).
        /// Values ≤ 0 cannot be placed and are left out of the drawing.
        case log10
    }

    /// The quantity, e.g. `"Wager"`.
    public var title: String
    /// Its unit, e.g. `"minutes"`, shown as `Wager (minutes)`; nil for a pure number.
    public var unit: String?
    public var scale: Scale
    /// The range shown; nil to fit the data and round outward to tick values.
    public var range: ClosedRange<Double>?
    /// Tick positions; nil for "nice" ones.
    public var ticks: [Double]?
    /// The labels of explicit `ticks`, one each ("\n" starts a second line); nil to print the values.
    public var tickLabels: [String]?
    /// Linear axes only: stretch the fitted range to include 0 (bars always do on the value axis).
    public var includesZero: Bool

    /// - Parameters:
    ///   - title: the quantity.
    ///   - unit: its unit, or nil when it has none; asked for explicitly so no axis lacks one by accident.
    public init(
        _ title: String, unit: String?, scale: Scale = .linear, range: ClosedRange<Double>? = nil,
        ticks: [Double]? = nil, tickLabels: [String]? = nil, includesZero: Bool = false
    ) {
        self.title = title
        self.unit = unit
        self.scale = scale
        self.range = range
        self.ticks = ticks
        self.tickLabels = tickLabels
        self.includesZero = includesZero
    }

    /// The title as drawn; a log axis says so, since its equal steps are ratios.
    var label: String {
        let notes = [unit, scale == .log10 ? "log scale" : nil].compactMap { $0 }.filter { !$0.isEmpty }
        return notes.isEmpty ? title : "\(title) (\(notes.joined(separator: ", ")))"
    }
}

/// An axis resolved against the data: its domain, ticks with their labels, and the value → [0, 1]
/// mapping.
///
/// Layout uses only `+ − × ÷`, `floor` and `ceil` (correctly rounded on every machine); the log
/// mapping is the one `log10` call, whose last-bit differences cannot move a coordinate printed to
/// two decimals except at a one-in-10¹² tie.
struct ResolvedAxis {
    let scale: ChartAxis.Scale
    let low: Double
    let high: Double
    let ticks: [(value: Double, label: String)]

    init(_ axis: ChartAxis, values: [Double]) {
        scale = axis.scale
        let data = values.filter { $0.isFinite && (axis.scale == .linear || $0 > 0) }
        let found =
            axis.scale == .linear ? ResolvedAxis.linear(axis, data: data) : ResolvedAxis.logarithmic(axis, data: data)
        (low, high) = (found.low, found.high)
        ticks =
            axis.ticks.map { ResolvedAxis.explicitTicks($0, of: axis, within: found.low, found.high) } ?? found.ticks
    }

    /// A linear axis: its range rounded out to a nice step, and a tick at every step.
    private static func linear(_ axis: ChartAxis, data: [Double]) -> (
        low: Double, high: Double, ticks: [(Double, String)]
    ) {
        var ticks: [(Double, String)] = []
        var lo = data.min() ?? 0, hi = data.max() ?? 1
        if axis.includesZero { lo = min(lo, 0); hi = max(hi, 0) }
        if lo == hi { (lo, hi) = lo == 0 ? (0, 1) : (lo - lo.magnitude / 2, hi + hi.magnitude / 2) }
        if let range = axis.range { (lo, hi) = (range.lowerBound, range.upperBound) }
        // A span past the largest double is measured in tenths, so the step stays finite and coarse.
        var (mantissa, power) = ResolvedAxis.niceStep(forSpan: hi - lo, targetTicks: 5)
        if !(hi - lo).isFinite && (hi / 10 - lo / 10).isFinite {
            (mantissa, power) = ResolvedAxis.niceStep(forSpan: hi / 10 - lo / 10, targetTicks: 5)
            power += 1
        }
        let step = mantissa * ResolvedAxis.power10(power)
        if axis.range == nil {
            lo = (lo / step).rounded(.down) * step
            hi = (hi / step).rounded(.up) * step
        }
        let places = max(0, -power)
        // At most 5 steps plus one rounded outward at each end: 8 ticks. The cap only guards
        // against what no finite step can cut: a step finer than a double near `lo` can tell
        // apart (k + 1 == k) or a range that is not finite.
        var k = (lo / step - 1e-9).rounded(.up)
        while k * step <= hi + step * 1e-9 && ticks.count < ResolvedAxis.maximumTicks {
            ticks.append((k * step, NumberFormat.fixed(k * step, places: places)))
            if k + 1 == k { break }
            k += 1
        }
        return (lo, hi, ticks)
    }

    /// A log axis: whole decades (or the range asked for), a tick at 1, 2 and 5 of each decade when
    /// there are two at most, else at every few decades.
    private static func logarithmic(_ axis: ChartAxis, data: [Double]) -> (
        low: Double, high: Double, ticks: [(Double, String)]
    ) {
        var ticks: [(Double, String)] = []
        var lo = data.min() ?? 1, hi = data.max() ?? 10
        var pLo = ResolvedAxis.decade(below: lo), pHi = ResolvedAxis.decade(below: hi)
        if ResolvedAxis.power10(pHi) < hi { pHi += 1 }
        if pHi == pLo { pHi += 1 }
        if let range = axis.range, range.lowerBound > 0 {
            (lo, hi) = (range.lowerBound, range.upperBound)
            pLo = ResolvedAxis.decade(below: lo)
            pHi = ResolvedAxis.decade(below: hi)
        } else {
            (lo, hi) = (ResolvedAxis.power10(pLo), ResolvedAxis.power10(pHi))
        }
        let decades = max(1, pHi - pLo)
        let stride = (decades + 5) / 6
        for p in Swift.stride(from: pLo, through: pHi, by: stride) {
            for m in decades <= 2 ? [1.0, 2, 5] : [1.0] {
                let v = m * ResolvedAxis.power10(p)
                if v >= lo * (1 - 1e-12) && v <= hi * (1 + 1e-12) {
                    ticks.append((v, NumberFormat.fixed(v, places: max(0, -p))))
                }
            }
        }
        return (lo, hi, ticks)
    }

    /// The caller's own ticks that fall within `lo`…`hi`, labelled.
    private static func explicitTicks(_ explicit: [Double], of axis: ChartAxis, within lo: Double, _ hi: Double)
        -> [(Double, String)]
    {
        var shown = explicit.indices.filter { explicit[$0].isFinite && explicit[$0] >= lo && explicit[$0] <= hi }
        // Too many to draw apart (a caller stepping through a range it did not expect to be so
        // wide): every k-th, so the chart stays a bounded size.
        if shown.count > ResolvedAxis.maximumExplicitTicks {
            let every = (shown.count + ResolvedAxis.maximumTicks - 1) / ResolvedAxis.maximumTicks
            shown = Swift.stride(from: 0, to: shown.count, by: every).map { shown[$0] }
        }
        return shown.map { i in
            let v = explicit[i]
            if let labels = axis.tickLabels, i < labels.count { return (v, labels[i]) }
            return (v, NumberFormat.fixed(v, places: max(0, -(DecimalDigits(v)?.exponent ?? 0))))
        }
    }

    /// Lines in the tallest tick label.
    var labelLines: Double {
        Double(ticks.map { $0.label.split(separator: "\n", omittingEmptySubsequences: false).count }.max() ?? 1)
    }

    /// Where `value` falls, 0 at `low` and 1 at `high`; nil if it cannot be placed (≤ 0 on a log axis).
    func fraction(_ value: Double) -> Double? {
        guard value.isFinite else { return nil }
        switch scale {
        case .linear:
            return high == low ? 0.5 : (value - low) / (high - low)
        case .log10:
            guard value > 0, low > 0, high > low else { return nil }
            return (Foundation.log10(value) - Foundation.log10(low)) / (Foundation.log10(high) - Foundation.log10(low))
        }
    }

    /// The most ticks a computed linear axis draws (it needs at most 8), and the most that
    /// explicit ticks are thinned to when there are over `maximumExplicitTicks` of them.
    static let maximumTicks = 12
    /// Explicit ticks beyond this many (a Plinko chart labels at most 17 buckets) are thinned.
    static let maximumExplicitTicks = 40

    /// The smallest step 1, 2 or 5 × 10^power that cuts `span` into at most `targetTicks` pieces.
    static func niceStep(forSpan span: Double, targetTicks: Int) -> (mantissa: Double, power: Int) {
        let raw = span.isFinite && span > 0 ? span / Double(targetTicks) : 1
        let power = decade(below: raw)
        let normalised = raw / power10(power)
        if normalised <= 1 { return (1, power) }
        if normalised <= 2 { return (2, power) }
        if normalised <= 5 { return (5, power) }
        return (1, power + 1)
    }

    /// The largest `p` with 10^p ≤ `value` (value > 0).
    static func decade(below value: Double) -> Int {
        var p = 0
        while p < 308 && power10(p + 1) <= value { p += 1 }
        while p > -323 && power10(p) > value { p -= 1 }
        return p
    }

    /// 10^p from exact products (exact for |p| ≤ 22, the range charts use), not `pow`.
    static func power10(_ p: Int) -> Double {
        var result = 1.0
        for _ in 0..<p.magnitude { result *= 10 }
        return p >= 0 ? result : 1 / result
    }
}

import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import CasinoCore
@testable import OddsLab
import Testing
@testable import OddsReports

@Suite("SVG charts")
struct SVGChartTests {
    /// Element names and all character data of a document, or nil if it is not well-formed XML.
    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var attributes: [[String: String]] = []
        var texts: [String] = []
        private var pending = ""
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String]
        ) {
            flush()
            elements.append(name)
            self.attributes.append(attributes)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            flush()
        }
        // The parser may hand over one text node in several pieces (around each entity).
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            pending += string
        }
        private func flush() {
            let t = pending.trimmingCharacters(in: .whitespacesAndNewlines)
            if !t.isEmpty { texts.append(t) }
            pending = ""
        }
    }

    private func parse(_ svg: String) -> Collector? {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        return parser.parse() ? collector : nil
    }

    private func rtpChart(title: String = "Crash: RTP by wager", seriesName: String = "simulated") -> SVGChart {
        let wagers: [Double] = (1...10).map { Double($0) }
        let exact = wagers.map { w in ChartPoint(x: w * 10, y: 97 - 5 / w) }
        let simulated = wagers.map { (w: Double) -> ChartPoint in
            let rtp: Double = 97 - 5 / w
            return ChartPoint(x: w * 10, y: rtp + 0.1, errorBar: (rtp - 0.5)...(rtp + 0.7))
        }
        return SVGChart(
            title: title,
            xAxis: ChartAxis("Wager", unit: "minutes"),
            yAxis: ChartAxis("RTP", unit: "%"),
            series: [.line("exact", points: exact), .points(seriesName, points: simulated)])
    }

    @Test func chartIsWellFormedXMLWithTitleAxisTitlesAndLegend() throws {
        let parsed = try #require(parse(rtpChart().text))
        #expect(parsed.elements.first == "svg")
        #expect(parsed.texts.contains("Crash: RTP by wager"))
        #expect(parsed.texts.contains("Wager (minutes)"))
        #expect(parsed.texts.contains("RTP (%)"))
        #expect(parsed.texts.contains("exact"))
        #expect(parsed.texts.contains("simulated"))
        #expect(parsed.elements.contains("polyline"))
    }

    @Test func rootStatesSizeViewBoxAndFontAndHasAWhiteBackground() throws {
        let parsed = try #require(parse(rtpChart().text))
        let root = parsed.attributes[0]
        #expect(root["width"] == "720" && root["height"] == "440")
        #expect(root["viewBox"] == "0 0 720 440")
        #expect(root["font-family"] == "sans-serif")
        #expect(root["version"] == "1.1")
        let background = parsed.attributes[parsed.elements.firstIndex(of: "rect") ?? 0]
        #expect(background["fill"] == "#FFFFFF" && background["width"] == "720")
    }

    @Test func textFromConfigurationIsEscaped() throws {
        let svg = rtpChart(title: "Slots <\"Lucky\" & 'Co'>", seriesName: "a\u{1}b</text>").text
        let parsed = try #require(parse(svg))
        #expect(parsed.texts.contains("Slots <\"Lucky\" & 'Co'>"))
        #expect(parsed.texts.contains("ab</text>"))
    }

    @Test func sameChartGivesSameBytes() {
        #expect(rtpChart().bytes == rtpChart().bytes)
    }

    @Test func linearTicksAreNiceNumbers() {
        let axis = ResolvedAxis(ChartAxis("x", unit: nil), values: [0.13, 0.87])
        #expect(axis.ticks.map(\.label) == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"])
        #expect(axis.low == 0 && axis.high == 1)
        let wide = ResolvedAxis(ChartAxis("x", unit: nil), values: [3, 2480])
        #expect(wide.ticks.map(\.label) == ["0", "500", "1000", "1500", "2000", "2500"])
    }

    @Test func logTicksArePowersOfTen() {
        let axis = ResolvedAxis(ChartAxis("c", unit: "×", scale: .log10), values: [1.01, 1000])
        #expect(axis.ticks.map(\.label) == ["1", "10", "100", "1000"])
        let short = ResolvedAxis(ChartAxis("p", unit: nil, scale: .log10), values: [0.02, 0.9])
        #expect(short.ticks.map(\.label) == ["0.01", "0.02", "0.05", "0.1", "0.2", "0.5", "1"])
        #expect(axis.fraction(0) == nil) // cannot be placed on a log axis
    }

    /// Whatever the range, an axis draws a handful of ticks: the count must not grow with the
    /// span (an RTP axis once stepped by 10 % up to 10⁸ %, writing 17.6 MB charts or never finishing).
    @Test(arguments: [1e4, 1e8, 1e12, 1e300])
    func anyFiniteRangeHasABoundedNumberOfTicks(top: Double) {
        let fitted = ResolvedAxis(ChartAxis("x", unit: nil), values: [0, top])
        #expect(fitted.ticks.count >= 2 && fitted.ticks.count <= 12)
        let fixed = ResolvedAxis(ChartAxis("x", unit: nil, range: 0...top), values: [])
        #expect(fixed.ticks.count >= 2 && fixed.ticks.count <= 12)
        var scale = ReportCharts.RTPScale([])
        scale.returns = 0...top
        #expect(scale.returnTicks.count >= 2 && scale.returnTicks.count <= 12)
        #expect(scale.returnTicks.allSatisfy { scale.returns.contains($0) })
    }

    @Test func extremeRangesStillEndWithFewTicks() {
        // A step finer than a double near the values can tell apart (k + 1 == k), and a span past
        // the largest double: both once looped for ever.
        let close = ResolvedAxis(ChartAxis("x", unit: nil), values: [1e17, 1e17 + 16])
        #expect(close.ticks.count >= 1 && close.ticks.count <= 12)
        let huge = ResolvedAxis(ChartAxis("x", unit: nil), values: [-1e308, 1e308])
        #expect(huge.ticks.count >= 2 && huge.ticks.count <= 12)
    }

    @Test func tooManyExplicitTicksAreThinned() {
        let many = (0...100_000).map { Double($0) * 10 }
        let axis = ResolvedAxis(ChartAxis("x", unit: nil, range: 0...1_000_000, ticks: many), values: [])
        #expect(axis.ticks.count <= 12 && axis.ticks.first?.value == 0)
        let few = ResolvedAxis(ChartAxis("x", unit: nil, range: 0...16, ticks: (0...16).map(Double.init)), values: [])
        #expect(few.ticks.count == 17)
    }

    /// The report's RTP chart of a Plinko table paying the documented maximum multiplier in every
    /// bucket: the return axis reaches 10⁸ %, and the chart is as small as a default one. (The
    /// configuration reader refuses such a table, above 100 % nominal; it is built in code here.)
    @Test(arguments: [10_000, 1_000_000])
    func anRTPChartOfHugeMultipliersStaysSmall(multiplier: Int) throws {
        var configuration = GameConfiguration.defaults
        configuration.plinko.tables[PlinkoOptions(rows: 16, risk: .medium)] = PlinkoTable(
            Array(repeating: Centi(multiplier * 100), count: 17))
        let games = try ReportPlan(configuration: configuration, toolVersion: "test").simulatedGames()
        let game = try #require(games.first { $0.game == .plinko })
        let odds = try GameOdds(game: game)
        let scale = ReportCharts.RTPScale([(odds: odds, runs: [])])
        #expect(scale.returns.upperBound >= Double(multiplier))
        let bytes = ReportCharts.rtpChart(odds, runs: [], scale: scale).bytes
        #expect(bytes.count < 200_000, "\(String(bytes.count)) bytes")
        #expect(parse(String(decoding: bytes, as: UTF8.self)) != nil)
    }

    @Test func explicitRangeAndTicksAreKept() {
        let axis = ResolvedAxis(
            ChartAxis("bucket", unit: nil, range: -0.5...8.5, ticks: [0, 2, 4, 6, 8, 10]), values: [])
        #expect(axis.low == -0.5 && axis.high == 8.5)
        #expect(axis.ticks.map(\.label) == ["0", "2", "4", "6", "8"])
    }

    @Test func barsAndHistogramsStandOnZeroAndDrawEveryBin() throws {
        let plinko = SVGChart(
            title: "Plinko, 8 rows",
            xAxis: ChartAxis("Bucket", unit: nil, range: -0.5...8.5, ticks: Array(0...8).map(Double.init)),
            yAxis: ChartAxis("Probability", unit: "%"),
            series: [.bars("exact", points: (0...8).map { ChartPoint(x: Double($0), y: 10 + Double($0)) })])
        let bars = try #require(parse(plinko.text))
        // Background, clip rectangle, 9 bars, frame, legend swatch.
        #expect(bars.elements.filter { $0 == "rect" }.count == 13)
        #expect(bars.texts.contains("0")) // the value axis reaches down to zero

        let days = SVGChart(
            title: "Minutes lost per day",
            xAxis: ChartAxis("Minutes lost", unit: "minutes"),
            yAxis: ChartAxis("Days", unit: "count"),
            series: [
                .histogram("casual", values: [0, 3, 4, 12, 12, 19, 25], binWidth: 5),
                .histogram("heavy", values: [30, 45, 50, 51, 90], binWidth: 5)
            ])
        let histograms = try #require(parse(days.text))
        #expect(histograms.elements.filter { $0 == "path" }.count == 2)
        #expect(histograms.texts.contains("casual") && histograms.texts.contains("heavy"))
    }

    @Test func neighbouringBarSeriesDifferBeyondColour() throws {
        let bars = (0...4).map { ChartPoint(x: Double($0), y: 1) }
        let chart = SVGChart(
            title: "t", xAxis: ChartAxis("x", unit: nil), yAxis: ChartAxis("y", unit: nil),
            series: [.bars("exact", points: bars, width: 0.4), .bars("simulated", points: bars, width: 0.4)])
        let parsed = try #require(parse(chart.text))
        // The second series is hatched (it stays apart in greyscale), the first is solid.
        #expect(parsed.elements.filter { $0 == "pattern" }.count == 1)
        #expect(parsed.attributes.contains { $0["fill"] == "url(#hatch-1)" })
    }

    @Test func histogramCountsEachValueInItsBin() {
        let series = ChartSeries.histogram("h", values: [0, 4.9, 5, 12, -1], binWidth: 5)
        guard case .histogram(let edges, let counts) = series.kind else { Issue.record("not a histogram"); return }
        #expect(edges == [-5, 0, 5, 10, 15])
        #expect(counts == [1, 2, 1, 1])
    }

    @Test func valuesThatCannotBePlacedAreLeftOut() throws {
        let chart = SVGChart(
            title: "Survival", xAxis: ChartAxis("c", unit: "×", scale: .log10), yAxis: ChartAxis("P", unit: nil),
            series: [
                .line(
                    "exact",
                    points: [
                        ChartPoint(x: 0, y: 1), ChartPoint(x: 1, y: 0.97), ChartPoint(x: .nan, y: 0.5),
                        ChartPoint(x: 10, y: 0.097), ChartPoint(x: 100, y: 0.0097)
                    ])
            ])
        let parsed = try #require(parse(chart.text))
        #expect(!chart.text.contains("nan") && !chart.text.contains("inf"))
        // The NaN splits the line in two runs; the run with one point is not drawn.
        #expect(parsed.elements.filter { $0 == "polyline" }.count == 1)
    }

    // MARK: Reading the chart without seeing it

    @Test func everyChartHasATitleAndADescription() throws {
        let parsed = try #require(parse(rtpChart().text))
        #expect(parsed.elements.prefix(3) == ["svg", "title", "desc"])
        // Without a description of its own the chart describes its axes and series.
        #expect(parsed.texts.contains("RTP (%) against Wager (minutes); series: exact, simulated."))
        var chart = rtpChart()
        chart.description = "What it shows."
        #expect(try #require(parse(chart.text)).texts.contains("What it shows."))
    }

    @Test func aLogAxisSaysItIsLog() {
        #expect(ChartAxis("Wager", unit: "minutes", scale: .log10).label == "Wager (minutes, log scale)")
        #expect(ChartAxis("P", unit: nil, scale: .log10).label == "P (log scale)")
        #expect(ChartAxis("Wager", unit: "minutes").label == "Wager (minutes)")
    }

    @Test func explicitTickLabelsAreDrawnWithTheirSecondLine() throws {
        let chart = SVGChart(
            title: "Plinko",
            xAxis: ChartAxis(
                "Bucket", unit: nil, range: -0.5...2.5, ticks: [0, 1, 2],
                tickLabels: ["0", "1\n0.5x", "2\n26x"]),
            yAxis: ChartAxis("P", unit: "%", scale: .log10),
            series: [
                .bars("exact", points: [ChartPoint(x: 0, y: 25), ChartPoint(x: 1, y: 50), ChartPoint(x: 2, y: 0.01)])
            ])
        let parsed = try #require(parse(chart.text))
        #expect(parsed.elements.filter { $0 == "tspan" }.count == 2)
        #expect(parsed.texts.contains("26x") && parsed.texts.contains("0.5x"))
    }

    /// A step function holds each value until the next point, so the drawn path only runs
    /// horizontally and vertically, never diagonally.
    @Test func stepsHoldEachValueUntilTheNextPoint() throws {
        let chart = SVGChart(
            title: "Steps", xAxis: ChartAxis("x", unit: nil, range: 0...100),
            yAxis: ChartAxis("y", unit: "%", range: 0...50),
            series: [
                .steps("weeks", points: [ChartPoint(x: 0, y: 40), ChartPoint(x: 25, y: 20), ChartPoint(x: 50, y: 5)])
            ])
        let parsed = try #require(parse(chart.text))
        let path = try #require(
            parsed.attributes.first { ($0["d"] ?? "").hasPrefix("M") && $0["fill"] == "none" && $0["stroke"] != nil })
        let d = try #require(path["d"])
        #expect(!d.contains("L"))
        #expect(d.filter { $0 == "H" }.count == 2 && d.filter { $0 == "V" }.count == 2)
        // One marker per measured point, plus the legend's.
        #expect(parsed.elements.filter { $0 == "circle" }.count == 4)
    }

    @Test func aLegendShowsAnErrorBarOnlyForPointsThatHaveOne() throws {
        let bare = SVGChart(
            title: "t", xAxis: ChartAxis("x", unit: nil), yAxis: ChartAxis("y", unit: nil),
            series: [.points("targets", points: [ChartPoint(x: 1, y: 1), ChartPoint(x: 2, y: 2)])])
        #expect(try #require(parse(bare.text)).elements.filter { $0 == "path" }.isEmpty)
        let withBars = rtpChart()
        // 10 bars + the swatch's
        #expect(try #require(parse(withBars.text)).elements.filter { $0 == "path" }.count == 11)
    }

    /// Intervals far narrower than their markers: the legend says so instead of drawing a bar nobody can see.
    @Test func aLegendSaysWhenEveryErrorBarIsHiddenByItsMarker() throws {
        func chart(halfWidth: Double) -> SVGChart {
            SVGChart(
                title: "t", xAxis: ChartAxis("x", unit: nil, range: 0...3),
                yAxis: ChartAxis("y", unit: "%", range: 0...100),
                series: [
                    .points(
                        "simulated, 95 % interval",
                        points: [1.0, 2.0].map {
                            ChartPoint(x: $0, y: 50, errorBar: (50 - halfWidth)...(50 + halfWidth))
                        })
                ])
        }
        let hidden = try #require(parse(chart(halfWidth: 0.1).text))
        #expect(hidden.texts.contains("simulated, 95 % interval (each interval smaller than its marker)"))
        #expect(hidden.elements.filter { $0 == "path" }.count == 2) // the two tiny bars; no bar in the swatch
        let visible = try #require(parse(chart(halfWidth: 20).text))
        #expect(visible.texts.contains("simulated, 95 % interval"))
        #expect(visible.elements.filter { $0 == "path" }.count == 3)
    }

    @Test func aFigureStacksPanelsWithIdsThatDoNotCollide() throws {
        let figure = ChartFigure(title: "Crash: return", description: "Two panels.", panels: [rtpChart(), rtpChart()])
        let parsed = try #require(parse(figure.text))
        #expect(parsed.elements.prefix(3) == ["svg", "title", "desc"])
        #expect(parsed.attributes[0]["height"] == "920")
        let ids = parsed.attributes.compactMap { $0["id"] }
        #expect(ids.count == 2 && Set(ids).count == 2)
        #expect(parsed.attributes.contains { $0["clip-path"] == "url(#p1-plot-area)" })
    }
}

import CasinoCore
import Foundation
import OddsLab

/// The report's charts, as SVG files under `charts/`.
enum ReportCharts {
    /// `charts/rtp-<game>.svg` for each simulated (default) configuration.
    static func rtpChartPath(_ kind: GameKind) -> String { "charts/rtp-\(kind.rawValue).svg" }
    /// The games' own charts (`GameChart`, each in its game's folder), in the order the report lists them.
    static let gameCharts: [GameChart] = [.plinkoBuckets, .crashSurvival]

    static func files(_ model: ReportModel) -> [ReportFile] {
        var files: [ReportFile] = []
        let games = ((try? model.plan.simulatedGames()) ?? []).compactMap { game in
            model.odds(of: game).map { (odds: $0, runs: model.simulations(of: game)) }
        }
        let scale = RTPScale(games)
        for (odds, runs) in games {
            files.append(
                ReportFile(
                    path: rtpChartPath(odds.game.game),
                    bytes: rtpChart(odds, runs: runs, scale: scale, floor: model.plan.configuration.returnFloor).bytes))
        }
        for chart in gameCharts {
            if let game = defaultGame(chart.game, in: model), let svg = chart.draw(model, game) {
                files.append(ReportFile(path: chart.path, bytes: svg.bytes))
            }
        }
        files.append(
            ReportFile(path: AcceptanceChart.path, bytes: AcceptanceChart.chart(model.disclosure.day).bytes))
        return files
    }

    static func defaultGame(_ kind: GameKind, in model: ReportModel) -> ConfiguredGame? {
        ((try? model.plan.simulatedGames()) ?? []).first { $0.game == kind }
    }

    /// Every whole wager from 1 to the largest reported, so the saw-tooth of floor rounding shows.
    static var chartWagers: ClosedRange<Int> { 1...(ReportPlan.wagerSizes.max() ?? 1) }

    /// The exact return (rounding and cap, %) at each of `chartWagers`.
    static func exactReturns(_ odds: GameOdds) -> [ChartPoint] {
        chartWagers.compactMap { wager -> ChartPoint? in
            guard let odds = try? WagerOdds(game: odds.game, wager: wager) else { return nil }
            return ChartPoint(x: Double(wager), y: 100 * odds.rtp.doubleValue)
        }
    }

    /// A simulated run as "simulated − exact" in percentage points, with its 95 % interval.
    static func difference(_ run: SimulatedRTP) -> ChartPoint {
        let d = 100 * (run.observedRTP - run.exactRTP.doubleValue), half = 100 * RTPCSV.z95 * run.standardError
        return ChartPoint(x: Double(run.request.wager), y: d, errorBar: (d - half)...(d + half))
    }

    /// The one y-axis policy of the RTP charts: the return, the figure to compare between games,
    /// is on one scale in every game's chart, from the lowest return of any game (rounded down to
    /// 10) to 100 %. The simulation's error is a few hundredths of a point, invisible on that
    /// scale, so each chart adds a zoom below it: simulated − exact, on a range symmetric about 0
    /// fitted to that game's widest 95 % interval, so its intervals can be seen.
    struct RTPScale {
        var returns: ClosedRange<Double>

        init(_ games: [(odds: GameOdds, runs: [SimulatedRTP])]) {
            let values = games.flatMap { g in
                ReportCharts.exactReturns(g.odds).map(\.y) + [100 * g.odds.analysis.nominalRTP.doubleValue]
            }.filter(\.isFinite)
            let low = min(90, ((values.min() ?? 90) / 10).rounded(.down) * 10)
            let high = max(100, ((values.max() ?? 100) / 10).rounded(.up) * 10)
            returns = low...high
        }

        /// The return axis's ticks: every 10 % while that is at most 11 ticks (every default
        /// configuration), otherwise every 1, 2 or 5 × 10ⁿ % cutting the range into at most 10
        /// steps, so a payout table with huge multipliers draws as few ticks as any other.
        var returnTicks: [Double] {
            let (lo, hi) = (returns.lowerBound, returns.upperBound)
            guard lo.isFinite, hi.isFinite, hi >= lo else { return [] }
            var step = 10.0
            if (hi - lo) / step > 10 {
                let (mantissa, power) = ResolvedAxis.niceStep(forSpan: hi - lo, targetTicks: 10)
                step = mantissa * ResolvedAxis.power10(power)
            }
            var ticks: [Double] = []
            var k = (lo / step).rounded(.up)
            while k * step <= hi && ticks.count < ResolvedAxis.maximumTicks {
                ticks.append(k * step)
                if k + 1 == k { break }
                k += 1
            }
            return ticks
        }

        /// The zoom's range for one game: ± its widest interval end, rounded up to 1, 2 or 5 × 10ⁿ.
        static func difference(_ points: [ChartPoint]) -> ClosedRange<Double> {
            let reach =
                points.compactMap { p -> Double? in
                    guard let bar = p.errorBar, bar.lowerBound.isFinite, bar.upperBound.isFinite else { return nil }
                    return max(bar.lowerBound.magnitude, bar.upperBound.magnitude)
                }.max() ?? 0.1
            let bound = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50].first { $0 >= reach } ?? 100
            return -bound...bound
        }
    }

    /// The return floor as a level line across a chart of returns in %: a bet whose line runs below
    /// it is refused. None when the floor is off.
    static func floorLine(_ floor: ReturnFloor, from low: Double, to high: Double) -> [ChartSeries] {
        guard !floor.isOff else { return [] }
        let y = Double(floor.perMillion) / 10_000
        return [
            .line(
                "return floor: \(floor) (a bet below it is refused)",
                points: [low, high].map { ChartPoint(x: $0, y: y) })
        ]
    }

    /// RTP by wager size: above, the exact return after rounding and cap and the nominal return on
    /// the scale every game shares; below, each simulated run minus the exact return, with its 95 %
    /// interval.
    static func rtpChart(
        _ odds: GameOdds, runs: [SimulatedRTP], scale: RTPScale, floor: ReturnFloor = .defaults
    ) -> ChartFigure {
        let name = "\(OddsDisclosureMarkdown.gameName(odds.game.game)) \(odds.game.variant)"
        let exact = exactReturns(odds)
        let nominal = 100 * odds.analysis.nominalRTP.doubleValue
        let wagers = chartWagers
        let xAxis = ChartAxis(
            "Wager", unit: "minutes", scale: .log10, range: 0.9...(Double(wagers.upperBound) * 1.1),
            ticks: ReportPlan.wagerSizes.map(Double.init))
        let upper = SVGChart(
            title: "Return to player (scale shared by every game's chart)",
            xAxis: xAxis,
            yAxis: ChartAxis(
                "Return", unit: "%", range: scale.returns,
                ticks: scale.returnTicks),
            series: [
                .line("exact, after rounding and cap (every whole wager)", points: exact),
                .line(
                    "nominal, before rounding: \(NumberFormat.fixed(nominal, places: 3)) %",
                    points: [wagers.lowerBound, wagers.upperBound].map { ChartPoint(x: Double($0), y: nominal) })
            ] + floorLine(floor, from: Double(wagers.lowerBound), to: Double(wagers.upperBound)),
            height: 330)
        let differences = runs.map(difference)
        let zoom = RTPScale.difference(differences)
        let step = zoom.upperBound / 2
        let lower = SVGChart(
            title: "Zoom: simulated minus exact, with 95 % intervals (this game's own scale)",
            xAxis: xAxis,
            yAxis: ChartAxis(
                "Simulated − exact", unit: "points", range: zoom,
                ticks: [-2 * step, -step, 0, step, 2 * step]),
            series: [
                .line(
                    "exact (0)", points: [wagers.lowerBound, wagers.upperBound].map { ChartPoint(x: Double($0), y: 0) }),
                .points(
                    "simulated, \(runs.first.map { NumberFormat.integer($0.wagers) } ?? "0") wagers per size, 95 % interval",
                    points: differences)
            ],
            height: 260)
        let lowest = exact.min { $0.y < $1.y }, highest = exact.max { $0.y < $1.y }
        let largest = differences.map { $0.y.magnitude }.max() ?? 0
        let covered = differences.filter { $0.errorBar.map { $0.contains(0) } ?? false }.count
        var description =
            "Return to player of \(name) by wager size, 1 to \(wagers.upperBound) minutes on a log scale. "
            + "Upper panel, on a scale from \(Int(scale.returns.lowerBound)) % to \(Int(scale.returns.upperBound)) % shared by every game: "
            + "the exact return after rounding wins down to whole minutes and the midnight cap is "
        if let lowest, let highest {
            description +=
                "lowest \(NumberFormat.fixed(lowest.y, places: 2)) % at \(Int(lowest.x)) minutes and highest "
                + "\(NumberFormat.fixed(highest.y, places: 2)) % at \(Int(highest.x)) minutes"
        }
        description += "; the nominal return before rounding is \(NumberFormat.fixed(nominal, places: 3)) %. "
        description +=
            runs.isEmpty
            ? "No simulation was run."
            : "Lower panel: the simulation at \(runs.count) wager sizes differs from the exact return by at most "
                + "\(NumberFormat.fixed(largest, places: 3)) percentage points; \(covered) of the \(runs.count) 95 % intervals contain 0."
        return ChartFigure(title: "\(name): return by wager size", description: description, panels: [upper, lower])
    }

    /// Where the Plinko ball lands: exact bucket probabilities on a log axis (the rare edge buckets
    /// are the ones players ask about, and vanish on a linear one), each bucket's multiplier under
    /// its number, and the simulated frequencies with 95 % (Wilson) intervals.
    static func plinkoChart(_ odds: GameOdds, runs: [SimulatedRTP]) -> SVGChart {
        let outcomes = odds.game.engine.outcomeTable.outcomes
        let exact = outcomes.enumerated().map {
            ChartPoint(x: Double($0.offset), y: 100 * $0.element.probability.doubleValue)
        }
        var series: [ChartSeries] = [.bars("exact probability", points: exact)]
        let run = runs.first(where: { $0.request.wager == ReportPlan.disclosureWager }) ?? runs.first
        if let run, run.wagers > 0 {
            let n = Double(run.wagers), z = RTPCSV.z95
            series.append(
                .points(
                    "simulated (\(NumberFormat.integer(run.wagers)) balls), 95 % interval",
                    points: run.outcomeCounts.enumerated().map { k, count in
                        // Wilson's interval stays above 0 for a bucket seen at least once, so it can be drawn on a log axis.
                        let p = Double(count) / n, centre = (p + z * z / (2 * n)) / (1 + z * z / n)
                        let half = z / (1 + z * z / n) * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot()
                        return ChartPoint(
                            x: Double(k), y: 100 * p, errorBar: (100 * (centre - half))...(100 * (centre + half)))
                    }))
        }
        let smallest = exact.map(\.y).filter { $0 > 0 }.min() ?? 1
        let bottom = ResolvedAxis.power10(ResolvedAxis.decade(below: smallest / 2))
        var decades: [Double] = []
        var tick = bottom
        // At most 325 decades down to the smallest double; a tick of 0 (below it) would never grow.
        while tick > 0 && tick <= 100 * (1 + 1e-9) && decades.count < 400 { decades.append(tick); tick *= 10 }
        let edge = outcomes.first, middle = outcomes.indices.max { outcomes[$0].probability < outcomes[$1].probability }
        var description =
            "Plinko \(odds.game.variant): the probability of each of the \(outcomes.count) buckets, on a log scale, "
            + "with the multiplier each pays under its number."
        if let edge, let middle {
            description +=
                " The edge buckets (0 and \(outcomes.count - 1)) pay \(compactMultiplier(edge.centi)) with probability "
                + "\(ReportFigures.outcomeProbability(edge.probability, paying: edge.centi)) each "
                + "(1 in \(ReportFigures.outcomeOneIn(edge.probability, paying: edge.centi) ?? "never")); "
                + "the likeliest bucket, \(middle), pays \(compactMultiplier(outcomes[middle].centi)) with probability "
                + "\(NumberFormat.fixed(100 * outcomes[middle].probability.doubleValue, places: 2)) %."
        }
        if let run {
            description +=
                " Simulated frequencies from \(NumberFormat.integer(run.wagers)) balls are marked with 95 % intervals."
        }
        return SVGChart(
            title: "Plinko \(odds.game.variant): where the ball lands and what it pays",
            description: description,
            xAxis: ChartAxis(
                "Bucket (number of right bounces) and its multiplier", unit: nil,
                range: -0.6...(Double(outcomes.count) - 0.4), ticks: outcomes.indices.map(Double.init),
                tickLabels: outcomes.enumerated().map { "\($0.offset)\n\(compactMultiplier($0.element.centi))" }),
            yAxis: ChartAxis("Probability", unit: "%", scale: .log10, range: bottom...100, ticks: decades),
            series: series, height: 470)
    }

    /// `1.5x`, `110x`, `0.3x`: a multiplier in as few characters as it takes (under a narrow bar).
    static func compactMultiplier(_ centi: Centi) -> String {
        var text = centi.plainDecimal
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text + "x"
    }

    /// `P(X ≥ c) = r / c` for Crash, on log-log axes, with the analysis targets marked.
    static func crashChart(_ model: ReportModel, simulated game: ConfiguredGame) -> SVGChart {
        let crash = model.plan.configuration.crash
        let r = Double(crash.returnPPM) / 1_000_000
        let low = Double(crash.minimumTarget.hundredths), high = Double(crash.maximumTarget.hundredths)
        // 60 steps, evenly spaced on the log axis, each rounded to a target the game accepts.
        var curve: [ChartPoint] = []
        for i in 0...60 {
            let hundredths = (low * Foundation.pow(high / low, Double(i) / 60)).rounded(.down)
            curve.append(ChartPoint(x: hundredths / 100, y: r / (hundredths / 100)))
        }
        let targets = crash.offeredTargets.map {
            ChartPoint(x: Double($0.hundredths) / 100, y: r / (Double($0.hundredths) / 100))
        }
        var series: [ChartSeries] = [
            .line("exact, r / c", points: curve),
            .points("analysis targets", points: targets)
        ]
        let runs = model.simulations(of: game)
        let target = Double(game.options["target"].flatMap { Double($0) } ?? 2)
        var simulated = ""
        if let run = runs.first(where: { $0.request.wager == ReportPlan.disclosureWager }) ?? runs.first,
            run.wagers > 0,
            let win = run.outcomeCounts.last
        {
            let n = Double(run.wagers), p = Double(win) / n, half = RTPCSV.z95 * (p * (1 - p) / n).squareRoot()
            // The interval is far narrower than the marker on this scale, so the legend gives its width instead of a bar.
            simulated =
                "simulated at \(game.variant): \(NumberFormat.fixed(100 * p, places: 3)) % ± "
                + "\(NumberFormat.fixed(100 * half, places: 3)) points (95 %, \(NumberFormat.integer(run.wagers)) rounds)"
            series.append(.points(simulated, points: [ChartPoint(x: target, y: p)]))
        }
        let description =
            "Crash: the probability that the multiplier reaches a cash-out target c, r / c with r = "
            + "\(NumberFormat.fixed(r, places: 2)), for targets from \(NumberFormat.fixed(low / 100, places: 2))x to "
            + "\(NumberFormat.fixed(high / 100, places: 2))x, both axes on a log scale: a straight line falling tenfold for each "
            + "tenfold target, from \(NumberFormat.fixed(100 * r / (low / 100), places: 1)) % to "
            + "\(NumberFormat.fixed(100 * r / (high / 100), places: 3)) %. Markers show the \(targets.count) analysis targets"
            + (simulated.isEmpty ? "." : "; the \(simulated).")
        return SVGChart(
            title: "Crash: chance the multiplier reaches the target",
            description: description,
            xAxis: ChartAxis("Cash-out target c", unit: "×", scale: .log10),
            yAxis: ChartAxis("P(X ≥ c)", unit: nil, scale: .log10),
            series: series)
    }
}

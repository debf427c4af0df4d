import Foundation

/// The report's charts, as SVG files under `charts/`.
enum ReportCharts {
    /// `charts/rtp-<game>.svg` for each simulated (default) configuration.
    static func rtpChartPath(_ kind: GameKind) -> String { "charts/rtp-\(kind.rawValue).svg" }
    static let plinkoBucketsPath = "charts/plinko-buckets.svg"
    static let crashSurvivalPath = "charts/crash-survival.svg"

    static func files(_ model: ReportModel) -> [ReportFile] {
        var files: [ReportFile] = []
        for game in (try? model.plan.simulatedGames()) ?? [] {
            guard let odds = model.odds(of: game) else { continue }
            files.append(ReportFile(path: rtpChartPath(game.game), bytes: rtpChart(odds, runs: model.simulations(of: game)).bytes))
        }
        if let plinko = defaultGame(.plinko, in: model), let odds = model.odds(of: plinko) {
            files.append(ReportFile(path: plinkoBucketsPath, bytes: plinkoChart(odds, runs: model.simulations(of: plinko)).bytes))
        }
        if let crash = defaultGame(.crash, in: model) {
            files.append(ReportFile(path: crashSurvivalPath, bytes: crashChart(model, simulated: crash).bytes))
        }
        // Hook (days issue): `charts/days-minutes-lost.svg`, the distribution of minutes lost per day
        // per profile, joins here when the day simulation lands.
        return files
    }

    static func defaultGame(_ kind: GameKind, in model: ReportModel) -> ConfiguredGame? {
        ((try? model.plan.simulatedGames()) ?? []).first { $0.game == kind }
    }

    /// RTP by wager size: the exact line after rounding and cap, the nominal line, simulated points
    /// with 95 % intervals.
    static func rtpChart(_ odds: GameOdds, runs: [SimulatedRTP]) -> SVGChart {
        // Every whole wager from 1 to the largest reported, so the saw-tooth of floor rounding shows.
        let wagers = 1...(ReportPlan.wagerSizes.max() ?? 1)
        let exact = wagers.compactMap { wager -> ChartPoint? in
            guard let odds = try? WagerOdds(game: odds.game, wager: wager) else { return nil }
            return ChartPoint(x: Double(wager), y: 100 * odds.rtp.doubleValue)
        }
        let nominal = [wagers.lowerBound, wagers.upperBound].map {
            ChartPoint(x: Double($0), y: 100 * odds.analysis.nominalRTP.doubleValue)
        }
        var series: [ChartSeries] = [
            .line("exact, after rounding and cap (every whole wager)", points: exact),
            .line("nominal, before rounding", points: nominal),
        ]
        if !runs.isEmpty {
            series.append(.points("simulated, 95 % interval", points: runs.map { run in
                let y = 100 * run.observedRTP, half = 100 * RTPCSV.z95 * run.standardError
                return ChartPoint(x: Double(run.request.wager), y: y, errorBar: (y - half)...(y + half))
            }))
        }
        return SVGChart(
            title: "\(OddsDisclosureMarkdown.gameName(odds.game.game)) \(odds.game.variant): return by wager size",
            xAxis: ChartAxis("Wager", unit: "minutes", scale: .log10,
                             range: 0.9...(Double(wagers.upperBound) * 1.1), ticks: ReportPlan.wagerSizes.map(Double.init)),
            yAxis: ChartAxis("Return to player", unit: "%"),
            series: series)
    }

    /// Where the Plinko ball lands: exact bucket probabilities, simulated frequencies.
    static func plinkoChart(_ odds: GameOdds, runs: [SimulatedRTP]) -> SVGChart {
        let outcomes = odds.game.plan.outcomeTable.outcomes
        var series: [ChartSeries] = [
            .bars("exact", points: outcomes.enumerated().map { ChartPoint(x: Double($0.offset), y: 100 * $0.element.probability.doubleValue) }),
        ]
        if let run = runs.first(where: { $0.request.wager == ReportPlan.disclosureWager }) ?? runs.first, run.wagers > 0 {
            let n = Double(run.wagers)
            series.append(.points("simulated, 95 % interval", points: run.outcomeCounts.enumerated().map { k, count in
                let p = Double(count) / n, half = RTPCSV.z95 * (p * (1 - p) / n).squareRoot()
                return ChartPoint(x: Double(k), y: 100 * p, errorBar: (100 * (p - half))...(100 * (p + half)))
            }))
        }
        return SVGChart(
            title: "Plinko \(odds.game.variant): where the ball lands",
            xAxis: ChartAxis("Bucket (number of right bounces)", unit: nil,
                             range: -0.6...(Double(outcomes.count) - 0.4), ticks: outcomes.indices.map(Double.init)),
            yAxis: ChartAxis("Probability", unit: "%"),
            series: series)
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
        let targets = crash.analysisTargets.map { ChartPoint(x: Double($0.hundredths) / 100, y: r / (Double($0.hundredths) / 100)) }
        var series: [ChartSeries] = [
            .line("exact, r / c", points: curve),
            .points("analysis targets", points: targets),
        ]
        let runs = model.simulations(of: game)
        if let run = runs.first(where: { $0.request.wager == ReportPlan.disclosureWager }) ?? runs.first, run.wagers > 0,
           let win = run.outcomeCounts.last {
            let n = Double(run.wagers), p = Double(win) / n, half = RTPCSV.z95 * (p * (1 - p) / n).squareRoot()
            let target = Double(game.options["target"].flatMap { Double($0) } ?? 2)
            series.append(.points("simulated, 95 % interval", points: [ChartPoint(x: target, y: p, errorBar: (p - half)...(p + half))]))
        }
        return SVGChart(
            title: "Crash: chance the multiplier reaches the target",
            xAxis: ChartAxis("Cash-out target c", unit: "×", scale: .log10),
            yAxis: ChartAxis("P(X ≥ c)", unit: nil, scale: .log10),
            series: series)
    }
}

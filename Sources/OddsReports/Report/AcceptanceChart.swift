import CasinoCore
import OddsLab

/// `charts/acceptance.svg`: for each game and common stake, the share of an ordinary day at which
/// the game's offered choices accept that stake (holding only the bet), averaged over the choices,
/// with the half-day line every offered choice must reach at some stake.
enum AcceptanceChart {
    static let path = "charts/acceptance.svg"

    static func chart(_ day: DayAcceptance) -> SVGChart {
        let stakes = day.stakes
        // The stakes as evenly spaced categories (1 … 120 minutes on a linear axis would crowd the small ones).
        let xs = stakes.indices.map(Double.init)
        var series: [ChartSeries] = []
        var sentences: [String] = []
        for kind in GameRegistry.kinds {
            let rows = day.rows.filter { $0.game.game == kind }
            guard !rows.isEmpty else { continue }
            let points = stakes.indices.map { i -> ChartPoint in
                let minutes = rows.reduce(0) { $0 + $1.cells[i].minutesAccepted }
                return ChartPoint(x: xs[i], y: 100 * Double(minutes) / Double(rows.count * DayAcceptance.dayMinutes))
            }
            let name =
                rows.count == 1 ? rows[0].game.title : "\(kind) (mean of \(rows.count) choices)"
            series.append(.line(name, points: points))
            if let ten = stakes.firstIndex(of: 10) {
                sentences.append("\(name): \(NumberFormat.fixed(points[ten].y, places: 0)) % at 10 minutes")
            }
        }
        series.append(
            .line(
                "half the day: each offered choice reaches it at some stake",
                points: [xs.first ?? 0, xs.last ?? 0].map { ChartPoint(x: $0, y: 50) }))
        let playable = day.rows.filter(\.isPlayable).count
        let description =
            "The share of an ordinary day (00:00–23:59, holding only the bet) at which the app accepts a bet of each "
            + "common stake, averaged over each game's offered choices: "
            + sentences.joined(separator: "; ")
            + ". \(playable) of \(day.rows.count) offered choices are accepted at some common stake for at least half the day."
        return SVGChart(
            title: "When in the day the app takes each stake",
            description: description,
            xAxis: ChartAxis(
                "Stake", unit: "minutes", range: -0.4...(Double(stakes.count) - 0.6), ticks: xs,
                tickLabels: stakes.map(String.init)),
            yAxis: ChartAxis(
                "Share of the day the bet is accepted", unit: "%", range: 0...100, ticks: [0, 25, 50, 75, 100]),
            series: series)
    }
}

import CasinoCore
import OddsLab

extension GameChart {
    /// Where the Plinko ball lands (`ReportCharts.plinkoChart`).
    static let plinkoBuckets = GameChart(
        game: .plinko, path: "charts/plinko-buckets.svg",
        alt: { "\($0.title): where the ball lands" },
        draw: { model, game in
            model.odds(of: game).map { ReportCharts.plinkoChart($0, runs: model.simulations(of: game)) }
        })
}

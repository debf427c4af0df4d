import CasinoCore
import OddsLab

extension GameChart {
    /// The chance Crash's multiplier reaches each target (`ReportCharts.crashChart`).
    static let crashSurvival = GameChart(
        game: .crash, path: "charts/crash-survival.svg",
        alt: { _ in "Crash: chance the multiplier reaches the target" },
        draw: { model, game in ReportCharts.crashChart(model, simulated: game) })
}

import CasinoCore
import OddsLab

/// A chart the report draws for one game of its own, beside every game's return chart: its file
/// under `charts/`, the fairness report's image line, and how it is drawn from the game's default
/// configuration. Each is declared in its game's folder (`Games/<Game>/`) and listed once, in
/// `ReportCharts.gameCharts`; a game without one draws only its return chart.
struct GameChart: Sendable {
    /// The game drawn.
    var game: GameKind
    /// The file, under the report's folder: `"charts/plinko-buckets.svg"`.
    var path: String
    /// The image's text in the fairness report, for the game's default configuration.
    var alt: @Sendable (ConfiguredGame) -> String
    /// The chart of the game's default configuration; nil when the model has nothing to draw.
    var draw: @Sendable (ReportModel, ConfiguredGame) -> SVGChart?
}

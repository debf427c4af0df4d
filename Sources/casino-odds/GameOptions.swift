import ArgumentParser
import CasinoCore
import OddsLab

/// The game flags every command that plays or analyses a game shares (`@OptionGroup var game: GameOptions`),
/// read by OddsLab's `GameFlags`.
struct GameOptions: ParsableArguments, OptionWording {
    @Option(help: "The game: \(GameRegistry.namesInWords) (implied by the options below when left out).")
    var game: GameKind?

    @Option(help: "Crash: the cash-out target in x, e.g. 2.00 (1.01…1000.00 by default).") var target: String?

    @Option(help: "Plinko: the number of rows, 8…16.") var rows: Int?

    @Option(help: "Plinko: the risk, low, medium or high.") var risk: PlinkoRisk?

    @Option(help: "Mines: the number of mines, 1…24.") var mines: Int?

    @Option(help: "Mines: the tiles revealed before cashing out, 1…25 − mines.") var reveals: Int?

    @OptionGroup var configFile: ConfigOption<GameOptions>

    /// The flags as given, for a request.
    var flags: GameFlags {
        GameFlags(
            game: game, target: target, rows: rows, risk: risk, mines: mines, reveals: reveals,
            config: configFile.config)
    }
}

extension GameKind: ExpressibleByArgument {}
extension PlinkoRisk: ExpressibleByArgument {}

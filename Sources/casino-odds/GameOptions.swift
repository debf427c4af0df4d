import ArgumentParser
import CasinoCore
import OddsLab

/// The game flags every command that plays or analyses a game shares (`@OptionGroup var game: GameOptions`).
///
/// An option left out means "every configuration of that game" to `analyze`
/// (`allConfiguredGames()`) and the documented default to commands that play (`configuredGame()`):
/// Crash 2.00x, Plinko 16 rows medium, Mines 3 mines 5 reveals, Slots the default machine.
struct GameOptions: ParsableArguments {
    @Option(help: "The game: \(GameRegistry.namesInWords) (implied by the options below when left out).")
    var game: GameKind?

    @Option(help: "Crash: the cash-out target in x, e.g. 2.00 (1.01…1000.00 by default).")
    var target: String?

    @Option(help: "Plinko: the number of rows, 8…16.")
    var rows: Int?

    @Option(help: "Plinko: the risk, low, medium or high.")
    var risk: PlinkoRisk?

    @Option(help: "Mines: the number of mines, 1…24.")
    var mines: Int?

    @Option(help: "Mines: the tiles revealed before cashing out, 1…25 − mines.")
    var reveals: Int?

    @OptionGroup var configFile: ConfigOption

    /// `--config`'s path.
    var config: String? { configFile.config }

    /// The configuration: the defaults, overridden by `--config` when given.
    func configuration() throws -> GameConfiguration {
        try configurationFile()?.configuration ?? .defaults
    }

    /// The `--config` file, read once (its digest is of the bytes parsed); nil without `--config`.
    func configurationFile() throws -> ConfigurationFile? {
        guard let config else { return nil }
        return try GameConfiguration.loadFile(path: config)
    }

    /// What the flags select, with `--target` read as exact hundredths.
    func selection() throws -> GameSelection {
        var crashTarget: CrashTarget? = nil
        if let target {
            let text = target.hasSuffix("x") || target.hasSuffix("X") ? String(target.dropLast()) : target
            switch DecimalText.centi(text) {
            case .success(let centi): crashTarget = CrashTarget(centi)
            case .failure(let problem): throw InputError("--target: \(target) \(problem.rule)")
            }
        }
        return GameSelection(game: game, target: crashTarget, rows: rows, risk: risk, mines: mines, reveals: reveals)
    }

    /// Every configuration the flags cover (all of a game's when its options are left out): for `analyze`.
    func allConfiguredGames() throws -> [ConfiguredGame] {
        let configuration = try configuration()
        let selection = try selection()
        return try reported { () throws(ConfigurationError) in try configuration.configuredGames(for: selection) }
    }

    /// The one configuration to play, options left out taking their documented defaults; a game is required.
    func configuredGame() throws -> ConfiguredGame {
        try configuredGame(in: try configuration())
    }

    /// The one configuration to play from an already loaded configuration.
    func configuredGame(in configuration: GameConfiguration) throws -> ConfiguredGame {
        let selection = try selection()
        return try reported { () throws(ConfigurationError) in try configuration.configuredGame(for: selection) }
    }

    /// One configuration per game selected (all four when none is), options left out at their defaults.
    func defaultConfiguredGames() throws -> [ConfiguredGame] {
        let configuration = try configuration()
        let selection = try selection()
        return try reported { () throws(ConfigurationError) in try configuration.defaultConfiguredGames(for: selection)
        }
    }

    /// Runs `body`, turning a configuration error into a one-line `InputError` that names the flag.
    private func reported<T>(_ body: () throws(ConfigurationError) -> T) throws -> T {
        do throws(ConfigurationError) {
            return try body()
        } catch {
            throw InputError(error.flagged.description)
        }
    }
}

extension GameKind: ExpressibleByArgument {}
extension PlinkoRisk: ExpressibleByArgument {}

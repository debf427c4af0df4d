import CasinoCore

/// The game options as given (`--game`, each registered game's own options, `GameOption`, and
/// `--config`), read here, once, for every request that plays or analyses a game.
///
/// An option left out means "every configuration of that game" to `analyze`
/// (`allConfiguredGames()`) and the documented default to requests that play (`configuredGame()`):
/// Crash 2.00x, Plinko 16 rows medium, Mines 3 mines 5 reveals, Slots the default machine.
public struct GameFlags: Hashable, Sendable {
    var game: GameKind?
    /// The games' options given, by name (`GameOption.name`), as typed: `["target": "2.00"]`.
    var options: [String: String]
    /// `--config`'s path.
    public var config: String?

    public init(game: GameKind? = nil, options: [String: String] = [:], config: String? = nil) {
        (self.game, self.options, self.config) = (game, options, config)
    }

    /// Whether any game option (or `--config`) was given.
    public var anyGiven: Bool { game != nil || !options.isEmpty || config != nil }

    /// The configuration: the defaults, overridden by `--config` when given.
    public func configuration() throws -> GameConfiguration {
        try configurationFile()?.configuration ?? .defaults
    }

    /// The `--config` file, read once (its digest is of the bytes parsed); nil without `--config`.
    func configurationFile() throws -> ConfigurationFile? {
        guard let config else { return nil }
        return try GameConfiguration.loadFile(path: config)
    }

    /// What the flags select (each game's descriptor reads its own options).
    func selection() throws -> GameSelection { GameSelection(game: game, options: options) }

    /// Every configuration the flags cover (all of a game's when its options are left out): for `analyze`.
    func allConfiguredGames() throws -> [ConfiguredGame] {
        let configuration = try configuration()
        let selection = try selection()
        return try flagged { () throws(ConfigurationError) in try configuration.configuredGames(for: selection) }
    }

    /// The one configuration to play from `configuration`, options left out at their documented
    /// defaults; a game is required.
    package func configuredGame(in configuration: GameConfiguration? = nil) throws -> ConfiguredGame {
        let configuration = try configuration ?? self.configuration()
        let selection = try selection()
        return try flagged { () throws(ConfigurationError) in try configuration.configuredGame(for: selection) }
    }

    /// Every configuration of `game` the flags cover in `configuration` (all of the game's when its
    /// options are left out): the flags checked where they enter, once, for a request that builds
    /// the same games again later (`tune`, `sweep`), which then refuses nothing a flag gave.
    func configuredGames(of game: GameKind, in configuration: GameConfiguration) throws -> [ConfiguredGame] {
        var selection = try selection()
        selection.game = game
        return try flagged { () throws(ConfigurationError) in try configuration.configuredGames(for: selection) }
    }

    /// Checks the text of `game`'s options (a number where one is wanted, a known word), not their
    /// range (`LabGameEngine.checkOptionText`): for a request that reads them without building a game
    /// from the configuration (`tune --shape`).
    func checkOptionText(of game: GameKind) throws {
        let selection = try selection()
        try flagged { () throws(ConfigurationError) in
            try GameRegistry.descriptor(game).engineType.checkOptionText(selection)
        }
    }

    /// The game the flags name or imply (`fallback` when none does), or "--game is required".
    func resolvedGame(_ fallback: GameKind? = nil, choices: String = GameRegistry.namesInWords) throws
        -> GameKind
    {
        let selection = try selection()
        let named = try flagged { () throws(ConfigurationError) in try selection.resolvedGame() }
        guard let kind = named ?? fallback else { throw InputError("\(option: .game) is required: choose \(choices)") }
        return kind
    }

    /// Runs `body`, turning a configuration error into a one-line error that names the flag.
    private func flagged<T>(_ body: () throws(ConfigurationError) -> T) throws -> T {
        do throws(ConfigurationError) {
            return try body()
        } catch {
            throw InputError(flagged: error)
        }
    }
}

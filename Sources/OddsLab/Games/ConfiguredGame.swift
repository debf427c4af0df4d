import CasinoCore

/// One game with its options chosen and its engine built: the unit every command works on.
///
/// `analyze` prints one per configuration, the Monte Carlo runner plays `engine`, and reports and
/// checks label their rows with `game`, `variant` and `options`.
package struct ConfiguredGame: Hashable, Sendable {
    /// Which game.
    package var game: GameKind
    /// A short, human label of the options: `"2.00x"`, `"16 rows high"`, `"3 mines 5 reveals"`, `"one payline"`.
    package var variant: String
    /// The options by name, as on the command line: `["rows": "16", "risk": "high"]`; empty for Slots.
    package var options: [String: String]
    /// The engine, ready to play.
    package var engine: AnyGameEngine

    init(game: GameKind, variant: String, options: [String: String], engine: AnyGameEngine) {
        self.game = game
        self.variant = variant
        self.options = options
        self.engine = engine
    }

    /// `"plinko 16 rows high"`.
    package var title: String { "\(game) \(variant)" }
}

/// Which games and options a command asked for; an option left out means "not given".
///
/// The options are held by name, as typed (`["target": "2.00"]`): each belongs to the game whose
/// descriptor lists it (`LabGameEngine.selectionOptions`), which reads it. The same selection means
/// "every configuration" to `analyze` (`configuredGames(for:)`) and "the documented default" to
/// commands that play (`configuredGame(for:)`).
package struct GameSelection: Hashable, Sendable {
    var game: GameKind?
    /// The options given, by name, as typed.
    var options: [String: String]

    package init(game: GameKind? = nil, options: [String: String] = [:]) {
        self.game = game
        self.options = options
    }

    /// The option `name` as typed, nil when not given.
    subscript(option name: String) -> String? {
        get { options[name] }
        set { options[name] = newValue }
    }

    /// The option `name` as a whole number, nil when not given.
    ///
    /// - Throws: when it was given but is not a whole number.
    func wholeNumber(_ name: String) throws(ConfigurationError) -> Int? {
        guard let text = options[name] else { return nil }
        guard let value = Int(text) else {
            throw ConfigurationError(path: name, value: text, rule: "is not a whole number")
        }
        return value
    }

    /// The option names given, with the game each belongs to, in the registry's order (each game's
    /// options in the order its descriptor lists them).
    ///
    /// - Throws: when an option given is no registered game's.
    func givenOptions() throws(ConfigurationError) -> [(name: String, game: GameKind)] {
        var given: [(String, GameKind)] = []
        for descriptor in GameRegistry.games {
            for option in descriptor.selectionOptions where options[option.name] != nil {
                given.append((option.name, descriptor.kind))
            }
        }
        if given.count < options.count,
            let stray = options.keys.sorted().first(where: { GameRegistry.game(taking: $0) == nil })
        {
            throw ConfigurationError(path: stray, rule: "is no game's option")
        }
        return given
    }

    /// The game asked for: `game`, or the one game the given options belong to, or nil for all games.
    ///
    /// - Throws: when an option belongs to another game than `game`, or options of two games are mixed.
    func resolvedGame() throws(ConfigurationError) -> GameKind? {
        let given = try givenOptions()
        if let game {
            if let stray = given.first(where: { $0.game != game }) {
                throw ConfigurationError(path: stray.name, rule: "is a \(stray.game) option, not a \(game) one")
            }
            return game
        }
        guard let first = given.first else { return nil }
        if let other = given.first(where: { $0.game != first.game }) {
            throw ConfigurationError(
                path: other.name,
                rule: "is a \(other.game) option and cannot be mixed with \(first.name) (\(first.game))")
        }
        return first.game
    }
}

extension GameConfiguration {
    /// Every configuration of `game`: Crash at each analysis target, Plinko at each offered
    /// rows × risk (27 by default), Mines at every offered m × k, Slots once.
    func allConfiguredGames(of game: GameKind) throws(ConfigurationError) -> [ConfiguredGame] {
        try configuredGames(for: GameSelection(game: game))
    }

    /// The configurations a selection covers, an option left out meaning all its values: what
    /// `analyze` reports. No game and no options means all four games.
    package func configuredGames(for selection: GameSelection) throws(ConfigurationError) -> [ConfiguredGame] {
        let games = try selection.resolvedGame().map { [GameRegistry.descriptor($0)] } ?? GameRegistry.games
        var result: [ConfiguredGame] = []
        for game in games { result += try game.configurations(self, selection) }
        return result
    }

    /// The one configuration a command that plays uses: each option left out takes its documented
    /// default (Crash 2.00x, Plinko 16 rows medium, Mines 3 mines 5 reveals, Slots the machine).
    ///
    /// - Throws: when no game is given or implied by the options, or an option is invalid.
    func configuredGame(for selection: GameSelection) throws(ConfigurationError) -> ConfiguredGame {
        guard let game = try selection.resolvedGame() else {
            throw ConfigurationError(path: "game", rule: "is required: choose \(GameRegistry.namesInWords)")
        }
        return try defaultConfiguredGame(game, selection: selection)
    }

    /// Each game at its options from `selection`, defaults for the rest: one configuration per game
    /// asked for (all four when no game is given or implied).
    package func defaultConfiguredGames(for selection: GameSelection) throws(ConfigurationError) -> [ConfiguredGame] {
        let games = try selection.resolvedGame().map { [GameRegistry.descriptor($0)] } ?? GameRegistry.games
        var result: [ConfiguredGame] = []
        for game in games { result.append(try game.defaultConfiguration(self, selection)) }
        return result
    }

    private func defaultConfiguredGame(_ game: GameKind, selection: GameSelection) throws(ConfigurationError)
        -> ConfiguredGame
    {
        try GameRegistry.descriptor(game).defaultConfiguration(self, selection)
    }
}

extension Centi {
    /// `"2.00"`: the multiplier as plain decimal text, without the `x`.
    package var plainDecimal: String {
        let text = description
        return String(text.dropLast())
    }
}

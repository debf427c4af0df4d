import CasinoCore

/// A game and its options, as a simulated user picks them: the game and its options by name, as a
/// `GameSelection` names them (`LabGameEngine.selectionOptions`), every option of the game given.
/// The day simulation plays the real engines with the product's default configurations
/// (`Docs/games.md`) unless a run is given another configuration (`casino-odds sweep` moves the
/// edge that way). Each game's folder has its own spelling (`.crash(target:)`).
package struct DayGameKind: Hashable, Sendable, CustomStringConvertible {
    /// The game this choice plays.
    var game: GameKind
    /// Its options by name, as typed: `["target": "2.00"]`.
    var options: [String: String]

    init(game: GameKind, options: [String: String] = [:]) {
        self.game = game
        self.options = options
    }

    /// The game with its options checked and its engine built from `configuration`.
    func configuredGame(in configuration: GameConfiguration = .defaults) throws(ConfigurationError)
        -> ConfiguredGame
    {
        try GameRegistry.descriptor(game).defaultConfiguration(
            configuration, GameSelection(game: game, options: options))
    }

    /// The game and options `game` was built with: its options the game's descriptor lists (nil if
    /// its game is not registered).
    init?(_ game: ConfiguredGame) {
        guard let descriptor = GameRegistry.registered(game.game) else { return nil }
        var options: [String: String] = [:]
        for option in descriptor.selectionOptions {
            guard let value = game.options[option.name] else { return nil }
            options[option.name] = value
        }
        self.init(game: game.game, options: options)
    }

    /// `"crash 2.00x"`, `"plinko 16 rows high"`, `"mines 3 mines 5 reveals"`, `"slots"`: the game's
    /// name and its words for the options (`LabGameEngine.dayChoiceWords`).
    package var description: String {
        let words = GameRegistry.registered(game)?.engineType.dayChoiceWords(options) ?? ""
        return words.isEmpty ? game.rawValue : "\(game) \(words)"
    }
}

/// One entry of a profile's game menu: a game and how often it is picked relative to the others.
package struct GameChoice: Hashable, Sendable {
    package var kind: DayGameKind
    /// Relative weight, at least 1.
    package var weight: Int

    init(_ kind: DayGameKind, weight: Int = 1) {
        self.kind = kind
        self.weight = weight
    }
}

/// A game ready to play during a simulated day: the engine and the names the history records.
struct DayGame: Sendable {
    /// The game, recorded in the history by its name (`"crash"`, `"plinko"`, …).
    var name: GameKind
    /// The options as shown to the user: `"2.00x"`, `"16 rows high"`.
    var options: String
    var engine: AnyGameEngine
    /// The engine's outcome table, kept so each commit can judge the return floor without rebuilding it.
    var outcomeTable: OutcomeTable
    /// The configuration's return floor, which every commit is judged against.
    var returnFloor: ReturnFloor

    init(_ game: ConfiguredGame, returnFloor: ReturnFloor) {
        name = game.game
        options = game.variant
        engine = game.engine
        outcomeTable = game.engine.outcomeTable
        self.returnFloor = returnFloor
    }

    /// Plays one round of `wager` minutes.
    @inline(__always)
    func play<G: BitGenerator>(wager: Int, using generator: inout G) -> GameOutcome {
        engine.play(wager: wager, using: &generator)
    }
}

extension UserProfile {
    /// This profile with each game choice `configuration` does not offer (a file may offer fewer
    /// targets, tables or plans) replaced by its game's default choice there, the one `simulate`
    /// plays: the report's named profiles then run under any valid configuration. Unchanged when
    /// every choice is offered (the defaults).
    package func playable(in configuration: GameConfiguration) -> UserProfile {
        var profile = self
        for i in profile.games.indices where (try? profile.games[i].kind.configuredGame(in: configuration)) == nil {
            let game = profile.games[i].kind.game
            if let fallback = try? GameRegistry.descriptor(game).defaultConfiguration(configuration, GameSelection()),
                let kind = DayGameKind(fallback)
            {
                profile.games[i].kind = kind
            }
        }
        return profile
    }
}

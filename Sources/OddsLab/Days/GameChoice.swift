import CasinoCore

/// A game and its options, as a simulated user picks them. The day simulation plays the real
/// engines with the product's default configurations (`Docs/games.md`) unless a run is given
/// another configuration (`casino-odds sweep` moves the edge that way).
package enum DayGameKind: Hashable, Sendable, CustomStringConvertible {
    /// Crash, cashing out at `target`.
    case crash(target: Centi)
    /// Plinko with `rows` rows at `risk`.
    case plinko(rows: Int, risk: PlinkoRisk)
    /// Mines with `mines` mines, cashing out after `reveals` safe tiles.
    case mines(mines: Int, reveals: Int)
    /// Slots with the default strips and paytable.
    case slots

    /// The game with its options checked and its engine built from `configuration`.
    package func configuredGame(in configuration: GameConfiguration = .defaults) throws(ConfigurationError)
        -> ConfiguredGame
    {
        switch self {
        case .crash(let target): return try .crash(configuration.crash, target: CrashTarget(target))
        case .plinko(let rows, let risk):
            return try .plinko(configuration.plinko, options: PlinkoOptions(rows: rows, risk: risk))
        case .mines(let mines, let reveals):
            return try .mines(configuration.mines, plan: MinesPlan(mines: mines, reveals: reveals))
        case .slots: return try .slots(configuration.slots)
        }
    }

    /// The game and options `game` was built with (nil if its options cannot be read back, or its
    /// game has no day-model choice: its descriptor's `dayChoice`).
    package init?(_ game: ConfiguredGame) {
        guard let kind = GameRegistry.descriptor(game.game).dayChoice?(game) else { return nil }
        self = kind
    }

    /// The game this choice plays.
    package var game: GameKind {
        switch self {
        case .crash: return .crash
        case .plinko: return .plinko
        case .mines: return .mines
        case .slots: return .slots
        }
    }

    /// `"crash 2.00x"`, `"plinko 16 rows high"`, `"mines 3 mines 5 reveals"`, `"slots"`.
    package var description: String {
        switch self {
        case .crash(let target): return "crash \(target)"
        case .plinko(let rows, let risk): return "plinko \(rows) rows \(risk)"
        case .mines(let mines, let reveals): return "mines \(mines) mines \(reveals) reveals"
        case .slots: return "slots"
        }
    }
}

/// One entry of a profile's game menu: a game and how often it is picked relative to the others.
package struct GameChoice: Hashable, Sendable {
    package var kind: DayGameKind
    /// Relative weight, at least 1.
    package var weight: Int

    package init(_ kind: DayGameKind, weight: Int = 1) {
        self.kind = kind
        self.weight = weight
    }
}

/// A game ready to play during a simulated day: the engine and the names the history records.
package struct DayGame: Sendable {
    /// The game, recorded in the history by its name (`"crash"`, `"plinko"`, …).
    package var name: GameKind
    /// The options as shown to the user: `"2.00x"`, `"16 rows high"`.
    package var options: String
    package var engine: AnyGameEngine
    /// The engine's outcome table, kept so each commit can judge the return floor without rebuilding it.
    package var outcomeTable: OutcomeTable
    /// The configuration's return floor, which every commit is judged against.
    package var returnFloor: ReturnFloor

    package init(_ game: ConfiguredGame, returnFloor: ReturnFloor) {
        name = game.game
        options = game.variant
        engine = game.engine
        outcomeTable = game.engine.outcomeTable
        self.returnFloor = returnFloor
    }

    /// Plays one round of `wager` minutes.
    @inline(__always)
    package func play<G: BitGenerator>(wager: Int, using generator: inout G) -> GameOutcome {
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

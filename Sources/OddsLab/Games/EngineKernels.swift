import CasinoCore
import Statistics

/// The lab's loops over millions of rounds, compiled for one engine type: the Monte Carlo run
/// (`simulate`, `check`, the report) and the generator's outcome test (`rng --outcomes`).
///
/// `AnyGameEngine` holds its engine as an existential, so a loop written over it would make a
/// dynamic call per round with the generator unspecialised. Instead each game's descriptor builds
/// its kernels with its engine's type (`GameDescriptor(engine: CrashEngine.self, …)`): this
/// initializer is generic, the optimizer specialises it per game, and with it the closures below,
/// so each game's loop is compiled for its engine as it was when a closed enum switched over the
/// games. A new game gets its kernels from its descriptor, with no list to edit.
struct EngineKernels: Sendable {
    /// Runs `play` on the engine `game` holds.
    let monteCarlo: @Sendable (AnyGameEngine, MonteCarloRunner.Play) -> MonteCarloResult
    /// Runs `test` on the engine `game` holds.
    let outcomes: @Sendable (AnyGameEngine, ScaledOutputTest.Outcomes) throws -> PearsonChiSquareTest

    init<Engine: RegisteredGameEngine>(_: Engine.Type) {
        // An engine of another type (never, when the registry is right) still runs, unspecialised.
        monteCarlo = { game, play in
            guard let engine = game.as(Engine.self) else { return game.open(play) }
            return play(engine)
        }
        outcomes = { game, test in
            guard let engine = game.as(Engine.self) else { return try game.open(test) }
            return try test(engine)
        }
    }

    /// The kernels of `game`'s descriptor; nil for a game the registry does not list.
    static func of(_ game: AnyGameEngine) -> EngineKernels? {
        GameRegistry.registered(game.kind)?.kernels
    }
}

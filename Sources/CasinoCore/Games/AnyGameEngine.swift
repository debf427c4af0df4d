/// Any game's engine, as one concrete type: what code that handles "whichever game the user chose"
/// (the app's game screen, a configured game, a replayed round) holds.
///
/// It holds the engine as an existential, so a new game adds nothing here. A single round through it
/// is one dynamic call; a loop over millions of rounds (the lab's Monte Carlo runner) does not go
/// through it but through code compiled for the concrete engine type (`base`, `as(_:)`, or the lab's
/// per-game kernels, `OddsLab/Games/EngineKernels.swift`).
public struct AnyGameEngine: GameEngine, Hashable {
    /// Which game this is.
    public let kind: GameKind
    /// The engine itself.
    public let base: any RegisteredGameEngine

    /// Wraps `engine`.
    public init<Engine: RegisteredGameEngine>(_ engine: Engine) {
        kind = Engine.kind
        base = engine
    }

    public var outcomeTable: OutcomeTable { base.outcomeTable }

    /// The options as the history records them (`RegisteredGameEngine.recordedOptions`).
    public var recordedOptions: String { base.recordedOptions }

    /// - Complexity: the engine's, plus one dynamic call.
    public func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        base.playOutcome(using: &generator)
    }

    /// The engine as `Engine`, when it is one: `game.engine.as(PlinkoEngine.self)?.table`.
    @inlinable
    public func `as`<Engine: RegisteredGameEngine>(_: Engine.Type) -> Engine? { base as? Engine }

    public static func == (lhs: AnyGameEngine, rhs: AnyGameEngine) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}

/// Code generic over the engine that `AnyGameEngine.open` hands the concrete engine to.
public protocol GameEngineBody {
    /// What the body returns.
    associatedtype Result
    /// What the body throws (`Never` when it cannot fail).
    associatedtype Failure: Error = Never
    /// Runs the body on `engine`, the concrete engine `AnyGameEngine.open` found.
    func callAsFunction<Engine: GameEngine>(_ engine: Engine) throws(Failure) -> Result
}

extension AnyGameEngine {
    /// Runs `body` on the concrete engine (the existential opened). The body is not specialised on
    /// the engine's type here: a hot loop goes through the lab's kernels instead.
    ///
    /// - Complexity: `body`'s.
    public func open<Body: GameEngineBody>(_ body: Body) throws(Body.Failure) -> Body.Result {
        try body(base)
    }

    /// The engine for a recorded `game` and its `options` as shown to the user (`"2.00x"`,
    /// `"16 rows high"`, `"3 mines 5 reveals"`, `"one payline"`), or nil when they are not that
    /// game's: the game's own reader (`RegisteredGameEngine.init(recorded:configuration:)`).
    public init?(recorded game: GameKind, options: String, configuration: GameConfiguration) throws(ConfigurationError)
    {
        guard let type = game.engineType else { return nil }
        guard let engine = try AnyGameEngine.recorded(type, options: options, configuration: configuration) else {
            return nil
        }
        self = engine
    }

    private static func recorded<Engine: RegisteredGameEngine>(
        _: Engine.Type, options: String, configuration: GameConfiguration
    ) throws(ConfigurationError) -> AnyGameEngine? {
        try Engine(recorded: options, configuration: configuration).map(AnyGameEngine.init)
    }
}

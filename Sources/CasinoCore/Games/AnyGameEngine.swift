/// Any of the four engines, as one concrete type.
///
/// Code that handles "whichever game the user chose" (the app's game screen, the Monte Carlo
/// runner) holds this enum rather than `any GameEngine`, so a hot loop specialised on it dispatches
/// with a switch instead of an existential call and still never allocates.
///
/// This file holds CasinoCore's only switches over the games (the cases, `kind`, `open`, replaying
/// recorded options): code that needs the concrete engine calls `open` rather than switching itself,
/// so a new game adds its case here and nowhere else in the core.
public enum AnyGameEngine: GameEngine, Hashable {
    /// A Crash round.
    case crash(CrashEngine)
    /// A Plinko drop.
    case plinko(PlinkoEngine)
    /// A Mines round.
    case mines(MinesEngine)
    /// A Slots spin.
    case slots(SlotsEngine)

    /// Which game this is.
    public var kind: GameKind {
        switch self {
        case .crash: return .crash
        case .plinko: return .plinko
        case .mines: return .mines
        case .slots: return .slots
        }
    }

    public var outcomeTable: OutcomeTable {
        switch self {
        case .crash(let engine): return engine.outcomeTable
        case .plinko(let engine): return engine.outcomeTable
        case .mines(let engine): return engine.outcomeTable
        case .slots(let engine): return engine.outcomeTable
        }
    }

    /// - Complexity: the chosen engine's, plus one switch.
    @inlinable
    public func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        switch self {
        case .crash(let engine): return engine.playOutcome(using: &generator)
        case .plinko(let engine): return engine.playOutcome(using: &generator)
        case .mines(let engine): return engine.playOutcome(using: &generator)
        case .slots(let engine): return engine.playOutcome(using: &generator)
        }
    }
}

/// Code generic over the engine that `AnyGameEngine.open` hands the concrete engine to, so a loop
/// inside it is specialised on that engine's type (no existential call per round).
public protocol GameEngineBody {
    /// What the body returns.
    associatedtype Result
    /// What the body throws (nothing by default).
    associatedtype Failure: Error = Never
    /// Runs the body on the concrete engine.
    func callAsFunction<Engine: GameEngine>(_ engine: Engine) throws(Failure) -> Result
}

extension AnyGameEngine {
    /// Runs `body` on the concrete engine: the one switch every caller that needs the engine's type
    /// (the Monte Carlo runner, the fairness gate, the generator's outcome test) goes through.
    ///
    /// - Complexity: `body`'s, plus one switch.
    @inlinable
    public func open<Body: GameEngineBody>(_ body: Body) throws(Body.Failure) -> Body.Result {
        switch self {
        case .crash(let engine): return try body(engine)
        case .plinko(let engine): return try body(engine)
        case .mines(let engine): return try body(engine)
        case .slots(let engine): return try body(engine)
        }
    }

    /// The engine for a recorded `game` and its `options` as shown to the user (`"2.00x"`,
    /// `"16 rows high"`, `"3 mines 5 reveals"`, `"one payline"`), or nil when they are not that game's.
    public init?(recorded game: GameKind, options: String, configuration: GameConfiguration) throws(ConfigurationError)
    {
        let words = options.split(separator: " ").map(String.init)
        switch game {
        case .crash:
            guard words.count == 1, let centi = Centi(multiplierText: words[0]) else { return nil }
            self = .crash(try CrashEngine(configuration: configuration.crash, target: CrashTarget(centi)))
        case .plinko:
            guard words.count == 3, words[1] == "rows", let rows = Int(words[0]),
                let risk = PlinkoRisk(rawValue: words[2])
            else { return nil }
            self = .plinko(
                try PlinkoEngine(configuration: configuration.plinko, options: PlinkoOptions(rows: rows, risk: risk)))
        case .mines:
            guard words.count == 4, let mines = Int(words[0]), let reveals = Int(words[2]),
                words[1].hasPrefix("mine"), words[3].hasPrefix("reveal")
            else { return nil }
            self = .mines(
                try MinesEngine(configuration: configuration.mines, plan: MinesPlan(mines: mines, reveals: reveals)))
        case .slots:
            guard options == SlotsOptions.default.description else { return nil }
            self = .slots(try SlotsEngine(configuration: configuration.slots))
        }
    }
}

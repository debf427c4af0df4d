/// Any of the four engines, as one concrete type.
///
/// Code that handles "whichever game the user chose" (the app's game screen, the Monte Carlo
/// runner) holds this enum rather than `any GameEngine`, so a hot loop specialised on it dispatches
/// with a switch instead of an existential call and still never allocates.
public enum AnyGameEngine: GameEngine, Hashable {
    case crash(CrashEngine)
    case plinko(PlinkoEngine)
    case mines(MinesEngine)
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

/// A game and its options, as a simulated user picks them.
public enum DayGameKind: Hashable, Sendable, CustomStringConvertible {
    /// Crash, cashing out at `target`.
    case crash(target: Centi)
    /// Plinko with `rows` rows at `risk` ("low", "medium" or "high").
    case plinko(rows: Int, risk: String)
    /// Mines with `mines` mines, cashing out after `reveals` safe tiles.
    case mines(mines: Int, reveals: Int)
    /// Slots with the default strips and paytable.
    case slots

    /// The game's name as recorded in the history.
    public var name: String {
        switch self {
        case .crash: return "crash"
        case .plinko: return "plinko"
        case .mines: return "mines"
        case .slots: return "slots"
        }
    }

    /// The options as shown to the user and recorded in the history.
    public var options: String {
        switch self {
        case .crash(let target): return "target \(target)"
        case .plinko(let rows, let risk): return "\(rows) rows \(risk)"
        case .mines(let mines, let reveals): return "\(mines) mines \(reveals) reveals"
        case .slots: return "default"
        }
    }

    public var description: String { "\(name) \(options)" }
}

/// One entry of a profile's game menu: a game and how often it is picked relative to the others.
public struct GameChoice: Hashable, Sendable {
    public var kind: DayGameKind
    /// Relative weight, at least 1.
    public var weight: Int

    public init(_ kind: DayGameKind, weight: Int = 1) {
        self.kind = kind
        self.weight = weight
    }
}

/// A game ready to play during a simulated day: its plan and the names the history records.
public struct DayGame: Sendable {
    public var name: String
    public var options: String
    public var plan: any GamePlan

    public init(name: String, options: String, plan: any GamePlan) {
        self.name = name
        self.options = options
        self.plan = plan
    }

    /// Plays one round of `wager` minutes.
    public func play<G: BitGenerator>(wager: Int, using generator: inout G) -> GameOutcome {
        plan.play(wager: wager, using: &generator)
    }
}

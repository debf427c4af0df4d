// Stand-ins until the four engines are merged into main: every kind plays as a Crash-like bet
// that wins `multiplier` with probability 0.97 / multiplier (decided in integers on u in 1…2⁵³).
// Replaced by the real engines with their documented defaults once they are in main.

extension DayGameKind {
    /// The game's plan with the product's default configuration.
    public func makeGame() throws -> DayGame {
        let multiplier: Int
        switch self {
        case .crash(let target): multiplier = target.hundredths
        case .plinko: multiplier = 200
        case .mines(let mines, let reveals): multiplier = 100 + 10 * mines * reveals
        case .slots: multiplier = 300
        }
        return DayGame(name: name, options: options, plan: StandInPlan(centi: Centi(multiplier)))
    }
}

struct StandInPlan: GamePlan {
    var centi: Centi
    var threshold: UInt64 { UInt64((UInt128(97) << 53) / UInt128(centi.hundredths)) }
    var outcomeTable: OutcomeTable {
        let p = ExactFraction(UInt128(threshold), UInt128(1) << 53)
        return OutcomeTable([Outcome(label: "lose", probability: ExactFraction(UInt128(1) << 53 - UInt128(threshold), UInt128(1) << 53), centi: Centi(0)),
                             Outcome(label: "win", probability: p, centi: centi)])
    }
    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        generator.nextUnitOpenClosedNumerator() <= threshold ? 1 : 0
    }
}

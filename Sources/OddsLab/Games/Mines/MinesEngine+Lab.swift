import CasinoCore

extension MinesEngine: LabGameEngine {
    /// Every draw of the subset, or step by step (`DecisionProof.proveMines`).
    func proveDecisions<Decider: GameEngine>(playing decider: Decider, log: inout ProofLog) -> String? {
        DecisionProof.proveMines(self, decider, &log)
    }

    /// A hit at each reveal pays 0; the cash-out the configuration's table or
    /// M(m, k) = ⌊100 · r · C(25, k) / C(25 − m, k)⌋ with r = returnPPM / 10⁶.
    var ruleMultipliers: [Int]? {
        let m = plan.mines, k = plan.reveals
        let cashOut: Int
        if let table = configuration.multipliers {
            cashOut = table[m - 1][k - 1]?.hundredths ?? 0
        } else {
            let all = DecisionProof.choose(25, k), safe = DecisionProof.choose(25 - m, k)
            cashOut = safe == 0 ? 0 : Int(UInt128(configuration.returnPPM) * 100 * all / (1_000_000 * safe))
        }
        return Array(repeating: 0, count: k) + [cashOut]
    }

    /// Every m × k.
    static func acceptedSelections(in configuration: GameConfiguration) -> (
        selections: [GameSelection], exhaustive: Bool
    )? {
        var selections: [GameSelection] = []
        let tiles = MinesConfiguration.tileCount
        for m in 1..<tiles {
            for k in 1...(tiles - m) { selections.append(GameSelection(game: .mines, mines: m, reveals: k)) }
        }
        return (selections, true)
    }

    static var tuningOptions: TuningOptionKinds { [.effectiveReturn] }
}

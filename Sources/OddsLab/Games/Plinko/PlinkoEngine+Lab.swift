import CasinoCore

extension PlinkoEngine: LabGameEngine {
    /// Every bounce pattern (`DecisionProof.provePlinko`).
    func proveDecisions<Decider: GameEngine>(playing decider: Decider, log: inout ProofLog) -> String? {
        DecisionProof.provePlinko(self, decider, &log)
    }

    /// The table's buckets.
    var ruleMultipliers: [Int]? { table.centis.map(\.hundredths) }

    /// Rows 8…16 × risk.
    static func acceptedSelections(in configuration: GameConfiguration) -> (
        selections: [GameSelection], exhaustive: Bool
    )? {
        (PlinkoOptions.all.map { GameSelection(game: .plinko, rows: $0.rows, risk: $0.risk) }, true)
    }

    static var tuningOptions: TuningOptionKinds { [.shape] }
}

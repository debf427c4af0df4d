import CasinoCore

extension SlotsEngine: LabGameEngine {
    /// Every cycle position (`DecisionProof.proveSlots`).
    func proveDecisions<Decider: GameEngine>(playing decider: Decider, log: inout ProofLog) -> String? {
        DecisionProof.proveSlots(self, decider, &log)
    }

    /// The paytable's lines, then no line.
    var ruleMultipliers: [Int]? { configuration.paytable.map(\.centi.hundredths) + [0] }

    /// The machine.
    static func acceptedSelections(in configuration: GameConfiguration) -> (
        selections: [GameSelection], exhaustive: Bool
    )? { ([GameSelection(game: .slots)], true) }

    var parSheet: SlotsPARSheet? { SlotsPARSheet(configuration: configuration) }

    static var tuningOptions: TuningOptionKinds { [.pays, .floorAtOneStake] }
}

extension DayGameKind {
    /// Slots with the default strips and paytable.
    static let slots = DayGameKind(game: .slots)
}

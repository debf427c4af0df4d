import CasinoCore

extension CrashEngine: LabGameEngine {
    /// The threshold proof (`DecisionProof.proveCrash`).
    func proveDecisions<Decider: GameEngine>(playing decider: Decider, log: inout ProofLog) -> String? {
        DecisionProof.proveCrash(self, decider, &log)
    }

    /// Lose, or win the target.
    var ruleMultipliers: [Int]? { [0, target.centi.hundredths] }

    /// Every hundredth of `minimumTarget…maximumTarget`; a range wider than
    /// `FloorGate.exhaustiveTargetLimit`, every offered target, its neighbours a hundredth either
    /// side and the range's ends (not exhaustive).
    static func acceptedSelections(in configuration: GameConfiguration) -> (
        selections: [GameSelection], exhaustive: Bool
    )? {
        let crash = configuration.crash
        let low = max(1, crash.minimumTarget.hundredths), high = crash.maximumTarget.hundredths
        if high >= low && high - low < FloorGate.exhaustiveTargetLimit {
            return ((low...high).map { GameSelection(game: .crash, target: CrashTarget(Centi($0))) }, true)
        }
        var targets = Set([low, high])
        for t in crash.offeredTargets { targets.formUnion([t.hundredths - 1, t.hundredths, t.hundredths + 1]) }
        return (targets.sorted().map { GameSelection(game: .crash, target: CrashTarget(Centi($0))) }, false)
    }

    static var tunedChoicesNoun: String { "targets" }

    static var tuningOptions: TuningOptionKinds { [.effectiveReturn] }
}

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
            return ((low...high).map { GameSelection(game: .crash, options: ["target": Centi($0).plainDecimal]) }, true)
        }
        var targets = Set([low, high])
        for t in crash.offeredTargets { targets.formUnion([t.hundredths - 1, t.hundredths, t.hundredths + 1]) }
        return (
            targets.sorted().map { GameSelection(game: .crash, options: ["target": Centi($0).plainDecimal]) }, false
        )
    }

    static var tunedChoicesNoun: String { "targets" }

    static var tuningOptions: TuningOptionKinds { [.effectiveReturn] }

    /// `--target`.
    static var selectionOptions: [GameOption] {
        [GameOption("target", help: "the cash-out target in x, e.g. 2.00 (1.01…1000.00 by default).")]
    }

    /// The target is exact hundredths.
    static func checkOptionText(_ selection: GameSelection) throws(ConfigurationError) {
        _ = try selection.crashTarget()
    }

    /// `"2.00x"`.
    static func dayChoiceWords(_ options: [String: String]) -> String {
        let text = options["target"] ?? ""
        guard case .success(let target) = DecimalText.centi(text) else { return text + "x" }
        return target.description
    }
}

extension GameSelection {
    /// The `target` option read as exact hundredths (`2.00`, or `2x`), nil when not given.
    ///
    /// - Throws: when it is not a multiplier in hundredths.
    func crashTarget() throws(ConfigurationError) -> CrashTarget? {
        guard let target = options["target"] else { return nil }
        let text = target.hasSuffix("x") || target.hasSuffix("X") ? String(target.dropLast()) : target
        switch DecimalText.centi(text) {
        case .success(let centi): return CrashTarget(centi)
        case .failure(let problem): throw ConfigurationError(path: "target", value: target, rule: problem.rule)
        }
    }
}

extension DayGameKind {
    /// Crash, cashing out at `target`.
    static func crash(target: Centi) -> DayGameKind {
        DayGameKind(game: .crash, options: ["target": target.plainDecimal])
    }
}

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
            for k in 1...(tiles - m) {
                selections.append(GameSelection(game: .mines, options: ["mines": String(m), "reveals": String(k)]))
            }
        }
        return (selections, true)
    }

    static var tuningOptions: TuningOptionKinds { [.effectiveReturn] }

    /// `--mines` and `--reveals` (a day's choice drops the tiles: mines are placed uniformly, so
    /// which tiles are revealed does not change the odds).
    static var selectionOptions: [GameOption] {
        [
            GameOption("mines", help: "the number of mines, 1…24."),
            GameOption("reveals", help: "the tiles revealed before cashing out, 1…25 − mines.")
        ]
    }

    /// Mines and reveals whole numbers.
    static func checkOptionText(_ selection: GameSelection) throws(ConfigurationError) {
        _ = (try selection.minesCount(), try selection.minesReveals())
    }

    /// `"3 mines 5 reveals"`.
    static func dayChoiceWords(_ options: [String: String]) -> String {
        "\(options["mines"] ?? "") mines \(options["reveals"] ?? "") reveals"
    }
}

extension GameSelection {
    /// The `mines` option, nil when not given.
    func minesCount() throws(ConfigurationError) -> Int? { try wholeNumber("mines") }

    /// The `reveals` option, nil when not given.
    func minesReveals() throws(ConfigurationError) -> Int? { try wholeNumber("reveals") }
}

extension DayGameKind {
    /// Mines with `mines` mines, cashing out after `reveals` safe tiles.
    static func mines(mines: Int, reveals: Int) -> DayGameKind {
        DayGameKind(game: .mines, options: ["mines": String(mines), "reveals": String(reveals)])
    }
}

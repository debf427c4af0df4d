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
        (
            PlinkoOptions.all.map {
                GameSelection(game: .plinko, options: ["rows": String($0.rows), "risk": $0.risk.rawValue])
            }, true
        )
    }

    static var tuningOptions: TuningOptionKinds { [.shape] }

    /// `--rows` and `--risk`.
    static var selectionOptions: [GameOption] {
        [
            GameOption("rows", help: "the number of rows, 8…16."),
            GameOption("risk", help: "the risk, low, medium or high.")
        ]
    }

    /// Rows a whole number, risk low, medium or high.
    static func checkOptionText(_ selection: GameSelection) throws(ConfigurationError) {
        _ = (try selection.plinkoRows(), try selection.plinkoRisk())
    }

    /// `"16 rows high"`.
    static func dayChoiceWords(_ options: [String: String]) -> String {
        "\(options["rows"] ?? "") rows \(options["risk"] ?? "")"
    }
}

extension GameSelection {
    /// The `rows` option, nil when not given.
    func plinkoRows() throws(ConfigurationError) -> Int? { try wholeNumber("rows") }

    /// The `risk` option, nil when not given.
    ///
    /// - Throws: when it is not low, medium or high.
    func plinkoRisk() throws(ConfigurationError) -> PlinkoRisk? {
        guard let text = options["risk"] else { return nil }
        guard let risk = PlinkoRisk(rawValue: text) else {
            throw ConfigurationError(
                path: "risk", value: text,
                rule: "must be \(PlinkoRisk.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return risk
    }
}

extension DayGameKind {
    /// Plinko with `rows` rows at `risk`.
    static func plinko(rows: Int, risk: PlinkoRisk) -> DayGameKind {
        DayGameKind(game: .plinko, options: ["rows": String(rows), "risk": risk.rawValue])
    }
}

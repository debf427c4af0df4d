import CasinoCore

extension TuningRequest {
    /// Tunes Plinko over `base` for `selection`: what it tuned, the tuned configuration and its patches.
    func tunePlinko(over base: GameConfiguration, selection: GameSelection) throws
        -> (TunedResult, GameConfiguration, [ConfigurationPatch])
    {
        var tuned = base
        var tunings: [PlinkoTuning] = []
        for tuner in try plinkoTuners(base, selection) {
            let tuning = try tuner.tune(to: target)
            tuned.plinko.tables[tuning.options] = tuning.table
            tunings.append(tuning)
        }
        let result = TunedResult.plinko(tunings)
        let patches: [ConfigurationPatch] = tunings.map { .plinko($0.options, table: $0.table) }
        return (result, tuned, patches)
    }

    /// One tuner per table the selection covers, or one for `--shape` (which needs `--risk`).
    private func plinkoTuners(_ base: GameConfiguration, _ selection: GameSelection) throws
        -> [PlinkoTuner]
    {
        guard let shape = plinkoShape else {
            return try configuredGames(base, selection).compactMap { game -> PlinkoTuner? in
                guard let engine = game.engine.as(PlinkoEngine.self) else { return nil }
                return PlinkoTuner(options: engine.options, shape: engine.table, minimum: plinkoMinimum)
            }
        }
        // Their text was checked where the flags entered (`TuneRequest`, `GameFlags.checkOptionText`).
        let given = (rows: try selection.plinkoRows(), risk: try selection.plinkoRisk())
        guard let risk = given.risk else {
            throw InputError("\(option: .shape) needs \(option: .risk): a shape is tuned into one rows × risk table")
        }
        let rows = given.rows ?? shape.count - 1
        if shape.count != rows + 1 {
            throw InputError("\(option: .shape) lists \(shape.count) multipliers; \(rows) rows need \(rows + 1)")
        }
        if !PlinkoOptions.rowRange.contains(rows) {
            throw InputError(
                "\(option: .shape) lists \(shape.count) multipliers, \(rows) rows; Plinko has 8…16 rows (9…17 multipliers)"
            )
        }
        let options = PlinkoOptions(rows: rows, risk: risk)
        return [PlinkoTuner(options: options, shape: PlinkoTable(shape), minimum: plinkoMinimum)]
    }
}

extension TuningRequest {
    /// Plinko's tuned tables through `ExactAnalysis`, each table's claimed RTP confirmed.
    func verifyPlinko(_ result: TunedResult, in tuned: GameConfiguration) throws -> TuningVerification {
        guard case .plinko(let tunings) = result else { throw InputError("plinko: not a Plinko tuning") }
        var games: [ConfiguredGame] = []
        for tuning in tunings {
            games.append(try .plinko(tuned.plinko, options: tuning.options))
        }
        let verification = try TuningVerification(games: games)
        for (tuning, entry) in zip(tunings, verification.entries) {
            try TuningVerification.confirm(
                "plinko \(tuning.options)", claimed: tuning.rtp, actual: entry.analysis.nominalRTP)
        }
        return verification
    }
}

import CasinoCore

extension TuningRequest {
    /// Tunes Mines over `base` for `selection`: what it tuned, the tuned configuration and its patches.
    func tuneMines(over base: GameConfiguration, selection: GameSelection) throws
        -> (TunedResult, GameConfiguration, [ConfigurationPatch])
    {
        var tuned = base
        // The return rate drives the formula, which offers every plan: tune over the formula's plans.
        var formula = base
        formula.mines.multipliers = nil
        var plans = try configuredGames(formula, selection).compactMap { game -> MinesPlan? in
            if let engine = game.engine.as(MinesEngine.self) { return engine.plan }
            return nil
        }
        // Over a per-plan table, the plans it offers (a plan it leaves out stays out: the formula's
        // multiplier for 12 mines 13 reveals is beyond any table's limit); a plan asked for by name
        // that the table does not offer is tuned and offered.
        if base.mines.multipliers != nil {
            let offered = plans.filter { base.mines.offers(mines: $0.mines, reveals: $0.reveals) }
            if !offered.isEmpty { plans = offered }
        }
        let tuner = MinesTuner(configuration: base.mines, plans: plans)
        let tuning = try tuner.tune(to: target, measure: measure)
        let result = TunedResult.mines(tuning)
        guard var table = base.mines.multipliers else {
            // The formula prices every plan: the tuned return rate is the whole change.
            tuned.mines = tuner.configuration(for: tuning)
            return (result, tuned, [.mines(returnPPM: tuning.returnPPM)])
        }
        // A per-plan table (the defaults have one): only the tuned plans change, each to the formula's
        // multiplier at the tuned rate, and the whole table is written — a file with returnPPM alone
        // would mean the formula and re-price every plan.
        let formulaAtTuned = tuner.configuration(for: tuning)
        for plan in plans {
            table[plan.mines - 1][plan.reveals - 1] = formulaAtTuned.formulaMultiplier(
                mines: plan.mines, reveals: plan.reveals)
        }
        tuned.mines.multipliers = table
        return (result, tuned, [.mines(multipliers: table)])
    }
}

extension TuningRequest {
    /// Mines' tuned return rate through `ExactAnalysis`, as any tuned rate (`verifyReturnRate`).
    func verifyMines(_ result: TunedResult, in tuned: GameConfiguration, selection: GameSelection)
        throws -> TuningVerification
    {
        guard case .mines(let tuning) = result else { throw InputError("mines: not a Mines tuning") }
        return try verifyReturnRate(tuning, in: tuned, selection: selection)
    }
}

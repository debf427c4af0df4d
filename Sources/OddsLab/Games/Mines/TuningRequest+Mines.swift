import CasinoCore

extension TuningRequest {
    /// Tunes Mines over `base` for `selection`: what it tuned, the tuned configuration and its patches.
    func tuneMines(over base: GameConfiguration, selection: GameSelection) throws(TuningError)
        -> (TunedResult, GameConfiguration, [ConfigurationPatch])
    {
        var tuned = base
        // The return rate drives the formula, which offers every plan: tune over the formula's plans.
        var formula = base
        formula.mines.multipliers = nil
        let plans = try configuredGames(formula, selection).compactMap { game -> MinesPlan? in
            if case .mines(let engine) = game.engine { return engine.plan }
            return nil
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

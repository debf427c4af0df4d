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
        tuned.mines = tuner.configuration(for: tuning)
        let result = TunedResult.mines(tuning)
        let patches: [ConfigurationPatch] = [.mines(returnPPM: tuning.returnPPM)]
        return (result, tuned, patches)
    }
}

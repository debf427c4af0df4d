import CasinoCore

extension TuningRequest {
    /// Tunes Crash over `base` for `selection`: what it tuned, the tuned configuration and its patches.
    func tuneCrash(over base: GameConfiguration, selection: GameSelection) throws
        -> (TunedResult, GameConfiguration, [ConfigurationPatch])
    {
        var tuned = base
        let targets = try configuredGames(base, selection).compactMap { game -> CrashTarget? in
            if let engine = game.engine.as(CrashEngine.self) { return engine.target }
            return nil
        }
        let tuner = CrashTuner(configuration: base.crash, targets: targets)
        let tuning = try tuner.tune(to: target, measure: measure)
        tuned.crash = tuner.configuration(for: tuning)
        let result = TunedResult.returnRate(tuning)
        let patches: [ConfigurationPatch] = [.crash(returnPPM: tuning.returnPPM)]
        return (result, tuned, patches)
    }
}

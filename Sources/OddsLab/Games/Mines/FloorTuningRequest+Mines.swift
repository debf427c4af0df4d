import CasinoCore

extension FloorTuningRequest {
    /// Every selected plan of the formula through `MinesFloorTuner`, written as a per-plan table.
    func floorTuneMines(over base: GameConfiguration) throws -> FloorTuning {
        var selection = self.selection
        selection.game = game
        var tuned = base
        // Every plan of the formula (the table replaces it), tuned on its own; a plan with no
        // stake of 1…120 minutes accepted at 00:00, or with no common stake accepted for half
        // of an ordinary day holding only the bet (`DayAcceptance`), is left out of the offer
        // (a nil entry).
        let formula = MinesConfiguration(returnPPM: base.mines.returnPPM)
        // The formula offers every plan, so a selection `run` built in `base` builds here too.
        var formulaBase = base
        formulaBase.mines = formula
        let plans = try formulaBase.configuredGames(for: selection).compactMap { game -> MinesPlan? in
            if let engine = game.engine.as(MinesEngine.self) { return engine.plan }
            return nil
        }
        let tuner = MinesFloorTuner(target: target, goal: goal)
        var table: [[Centi?]] =
            base.mines.multipliers
            ?? (1..<MinesConfiguration.tileCount).map { m in
                (1...(MinesConfiguration.tileCount - m)).map { k in
                    Optional(formula.formulaMultiplier(mines: m, reveals: k))
                }
            }
        var tunings: [MinesFloorTuning] = []
        for plan in plans {
            var tuning = try tuner.tune(mines: plan.mines, reveals: plan.reveals, formula: formula)
            let outcomes = { () -> OutcomeTable in
                var o = MinesOdds.outcomeTable(configuration: formula, mines: plan.mines, reveals: plan.reveals)
                    .outcomes
                o[o.count - 1].centi = tuning.centi
                return OutcomeTable(o)
            }()
            tuning.smallestAcceptedWager = (1...FloorTuningRequest.offerLimit).first { w in
                WagerValidation.accepts(
                    wager: w, remainingMinutes: w, minutesUntilMidnight: BetMoment.minutesUntilMidnightAtMidnight,
                    outcomeTable: outcomes, returnFloor: goal.floor)
            }
            tuning.day = DayAcceptance.cells(of: outcomes, floor: goal.floor)
            table[plan.mines - 1][plan.reveals - 1] = tuning.isOffered ? tuning.centi : nil
            tunings.append(tuning)
        }
        tuned.mines = MinesConfiguration(returnPPM: base.mines.returnPPM, multipliers: table)
        try tuned.validate()
        return FloorTuning(result: .mines(tunings), configuration: tuned, patches: [.mines(multipliers: table)])
    }
}

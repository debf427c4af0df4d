import CasinoCore

extension FloorTuningRequest {
    /// Every selected table through `PlinkoFloorTuner` (`games`: the configurations the selection covers).
    func floorTunePlinko(over base: GameConfiguration, games: [ConfiguredGame]) throws -> FloorTuning {
        var tuned = base
        var tunings: [PlinkoFloorTuning] = []
        for configured in games {
            guard let engine = configured.engine.as(PlinkoEngine.self) else { continue }
            var tuning = try PlinkoFloorTuner(
                options: engine.options, shape: engine.table, target: target, goal: goal
            ).tune()
            // The offer over the day: a table no common stake of which is accepted for half an
            // ordinary day (holding only the bet) is tuned once more, around itself (the same
            // windows), for the last minute of that half day; taken if that makes it so.
            if !DayAcceptance.isPlayable(
                DayAcceptance.cells(of: PlinkoOdds.outcomeTable(table: tuning.table), floor: goal.floor))
            {
                var halfDay = goal
                halfDay.minutesUntilMidnight = DayAcceptance.dayMinutes - DayAcceptance.playableMinutes
                var again = try PlinkoFloorTuner(
                    options: engine.options, shape: tuning.table, target: target, goal: halfDay
                ).tune()
                if DayAcceptance.isPlayable(
                    DayAcceptance.cells(of: PlinkoOdds.outcomeTable(table: again.table), floor: goal.floor))
                {
                    again.retunedForTheDay = tuning.table
                    again.before = goal.judge(PlinkoOdds.outcomeTable(table: engine.table))
                    again.after = goal.judge(PlinkoOdds.outcomeTable(table: again.table))
                    tuning = again
                }
            }
            tuned.plinko.tables[tuning.options] = tuning.table
            tunings.append(tuning)
        }
        try tuned.validate()
        return FloorTuning(
            result: .plinko(tunings), configuration: tuned,
            patches: tunings.map { .plinko($0.options, table: $0.table) })
    }
}

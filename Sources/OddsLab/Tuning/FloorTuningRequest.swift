import CasinoCore

/// What `casino-odds tune --for-floor` is asked: tune a game's defaults so that the stakes of
/// `goal` pass the return floor, keeping each game's shape and nominal band.
///
/// Plinko: every selected table through `PlinkoFloorTuner`. Mines: every selected plan through
/// `MinesFloorTuner`. The result carries the tuned configuration and the patches that write it.
package struct FloorTuningRequest: Hashable, Sendable {
    package var game: GameKind
    package var selection: GameSelection
    /// The nominal RTP the band is centred on.
    package var target: TargetRTP
    package var goal: FloorGoal
    /// Slots: the stake whose day is tuned, and the minutes of the ordinary day it must be accepted
    /// for (`SlotsDayTuner`); nil: `SlotsDayTuner.defaultStake` and half the day.
    package var slotsStake: Int? = nil
    package var slotsDayMinutes: Int? = nil

    /// A choice with no accepted stake in 1…`offerLimit` minutes at 00:00 is not offered.
    package static let offerLimit = 120

    package init(
        game: GameKind, selection: GameSelection = GameSelection(), target: TargetRTP, goal: FloorGoal = FloorGoal()
    ) {
        self.game = game
        self.selection = selection
        self.target = target
        self.goal = goal
    }

    /// Runs the tuning over `base`.
    ///
    /// - Throws: `InputError` for a game the floor tuning does not cover, or an invalid selection or shape.
    package func run(over base: GameConfiguration) throws(InputError) -> FloorTuning {
        var selection = self.selection
        selection.game = game
        let games: [ConfiguredGame]
        do throws(ConfigurationError) { games = try base.configuredGames(for: selection) } catch {
            throw InputError(error.flagged)
        }
        var tuned = base
        switch game {
        case .plinko:
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
            do throws(ConfigurationError) { try tuned.validate() } catch { throw InputError(error) }
            return FloorTuning(
                result: .plinko(tunings), configuration: tuned,
                patches: tunings.map { .plinko($0.options, table: $0.table) })
        case .slots:
            let tuning = try SlotsDayTuner(
                configuration: base.slots, target: target, stake: slotsStake ?? SlotsDayTuner.defaultStake,
                dayMinutes: slotsDayMinutes ?? DayAcceptance.playableMinutes, floor: goal.floor
            ).tune()
            tuned.slots = tuning.configuration
            do throws(ConfigurationError) { try tuned.validate() } catch { throw InputError(error) }
            return FloorTuning(
                result: .slots(tuning), configuration: tuned, patches: [.slots(paytable: tuning.configuration.paytable)]
            )
        case .mines:
            // Every plan of the formula (the table replaces it), tuned on its own; a plan with no
            // stake of 1…120 minutes accepted at 00:00, or with no common stake accepted for half
            // of an ordinary day holding only the bet (`DayAcceptance`), is left out of the offer
            // (a nil entry).
            let formula = MinesConfiguration(returnPPM: base.mines.returnPPM)
            var plans: [MinesPlan] = []
            do throws(ConfigurationError) {
                var formulaBase = base
                formulaBase.mines = formula
                plans = try formulaBase.configuredGames(for: selection).compactMap { game -> MinesPlan? in
                    if let engine = game.engine.as(MinesEngine.self) { return engine.plan }
                    return nil
                }
            } catch { throw InputError(error.flagged) }
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
            do throws(ConfigurationError) { try tuned.validate() } catch { throw InputError(error) }
            return FloorTuning(result: .mines(tunings), configuration: tuned, patches: [.mines(multipliers: table)])
        default:
            throw InputError(
                "--for-floor tunes plinko, mines and slots (\(game): see Docs/tuning.md, \"Tuning for the return floor\")"
            )
        }
    }
}

/// A floor tuning's result.
package struct FloorTuning: Hashable, Sendable {
    package enum Result: Hashable, Sendable {
        case plinko([PlinkoFloorTuning])
        case mines([MinesFloorTuning])
        case slots(SlotsDayTuning)
    }
    package var result: Result
    /// The configuration tuned from, with the tuned part replaced.
    package var configuration: GameConfiguration
    /// What `tune --output` changes in the file.
    package var patches: [ConfigurationPatch]
}

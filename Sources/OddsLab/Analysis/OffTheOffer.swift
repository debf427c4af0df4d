import CasinoCore

/// A choice a game defines that the configuration does not offer, with why: what the report and
/// the disclosure list as "off the offer".
///
/// The rule (Docs/rules.md, "Playable over the day"): an offered choice is accepted at some common
/// stake (`DayAcceptance.commonStakes`) for at least half of an ordinary day, holding only the bet.
/// A Mines plan that no multiplier of its band makes so is left out of the per-plan table (a `null`
/// entry, `tune --game mines --for-floor`); its reason is its day at the multiplier the floor
/// tuning gives it (`MinesFloorTuner`, nominal 97 % ± 0.5 pp), judged by the core. A Plinko table
/// the configuration leaves out is listed without figures (there is no table to judge).
package struct OffTheOffer: Hashable, Sendable {
    package var game: GameKind
    /// `"mines 7 mines 14 reveals"`.
    package var title: String
    /// The choice's day at each common stake, at the multiplier it would have; empty when there is none to judge.
    package var day: [DayAcceptance.Cell]

    /// The best common stake and its share of the day, if any is accepted at some minute.
    package var best: DayAcceptance.Cell? { DayAcceptance.best(of: day) }

    /// `"accepted at no common stake for half the day (best: 1 minute, 44 % of the day)"`.
    package var reason: String {
        guard !day.isEmpty else { return "not in the configuration" }
        guard let best, best.minutesAccepted > 0 else {
            return "accepted at no common stake at any minute of the day (the cap always cuts its win too far)"
        }
        let stake = best.stake == 1 ? "1 minute" : "\(best.stake) minutes"
        return "accepted at no common stake for half the day (best: \(stake), \(best.percentText) of the day)"
    }

    /// The target the Mines floor tuning is centred on (the product's nominal RTP).
    static let minesTarget: TargetRTP = {
        guard let target = try? TargetRTP(ExactFraction(97, 100)) else { preconditionFailure("0.97 is a valid target") }
        return target
    }()

    /// Every choice of `configuration`'s games it does not offer (Mines plans of its per-plan table
    /// left `null`, Plinko tables it leaves out), in game order.
    ///
    /// - Complexity: O(plans left out · band width · stakes) exact evaluations.
    package static func of(_ configuration: GameConfiguration) -> [OffTheOffer] {
        var result: [OffTheOffer] = []
        for options in PlinkoOptions.all where configuration.plinko.table(for: options) == nil {
            result.append(OffTheOffer(game: .plinko, title: "plinko \(options)", day: []))
        }
        if let table = configuration.mines.multipliers {
            let formula = MinesConfiguration(returnPPM: configuration.mines.returnPPM)
            let tuner = MinesFloorTuner(target: minesTarget, goal: FloorGoal(floor: configuration.returnFloor))
            for (row, entries) in table.enumerated() {
                for (column, entry) in entries.enumerated() where entry == nil {
                    let mines = row + 1, reveals = column + 1
                    let title = "mines \(mines) mines \(reveals) reveals"
                    guard let tuning = try? tuner.tune(mines: mines, reveals: reveals, formula: formula) else {
                        result.append(OffTheOffer(game: .mines, title: title, day: []))
                        continue
                    }
                    var outcomes = MinesOdds.outcomeTable(configuration: formula, mines: mines, reveals: reveals)
                        .outcomes
                    outcomes[outcomes.count - 1].centi = tuning.centi
                    result.append(
                        OffTheOffer(
                            game: .mines, title: title,
                            day: DayAcceptance.cells(of: OutcomeTable(outcomes), floor: configuration.returnFloor)))
                }
            }
        }
        return result
    }
}

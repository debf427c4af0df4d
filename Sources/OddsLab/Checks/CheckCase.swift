import CasinoCore

/// One case of the fairness gate: a configured game, played at one wager under one budget.
///
/// The budget decides the midnight cap. The loosest a real day allows is the default: the player
/// stakes everything left (`remainingMinutes = wager`) just after midnight
/// (`minutesUntilMidnight = 1439`), so only wins above 1439 − wager minutes are capped, as in the
/// app. Cases that set a tight budget make the cap bite on ordinary wins.
package struct CheckCase: Hashable, Sendable {
    /// The game and options.
    package var game: ConfiguredGame
    /// Minutes staked on every wager.
    package var wager: Int
    /// The player's minutes before each wager.
    package var remainingMinutes: Int
    /// Minutes until 23:59 when each wager is placed, 0…1499 (`RunSpec.maximumMinutesUntilMidnight`).
    package var minutesUntilMidnight: Int

    init(game: ConfiguredGame, wager: Int, remainingMinutes: Int? = nil, minutesUntilMidnight: Int = 1439) {
        self.game = game
        self.wager = wager
        self.remainingMinutes = remainingMinutes ?? wager
        self.minutesUntilMidnight = minutesUntilMidnight
    }

    /// True when the budget is the loosest a day allows (remaining = wager, 1439 minutes left).
    package var hasDefaultBudget: Bool { remainingMinutes == wager && minutesUntilMidnight == 1439 }

    /// `"wager 10"`, or `"wager 10, remaining 100, 105 min to midnight"` for a set budget.
    package var wagerDescription: String {
        hasDefaultBudget
            ? "wager \(wager)"
            : "wager \(wager), remaining \(remainingMinutes), \(minutesUntilMidnight) min to midnight"
    }

    /// `"crash 2.00x, wager 10"`: how reports name the case.
    package var title: String { "\(game.title), \(wagerDescription)" }

    /// The preview the player is shown: every outcome's payout after rounding and the cap.
    var preview: WagerPreview {
        WagerPreview(
            outcomeTable: game.engine.outcomeTable, wager: wager, remainingMinutes: remainingMinutes,
            minutesUntilMidnight: minutesUntilMidnight)
    }

    /// True when the cap lowers at least one outcome's win.
    var capBites: Bool { preview.lines.contains { $0.capApplied } }

    /// The Monte Carlo run of this case: `wagers` wagers on `seed` (chunk k on stream k).
    ///
    /// - Throws: `InputError` when the wager or budget breaks a rule.
    func runSpec(seed: UInt64, wagers: Int) throws -> RunSpec {
        try RunSpec(
            game: game.game,
            options: game.options.map { GameOptionValue($0.key, $0.value) },
            wager: wager, remainingMinutes: remainingMinutes, minutesUntilMidnight: minutesUntilMidnight,
            seed: seed, wagers: wagers)
    }
}

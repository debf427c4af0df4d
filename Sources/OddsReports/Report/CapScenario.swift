import CasinoCore
import OddsLab

/// A moment of the day at which a wager is placed: how the midnight cap bites then.
///
/// The cap clamps a win so `remainingMinutes + deltaMinutes <= minutesUntilMidnight` (never below 0),
/// so the same bet returns less late in the evening. The report shows it for one bet at several
/// clock times.
struct CapScenario: Hashable, Sendable {
    /// Local clock time, `"23:30"`.
    var clockTime: String
    /// Real minutes from then until 23:59.
    var minutesUntilMidnight: Int
    /// The player's minutes before the bet.
    var remainingMinutes: Int
    /// The bet.
    var wager: Int

    /// A 10-minute bet with 30 minutes left, from just after midnight to the last minute of the day
    /// (on a day without a daylight-saving change, so clock difference is elapsed time).
    static let standard: [CapScenario] = [
        ("00:00", 1439), ("20:00", 239), ("22:00", 119), ("23:00", 59), ("23:30", 29), ("23:50", 9), ("23:59", 0)
    ].map { CapScenario(clockTime: $0.0, minutesUntilMidnight: $0.1, remainingMinutes: 30, wager: 10) }
}

/// The exact effect of the cap on one configuration at one scenario.
struct CapScenarioOdds: Hashable, Sendable {
    var game: ConfiguredGame
    var scenario: CapScenario
    /// The largest win in minutes before the cap (`payout − wager` of the best outcome).
    var largestWinMinutes: Int
    /// The largest win after the cap.
    var largestCappedWinMinutes: Int
    /// `P(the cap lowers the win)`.
    var capProbability: ExactFraction
    /// The effective RTP: the return per minute wagered after floor rounding and the cap.
    var effectiveRTP: ExactFraction
    /// The return per minute wagered after floor rounding alone.
    var roundedRTP: ExactFraction
    /// `rounded − effective`: what the cap costs at this moment.
    var capCost: ExactFraction

    /// Analyses `game` at `scenario` through the app's own `WagerPreview`.
    init(game: ConfiguredGame, scenario: CapScenario) throws(InputError) {
        self.game = game
        self.scenario = scenario
        let preview = WagerPreview(
            outcomeTable: game.engine.outcomeTable, wager: scenario.wager,
            remainingMinutes: scenario.remainingMinutes,
            minutesUntilMidnight: scenario.minutesUntilMidnight)
        var capped = ExactFraction.zero
        for line in preview.lines where line.capApplied {
            capped = try capped.plus(line.probability, "cap probability")
        }
        capProbability = capped
        largestWinMinutes = preview.lines.map { $0.payout - scenario.wager }.max() ?? -scenario.wager
        largestCappedWinMinutes = preview.lines.map(\.deltaMinutes).max() ?? -scenario.wager
        effectiveRTP = try ExactReturn.rtp(of: preview)
        roundedRTP = try ExactAnalysis.roundedRTP(game.engine.outcomeTable.outcomes, atWager: scenario.wager)
        capCost = try roundedRTP.absoluteDifference(from: effectiveRTP, "cap cost")
    }
}

/// Exact returns of a previewed wager.
enum ExactReturn {
    /// `Σ p · (wager + deltaMinutes) / wager`: the return per minute wagered, after rounding and cap.
    ///
    /// - Complexity: O(outcomes).
    static func rtp(of preview: WagerPreview) throws(InputError) -> ExactFraction {
        var sum = ExactFraction.zero
        for line in preview.lines {
            let paid = preview.wager + line.deltaMinutes
            guard paid > 0 else { continue }
            sum = try sum.plus(
                try line.probability.times(
                    ExactFraction(WideUnsigned(paid), WideUnsigned(preview.wager)), "effective RTP"), "effective RTP")
        }
        return sum
    }
}

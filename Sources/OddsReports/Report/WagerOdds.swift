import CasinoCore
import OddsLab

/// What one bet of `wager` minutes on one configuration does to a player's minutes, exactly: each
/// possible change with its probability, after floor rounding and the midnight cap.
///
/// This is the app's wager preview with outcomes that change the minutes by the same amount
/// merged (Plinko's mirrored buckets, Mines' "mine on reveal j" for every j), which is what a
/// person needs to read: "you win X minutes with probability p".
struct WagerOdds: Hashable, Sendable {
    /// One possible change of the player's minutes.
    struct Change: Hashable, Sendable {
        /// `deltaMinutes` after rounding and the cap: positive a gain, `-wager` the whole bet lost.
        var deltaMinutes: Int
        /// True when the cap lowered at least one of the merged outcomes to this change.
        var capApplied: Bool
        /// The exact probability of this change.
        var probability: ExactFraction
    }

    /// The configuration.
    var game: ConfiguredGame
    /// The bet in minutes.
    var wager: Int
    /// The player's minutes before the bet.
    var remainingMinutes: Int
    /// Real minutes from the bet until 23:59.
    var minutesUntilMidnight: Int
    /// Every possible change, largest gain first.
    var changes: [Change]
    /// `P(deltaMinutes > 0)`.
    var gainProbability: ExactFraction
    /// `P(deltaMinutes == 0)`: the bet comes back, nothing more.
    var evenProbability: ExactFraction
    /// `P(deltaMinutes < 0)`: some or all of the bet is lost.
    var lossProbability: ExactFraction
    /// `P(deltaMinutes == -wager)`: the whole bet is lost.
    var wholeLossProbability: ExactFraction
    /// `Σ p · (wager + deltaMinutes) / wager`: minutes returned per minute bet, on average.
    var rtp: ExactFraction

    /// The odds of betting `wager` minutes on `game` with `remainingMinutes` left, `minutesUntilMidnight`
    /// before 23:59 (the report uses `remainingMinutes = wager` at 00:00: the loosest cap).
    ///
    /// - Complexity: O(outcomes · log outcomes).
    init(
        game: ConfiguredGame, wager: Int, remainingMinutes: Int? = nil,
        minutesUntilMidnight: Int = ReportPlan.minutesUntilMidnight
    ) throws(InputError) {
        self.game = game
        self.wager = wager
        self.remainingMinutes = remainingMinutes ?? wager
        self.minutesUntilMidnight = minutesUntilMidnight
        let preview = WagerPreview(
            outcomeTable: game.engine.outcomeTable, wager: wager,
            remainingMinutes: remainingMinutes ?? wager, minutesUntilMidnight: minutesUntilMidnight)
        var byDelta: [Int: Change] = [:]
        for line in preview.lines where line.probability.numerator > 0 {
            var change =
                byDelta[line.deltaMinutes]
                ?? Change(deltaMinutes: line.deltaMinutes, capApplied: false, probability: .zero)
            change.probability = try change.probability.plus(line.probability, "wager odds")
            change.capApplied = change.capApplied || line.capApplied
            byDelta[line.deltaMinutes] = change
        }
        changes = byDelta.values.sorted { $0.deltaMinutes > $1.deltaMinutes }
        var gain = ExactFraction.zero, even = ExactFraction.zero, loss = ExactFraction.zero, whole = ExactFraction.zero
        for change in changes {
            if change.deltaMinutes > 0 { gain = try gain.plus(change.probability, "wager odds") }
            if change.deltaMinutes == 0 { even = try even.plus(change.probability, "wager odds") }
            if change.deltaMinutes < 0 { loss = try loss.plus(change.probability, "wager odds") }
            if change.deltaMinutes == -wager { whole = try whole.plus(change.probability, "wager odds") }
        }
        gainProbability = gain
        evenProbability = even
        lossProbability = loss
        wholeLossProbability = whole
        rtp = try ExactReturn.rtp(of: preview)
    }

    /// `|1 − rtp|`: the share of every minute bet the house keeps (or, if `rtp > 1`, gives away).
    var houseEdge: ExactFraction {
        get throws(InputError) { try ExactFraction.one.absoluteDifference(from: rtp, "house edge") }
    }

    /// True when the cap lowers some outcome of this bet.
    var isCapped: Bool { changes.contains(where: \.capApplied) }
}

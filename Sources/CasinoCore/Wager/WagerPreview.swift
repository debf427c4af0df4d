/// What every outcome of a wager would do to the player's minutes, before it is played.
///
/// Built from the same outcome table the engine returns indices into and with the same integer
/// payout and cap, so the "+X min / −Y min" shown for an outcome is exactly what that outcome pays.
public struct WagerPreview: Hashable, Sendable {
    /// One outcome's effect on the player's minutes.
    public struct Line: Hashable, Sendable {
        /// The outcome's label from the outcome table.
        public var label: String
        /// Its exact probability.
        public var probability: ExactFraction
        /// Its multiplier.
        public var centi: Centi
        /// `floor(wager · centi / 100)`, before the cap.
        public var payout: Int
        /// `payout − wager` after the midnight cap: what the player's minutes change by.
        public var deltaMinutes: Int
        /// True when the cap lowered this outcome's win.
        public var capApplied: Bool
    }

    /// The minutes staked.
    public var wager: Int
    /// The player's minutes before the wager.
    public var remainingMinutes: Int
    /// Real minutes from now until 23:59 local time.
    public var minutesUntilMidnight: Int
    /// One line per outcome, indexed like the outcome table (and `playOutcome`'s result).
    public var lines: [Line]
    /// The bet's exact effective return (`Σ p · (wager + deltaMinutes) / wager`, rounding and cap
    /// included): what the app shows before every bet and what the return floor judges. Nil only
    /// for a wager too large to compute exactly (billions of minutes).
    public var effectiveReturn: ExactFraction? { effective?.fraction }
    /// The same figure with its exact comparison to a floor (`meets`) and its display (`percentText`).
    public var effective: EffectiveReturn?

    /// Previews `wager` on `outcomeTable` for a player with `remainingMinutes` at `minutesUntilMidnight`.
    ///
    /// - Complexity: O(outcomes).
    public init(outcomeTable: OutcomeTable, wager: Int, remainingMinutes: Int, minutesUntilMidnight: Int) {
        self.wager = wager
        self.remainingMinutes = remainingMinutes
        self.minutesUntilMidnight = minutesUntilMidnight
        self.lines = outcomeTable.outcomes.map { outcome in
            let settled = WagerPreview.settle(
                centi: outcome.centi, wager: wager, remainingMinutes: remainingMinutes,
                minutesUntilMidnight: minutesUntilMidnight)
            return Line(
                label: outcome.label, probability: outcome.probability, centi: outcome.centi,
                payout: settled.payout, deltaMinutes: settled.capped.deltaMinutes, capApplied: settled.capped.capApplied
            )
        }
        self.effective = EffectiveReturn(
            outcomeTable: outcomeTable, wager: wager, remainingMinutes: remainingMinutes,
            minutesUntilMidnight: minutesUntilMidnight)
    }

    /// Previews `wager` on a engine's outcome table.
    public init<Engine: GameEngine>(engine: Engine, wager: Int, remainingMinutes: Int, minutesUntilMidnight: Int) {
        self.init(
            outcomeTable: engine.outcomeTable, wager: wager, remainingMinutes: remainingMinutes,
            minutesUntilMidnight: minutesUntilMidnight)
    }

    /// The payout and capped delta of a round paying `centi` on `wager`: integer floor payout, then
    /// `PayoutCap`, the same two steps that settle a played round.
    @inlinable
    public static func settle(
        centi: Centi, wager: Int, remainingMinutes: Int,
        minutesUntilMidnight: Int
    ) -> (payout: Int, capped: CappedDelta) {
        let payout = centi.payout(forWager: wager)
        return (
            payout,
            PayoutCap.apply(
                deltaMinutes: payout - wager, remainingMinutes: remainingMinutes,
                minutesUntilMidnight: minutesUntilMidnight)
        )
    }
}

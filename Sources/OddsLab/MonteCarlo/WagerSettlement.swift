/// What one wager pays once the midnight cap is applied, and whether the cap rules held.
///
/// The runner settles outcomes two ways that must agree: the preview table (what the player is
/// shown before betting) and the engine's settlement of the round it played. A disagreement is a
/// preview mismatch; a settlement that breaks PRODUCT.md §2 (a win costing minutes, a balance past
/// midnight, a capped loss) is a rule violation.
public struct WagerSettlement: Hashable, Sendable {
    /// Minutes returned to the player: 0 on a loss, `wager + deltaMinutes` on a win.
    public var paidMinutes: Int
    /// The change to `remainingMinutes` after the cap: `−wager` on a loss.
    public var deltaMinutes: Int
    /// True when the cap reduced the win.
    public var capApplied: Bool
    /// True for a round that paid something back.
    public var isWin: Bool

    @inlinable
    public init(paidMinutes: Int, deltaMinutes: Int, capApplied: Bool, isWin: Bool) {
        self.paidMinutes = paidMinutes
        self.deltaMinutes = deltaMinutes
        self.capApplied = capApplied
        self.isWin = isWin
    }

    /// Settles a played round under the cap (PRODUCT.md §2): a win's delta is clamped so that
    /// `remainingMinutes + delta <= minutesUntilMidnight`, but the clamp never goes below 0, so a win
    /// never costs minutes; losses are never capped.
    // TODO(runner): route through CasinoCore's PayoutCap once it lands, so the lab measures the app's code.
    @inlinable
    public init(_ outcome: GameOutcome, remainingMinutes: Int, minutesUntilMidnight: Int) {
        guard outcome.isWin else {
            self.init(paidMinutes: 0, deltaMinutes: -outcome.wager, capApplied: false, isWin: false)
            return
        }
        let room = max(0, minutesUntilMidnight - remainingMinutes)
        let delta = min(outcome.deltaMinutes, room)
        self.init(paidMinutes: outcome.wager + delta, deltaMinutes: delta,
                  capApplied: delta != outcome.deltaMinutes, isWin: true)
    }

    /// True when this settlement of `outcome` breaks a cap rule: a loss that is not exactly
    /// `−wager`, a cap that raised a win, a cap that turned a non-negative win into a loss of
    /// minutes, or a win that leaves more than `minutesUntilMidnight` remaining.
    ///
    /// Written from the rules, not from the cap's code, so a faulty cap is caught rather than copied.
    @inlinable
    public func violatesCapRules(of outcome: GameOutcome, remainingMinutes: Int, minutesUntilMidnight: Int) -> Bool {
        if !outcome.isWin {
            return deltaMinutes != -outcome.wager || paidMinutes != 0 || capApplied
        }
        let raisedWin = deltaMinutes > outcome.deltaMinutes
        let costsMinutes = deltaMinutes < min(outcome.deltaMinutes, 0)
        let pastMidnight = deltaMinutes > 0 && remainingMinutes + deltaMinutes > minutesUntilMidnight
        let inconsistent = paidMinutes != outcome.wager + deltaMinutes || capApplied != (deltaMinutes != outcome.deltaMinutes)
        return raisedWin || costsMinutes || pastMidnight || inconsistent
    }
}

/// The wager preview for a run: every outcome's settlement, computed before any round is played.
///
/// - Complexity: O(outcomes).
// TODO(runner): take CasinoCore's preview type once it lands; until then it settles each outcome directly.
func makePreview(of table: OutcomeTable, wager: Int, remainingMinutes: Int, minutesUntilMidnight: Int) -> [WagerSettlement] {
    table.outcomes.enumerated().map { index, outcome in
        WagerSettlement(GameOutcome(outcomeIndex: index, centi: outcome.centi, wager: wager),
                        remainingMinutes: remainingMinutes, minutesUntilMidnight: minutesUntilMidnight)
    }
}

import CasinoCore

/// What one wager pays once the midnight cap is applied, and whether the cap rules held.
///
/// The runner settles outcomes two ways that must agree: the preview table (what the player is
/// shown before betting) and the engine's settlement of the round it played. A disagreement is a
/// preview mismatch; a settlement that breaks the cap rules of Docs/rules.md (a win costing minutes, a balance past
/// midnight, a capped loss) is a rule violation.
@usableFromInline package struct WagerSettlement: Hashable, Sendable {
    /// Minutes returned to the player: 0 on a loss, `wager + deltaMinutes` on a win.
    @usableFromInline var paidMinutes: Int
    /// The change to `remainingMinutes` after the cap: `−wager` on a loss.
    @usableFromInline package var deltaMinutes: Int
    /// True when the cap reduced the win.
    @usableFromInline package var capApplied: Bool
    /// True for a round that paid something back.
    @usableFromInline var isWin: Bool

    @inlinable
    init(paidMinutes: Int, deltaMinutes: Int, capApplied: Bool, isWin: Bool) {
        self.paidMinutes = paidMinutes
        self.deltaMinutes = deltaMinutes
        self.capApplied = capApplied
        self.isWin = isWin
    }

    /// Settles a played round as the app does: the engine's `GameOutcome`, then `PayoutCap`
    /// (Docs/rules.md: a win's delta is clamped so `remainingMinutes + delta <= minutesUntilMidnight`,
    /// never below 0; losses are never capped).
    @inlinable
    init(_ outcome: GameOutcome, remainingMinutes: Int, minutesUntilMidnight: Int) {
        guard outcome.isWin else {
            self.init(paidMinutes: 0, deltaMinutes: -outcome.wager, capApplied: false, isWin: false)
            return
        }
        let capped = PayoutCap.apply(
            deltaMinutes: outcome.deltaMinutes, remainingMinutes: remainingMinutes,
            minutesUntilMidnight: minutesUntilMidnight)
        self.init(
            paidMinutes: outcome.wager + capped.deltaMinutes, deltaMinutes: capped.deltaMinutes,
            capApplied: capped.capApplied, isWin: true)
    }

    /// True when this settlement of `outcome` breaks a cap rule: a loss that is not exactly
    /// `−wager`, a cap that raised a win, a cap that turned a non-negative win into a loss of
    /// minutes, or a win that leaves more than `minutesUntilMidnight` remaining.
    ///
    /// Written from the rules, not from the cap's code, so a faulty cap is caught rather than copied.
    @inlinable
    func violatesCapRules(of outcome: GameOutcome, remainingMinutes: Int, minutesUntilMidnight: Int) -> Bool {
        if !outcome.isWin {
            return deltaMinutes != -outcome.wager || paidMinutes != 0 || capApplied
        }
        let raisedWin = deltaMinutes > outcome.deltaMinutes
        let costsMinutes = deltaMinutes < min(outcome.deltaMinutes, 0)
        let pastMidnight = deltaMinutes > 0 && remainingMinutes + deltaMinutes > minutesUntilMidnight
        let inconsistent =
            paidMinutes != outcome.wager + deltaMinutes || capApplied != (deltaMinutes != outcome.deltaMinutes)
        return raisedWin || costsMinutes || pastMidnight || inconsistent
    }
}

/// The wager preview for a run, from CasinoCore's `WagerPreview` (what the app shows before a
/// bet: every outcome's "+X min / −Y min" after rounding and the cap), as settlements.
///
/// - Complexity: O(outcomes).
func makePreview(of table: OutcomeTable, wager: Int, remainingMinutes: Int, minutesUntilMidnight: Int)
    -> [WagerSettlement]
{
    let preview = WagerPreview(
        outcomeTable: table, wager: wager, remainingMinutes: remainingMinutes,
        minutesUntilMidnight: minutesUntilMidnight)
    return preview.lines.map { line in
        let isWin = line.payout > 0
        return WagerSettlement(
            paidMinutes: isWin ? wager + line.deltaMinutes : 0, deltaMinutes: line.deltaMinutes,
            capApplied: line.capApplied, isWin: isWin)
    }
}

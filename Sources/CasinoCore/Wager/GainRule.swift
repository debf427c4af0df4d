/// The gain rule: a bet is accepted only if at least one outcome pays more than the stake after
/// floor rounding and the midnight cap at this moment — a gain of at least one minute.
///
/// A bet without a possible gain can only lose or hand the stake back, whatever its label says
/// (Mines 1 mine 1 reveal pays 1.01x: 99 minutes on it pay back 99; at 23:30 holding 30 minutes
/// the cap leaves no room for any gain). Such a bet is refused like a floor refusal.
///
/// An outcome paying `c` hundredths gains on `wager` iff `floor(wager · c / 100) ≥ wager + 1`, i.e.
/// `wager · (c − 100) ≥ 100`, and the cap leaves room: `minutesUntilMidnight − remainingMinutes ≥ 1`.
/// Both only get easier as the stake grows, so the stakes that can gain are all stakes from one on.
public enum GainRule {
    /// True when at least one outcome of `outcomeTable` gains at least one minute on a `wager`-minute
    /// bet by a player holding `remainingMinutes` (before the stake) with `minutesUntilMidnight` left.
    ///
    /// - Complexity: O(outcomes).
    public static func canGain(
        outcomeTable: OutcomeTable, wager: Int, remainingMinutes: Int, minutesUntilMidnight: Int
    ) -> Bool {
        guard wager >= 1, let least = smallestGainingWager(outcomeTable: outcomeTable) else { return false }
        return wager >= least && hasRoom(remainingMinutes: remainingMinutes, minutesUntilMidnight: minutesUntilMidnight)
    }

    /// The smallest stake on which some outcome pays at least one minute more than the stake, before
    /// the cap: `⌈100 / (c − 100)⌉` for the largest multiplier `c`; nil when no outcome pays above 1.00x.
    ///
    /// - Complexity: O(outcomes).
    public static func smallestGainingWager(outcomeTable: OutcomeTable) -> Int? {
        guard let top = outcomeTable.outcomes.lazy.map(\.centi.hundredths).max(), top > 100 else { return nil }
        let excess = top - 100
        return (100 + excess - 1) / excess
    }

    /// The smallest stake in `1…remainingMinutes` that can gain right now, or nil when none can
    /// (no outcome above 1.00x, a smallest gaining stake above what the player holds, or no room
    /// under the cap).
    ///
    /// - Complexity: O(outcomes).
    public static func smallestGainingWager(
        outcomeTable: OutcomeTable, remainingMinutes: Int, minutesUntilMidnight: Int
    ) -> Int? {
        guard hasRoom(remainingMinutes: remainingMinutes, minutesUntilMidnight: minutesUntilMidnight),
            let least = smallestGainingWager(outcomeTable: outcomeTable), least <= remainingMinutes
        else { return nil }
        return least
    }

    /// True when the midnight cap leaves room for a win of at least one minute: the player holds
    /// fewer minutes than are left until 23:59 (`PayoutCap`).
    @inlinable
    public static func hasRoom(remainingMinutes: Int, minutesUntilMidnight: Int) -> Bool {
        remainingMinutes < minutesUntilMidnight
    }
}

import CasinoCore

/// Which of a choice's multipliers the app can pay in full: on some bet it accepts, at some moment
/// of a day, without the midnight cap cutting it.
///
/// A multiplier `c` is **paid in full** on a stake `w` at a moment (the player holds `R ≥ w`
/// minutes, `M` real minutes are left until 23:59) when the bet is accepted (`WagerValidation`:
/// the base rule, the gain rule, the floor) and the cap leaves its gain whole:
/// `floor(w · c / 100) − w ≤ M − R` (`PayoutCap`). A choice's **headline** is the largest of its
/// multipliers above 1.00x paid in full on some accepted stake 1…1440 at some moment of the
/// ordinary, the 23-hour or the 25-hour day; a choice whose top multiplier is not is
/// **cap-limited**, and the disclosure says so in its first line.
///
/// Why one moment per stake is enough (Docs/rules.md, "Every advertised prize attainable"): the
/// core reads the moment only through `R ≥ w` and the room `M − R` (`GainRule.hasRoom` is
/// `M − R ≥ 1`; every capped delta is `min(delta, max(0, M − R))`, so the effective return, and
/// with it the floor's verdict, only grows with the room), and "not cut" is `M − R ≥ delta`. So
/// for a stake `w`, the moment with the most room — holding only the bet (`R = w`) at 00:00 of
/// the 25-hour day (`M = 1499`, `CapMoment.mostMinutesUntilMidnight`) — is accepted and leaves
/// `c` uncut whenever any moment of any day does; there, "not cut" is `floor(w · c / 100) ≤ 1499`.
/// `PaidInFullTests` checks the premise against the core at every moment of the three days.
package struct PaidInFull: Hashable, Sendable {
    /// The stakes searched: 1 to a whole day's minutes.
    static let stakes = 1...1440
    /// The most room a day has: 00:00 of the 25-hour day, holding only the bet.
    static let mostMinutesUntilMidnight = CapMoment.mostMinutesUntilMidnight

    /// An accepted bet paying a multiplier in full: the stake, held alone (remaining = the stake),
    /// at `minutesUntilMidnight`.
    package struct Witness: Hashable, Sendable {
        package var stake: Int
        package var minutesUntilMidnight: Int
    }

    /// The table's largest multiplier.
    package var top: Centi
    /// The largest multiplier above 1.00x paid in full on some accepted bet; nil when none is.
    package var headline: Centi?
    /// The smallest stake paying `headline` in full, at the moment with the most room.
    package var witness: Witness?

    /// True when the top multiplier is a gain that no accepted bet is paid in full.
    package var isCapLimited: Bool { top.hundredths > 100 && headline != top }

    /// The headline of `table` under `floor`.
    ///
    /// - Complexity: O(distinct multipliers · 1440 · outcomes) at worst; one stake per multiplier
    ///   when the top one is paid in full on a small stake.
    package init(table: OutcomeTable, floor: ReturnFloor) {
        let centis = Set(table.outcomes.map(\.centi)).sorted { $0.hundredths > $1.hundredths }
        top = centis.first ?? Centi(0)
        headline = nil
        witness = nil
        let room = PaidInFull.mostMinutesUntilMidnight
        for centi in centis where centi.hundredths > 100 {
            for stake in PaidInFull.stakes {
                // The payout only grows with the stake: past the room, no larger stake is paid in full.
                if stake > Int.max / centi.hundredths || centi.payout(forWager: stake) > room { break }
                if WagerValidation.accepts(
                    wager: stake, remainingMinutes: stake, minutesUntilMidnight: room, outcomeTable: table,
                    returnFloor: floor)
                {
                    headline = centi
                    witness = Witness(stake: stake, minutesUntilMidnight: room)
                    return
                }
            }
        }
    }

    /// True when `centi` is paid in full on a `wager`-minute bet holding `remainingMinutes` with
    /// `minutesUntilMidnight` left: the bet is accepted and the cap leaves the multiplier's gain whole.
    static func paysInFull(
        _ centi: Centi, table: OutcomeTable, floor: ReturnFloor, wager: Int, remainingMinutes: Int,
        minutesUntilMidnight: Int
    ) -> Bool {
        guard
            WagerValidation.accepts(
                wager: wager, remainingMinutes: remainingMinutes, minutesUntilMidnight: minutesUntilMidnight,
                outcomeTable: table, returnFloor: floor)
        else { return false }
        return !WagerPreview.settle(
            centi: centi, wager: wager, remainingMinutes: remainingMinutes, minutesUntilMidnight: minutesUntilMidnight
        ).capped.capApplied
    }
}

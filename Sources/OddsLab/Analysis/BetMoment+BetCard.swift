import CasinoCore

extension BetMoment {
    /// The bet card (`BetCard`, the app's pre-bet model) of a `wager`-minute bet on `outcomeTable`
    /// at this moment under `floor`: what the app shows and decides for that bet, so a disclosure
    /// rendered from it says what the app says.
    ///
    /// - Returns: nil only for a table no validated configuration builds (`BetCard.init`).
    /// - Complexity: `BetCard.init`'s.
    package func betCard(of outcomeTable: OutcomeTable, wager: Int, floor: ReturnFloor) -> BetCard? {
        BetCard(
            outcomeTable: outcomeTable, wager: wager, remainingMinutes: remainingMinutes(forWager: wager),
            minutesUntilMidnight: minutesUntilMidnight, returnFloor: floor)
    }

    /// The moment grid the product publishes its offer for: times of day 00:00, 12:00, 20:00, 23:00
    /// and 23:30 (on a day without a daylight-saving change) × minutes held: only the stake, 30, 60
    /// and 120 — in that order, time of day first.
    static let grid: [BetMoment] = [1439, 719, 239, 59, 29].flatMap { untilMidnight in
        [nil, 30, 60, 120].map { BetMoment(remainingMinutes: $0, minutesUntilMidnight: untilMidnight) }
    }
}

// The bet card the app shows before the player confirms: the same rule `commitWager` then applies.

extension AppCoordinator {
    /// The bet card of a `wager`-minute bet on `outcomeTable` right now: the player's remaining
    /// minutes (after a due day reset, as `commitWager` sees them) and the clock's minutes until 23:59.
    /// Its `refusal` is exactly what `commitWager` would return for the same bet (a game in
    /// progress aside). Reads only: no write, no shield call. Like every event it reads the store
    /// first when another process has written since this coordinator last read it (the card shows
    /// the stored minutes and seeds, checked as a reload checks them), without keeping what it read.
    ///
    /// - Complexity: `BetCard.init`'s.
    public func betCard(outcomeTable: OutcomeTable, wager: Int, returnFloor: ReturnFloor) -> BetCard? {
        var current = state
        if storage.storedVersion != version, let stored = storage.load(), stored.version != version {
            current = AppCoordinator.readBack(stored.state, today: clock.today).0
        }
        current.resetIfNewDay(today: clock.today)
        var card = BetCard(
            outcomeTable: outcomeTable, wager: wager, remainingMinutes: current.budget.remainingMinutes,
            minutesUntilMidnight: clock.minutesUntilMidnight, returnFloor: returnFloor)
        card?.seeds = current.seedLedger?.disclosure
        return card
    }
}

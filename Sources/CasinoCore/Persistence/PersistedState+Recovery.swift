// What the app continues from when the stored state is refused (Docs/rules.md, "Every state is
// checked when it is read back"): fail closed, keep what no minute depends on.

extension PersistedState {
    /// The state the app continues from when this stored state was refused (`validated()` threw):
    /// **fail closed**.
    ///
    /// - Today is over: the budget day is `today` with allowance, bonus and usage 0, so remaining
    ///   is 0, the lock wish is off and the shields go on at the next event. A damaged state's
    ///   minutes are not trusted, and none are handed out.
    /// - From the next day the allowance is the stored one if it is 0…1440 (a raise waiting for
    ///   the next day first, then the day's own): the user could set it so anyway, and a raise
    ///   waits for the next day as always. With neither in range, it stays 0 until the user sets one.
    /// - Kept: the app selection (the shields need it), the history of rounds, the seed ledger and
    ///   the next wager id; the draws in use stay spent.
    /// - A pending wager is dropped, not forfeited (its stake would come off minutes that are 0
    ///   anyway); its draws stay spent, so no later round plays them.
    ///
    /// The result depends only on this state and `today`, so two processes that both find the
    /// refused state recover to the same one.
    public func recovered(today: DayKey) -> PersistedState {
        let allowances = 0...PersistedState.maximumAllowanceMinutes
        var next = PersistedState(
            dailyAllowanceMinutes: 0, budgetDay: today, appSelection: appSelection, transactions: transactions,
            nextWagerID: max(nextWagerID, (pendingWager?.id ?? 0) &+ 1))
        next.nextDayAllowanceMinutes = [nextDayAllowanceMinutes, dailyAllowanceMinutes].lazy
            .compactMap { $0 }.first { allowances.contains($0) && $0 > 0 }
        next.seedLedger = seedLedger
        next.firstUnspentDraw = firstUnspentDraw
        if let pending = pendingWager, pending.nextDrawIndex > pending.position.drawIndex {
            let end = pending.firstUnspentDraw
            if let spent = firstUnspentDraw, spent.seed == end.seed, spent.stream == end.stream {
                next.firstUnspentDraw = end.drawIndex > spent.drawIndex ? end : spent
            } else if firstUnspentDraw == nil {
                next.firstUnspentDraw = end
            }
        }
        return next
    }
}

// Launch and the usage-refresh triggers (seed sequences 1, 2, 3, 7, 11, 12), plus the usage
// threshold event the coordinator schedules after every change (`UsageMonitor`). Usage is fetched
// only on these events, never by a timer; zero-crossing (sequence 7) is whatever refresh finds it.

extension AppCoordinator {
    /// Cold launch (sequence 1): forfeit a wager left pending by a kill, reset the day if it
    /// changed, refresh usage, and enforce the shields — one write for all of it.
    ///
    /// A pending wager is forfeited exactly once: the forfeit and the cleared pending record are in
    /// the same write, so a second launch finds nothing. A wager placed on an earlier day is recorded
    /// but does not touch today's bonus.
    ///
    /// - Returns: the forfeit's transaction, or nil when nothing was pending.
    @discardableResult
    public mutating func launch() -> Transaction? {
        startWritingEvent()
        while true {
            reload()
            let today = budgetToday
            let before = state
            var next = state
            let forfeit = next.forfeitPendingWager(today: today, at: clock.now)
            next.refreshUsage(usage.usageMinutes(on: today, for: state.appSelection), today: today, at: clock.now)
            guard store(next) else { continue }
            logSequence(
                .launch, from: before, wagerID: forfeit?.wagerID,
                deltaMinutes: forfeit.map { $0.appliedToBonus ? $0.deltaMinutes : 0 })
            return forfeit
        }
    }

    /// The app came to the foreground (sequence 2).
    public mutating func enterForeground() { refreshUsageAndRecomputeRemaining(.foregroundRefresh) }

    /// The user pulled to refresh on Home (sequence 3).
    public mutating func pullToRefresh() { refreshUsageAndRecomputeRemaining(.pullToRefresh) }

    /// The day boundary (DeviceActivity's interval start at local midnight, sequence 12): the new
    /// day starts with no bonus and fresh usage, and the shields follow `userWantsUnlocked`.
    public mutating func dayBoundaryReached() { refreshUsageAndRecomputeRemaining(.dayReset) }

    /// Today's usage reached the threshold the coordinator scheduled (`UsageMonitor`): remaining is
    /// 0 if nothing else changed, so the refresh applies the shields now instead of at the next
    /// seed trigger. Delivered to the running app, or to a monitor process that loads the state.
    public mutating func usageThresholdReached() { refreshUsageAndRecomputeRemaining(.usageThresholdReached) }

    /// The user picked a new set of restricted apps (sequence 11): store it first, then refresh
    /// usage for it and move the shields to it (seed 000 S11: "shields updated to match new
    /// selection", "refresh usage for the new selection").
    ///
    /// Two writes: the selection is saved before any effect reads it, so an adapter that takes the
    /// selection from storage instead of from the call still gets the new one. A kill between the
    /// writes leaves the new selection with the old usage, which the next launch refreshes.
    public mutating func changeSelection(_ selection: [String]) {
        startWritingEvent()
        reload()
        let before = state
        while true {
            var next = state
            next.appSelection = selection
            if store(next) { break }
        }
        while true {
            reload()
            let today = budgetToday
            var next = state
            next.refreshUsage(usage.usageMinutes(on: today, for: next.appSelection), today: today, at: clock.now)
            if store(next) { break }
        }
        logSequence(.selectionChange, from: before)
    }

    /// The seed's single refresh method: fetch today's usage (resetting the day first if it
    /// changed), store it, and enforce the shields — applying them if remaining crossed 0; then log
    /// `sequence`, the trigger that asked for it.
    mutating func refreshUsageAndRecomputeRemaining(_ sequence: AppSequence) {
        startWritingEvent()
        while true {
            reload()
            let today = budgetToday
            let before = state
            var next = state
            next.refreshUsage(usage.usageMinutes(on: today, for: state.appSelection), today: today, at: clock.now)
            guard store(next) else { continue }
            logSequence(sequence, from: before)
            return
        }
    }
}

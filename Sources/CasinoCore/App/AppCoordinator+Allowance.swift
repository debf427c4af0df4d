// The allowance change event: the user edits the daily allowance in Settings (the seeds call it
// user-set). The mid-day rule is `PersistedState.changeAllowance`.

extension AppCoordinator {
    /// The user changed the daily allowance in Settings: the rule is `PersistedState.changeAllowance`;
    /// one write, shields enforced (a lowered allowance can lock the apps at once).
    @discardableResult
    public mutating func changeAllowance(to minutes: Int) -> AllowanceChange {
        startWritingEvent()
        while true {
            reload()
            let before = state
            var next = state
            let result = next.changeAllowance(to: minutes, today: budgetToday)
            if result != .refused && !store(next) { continue }
            logSequence(.allowanceChange, from: before)
            return result
        }
    }
}

// Every state is checked when it is read back (issue 41): the decoder and the coordinator refuse a
// state that no valid history can produce, by the first rule it breaks. Each rule below is one a
// sequence of the rules' own transitions (PersistedState+Rules.swift) can never break, so a valid
// state always passes and the published figures do not move.

extension PersistedState {
    /// The most minutes a day can leave: 00:00 to 23:59 of a 25-hour day (the day daylight saving
    /// ends). A win is capped at the minutes until 23:59 and a day starts with at most the
    /// allowance, so `allowance + bonus − usage` never exceeds it.
    public static let maximumMinutesInADay = 24 * 60 + 59

    /// This state, if a valid history could have produced it.
    ///
    /// The rules, in the order they are checked: the budget day is a real calendar day; the
    /// allowance (and a raise waiting for the next day) is 0…1440 minutes; usage is never below 0;
    /// the bonus is never below −1440 (each loss is staked from minutes the day had, and a day
    /// starts with at most 1440); `allowance + bonus − usage` is at most 1499 (a win is capped at
    /// the minutes until 23:59); a pending wager stakes 1…1499 minutes, was placed on a real
    /// calendar day no later than the budget day, has an id below `nextWagerID` and spends at
    /// least its first draw.
    ///
    /// - Throws: `CasinoCoreError` naming the first field that breaks its rule, its value and the rule.
    /// - Complexity: O(1): the history is not read (`casino-odds verify` checks an exported one).
    public func validated() throws(CasinoCoreError) -> PersistedState {
        if let error = firstBrokenRule { throw error }
        return self
    }

    /// The first rule this state breaks, or nil.
    var firstBrokenRule: CasinoCoreError? {
        let allowances = 0...PersistedState.maximumAllowanceMinutes
        if let error = PersistedState.calendarDayError(budgetDay, field: "budgetDay") { return error }
        if !allowances.contains(dailyAllowanceMinutes) {
            return CasinoCoreError.storedStateInvalid(
                field: "dailyAllowanceMinutes", value: "\(dailyAllowanceMinutes)",
                rule: "an allowance is 0…\(allowances.upperBound) minutes")
        }
        if let raised = nextDayAllowanceMinutes, !allowances.contains(raised) {
            return CasinoCoreError.storedStateInvalid(
                field: "nextDayAllowanceMinutes", value: "\(raised)",
                rule: "an allowance is 0…\(allowances.upperBound) minutes")
        }
        if usageMinutesToday < 0 {
            return CasinoCoreError.storedStateInvalid(
                field: "usageMinutesToday", value: "\(usageMinutesToday)", rule: "usage is never below 0")
        }
        if bonusMinutesFromGames < -allowances.upperBound {
            return CasinoCoreError.storedStateInvalid(
                field: "bonusMinutesFromGames", value: "\(bonusMinutesFromGames)",
                rule: "a day's losses never stake more than its allowance: the bonus is never below "
                    + "-\(allowances.upperBound)")
        }
        // The bonus and usage are a stored file's numbers, unbounded above: checked arithmetic, so a
        // bonus near Int.max is refused by name instead of trapping. (Usage only subtracts, so a
        // sum that overflows downward leaves nothing to refuse.)
        let (sum, sumOverflows) = dailyAllowanceMinutes.addingReportingOverflow(bonusMinutesFromGames)
        let (unclamped, differenceOverflows) = sum.subtractingReportingOverflow(usageMinutesToday)
        if sumOverflows || (!differenceOverflows && unclamped > PersistedState.maximumMinutesInADay) {
            let total = sumOverflows ? "more than Int.max" : "\(unclamped)"
            return CasinoCoreError.storedStateInvalid(
                field: "bonusMinutesFromGames", value: "\(bonusMinutesFromGames)",
                rule: "allowance \(dailyAllowanceMinutes) + bonus − usage \(usageMinutesToday) = \(total) "
                    + "minutes, more than the \(PersistedState.maximumMinutesInADay) a day leaves until 23:59")
        }
        if let pending = pendingWager { return pendingWagerError(pending) }
        return nil
    }

    private func pendingWagerError(_ pending: PendingWager) -> CasinoCoreError? {
        if !(1...PersistedState.maximumMinutesInADay).contains(pending.wager) {
            return CasinoCoreError.storedStateInvalid(
                field: "pendingWager.wager", value: "\(pending.wager)",
                rule: "a wager is 1…\(PersistedState.maximumMinutesInADay) minutes (at most what a day leaves)")
        }
        if let error = PersistedState.calendarDayError(pending.day, field: "pendingWager.day") { return error }
        if pending.day > budgetDay {
            return CasinoCoreError.storedStateInvalid(
                field: "pendingWager.day", value: "\(pending.day)",
                rule: "a wager is placed on the budget day (\(budgetDay)) or before it, never after")
        }
        if pending.id >= nextWagerID {
            return CasinoCoreError.storedStateInvalid(
                field: "pendingWager.id", value: "\(pending.id)",
                rule: "a wager's id is below nextWagerID (\(nextWagerID))")
        }
        if pending.nextDrawIndex <= pending.position.drawIndex {
            return CasinoCoreError.storedStateInvalid(
                field: "pendingWager.nextDrawIndex", value: "\(pending.nextDrawIndex)",
                rule: "a round spends at least its first draw (\(pending.position.drawIndex))")
        }
        return nil
    }

    /// Nil when `day` is a day of the calendar (month 1…12, a day that month has, year 1…9999).
    static func calendarDayError(_ day: DayKey, field: String) -> CasinoCoreError? {
        guard (1...9999).contains(day.year), LocalDateTime(year: day.year, month: day.month, day: day.day) != nil
        else {
            return CasinoCoreError.storedStateInvalid(
                field: field, value: "\(day)", rule: "a day is a real calendar day (years 1…9999)")
        }
        return nil
    }
}

// `verify`'s re-derivation of what the core decided at commit (issue 40): each round records the
// day's budget its stake was accepted against (`Transaction.budgetAtCommit`), so the remaining
// minutes at commit, the stake rule, the gain rule and the return floor are judged again by the
// one acceptance rule (`WagerValidation`), and the cap moment at settlement is held under them.

extension RoundReplay {
    /// The most minutes a usage reading can hold: a 25-hour day's.
    public static let mostUsageMinutes = CapMoment.mostMinutesUntilMidnight + 1
    /// The most minutes a day's games' bonus can be either way in a recorded budget: far above any
    /// real day (a win is capped to the day's minutes), far below `Int` overflow.
    public static let mostBonusMinutes = 1 << 40

    /// The problem with the stake `t` records against its `budgetAtCommit`, or nil: the budget
    /// present and in range; the stake accepted by `WagerValidation` (1 ≤ stake ≤ remaining, the
    /// gain rule, the return floor) with the remaining minutes the budget gives and
    /// `minutesUntilMidnight` at commit; and a settled round's cap moment within the day's
    /// remaining at commit (between commit and settlement usage only grows, a raised allowance
    /// waits for the next day and the bonus moves only by this round's own outcome, applied after
    /// the cap).
    static func commitProblem(
        _ t: Transaction, outcomeTable: OutcomeTable, returnFloor: ReturnFloor, minutesUntilMidnight: Int
    ) -> RoundProblem? {
        guard let budget = t.budgetAtCommit else {
            return RoundProblem(
                "budgetAtCommit",
                "records no budget at commit (allowance, games' bonus and usage reading), so the remaining minutes "
                    + "its stake was accepted against cannot be re-derived")
        }
        if !(0...PersistedState.maximumAllowanceMinutes).contains(budget.dailyAllowanceMinutes) {
            return RoundProblem(
                "budgetAtCommit.dailyAllowanceMinutes",
                "allowance \(budget.dailyAllowanceMinutes) is not 0…\(PersistedState.maximumAllowanceMinutes) minutes")
        }
        if !(0...mostUsageMinutes).contains(budget.usageMinutesToday) {
            return RoundProblem(
                "budgetAtCommit.usageMinutesToday",
                "usage reading \(budget.usageMinutesToday) is not 0…\(mostUsageMinutes) minutes, the most a day has")
        }
        if !(-mostBonusMinutes...mostBonusMinutes).contains(budget.bonusMinutesFromGames) {
            return RoundProblem(
                "budgetAtCommit.bonusMinutesFromGames",
                "games' bonus \(budget.bonusMinutesFromGames) is past ±2^40 minutes, more than any day holds")
        }
        let remaining = budget.remainingMinutes
        let reading =
            "\(remaining) remaining at commit (allowance \(budget.dailyAllowanceMinutes) + bonus "
            + "\(budget.bonusMinutesFromGames) − usage \(budget.usageMinutesToday))"
        if !WagerValidation.accepts(
            wager: t.wager, remainingMinutes: remaining, minutesUntilMidnight: minutesUntilMidnight,
            outcomeTable: outcomeTable, returnFloor: returnFloor)
        {
            let why =
                WagerValidation.check(
                    wager: t.wager, remainingMinutes: remaining, minutesUntilMidnight: minutesUntilMidnight,
                    outcomeTable: outcomeTable, returnFloor: returnFloor)?.description ?? "refused"
            return RoundProblem(
                "wager",
                "stake \(t.wager) with \(reading) and \(minutesUntilMidnight) minutes until 23:59 is not a bet the "
                    + "app accepts: \(why)")
        }
        if t.resolution == .settled, t.appliedToBonus, let moment = t.capMoment, moment.remainingMinutes > remaining {
            return RoundProblem(
                "capMoment.remainingMinutes",
                "\(moment.remainingMinutes) minutes remaining at the settlement, more than the \(reading): until the "
                    + "round settles usage only grows, a raised allowance waits for the next day and the bonus moves "
                    + "only by its own outcome")
        }
        return nil
    }
}

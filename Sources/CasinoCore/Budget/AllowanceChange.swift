/// What a change of the daily allowance did.
public enum AllowanceChange: Hashable, Sendable {
    /// A lower (or equal) allowance: in force at once, today included.
    case appliedToday
    /// A higher allowance: in force from the next day; today keeps the old one.
    case appliedFromNextDay
    /// Not 0…1440 minutes: nothing changed.
    case refused
}

extension PersistedState {
    /// The most a daily allowance can be: a whole day.
    public static let maximumAllowanceMinutes = 1440

    /// The user sets a new daily allowance mid-day.
    ///
    /// Lowering takes effect at once (remaining may reach 0 and lock the apps now); raising waits
    /// for the next day, so a user at 0 cannot buy back today by editing the allowance — the
    /// allowance is a commitment made before the day, as the budget's other rules assume.
    /// A later change replaces a raise still waiting.
    public mutating func changeAllowance(to minutes: Int, today: DayKey) -> AllowanceChange {
        guard (0...PersistedState.maximumAllowanceMinutes).contains(minutes) else { return .refused }
        resetIfNewDay(today: today)
        if minutes <= dailyAllowanceMinutes {
            dailyAllowanceMinutes = minutes
            nextDayAllowanceMinutes = nil
            return .appliedToday
        }
        nextDayAllowanceMinutes = minutes
        return .appliedFromNextDay
    }
}

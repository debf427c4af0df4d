/// Today's minutes: what the user allowed themself, what games added or took, what they used.
///
/// `remainingMinutes` is derived, never stored, so it can never disagree with its inputs.
public struct TimeBudget: Hashable, Sendable, Codable {
    /// The user's daily allowance for the restricted apps.
    public var dailyAllowanceMinutes: Int
    /// Net minutes won (positive) or lost (negative) in games today; reset to 0 at local midnight.
    public var bonusMinutesFromGames: Int
    /// Restricted-app use today, as last refreshed from the usage source.
    public var usageMinutesToday: Int

    /// A budget of the day (usage in whole minutes, already floored).
    public init(dailyAllowanceMinutes: Int, bonusMinutesFromGames: Int = 0, usageMinutesToday: Int = 0) {
        self.dailyAllowanceMinutes = dailyAllowanceMinutes
        self.bonusMinutesFromGames = bonusMinutesFromGames
        self.usageMinutesToday = usageMinutesToday
    }

    /// `max(0, dailyAllowanceMinutes + bonusMinutesFromGames − usageMinutesToday)`.
    public var remainingMinutes: Int {
        max(0, dailyAllowanceMinutes + bonusMinutesFromGames - usageMinutesToday)
    }
}

/// Reports how many minutes the restricted apps were used today (DeviceActivity in the app).
public protocol UsageSource {
    /// Whole minutes of restricted-app use on `day` so far, as the platform reports them now.
    mutating func usageMinutes(on day: DayKey) -> Int
}

/// Reports how many minutes the restricted apps were used today (DeviceActivity in the app).
public protocol UsageSource {
    /// Whole minutes of use of the apps of `selection` (the stored `appSelection`) on `day` so far,
    /// as the platform reports them now.
    mutating func usageMinutes(on day: DayKey, for selection: [String]) -> Int
}

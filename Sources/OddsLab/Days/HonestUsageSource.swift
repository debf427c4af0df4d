import CasinoCore

/// DeviceActivity: it measures restricted-app use honestly and reports it when asked — at once, or
/// on a late phone (`UserProfile.usageReportDelayMinutes`) without the last minutes of use — and
/// keeps the threshold the app last scheduled, which the simulated day delivers as an event when
/// the usage the events have seen reaches it (a dead process schedules nothing).
struct HonestUsageSource: UsageMonitor {
    let device: SimulatedDevice

    /// The lab's restricted apps are one set: any selection's usage is the device's usage.
    mutating func usageMinutes(on day: DayKey, for selection: [String]) -> Int { device.usageMinutes(on: day) }

    mutating func scheduleUsageThreshold(_ threshold: UsageThreshold) { device.schedule(threshold) }
}

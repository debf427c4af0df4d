/// DeviceActivity as the seeds describe it: it measures restricted-app use honestly and reports
/// the true minutes whenever asked — but the app asks only on its refresh triggers, so between
/// two refreshes the app's `usageMinutesToday` lags the truth (the lab measures that overrun).
public struct HonestUsageSource: UsageSource {
    public let device: SimulatedDevice

    public init(device: SimulatedDevice) { self.device = device }

    public mutating func usageMinutes(on day: DayKey) -> Int { device.usageMinutes(on: day) }
}

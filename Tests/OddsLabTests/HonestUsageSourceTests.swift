import CasinoCore
@testable import OddsLab
import Testing

/// `HonestUsageSource`: today's usage as DeviceActivity reports it, another day's as 0, every read counted.
@Suite struct HonestUsageSourceTests {
    @Test func todaysReportedUsageIsReadAndOtherDaysAreZero() {
        let device = midsummerDevice()
        var source = HonestUsageSource(device: device)
        device.sync(minute: 600, usage: 40, reported: 35, event: 30)
        #expect(source.usageMinutes(on: device.today.key, for: ["a"]) == 35)
        #expect(source.usageMinutes(on: DayKey(year: 2026, month: 5, day: 31), for: ["a"]) == 0)
        #expect(device.usageReads == 2)
    }

    @Test func aThresholdIsKeptUntilTheEventsHaveSeenIt() {
        let device = midsummerDevice()
        var source = HonestUsageSource(device: device)
        source.scheduleUsageThreshold(UsageThreshold(day: device.today.key, usageMinutes: 30, appSelection: []))
        #expect(device.scheduledThreshold?.usageMinutes == 30)
        // Reported usage is past it, but the late events have seen only 29 minutes.
        device.sync(minute: 600, usage: 31, reported: 31, event: 29)
        #expect(!device.takeThresholdEvent())
        #expect(device.thresholdEventDue(eventUsage: 30))
    }
}

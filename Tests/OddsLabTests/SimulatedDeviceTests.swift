import CasinoCore
@testable import OddsLab
import Testing

/// `SimulatedDevice`: the clock, the storage's compare-and-swap, the counted effects and the kill.
@Suite struct SimulatedDeviceTests {
    @Test func aNewDeviceStartsAtLocalMidnightWithNothingStored() {
        let device = midsummerDevice()
        #expect(device.now == device.today.start)
        #expect(device.today.lengthMinutes == 1440)
        #expect(device.stored == nil)
        #expect(device.version == 0)
        #expect(device.effects == 0)
    }

    @Test func aWriteLandsOnlyOnTheVersionItRead() {
        let device = midsummerDevice()
        #expect(device.save(juneFirstState(), replacing: 0) == 1)
        #expect(device.save(juneFirstState(allowance: 60), replacing: 0) == nil)
        #expect(device.conflicts == 1)
        #expect(device.stored?.dailyAllowanceMinutes == 120)
        #expect(device.writes == 1)
        #expect(device.effects == 1)
    }

    @Test func aKilledProcessLosesItsWritesWithoutKnowing() {
        let device = midsummerDevice()
        device.killAfterEffect = 1
        #expect(device.save(juneFirstState(), replacing: 0) == 1)
        #expect(device.isKilled)
        // The second write "succeeds" for the dead process but never lands.
        #expect(device.save(juneFirstState(allowance: 60), replacing: 1) == 2)
        #expect(device.version == 1)
        #expect(device.stored?.dailyAllowanceMinutes == 120)
        device.relaunch()
        #expect(!device.isKilled)
        #expect(device.save(juneFirstState(allowance: 60), replacing: 1) == 2)
    }

    @Test func syncMovesTheClockAndACopyIsIndependent() {
        let device = midsummerDevice()
        device.sync(minute: 90, usage: 12)
        #expect(device.now == device.today.instant(atMinute: 90))
        #expect(device.usageMinutes == 12)
        let copy = device.copy()
        device.sync(minute: 100, usage: 20)
        #expect(copy.usageMinutes == 12)
        #expect(copy.now == device.today.instant(atMinute: 90))
    }

    @Test func aScheduledThresholdFiresOnceWhenUsageReachesIt() {
        let device = midsummerDevice()
        var usage = HonestUsageSource(device: device)
        usage.scheduleUsageThreshold(UsageThreshold(day: device.today.key, usageMinutes: 30, appSelection: []))
        device.sync(minute: 200, usage: 29)
        #expect(!device.takeThresholdEvent())
        device.sync(minute: 201, usage: 30)
        #expect(device.takeThresholdEvent())
        #expect(!device.takeThresholdEvent())
    }
}

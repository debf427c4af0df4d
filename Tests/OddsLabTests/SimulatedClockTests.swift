import CasinoCore
@testable import OddsLab
import Testing

/// `SimulatedClock`: the device's instant, its local day and 23:59 of that day, across a clock change.
@Suite struct SimulatedClockTests {
    @Test func theClockReadsTheDeviceAndItsLocalDay() {
        let device = midsummerDevice()
        let clock = SimulatedClock(device: device)
        device.sync(minute: 61, usage: 0)
        #expect(clock.now == device.today.instant(atMinute: 61))
        #expect(clock.dayKey(at: clock.now) == DayKey(year: 2026, month: 6, day: 1))
        #expect(clock.endOfDay(containing: clock.now) == device.today.instant(atMinute: 1439))
    }

    @Test func theEndOfTheFallBackDayIs1499RealMinutesAfterMidnight() {
        let zone = LabTimeZone.usEastern
        let day = LabTimeZone.dayNumber(of: DayKey(year: 2026, month: 11, day: 1))
        let device = SimulatedDevice(zone: zone, dayNumber: day, installationSeed: 1)
        let clock = SimulatedClock(device: device)
        let start = device.today.start
        #expect(clock.endOfDay(containing: start) == start.advanced(bySeconds: 1499 * 60))
        // An instant of another day is answered with that day, not the device's.
        let nextDay = device.today.end.advanced(bySeconds: 60)
        #expect(clock.dayKey(at: nextDay) == DayKey(year: 2026, month: 11, day: 2))
    }
}

import CasinoCore
@testable import OddsLab
import Testing

/// `LabTimeZone`: US Eastern cut into local days, with the 23- and 25-hour days in the right places.
@Suite struct LabTimeZoneTests {
    let zone = LabTimeZone.usEastern

    func day(_ y: Int, _ m: Int, _ d: Int) -> LocalDay {
        zone.localDay(LabTimeZone.dayNumber(of: DayKey(year: y, month: m, day: d)))
    }

    @Test func dayNumbersCountFrom1970AndRoundTrip() {
        #expect(LabTimeZone.dayNumber(of: DayKey(year: 1970, month: 1, day: 1)) == 0)
        #expect(LabTimeZone.dayNumber(of: DayKey(year: 2026, month: 1, day: 1)) == 20_454)
        for n in [-1, 0, 20_454, 20_513, 30_000] {
            #expect(LabTimeZone.dayNumber(of: LabTimeZone.dayKey(ofDayNumber: n)) == n)
        }
    }

    @Test func springForwardAndFallBackIn2026() {
        let spring = day(2026, 3, 8)
        #expect(spring.lengthMinutes == 1380)
        #expect(spring.shiftMinutes == 60)
        #expect(spring.transitionMinute == 120)
        #expect(spring.wallClock(atMinute: 119) == "01:59")
        #expect(spring.wallClock(atMinute: 120) == "03:00")
        let fall = day(2026, 11, 1)
        #expect(fall.lengthMinutes == 1500)
        #expect(fall.shiftMinutes == -60)
        #expect(fall.wallClock(atMinute: 119) == "01:59")
        #expect(fall.wallClock(atMinute: 120) == "01:00")
        #expect(fall.wallClock(atMinute: 1499) == "23:59")
        let ordinary = day(2026, 6, 1)
        #expect(ordinary.lengthMinutes == 1440)
        #expect(ordinary.transitionMinute == 1440)
    }

    @Test func midnightIsUTCMinusFourInSummerAndMinusFiveInWinter() {
        let summer = day(2026, 6, 1)
        #expect(summer.start.secondsSinceEpoch == Int64(LabTimeZone.dayNumber(of: summer.key)) * 86_400 + 4 * 3600)
        let winter = day(2026, 1, 15)
        #expect(winter.start.secondsSinceEpoch == Int64(LabTimeZone.dayNumber(of: winter.key)) * 86_400 + 5 * 3600)
        #expect(zone.dayNumber(at: summer.start) == summer.dayNumber)
        #expect(zone.dayNumber(at: summer.end.advanced(bySeconds: -1)) == summer.dayNumber)
        #expect(summer.contains(summer.start) && !summer.contains(summer.end))
    }
}

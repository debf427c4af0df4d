import Testing
@testable import CasinoCore

// Every literal instant below was computed with Python's zoneinfo (tzdata America/New_York):
//   python3 -c "from zoneinfo import ZoneInfo; from datetime import datetime; \
//     print(int(datetime(2026,3,9,12,tzinfo=ZoneInfo('America/New_York')).timestamp()))"
// so the core's integer calendar math is checked against an independent zone database.

@Suite("Civil calendar and US Eastern time")
struct TimeZoneRulesTests {
    let eastern = USEasternTimeRules()

    private func local(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0, _ s: Int = 0) -> LocalDateTime {
        LocalDateTime(year: y, month: mo, day: d, hour: h, minute: mi, second: s)!
    }

    @Test func daysFromCivilRoundTripsAndKnowsTheEpoch() {
        #expect(CivilCalendar.daysFromCivil(year: 1970, month: 1, day: 1) == 0)
        #expect(CivilCalendar.daysFromCivil(year: 2000, month: 3, day: 1) == 11_017)
        #expect(CivilCalendar.daysFromCivil(year: 1969, month: 12, day: 31) == -1)
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let date = CivilCalendar.civilFromDays(days)
            #expect(CivilCalendar.daysFromCivil(year: date.year, month: date.month, day: date.day) == days)
        }
    }

    @Test func weekdayOfKnownDates() {
        #expect(CivilCalendar.weekday(ofDay: 0) == .thursday)
        #expect(local(2026, 3, 8).weekday == .sunday)
        #expect(local(2026, 3, 9).weekday == .monday)
        #expect(local(2026, 11, 1).weekday == .sunday)
        #expect(local(1969, 12, 29).weekday == .monday)
    }

    @Test func localDateTimeRejectsImpossibleFields() {
        #expect(LocalDateTime(year: 2026, month: 2, day: 29) == nil)
        #expect(LocalDateTime(year: 2028, month: 2, day: 29) != nil)
        #expect(LocalDateTime(year: 2026, month: 13, day: 1) == nil)
        #expect(LocalDateTime(year: 2026, month: 1, day: 1, hour: 24) == nil)
        #expect(LocalDateTime(year: 2026, month: 1, day: 1, second: 60) == nil)
    }

    /// (year, first EDT instant, first EST instant after it), from zoneinfo for 2007…2040.
    static let zoneinfoTransitions: [(Int, Int64, Int64)] = [
        (2007, 1173596400, 1194156000), (2008, 1205046000, 1225605600), (2009, 1236495600, 1257055200),
        (2010, 1268550000, 1289109600), (2011, 1299999600, 1320559200), (2012, 1331449200, 1352008800),
        (2013, 1362898800, 1383458400), (2014, 1394348400, 1414908000), (2015, 1425798000, 1446357600),
        (2016, 1457852400, 1478412000), (2017, 1489302000, 1509861600), (2018, 1520751600, 1541311200),
        (2019, 1552201200, 1572760800), (2020, 1583650800, 1604210400), (2021, 1615705200, 1636264800),
        (2022, 1647154800, 1667714400), (2023, 1678604400, 1699164000), (2024, 1710054000, 1730613600),
        (2025, 1741503600, 1762063200), (2026, 1772953200, 1793512800), (2027, 1805007600, 1825567200),
        (2028, 1836457200, 1857016800), (2029, 1867906800, 1888466400), (2030, 1899356400, 1919916000),
        (2031, 1930806000, 1951365600), (2032, 1962860400, 1983420000), (2033, 1994310000, 2014869600),
        (2034, 2025759600, 2046319200), (2035, 2057209200, 2077768800), (2036, 2088658800, 2109218400),
        (2037, 2120108400, 2140668000), (2038, 2152162800, 2172722400), (2039, 2183612400, 2204172000),
        (2040, 2215062000, 2235621600)
    ]

    @Test(arguments: zoneinfoTransitions)
    func easternDaylightTimeMatchesZoneinfoFrom2007To2040(transition: (Int, Int64, Int64)) {
        let (year, start, end) = transition
        #expect(USEasternTimeRules.daylightTime(in: year) == start..<end, "year \(year)")
        #expect(eastern.utcOffsetSeconds(at: start - 1) == -18000)
        #expect(eastern.utcOffsetSeconds(at: start) == -14400)
        #expect(eastern.utcOffsetSeconds(at: end - 1) == -14400)
        #expect(eastern.utcOffsetSeconds(at: end) == -18000)
    }

    @Test func springForwardGapIsExplicitAndShiftsForward() {
        // 2026-03-08 02:30 does not exist in New York; 01:59:59 EST and 03:00 EDT are one second apart.
        #expect(eastern.resolve(local(2026, 3, 8, 1, 59, 59)) == .unique(1772953199))
        #expect(eastern.resolve(local(2026, 3, 8, 3, 0, 0)) == .unique(1772953200))
        #expect(eastern.resolve(local(2026, 3, 8, 2, 30)) == .skipped(shiftedForward: 1772955000, gapSeconds: 3600))
        #expect(eastern.instant(for: local(2026, 3, 8, 2, 30)) == 1772955000) // = 03:30 EDT
        #expect(eastern.localDateTime(at: 1772955000) == local(2026, 3, 8, 3, 30))
    }

    @Test func fallBackOverlapIsExplicitAndPicksTheEarlierInstant() {
        // 2026-11-01 01:30 happens twice: 05:30 UTC (EDT) and 06:30 UTC (EST).
        #expect(eastern.resolve(local(2026, 11, 1, 1, 30)) == .repeated(earlier: 1793511000, later: 1793514600))
        #expect(eastern.instant(for: local(2026, 11, 1, 1, 30)) == 1793511000)
        #expect(eastern.resolve(local(2026, 11, 1, 0, 59, 59)) == .unique(1793509199))
        #expect(eastern.resolve(local(2026, 11, 1, 2, 0)) == .unique(1793516400))
        #expect(eastern.localDateTime(at: 1793514600) == local(2026, 11, 1, 1, 30))
    }

    @Test func localTimeRoundTripsThroughEveryHourOf2026() {
        let start: Int64 = 1767225600 // 2026-01-01 00:00 UTC
        for hour in Int64(0)..<(366 * 24) {
            let instant = start + hour * 3600 + 1234
            let wall = eastern.localDateTime(at: instant)
            switch eastern.resolve(wall) {
            case .unique(let t): #expect(t == instant)
            case .repeated(let a, let b): #expect(a == instant || b == instant)
            case .skipped: Issue.record("a shown wall-clock time cannot be skipped: \(wall)")
            }
        }
    }
}

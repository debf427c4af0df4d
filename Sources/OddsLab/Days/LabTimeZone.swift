import CasinoCore

/// The day simulation's time zone: the core's `TimeZoneRules` (US Eastern by default) cut into
/// local days, so every simulated year has a 23-hour and a 25-hour day.
///
/// US Eastern (`USEasternTimeRules`): UTC−5, and UTC−4 from the second Sunday of March at 02:00
/// (clocks spring forward to 03:00) to the first Sunday of November at 02:00 (they fall back to
/// 01:00). Dates are the core's integer `CivilCalendar`, so the zone is the same on every machine.
package struct LabTimeZone: Sendable {
    let rules: any TimeZoneRules & Sendable
    /// The zone's name in an exported history (`HistoryTimeZone`).
    let name: String

    /// America/New_York under the rules in force since 2007.
    static let usEastern = LabTimeZone(rules: USEasternTimeRules(), name: "America/New_York")

    /// Days since 1970-01-01 of a date.
    package static func dayNumber(of key: DayKey) -> Int {
        CivilCalendar.daysFromCivil(year: key.year, month: key.month, day: key.day)
    }

    /// The date `dayNumber` days after 1970-01-01.
    package static func dayKey(ofDayNumber dayNumber: Int) -> DayKey {
        let date = CivilCalendar.civilFromDays(dayNumber)
        return DayKey(year: date.year, month: date.month, day: date.day)
    }

    /// The local day number containing `instant`.
    func dayNumber(at instant: Instant) -> Int {
        let local = instant.secondsSinceEpoch + Int64(rules.utcOffsetSeconds(at: instant.secondsSinceEpoch))
        let (q, r) = local.quotientAndRemainder(dividingBy: 86_400)
        return Int(r < 0 ? q - 1 : q)
    }

    /// The local day `dayNumber`: its bounds in real time and its clock change, if any.
    ///
    /// - Complexity: O(log minutes) offset lookups on a day the clocks change, O(1) otherwise.
    func localDay(_ dayNumber: Int) -> LocalDay {
        func instant(_ day: Int, _ secondOfDay: Int) -> Int64 {
            rules.instant(for: LocalDateTime(days: day, secondOfDay: secondOfDay))
        }
        let start = instant(dayNumber, 0)
        let end = instant(dayNumber + 1, 0)
        let endOfDay = instant(dayNumber, 23 * 3600 + 59 * 60)
        let offsetAtStart = rules.utcOffsetSeconds(at: start)
        let shift = (rules.utcOffsetSeconds(at: end - 1) - offsetAtStart) / 60
        let length = Int((end - start) / 60)
        // The first real minute on the new offset: found by bisection, the offset changes once.
        var transition = length
        if shift != 0 {
            var low = 0, high = length
            while low < high {
                let mid = (low + high) / 2
                if rules.utcOffsetSeconds(at: start + Int64(mid) * 60) == offsetAtStart {
                    low = mid + 1
                } else {
                    high = mid
                }
            }
            transition = low
        }
        return LocalDay(
            dayNumber: dayNumber, key: LabTimeZone.dayKey(ofDayNumber: dayNumber),
            start: Instant(secondsSinceEpoch: start), endOfDay: Instant(secondsSinceEpoch: endOfDay),
            end: Instant(secondsSinceEpoch: end), transitionMinute: transition, shiftMinutes: shift)
    }
}

/// One local calendar day in real time.
struct LocalDay: Hashable, Sendable {
    /// Days since 1970-01-01.
    var dayNumber: Int
    var key: DayKey
    /// Local 00:00.
    var start: Instant
    /// Local 23:59, the payout cap's horizon.
    var endOfDay: Instant
    /// The next day's local 00:00.
    var end: Instant
    /// The first real minute on the new offset (120 on both US change days); the day's length when
    /// the clocks do not change.
    var transitionMinute: Int
    /// +60 on the spring-forward day (the wall clock skips 02:00–02:59), −60 on the fall-back day
    /// (01:00–01:59 happens twice), 0 otherwise.
    var shiftMinutes: Int

    /// Real minutes in the day: 1380, 1440 or 1500.
    var lengthMinutes: Int { Int((end.secondsSinceEpoch - start.secondsSinceEpoch) / 60) }

    /// The instant `minute` real minutes after local midnight.
    func instant(atMinute minute: Int) -> Instant { start.advanced(bySeconds: Int64(minute) * 60) }

    /// The wall-clock minute of the day (0…1439) shown `minute` real minutes after local midnight.
    func wallMinute(atMinute minute: Int) -> Int {
        minute < transitionMinute ? minute : minute + shiftMinutes
    }

    /// `"14:07"` for a real minute of the day.
    func wallClock(atMinute minute: Int) -> String {
        let wall = wallMinute(atMinute: minute)
        let h = wall / 60, m = wall % 60
        return (h < 10 ? "0" : "") + String(h) + ":" + (m < 10 ? "0" : "") + String(m)
    }

    /// Whether `instant` falls in this day.
    @inline(__always)
    func contains(_ instant: Instant) -> Bool { instant >= start && instant < end }
}

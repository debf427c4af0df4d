/// The day simulation's time zone: US Eastern rules (America/New_York since 2007), so every
/// simulated year has one 23-hour day and one 25-hour day.
///
/// Standard time is UTC−5, daylight time UTC−4. Clocks spring forward on the second Sunday of
/// March at 02:00 (to 03:00) and fall back on the first Sunday of November at 02:00 (to 01:00).
/// Dates are proleptic Gregorian and computed in integers (Hinnant's days-from-civil), so the zone
/// is the same on every machine and needs no time-zone database.
public struct LabTimeZone: Hashable, Sendable {
    /// Offset from UTC in standard time, in minutes (−300).
    public var standardOffsetMinutes: Int
    /// Offset from UTC in daylight time, in minutes (−240).
    public var daylightOffsetMinutes: Int

    public init(standardOffsetMinutes: Int, daylightOffsetMinutes: Int) {
        self.standardOffsetMinutes = standardOffsetMinutes
        self.daylightOffsetMinutes = daylightOffsetMinutes
    }

    /// UTC−5 / UTC−4 with the US transition dates.
    public static let usEastern = LabTimeZone(standardOffsetMinutes: -300, daylightOffsetMinutes: -240)

    /// The local wall-clock time of both transitions, in minutes after midnight (02:00).
    public static let transitionWallMinute = 120

    // MARK: Calendar

    /// Days since 1970-01-01 of a proleptic Gregorian date.
    public static func dayNumber(of key: DayKey) -> Int {
        let y = key.month <= 2 ? key.year - 1 : key.year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthFromMarch = (key.month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + key.day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `dayNumber` days after 1970-01-01.
    public static func dayKey(ofDayNumber dayNumber: Int) -> DayKey {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return DayKey(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// 0 for Sunday … 6 for Saturday (1970-01-01 was a Thursday).
    public static func weekday(ofDayNumber dayNumber: Int) -> Int {
        ((dayNumber % 7) + 7 + 4) % 7
    }

    /// The day number of the spring-forward Sunday (second Sunday of March) of `year`.
    public static func springForwardDay(year: Int) -> Int {
        let first = dayNumber(of: DayKey(year: year, month: 3, day: 1))
        return first + (7 - weekday(ofDayNumber: first)) % 7 + 7
    }

    /// The day number of the fall-back Sunday (first Sunday of November) of `year`.
    public static func fallBackDay(year: Int) -> Int {
        let first = dayNumber(of: DayKey(year: year, month: 11, day: 1))
        return first + (7 - weekday(ofDayNumber: first)) % 7
    }

    // MARK: Offsets

    /// True when daylight time is in force at local midnight starting day `dayNumber` of `year`.
    func isDaylightAtMidnight(dayNumber: Int, year: Int) -> Bool {
        dayNumber > LabTimeZone.springForwardDay(year: year) && dayNumber <= LabTimeZone.fallBackDay(year: year)
    }

    /// The UTC offset in minutes at `instant`.
    public func offsetMinutes(at instant: Instant) -> Int {
        let seconds = instant.secondsSinceEpoch
        let standardLocal = seconds + Int64(standardOffsetMinutes * 60)
        let year = LabTimeZone.dayKey(ofDayNumber: Int(floorDivide(standardLocal, 86_400))).year
        let transition = Int64(LabTimeZone.transitionWallMinute * 60)
        let start = Int64(LabTimeZone.springForwardDay(year: year)) * 86_400 + transition
            - Int64(standardOffsetMinutes * 60)
        let end = Int64(LabTimeZone.fallBackDay(year: year)) * 86_400 + transition
            - Int64(daylightOffsetMinutes * 60)
        return seconds >= start && seconds < end ? daylightOffsetMinutes : standardOffsetMinutes
    }

    /// The local day number containing `instant`.
    public func dayNumber(at instant: Instant) -> Int {
        let local = instant.secondsSinceEpoch + Int64(offsetMinutes(at: instant) * 60)
        return Int(floorDivide(local, 86_400))
    }

    /// The local day `dayNumber`: its bounds in real time and its daylight-saving transition.
    public func localDay(_ dayNumber: Int) -> LocalDay {
        let key = LabTimeZone.dayKey(ofDayNumber: dayNumber)
        let spring = LabTimeZone.springForwardDay(year: key.year)
        let fall = LabTimeZone.fallBackDay(year: key.year)
        func midnight(_ day: Int, daylight: Bool) -> Int64 {
            Int64(day) * 86_400 - Int64((daylight ? daylightOffsetMinutes : standardOffsetMinutes) * 60)
        }
        let startsInDaylight = dayNumber > spring && dayNumber <= fall
        let endsInDaylight = dayNumber >= spring && dayNumber < fall      // at 23:59 and the next midnight
        let start = midnight(dayNumber, daylight: startsInDaylight)
        let end = midnight(dayNumber + 1, daylight: endsInDaylight)
        let endOfDayLocal = Int64(dayNumber) * 86_400 + Int64(23 * 3600 + 59 * 60)
        let endOfDay = endOfDayLocal - Int64((endsInDaylight ? daylightOffsetMinutes : standardOffsetMinutes) * 60)
        let shift = startsInDaylight == endsInDaylight ? 0 : (endsInDaylight ? 60 : -60)
        return LocalDay(dayNumber: dayNumber, key: key, start: Instant(secondsSinceEpoch: start),
                        endOfDay: Instant(secondsSinceEpoch: endOfDay), end: Instant(secondsSinceEpoch: end),
                        shiftMinutes: shift)
    }
}

/// One local calendar day in real time.
public struct LocalDay: Hashable, Sendable {
    /// Days since 1970-01-01.
    public var dayNumber: Int
    public var key: DayKey
    /// Local 00:00.
    public var start: Instant
    /// Local 23:59, the payout cap's horizon.
    public var endOfDay: Instant
    /// The next day's local 00:00.
    public var end: Instant
    /// +60 on the spring-forward day (the wall clock skips 02:00–02:59), −60 on the fall-back day
    /// (01:00–01:59 happens twice), 0 otherwise. Both transitions come 120 real minutes after midnight.
    public var shiftMinutes: Int

    /// Real minutes in the day: 1380, 1440 or 1500.
    public var lengthMinutes: Int { Int((end.secondsSinceEpoch - start.secondsSinceEpoch) / 60) }

    /// The instant `minute` real minutes after local midnight.
    public func instant(atMinute minute: Int) -> Instant { start.advanced(bySeconds: Int64(minute) * 60) }

    /// The wall-clock minute of the day (0…1439) shown `minute` real minutes after local midnight.
    public func wallMinute(atMinute minute: Int) -> Int {
        minute < LabTimeZone.transitionWallMinute ? minute : minute + shiftMinutes
    }

    /// `"14:07"` for a real minute of the day.
    public func wallClock(atMinute minute: Int) -> String {
        let wall = wallMinute(atMinute: minute)
        let h = wall / 60, m = wall % 60
        return (h < 10 ? "0" : "") + String(h) + ":" + (m < 10 ? "0" : "") + String(m)
    }

    /// Whether `instant` falls in this day.
    @inline(__always)
    public func contains(_ instant: Instant) -> Bool { instant >= start && instant < end }
}

@inline(__always)
private func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}

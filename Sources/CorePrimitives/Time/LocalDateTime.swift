/// A wall-clock date and time in some time zone, with no zone attached: "2026-03-09 12:00:00".
///
/// It becomes an instant only through `TimeZoneRules`, which decides what to do when the wall
/// clock skips the time (spring forward) or shows it twice (fall back).
public struct LocalDateTime: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The year.
    public let year: Int
    /// The month, 1 … 12.
    public let month: Int
    /// The day, 1 … 31.
    public let day: Int
    /// The hour, 0 … 23.
    public let hour: Int
    /// The minute, 0 … 59.
    public let minute: Int
    /// The second, 0 … 59.
    public let second: Int

    /// A validated wall-clock time, or nil if a field is out of range (month 1…12, a day that
    /// exists in that month, hour 0…23, minute 0…59, second 0…59: no leap seconds, as in Unix time).
    public init?(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        guard (1...12).contains(month),
            day >= 1, day <= CivilCalendar.daysInMonth(month, year: year),
            (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
        (self.hour, self.minute, self.second) = (hour, minute, second)
    }

    /// The wall-clock time `localSeconds` seconds after local 1970-01-01 00:00:00.
    public init(localSeconds: Int64) {
        let days = floorDivide(localSeconds, CivilCalendar.secondsPerDay)
        let secondOfDay = Int(localSeconds - days * CivilCalendar.secondsPerDay)
        let date = CivilCalendar.civilFromDays(Int(days))
        (year, month, day) = (date.year, date.month, date.day)
        (hour, minute, second) = (secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60)
    }

    /// The wall-clock time `secondOfDay` seconds after midnight of day `days` (days since 1970-01-01).
    public init(days: Int, secondOfDay: Int) {
        self.init(localSeconds: Int64(days) * CivilCalendar.secondsPerDay + Int64(secondOfDay))
    }

    /// Seconds from local 1970-01-01 00:00:00 to this wall-clock time, counting every day as
    /// 24 hours: the instant this time would be if the zone were UTC.
    public var localSeconds: Int64 {
        let days = Int64(CivilCalendar.daysFromCivil(year: year, month: month, day: day))
        return days * CivilCalendar.secondsPerDay + Int64(hour * 3600 + minute * 60 + second)
    }

    /// Days since 1970-01-01 of this date.
    public var days: Int { CivilCalendar.daysFromCivil(year: year, month: month, day: day) }

    /// The day of the week of this date.
    public var weekday: Weekday { CivilCalendar.weekday(ofDay: days) }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        lhs.localSeconds < rhs.localSeconds
    }

    /// `"2026-03-09 12:00:00"`.
    public var description: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let y = String(year)
        let paddedYear = year >= 0 && year < 1000 ? String(repeating: "0", count: 4 - y.count) + y : y
        return "\(paddedYear)-\(two(month))-\(two(day)) \(two(hour)):\(two(minute)):\(two(second))"
    }
}

// Calendar arithmetic on the proleptic Gregorian calendar, in integers only, so the core can
// turn "Monday 12:00 local" into an instant without Foundation (and so the iOS app and the lab
// compute the same instant on every machine).

/// Dates as whole days since 1970-01-01, by Howard Hinnant's `days_from_civil` algorithms.
public enum CivilCalendar {
    /// Seconds in a calendar day of 24 hours (local wall-clock arithmetic, not elapsed time).
    public static let secondsPerDay: Int64 = 86_400

    /// The number of days from 1970-01-01 to `year-month-day` (negative before 1970).
    ///
    /// Valid for every date whose day count fits in `Int`; months and days are not range-checked
    /// here (callers validate: `LocalDateTime` does).
    /// - Complexity: O(1).
    public static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = floorDivide(y, 400)
        let yearOfEra = y - era * 400 // 0...399
        let shiftedMonth = month > 2 ? month - 3 : month + 9 // March = 0: leap day last
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1 // 0...365
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` days after 1970-01-01: the inverse of `daysFromCivil`.
    ///
    /// - Complexity: O(1).
    public static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097 // 0...146096
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100) // 0...365
        let shiftedMonth = (5 * dayOfYear + 2) / 153 // 0...11
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The weekday of the day `days` days after 1970-01-01 (a Thursday).
    ///
    /// - Complexity: O(1).
    public static func weekday(ofDay days: Int) -> Weekday {
        // Weekday raw values count from Sunday = 0; day 0 was a Thursday (4).
        Weekday(rawValue: floorModulo(days + 4, 7)) ?? .sunday
    }

    /// The day number of the `ordinal`-th (1-based) `weekday` of `month` in `year`:
    /// the second Sunday of March is `nthWeekday(2, .sunday, month: 3, year: y)`.
    ///
    /// - Complexity: O(1).
    public static func nthWeekday(_ ordinal: Int, _ weekday: Weekday, month: Int, year: Int) -> Int {
        let first = daysFromCivil(year: year, month: month, day: 1)
        let firstWeekday = self.weekday(ofDay: first).rawValue
        return first + floorModulo(weekday.rawValue - firstWeekday, 7) + 7 * (ordinal - 1)
    }

    /// Whether `year` has a 29 February.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in `month` of `year`.
    public static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

/// A day of the week; raw values count from Sunday = 0, as in C's `tm_wday`.
public enum Weekday: Int, Hashable, Sendable, CaseIterable {
    /// The days of the week, Sunday first (`rawValue` 0 … 6).
    case sunday, monday, tuesday, wednesday, thursday, friday, saturday
}

/// `a / b` rounded toward negative infinity (Swift's `/` truncates toward zero); `b > 0`.
@inlinable
package func floorDivide(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && a < 0) ? q - 1 : q
}

/// `a mod b` in `0..<b`; `b > 0`.
@inlinable
package func floorModulo(_ a: Int, _ b: Int) -> Int {
    let r = a % b
    return r < 0 ? r + b : r
}

/// `a / b` rounded toward negative infinity, for instants; `b > 0`.
@inlinable
package func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return (a % b != 0 && a < 0) ? q - 1 : q
}

/// `a mod b` in `0..<b`, for instants; `b > 0`.
@inlinable
package func floorModulo(_ a: Int64, _ b: Int64) -> Int64 {
    let r = a % b
    return r < 0 ? r + b : r
}

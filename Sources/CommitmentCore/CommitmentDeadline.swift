import CorePrimitives

/// The weekly deadline of seed 003: "next Monday 12:00 EST", read as Monday 12:00 on the
/// US Eastern wall clock (EDT in summer, EST in winter), not a fixed UTC−5.
///
/// "Next" is the first Monday 12:00 strictly after the given instant: at Monday 11:59 the
/// deadline is a minute away; at Monday 12:00:00 it is a week away. The seed does not say which
/// Monday it means on a Monday morning; this is the reading the countdown on every screen implies.
public struct CommitmentDeadline: Hashable, Sendable {
    /// The weekday of the deadline.
    public let weekday: Weekday
    /// Seconds after local midnight.
    public let secondOfDay: Int

    /// The product's deadline: Monday 12:00 local.
    public static let mondayNoon = CommitmentDeadline(weekday: .monday, uncheckedSecondOfDay: 12 * 3600)

    /// A deadline on `weekday` at `secondOfDay` local time, or nil unless `secondOfDay` is in 0 ..< 86400.
    public init?(weekday: Weekday, secondOfDay: Int) {
        guard (0..<86_400).contains(secondOfDay) else { return nil }
        self.init(weekday: weekday, uncheckedSecondOfDay: secondOfDay)
    }

    private init(weekday: Weekday, uncheckedSecondOfDay: Int) {
        self.weekday = weekday
        self.secondOfDay = uncheckedSecondOfDay
    }

    /// The first deadline instant strictly after `instant`, in the zone `rules`.
    ///
    /// The week is counted on the wall clock, so a week containing a daylight-saving change
    /// lasts 167 or 169 real hours; the deadline itself is never in a gap or overlap for
    /// US Eastern (changes happen on Sunday at 02:00), and for zones where it could be, the
    /// conversion follows `TimeZoneRules.instant(for:)` (gap: later; overlap: earlier).
    /// - Complexity: O(1) calls to `utcOffsetSeconds`.
    public func next<Zone: TimeZoneRules>(after instant: Int64, in rules: Zone) -> Int64 {
        let today = rules.localDateTime(at: instant).days
        let daysAhead = floorModulo(weekday.rawValue - CivilCalendar.weekday(ofDay: today).rawValue, 7)
        var day = today + daysAhead
        while true {
            let candidate = rules.instant(for: LocalDateTime(days: day, secondOfDay: secondOfDay))
            if candidate > instant { return candidate }
            day += 7 // Already past this week's deadline (or exactly on it): the next week's.
        }
    }
}

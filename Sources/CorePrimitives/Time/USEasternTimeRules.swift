/// US Eastern time (America/New_York) under the rules in force since 2007 (Energy Policy Act
/// of 2005): EST, UTC−5, except from the second Sunday of March at 02:00 EST to the first Sunday
/// of November at 02:00 EDT, when it is EDT, UTC−4.
///
/// The commitment deadline "next Monday 12:00 Eastern" is a rule of the product, so the zone it
/// is stated in lives in the core, as pure integer calendar math. Years before 2007 are computed
/// with the same rules, which is not history (1987–2006 used April to October).
public struct USEasternTimeRules: TimeZoneRules, Hashable, Sendable {
    /// EST: UTC−5.
    public static let standardOffsetSeconds = -5 * 3600
    /// EDT: UTC−4.
    public static let daylightOffsetSeconds = -4 * 3600

    /// The US Eastern rules.
    public init() {}

    /// −14400 from the March change to the November change, −18000 otherwise.
    ///
    /// - Complexity: O(1).
    public func utcOffsetSeconds(at instant: Int64) -> Int {
        // The year of the instant in standard time: both changes of that year are then compared
        // against it (New Year is far from either change, so the choice of offset here is safe).
        let standardLocal = instant + Int64(USEasternTimeRules.standardOffsetSeconds)
        let year = CivilCalendar.civilFromDays(Int(floorDivide(standardLocal, CivilCalendar.secondsPerDay))).year
        let daylight = USEasternTimeRules.daylightTime(in: year)
        return daylight.contains(instant)
            ? USEasternTimeRules.daylightOffsetSeconds
            : USEasternTimeRules.standardOffsetSeconds
    }

    /// The instants of `year` on daylight time: from the spring change (02:00 EST = 07:00 UTC on
    /// the second Sunday of March) up to, not including, the autumn change (02:00 EDT = 06:00 UTC
    /// on the first Sunday of November).
    ///
    /// - Complexity: O(1).
    public static func daylightTime(in year: Int) -> Range<Int64> {
        let springDay = Int64(CivilCalendar.nthWeekday(2, .sunday, month: 3, year: year))
        let autumnDay = Int64(CivilCalendar.nthWeekday(1, .sunday, month: 11, year: year))
        let start = springDay * CivilCalendar.secondsPerDay + 2 * 3600 - Int64(standardOffsetSeconds)
        let end = autumnDay * CivilCalendar.secondsPerDay + 2 * 3600 - Int64(daylightOffsetSeconds)
        return start..<end
    }
}

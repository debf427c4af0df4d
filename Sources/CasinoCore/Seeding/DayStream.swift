// The app's streams (Docs/rng.md, "Where a round's draws come from"): an installation's seed plays
// one stream per budget day, so a day's rounds never share a draw with another day's.

extension DayKey {
    /// The stream an installation's seed plays on this budget day: the day's number since
    /// 1970-01-01 (2026-11-23 is stream 20,780), as its 64-bit pattern.
    ///
    /// Budget days only move forward (`PersistedState.resetIfNewDay`), so each day's stream is one
    /// no earlier day of the seed has played.
    public var roundStream: UInt64 {
        UInt64(bitPattern: Int64(CivilCalendar.daysFromCivil(year: year, month: month, day: day)))
    }
}

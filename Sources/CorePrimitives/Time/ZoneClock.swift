/// The production `LocalClock`: the current instant and the time-zone rules both injected, the
/// local calendar (days, 23:59, daylight-saving days of 23 or 25 hours) computed in the core.
///
/// The app passes the device's clock as `now` and the device's zone as `rules` (a `TimeZoneRules`
/// over the system's zone database, read at each call, so a zone change while travelling takes
/// effect at once); tests pass fixed ones. The core itself never reads a clock or a zone database.
///
/// A zone change never wipes a day: the coordinator's budget day only moves forward
/// (`PersistedState.resetIfNewDay`), so flying west across midnight continues the day already
/// started, and flying east starts the next day only when the local date there is later.
public struct ZoneClock<Zone: TimeZoneRules>: LocalClock {
    /// The zone's rules (offsets and daylight saving).
    public var rules: Zone
    /// Reads the current instant.
    public var currentInstant: () -> Instant

    /// A clock reading `now` in the zone of `rules`.
    public init(rules: Zone, now: @escaping () -> Instant) {
        self.rules = rules
        currentInstant = now
    }

    public var now: Instant { currentInstant() }

    public func dayKey(at instant: Instant) -> DayKey {
        let local = rules.localDateTime(at: instant.secondsSinceEpoch)
        return DayKey(year: local.year, month: local.month, day: local.day)
    }

    /// 23:59:00 local on the day containing `instant` (on a daylight-saving day, the real instant
    /// of that wall-clock time, so minutes until it are elapsed minutes).
    public func endOfDay(containing instant: Instant) -> Instant {
        let local = rules.localDateTime(at: instant.secondsSinceEpoch)
        let days = CivilCalendar.daysFromCivil(year: local.year, month: local.month, day: local.day)
        return Instant(
            secondsSinceEpoch: rules.instant(for: LocalDateTime(days: days, secondOfDay: 23 * 3600 + 59 * 60)))
    }
}

/// The app's clock and calendar, supplied from outside the core (the device in the app, a
/// simulated time zone with daylight-saving days in the lab).
public protocol LocalClock {
    /// The current instant.
    var now: Instant { get }
    /// The local calendar day containing `instant`.
    func dayKey(at instant: Instant) -> DayKey
    /// The instant of 23:59:00 local time on the day containing `instant`.
    func endOfDay(containing instant: Instant) -> Instant
}

extension LocalClock {
    /// Real whole minutes until 23:59 local today (0 at 23:59 or later); see `MinutesUntilMidnight`.
    public var minutesUntilMidnight: Int {
        let now = self.now
        return MinutesUntilMidnight.between(now, endOfDay: endOfDay(containing: now))
    }

    /// Today's local day key.
    public var today: DayKey { dayKey(at: now) }
}

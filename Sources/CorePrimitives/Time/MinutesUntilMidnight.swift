/// The payout cap's horizon: real whole minutes from now until 23:59 local time.
///
/// "Midnight" is 23:59 because a minute won at 23:59 can no longer be used today. The count is
/// *elapsed* time between two instants, so on a daylight-saving day it is not the wall-clock
/// difference: at 00:30 on a spring-forward day there are 22 h 29 min left, not 23 h 29 min.
public enum MinutesUntilMidnight {
    /// Whole minutes from `now` until `endOfDay` (the instant of 23:59 local today), floored; 0 at or after it.
    @inlinable
    public static func between(_ now: Instant, endOfDay: Instant) -> Int {
        Minutes.floor(seconds: endOfDay.secondsSinceEpoch - now.secondsSinceEpoch)
    }
}

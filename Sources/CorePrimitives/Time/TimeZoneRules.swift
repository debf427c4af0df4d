/// The rules of one time zone, supplied by the caller: the app wraps the system's `TimeZone`,
/// the core ships `USEasternTimeRules`, tests can use a fixed offset.
///
/// The core never reads a clock or a zone database; it asks this protocol.
public protocol TimeZoneRules {
    /// The offset of local wall-clock time from UTC in effect at `instant` (seconds since the
    /// Unix epoch): −18000 for EST (UTC−5), −14400 for EDT (UTC−4).
    ///
    /// Conversions below assume the offset changes at most once in any four-day span,
    /// which holds for every civil time zone.
    func utcOffsetSeconds(at instant: Int64) -> Int
}

/// What a wall-clock time means in a zone: one instant, none (skipped), or two (repeated).
public enum LocalTimeResolution: Hashable, Sendable {
    /// The usual case: exactly one instant shows this wall-clock time.
    case unique(Int64)
    /// The clock jumped over this time (spring forward: 02:30 on the second Sunday of March in
    /// New York). `shiftedForward` is the instant the time would be under the offset before the
    /// jump, which lands `gapSeconds` after the wall-clock time on the new offset (02:30 → 03:30).
    case skipped(shiftedForward: Int64, gapSeconds: Int)
    /// The clock showed this time twice (fall back: 01:30 on the first Sunday of November);
    /// `earlier` is the first occurrence (daylight time), `later` the second.
    case repeated(earlier: Int64, later: Int64)
}

extension TimeZoneRules {
    /// The wall-clock time shown at `instant`.
    ///
    /// - Complexity: O(1) calls to `utcOffsetSeconds`.
    public func localDateTime(at instant: Int64) -> LocalDateTime {
        LocalDateTime(localSeconds: instant + Int64(utcOffsetSeconds(at: instant)))
    }

    /// Every instant that shows `local`, with the gap and the overlap made explicit.
    ///
    /// The offsets two days before and after bracket the time; each is tried, and kept only if
    /// the zone really uses that offset at the resulting instant.
    /// - Complexity: O(1) calls to `utcOffsetSeconds`.
    public func resolve(_ local: LocalDateTime) -> LocalTimeResolution {
        let wall = local.localSeconds
        let twoDays = 2 * CivilCalendar.secondsPerDay
        let offsetBefore = Int64(utcOffsetSeconds(at: wall - twoDays))
        let offsetAfter = Int64(utcOffsetSeconds(at: wall + twoDays))
        let underBefore = wall - offsetBefore
        let underAfter = wall - offsetAfter
        let beforeHolds = Int64(utcOffsetSeconds(at: underBefore)) == offsetBefore
        let afterHolds = Int64(utcOffsetSeconds(at: underAfter)) == offsetAfter
        switch (beforeHolds, afterHolds) {
        case (true, true) where underBefore != underAfter:
            return .repeated(earlier: min(underBefore, underAfter), later: max(underBefore, underAfter))
        case (true, _):
            return .unique(underBefore)
        case (false, true):
            return .unique(underAfter)
        case (false, false):
            return .skipped(shiftedForward: underBefore, gapSeconds: Int(offsetAfter - offsetBefore))
        }
    }

    /// The instant of `local`, choosing for the two ambiguous cases the way most calendars do:
    /// a skipped time moves forward by the length of the gap (02:30 → 03:30 EDT), a repeated
    /// time means its first occurrence (01:30 EDT, not 01:30 EST).
    ///
    /// - Complexity: O(1) calls to `utcOffsetSeconds`.
    public func instant(for local: LocalDateTime) -> Int64 {
        switch resolve(local) {
        case .unique(let instant): return instant
        case .skipped(let shifted, _): return shifted
        case .repeated(let earlier, _): return earlier
        }
    }
}

/// A zone that never changes its offset (UTC, or a test's fixed zone).
public struct FixedOffsetTimeZoneRules: TimeZoneRules, Hashable, Sendable {
    /// Local time minus UTC, in seconds.
    public var offsetSeconds: Int

    /// A zone `offsetSeconds` east of UTC all year.
    public init(offsetSeconds: Int) { self.offsetSeconds = offsetSeconds }

    public func utcOffsetSeconds(at instant: Int64) -> Int { offsetSeconds }
}

/// The time zones a history names (`HistoryExport.timeZone`), so `verify` re-derives each round's
/// day and minutes until 23:59 from its times instead of trusting them: `"America/New_York"` (the
/// core's `USEasternTimeRules`), `"UTC"`, or a fixed offset `"UTC+05:30"` / `"UTC-03:00"`. The app
/// names its zone this way; a zone the core has no rules for is refused by name.
public enum HistoryTimeZone {
    /// The rules of `name`, or nil when the core has none.
    public static func rules(named name: String) -> (any TimeZoneRules & Sendable)? {
        if name == "America/New_York" { return USEasternTimeRules() }
        if name == "UTC" { return FixedOffsetTimeZoneRules(offsetSeconds: 0) }
        let utf8 = Array(name.utf8)
        guard utf8.count == 9, name.hasPrefix("UTC"), utf8[3] == UInt8(ascii: "+") || utf8[3] == UInt8(ascii: "-"),
            utf8[6] == UInt8(ascii: ":"), let hours = Int(String(decoding: utf8[4..<6], as: UTF8.self)),
            let minutes = Int(String(decoding: utf8[7..<9], as: UTF8.self)), (0...14).contains(hours),
            (0...59).contains(minutes)
        else { return nil }
        let seconds = (hours * 60 + minutes) * 60
        return FixedOffsetTimeZoneRules(offsetSeconds: utf8[3] == UInt8(ascii: "-") ? -seconds : seconds)
    }

    /// The local day containing `instant`.
    public static func day(at instant: Instant, in rules: some TimeZoneRules) -> DayKey {
        let local = rules.localDateTime(at: instant.secondsSinceEpoch)
        return DayKey(year: local.year, month: local.month, day: local.day)
    }

    /// Real whole minutes from `instant` until 23:59 local on its day (0 at or after 23:59), as the
    /// app's clock computes them.
    public static func minutesUntilMidnight(at instant: Instant, in rules: some TimeZoneRules) -> Int {
        let local = rules.localDateTime(at: instant.secondsSinceEpoch)
        let endOfDay = rules.instant(for: LocalDateTime(days: local.days, secondOfDay: 23 * 3600 + 59 * 60))
        return MinutesUntilMidnight.between(instant, endOfDay: Instant(secondsSinceEpoch: endOfDay))
    }
}

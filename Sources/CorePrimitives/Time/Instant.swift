/// A point in real time: whole seconds since 1970-01-01T00:00:00Z.
///
/// The core never reads a clock; instants come in through `LocalClock` so the app, the tests and
/// the day simulation all drive the same code.
public struct Instant: Hashable, Comparable, Sendable, Codable {
    /// Whole seconds since 1970-01-01 00:00 UTC.
    public var secondsSinceEpoch: Int64

    /// The instant `secondsSinceEpoch` seconds after the epoch.
    public init(secondsSinceEpoch: Int64) { self.secondsSinceEpoch = secondsSinceEpoch }

    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.secondsSinceEpoch < rhs.secondsSinceEpoch }

    /// This instant moved by `seconds` (negative moves back).
    public func advanced(bySeconds seconds: Int64) -> Instant {
        Instant(secondsSinceEpoch: secondsSinceEpoch + seconds)
    }
}

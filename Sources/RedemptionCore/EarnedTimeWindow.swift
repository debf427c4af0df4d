/// A stretch of time during which the reward apps are unshielded, bought with points (S-501).
///
/// Instants are integer seconds since the Unix epoch: the seed's `TimeInterval` and `Date()`
/// would make "is it over?" depend on floating point and on a hidden clock.
public struct EarnedTimeWindow: Hashable, Sendable, Codable {
    /// Unique within a child's state, in creation order (the seed's `UUID`, made reproducible).
    public let id: UInt64
    /// When the window starts.
    public let startInstant: Int64
    /// Its length in seconds (grows under the extend policy).
    public internal(set) var durationSeconds: Int64
    /// When the redemption that created it was made (earlier than the start when queued).
    public let requestedInstant: Int64

    public init(id: UInt64, startInstant: Int64, durationSeconds: Int64, requestedInstant: Int64) {
        self.id = id
        self.startInstant = startInstant
        self.durationSeconds = durationSeconds
        self.requestedInstant = requestedInstant
    }

    /// The first instant after the window: shields are due back on here.
    public var endInstant: Int64 { startInstant + durationSeconds }

    /// Whether the window is running at `instant` (start included, end excluded).
    public func contains(_ instant: Int64) -> Bool { startInstant <= instant && instant < endInstant }

    /// Seconds left at `instant`: the seed's `remainingSeconds`, with the clock passed in.
    public func remainingSeconds(at instant: Int64) -> Int64 {
        max(0, endInstant - max(instant, startInstant))
    }
}

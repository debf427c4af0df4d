/// What a redemption does while earned time is already running (S-503).
public enum ExemptionStackingPolicy: Hashable, Sendable {
    /// The new window starts now; what was left of the running one is forfeit.
    case replace
    /// The running window grows, as long as its total length (start to end) stays within
    /// `maxTotalMinutes`; a redemption that would pass the cap is refused, not trimmed, so no
    /// point is spent on time that is not granted. The seed's recommended MVP, with a 2 h cap.
    case extend(maxTotalMinutes: Int)
    /// The new window starts when the last one ends.
    case queue
    /// Refused until the running window ends.
    case block

    /// The seed's recommended MVP: extend with a two-hour cap.
    public static let recommended = ExemptionStackingPolicy.extend(maxTotalMinutes: 120)

    /// `"replace"`, `"extend"`, `"queue"` or `"block"`.
    public var name: String {
        switch self {
        case .replace: return "replace"
        case .extend: return "extend"
        case .queue: return "queue"
        case .block: return "block"
        }
    }
}

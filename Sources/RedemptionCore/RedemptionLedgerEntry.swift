/// One line of the points ledger's audit trail (S-501 "records ledger entry for audit trail").
public struct RedemptionLedgerEntry: Hashable, Sendable, Codable {
    /// What moved the balance.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Points added (chores, learning time: EP-04's points engine).
        case earned
        /// Points spent on a window.
        case redeemed
    }

    public let kind: Kind
    /// Points moved, always positive.
    public let points: Int
    /// When.
    public let instant: Int64
    /// The window bought (redemptions only).
    public let windowID: UInt64?
    /// The seconds bought (redemptions only; 0 for earnings).
    public let seconds: Int64

    public init(kind: Kind, points: Int, instant: Int64, windowID: UInt64?, seconds: Int64) {
        self.kind = kind
        self.points = points
        self.instant = instant
        self.windowID = windowID
        self.seconds = seconds
    }
}

/// Everything the redemption feature persists for one child, written as ONE value.
///
/// The balance, the ledger and the windows live in the same record so that "points deducted"
/// and "window created" are a single write: either both are on disk or neither is. (The seed's
/// flow writes the ledger, then the window, in two services; a kill between the two writes
/// deducts points for no time.)
public struct RedemptionState: Hashable, Sendable {
    /// The audit trail keeps the latest entries only; totals below cover everything.
    public static let ledgerCapacity = 500

    /// The balance the state was opened with.
    public let openingBalancePoints: Int
    /// Points available now.
    public internal(set) var balancePoints: Int
    /// Points earned since opening.
    public internal(set) var earnedPointsTotal: Int
    /// Points spent on windows since opening.
    public internal(set) var redeemedPointsTotal: Int
    /// Seconds of windows created or added by extension since opening: the windows' side of
    /// the books, which must always equal `redeemedPointsTotal × 60 / pointsPerMinute`.
    public internal(set) var grantedSecondsTotal: Int64
    /// Seconds cut off running windows by the replace policy.
    public internal(set) var forfeitedSecondsTotal: Int64
    /// The running window (if it has started) followed by queued ones, back to back, in order.
    /// Windows that have ended stay here until `reconciled(at:)` removes them.
    public internal(set) var windows: [EarnedTimeWindow]
    /// Windows that ended and were removed.
    public internal(set) var endedWindowCount: Int
    /// The id the next window will get.
    public internal(set) var nextWindowID: UInt64
    /// The latest `ledgerCapacity` ledger entries, oldest first.
    public internal(set) var ledger: [RedemptionLedgerEntry]
    /// How many entries were dropped from the front of `ledger`.
    public internal(set) var droppedLedgerEntries: Int

    /// A fresh state with `openingBalancePoints` (≥ 0) and no windows.
    public init(openingBalancePoints: Int = 0) {
        self.openingBalancePoints = max(0, openingBalancePoints)
        balancePoints = self.openingBalancePoints
        earnedPointsTotal = 0
        redeemedPointsTotal = 0
        grantedSecondsTotal = 0
        forfeitedSecondsTotal = 0
        windows = []
        endedWindowCount = 0
        nextWindowID = 1
        ledger = []
        droppedLedgerEntries = 0
    }

    /// The window running at `instant`, if any.
    ///
    /// - Complexity: O(windows): the queue is short.
    public func activeWindow(at instant: Int64) -> EarnedTimeWindow? {
        windows.first { $0.contains(instant) }
    }

    /// The instant the last granted window ends (the end of all earned time), if any is held.
    public var earnedTimeEndInstant: Int64? { windows.last?.endInstant }

    /// Whether the books balance: balance = opening + earned − redeemed ≥ 0, and the seconds
    /// granted are exactly what the points redeemed buy at `pointsPerMinute`.
    public func booksBalance(pointsPerMinute: Int) -> Bool {
        balancePoints >= 0
            && balancePoints == openingBalancePoints + earnedPointsTotal - redeemedPointsTotal
            && Int64(redeemedPointsTotal) * 60 == grantedSecondsTotal * Int64(pointsPerMinute)
    }

    mutating func appendLedger(_ entry: RedemptionLedgerEntry) {
        if ledger.count >= RedemptionState.ledgerCapacity {
            ledger.removeFirst()
            droppedLedgerEntries += 1
        }
        ledger.append(entry)
    }
}

/// Everything the redemption feature persists for one child, written as ONE value.
///
/// The balance, the ledger and the windows live in the same record so that "points deducted"
/// and "window created" are a single write: either both are on disk or neither is. (The seed's
/// flow writes the ledger, then the window, in two services; a kill between the two writes
/// deducts points for no time.)
///
/// Codable, so an app stores it whole (`RedemptionStorage`) and a relaunch restores every window
/// (S-504, "save active exemptions"); `init(restoring:…)` rebuilds one from stored fields.
public struct RedemptionState: Hashable, Sendable, Codable {
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

    /// A state restored from its stored fields (an app's own storage format; `Codable` does the same).
    ///
    /// - Throws: `RedemptionError.invalidStoredState` naming the first field that breaks the
    ///   state's rules (negative points, a ledger longer than `ledgerCapacity`, the books'
    ///   identities: balance = opening + earned − redeemed, granted time in whole minutes of at
    ///   least a point each, forfeited within granted, no window seconds beyond those paid for;
    ///   windows out of order or overlapping, ids not below `nextWindowID`).
    public init(
        restoringOpeningBalancePoints openingBalancePoints: Int, balancePoints: Int, earnedPointsTotal: Int,
        redeemedPointsTotal: Int, grantedSecondsTotal: Int64, forfeitedSecondsTotal: Int64,
        windows: [EarnedTimeWindow], endedWindowCount: Int, nextWindowID: UInt64,
        ledger: [RedemptionLedgerEntry], droppedLedgerEntries: Int
    ) throws(RedemptionError) {
        self.openingBalancePoints = openingBalancePoints
        self.balancePoints = balancePoints
        self.earnedPointsTotal = earnedPointsTotal
        self.redeemedPointsTotal = redeemedPointsTotal
        self.grantedSecondsTotal = grantedSecondsTotal
        self.forfeitedSecondsTotal = forfeitedSecondsTotal
        self.windows = windows
        self.endedWindowCount = endedWindowCount
        self.nextWindowID = nextWindowID
        self.ledger = ledger
        self.droppedLedgerEntries = droppedLedgerEntries
        if let problem = storedStateProblem { throw .invalidStoredState(problem) }
    }

    /// Decodes a stored state, checked as `init(restoring…)` checks it (its refusal is a
    /// `DecodingError.dataCorrupted` worded as `RedemptionError.invalidStoredState`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        openingBalancePoints = try c.decode(Int.self, forKey: .openingBalancePoints)
        balancePoints = try c.decode(Int.self, forKey: .balancePoints)
        earnedPointsTotal = try c.decode(Int.self, forKey: .earnedPointsTotal)
        redeemedPointsTotal = try c.decode(Int.self, forKey: .redeemedPointsTotal)
        grantedSecondsTotal = try c.decode(Int64.self, forKey: .grantedSecondsTotal)
        forfeitedSecondsTotal = try c.decode(Int64.self, forKey: .forfeitedSecondsTotal)
        windows = try c.decode([EarnedTimeWindow].self, forKey: .windows)
        endedWindowCount = try c.decode(Int.self, forKey: .endedWindowCount)
        nextWindowID = try c.decode(UInt64.self, forKey: .nextWindowID)
        ledger = try c.decode([RedemptionLedgerEntry].self, forKey: .ledger)
        droppedLedgerEntries = try c.decode(Int.self, forKey: .droppedLedgerEntries)
        if let problem = storedStateProblem {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: RedemptionError.invalidStoredState(problem).description))
        }
    }

    /// The first of the books' identities a restored state breaks, or nil: identities every
    /// transition keeps (earning, redeeming, replacing, reconciling), whatever the configuration.
    private var booksProblem: String? {
        let expected = openingBalancePoints + earnedPointsTotal - redeemedPointsTotal
        if balancePoints != expected {
            return "balancePoints = \(balancePoints): the balance is openingBalancePoints \(openingBalancePoints) "
                + "+ earnedPointsTotal \(earnedPointsTotal) − redeemedPointsTotal \(redeemedPointsTotal) = \(expected)"
        }
        if grantedSecondsTotal % 60 != 0 || grantedSecondsTotal / 60 > Int64(redeemedPointsTotal) {
            return "grantedSecondsTotal = \(grantedSecondsTotal): time is granted in whole minutes, each bought "
                + "with at least 1 point (redeemedPointsTotal \(redeemedPointsTotal))"
        }
        if forfeitedSecondsTotal > grantedSecondsTotal {
            return "forfeitedSecondsTotal = \(forfeitedSecondsTotal): only granted seconds are forfeited "
                + "(grantedSecondsTotal \(grantedSecondsTotal))"
        }
        // A window's seconds were all granted, and a forfeit cuts seconds off a window it removes.
        var held: Int64 = 0
        for w in windows where w.durationSeconds > 0 {
            let (sum, overflow) = held.addingReportingOverflow(w.durationSeconds)
            held = overflow ? .max : sum
        }
        if held > grantedSecondsTotal - forfeitedSecondsTotal {
            return "windows hold \(held) seconds: more than were paid for (grantedSecondsTotal "
                + "\(grantedSecondsTotal) − forfeitedSecondsTotal \(forfeitedSecondsTotal) = "
                + "\(grantedSecondsTotal - forfeitedSecondsTotal))"
        }
        return nil
    }

    /// The first rule a restored state breaks, or nil.
    var storedStateProblem: String? {
        if openingBalancePoints < 0 || balancePoints < 0 || earnedPointsTotal < 0 || redeemedPointsTotal < 0 {
            return "points below 0"
        }
        if grantedSecondsTotal < 0 || forfeitedSecondsTotal < 0 || endedWindowCount < 0 || droppedLedgerEntries < 0 {
            return "totals below 0"
        }
        if ledger.count > RedemptionState.ledgerCapacity {
            return "ledger longer than \(RedemptionState.ledgerCapacity)"
        }
        if let problem = booksProblem { return problem }
        var previous: EarnedTimeWindow?
        for w in windows {
            if w.durationSeconds <= 0 { return "window \(w.id) has no duration" }
            if w.id >= nextWindowID { return "window \(w.id) is not below nextWindowID \(nextWindowID)" }
            if let p = previous, w.id <= p.id || w.startInstant < p.endInstant {
                return "window \(w.id) is out of order or overlaps window \(p.id)"
            }
            previous = w
        }
        return nil
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

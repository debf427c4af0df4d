import CorePrimitives

/// One commitment from "Lock in the money" to the deadline (seed 003, Authorization → Monitor
/// → Bulletin): the terms, the instants, the amount held on the card and the monitored usage.
///
/// Codable, and `init(restoring…)` rebuilds one from its stored fields, so a kill or a relaunch
/// never loses the commitment (`CommitmentStorage`). The lock-in instant is stored although seed
/// 003's persisted keys omit it: the authorization was computed from it and a restart must not
/// recompute anything.
public struct CommitmentWeek: Hashable, Sendable, Codable {
    /// What the user committed to.
    public let terms: CommitmentTerms
    /// The lock-in instant (seconds since the Unix epoch).
    public let lockInInstant: Int64
    /// The deadline instant: the first Monday 12:00 Eastern after lock-in.
    public let deadlineInstant: Int64
    /// The amount authorized on the card at lock-in, in cents.
    public let authorizationCents: Int
    /// What the monitor extension has reported.
    public private(set) var usage: MonitoredUsage

    /// Locks in `terms` at `lockInInstant`: the deadline from `rules`, the authorization from
    /// `formula` over the real seconds left, and the baseline from the last reported usage.
    ///
    /// - Complexity: O(1).
    public init<Zone: TimeZoneRules>(
        terms: CommitmentTerms,
        lockInInstant: Int64,
        baselineUsageSeconds: Int,
        rules: Zone,
        formula: AuthorizationFormula = .placeholder,
        deadline: CommitmentDeadline = .mondayNoon
    ) {
        self.terms = terms
        self.lockInInstant = lockInInstant
        deadlineInstant = deadline.next(after: lockInInstant, in: rules)
        authorizationCents = formula.authorizationCents(
            terms: terms,
            remainingSeconds: deadlineInstant - lockInInstant)
        usage = MonitoredUsage(baselineUsageSeconds: baselineUsageSeconds)
    }

    /// A week restored from its stored fields, checked against every rule a lock-in keeps: the
    /// deadline is the first Monday 12:00 New York wall clock after the lock-in (`.mondayNoon` in
    /// `USEasternTimeRules`, the product's deadline), and the authorization is inside the $5 …
    /// $1000 clamp (`AuthorizationFormula.minimumCents` … `maximumCents`). The usage's own rule
    /// (never below the baseline) is checked when it is decoded (`MonitoredUsage`).
    ///
    /// - Throws: `CommitmentError.invalidStoredWeek` naming the field, its value and the rule.
    public init(
        restoringTerms terms: CommitmentTerms, lockInInstant: Int64, deadlineInstant: Int64,
        authorizationCents: Int, usage: MonitoredUsage
    ) throws(CommitmentError) {
        guard deadlineInstant > lockInInstant else {
            throw .invalidStoredWeek("deadline \(deadlineInstant) is not after lock-in \(lockInInstant)")
        }
        let deadline = CommitmentDeadline.mondayNoon.next(after: lockInInstant, in: USEasternTimeRules())
        guard deadlineInstant == deadline else {
            throw .invalidStoredWeek(
                "deadlineInstant = \(deadlineInstant): the deadline is the first Monday 12:00 New York time after "
                    + "lock-in \(lockInInstant), \(deadline)")
        }
        let clamp = AuthorizationFormula.minimumCents...AuthorizationFormula.maximumCents
        guard clamp.contains(authorizationCents) else {
            throw .invalidStoredWeek(
                "authorizationCents = \(authorizationCents): the authorization is clamped to "
                    + "\(clamp.lowerBound) … \(clamp.upperBound) cents ($5 … $1000)")
        }
        self.terms = terms
        self.lockInInstant = lockInInstant
        self.deadlineInstant = deadlineInstant
        self.authorizationCents = authorizationCents
        self.usage = usage
    }

    private enum CodingKeys: String, CodingKey { case terms, lockInInstant, deadlineInstant, authorizationCents, usage }

    /// Decodes a stored week, checked as `init(restoring…)` checks it.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            restoringTerms: try c.decode(CommitmentTerms.self, forKey: .terms),
            lockInInstant: try c.decode(Int64.self, forKey: .lockInInstant),
            deadlineInstant: try c.decode(Int64.self, forKey: .deadlineInstant),
            authorizationCents: try c.decode(Int.self, forKey: .authorizationCents),
            usage: try c.decode(MonitoredUsage.self, forKey: .usage))
    }

    /// Records a cumulative usage value the monitor extension wrote at `instant`.
    ///
    /// Usage reported at or after the deadline belongs to the next week and is not charged to
    /// this one (the seed's monitor keeps running past the deadline).
    ///
    /// - Returns: false when the report came at or after the deadline (nothing recorded).
    @discardableResult
    public mutating func record(reportedUsageSeconds: Int, at instant: Int64) -> Bool {
        guard instant < deadlineInstant else { return false }
        usage.record(reportedUsageSeconds: reportedUsageSeconds)
        return true
    }

    /// The Monitor screen's progress bar (seed 003: width = (current − baseline) / limit): its
    /// filled width in whole units of `fullWidth` (points, pixels), floored, 0 … `fullWidth`
    /// (full once the limit is reached; usage over it shows as the penalty, not a longer bar).
    /// It reads the reported usage only, never an interpolation.
    public func progressBarWidth(fullWidth: Int) -> Int {
        guard fullWidth > 0 else { return 0 }
        let used = Int64(max(0, usage.usageSecondsSinceLockIn))
        let limit = Int64(terms.limitMinutes) * 60
        return Int(min(Int64(fullWidth), used * Int64(fullWidth) / limit))
    }

    /// The penalty so far, in cents, on the reported usage.
    public var penaltyCents: Int { terms.penaltyCents(forUsageSeconds: usage.usageSecondsSinceLockIn) }

    /// Whether the week is over at `instant` (the deadline is the first instant of the next week).
    public func isSettled(at instant: Int64) -> Bool { instant >= deadlineInstant }

    /// The settlement of the reported penalty against the authorization.
    public var settlement: CommitmentSettlement {
        CommitmentSettlement(penaltyCents: penaltyCents, authorizationCents: authorizationCents)
    }
}

/// How a penalty splits against the amount held: what can be captured, and what cannot.
public struct CommitmentSettlement: Hashable, Sendable {
    /// The penalty owed, in cents.
    public let penaltyCents: Int
    /// The amount authorized at lock-in, in cents.
    public let authorizationCents: Int

    public init(penaltyCents: Int, authorizationCents: Int) {
        self.penaltyCents = penaltyCents
        self.authorizationCents = authorizationCents
    }

    /// The part of the penalty the authorization covers.
    public var collectibleCents: Int { min(penaltyCents, authorizationCents) }
    /// The part the product cannot collect from the hold: penalty beyond the authorization.
    public var uncollectibleCents: Int { max(0, penaltyCents - authorizationCents) }
    /// Whether the penalty exceeds the authorization.
    public var exceedsAuthorization: Bool { penaltyCents > authorizationCents }
}

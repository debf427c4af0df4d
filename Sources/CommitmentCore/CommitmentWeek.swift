import CasinoCore

/// One commitment from "Lock in the money" to the deadline (seed 003, Authorization → Monitor
/// → Bulletin): the terms, the instants, the amount held on the card and the monitored usage.
public struct CommitmentWeek: Hashable, Sendable {
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

    /// Records a cumulative usage value written by the monitor extension.
    public mutating func record(reportedUsageSeconds: Int) {
        usage.record(reportedUsageSeconds: reportedUsageSeconds)
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

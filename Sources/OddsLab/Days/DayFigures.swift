/// The counts a day adds to its run: the same fields in one day's figures (`DayFigures`) and in
/// the totals of a run (`DayRunResult`), both of which expose them as their own properties.
public struct DayCounts: Hashable, Sendable {
    /// Wagers committed, and their stakes.
    public var wagers = 0
    public var minutesWagered = 0
    /// Wagers played to the end, and their stakes.
    public var settled = 0
    public var settledMinutesWagered = 0
    /// Settled wagers whose raw outcome paid more than the stake.
    public var wins = 0
    /// Wins the midnight cap reduced, and the minutes it took off them.
    public var capped = 0
    public var minutesRemovedByCap = 0
    /// Capped wins that paid nothing at all: more minutes remained than the day had left, so the
    /// stake was at risk with nothing to win.
    public var cappedToZero = 0
    /// Σ (stake + delta) over settled wagers: before the cap (floor rounding included), and as paid.
    public var minutesReturnedBeforeCap = 0
    public var minutesReturned = 0
    /// Forfeits recorded (wagers killed mid-game, found at a launch), and their stakes.
    public var forfeits = 0
    public var forfeitedMinutes = 0
    /// Of those, wagers placed on an earlier day: recorded, charged to no day.
    public var lateForfeits = 0
    /// Bets the return floor refused (the player's first ask of a round), and the refusals after
    /// which the player took the smaller or larger wager the refusal suggested (`BetStrategy.takes`).
    public var refusedByFloor = 0
    public var suggestedWagersTaken = 0
    /// Times the app was killed mid-game.
    public var kills = 0
    /// Unlock taps refused at 0 minutes.
    public var blockedUnlocks = 0
    /// Unlock taps with minutes left whose own usage reading found 0 (the stored usage was stale):
    /// the wish is stored, the shields stay on.
    public var unlocksOnStaleUsage = 0
    /// Sessions the user wanted but could not start (shields on, no minutes).
    public var blockedSessions = 0
    /// Sessions ended by shields coming on mid-use.
    public var sessionsCut = 0
    /// Real restricted-app use.
    public var usageMinutes = 0
    /// Coordinator events (steps), storage writes and shield changes in the app run.
    public var steps = 0
    public var writes = 0
    public var shieldChanges = 0

    public init() {}

    /// Adds every count of `other`.
    public static func += (lhs: inout DayCounts, rhs: DayCounts) {
        lhs.wagers += rhs.wagers
        lhs.minutesWagered += rhs.minutesWagered
        lhs.settled += rhs.settled
        lhs.settledMinutesWagered += rhs.settledMinutesWagered
        lhs.wins += rhs.wins
        lhs.capped += rhs.capped
        lhs.minutesRemovedByCap += rhs.minutesRemovedByCap
        lhs.cappedToZero += rhs.cappedToZero
        lhs.minutesReturnedBeforeCap += rhs.minutesReturnedBeforeCap
        lhs.minutesReturned += rhs.minutesReturned
        lhs.forfeits += rhs.forfeits
        lhs.forfeitedMinutes += rhs.forfeitedMinutes
        lhs.lateForfeits += rhs.lateForfeits
        lhs.refusedByFloor += rhs.refusedByFloor
        lhs.suggestedWagersTaken += rhs.suggestedWagersTaken
        lhs.kills += rhs.kills
        lhs.blockedUnlocks += rhs.blockedUnlocks
        lhs.unlocksOnStaleUsage += rhs.unlocksOnStaleUsage
        lhs.blockedSessions += rhs.blockedSessions
        lhs.sessionsCut += rhs.sessionsCut
        lhs.usageMinutes += rhs.usageMinutes
        lhs.steps += rhs.steps
        lhs.writes += rhs.writes
        lhs.shieldChanges += rhs.shieldChanges
    }
}

/// What one simulated day cost and how the app behaved: the per-day record the run's statistics
/// are built from (and what `--replay` prints for a day, so a replay can be compared exactly).
/// The counts (`wagers`, `capped`, `steps`, …) are `DayCounts`' fields, read and written as this
/// type's own.
@dynamicMemberLookup
public struct DayFigures: Hashable, Sendable {
    /// The counts the day adds to its run's totals.
    public var counts = DayCounts()
    /// +60 on a 25-hour day, −60 on a 23-hour day, 0 otherwise.
    public var lengthChangeMinutes = 0
    /// Today's bonus at the end of the day: the net minutes games gave (negative: took).
    public var netGameMinutes = 0
    /// True when the day ended with no minutes left (allowance + bonus − real usage ≤ 0).
    public var endedAtZero = false
    /// Minutes used while nothing was left (allowance + bonus − usage ≤ 0), with usage refreshed on
    /// the seeds' triggers and the usage threshold event the app schedules…
    public var overrunMinutes = 0
    /// …and in the same day replayed with usage refreshed only on the seeds' triggers.
    public var overrunSeedTriggersOnlyMinutes = 0

    public init() {}

    /// One of the day's counts.
    public subscript(dynamicMember field: WritableKeyPath<DayCounts, Int>) -> Int {
        get { counts[keyPath: field] }
        set { counts[keyPath: field] = newValue }
    }

    /// Minutes games took today (negative when they gave).
    public var minutesLost: Int { -netGameMinutes }
}

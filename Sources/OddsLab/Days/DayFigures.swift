/// The counts a day adds to its run: the same fields in one day's figures (`DayFigures`) and in
/// the totals of a run (`DayRunResult`), both of which expose them as their own properties.
package struct DayCounts: Hashable, Sendable {
    /// Wagers committed, and their stakes.
    package var wagers = 0
    package var minutesWagered = 0
    /// Wagers played to the end, and their stakes.
    package var settled = 0
    package var settledMinutesWagered = 0
    /// Settled wagers whose raw outcome paid more than the stake.
    package var wins = 0
    /// Wins the midnight cap reduced, and the minutes it took off them.
    package var capped = 0
    package var minutesRemovedByCap = 0
    /// Capped wins that paid nothing at all: more minutes remained than the day had left, so the
    /// stake was at risk with nothing to win.
    package var cappedToZero = 0
    /// Σ (stake + delta) over settled wagers: before the cap (floor rounding included), and as paid.
    package var minutesReturnedBeforeCap = 0
    package var minutesReturned = 0
    /// Forfeits recorded (wagers killed mid-game, found at a launch), and their stakes.
    package var forfeits = 0
    package var forfeitedMinutes = 0
    /// Of those, wagers placed on an earlier day: recorded, charged to no day.
    package var lateForfeits = 0
    /// Bets the return floor refused (the player's first ask of a round), and the refusals after
    /// which the player took the smaller or larger wager the refusal suggested (`BetStrategy.takes`).
    package var refusedByFloor = 0
    package var suggestedWagersTaken = 0
    /// Times the app was killed mid-game.
    package var kills = 0
    /// Unlock taps refused at 0 minutes.
    package var blockedUnlocks = 0
    /// Unlock taps with minutes left whose own usage reading found 0 (the stored usage was stale):
    /// the wish is stored, the shields stay on.
    package var unlocksOnStaleUsage = 0
    /// Sessions the user wanted but could not start (shields on, no minutes).
    package var blockedSessions = 0
    /// Sessions ended by shields coming on mid-use.
    package var sessionsCut = 0
    /// Real restricted-app use.
    package var usageMinutes = 0
    /// Coordinator events (steps), storage writes and shield changes in the app run.
    package var steps = 0
    package var writes = 0
    package var shieldChanges = 0

    init() {}

    /// Adds every count of `other`.
    static func += (lhs: inout DayCounts, rhs: DayCounts) {
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
package struct DayFigures: Hashable, Sendable {
    /// The counts the day adds to its run's totals.
    var counts = DayCounts()
    /// +60 on a 25-hour day, −60 on a 23-hour day, 0 otherwise.
    package var lengthChangeMinutes = 0
    /// Today's bonus at the end of the day: the net minutes games gave (negative: took).
    package var netGameMinutes = 0
    /// True when the day ended with no minutes left (allowance + bonus − real usage ≤ 0).
    package var endedAtZero = false
    /// Minutes used while nothing was left (allowance + bonus − usage ≤ 0), with usage refreshed on
    /// the seeds' triggers and the usage threshold event the app schedules…
    package var overrunMinutes = 0
    /// …and in the same day replayed with usage refreshed only on the seeds' triggers.
    package var overrunSeedTriggersOnlyMinutes = 0

    init() {}

    /// One of the day's counts.
    package subscript(dynamicMember field: WritableKeyPath<DayCounts, Int>) -> Int {
        get { counts[keyPath: field] }
        set { counts[keyPath: field] = newValue }
    }

    /// Minutes games took today (negative when they gave).
    var minutesLost: Int { -netGameMinutes }
}

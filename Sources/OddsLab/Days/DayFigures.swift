/// What one simulated day cost and how the app behaved: the per-day record the run's statistics
/// are built from (and what `--replay` prints for a day, so a replay can be compared exactly).
public struct DayFigures: Hashable, Sendable {
    /// +60 on a 25-hour day, −60 on a 23-hour day, 0 otherwise.
    public var lengthChangeMinutes = 0
    /// Wagers committed today, and their stakes.
    public var wagers = 0
    public var minutesWagered = 0
    /// Wagers played to the end today.
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
    /// Forfeits recorded today (wagers killed mid-game, found at a launch), and their stakes.
    public var forfeits = 0
    public var forfeitedMinutes = 0
    /// Of those, wagers placed on an earlier day: recorded, charged to no day.
    public var lateForfeits = 0
    /// Times the app was killed mid-game.
    public var kills = 0
    /// Today's bonus at the end of the day: the net minutes games gave (negative: took).
    public var netGameMinutes = 0
    /// True when the day ended with no minutes left (allowance + bonus − real usage ≤ 0).
    public var endedAtZero = false
    /// Unlock taps refused at 0 minutes.
    public var blockedUnlocks = 0
    /// Sessions the user wanted but could not start (shields on, no minutes).
    public var blockedSessions = 0
    /// Sessions ended by shields coming on mid-use.
    public var sessionsCut = 0
    /// Real restricted-app use.
    public var usageMinutes = 0
    /// Minutes used while nothing was left (allowance + bonus − usage ≤ 0), with usage refreshed
    /// only on the seeds' triggers…
    public var overrunMinutes = 0
    /// …and in the same day replayed with a usage event at every minute of use.
    public var overrunWithEventsMinutes = 0
    /// Coordinator events (steps), storage writes and shield changes in the app run.
    public var steps = 0
    public var writes = 0
    public var shieldChanges = 0

    public init() {}

    /// Minutes games took today (negative when they gave).
    public var minutesLost: Int { -netGameMinutes }
}

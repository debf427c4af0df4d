/// The totals of a run (or of one chunk), in integers so they merge exactly.
public struct DayRunResult: Hashable, Sendable {
    public var days = 0
    /// Days of 23 and of 25 hours simulated.
    public var shortDays = 0
    public var longDays = 0
    public var wagers = 0
    public var minutesWagered = 0
    public var settled = 0
    public var settledMinutesWagered = 0
    public var wins = 0
    public var capped = 0
    public var minutesRemovedByCap = 0
    public var cappedToZero = 0
    public var minutesReturnedBeforeCap = 0
    public var minutesReturned = 0
    public var forfeits = 0
    public var forfeitedMinutes = 0
    public var lateForfeits = 0
    public var kills = 0
    public var daysEndedAtZero = 0
    public var blockedUnlocks = 0
    public var daysWithBlockedUnlock = 0
    public var blockedSessions = 0
    public var sessionsCut = 0
    public var usageMinutes = 0
    public var steps = 0
    public var writes = 0
    public var shieldChanges = 0
    /// Per-day distributions.
    public var minutesWageredPerDay = MinuteHistogram()
    public var minutesLostPerDay = MinuteHistogram()
    public var overrunPerDay = MinuteHistogram()
    public var overrunWithEventsPerDay = MinuteHistogram()
    public var blockedUnlocksPerDay = MinuteHistogram()
    /// Invariant checks and failures; the first failure carries its chunk in `firstViolationChunk`.
    public var tally = InvariantTally()
    public var firstViolationChunk: Int?
    public var forks = KillForkCounts()
    /// Wagers still pending (app killed mid-game, never reopened) when their chunk ended.
    public var pendingAtEnd = 0

    public init() {}

    /// Adds one day.
    public mutating func add(_ f: DayFigures) {
        days += 1
        if f.lengthChangeMinutes < 0 { shortDays += 1 }
        if f.lengthChangeMinutes > 0 { longDays += 1 }
        wagers += f.wagers
        minutesWagered += f.minutesWagered
        settled += f.settled
        settledMinutesWagered += f.settledMinutesWagered
        wins += f.wins
        capped += f.capped
        minutesRemovedByCap += f.minutesRemovedByCap
        cappedToZero += f.cappedToZero
        minutesReturnedBeforeCap += f.minutesReturnedBeforeCap
        minutesReturned += f.minutesReturned
        forfeits += f.forfeits
        forfeitedMinutes += f.forfeitedMinutes
        lateForfeits += f.lateForfeits
        kills += f.kills
        if f.endedAtZero { daysEndedAtZero += 1 }
        blockedUnlocks += f.blockedUnlocks
        if f.blockedUnlocks > 0 { daysWithBlockedUnlock += 1 }
        blockedSessions += f.blockedSessions
        sessionsCut += f.sessionsCut
        usageMinutes += f.usageMinutes
        steps += f.steps
        writes += f.writes
        shieldChanges += f.shieldChanges
        minutesWageredPerDay.add(f.minutesWagered)
        minutesLostPerDay.add(f.minutesLost)
        overrunPerDay.add(f.overrunMinutes)
        overrunWithEventsPerDay.add(f.overrunWithEventsMinutes)
        blockedUnlocksPerDay.add(f.blockedUnlocks)
    }

    /// Adds a later chunk's totals (call in chunk order: the first violation is the earliest chunk's).
    public mutating func merge(_ o: DayRunResult) {
        days += o.days; shortDays += o.shortDays; longDays += o.longDays
        wagers += o.wagers; minutesWagered += o.minutesWagered
        settled += o.settled; settledMinutesWagered += o.settledMinutesWagered
        wins += o.wins; capped += o.capped; minutesRemovedByCap += o.minutesRemovedByCap
        cappedToZero += o.cappedToZero
        minutesReturnedBeforeCap += o.minutesReturnedBeforeCap; minutesReturned += o.minutesReturned
        forfeits += o.forfeits; forfeitedMinutes += o.forfeitedMinutes; lateForfeits += o.lateForfeits
        kills += o.kills; daysEndedAtZero += o.daysEndedAtZero
        blockedUnlocks += o.blockedUnlocks; daysWithBlockedUnlock += o.daysWithBlockedUnlock
        blockedSessions += o.blockedSessions; sessionsCut += o.sessionsCut
        usageMinutes += o.usageMinutes; steps += o.steps; writes += o.writes; shieldChanges += o.shieldChanges
        minutesWageredPerDay.merge(o.minutesWageredPerDay)
        minutesLostPerDay.merge(o.minutesLostPerDay)
        overrunPerDay.merge(o.overrunPerDay)
        overrunWithEventsPerDay.merge(o.overrunWithEventsPerDay)
        blockedUnlocksPerDay.merge(o.blockedUnlocksPerDay)
        if tally.firstViolation == nil && o.tally.firstViolation != nil { firstViolationChunk = o.firstViolationChunk }
        tally.add(o.tally)
        forks.add(o.forks)
        pendingAtEnd += o.pendingAtEnd
    }
}

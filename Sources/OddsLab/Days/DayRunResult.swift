import SeededRuns

/// The totals of a run (or of one chunk), in integers so they merge exactly.
@dynamicMemberLookup
package struct DayRunResult: Hashable, Mergeable {
    package var days = 0
    /// Days of 23 and of 25 hours simulated.
    package var shortDays = 0
    package var longDays = 0
    /// The days' counts added up (`wagers`, `capped`, `steps`, …: read as this type's own).
    var counts = DayCounts()
    /// Days that ended with no minutes left, and days with at least one unlock tap refused.
    package var daysEndedAtZero = 0
    package var daysWithBlockedUnlock = 0
    /// Per-day distributions.
    package var minutesWageredPerDay = MinuteHistogram()
    package var minutesLostPerDay = MinuteHistogram()
    package var overrunPerDay = MinuteHistogram()
    package var overrunSeedTriggersOnlyPerDay = MinuteHistogram()
    package var blockedUnlocksPerDay = MinuteHistogram()
    /// Invariant checks and failures; the first failure carries its chunk in `firstViolationChunk`.
    package var tally = InvariantTally()
    package var firstViolationChunk: Int?
    package var forks = KillForkCounts()
    /// Wagers still pending (app killed mid-game, never reopened) when their chunk ended.
    package var pendingAtEnd = 0

    init() {}

    /// One of the run's counts.
    package subscript(dynamicMember field: WritableKeyPath<DayCounts, Int>) -> Int {
        get { counts[keyPath: field] }
        set { counts[keyPath: field] = newValue }
    }

    /// Adds one day.
    mutating func add(_ f: DayFigures) {
        days += 1
        if f.lengthChangeMinutes < 0 { shortDays += 1 }
        if f.lengthChangeMinutes > 0 { longDays += 1 }
        counts += f.counts
        if f.endedAtZero { daysEndedAtZero += 1 }
        if f.blockedUnlocks > 0 { daysWithBlockedUnlock += 1 }
        minutesWageredPerDay.add(f.minutesWagered)
        minutesLostPerDay.add(f.minutesLost)
        overrunPerDay.add(f.overrunMinutes)
        overrunSeedTriggersOnlyPerDay.add(f.overrunSeedTriggersOnlyMinutes)
        blockedUnlocksPerDay.add(f.blockedUnlocks)
    }

    /// Adds a later chunk's totals (call in chunk order: the first violation is the earliest chunk's).
    package static func += (lhs: inout DayRunResult, rhs: DayRunResult) {
        lhs.days += rhs.days; lhs.shortDays += rhs.shortDays; lhs.longDays += rhs.longDays
        lhs.counts += rhs.counts
        lhs.daysEndedAtZero += rhs.daysEndedAtZero; lhs.daysWithBlockedUnlock += rhs.daysWithBlockedUnlock
        lhs.minutesWageredPerDay += rhs.minutesWageredPerDay
        lhs.minutesLostPerDay += rhs.minutesLostPerDay
        lhs.overrunPerDay += rhs.overrunPerDay
        lhs.overrunSeedTriggersOnlyPerDay += rhs.overrunSeedTriggersOnlyPerDay
        lhs.blockedUnlocksPerDay += rhs.blockedUnlocksPerDay
        if lhs.tally.firstViolation == nil && rhs.tally.firstViolation != nil {
            lhs.firstViolationChunk = rhs.firstViolationChunk
        }
        lhs.tally += rhs.tally
        lhs.forks += rhs.forks
        lhs.pendingAtEnd += rhs.pendingAtEnd
    }
}

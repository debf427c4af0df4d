import SeededRuns

/// The rules checked at every step of every simulated day. Each is counted — how many times it
/// was checked and how many times it failed — not merely asserted.
package enum DayInvariant: Int, CaseIterable, Sendable {
    /// `remainingMinutes ≥ 0`, and no wager is committed for more than remains.
    case remainingNeverNegative
    /// After a win, `remainingMinutes ≤ minutesUntilMidnight`, unless the win paid 0.
    case winWithinMidnightCap
    /// A win is never applied as a negative delta.
    case winNeverNegative
    /// Shields are applied exactly when `isUnlockedEffective` is false (after a kill: at least then).
    case shieldsFollowPolicy
    /// A settled game never sets `userWantsUnlocked` (it clears it only by leaving 0 minutes) and
    /// never clears the shields.
    case winNeverUnlocks
    /// Unlock at 0 minutes is refused, with no state change, no write and no shield call.
    case unlockRefusedAtZero
    /// Every wager that was stored as pending is resolved exactly once: settled xor forfeited.
    case wagerResolvedOnce
    /// A wager resolved on a later day than it was placed changes no bonus.
    case noCrossDayBonus
    /// Today's bonus equals the sum of today's settled and forfeited deltas.
    case transactionsSumToBonus
    /// Within a day the app's usage never goes down, nor above what was really used.
    case usageNeverDecreases
    /// Whatever is stored after a kill is a valid state, and a relaunch from it settles everything.
    case storedStateLoadsValid
    /// Every wager the app accepts has an exact effective return, at the moment it is placed (this
    /// player's remaining minutes, this many minutes before 23:59), of at least the return floor.
    case acceptedBetMeetsFloor
    /// Every wager the app accepts can gain: at the moment it is committed (this player's remaining
    /// minutes, this many minutes before 23:59) some result's previewed line (`WagerPreview.settle`:
    /// the floor payout, then the cap) adds at least one minute (Docs/rules.md, the gain rule).
    case acceptedBetCanGain
    /// A settled delta is the previewed line of the drawn result at the settlement's moment (the
    /// remaining minutes the settlement capped against, and the device's minutes until 23:59), and
    /// that line is the rule itself, worked out here in integers: `floor(wager · c / 100) − wager`,
    /// a gain cut to the room the cap leaves.
    case settledDeltaIsPreviewedLine
    /// A forfeit costs exactly the stake of the wager it forfeits (recorded as −stake).
    case forfeitCostsStake
    /// Every call into the app (one sequence) logs exactly one event (a killed process none).
    case oneLogEventPerSequence
    /// No round starts on a draw an earlier committed round spent (settled or forfeited): each
    /// round's draws, from its position to the end it recorded at commit, are used once.
    case noDrawReused
    /// Only a lock/unlock tap changes the stored wish: no process's write undoes another's unlock
    /// (checked on every write that lands, by `WriteAudit`, as are the three below).
    case noLostUnlock
    /// No write is based on a stale read: it keeps everything stored before it (history, wager ids,
    /// resolved wagers, the day and its usage).
    case noStaleWrite
    /// A wager is forfeited at most once, and never after it was settled.
    case noDoubleForfeit
    /// A wager is settled at most once.
    case noWagerSettledTwice
    /// Every event reads the store before it acts (`AppCoordinator.reload()`): outside a race fork
    /// (whose racing process writes in the middle of an event) no write of any process is refused.
    /// A refused write there means an event computed a state from a process's stale memory; the
    /// compare-and-swap retry would hide it from every other rule (issue 41: a `toggleLock`
    /// without its reload, on an extension kept running since its last tap).
    case eventReadsFirst

    /// The kebab-case name used in tables and JSON.
    package var name: String {
        switch self {
        case .remainingNeverNegative: return "remaining-never-negative"
        case .winWithinMidnightCap: return "win-within-midnight-cap"
        case .winNeverNegative: return "win-never-negative"
        case .shieldsFollowPolicy: return "shields-follow-policy"
        case .winNeverUnlocks: return "win-never-unlocks"
        case .unlockRefusedAtZero: return "unlock-refused-at-zero"
        case .wagerResolvedOnce: return "wager-resolved-once"
        case .noCrossDayBonus: return "no-cross-day-bonus"
        case .transactionsSumToBonus: return "transactions-sum-to-bonus"
        case .usageNeverDecreases: return "usage-never-decreases"
        case .storedStateLoadsValid: return "stored-state-loads-valid"
        case .acceptedBetMeetsFloor: return "accepted-bet-meets-floor"
        case .acceptedBetCanGain: return "accepted-bet-can-gain"
        case .settledDeltaIsPreviewedLine: return "settled-delta-is-previewed-line"
        case .forfeitCostsStake: return "forfeit-costs-stake"
        case .oneLogEventPerSequence: return "one-log-event-per-sequence"
        case .noDrawReused: return "no-draw-reused"
        case .noLostUnlock: return "no-lost-unlock"
        case .noStaleWrite: return "no-stale-write"
        case .noDoubleForfeit: return "no-double-forfeit"
        case .noWagerSettledTwice: return "no-wager-settled-twice"
        case .eventReadsFirst: return "event-reads-first"
        }
    }
}

/// Which run of a day a step belongs to.
package enum DayRunKind: Hashable, Sendable, CustomStringConvertible {
    /// The day as the app plays it: usage refreshed on the seeds' triggers and on the usage
    /// threshold event the app schedules after every change.
    case app
    /// The same day with usage refreshed only on the seeds' triggers (no threshold event), to
    /// measure the overrun the threshold closes.
    case seedTriggersOnly
    /// A fork at wager `wagerID` in which the app is killed right after effect call `killPoint` of
    /// the commit/settle path (a write, shield call, threshold schedule or log event; 0: before the
    /// first), then relaunched twice, and the next round played.
    case killFork(wagerID: UInt64, killPoint: Int)
    /// A fork at an unlock tap with minutes left (sequence 5) in which the app is killed right
    /// after effect call `killPoint` of the tap (0: before the first), then relaunched twice.
    case unlockKillFork(killPoint: Int)
    /// A fork at a forked wager or unlock tap in which every write of the action is raced: just
    /// before it, the monitor extension (another process) refreshes usage after one more minute of
    /// use, so the action's write is refused and must be made again on a fresh read.
    case raceFork

    package var description: String {
        switch self {
        case .app: return "app"
        case .seedTriggersOnly: return "seed-triggers-only"
        case .killFork(let id, let point): return "kill-fork(wager \(id), after effect \(point))"
        case .unlockKillFork(let point): return "kill-fork(unlock tap, after effect \(point))"
        case .raceFork: return "race-fork"
        }
    }
}

/// Where a step happened: the day within its chunk, the run, and the step number in that run.
package struct StepLocation: Hashable, Sendable {
    package var dayInChunk: Int
    package var run: DayRunKind
    package var step: Int
}

/// A failed check, with enough to replay it.
package struct DayViolation: Hashable, Sendable {
    package var invariant: DayInvariant
    package var location: StepLocation
    package var message: String
}

/// Checks and failures per invariant, and the first failure (in day, then step order).
package struct InvariantTally: Hashable, Mergeable {
    package private(set) var checks: [Int]
    package private(set) var violations: [Int]
    package private(set) var firstViolation: DayViolation?

    init() {
        checks = Array(repeating: 0, count: DayInvariant.allCases.count)
        violations = checks
    }

    /// A tally read back from a part: its counts per invariant (`DayInvariant.allCases` order).
    init(checks: [Int], violations: [Int], firstViolation: DayViolation?) {
        self.checks = checks
        self.violations = violations
        self.firstViolation = firstViolation
    }

    /// Counts one check of `invariant`; on failure records `message()` at `location`.
    @inline(__always)
    mutating func check(
        _ invariant: DayInvariant, _ holds: Bool, at location: StepLocation,
        _ message: @autoclosure () -> String
    ) {
        checks[invariant.rawValue] += 1
        if !holds { fail(invariant, at: location, message()) }
    }

    /// Counts `checks` passed checks of `invariant` at once.
    mutating func count(_ invariant: DayInvariant, checks n: Int) { checks[invariant.rawValue] += n }

    mutating func fail(_ invariant: DayInvariant, at location: StepLocation, _ message: String) {
        violations[invariant.rawValue] += 1
        if firstViolation == nil {
            firstViolation = DayViolation(invariant: invariant, location: location, message: message)
        }
    }

    /// The total number of failures.
    package var violationCount: Int { violations.reduce(0, +) }

    /// Adds `other`'s counts; the first failure stays this tally's if it has one.
    package static func += (lhs: inout InvariantTally, rhs: InvariantTally) {
        for i in lhs.checks.indices {
            lhs.checks[i] += rhs.checks[i]
            lhs.violations[i] += rhs.violations[i]
        }
        if lhs.firstViolation == nil { lhs.firstViolation = rhs.firstViolation }
    }
}

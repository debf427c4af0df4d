import SeededRuns
import RedemptionCore

/// The invariants of the redemption simulation, checked at every event and at every kill point,
/// and the counters they feed. Violations are counted, not asserted: the command reports them
/// and exits 1 if any.
struct RedemptionAudit: Sendable {
    let controller: RedemptionController
    /// The longest a re-lock may come after the end of paid time (S-504: ≤ 5 s).
    let relockToleranceSeconds: Int64
    /// The opening balance of the day (what a first launch creates).
    var openingBalancePoints = 0
    var tally: RedeemTally

    init(controller: RedemptionController, relockToleranceSeconds: Int64) {
        self.controller = controller
        self.relockToleranceSeconds = relockToleranceSeconds
        tally = RedeemTally()
    }

    /// The stored books balance on their own terms and against the ledger's audit trail: balance =
    /// opening + earned − redeemed ≥ 0; seconds granted = points redeemed at the rate; and the
    /// ledger's entries (kept apart from the totals) add up to the same totals.
    func booksBalance(_ state: RedemptionState) -> Bool {
        guard state.booksBalance(pointsPerMinute: controller.rules.configuration.pointsPerMinute) else { return false }
        guard state.droppedLedgerEntries == 0 else { return true } // The trail is truncated; totals still checked.
        var earned = 0, redeemed = 0
        var seconds: Int64 = 0
        for entry in state.ledger {
            switch entry.kind {
            case .earned: earned += entry.points
            case .redeemed:
                redeemed += entry.points
                seconds += entry.seconds
            }
        }
        return earned == state.earnedPointsTotal && redeemed == state.redeemedPointsTotal
            && seconds == state.grantedSecondsTotal
    }

    /// Windows are back to back, none longer than the extend cap.
    func windowsAreWellFormed(_ state: RedemptionState) -> (wellFormed: Bool, withinCap: Bool) {
        var wellFormed = true
        var withinCap = true
        var previousEnd: Int64? = nil
        let capSeconds: Int64?
        if case .extend(let cap) = controller.rules.policy { capSeconds = Int64(cap) * 60 } else { capSeconds = nil }
        for window in state.windows {
            if window.durationSeconds <= 0 { wellFormed = false }
            if let previousEnd, window.startInstant != previousEnd { wellFormed = false }
            if let capSeconds, window.durationSeconds > capSeconds { withinCap = false }
            previousEnd = window.endInstant
        }
        return (wellFormed, withinCap)
    }

    /// Fail closed: shields may be off only while the stored state holds paid time, or at most
    /// `relockToleranceSeconds` after it ended.
    func unshieldedTimeIsPaid(_ device: SimulatedRedemptionDevice, at instant: Int64) -> Bool {
        if device.shieldsApplied { return true }
        guard let end = device.stored?.earnedTimeEndInstant else { return false }
        return instant <= end + relockToleranceSeconds
    }

    /// Checks a launch's result against the stored state it started from, computed independently:
    /// windows that ended are gone and nothing else changed; shields are on iff no window runs;
    /// a running window has its wake-up pending at its end.
    func recoveryIsRight(before: RedemptionState?, after device: SimulatedRedemptionDevice, at instant: Int64) -> Bool {
        guard let after = device.stored else { return false }
        guard let before else {
            return after == RedemptionState(openingBalancePoints: openingBalancePoints) && device.shieldsApplied
        }
        // The windows still running or queued at `instant`, matched in order against what was
        // restored (no array built: this runs at every kill point).
        var running: EarnedTimeWindow? = nil
        var kept = 0
        for window in before.windows where window.endInstant > instant {
            guard kept < after.windows.count, after.windows[kept] == window else { return false }
            kept += 1
            if window.startInstant <= instant && running == nil { running = window }
        }
        guard kept == after.windows.count,
            after.balancePoints == before.balancePoints,
            after.redeemedPointsTotal == before.redeemedPointsTotal,
            after.earnedPointsTotal == before.earnedPointsTotal,
            after.grantedSecondsTotal == before.grantedSecondsTotal,
            after.ledger == before.ledger
        else { return false }
        if let running {
            return !device.shieldsApplied && device.pendingWakeUps.contains(running.endInstant)
        }
        return device.shieldsApplied
    }

    /// A kill right after the write just made, then a relaunch at the same instant: what is on
    /// disk balances, unshielded time is paid, and the relaunch restores the right state.
    mutating func checkKillPoint(_ device: consuming SimulatedRedemptionDevice) {
        var fork = device // Consumed, not copied: the caller's snapshot is this check's only copy.
        fork.checksEveryWrite = false
        fork.writesUntilKill = 0
        tally.killPointsChecked += 1
        let before = fork.stored
        if let before {
            if !booksBalance(before) { tally.violations.books += 1 }
            if !windowsAreWellFormed(before).withinCap { tally.violations.cap += 1 }
        }
        if !unshieldedTimeIsPaid(fork, at: fork.now) { tally.violations.unpaidAccess += 1 }
        do {
            try controller.recover(
                at: fork.now,
                firstLaunch: SimulatedRedemptionDevice.firstLaunch(openingBalancePoints: openingBalancePoints),
                device: &fork)
        } catch {
            tally.violations.recovery += 1 // Unreachable: the fork has no kill armed.
            return
        }
        if !recoveryIsRight(before: before, after: fork, at: fork.now) { tally.violations.recovery += 1 }
    }
}

/// What the redemption simulation counts; all integers, merged in chunk order.
public struct RedeemTally: Hashable, Mergeable {
    /// Refusals by reason.
    public struct Refusals: Hashable, Sendable {
        public var nonPositive = 0
        public var notWholeMinutes = 0
        public var belowMinimum = 0
        public var aboveMaximum = 0
        public var insufficientBalance = 0
        public var blocked = 0
        public var capReached = 0

        public var total: Int {
            nonPositive + notWholeMinutes + belowMinimum + aboveMaximum + insufficientBalance + blocked + capReached
        }

        mutating func record(_ error: RedemptionError) {
            switch error {
            case .nonPositivePoints: nonPositive += 1
            case .notWholeMinutes: notWholeMinutes += 1
            case .belowMinimum: belowMinimum += 1
            case .aboveMaximum: aboveMaximum += 1
            case .insufficientBalance: insufficientBalance += 1
            case .blockedByActiveWindow: blocked += 1
            case .capReached: capReached += 1
            case .invalidConfiguration, .invalidStoredState, .singleChildStoredState, .unknownChild:
                break // Validated before the run, or unreachable with the one enrolled child: never a refusal.
            case .storeRefusedWrite, .storeKeptConflicting:
                break // Thrown by a save, never returned as a redemption's refusal.
            }
        }

        static func += (lhs: inout Refusals, rhs: Refusals) {
            lhs.nonPositive += rhs.nonPositive
            lhs.notWholeMinutes += rhs.notWholeMinutes
            lhs.belowMinimum += rhs.belowMinimum
            lhs.aboveMaximum += rhs.aboveMaximum
            lhs.insufficientBalance += rhs.insufficientBalance
            lhs.blocked += rhs.blocked
            lhs.capReached += rhs.capReached
        }
    }

    /// Invariant violations by kind; every one must be 0.
    public struct Violations: Hashable, Sendable {
        /// Books that do not balance (points not conserved, or deducted without a window / a
        /// window without points), on disk at any event or kill point.
        public var books = 0
        /// An extend window longer than the cap.
        public var cap = 0
        /// Shields off with no paid time, or more than 5 s after it ended (re-lock late or missing).
        public var unpaidAccess = 0
        /// A launch that did not restore the right state (windows, shields, wake-up).
        public var recovery = 0
        /// Windows not back to back, or empty.
        public var malformedWindows = 0

        public var total: Int { books + cap + unpaidAccess + recovery + malformedWindows }

        static func += (lhs: inout Violations, rhs: Violations) {
            lhs.books += rhs.books
            lhs.cap += rhs.cap
            lhs.unpaidAccess += rhs.unpaidAccess
            lhs.recovery += rhs.recovery
            lhs.malformedWindows += rhs.malformedWindows
        }
    }

    public var days = 0
    public var earnings = 0
    public var earnedPoints = 0
    public var requests = 0
    /// Redemptions on disk at the end of the day (windows created).
    public var grants = 0
    /// Of those, redemptions whose process was killed after the save, before answering the child.
    public var unansweredGrants = 0
    public var refusals = Refusals()
    /// Answered redemptions that started a window / replaced one / extended one / were queued.
    public var started = 0
    public var replaced = 0
    public var extended = 0
    public var queued = 0
    public var redeemedPoints = 0
    /// Seconds of earned time bought.
    public var grantedSeconds = 0
    /// Seconds the shields were off.
    public var accessSeconds = 0
    /// Seconds cut off running windows by replace (bought, never usable).
    public var forfeitedSeconds = 0
    /// Seconds queued windows waited between the redemption and their start.
    public var queueWaitSeconds = 0
    public var maxQueueWaitSeconds = 0
    /// Paid seconds with shields on, after a kill left them on (fail closed: lost to the child).
    public var lostToKillsSeconds = 0
    /// Unshielded seconds outside paid time (the re-lock latency).
    public var overrunSeconds = 0
    public var maxRelockDelaySeconds = 0
    public var wakeUps = 0
    public var kills = 0
    public var relaunches = 0
    public var writes = 0
    /// Writes at which a kill and a relaunch were simulated and checked.
    public var killPointsChecked = 0
    /// Points left unspent at the end of the day.
    public var unspentPoints = 0
    public var violations = Violations()

    public init() {}

    public static func += (lhs: inout RedeemTally, rhs: RedeemTally) {
        lhs.days += rhs.days
        lhs.earnings += rhs.earnings
        lhs.earnedPoints += rhs.earnedPoints
        lhs.requests += rhs.requests
        lhs.grants += rhs.grants
        lhs.unansweredGrants += rhs.unansweredGrants
        lhs.refusals += rhs.refusals
        lhs.started += rhs.started
        lhs.replaced += rhs.replaced
        lhs.extended += rhs.extended
        lhs.queued += rhs.queued
        lhs.redeemedPoints += rhs.redeemedPoints
        lhs.grantedSeconds += rhs.grantedSeconds
        lhs.accessSeconds += rhs.accessSeconds
        lhs.forfeitedSeconds += rhs.forfeitedSeconds
        lhs.queueWaitSeconds += rhs.queueWaitSeconds
        lhs.maxQueueWaitSeconds = max(lhs.maxQueueWaitSeconds, rhs.maxQueueWaitSeconds)
        lhs.lostToKillsSeconds += rhs.lostToKillsSeconds
        lhs.overrunSeconds += rhs.overrunSeconds
        lhs.maxRelockDelaySeconds = max(lhs.maxRelockDelaySeconds, rhs.maxRelockDelaySeconds)
        lhs.wakeUps += rhs.wakeUps
        lhs.kills += rhs.kills
        lhs.relaunches += rhs.relaunches
        lhs.writes += rhs.writes
        lhs.killPointsChecked += rhs.killPointsChecked
        lhs.unspentPoints += rhs.unspentPoints
        lhs.violations += rhs.violations
    }
}

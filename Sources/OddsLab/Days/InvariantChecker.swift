import CasinoCore

/// Watches the *stored* state after every step — what would survive a kill — and checks the
/// invariants that span steps: the wager ledger, the bonus ledger, and usage.
///
/// It keeps its own books from first principles (which wager is open, the sum of today's deltas
/// from the transactions' days and times) instead of trusting the fields the app writes, so a
/// coordinator that writes consistent-looking but wrong values is still caught.
struct InvariantChecker {
    /// `appendedCount` of the history at the last observation.
    var seenAppended = 0
    /// The wager stored as pending and not yet resolved, and its stake as stored.
    var openWager: UInt64?
    var openStake = 0
    /// The highest wager id resolved so far (ids only grow).
    var lastResolved: UInt64 = 0
    /// The day whose bonus `ledgerBonus` rebuilds.
    var ledgerDay: DayKey?
    var ledgerBonus = 0
    /// The day and value of the usage last observed.
    var usageDay: DayKey?
    var lastUsage = 0
    /// Σ deltas the history itself marks as applied to `historyDay`'s bonus.
    var historyDay: DayKey?
    var historySum = 0
    /// The stream the last committed round drew from, and the first draw of it no round has spent.
    var drawStream: (seed: RoundSeed, stream: UInt64)?
    var firstUnspentDraw: UInt64 = 0

    /// Checks the stored state after a step at `location`; returns the transactions it had not seen.
    mutating func observe(
        _ device: SimulatedDevice, at location: StepLocation,
        into tally: inout InvariantTally
    ) -> [Transaction] {
        guard let stored = device.stored else { return [] }
        return observe(device, stored: stored, at: location, into: &tally)
    }

    /// `observe` with the device's stored state already read (`stored`): a step reads it once and
    /// lends it to every check (a copy of the state is most of what a check would cost).
    mutating func observe(
        _ device: SimulatedDevice, stored s: PersistedState, at location: StepLocation,
        into tally: inout InvariantTally
    ) -> [Transaction] {
        tally.check(
            .remainingNeverNegative, s.budget.remainingMinutes >= 0, at: location,
            "remaining is \(s.budget.remainingMinutes)")

        let trueUsage = s.budgetDay == device.today.key ? device.usageMinutes : 0
        let monotone = usageDay != s.budgetDay || s.usageMinutesToday >= lastUsage
        tally.check(
            .usageNeverDecreases, monotone && s.usageMinutesToday <= trueUsage, at: location,
            monotone
                ? "usage \(s.usageMinutesToday) is above the \(trueUsage) minutes really used"
                : "usage went down from \(lastUsage) to \(s.usageMinutesToday) on \(s.budgetDay)")
        usageDay = s.budgetDay
        lastUsage = s.usageMinutesToday

        if ledgerDay != s.budgetDay {
            ledgerDay = s.budgetDay
            ledgerBonus = 0
        }
        // Most steps add no transaction: the count alone says so, and asking the history for its
        // new entries would first copy it (a retain and release of its blocks).
        let appended = s.transactions.appendedCount
        let new = appended == seenAppended ? [] : s.transactions.entries(appendedAfter: seenAppended)
        var resolvedOpen = false
        for t in new {
            // A round resolved without ever being seen pending still spent its first draw.
            if t.wagerID != openWager && t.wagerID > lastResolved {
                checkFreshDraw(t.position, wagerID: t.wagerID, at: location, into: &tally)
                firstUnspentDraw = max(firstUnspentDraw, t.position.drawIndex &+ 1)
            }
            if t.wagerID == openWager {
                tally.check(.wagerResolvedOnce, true, at: location, "")
                if t.resolution == .forfeited {
                    tally.check(
                        .forfeitCostsStake, t.wager == openStake && t.deltaMinutes == -openStake, at: location,
                        "the forfeit of wager \(t.wagerID) (stake \(openStake)) recorded a stake of \(t.wager) and a delta of \(t.deltaMinutes)"
                    )
                }
                openWager = nil
                resolvedOpen = true
            } else {
                tally.fail(
                    .wagerResolvedOnce, at: location,
                    t.wagerID <= lastResolved
                        ? "wager \(t.wagerID) resolved a second time (\(t.resolution.rawValue), \(t.deltaMinutes) min)"
                        : "wager \(t.wagerID) resolved (\(t.resolution.rawValue)) without having been stored as pending"
                )
            }
            lastResolved = max(lastResolved, t.wagerID)
            // A wager changes the bonus of the day it was placed on, if it is resolved that day, and no other.
            let resolvedOn = device.localDay(containing: t.resolvedAt).key
            tally.check(
                .noCrossDayBonus, t.appliedToBonus == (resolvedOn == t.day), at: location,
                t.appliedToBonus
                    ? "wager \(t.wagerID) of \(t.day) changed the bonus of \(resolvedOn) by \(t.deltaMinutes)"
                    : "wager \(t.wagerID) was resolved on its own day \(t.day) but not charged")
            if resolvedOn == t.day && t.day == ledgerDay { ledgerBonus += t.deltaMinutes }
        }
        seenAppended = appended

        if let open = openWager, !resolvedOpen, s.pendingWager?.id != open {
            tally.fail(.wagerResolvedOnce, at: location, "wager \(open) vanished from storage without being resolved")
            openWager = nil
        }
        if let pending = s.pendingWager, openWager == nil, pending.id > lastResolved {
            openWager = pending.id
            openStake = pending.wager
            checkFreshDraw(pending.position, wagerID: pending.id, at: location, into: &tally)
            firstUnspentDraw = max(firstUnspentDraw, pending.nextDrawIndex)
        }

        // The history's own account of today's bonus, rebuilt only when it can have changed. Entries
        // are in resolution order, so today's are at the end (a late forfeit is resolved today too).
        if !new.isEmpty || historyDay != s.budgetDay {
            historyDay = s.budgetDay
            historySum = 0
            let todayStart =
                device.today.key == s.budgetDay
                ? device.today.start
                : device.zone.localDay(LabTimeZone.dayNumber(of: s.budgetDay)).start
            historySum = s.transactions.bonusDelta(appliedTo: s.budgetDay, resolvedSince: todayStart)
        }
        tally.check(
            .transactionsSumToBonus, s.bonusMinutesFromGames == ledgerBonus && historySum == ledgerBonus,
            at: location,
            "bonus is \(s.bonusMinutesFromGames) but today's transactions sum to \(ledgerBonus)"
                + (historySum == ledgerBonus ? "" : " (the history's applied deltas: \(historySum))"))
        return new
    }

    /// `no-draw-reused`: a newly committed round starts at or after the first draw of its stream
    /// that earlier rounds left unspent.
    mutating func checkFreshDraw(
        _ position: RandomPosition, wagerID: UInt64, at location: StepLocation,
        into tally: inout InvariantTally
    ) {
        if let last = drawStream, last.seed == position.seed, last.stream == position.stream {
            tally.check(
                .noDrawReused, position.drawIndex >= firstUnspentDraw, at: location,
                "wager \(wagerID) starts at draw \(position.drawIndex) of stream \(position.stream), "
                    + "already spent by an earlier round (the first unspent draw is \(firstUnspentDraw))")
        } else {
            tally.check(.noDrawReused, true, at: location, "")
            drawStream = (position.seed, position.stream)
            firstUnspentDraw = 0
        }
    }

    /// Shields against the stored state: exactly the policy while the app runs; after a kill, at
    /// least on whenever the stored state needs them (the coordinator fails closed).
    static func checkShields(
        _ device: SimulatedDevice, afterKill: Bool, at location: StepLocation,
        into tally: inout InvariantTally
    ) {
        guard let stored = device.stored else { return }
        checkShields(device, stored: stored, afterKill: afterKill, at: location, into: &tally)
    }

    /// `checkShields` with the device's stored state already read (`stored`).
    static func checkShields(
        _ device: SimulatedDevice, stored s: PersistedState, afterKill: Bool, at location: StepLocation,
        into tally: inout InvariantTally
    ) {
        let wanted = s.lockPolicy.shieldsWanted
        let ok = afterKill ? (device.shieldsApplied || !wanted) : device.shieldsApplied == wanted
        tally.check(
            .shieldsFollowPolicy, ok, at: location,
            "shields \(device.shieldsApplied ? "on" : "off") but the stored state "
                + "(remaining \(s.budget.remainingMinutes), wants unlocked \(s.userWantsUnlocked)) needs them "
                + (wanted ? "on" : "off"))
    }

    /// The stored state a relaunch will load: every field within its rules.
    static func checkStoredState(_ device: SimulatedDevice, at location: StepLocation, into tally: inout InvariantTally)
    {
        guard let s = device.stored else {
            tally.check(.storedStateLoadsValid, true, at: location, "")
            return
        }
        var problem: String?
        if s.dailyAllowanceMinutes < 1 { problem = "allowance \(s.dailyAllowanceMinutes)" }
        if s.usageMinutesToday < 0 { problem = "usage \(s.usageMinutesToday)" }
        if s.budgetDay > device.today.key { problem = "budget day \(s.budgetDay) is in the future" }
        if let p = s.pendingWager {
            if p.id >= s.nextWagerID { problem = "pending wager \(p.id) is not below nextWagerID \(s.nextWagerID)" }
            if p.day > s.budgetDay { problem = "pending wager \(p.id) is dated after the budget day" }
            if p.wager < 1 { problem = "pending wager \(p.id) stakes \(p.wager)" }
            if s.transactions.contains(wagerID: p.id) {
                problem =
                    "wager \(p.id) is still pending but already has a transaction: a relaunch would resolve it again"
            }
        }
        if let last = s.transactions.last, last.wagerID >= s.nextWagerID {
            problem = "transaction for wager \(last.wagerID) is not below nextWagerID \(s.nextWagerID)"
        }
        tally.check(.storedStateLoadsValid, problem == nil, at: location, "stored state after a kill: \(problem ?? "")")
    }
}

import CasinoCore
@testable import OddsLab

// Two more wrong coordinators (the pattern of DaysWrongCoordinators.swift): each resolves a wager a
// second time from its memory of the pending wager, as a retry that does not check the store still
// holds it would. Both write once and keep the books balanced (each resolution is charged and
// recorded), so only the write audit's and the history's resolved-once rules can see them.

/// A launch that forfeits the pending wager, then forfeits it again (a retried forfeit that
/// trusts the pending wager it read instead of the state it is about to store): one write.
struct DoubleForfeitCoordinator: ForwardingCoordinator {
    var inner: SimulatedCoordinator
    let device: SimulatedDevice
    let allowance: Int

    mutating func launch() -> Transaction? {
        inner.reload() // as the real coordinator does before every event
        var s = inner.state
        let today = inner.clock.today
        guard let pending = s.pendingWager, let first = s.forfeitPendingWager(today: today, at: inner.clock.now)
        else { return inner.launch() }
        s.pendingWager = pending // the retry's memory: still pending
        _ = s.forfeitPendingWager(today: today, at: inner.clock.now)
        device.overwrite(s.storedByTheApp)
        // The rest of a launch (usage, shields, its one log event), with nothing left pending.
        inner = SimulatedCoordinator(device: device, initialAllowanceMinutes: allowance)
        _ = inner.launch()
        return first
    }

    mutating func settleWager(id: UInt64, outcome: GameOutcome) -> Transaction? {
        inner.settleWager(id: id, outcome: outcome)
    }
}

/// Settles the pending wager, then settles it again with the same outcome (a retried settlement
/// that trusts the pending wager it read): one write holding both.
struct DoubleSettleCoordinator: ForwardingCoordinator {
    var inner: SimulatedCoordinator
    let device: SimulatedDevice
    let allowance: Int

    mutating func settleWager(id: UInt64, outcome: GameOutcome) -> Transaction? {
        inner.reload() // as the real coordinator does before every event
        var s = inner.state
        let before = s
        let (minutes, today, now) = (inner.clock.minutesUntilMidnight, inner.clock.today, inner.clock.now)
        guard
            let pending = s.pendingWager,
            let first = s.settlePendingWager(
                id: id, outcome: outcome, minutesUntilMidnight: minutes, today: today, at: now)
        else { return nil }
        s.pendingWager = pending // the retry's memory: still pending
        _ = s.settlePendingWager(id: id, outcome: outcome, minutesUntilMidnight: minutes, today: today, at: now)
        if s.lockPolicy.shieldsWanted { inner.shields.applyShields(to: s.appSelection) }
        device.overwrite(s.storedByTheApp)
        reloadInner(loggingFrom: before, wagerID: first.wagerID, deltaMinutes: first.deltaMinutes)
        return first
    }
}

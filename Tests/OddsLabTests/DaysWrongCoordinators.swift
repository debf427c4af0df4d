import OddsLab

// Two deliberately wrong coordinators, here in the test target only: the shipped code cannot pick
// them. Each is the real coordinator with one step done the seed's way.

/// The real coordinator with only `settleWager` replaced: every other entry point forwards to it.
protocol ForwardingCoordinator: SimulatedApp {
    var inner: SimulatedCoordinator { get set }
    var device: SimulatedDevice { get }
    var allowance: Int { get }
    init(inner: SimulatedCoordinator, device: SimulatedDevice, allowance: Int)
}

extension ForwardingCoordinator {
    init(device: SimulatedDevice, initialAllowanceMinutes: Int) {
        self.init(inner: SimulatedCoordinator(device: device, initialAllowanceMinutes: initialAllowanceMinutes),
                  device: device, allowance: initialAllowanceMinutes)
    }

    /// After a settlement written behind the real coordinator's back: reload it from storage, as
    /// a relaunch would, and let it apply its shield policy.
    mutating func reloadInner(loggingFrom before: PersistedState, wagerID: UInt64, deltaMinutes: Int) {
        inner = SimulatedCoordinator(device: device, initialAllowanceMinutes: allowance)
        inner.enforceShieldPolicy()
        inner.log.record(LogEvent(sequence: .gameResolution, at: inner.clock.now, before: before, after: inner.state,
                                  wagerID: wagerID, deltaMinutes: deltaMinutes))
    }

    var state: PersistedState { inner.state }
    mutating func launch() -> Transaction? { inner.launch() }
    mutating func enterForeground() { inner.enterForeground() }
    mutating func pullToRefresh() { inner.pullToRefresh() }
    mutating func dayBoundaryReached() { inner.dayBoundaryReached() }
    mutating func usageThresholdReached() { inner.usageThresholdReached() }
    mutating func toggleLock() -> LockToggleResult { inner.toggleLock() }
    mutating func changeSelection(_ selection: [String]) { inner.changeSelection(selection) }
    mutating func commitWager(game: String, options: String, wager: Int, position: RandomPosition,
                              outcomeTable: OutcomeTable, returnFloor: ReturnFloor) -> Result<PendingWager, WagerError> {
        inner.commitWager(game: game, options: options, wager: wager, position: position,
                          outcomeTable: outcomeTable, returnFloor: returnFloor)
    }
}

/// Settles in the seed's order (sequence 9): add the delta to the bonus, append the transaction,
/// then clear the pending wager — three writes. A kill between them charges a wager twice.
struct SeedOrderCoordinator: ForwardingCoordinator {
    var inner: SimulatedCoordinator
    let device: SimulatedDevice
    let allowance: Int

    mutating func settleWager(id: UInt64, outcome: GameOutcome) -> Transaction? {
        var s = inner.state
        let before = s
        guard let pending = s.pendingWager, pending.id == id else { return nil }
        let capped = PayoutCap.apply(deltaMinutes: outcome.deltaMinutes, remainingMinutes: s.budget.remainingMinutes,
                                     minutesUntilMidnight: inner.clock.minutesUntilMidnight)
        s.bonusMinutesFromGames += capped.deltaMinutes
        inner.storage.save(s)                                           // write 1: the bonus
        let t = Transaction(wagerID: pending.id, resolution: .settled, game: pending.game, options: pending.options,
                            wager: pending.wager, deltaMinutes: capped.deltaMinutes, capApplied: capped.capApplied,
                            day: pending.day, appliedToBonus: true, placedAt: pending.placedAt,
                            resolvedAt: inner.clock.now, position: pending.position)
        s.transactions.append(t)
        inner.storage.save(s)                                           // write 2: the transaction
        s.pendingWager = nil
        inner.storage.save(s)                                           // write 3: clear the pending wager
        reloadInner(loggingFrom: before, wagerID: t.wagerID, deltaMinutes: t.deltaMinutes)
        return t
    }
}

/// Caps a win with the seed's formula, `min(delta, minutesUntilMidnight − remaining)`, which goes
/// negative when more minutes remain than the day has left: a win that costs minutes.
struct SeedCapCoordinator: ForwardingCoordinator {
    var inner: SimulatedCoordinator
    let device: SimulatedDevice
    let allowance: Int

    mutating func settleWager(id: UInt64, outcome: GameOutcome) -> Transaction? {
        var s = inner.state
        let before = s
        guard let pending = s.pendingWager, pending.id == id else { return nil }
        let raw = outcome.deltaMinutes
        let room = inner.clock.minutesUntilMidnight - s.budget.remainingMinutes
        let delta = raw > 0 ? min(raw, room) : raw                      // the seed's cap
        s.bonusMinutesFromGames += delta
        let t = Transaction(wagerID: pending.id, resolution: .settled, game: pending.game, options: pending.options,
                            wager: pending.wager, deltaMinutes: delta, capApplied: delta != raw,
                            day: pending.day, appliedToBonus: true, placedAt: pending.placedAt,
                            resolvedAt: inner.clock.now, position: pending.position)
        s.transactions.append(t)
        s.pendingWager = nil
        if s.lockPolicy.shieldsWanted { inner.shields.applyShields() }
        inner.storage.save(s)
        reloadInner(loggingFrom: before, wagerID: t.wagerID, deltaMinutes: t.deltaMinutes)
        return t
    }
}

/// A late-night player with more minutes than the day has left: wins near midnight hit the cap.
let lateNightProfile: UserProfile = {
    var p = UserProfile.casual
    p.name = "late-night"
    p.dailyAllowanceMinutes = 300
    p.sessionsPerHour = UserProfile.hourly(0.2, during: 9..<20)
    p.gameVisitsPerHour = UserProfile.hourly(3, during: 21..<24)
    p.roundsPerVisit = 4
    p.bet = .fixed(minutes: 10)
    p.games = [GameChoice(.crash(target: Centi(150)))]
    return p
}()

import CasinoCore
@testable import OddsLab

// Deliberately wrong coordinators, here in the test target only: the shipped code cannot pick
// them. Each is the real coordinator with one step done the seed's way (each reads the stored
// state first, as the real one does before every event, and writes it back with
// `SimulatedDevice.overwrite`; DaysTwoProcessTests has the two that skip the read or the check).

/// The real coordinator with only `settleWager` replaced: every other entry point forwards to it.
protocol ForwardingCoordinator: SimulatedApp {
    var inner: SimulatedCoordinator { get set }
    var device: SimulatedDevice { get }
    var allowance: Int { get }
    init(inner: SimulatedCoordinator, device: SimulatedDevice, allowance: Int)
}

extension ForwardingCoordinator {
    init(device: SimulatedDevice, initialAllowanceMinutes: Int) {
        self.init(
            inner: SimulatedCoordinator(device: device, initialAllowanceMinutes: initialAllowanceMinutes),
            device: device, allowance: initialAllowanceMinutes)
    }

    /// After a settlement written behind the real coordinator's back: reload it from storage, as
    /// a relaunch would, and let it apply its shield policy.
    mutating func reloadInner(
        loggingFrom before: PersistedState, sequence: AppSequence = .gameResolution,
        wagerID: UInt64? = nil, deltaMinutes: Int? = nil
    ) {
        inner = SimulatedCoordinator(device: device, initialAllowanceMinutes: allowance)
        inner.enforceShieldPolicy()
        inner.log.record(
            LogEvent(
                sequence: sequence, at: inner.clock.now, before: before, after: inner.state,
                wagerID: wagerID, deltaMinutes: deltaMinutes))
    }

    var state: PersistedState { inner.state }
    func moved(to device: SimulatedDevice) -> Self {
        Self(inner: inner.moved(to: device), device: device, allowance: allowance)
    }
    mutating func launch() -> Transaction? { inner.launch() }
    mutating func enterForeground() { inner.enterForeground() }
    mutating func pullToRefresh() { inner.pullToRefresh() }
    mutating func dayBoundaryReached() { inner.dayBoundaryReached() }
    mutating func usageThresholdReached() { inner.usageThresholdReached() }
    mutating func toggleLock() -> LockToggleResult { inner.toggleLock() }
    mutating func changeSelection(_ selection: [String]) { inner.changeSelection(selection) }
    mutating func commitWager(
        game: GameKind, options: String, wager: Int, position: RandomPosition, nextDrawIndex: UInt64,
        outcomeTable: OutcomeTable, returnFloor: ReturnFloor
    ) -> Result<PendingWager, CasinoCoreError> {
        inner.commitWager(
            game: game, options: options, wager: wager, position: position, nextDrawIndex: nextDrawIndex,
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
        inner.reload() // as the real coordinator does before every event
        var s = inner.state
        let before = s
        guard let pending = s.pendingWager, pending.id == id else { return nil }
        let capped = PayoutCap.apply(
            deltaMinutes: outcome.deltaMinutes, remainingMinutes: s.budget.remainingMinutes,
            minutesUntilMidnight: inner.clock.minutesUntilMidnight)
        s.bonusMinutesFromGames += capped.deltaMinutes
        device.overwrite(s.storedByTheApp) // write 1: the bonus
        let t = Transaction(
            wagerID: pending.id, resolution: .settled, game: pending.game, options: pending.options,
            wager: pending.wager, deltaMinutes: capped.deltaMinutes, capApplied: capped.capApplied,
            day: pending.day, appliedToBonus: true, placedAt: pending.placedAt,
            resolvedAt: inner.clock.now, position: pending.position)
        s.transactions.append(t)
        device.overwrite(s.storedByTheApp) // write 2: the transaction
        s.pendingWager = nil
        device.overwrite(s.storedByTheApp) // write 3: clear the pending wager
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

    /// The seed's validation alone (`1 ≤ wager ≤ remaining`): the gain rule would refuse exactly the
    /// bets whose win the seed's cap turns negative (no room under the cap), hiding the fault.
    mutating func commitWager(
        game: GameKind, options: String, wager: Int, position: RandomPosition, nextDrawIndex: UInt64,
        outcomeTable: OutcomeTable, returnFloor: ReturnFloor
    ) -> Result<PendingWager, CasinoCoreError> {
        var s = inner.state
        let before = s
        s.resetIfNewDay(today: inner.clock.today)
        if let pending = s.pendingWager { return .failure(.gameInProgress(wagerID: pending.id)) }
        if let error = WagerValidation.check(wager: wager, remainingMinutes: s.budget.remainingMinutes) {
            return .failure(error)
        }
        let pending = PendingWager(
            id: s.nextWagerID, day: inner.clock.today, game: game, options: options, wager: wager,
            position: position, nextDrawIndex: nextDrawIndex, placedAt: inner.clock.now)
        s.nextWagerID += 1
        s.pendingWager = pending
        device.overwrite(s.storedByTheApp)
        reloadInner(loggingFrom: before, sequence: .gameCommit, wagerID: pending.id)
        return .success(pending)
    }

    mutating func settleWager(id: UInt64, outcome: GameOutcome) -> Transaction? {
        inner.reload() // as the real coordinator does before every event
        var s = inner.state
        let before = s
        guard let pending = s.pendingWager, pending.id == id else { return nil }
        let raw = outcome.deltaMinutes
        let room = inner.clock.minutesUntilMidnight - s.budget.remainingMinutes
        let delta = raw > 0 ? min(raw, room) : raw // the seed's cap
        s.bonusMinutesFromGames += delta
        let t = Transaction(
            wagerID: pending.id, resolution: .settled, game: pending.game, options: pending.options,
            wager: pending.wager, deltaMinutes: delta, capApplied: delta != raw,
            day: pending.day, appliedToBonus: true, placedAt: pending.placedAt,
            resolvedAt: inner.clock.now, position: pending.position)
        s.transactions.append(t)
        s.pendingWager = nil
        if s.lockPolicy.shieldsWanted { inner.shields.applyShields(to: s.appSelection) }
        device.overwrite(s.storedByTheApp)
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
    p.games = [GameChoice(.crash(target: Centi(160)))]
    return p
}()

/// Commits every wager the base rule allows and never asks the return floor: the seed's
/// validation (`1 ≤ wager ≤ remaining`) before the floor existed.
struct FloorSkippingCoordinator: ForwardingCoordinator {
    var inner: SimulatedCoordinator
    let device: SimulatedDevice
    let allowance: Int

    mutating func commitWager(
        game: GameKind, options: String, wager: Int, position: RandomPosition, nextDrawIndex: UInt64,
        outcomeTable: OutcomeTable, returnFloor: ReturnFloor
    ) -> Result<PendingWager, CasinoCoreError> {
        inner.commitWager(
            game: game, options: options, wager: wager, position: position, nextDrawIndex: nextDrawIndex,
            outcomeTable: outcomeTable, returnFloor: .off)
    }

    mutating func settleWager(id: UInt64, outcome: GameOutcome) -> Transaction? {
        inner.settleWager(id: id, outcome: outcome)
    }
}

/// Forfeits a wager left pending by a kill without charging it: the transaction records a delta
/// of 0 and the bonus is left alone, so the books still balance (today's deltas sum to the bonus).
struct FreeForfeitCoordinator: ForwardingCoordinator {
    var inner: SimulatedCoordinator
    let device: SimulatedDevice
    let allowance: Int

    mutating func launch() -> Transaction? {
        inner.reload() // as the real coordinator does before every event
        var s = inner.state
        guard let pending = s.pendingWager else { return inner.launch() }
        let today = inner.clock.today
        let t = Transaction(
            wagerID: pending.id, resolution: .forfeited, game: pending.game, options: pending.options,
            wager: pending.wager, deltaMinutes: 0, capApplied: false, day: pending.day,
            appliedToBonus: pending.day == today && s.budgetDay == today, placedAt: pending.placedAt,
            resolvedAt: inner.clock.now, position: pending.position)
        s.transactions.append(t)
        s.pendingWager = nil
        device.overwrite(s.storedByTheApp)
        // The rest of a launch (usage, shields, its one log event), with nothing left pending.
        inner = SimulatedCoordinator(device: device, initialAllowanceMinutes: allowance)
        _ = inner.launch()
        return t
    }

    mutating func settleWager(id: UInt64, outcome: GameOutcome) -> Transaction? {
        inner.settleWager(id: id, outcome: outcome)
    }
}

/// Small bets on a Plinko board whose 1-minute bets return far below the floor: the floor refuses
/// most of them, and a coordinator that skips it lets them through.
let smallPlinkoProfile: UserProfile = {
    var p = UserProfile.casual
    p.name = "small-plinko"
    p.bet = .fixed(minutes: 1)
    p.games = [GameChoice(.plinko(rows: 8, risk: .high))]
    p.killMidGameProbability = 0.05
    return p
}()

/// Unlocks in the seed's order (sequence 5): store the wish, clear the shields, then refresh usage
/// and, if the fresh reading left 0, store it and apply the shields again. The apps are open from
/// the clear to the re-shield, and a kill right after the refresh's write leaves them open against
/// a stored state with no minutes (the real coordinator refreshes first and clears only after
/// storing a state with minutes).
struct SeedUnlockOrderCoordinator: ForwardingCoordinator {
    var inner: SimulatedCoordinator
    let device: SimulatedDevice
    let allowance: Int

    mutating func toggleLock() -> LockToggleResult {
        inner.reload() // as the real coordinator does before every event
        let today = inner.clock.today
        var s = inner.state
        // Locking, and an unlock at 0, as the real coordinator does them.
        guard !s.lockPolicy.isUnlockedEffective, s.budgetDay != today || s.lockPolicy.unlockAllowed else {
            return inner.toggleLock()
        }
        let before = s
        s.userWantsUnlocked = true
        device.overwrite(s.storedByTheApp) // write 1: the wish
        if !s.lockPolicy.shieldsWanted { inner.shields.clearShields() } // the apps are open
        let stale = s
        s.refreshUsage(inner.usage.usageMinutes(on: today, for: s.appSelection), today: today, at: inner.clock.now)
        if s != stale { device.overwrite(s.storedByTheApp) } // write 2: the fresh usage
        if s.lockPolicy.shieldsWanted { inner.shields.applyShields(to: s.appSelection) } // shields again at 0
        inner.usage.scheduleUsageThreshold(s.usageThreshold)
        reloadInner(loggingFrom: before, sequence: .unlock)
        return s.lockPolicy.isUnlockedEffective ? .unlocked : .unlockedWithoutMinutes
    }

    mutating func settleWager(id: UInt64, outcome: GameOutcome) -> Transaction? {
        inner.settleWager(id: id, outcome: outcome)
    }
}

/// A user on a phone whose DeviceActivity is late (usage reaches the reports 3 minutes after it is
/// used, threshold events 10 minutes after that), who unlocks from the shield's button and locks
/// after every short session: a session that ends just after the crossing stores usage short of
/// it, and the next unlock from the shield is the first to read it.
let shieldUnlockerProfile: UserProfile = {
    var p = UserProfile.casual
    p.name = "shield-unlocker"
    p.dailyAllowanceMinutes = 60
    p.sessionsPerHour = UserProfile.hourly(8, during: 8..<23)
    p.sessionMinutes = 4
    p.gameVisitsPerHour = UserProfile.hourly(0, during: 0..<24)
    p.checksPerHour = UserProfile.hourly(0, during: 0..<24)
    p.lockAfterSessionProbability = 1
    p.usageReportDelayMinutes = 3
    p.thresholdEventDelayMinutes = 10
    p.unlocksFromShield = true
    return p
}()

/// Unlocks with one write, as the real coordinator does, but clears the shields *before* storing
/// the fresh usage reading and the wish (sequence 5's order in the seed): a kill between the
/// shield call and the write leaves the apps open against a stored state that wants them locked.
/// Only a kill point at the shield call itself, not one after a write, lands there.
struct ClearBeforeStoreUnlockCoordinator: ForwardingCoordinator {
    var inner: SimulatedCoordinator
    let device: SimulatedDevice
    let allowance: Int

    mutating func toggleLock() -> LockToggleResult {
        let today = inner.clock.today
        var s = inner.state
        guard !s.lockPolicy.isUnlockedEffective, s.budgetDay != today || s.lockPolicy.unlockAllowed else {
            return inner.toggleLock()
        }
        let before = s
        s.userWantsUnlocked = true
        s.refreshUsage(inner.usage.usageMinutes(on: today, for: s.appSelection), today: today, at: inner.clock.now)
        if !s.lockPolicy.shieldsWanted { inner.shields.clearShields() } // the apps open before the write
        device.overwrite(s.storedByTheApp) // the one write: the wish and the fresh usage
        if s.lockPolicy.shieldsWanted { inner.shields.applyShields(to: s.appSelection) }
        inner.usage.scheduleUsageThreshold(s.usageThreshold)
        reloadInner(loggingFrom: before, sequence: .unlock)
        return s.lockPolicy.isUnlockedEffective ? .unlocked : .unlockedWithoutMinutes
    }

    mutating func settleWager(id: UInt64, outcome: GameOutcome) -> Transaction? {
        inner.settleWager(id: id, outcome: outcome)
    }
}

/// Pays a win rounded to the nearest minute instead of down: `(wager · c + 50) / 100`. Its
/// settlements differ from the previewed line (and from the rule) whenever the hundredths of
/// `wager · c` are 50 or more, which only `settled-delta-is-previewed-line` sees.
struct NearestPayoutCoordinator: ForwardingCoordinator {
    var inner: SimulatedCoordinator
    let device: SimulatedDevice
    let allowance: Int

    mutating func settleWager(id: UInt64, outcome: GameOutcome) -> Transaction? {
        var rounded = outcome
        rounded.payout = (outcome.wager * outcome.centi.hundredths + 50) / 100
        return inner.settleWager(id: id, outcome: rounded)
    }
}

extension PersistedState {
    /// This state as the app stores it: seed 002's rule applied, the wish off at 0, as
    /// `AppCoordinator` stores every state (`PersistedState.endUnlockWithoutMinutes`). Each wrong
    /// coordinator here differs from the app in its one planted fault only.
    var storedByTheApp: PersistedState {
        var stored = self
        stored.endUnlockWithoutMinutes()
        return stored
    }
}

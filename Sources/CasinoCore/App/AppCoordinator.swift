/// The app's state machine: every event of the data-flow seed (launch, foreground, refresh,
/// lock/unlock, selection, game commit and settlement, zero-crossing, day reset), run against the
/// four effect protocols so the app and the lab's day simulation execute the same code.
///
/// Every change follows one pattern: read the stored state again (`reload()`: an extension, a
/// separate process, may have written since), compute the next `PersistedState` from the rules in
/// `PersistedState+Rules.swift`, store it with **one** `storage.save` against the version it read,
/// and enforce the shield policy. One write per change is what makes a kill at any point safe: the
/// stored state is always a state the rules produced, never half of one. A write refused because
/// another process wrote first is a fresh read and the event again (a compare-and-swap loop), so no
/// write is ever based on a stale read.
///
/// The type is generic over its effects (rather than holding existentials) so each use — the app
/// with the device's services, the lab with simulated ones — is specialised and allocation-free.
public struct AppCoordinator<
    Clock: LocalClock, Usage: UsageMonitor, Shields: ShieldController, Storage: StateStorage,
    Log: EventLog
> {
    /// The state as last stored (the coordinator never holds changes it has not saved).
    public internal(set) var state: PersistedState
    /// The local clock and calendar.
    public var clock: Clock
    /// The restricted apps' usage, as the platform reports it, and its threshold events.
    public var usage: Usage
    /// The shields on the restricted apps.
    public var shields: Shields
    /// Durable storage of `state`.
    public var storage: Storage
    /// The app's log: one event per sequence.
    public var log: Log
    /// The version of the stored state `state` was read from or written as (0 before the first
    /// write of a fresh installation: a new state must be stored even if no rule has changed it yet).
    public internal(set) var version: UInt64

    /// Why the stored state was refused when this coordinator last read it (nil when it passed):
    /// what the app tells the user (`Docs/rules.md`, "Every state is checked when it is read
    /// back"). The coordinator then runs on `PersistedState.recovered(today:)`, fail closed, and
    /// the next event stores it. It is kept until this coordinator next reads a stored state.
    public internal(set) var refusedStoredState: CasinoCoreError?

    /// Why the last event that tried to write stored nothing (nil when its write landed, or it had
    /// nothing to write): a broken store, or `maximumWriteAttempts` conflicts in a row. The event's
    /// answer is then what it would have done; `state` is what is stored. Cleared when the next
    /// event that writes starts.
    public internal(set) var storeRefusal: StoreWriteRefusal?

    /// How many writes one event may try before it gives up (`StoreWriteRefusal.conflictsExhausted`).
    /// A conflict means another process wrote between this one's read and its write; the app and
    /// its two extensions race a few times at most, so a store that keeps moving at every try is
    /// not a race that more tries would win. 16 is above the 10 tries in a row the lab's race forks
    /// can cost one write (each of a round's 9 effect calls raced), so no simulated day reaches it.
    public static var maximumWriteAttempts: Int { 16 }

    /// Writes the current event has had refused because another process wrote first.
    @usableFromInline var refusedWrites = 0

    /// True while the state held is a recovery not stored yet: the next event writes it even if it
    /// changes nothing more, so the refused state does not stay in the store.
    @usableFromInline var recoveryUnstored = false

    /// False until the first write of a fresh installation.
    @usableFromInline var isStored: Bool { version != 0 }

    /// Loads the stored state, or starts a fresh installation with `initialAllowanceMinutes`.
    ///
    /// Loading has no side effects: no write, no shield call. `launch()` runs the launch sequence;
    /// a background process (a DeviceActivity monitor) can instead call a single event handler.
    /// A stored state that breaks a rule no valid history breaks is not used: the coordinator runs
    /// on its fail-closed recovery and says why in `refusedStoredState`.
    public init(clock: Clock, usage: Usage, shields: Shields, storage: Storage, log: Log, initialAllowanceMinutes: Int)
    {
        if let stored = storage.load() {
            (state, refusedStoredState) = AppCoordinator.readBack(stored.state, today: clock.today)
            recoveryUnstored = refusedStoredState != nil
            version = stored.version
        } else {
            state = PersistedState(dailyAllowanceMinutes: initialAllowanceMinutes, budgetDay: clock.today)
            version = 0
        }
        self.clock = clock
        self.usage = usage
        self.shields = shields
        self.storage = storage
        self.log = log
    }

    /// Logs the sequence that just moved the state from `before` to the stored state.
    @usableFromInline
    mutating func logSequence(
        _ sequence: AppSequence, from before: PersistedState, wagerID: UInt64? = nil,
        deltaMinutes: Int? = nil
    ) {
        log.record(
            LogEvent(
                sequence: sequence, at: clock.now, before: before, after: state,
                wagerID: wagerID, deltaMinutes: deltaMinutes))
    }

    /// The day the rules run on: the local day, or the stored budget day when the local date is
    /// earlier (after flying west across midnight; the budget day never goes back).
    @usableFromInline var budgetToday: DayKey { max(clock.today, state.budgetDay) }

    /// Minutes left today, as the user sees them (derived from the stored state).
    public var remainingMinutes: Int { state.budget.remainingMinutes }

    /// Reads the stored state again if another process has written since this coordinator last read
    /// or wrote it (every event starts here: the app's memory may be stale).
    ///
    /// - Returns: true when the stored state was newer than `state`.
    @discardableResult
    public mutating func reload() -> Bool {
        // The version first: most events find the state they hold, and reading a whole state costs a copy.
        guard storage.storedVersion != version, let stored = storage.load(), stored.version != version else {
            return false
        }
        state = stored.state
        version = stored.version
        checkReadBack(today: clock.today)
        return true
    }

    /// Checks the state just read (`PersistedState.validated()`): a state no valid history can
    /// produce is replaced by its fail-closed recovery, and the refusal is kept for the user.
    @usableFromInline
    mutating func checkReadBack(today: DayKey) {
        (state, refusedStoredState) = AppCoordinator.readBack(state, today: today)
        recoveryUnstored = refusedStoredState != nil
    }

    /// `stored` if it passes its rules, else its recovery and why it was refused.
    @usableFromInline
    static func readBack(_ stored: PersistedState, today: DayKey) -> (PersistedState, CasinoCoreError?) {
        do {
            // A state stored before seed 002's rule was kept may hold the wish on at 0: read it off.
            var valid = try stored.validated()
            valid.endUnlockWithoutMinutes()
            return (valid, nil)
        } catch {
            return (stored.recovered(today: today), error)
        }
    }

    /// Stores `next` in one write against the version read (skipped when nothing changed) and
    /// enforces the shield policy.
    ///
    /// When another process wrote since that read, nothing is stored, the state is read again and
    /// this returns false: the caller runs its event again on the fresh state. Effects made before
    /// the refused write only fail early (shields on, a lower threshold), and the retry corrects them.
    ///
    /// The shields fail closed: they go on *before* a state that needs them is stored and come off
    /// only *after* a state that allows it is stored, so a kill between the two calls can leave the
    /// apps shielded too long but never open against the stored state.
    ///
    /// The usage monitor is told, after every event, the usage at which the stored state's remaining
    /// reaches 0, and fails early in the same way: a lower threshold is scheduled before the write,
    /// a higher one after it, so a kill in between can only wake the app too soon. A threshold for
    /// another set of apps (a selection change) is scheduled only after the write that stores the
    /// new selection: nothing watches apps the store does not hold.
    ///
    /// Every state is stored with seed 002's rule applied (`PersistedState.endUnlockWithoutMinutes`):
    /// the wish is off whenever 0 minutes remain.
    @usableFromInline
    mutating func store(_ next: PersistedState) -> Bool {
        var next = next
        next.endUnlockWithoutMinutes()
        let shieldsWanted = next.lockPolicy.shieldsWanted
        let threshold = next.usageThreshold
        let lowersThreshold =
            threshold.day == state.budgetDay && threshold.usageMinutes <= state.usageThreshold.usageMinutes
            && threshold.appSelection == state.appSelection
        if shieldsWanted { shields.applyShields(to: next.appSelection) }
        if lowersThreshold { usage.scheduleUsageThreshold(threshold) }
        if !isStored || recoveryUnstored || next != state {
            guard let written = storage.save(next, replacing: version) else {
                // Another process wrote first: read again, and the event runs again. A store that
                // refuses without having moved on (a broken store) cannot be helped by retrying,
                // nor can one that moves on at every try: the event ends with nothing stored (and
                // the shields as they failed closed) rather than loop.
                refusedWrites += 1
                guard reload() else {
                    storeRefusal = .storeDidNotMoveOn(version: version)
                    return true
                }
                guard refusedWrites < Self.maximumWriteAttempts else {
                    storeRefusal = .conflictsExhausted(attempts: refusedWrites)
                    return true
                }
                return false
            }
            version = written
            recoveryUnstored = false
        }
        if !lowersThreshold { usage.scheduleUsageThreshold(threshold) }
        if !shieldsWanted { shields.clearShields() }
        state = next
        return true
    }

    /// Starts an event that may write: its count of refused writes and the last refusal are cleared.
    @usableFromInline
    mutating func startWritingEvent() {
        refusedWrites = 0
        storeRefusal = nil
    }

    /// Applies or clears the shields to match the stored state (the seed's "enforce shield policy").
    public mutating func enforceShieldPolicy() {
        if state.lockPolicy.shieldsWanted {
            shields.applyShields(to: state.appSelection)
        } else {
            shields.clearShields()
        }
    }
}

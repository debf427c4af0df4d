import CasinoCore

/// What the day simulation drives: the app's coordinator on a simulated device.
///
/// `AppCoordinator` is the only shipped conformance. Tests add deliberately wrong coordinators
/// (the seed's three-write settlement, the seed's cap formula) to show the invariants and the
/// fault injection catch them; nothing in the shipped code can select those.
/// Its type is handed to worker threads (`DayRunner` builds one app per chunk), hence `SendableMetatype`.
protocol SimulatedApp: SendableMetatype {
    /// Loads the app's stored state from `device` (a fresh installation if none), with no side effects.
    init(device: SimulatedDevice, initialAllowanceMinutes: Int)
    /// The state as the app holds it.
    var state: PersistedState { get }
    /// Cold launch (seed sequence 1); returns a forfeit, if any.
    mutating func launch() -> Transaction?
    mutating func enterForeground()
    mutating func pullToRefresh()
    mutating func dayBoundaryReached()
    mutating func usageThresholdReached()
    mutating func toggleLock() -> LockToggleResult
    mutating func changeSelection(_ selection: [String])
    mutating func commitWager(
        game: GameKind, options: String, wager: Int, position: RandomPosition, nextDrawIndex: UInt64,
        outcomeTable: OutcomeTable, returnFloor: ReturnFloor
    ) -> Result<PendingWager, CasinoCoreError>
    mutating func settleWager(id: UInt64, outcome: GameOutcome) -> Transaction?
    /// This process exactly as it is (its memory: the state it holds and the version it read), its
    /// effects on `device` instead: the same process on a copy of the phone, for a what-if run
    /// that starts mid-day.
    func moved(to device: SimulatedDevice) -> Self
}

/// The app's coordinator on the simulated device's effects.
typealias SimulatedCoordinator = AppCoordinator<
    SimulatedClock, HonestUsageSource, RecordingShields, KillableStorage,
    RecordingLog
>

extension AppCoordinator: SimulatedApp
where
    Clock == SimulatedClock, Usage == HonestUsageSource, Shields == RecordingShields, Storage == KillableStorage,
    Log == RecordingLog
{
    init(device: SimulatedDevice, initialAllowanceMinutes: Int) {
        self.init(
            clock: SimulatedClock(device: device), usage: HonestUsageSource(device: device),
            shields: RecordingShields(device: device), storage: KillableStorage(device: device),
            log: RecordingLog(device: device),
            initialAllowanceMinutes: initialAllowanceMinutes)
        // A fresh installation commits its seed before the first round, in the first write.
        commitLabSeedIfFresh(device.installationSeed)
    }

    func moved(to device: SimulatedDevice) -> Self {
        var copy = self
        copy.clock = SimulatedClock(device: device)
        copy.usage = HonestUsageSource(device: device)
        copy.shields = RecordingShields(device: device)
        copy.storage = KillableStorage(device: device)
        copy.log = RecordingLog(device: device)
        return copy
    }
}

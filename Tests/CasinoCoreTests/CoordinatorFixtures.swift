import CasinoCore

/// A tiny device for coordinator tests: a UTC calendar whose day d (from `mondayStart`) is
/// 2026-11-(23+d), a settable usage reading, shields and storage, and one log of every effect in
/// order, so tests can check both results and the order of writes and shield calls.
final class TestDevice {
    static let mondayStart: Int64 = 1_795_392_000 // a midnight, UTC
    var now = Instant(secondsSinceEpoch: TestDevice.mondayStart + 12 * 3600)
    var usageMinutes = 0
    /// The selection of every usage reading, and the one the shields were last applied to.
    var usageSelections: [[String]] = []
    var shieldedSelection: [String] = []
    /// What an adapter that reads the selection from storage would have read at each usage reading.
    var storedSelectionsAtUsageRead: [[String]?] = []
    /// The stored state; any change (a test setting it, as another process would write it) is a new version.
    var stored: PersistedState? { didSet { version += 1 } }
    var version: UInt64
    var writes = 0
    /// Writes refused because the stored version had moved on since the writer read it.
    var conflicts = 0
    /// Runs once, inside the next save, before its version check: another process writing first.
    var racingWrite: (() -> Void)?
    var shieldsOn = false
    var shieldCalls = 0
    var events: [String] = []
    /// Every threshold the coordinator scheduled, in order (in `events` too when `logsThresholds`).
    var thresholds: [UsageThreshold] = []
    /// The stored selection when each threshold was scheduled (what an adapter reading storage would see).
    var storedSelectionsAtThreshold: [[String]?] = []
    var logsThresholds = false
    /// Every event the coordinator logged, in order.
    var logged: [LogEvent] = []

    init(stored: PersistedState? = nil) {
        self.stored = stored
        version = stored == nil ? 0 : 1
    }

    func day(_ offset: Int) -> DayKey { DayKey(year: 2026, month: 11, day: 23 + offset) }
    func dayIndex(at instant: Instant) -> Int { Int((instant.secondsSinceEpoch - TestDevice.mondayStart) / 86_400) }
    /// Moves the clock to `hour:minute` on day `offset`.
    func setTime(day offset: Int = 0, hour: Int, minute: Int = 0) {
        now = Instant(secondsSinceEpoch: TestDevice.mondayStart + Int64(offset * 86_400 + hour * 3600 + minute * 60))
    }

    typealias App = AppCoordinator<TestClock, TestUsage, TestShields, TestStorage, TestLog>

    /// A process of the app on this device. A fresh installation commits lab seed `seed` (no extra
    /// write), so tests of other rules place rounds on `testPosition` and after it; with nil, none,
    /// and the test commits a 256-bit seed through the public API (`PositionRuleTests`).
    func coordinator(allowance: Int = 60, seed: UInt64? = 5) -> App {
        var app = App(
            clock: TestClock(device: self), usage: TestUsage(device: self), shields: TestShields(device: self),
            storage: TestStorage(device: self), log: TestLog(device: self), initialAllowanceMinutes: allowance)
        if let seed { app.commitLabSeedIfFresh(seed) }
        return app
    }
}

struct TestClock: LocalClock {
    let device: TestDevice
    var now: Instant { device.now }
    func dayKey(at instant: Instant) -> DayKey { device.day(device.dayIndex(at: instant)) }
    func endOfDay(containing instant: Instant) -> Instant {
        Instant(
            secondsSinceEpoch: TestDevice.mondayStart
                + Int64(device.dayIndex(at: instant) * 86_400 + 23 * 3600 + 59 * 60))
    }
}

struct TestUsage: UsageMonitor {
    let device: TestDevice
    mutating func usageMinutes(on day: DayKey, for selection: [String]) -> Int {
        device.usageSelections.append(selection)
        device.storedSelectionsAtUsageRead.append(device.stored?.appSelection)
        return device.usageMinutes
    }
    mutating func scheduleUsageThreshold(_ threshold: UsageThreshold) {
        device.thresholds.append(threshold)
        device.storedSelectionsAtThreshold.append(device.stored?.appSelection)
        if device.logsThresholds { device.events.append("threshold \(threshold.usageMinutes)") }
    }
}

struct TestLog: EventLog {
    let device: TestDevice
    mutating func record(_ event: LogEvent) { device.logged.append(event) }
}

struct TestShields: ShieldController {
    let device: TestDevice
    mutating func applyShields(to selection: [String]) {
        device.shieldsOn = true; device.shieldCalls += 1; device.events.append("apply")
        device.shieldedSelection = selection
    }
    mutating func clearShields() { device.shieldsOn = false; device.shieldCalls += 1; device.events.append("clear") }
}

struct TestStorage: StateStorage {
    let device: TestDevice
    func load() -> VersionedState? { device.stored.map { VersionedState(state: $0, version: device.version) } }
    mutating func save(_ state: PersistedState, replacing expected: UInt64) -> UInt64? {
        if let race = device.racingWrite {
            device.racingWrite = nil
            race()
        }
        guard device.version == expected else {
            device.conflicts += 1
            device.events.append("conflict")
            return nil
        }
        device.stored = state; device.writes += 1; device.events.append("save")
        return device.version
    }
}

/// A plan that always lands on the outcome it is given, to settle wins and losses on demand.
struct FixedPlan: GameEngine {
    var centi: Centi
    var outcomeTable: OutcomeTable {
        OutcomeTable([Outcome(label: "fixed", probability: ExactFraction(1, 1), centi: centi)])
    }
    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int { _ = generator.next(); return 0 }
}

let testPosition = RandomPosition(seed: 5, stream: 0, drawIndex: 0)

/// A coin-flip outcome table (lose, or 2.00x), for tests of rules other than the return floor.
let coinFlipTable = OutcomeTable([
    Outcome(label: "lose", probability: ExactFraction(1, 2), centi: Centi(0)),
    Outcome(label: "win", probability: ExactFraction(1, 2), centi: Centi(200))
])

// Tests of the other rules place their wagers with the floor off: with it off, exactly the base rule
// applies (`returnFloorOffAcceptsWhatTheBaseAndGainRulesAccept` proves it; the coin flip gains at every stake).
extension AppCoordinator {
    mutating func commitWager(
        game: GameKind, options: String, wager: Int,
        position: RandomPosition
    ) -> Result<PendingWager, CasinoCoreError> {
        commitWager(
            game: game, options: options, wager: wager, position: position,
            nextDrawIndex: position.drawIndex + 1, outcomeTable: coinFlipTable, returnFloor: .off)
    }
}

extension PersistedState {
    mutating func commitWager(
        game: GameKind, options: String, wager: Int, position: RandomPosition,
        today: DayKey, at instant: Instant
    ) -> Result<PendingWager, CasinoCoreError> {
        // Tests of other rules play on a lab seed, committed here before their first round.
        if let labSeed = position.seed.labSeed { commitLabSeedIfNeeded(labSeed) }
        return commitWager(
            game: game, options: options, wager: wager, position: position,
            nextDrawIndex: position.drawIndex + 1, outcomeTable: coinFlipTable, returnFloor: .off,
            minutesUntilMidnight: 1439, today: today, at: instant)
    }
}

import CasinoCore
import Foundation
import Testing

// One store, several processes: the app and its extensions (the DeviceActivity monitor, the shield
// action) are coordinators with their own memory over one `TestDevice` storage.

@Suite("One store, several processes: versions, compare-and-swap, reload")
struct SharedStoreTests {
    @Test func theAppReloadsBeforeAnEventSoAnUnlockMadeOnTheShieldIsKept() {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        #expect(device.shieldsOn)
        var shieldAction = device.coordinator() // another process
        #expect(shieldAction.toggleLock() == .unlocked)
        #expect(!device.shieldsOn)
        // The app, still holding the locked state in memory, comes to the foreground (no new usage,
        // so nothing to write): it must act on the stored unlock, not re-shield from memory.
        app.enterForeground()
        #expect(app.state.userWantsUnlocked)
        #expect(!device.shieldsOn)
        #expect(device.stored?.userWantsUnlocked == true)
    }

    @Test func aWriteBasedOnAStaleReadIsRefusedAndTheEventRunsAgainOnAFreshRead() {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        guard
            case .success(let pending) = app.commitWager(
                game: .crash, options: "2.00x", wager: 10, position: testPosition)
        else { Issue.record("refused"); return }
        // Between the settlement's read and its write, the monitor process refreshes usage.
        device.usageMinutes = 7
        device.racingWrite = {
            var monitor = device.coordinator()
            monitor.usageThresholdReached()
        }
        var generator = Xoshiro256StarStar(seed: 5)
        let settled = app.settleWager(
            id: pending.id, outcome: FixedPlan(centi: Centi(200)).play(wager: 10, using: &generator))
        #expect(device.conflicts == 1)
        #expect(settled?.deltaMinutes == 10)
        // Both writes survive: the monitor's usage and the app's settlement.
        #expect(device.stored?.usageMinutesToday == 7)
        #expect(device.stored?.bonusMinutesFromGames == 10)
        #expect(device.stored?.pendingWager == nil)
        #expect(app.version == device.version)
    }

    @Test func aWagerTheAppSettledNeverComesBackFromAnExtensionsOldCopy() {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        guard
            case .success(let pending) = app.commitWager(
                game: .crash, options: "2.00x", wager: 10, position: testPosition)
        else { Issue.record("refused"); return }
        var monitor = device.coordinator() // loads the state with the wager pending
        var generator = Xoshiro256StarStar(seed: 5)
        app.settleWager(id: pending.id, outcome: FixedPlan(centi: Centi(0)).play(wager: 10, using: &generator))
        device.usageMinutes = 3
        monitor.usageThresholdReached() // acts on the stored state, not its old copy
        #expect(device.stored?.pendingWager == nil)
        #expect(device.stored?.transactions.entries.count == 1)
        var relaunched = device.coordinator()
        #expect(relaunched.launch() == nil) // nothing to forfeit: no double charge
        #expect(device.stored?.bonusMinutesFromGames == -10)
    }

    @Test func everyWriteCarriesTheNextVersion() {
        let device = TestDevice()
        var app = device.coordinator()
        #expect(app.version == 0)
        app.launch()
        #expect(app.version == 1 && device.version == 1)
        device.usageMinutes = 5
        app.pullToRefresh()
        #expect(app.version == 2 && device.version == 2)
    }

    @Test func theInMemoryStoreRefusesAWriteAgainstAnOldVersion() {
        let store = InMemoryStateStorage()
        let state = PersistedState(dailyAllowanceMinutes: 60, budgetDay: monday)
        #expect(store.save(state, replacing: 0) == 1)
        #expect(store.save(state, replacing: 0) == nil)
        #expect(store.conflicts == 1)
        #expect(store.save(state, replacing: 1) == 2)
        #expect(store.load()?.version == 2)
    }

    @Test func persistedStateRoundTripsThroughItsStorageEncoding() throws {
        var state = PersistedState(dailyAllowanceMinutes: 90, budgetDay: monday, appSelection: ["social.a"])
        _ = state.commitWager(
            game: .mines, options: "3 mines, 5 reveals", wager: 15,
            position: RandomPosition(seed: 9, stream: 2, drawIndex: 40), today: monday, at: noon)
        _ = state.forfeitPendingWager(today: monday, at: noon)
        _ = state.commitWager(
            game: .crash, options: "2.00x", wager: 5, position: state.nextRoundPosition(today: monday)!,
            today: monday, at: noon)
        let stored = VersionedState(state: state, version: 42)
        let decoded = try JSONDecoder().decode(VersionedState.self, from: try JSONEncoder().encode(stored))
        #expect(decoded == stored)
        #expect(decoded.state.pendingWager?.wager == 5)
        #expect(decoded.state.transactions.entries.count == 1)
    }
}

@Suite("Selection as data: the shields and the usage reading take the selection")
struct SelectionAsDataTests {
    @Test func changeSelectionSavesTheSelectionBeforeReadingUsageForIt() {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        device.storedSelectionsAtUsageRead = []
        device.usageSelections = []
        app.changeSelection(["social.b", "video.a"])
        // An adapter that reads the selection from storage, not from the call, reads the new one.
        #expect(device.storedSelectionsAtUsageRead == [["social.b", "video.a"]])
        #expect(device.usageSelections == [["social.b", "video.a"]])
        #expect(device.stored?.appSelection == ["social.b", "video.a"])
    }

    /// Seed 001: one budget for all the selected apps together. The usage reading is one number for
    /// the whole selection, every minute of it draws on the same remaining minutes, and when they
    /// reach 0 every selected app is shielded at once; adding an app does not give it minutes of
    /// its own.
    @Test func allTheSelectedAppsShareOneBudget() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 60)
        app.launch()
        app.changeSelection(["social.a", "video.b", "game.c"])
        _ = app.toggleLock() // the user opens the apps
        #expect(!device.shieldsOn)
        device.usageMinutes = 25 // e.g. 10 + 10 + 5 minutes across the three apps, read as one sum
        app.enterForeground()
        #expect(device.usageSelections.last == ["social.a", "video.b", "game.c"])
        #expect(app.remainingMinutes == 35)
        app.changeSelection(["social.a", "video.b", "game.c", "news.d"]) // a fourth app: the same 35
        #expect(app.remainingMinutes == 35)
        device.usageMinutes = 60 // the selection's sum reaches the allowance
        app.enterForeground()
        #expect(app.remainingMinutes == 0)
        #expect(device.shieldsOn && device.shieldedSelection == ["social.a", "video.b", "game.c", "news.d"])
    }

    @Test func theShieldsAreAppliedToTheStoredSelection() {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        app.changeSelection(["social.a"])
        #expect(device.shieldsOn)
        #expect(device.shieldedSelection == ["social.a"])
        app.changeSelection(["video.b"])
        #expect(device.shieldedSelection == ["video.b"]) // the shields moved to the new selection
    }

    @Test func everyUsageReadingIsForTheStoredSelection() {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        app.changeSelection(["social.a"])
        device.usageSelections = []
        app.enterForeground()
        app.pullToRefresh()
        _ = app.toggleLock()
        #expect(device.usageSelections == [["social.a"], ["social.a"], ["social.a"]])
    }
}

/// A broken store: it reports a state and refuses every write, without ever moving on.
struct RefusingStorage: StateStorage {
    let stored: VersionedState
    func load() -> VersionedState? { stored }
    mutating func save(_ state: PersistedState, replacing expected: UInt64) -> UInt64? { nil }
}

@Suite("A store that refuses every write")
struct RefusingStoreTests {
    @Test func aStoreThatRefusesEveryWriteEndsTheEventInsteadOfLooping() {
        let device = TestDevice()
        device.usageMinutes = 10
        let stored = VersionedState(
            state: PersistedState(dailyAllowanceMinutes: 60, budgetDay: device.day(0)), version: 3)
        var app = AppCoordinator(
            clock: TestClock(device: device), usage: TestUsage(device: device), shields: TestShields(device: device),
            storage: RefusingStorage(stored: stored), log: TestLog(device: device), initialAllowanceMinutes: 60)
        app.launch() // would spin forever if a refusal always meant "read again"
        #expect(app.state == stored.state) // nothing stored, nothing pretended
        #expect(device.shieldsOn) // failed closed
        #expect(app.storeRefusal == .storeDidNotMoveOn(version: 3))
    }

    @Test func aStoreThatConflictsAtEveryTryEndsTheEventAfterTheLimitWithTheShieldsOn() {
        let device = TestDevice()
        device.shieldsOn = true // as the last launch left them: locked
        let stored = VersionedState(
            state: PersistedState(dailyAllowanceMinutes: 60, budgetDay: device.day(0)), version: 3)
        let storage = ConflictingStorage(stored: stored)
        var app = AppCoordinator(
            clock: TestClock(device: device), usage: TestUsage(device: device), shields: TestShields(device: device),
            storage: storage, log: TestLog(device: device), initialAllowanceMinutes: 60)
        _ = app.toggleLock() // an unlock: would retry forever against a store that always moved on
        #expect(storage.saves == TestDevice.App.maximumWriteAttempts)
        #expect(app.storeRefusal == .conflictsExhausted(attempts: TestDevice.App.maximumWriteAttempts))
        #expect(app.storeRefusal?.description.contains("nothing was stored") == true)
        #expect(!app.state.userWantsUnlocked) // nothing applied
        #expect(device.shieldsOn && !device.events.contains("clear")) // the shields stay on
        // The next event that writes starts with a clean slate.
        storage.conflicts = false
        app.enterForeground()
        #expect(app.storeRefusal == nil)
    }
}

/// A store another process writes to at every try: each save is refused and the version moves on.
final class ConflictingStorage: StateStorage {
    var stored: VersionedState
    var saves = 0
    /// False: saves land (the other process has stopped).
    var conflicts = true

    init(stored: VersionedState) { self.stored = stored }

    func load() -> VersionedState? { stored }

    func save(_ state: PersistedState, replacing expected: UInt64) -> UInt64? {
        saves += 1
        guard conflicts else {
            stored = VersionedState(state: state, version: expected + 1)
            return expected + 1
        }
        stored.version += 1
        return nil
    }
}

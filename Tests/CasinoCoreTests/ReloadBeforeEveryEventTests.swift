import CasinoCore
import Testing

// Every public event reads the store before it acts (`AppCoordinator.reload()`). The compare-and-swap
// alone would hide a missing read: the stale write is refused and the event runs again on a fresh
// read. So each test has another process write first and checks both that the event acts on that
// newer state and that no write of the event was refused (`conflicts == 0`): the event never
// computed a state from its stale memory. Removing the event's `reload()` fails its test.

@Suite("Every event reads the store before it acts, one test per event")
struct ReloadBeforeEveryEventTests {
    /// A device with a launched app (locked, shields on, 60 minutes) and a second process on it.
    func twoProcesses(seed: UInt64? = 5) -> (TestDevice, TestDevice.App, TestDevice.App) {
        let device = TestDevice()
        var app = device.coordinator(seed: seed)
        app.launch()
        return (device, app, device.coordinator(seed: seed))
    }

    func win(_ wager: Int) -> GameOutcome {
        var generator = Xoshiro256StarStar(seed: 5)
        return FixedPlan(centi: Centi(200)).play(wager: wager, using: &generator)
    }

    @Test func launchForfeitsTheWagerAnotherProcessLeftPending() throws {
        let (device, _, other) = twoProcesses()
        var app = device.coordinator() // loaded before the other process commits
        var player = other
        let pending = try player.commitWager(game: .crash, options: "2.00x", wager: 10, position: testPosition).get()
        let forfeit = app.launch()
        #expect(forfeit?.wagerID == pending.id)
        #expect(device.conflicts == 0)
        #expect(device.stored?.pendingWager == nil)
        #expect(device.stored?.bonusMinutesFromGames == -10)
    }

    @Test func enterForegroundKeepsAnUnlockMadeOnTheShieldWhenUsageMoved() {
        let (device, app, other) = twoProcesses()
        var (foreground, shieldAction) = (app, other)
        #expect(shieldAction.toggleLock() == .unlocked)
        device.usageMinutes = 5
        device.events = []
        foreground.enterForeground()
        #expect(device.conflicts == 0)
        #expect(!device.events.contains("apply")) // never re-shielded from its stale memory
        #expect(device.stored?.userWantsUnlocked == true && device.stored?.usageMinutesToday == 5)
        #expect(!device.shieldsOn)
    }

    @Test func pullToRefreshCountsAWinAnotherProcessSettled() throws {
        let (device, app, other) = twoProcesses()
        var (home, player) = (app, other)
        let pending = try player.commitWager(game: .crash, options: "2.00x", wager: 10, position: testPosition).get()
        player.settleWager(id: pending.id, outcome: win(10))
        device.usageMinutes = 5
        home.pullToRefresh()
        #expect(device.conflicts == 0)
        #expect(home.remainingMinutes == 65) // 60 + 10 won − 5 used
        #expect(device.stored?.transactions.entries.count == 1)
    }

    @Test func dayBoundaryKeepsAnUnlockMadeOnTheShieldTheDayBefore() {
        let (device, app, other) = twoProcesses()
        var (monitor, shieldAction) = (app, other)
        #expect(shieldAction.toggleLock() == .unlocked)
        device.setTime(day: 1, hour: 0)
        device.events = []
        monitor.dayBoundaryReached()
        #expect(device.conflicts == 0)
        #expect(!device.events.contains("apply"))
        #expect(device.stored?.budgetDay == device.day(1) && device.stored?.userWantsUnlocked == true)
        #expect(!device.shieldsOn)
    }

    @Test func usageThresholdKeepsTheWagerAnotherProcessCommitted() throws {
        let (device, app, other) = twoProcesses()
        var (monitor, player) = (app, other)
        let pending = try player.commitWager(game: .crash, options: "2.00x", wager: 10, position: testPosition).get()
        device.usageMinutes = 30
        monitor.usageThresholdReached()
        #expect(device.conflicts == 0)
        #expect(device.stored?.pendingWager?.id == pending.id && device.stored?.usageMinutesToday == 30)
        #expect(monitor.state.pendingWager?.id == pending.id)
    }

    @Test func changeSelectionKeepsAnUnlockMadeOnTheShield() {
        let (device, app, other) = twoProcesses()
        var (settings, shieldAction) = (app, other)
        #expect(shieldAction.toggleLock() == .unlocked)
        device.events = []
        settings.changeSelection(["video.a"])
        #expect(device.conflicts == 0)
        #expect(!device.events.contains("apply"))
        #expect(device.stored?.appSelection == ["video.a"] && device.stored?.userWantsUnlocked == true)
        #expect(!device.shieldsOn)
    }

    @Test func toggleLockLocksAppsUnlockedOnTheShield() {
        let (device, app, other) = twoProcesses()
        var (home, shieldAction) = (app, other)
        #expect(shieldAction.toggleLock() == .unlocked)
        #expect(home.toggleLock() == .locked) // the tap acts on what is stored: the apps are open
        #expect(device.conflicts == 0)
        #expect(device.stored?.userWantsUnlocked == false)
        #expect(device.shieldsOn)
    }

    @Test func changeAllowanceComparesWithTheAllowanceAnotherProcessStored() {
        let (device, app, other) = twoProcesses()
        var (settings, otherSettings) = (app, other)
        #expect(otherSettings.changeAllowance(to: 30) == .appliedToday)
        // 40 is higher than the stored 30 (lower than the 60 the stale memory holds): from tomorrow.
        #expect(settings.changeAllowance(to: 40) == .appliedFromNextDay)
        #expect(device.conflicts == 0)
        #expect(device.stored?.budget.dailyAllowanceMinutes == 30)
    }

    @Test func commitWagerSeesTheGameAnotherProcessHasInProgress() throws {
        let (device, app, other) = twoProcesses()
        var (home, player) = (app, other)
        let pending = try player.commitWager(game: .crash, options: "2.00x", wager: 10, position: testPosition).get()
        let writes = device.writes
        #expect(
            home.commitWager(game: .crash, options: "2.00x", wager: 5, position: testPosition)
                == .failure(.gameInProgress(wagerID: pending.id)))
        #expect(device.conflicts == 0)
        #expect(device.writes == writes)
    }

    @Test func settleWagerFindsTheWagerAnotherProcessForfeited() throws {
        let (device, app, _) = twoProcesses()
        var game = app
        let pending = try game.commitWager(game: .crash, options: "2.00x", wager: 10, position: testPosition).get()
        var relaunched = device.coordinator() // the app killed mid-game and launched again
        #expect(relaunched.launch()?.wagerID == pending.id)
        // The old process's engine finishes: nothing is pending any more, so nothing is settled.
        #expect(game.settleWager(id: pending.id, outcome: win(10)) == nil)
        #expect(device.conflicts == 0)
        #expect(device.stored?.transactions.entries.count == 1)
        #expect(device.stored?.bonusMinutesFromGames == -10)
    }

    @Test func seedCommitmentShowsTheSeedAnotherProcessStored() {
        let (device, app, other) = twoProcesses(seed: nil)
        var (home, first) = (app, other)
        var source = SeedingTests.FixedSource(21)
        let stored = first.seedCommitment(using: &source)
        let writes = device.writes
        var otherSource = SeedingTests.FixedSource(22)
        #expect(home.seedCommitment(using: &otherSource) == stored)
        #expect(device.conflicts == 0)
        #expect(device.writes == writes) // no second seed made
    }

    @Test func setPlayerSeedWaitsForTheWagerAnotherProcessHasPending() throws {
        let (device, app, _) = twoProcesses(seed: nil)
        var home = app
        var source = SeedingTests.FixedSource(24)
        _ = home.seedCommitment(using: &source)
        var player = device.coordinator(seed: nil)
        let next = player.nextRoundPosition()
        let position = try #require(next)
        _ = try player.commitWager(game: .crash, options: "2.00x", wager: 10, position: position).get()
        let ledger = device.stored?.seedLedger
        // A wager is pending: no seed change now (its round's draws come from the seed in use).
        #expect(home.setPlayerSeed(try #require(PlayerSeed("mine")), using: &source) == nil)
        #expect(device.conflicts == 0)
        #expect(device.stored?.seedLedger == ledger)
    }

    /// The bet card is a read, not a write, but it too reads the store first: a card on the app's
    /// stale memory would accept a bet `commitWager` (which reads first) then refuses.
    @Test func betCardShowsTheMinutesAnotherProcessStored() throws {
        let (device, app, other) = twoProcesses()
        var player = other
        let pending = try player.commitWager(game: .crash, options: "2.00x", wager: 30, position: testPosition).get()
        var generator = Xoshiro256StarStar(seed: 5)
        player.settleWager(id: pending.id, outcome: FixedPlan(centi: Centi(0)).play(wager: 30, using: &generator))
        let writes = device.writes
        let card = try #require(app.betCard(outcomeTable: coinFlipTable, wager: 40, returnFloor: .off))
        #expect(card.remainingMinutes == 30)
        #expect(card.refusal == .exceedsRemaining(wager: 40, remainingMinutes: 30))
        #expect(app.state.bonusMinutesFromGames == 0) // a read: the card keeps nothing
        #expect(device.writes == writes && device.conflicts == 0)
    }

    @Test func exportHistoryWaitsForTheWagerAnotherProcessHasPending() throws {
        let (device, app, _) = twoProcesses(seed: nil)
        var home = app
        var source = SeedingTests.FixedSource(23)
        _ = home.seedCommitment(using: &source)
        var player = device.coordinator(seed: nil)
        let next = player.nextRoundPosition()
        let position = try #require(next)
        _ = try player.commitWager(game: .crash, options: "2.00x", wager: 10, position: position).get()
        let ledger = device.stored?.seedLedger
        #expect(home.exportHistory(timeZone: "UTC", using: &source) == nil) // a wager is pending
        #expect(device.conflicts == 0)
        #expect(device.stored?.seedLedger == ledger) // nothing rotated
    }

    @Test func nextRoundPositionStartsAfterTheDrawsAnotherProcessSpent() throws {
        let (device, app, other) = twoProcesses()
        var (home, player) = (app, other)
        let pending = try player.commitWager(game: .crash, options: "2.00x", wager: 10, position: testPosition).get()
        player.settleWager(id: pending.id, outcome: win(10))
        let read = home.nextRoundPosition()
        let next = try #require(read)
        #expect(next.drawIndex == testPosition.drawIndex + 1)
        #expect(device.conflicts == 0)
    }
}

import CasinoCore
import Testing

/// Issue 41: what the app does with a stored state it refused (Docs/rules.md, "Every state is
/// checked when it is read back"): fail closed, keep what no minute depends on, say why.
@Suite("A refused stored state is recovered fail-closed")
struct StoredStateRecoveryTests {
    /// A device whose user has played a round, unlocked, and has its apps open.
    func unlockedDeviceWithAHistory() -> (TestDevice, TestDevice.App) {
        let device = TestDevice()
        var app = device.coordinator(allowance: 60)
        app.launch()
        app.changeSelection(["app.a", "app.b"])
        playRound(&app, wager: 10, centi: 200)
        #expect(app.toggleLock() == .unlocked)
        #expect(!device.shieldsOn)
        return (device, app)
    }

    @Test func aStateRefusedAtLaunchRecoversFailClosedKeepingTheHistory() throws {
        let (device, _) = unlockedDeviceWithAHistory()
        let valid = try #require(device.stored)
        var damaged = valid
        damaged.usageMinutesToday = -20
        damaged.bonusMinutesFromGames = 99_999
        device.stored = damaged // a storage bug, a bad migration or a tampered container
        let writes = device.writes
        var app = device.coordinator(allowance: 60)
        // What the user is told: the field, its value and the rule.
        #expect(
            app.refusedStoredState?.description
                == "the stored state is invalid: usageMinutesToday = -20: usage is never below 0")
        // Loading still has no side effects; the recovery is what the coordinator runs on.
        #expect(device.writes == writes)
        #expect(app.remainingMinutes == 0)
        app.launch()
        let stored = try #require(device.stored)
        // Fail closed: today is over, locked, shields on.
        #expect(device.shieldsOn && device.shieldedSelection == ["app.a", "app.b"])
        #expect(stored.budget.remainingMinutes == 0 && !stored.userWantsUnlocked)
        #expect(stored.budgetDay == device.day(0))
        #expect(app.toggleLock() == .refused)
        // Kept: the history, the selection, the seeds and spent draws, the wager ids; the allowance
        // returns the next day.
        #expect(stored.transactions == valid.transactions)
        #expect(stored.appSelection == valid.appSelection)
        #expect(stored.firstUnspentDraw == valid.firstUnspentDraw)
        #expect(stored.nextWagerID == valid.nextWagerID)
        #expect(stored.nextDayAllowanceMinutes == 60)
        #expect(try stored.validated() == stored)
        // Stored once: a later launch finds a valid state and nothing to say.
        let again = device.coordinator(allowance: 60)
        #expect(again.refusedStoredState == nil)
        device.setTime(day: 1, hour: 8)
        app.dayBoundaryReached()
        #expect(app.remainingMinutes == 60)
    }

    @Test func aStateRefusedOnAReloadIsRecoveredTheSameWayAndStoredEvenWithNothingElseToChange() throws {
        let (device, running) = unlockedDeviceWithAHistory()
        var app = running
        var damaged = try #require(device.stored)
        damaged.dailyAllowanceMinutes = -50
        device.stored = damaged // written by another process while the app runs
        app.enterForeground()
        #expect(app.refusedStoredState?.field == "dailyAllowanceMinutes")
        #expect(device.shieldsOn)
        let stored = try #require(device.stored)
        #expect(stored == damaged.recovered(today: device.day(0)))
        // The allowance broke its rule, so none is kept for the next day: it stays 0 until the user sets one.
        #expect(stored.nextDayAllowanceMinutes == nil)
    }

    @Test func aPendingWagerOfARefusedStateIsDroppedAndItsDrawsStaySpent() throws {
        let device = TestDevice()
        var app = device.coordinator(allowance: 60)
        app.launch()
        guard
            case .success(let pending) = app.commitWager(
                game: .crash, options: "2.00x", wager: 10, position: testPosition)
        else {
            Issue.record("the wager was refused")
            return
        }
        var damaged = try #require(device.stored)
        damaged.bonusMinutesFromGames = 5_000
        device.stored = damaged
        var relaunched = device.coordinator(allowance: 60)
        #expect(relaunched.launch() == nil) // nothing forfeited from minutes that are 0 anyway
        let stored = try #require(device.stored)
        #expect(stored.pendingWager == nil)
        #expect(stored.firstUnspentDraw == pending.firstUnspentDraw)
        #expect(stored.nextWagerID == pending.id + 1)
    }
}

import Testing
import CasinoCore

/// Commits `wager` and settles it at `centi`, as the app does around an engine run, starting at
/// the first draw no earlier round spent (a draw is spent at commit).
@discardableResult
func playRound(_ app: inout TestDevice.App, wager: Int, centi: Int) -> Transaction? {
    guard
        case .success(let pending) = app.commitWager(
            game: .crash, options: "\(centi)", wager: wager,
            position: app.state.firstUnspentDraw ?? testPosition)
    else { return nil }
    var generator = Xoshiro256StarStar(seed: 5)
    return app.settleWager(
        id: pending.id, outcome: FixedPlan(centi: Centi(centi)).play(wager: wager, using: &generator))
}

@Suite("The app coordinator: seed sequences 1–12")
struct CoordinatorTests {
    @Test func firstLaunchStoresTheNewStateAndShieldsTheLockedApps() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 45)
        #expect(device.writes == 0) // loading has no side effects
        app.launch()
        #expect(device.writes == 1)
        #expect(device.stored?.dailyAllowanceMinutes == 45)
        #expect(device.stored?.budgetDay == device.day(0))
        #expect(device.shieldsOn) // a new user starts locked
    }

    @Test func launchForfeitsAPendingWagerExactlyOnce() {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        _ = app.commitWager(game: .mines, options: "3 mines", wager: 15, position: testPosition)
        // Killed mid-game: the next two launches find the stored pending wager.
        var first = device.coordinator()
        let forfeit = first.launch()
        #expect(forfeit?.resolution == .forfeited)
        #expect(forfeit?.deltaMinutes == -15)
        let writes = device.writes
        var second = device.coordinator()
        #expect(second.launch() == nil)
        #expect(device.writes == writes) // nothing left to write
        #expect(device.stored?.bonusMinutesFromGames == -15)
        #expect(device.stored?.pendingWager == nil)
        #expect(device.stored?.transactions.entries.count == 1)
    }

    @Test func forfeitFoundOnALaterDayLeavesTheNewDaysBonusAlone() {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        // 119 minutes before 23:59 with 60 held: the cap leaves room, so the gain rule accepts the bet.
        device.setTime(hour: 22, minute: 0)
        _ = app.commitWager(game: .crash, options: "2.00x", wager: 20, position: testPosition)
        device.setTime(day: 1, hour: 8)
        device.usageMinutes = 0
        var relaunched = device.coordinator()
        let forfeit = relaunched.launch()
        #expect(forfeit?.appliedToBonus == false)
        #expect(forfeit?.day == device.day(0))
        #expect(relaunched.state.budgetDay == device.day(1))
        #expect(relaunched.state.bonusMinutesFromGames == 0)
        #expect(relaunched.remainingMinutes == 60)
    }

    @Test func unlockIsRefusedAtZeroWithNoStateChangeNoWriteAndNoShieldCall() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 30)
        app.launch()
        device.usageMinutes = 30
        app.enterForeground()
        #expect(app.remainingMinutes == 0)
        let before = app.state
        let writes = device.writes
        let calls = device.shieldCalls
        #expect(app.toggleLock() == .refused)
        #expect(app.state == before)
        #expect(device.writes == writes)
        #expect(device.shieldCalls == calls)
        #expect(device.shieldsOn)
    }

    @Test func unlockWithMinutesStoresTheWishThenClearsTheShields() {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        device.events.removeAll()
        #expect(app.toggleLock() == .unlocked)
        #expect(device.stored?.userWantsUnlocked == true)
        #expect(device.events == ["save", "clear"]) // fail closed: store first
        #expect(!device.shieldsOn)
    }

    @Test func unlockOnStaleUsageThatIsReallyZeroKeepsTheShieldsOn() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 30)
        app.launch()
        device.usageMinutes = 30 // used up since the last refresh
        #expect(app.remainingMinutes == 30)
        #expect(app.toggleLock() == .unlockedWithoutMinutes)
        #expect(!app.state.userWantsUnlocked) // seed 002: no unlock is kept at 0
        #expect(!app.state.lockPolicy.isUnlockedEffective)
        #expect(device.shieldsOn)
    }

    @Test func lockingAppliesTheShieldsBeforeStoringTheWish() {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        _ = app.toggleLock()
        device.events.removeAll()
        #expect(app.toggleLock() == .locked)
        #expect(device.events == ["apply", "save"])
        #expect(device.stored?.userWantsUnlocked == false)
    }

    @Test func zeroCrossingFoundByARefreshAppliesTheShields() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 40)
        app.launch()
        _ = app.toggleLock()
        device.usageMinutes = 41 // overran between refreshes
        app.enterForeground()
        #expect(app.remainingMinutes == 0)
        #expect(device.shieldsOn)
        #expect(device.stored?.userWantsUnlocked == false) // seed 002: the unlock ends at 0
    }

    @Test func aWinWhileLockedNeverUnlocks() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 40)
        app.launch()
        let win = playRound(&app, wager: 10, centi: 300)
        #expect(win?.deltaMinutes == 20)
        #expect(app.remainingMinutes == 60)
        #expect(!app.state.userWantsUnlocked)
        #expect(device.shieldsOn)
    }

    /// Seed 002: "when remainingMinutes becomes > 0 again, the control becomes unlockable, but it
    /// stays locked until the user toggles it". The only way above 0 within a day is a win of a
    /// wager placed before the minutes ran out: here the user, unlocked, stakes 10 of 10 minutes,
    /// the apps use them up while the game runs (the threshold event locks them), and the win takes
    /// remaining back above 0.
    @Test func aWinAtZeroMakesUnlockingPossibleButDoesNotUnlock() throws {
        let device = TestDevice()
        var app = device.coordinator(allowance: 40)
        app.launch()
        #expect(app.toggleLock() == .unlocked)
        device.usageMinutes = 30
        app.enterForeground()
        guard
            case .success(let pending) = app.commitWager(
                game: .crash, options: "300", wager: 10, position: testPosition)
        else {
            Issue.record("commit refused"); return
        }
        device.usageMinutes = 40 // the apps ran on while the game was played
        app.usageThresholdReached()
        #expect(app.remainingMinutes == 0 && device.shieldsOn)
        #expect(app.toggleLock() == .refused)
        var generator = Xoshiro256StarStar(seed: 5)
        let win = app.settleWager(
            id: pending.id, outcome: FixedPlan(centi: Centi(300)).play(wager: 10, using: &generator))
        #expect(win?.deltaMinutes == 20)
        #expect(app.remainingMinutes == 20) // above 0 again: unlockable ...
        #expect(app.state.lockPolicy.unlockAllowed)
        #expect(device.shieldsOn && device.stored?.userWantsUnlocked == false) // ... but still locked
        #expect(app.toggleLock() == .unlocked) // until the user taps
        #expect(!device.shieldsOn)
    }

    @Test func thePendingWagerIsStoredBeforeTheEngineRuns() {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        let writes = device.writes
        guard
            case .success(let pending) = app.commitWager(
                game: .plinko, options: "16 rows", wager: 12,
                position: testPosition)
        else {
            Issue.record("commit refused"); return
        }
        #expect(device.writes == writes + 1)
        #expect(device.stored?.pendingWager == pending)
        #expect(device.stored?.bonusMinutesFromGames == 0) // nothing charged yet
    }

    @Test func outcomeAndClearingThePendingWagerAreOneWrite() {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        guard
            case .success(let pending) = app.commitWager(
                game: .crash, options: "", wager: 10,
                position: testPosition)
        else {
            Issue.record("commit refused"); return
        }
        let writes = device.writes
        var generator = Xoshiro256StarStar(seed: 1)
        let outcome = FixedPlan(centi: Centi(250)).play(wager: 10, using: &generator)
        #expect(app.settleWager(id: pending.id, outcome: outcome)?.deltaMinutes == 15)
        #expect(device.writes == writes + 1)
        #expect(device.stored?.pendingWager == nil && device.stored?.bonusMinutesFromGames == 15)
        // The same outcome again finds nothing pending: no change, no write.
        #expect(app.settleWager(id: pending.id, outcome: outcome) == nil)
        #expect(device.writes == writes + 1)
        #expect(app.state == device.stored)
    }

    @Test func oneGameAtATime() {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        guard case .success(let pending) = app.commitWager(game: .crash, options: "", wager: 5, position: testPosition)
        else {
            Issue.record("commit refused"); return
        }
        let second = app.commitWager(game: .plinko, options: "", wager: 5, position: testPosition)
        #expect(second == .failure(.gameInProgress(wagerID: pending.id)))
    }

    @Test func aLossToZeroAppliesTheShieldsBeforeTheWrite() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 20)
        app.launch()
        _ = app.toggleLock()
        guard
            case .success(let pending) = app.commitWager(
                game: .crash, options: "", wager: 20,
                position: testPosition)
        else {
            Issue.record("commit refused"); return
        }
        device.events.removeAll()
        var generator = Xoshiro256StarStar(seed: 1)
        app.settleWager(id: pending.id, outcome: FixedPlan(centi: Centi(0)).play(wager: 20, using: &generator))
        #expect(device.events == ["apply", "save"])
        #expect(app.remainingMinutes == 0)
    }

    @Test func theWinIsCappedAtMinutesUntilMidnight() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 40)
        app.launch()
        device.setTime(hour: 23, minute: 9) // 50 minutes until 23:59
        let win = playRound(&app, wager: 30, centi: 500) // raw +120
        #expect(win?.capApplied == true)
        #expect(app.remainingMinutes == 50)
        device.setTime(hour: 23, minute: 39) // 20 minutes left, 50 remaining
        // The cap would cut any win to nothing (PayoutCap: a win never costs minutes), so the gain
        // rule refuses the bet: no write.
        let writes = device.writes
        let late = app.commitWager(
            game: .crash, options: "3.00x", wager: 5, position: app.state.firstUnspentDraw ?? testPosition)
        #expect(late == .failure(.noPossibleGain(wager: 5, capLeavesNoRoom: true, smallestAcceptedWager: nil)))
        #expect(device.writes == writes)
        #expect(app.remainingMinutes == 50)
    }

    @Test func theDayBoundaryResetsTheBudgetAndReopensWantedApps() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 30)
        app.launch()
        _ = app.toggleLock()
        playRound(&app, wager: 10, centi: 0)
        #expect(!device.shieldsOn && app.remainingMinutes == 20) // unlocked at midnight, minutes left
        device.setTime(day: 1, hour: 0)
        device.usageMinutes = 0
        app.dayBoundaryReached()
        #expect(app.state.budgetDay == device.day(1))
        #expect(app.state.bonusMinutesFromGames == 0)
        #expect(app.remainingMinutes == 30)
        #expect(!device.shieldsOn) // userWantsUnlocked was true
    }

    /// Issue 41: seed 000 S12 reopens the apps at the new day when `userWantsUnlocked` is true;
    /// seed 002 keeps them locked, once remaining is above 0 again, until the user taps. For a
    /// user who ran out at 0 with the wish on, the app follows 002 (Docs/seeds.md, "Above 0
    /// again"): the unlock ended at 0, so the new day starts locked with its allowance unlockable.
    @Test func aUserWhoRanOutWhileUnlockedStartsTheNextDayLockedUntilTheyTap() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 30)
        app.launch()
        #expect(app.toggleLock() == .unlocked)
        device.usageMinutes = 30
        app.usageThresholdReached() // ran out while unlocked: shields on
        #expect(device.shieldsOn && app.remainingMinutes == 0)
        #expect(device.stored?.userWantsUnlocked == false)
        device.setTime(day: 1, hour: 0)
        device.usageMinutes = 0
        var monitor = device.coordinator() // the monitor extension takes the day boundary
        monitor.dayBoundaryReached()
        #expect(device.stored?.budgetDay == device.day(1))
        #expect(monitor.remainingMinutes == 30 && monitor.state.lockPolicy.unlockAllowed)
        #expect(device.shieldsOn) // seed 000 S12 would clear them here
        app.launch()
        #expect(device.shieldsOn)
        #expect(app.toggleLock() == .unlocked) // one tap opens the new day's minutes
        #expect(!device.shieldsOn)
    }

    /// A state stored before the rule (0.7.0 and earlier kept the wish on at 0) is read with the
    /// wish off, so the first new day after an update does not reopen the apps either.
    @Test func aStoredWishOnAtZeroIsReadAsLocked() {
        let stored = PersistedState(
            dailyAllowanceMinutes: 30, budgetDay: DayKey(year: 2026, month: 11, day: 23), usageMinutesToday: 30,
            userWantsUnlocked: true)
        let device = TestDevice(stored: stored)
        device.setTime(day: 1, hour: 0)
        var app = device.coordinator()
        #expect(app.refusedStoredState == nil)
        #expect(!app.state.userWantsUnlocked)
        app.dayBoundaryReached()
        #expect(app.remainingMinutes == 30 && device.shieldsOn)
        #expect(device.stored?.userWantsUnlocked == false)
    }

    @Test func theDayBoundaryKeepsALockedUserLocked() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 30)
        app.launch()
        device.setTime(day: 1, hour: 0)
        app.dayBoundaryReached()
        #expect(device.shieldsOn)
    }

    @Test func aSelectionChangeIsStoredAndRefreshed() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 30)
        app.launch()
        device.usageMinutes = 12
        app.changeSelection(["app.a", "app.b"])
        #expect(device.stored?.appSelection == ["app.a", "app.b"])
        #expect(device.stored?.usageMinutesToday == 12)
    }

    @Test func aRefreshThatFindsNothingNewDoesNotWrite() {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        let writes = device.writes
        app.pullToRefresh()
        app.enterForeground()
        #expect(device.writes == writes)
        device.usageMinutes = 3
        app.pullToRefresh()
        #expect(device.writes == writes + 1)
    }
}

import Testing
import CasinoCore

/// The usage threshold the coordinator schedules so the system wakes the app exactly when remaining
/// reaches 0, instead of leaving the apps open until the next seed trigger.
@Suite("Usage threshold scheduling")
struct UsageThresholdTests {
    @Test func afterEveryChangeTheMonitorIsToldTheUsageWhereRemainingReachesZero() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 60)
        app.launch()
        #expect(device.thresholds.last == UsageThreshold(day: device.day(0), usageMinutes: 60, appSelection: []))
        playRound(&app, wager: 10, centi: 300) // +20
        #expect(device.thresholds.last?.usageMinutes == 80)
        playRound(&app, wager: 15, centi: 0) // −15
        #expect(device.thresholds.last?.usageMinutes == 65)
        device.setTime(day: 1, hour: 0)
        app.dayBoundaryReached() // a new day: the allowance alone
        #expect(device.thresholds.last == UsageThreshold(day: device.day(1), usageMinutes: 60, appSelection: []))
    }

    @Test func aLowerThresholdIsScheduledBeforeTheWriteAndAHigherOneAfter() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 60)
        app.launch()
        _ = app.toggleLock()
        device.logsThresholds = true
        device.events.removeAll()
        playRound(&app, wager: 10, centi: 0) // a loss lowers it: fail early
        #expect(device.events == ["threshold 60", "save", "clear", "threshold 50", "save", "clear"])
        device.events.removeAll()
        playRound(&app, wager: 10, centi: 300) // a win raises it: only once stored
        #expect(device.events == ["threshold 50", "save", "clear", "save", "threshold 70", "clear"])
    }

    /// Issue 41: the threshold carries the apps it watches, and after a selection change every
    /// threshold watches the new apps and is scheduled only once the new selection is stored (an
    /// event watching the old apps would leave the new ones open past 0).
    @Test func theEventAfterASelectionChangeWatchesTheNewApps() throws {
        let device = TestDevice()
        var app = device.coordinator(allowance: 30)
        app.launch()
        app.changeSelection(["social.a", "video.a"])
        _ = app.toggleLock() // unlocked: the threshold event is what locks the apps at 0
        device.logsThresholds = true
        device.events.removeAll()
        device.thresholds.removeAll()
        device.storedSelectionsAtThreshold.removeAll()
        device.usageMinutes = 10
        app.changeSelection(["social.b", "game.c"])
        // The threshold does not move (30 minutes), yet the first write's is scheduled only after
        // the new selection is stored (a selection change stores before anything schedules); the
        // usage write's, not lower for the stored apps, fails early as usual.
        #expect(device.events == ["save", "threshold 30", "clear", "threshold 30", "save", "clear"])
        #expect(device.thresholds.allSatisfy { $0.appSelection == ["social.b", "game.c"] })
        #expect(device.storedSelectionsAtThreshold.allSatisfy { $0 == ["social.b", "game.c"] })
        // The system fires the event for those apps: the shields go on, on those apps.
        let threshold = try #require(device.thresholds.last)
        #expect(threshold == UsageThreshold(day: device.day(0), usageMinutes: 30, appSelection: ["social.b", "game.c"]))
        device.usageMinutes = threshold.usageMinutes
        app.usageThresholdReached()
        #expect(device.shieldsOn && device.shieldedSelection == ["social.b", "game.c"])
        #expect(device.thresholds.last?.appSelection == ["social.b", "game.c"])
    }

    @Test func theThresholdEventAtZeroAppliesTheShieldsAndEndsTheUnlock() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 30)
        app.launch()
        _ = app.toggleLock()
        #expect(!device.shieldsOn)
        device.usageMinutes = device.thresholds.last!.usageMinutes // the system's event fires here
        app.usageThresholdReached()
        #expect(app.remainingMinutes == 0)
        #expect(device.shieldsOn)
        #expect(!app.state.userWantsUnlocked) // seed 002: stays locked until the user taps
    }
}

/// The allowance is user-set: lowering it applies at once, raising it waits for the next day.
@Suite("Allowance change")
struct AllowanceChangeTests {
    @Test func aLowerAllowanceAppliesAtOnceAndCanLockTheApps() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 60)
        app.launch()
        _ = app.toggleLock()
        device.usageMinutes = 40
        app.enterForeground()
        #expect(app.changeAllowance(to: 40) == .appliedToday)
        #expect(app.remainingMinutes == 0)
        #expect(device.shieldsOn)
        #expect(device.thresholds.last?.usageMinutes == 40)
    }

    @Test func aHigherAllowanceWaitsForTheNextDay() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 30)
        app.launch()
        device.usageMinutes = 30
        app.enterForeground()
        #expect(app.changeAllowance(to: 90) == .appliedFromNextDay)
        #expect(app.remainingMinutes == 0) // today is not bought back
        #expect(app.toggleLock() == .refused)
        device.setTime(day: 1, hour: 0)
        device.usageMinutes = 0
        app.dayBoundaryReached()
        #expect(app.state.dailyAllowanceMinutes == 90 && app.remainingMinutes == 90)
    }

    /// An equal allowance is "lower or equal": in force today, and it drops a raise still waiting
    /// (a mutation to "lower only" survived every other test).
    @Test func anEqualAllowanceAppliesTodayAndCancelsAWaitingRaise() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 30)
        app.launch()
        #expect(app.changeAllowance(to: 90) == .appliedFromNextDay)
        #expect(app.changeAllowance(to: 30) == .appliedToday)
        #expect(app.state.nextDayAllowanceMinutes == nil)
        device.setTime(day: 1, hour: 0)
        app.dayBoundaryReached()
        #expect(app.state.dailyAllowanceMinutes == 30)
    }

    /// A whole day, 1440 minutes, is the largest allowance; one more is refused.
    @Test func aWholeDayIsTheLargestAllowance() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 30)
        app.launch()
        #expect(app.changeAllowance(to: 1440) == .appliedFromNextDay)
        #expect(app.state.nextDayAllowanceMinutes == 1440)
        #expect(app.changeAllowance(to: 1441) == .refused)
        // No allowance at all is a commitment too: in force at once.
        #expect(app.changeAllowance(to: 0) == .appliedToday)
        #expect(app.state.dailyAllowanceMinutes == 0)
    }

    @Test func anAllowanceOutsideADayIsRefusedWithNoWrite() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 30)
        app.launch()
        let writes = device.writes
        #expect(app.changeAllowance(to: -1) == .refused)
        #expect(app.changeAllowance(to: 1441) == .refused)
        #expect(device.writes == writes && app.state.dailyAllowanceMinutes == 30)
    }
}

/// Changing the restricted apps refreshes usage for the new selection but never lowers today's usage.
@Suite("Selection change")
struct SelectionChangeTests {
    @Test func aSelectionChangeNeverLowersTodaysUsage() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 60)
        app.launch()
        device.usageMinutes = 50
        app.enterForeground()
        device.usageMinutes = 10 // the new selection's own reading
        app.changeSelection(["books.a"])
        #expect(app.state.usageMinutesToday == 50 && app.remainingMinutes == 10)
        #expect(app.state.appSelection == ["books.a"])
    }

    @Test func aSelectionWithMoreUseCountsItAtOnce() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 60)
        app.launch()
        device.usageMinutes = 70 // an added app was used a lot
        app.changeSelection(["social.a", "video.a"])
        #expect(app.remainingMinutes == 0 && device.shieldsOn)
    }

    @Test func lastUsageRefreshDateIsTheInstantOfTheLastNewReading() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 60)
        app.launch()
        device.setTime(hour: 13)
        device.usageMinutes = 5
        app.pullToRefresh()
        #expect(app.state.lastUsageRefreshDate == device.now)
        let stored = device.stored?.lastUsageRefreshDate
        device.setTime(hour: 14)
        app.pullToRefresh() // nothing new: no write, date kept
        #expect(device.stored?.lastUsageRefreshDate == stored)
        // A lower (stale) reading is not new either: usage stays 5, the date and the store are kept.
        let writes = device.writes
        device.setTime(hour: 15)
        device.usageMinutes = 3
        app.pullToRefresh()
        #expect(app.state.usageMinutesToday == 5)
        #expect(app.state.lastUsageRefreshDate == stored)
        #expect(device.writes == writes)
    }
}

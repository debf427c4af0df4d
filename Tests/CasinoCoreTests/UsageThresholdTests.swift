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
        #expect(device.thresholds.last == UsageThreshold(day: device.day(0), usageMinutes: 60))
        playRound(&app, wager: 10, centi: 300)                        // +20
        #expect(device.thresholds.last?.usageMinutes == 80)
        playRound(&app, wager: 15, centi: 0)                          // −15
        #expect(device.thresholds.last?.usageMinutes == 65)
        device.setTime(day: 1, hour: 0)
        app.dayBoundaryReached()                                       // a new day: the allowance alone
        #expect(device.thresholds.last == UsageThreshold(day: device.day(1), usageMinutes: 60))
    }

    @Test func aLowerThresholdIsScheduledBeforeTheWriteAndAHigherOneAfter() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 60)
        app.launch()
        _ = app.toggleLock()
        device.logsThresholds = true
        device.events.removeAll()
        playRound(&app, wager: 10, centi: 0)                           // a loss lowers it: fail early
        #expect(device.events == ["threshold 60", "save", "clear", "threshold 50", "save", "clear"])
        device.events.removeAll()
        playRound(&app, wager: 10, centi: 300)                         // a win raises it: only once stored
        #expect(device.events == ["threshold 50", "save", "clear", "save", "threshold 70", "clear"])
    }

    @Test func theThresholdEventAtZeroAppliesTheShieldsAndKeepsTheWish() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 30)
        app.launch()
        _ = app.toggleLock()
        #expect(!device.shieldsOn)
        device.usageMinutes = device.thresholds.last!.usageMinutes     // the system's event fires here
        app.usageThresholdReached()
        #expect(app.remainingMinutes == 0)
        #expect(device.shieldsOn)
        #expect(app.state.userWantsUnlocked)
    }
}

import Testing
import CasinoCore

/// Every sequence the coordinator runs logs exactly one structured event, in the seed's categories.
@Suite("The app's log: one event per sequence")
struct EventLogTests {
    /// The sequences logged by `body`, after launching a fresh app with `allowance`.
    private func sequences(allowance: Int = 60, _ body: (inout TestDevice.App, TestDevice) -> Void) -> [AppSequence] {
        let device = TestDevice()
        var app = device.coordinator(allowance: allowance)
        app.launch()
        device.logged.removeAll()
        body(&app, device)
        return device.logged.map(\.sequence)
    }

    @Test func launchLogsOnceWithTheForfeit() {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        _ = app.commitWager(game: .mines, options: "3 mines", wager: 15, position: testPosition)
        device.logged.removeAll()
        var relaunched = device.coordinator()
        relaunched.launch()
        #expect(device.logged.map(\.sequence) == [.launch])
        #expect(device.logged.first?.deltaMinutes == -15 && device.logged.first?.wagerID != nil)
        #expect(device.logged.first?.category == .screenTime)
    }

    @Test func eachRefreshTriggerLogsItsOwnSequenceOnce() {
        #expect(sequences { app, _ in app.enterForeground() } == [.foregroundRefresh])
        #expect(sequences { app, _ in app.pullToRefresh() } == [.pullToRefresh])
        #expect(
            sequences { app, device in
                device.setTime(day: 1, hour: 0); app.dayBoundaryReached()
            } == [.dayReset])
        #expect(sequences { app, _ in app.changeSelection(["social.a"]) } == [.selectionChange])
    }

    @Test func lockTapsLogOnceEachIncludingTheRefusal() {
        #expect(sequences(allowance: 0) { app, _ in _ = app.toggleLock() } == [.unlockRefusedAtZero])
        #expect(
            sequences { app, _ in
                _ = app.toggleLock(); _ = app.toggleLock()
            } == [.unlock, .lock])
    }

    @Test func theZeroCrossingLogsOnceAndSaysSo() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 30)
        app.launch()
        _ = app.toggleLock()
        device.logged.removeAll()
        device.usageMinutes = 30
        app.usageThresholdReached()
        #expect(device.logged.map(\.sequence) == [.usageThresholdReached])
        #expect(device.logged.first?.crossedZero == true && device.logged.first?.shieldsApplied == true)
        #expect(device.logged.first?.category == .usage)
    }

    @Test func gamesLogTheCommitAndTheResolutionOnceEach() {
        #expect(
            sequences { app, _ in
                _ = app.toggleLock(); playRound(&app, wager: 10, centi: 300)
            }
                == [.unlock, .gameCommit, .gameResolution])
        #expect(sequences { app, _ in playRound(&app, wager: 10, centi: 300) } == [.gameCommit, .winWhileLocked])
        #expect(
            sequences { app, _ in _ = app.commitWager(game: .crash, options: "", wager: 61, position: testPosition) }
                == [.wagerRefused])
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        playRound(&app, wager: 10, centi: 0)
        #expect(device.logged.last?.deltaMinutes == -10 && device.logged.last?.category == .games)
    }

    @Test func anAllowanceChangeLogsOnceInBudget() {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        device.logged.removeAll()
        app.changeAllowance(to: 45)
        #expect(device.logged.map(\.sequence) == [.allowanceChange])
        #expect(device.logged.first?.category == .budget && device.logged.first?.dailyAllowanceMinutes == 45)
    }

    @Test func everySequenceHasOneOfTheSeedsCategories() {
        #expect(Set(AppSequence.allCases.map(\.category)) == Set(LogCategory.allCases))
        #expect(LogCategory.allCases.map(\.rawValue) == ["ScreenTime", "Shield", "Usage", "Budget", "Games"])
    }
}

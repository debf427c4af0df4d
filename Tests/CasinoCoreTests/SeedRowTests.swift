import CasinoCore
import Testing

/// Rows of Docs/seeds.md whose named tests exercised only part of the requirement (issue 41's audit
/// of every row): each test here shows the part that was missing.
@Suite("Seed rows, each part exercised")
struct SeedRowTests {
    /// 000 S1: launch loads the stored state (an allowance and a bonus unlike the coordinator's
    /// defaults come back) and enforces the shield policy on it: shields left on by a killed process
    /// come off for a user who wants the apps open and has minutes; the log says what it decided.
    @Test func launchLoadsTheStoredStateAndClearsShieldsLeftOnForAnUnlockedUser() {
        var stored = PersistedState(dailyAllowanceMinutes: 45, budgetDay: TestDevice().day(0))
        stored.bonusMinutesFromGames = 10
        stored.userWantsUnlocked = true
        let device = TestDevice(stored: stored)
        device.shieldsOn = true
        device.usageMinutes = 25
        var app = device.coordinator(allowance: 60)
        app.launch()
        #expect(app.state.dailyAllowanceMinutes == 45 && app.state.bonusMinutesFromGames == 10)
        #expect(app.remainingMinutes == 45 + 10 - 25)
        #expect(!device.shieldsOn)
        #expect(device.logged.map(\.sequence) == [.launch])
        #expect(device.logged.first?.shieldsApplied == false)
        #expect(device.logged.first?.isUnlockedEffective == true)
    }

    /// 000 S1: the launch event records the shield decision (a locked user: applied).
    @Test func theLaunchEventRecordsTheShieldDecision() {
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        #expect(device.shieldsOn)
        #expect(device.logged.map(\.sequence) == [.launch])
        #expect(device.logged.first?.shieldsApplied == true)
    }

    /// 000 S12: the new day reads usage (a reading of 5 minutes at the boundary is stored and
    /// counted), and the reset is logged once.
    @Test func theDayBoundaryReadsUsageAndLogsTheReset() {
        let device = TestDevice()
        var app = device.coordinator(allowance: 30)
        app.launch()
        playRound(&app, wager: 10, centi: 200)
        let readings = device.usageSelections.count
        device.logged.removeAll()
        device.setTime(day: 1, hour: 0, minute: 5)
        device.usageMinutes = 5
        app.dayBoundaryReached()
        #expect(device.usageSelections.count == readings + 1)
        #expect(device.stored?.usageMinutesToday == 5)
        #expect(device.stored?.bonusMinutesFromGames == 0)
        #expect(app.remainingMinutes == 25)
        #expect(device.logged.map(\.sequence) == [.dayReset])
        #expect(device.logged.first?.dayReset == true)
    }

    /// 001 and 002: no countdown timer. Three hours pass with the same usage reading: remaining
    /// does not move, and a foreground refresh that reads nothing new stores nothing.
    @Test func timePassingWithoutUsageNeverCountsMinutesDown() {
        let device = TestDevice()
        device.usageMinutes = 10
        device.setTime(day: 0, hour: 9)
        var app = device.coordinator()
        app.launch()
        #expect(app.remainingMinutes == 50)
        let writes = device.writes
        device.setTime(day: 0, hour: 12)
        app.enterForeground()
        #expect(app.remainingMinutes == 50)
        #expect(device.writes == writes)
        device.setTime(day: 0, hour: 15)
        app.pullToRefresh()
        #expect(app.remainingMinutes == 50)
        #expect(device.writes == writes)
    }
}

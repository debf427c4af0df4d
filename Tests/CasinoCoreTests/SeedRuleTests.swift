import CasinoCore
import Foundation
import Testing

/// Seed rules that had no test of their own (issue 29's list).
@Suite("Seed rules 000 S1, S8 and 001")
struct SeedRuleTests {
    @Test func launchRefreshesUsage() { // 000 S1
        let device = TestDevice(stored: PersistedState(dailyAllowanceMinutes: 60, budgetDay: TestDevice().day(0)))
        device.usageMinutes = 25
        var app = device.coordinator()
        app.launch()
        #expect(device.usageSelections.count == 1)
        #expect(device.stored?.usageMinutesToday == 25)
        #expect(app.remainingMinutes == 35)
    }

    @Test func aPreviewMutatesNoState() { // 000 S8
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        let stored = device.stored, writes = device.writes, shieldCalls = device.shieldCalls
        let preview = WagerPreview(
            outcomeTable: coinFlipTable, wager: 10, remainingMinutes: app.remainingMinutes,
            minutesUntilMidnight: app.clock.minutesUntilMidnight)
        #expect(!preview.lines.isEmpty)
        #expect(device.stored == stored && device.writes == writes && device.shieldCalls == shieldCalls)
        #expect(device.usageSelections.count == 1) // only the launch's reading
    }

    @Test func aGameResultRecomputesRemainingWithoutFetchingUsage() { // 001
        let device = TestDevice()
        var app = device.coordinator()
        device.usageMinutes = 5
        app.launch()
        let readings = device.usageSelections.count
        device.usageMinutes = 30 // the platform would now report more: the settlement must not ask
        playRound(&app, wager: 10, centi: 200)
        #expect(device.usageSelections.count == readings)
        #expect(app.remainingMinutes == 60 + 10 - 5)
    }

    @Test func remainingMinutesAreNeverStoredOnlyDerived() throws { // 001
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        playRound(&app, wager: 10, centi: 0)
        let json = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(try #require(device.stored)))
        let keys = try #require(json as? [String: Any]).keys
        #expect(!keys.contains { $0.lowercased().contains("remaining") })
        let s = try #require(device.stored)
        #expect(app.remainingMinutes == max(0, s.dailyAllowanceMinutes + s.bonusMinutesFromGames - s.usageMinutesToday))
    }
}

import CasinoCore
import Foundation
import Testing

/// Seed rules that had no test of their own (issue 29's list).
@Suite("Seed rules 000 S1, S8, 001 and 002")
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
        // The preview lines and the bet card the app shows as the player changes the wager, read
        // on a new day before anything reset it: they see the reset but must not make it.
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        device.setTime(day: 1, hour: 9)
        let state = app.state, stored = device.stored, writes = device.writes, shieldCalls = device.shieldCalls
        let readings = device.usageSelections.count
        for wager in [1, 10, 30] {
            let preview = WagerPreview(
                outcomeTable: coinFlipTable, wager: wager, remainingMinutes: app.remainingMinutes,
                minutesUntilMidnight: app.clock.minutesUntilMidnight)
            #expect(!preview.lines.isEmpty)
            #expect(app.betCard(outcomeTable: coinFlipTable, wager: wager, returnFloor: .off) != nil)
        }
        #expect(app.state == state && device.stored == stored)
        #expect(device.writes == writes && device.shieldCalls == shieldCalls)
        #expect(device.usageSelections.count == readings)
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

    @Test func thereIsNoMaximumWagerAndNoLimitOnPlaysADay() { // 002 anti-tilt
        #expect(WagerValidation.check(wager: 1440, remainingMinutes: 1440) == nil)
        let device = TestDevice()
        var app = device.coordinator()
        app.launch()
        for round in 1...300 {
            guard playRound(&app, wager: 1, centi: 200) != nil else {
                Issue.record("round \(round) was refused")
                return
            }
        }
    }

    @Test func noSourceImportsAScreenTimeFrameworkAndTheDomainImportsNoAppleFramework() throws { // 001, 000
        // Only the app's services touch Screen Time (001 "Rule: Services are the only layer allowed
        // to import Screen Time frameworks"); the domain targets are pure Swift for iOS 17.
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources").standardizedFileURL
        let screenTime = ["FamilyControls", "ManagedSettings", "DeviceActivity"]
        let apple = screenTime + ["Foundation", "SwiftUI", "UIKit", "Combine", "OSLog", "Dispatch"]
        let domain = ["CasinoCore", "CommitmentCore", "RedemptionCore"]
        var found: [String] = []
        var files = 0
        let all = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in all where file.pathExtension == "swift" {
            files += 1
            let target = file.path.dropFirst(sources.path.count + 1).split(separator: "/").first.map(String.init) ?? ""
            let banned = domain.contains(target) ? apple : screenTime
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ")
                guard words.count >= 2, words[0] == "import" || words.dropFirst().first == "import" else { continue }
                let module = String(words[words[0] == "import" ? 1 : 2]).split(separator: ".").first.map(String.init)
                if let module, banned.contains(module) { found.append("\(target)/\(file.lastPathComponent): \(line)") }
            }
        }
        #expect(files > 100)
        #expect(found.isEmpty, "\(found)")
    }
}

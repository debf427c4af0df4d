import Foundation
import Testing
import CasinoCore

/// `PersistedState` keeps its fields in a shared box copied on the first write: it must still be a
/// plain value — a write to one copy never reaches another, equality and hashing see the fields,
/// and the stored form is the one the fields had before the box.
@Suite("The stored state is a value")
struct PersistedStateValueTests {
    func state() -> PersistedState {
        PersistedState(dailyAllowanceMinutes: 60, budgetDay: monday, appSelection: ["social.a"])
    }

    @Test func aWriteToACopyOfTheStateNeverReachesTheOriginal() {
        let original = state()
        var copy = original
        copy.usageMinutesToday = 7
        copy.appSelection.append("video.a")
        copy.refreshUsage(9, today: monday, at: noon)
        #expect(original.usageMinutesToday == 0 && original.appSelection == ["social.a"])
        #expect(original.lastUsageRefreshDate == nil)
        #expect(copy.usageMinutesToday == 9 && copy.appSelection == ["social.a", "video.a"])
        #expect(copy != original)
    }

    @Test func statesWithTheSameFieldsAreEqualAndHashAlikeWhetherOrNotTheyShareStorage() {
        let a = state()
        var b = state() // built apart
        #expect(a == b && a.hashValue == b.hashValue)
        b.bonusMinutesFromGames = 5
        b.bonusMinutesFromGames = 0 // written, so no longer shared, but equal again
        #expect(a == b && a.hashValue == b.hashValue)
        let c = a // shared
        #expect(c == a)
    }

    @Test func statesThatDifferInAnyOneFieldAreUnequal() {
        // A state with every field set, then each field changed alone (equality reads the boxes
        // field by field).
        var full = state()
        full.nextDayAllowanceMinutes = 90
        full.lastUsageRefreshDate = noon
        full.bonusMinutesFromGames = 5
        full.usageMinutesToday = 3
        var source = SeedingTests.FixedSource(7)
        full.seedLedger = SeedLedger(using: &source)
        guard
            case .success(let settled) = full.commitWager(
                game: .crash, options: "", wager: 5,
                position: full.nextRoundPosition(today: monday)!, today: monday, at: noon)
        else {
            Issue.record("commit refused"); return
        }
        full.settlePendingWager(
            id: settled.id, outcome: outcome(centi: 300, wager: 5), minutesUntilMidnight: 600, today: monday, at: noon)
        guard
            case .success = full.commitWager(
                game: .crash, options: "", wager: 2,
                position: full.nextRoundPosition(today: monday)!, today: monday, at: noon)
        else {
            Issue.record("second commit refused"); return
        }
        let changes: [(String, (inout PersistedState) -> Void)] = [
            ("dailyAllowanceMinutes", { $0.dailyAllowanceMinutes += 1 }),
            ("nextDayAllowanceMinutes", { $0.nextDayAllowanceMinutes = nil }),
            ("bonusMinutesFromGames", { $0.bonusMinutesFromGames += 1 }),
            ("usageMinutesToday", { $0.usageMinutesToday += 1 }),
            ("lastUsageRefreshDate", { $0.lastUsageRefreshDate = nil }),
            ("budgetDay", { $0.budgetDay = DayKey(year: 2026, month: 11, day: 24) }),
            ("userWantsUnlocked", { $0.userWantsUnlocked.toggle() }),
            ("appSelection", { $0.appSelection.append("video.a") }),
            ("transactions", { $0.transactions = TransactionHistory() }),
            ("pendingWager", { $0.pendingWager = nil }),
            ("nextWagerID", { $0.nextWagerID += 1 }),
            ("seedLedger", { $0.seedLedger = nil }),
            ("firstUnspentDraw", { $0.firstUnspentDraw = nil })
        ]
        #expect(changes.count == 13) // every stored field (the stored-form test names the encoded ones)
        for (field, change) in changes {
            var other = full
            change(&other)
            #expect(other != full && full != other, "\(field)")
        }
    }

    @Test func theStoredFormHasOneKeyPerFieldAndRoundTrips() throws {
        var s = state()
        s.nextDayAllowanceMinutes = 90
        s.lastUsageRefreshDate = noon
        let data = try JSONEncoder().encode(s)
        let keys = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]).keys
        #expect(
            Set(keys) == [
                "dailyAllowanceMinutes", "nextDayAllowanceMinutes", "bonusMinutesFromGames", "usageMinutesToday",
                "lastUsageRefreshDate", "budgetDay", "userWantsUnlocked", "appSelection", "transactions",
                "nextWagerID"
            ])
        #expect(try JSONDecoder().decode(PersistedState.self, from: data) == s)
    }
}

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

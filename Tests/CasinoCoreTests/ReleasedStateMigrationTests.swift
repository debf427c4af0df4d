import CasinoCore
import Foundation
import Testing

/// Issue 41: a state saved by every released version decodes, or is refused with a named reason.
///
/// The fixtures are what each release's encoder wrote (its synthesized `Codable`: keys in
/// declaration order, a nil optional left out), built from the code at the release: 0.2.0 is
/// 31b92b5 (no `nextDrawIndex`, no `firstUnspentDraw`, no seed ledger, 64-bit seeds, rounds
/// without numbers); 0.3.0 (4e62874) to 0.6.0 (34762ce) store the same keys as today.
@Suite("States saved by released versions")
struct ReleasedStateMigrationTests {
    /// 0.2.0: a settled loss and a Mines round killed mid-play (remaining 60 − 10 − 12 = 38).
    static let state020 = """
        {"dailyAllowanceMinutes":60,"bonusMinutesFromGames":-10,"usageMinutesToday":12,\
        "budgetDay":{"year":2026,"month":11,"day":23},"userWantsUnlocked":false,"appSelection":["app.a"],\
        "transactions":{"entries":[{"wagerID":1,"resolution":"settled","game":"crash","options":"target 2.00x",\
        "wager":10,"deltaMinutes":-10,"capApplied":false,"day":{"year":2026,"month":11,"day":23},\
        "appliedToBonus":true,"placedAt":{"secondsSinceEpoch":1795434000},\
        "resolvedAt":{"secondsSinceEpoch":1795434001},"position":{"seed":5,"stream":0,"drawIndex":0}}],\
        "appendedCount":1},\
        "pendingWager":{"id":2,"day":{"year":2026,"month":11,"day":23},"game":"mines","options":"3 mines",\
        "wager":20,"position":{"seed":5,"stream":0,"drawIndex":1},"placedAt":{"secondsSinceEpoch":1795434600}},\
        "nextWagerID":3}
        """

    /// 0.3.0 … 0.6.0: a raise waiting, a usage refresh, a numbered round with its cap moment and
    /// hash, a pending round that spends draws 2 ..< 4, and the first unspent draw.
    static let state030 = """
        {"dailyAllowanceMinutes":60,"nextDayAllowanceMinutes":90,"bonusMinutesFromGames":10,\
        "usageMinutesToday":12,"lastUsageRefreshDate":{"secondsSinceEpoch":1795434000},\
        "budgetDay":{"year":2026,"month":11,"day":23},"userWantsUnlocked":true,"appSelection":["app.a"],\
        "transactions":{"entries":[{"round":1,\
        "previousHash":"0000000000000000000000000000000000000000000000000000000000000000",\
        "wagerID":1,"resolution":"settled","game":"crash","options":"target 2.00x","wager":10,\
        "deltaMinutes":10,"capApplied":false,"day":{"year":2026,"month":11,"day":23},"appliedToBonus":true,\
        "placedAt":{"secondsSinceEpoch":1795434000},"resolvedAt":{"secondsSinceEpoch":1795434001},\
        "position":{"seed":5,"stream":0,"drawIndex":0},\
        "capMoment":{"remainingMinutes":48,"minutesUntilMidnight":779}}],"appendedCount":1},\
        "pendingWager":{"id":2,"day":{"year":2026,"month":11,"day":23},"game":"mines","options":"3 mines",\
        "wager":20,"position":{"seed":5,"stream":0,"drawIndex":2},"nextDrawIndex":4,\
        "placedAt":{"secondsSinceEpoch":1795434600}},\
        "nextWagerID":3,"firstUnspentDraw":{"seed":5,"stream":0,"drawIndex":4}}
        """

    @Test func aPendingWagerSavedBy020DecodesSpendingItsFirstDrawAndIsForfeitedOnce() throws {
        let state = try JSONDecoder().decode(PersistedState.self, from: Data(Self.state020.utf8))
        let pending = try #require(state.pendingWager)
        #expect(pending.wager == 20 && pending.game == .mines)
        // 0.2.0 did not store where a round's draws end: it spends at least its first.
        #expect(pending.nextDrawIndex == 2)
        #expect(state.firstUnspentDraw == nil && state.seedLedger == nil)
        #expect(state.transactions.entries.first?.round == nil)
        #expect(state.budget.remainingMinutes == 38)
        // Launch forfeits it exactly once, as a kill mid-game is forfeited today.
        let device = TestDevice(stored: state)
        var app = device.coordinator()
        #expect(app.refusedStoredState == nil)
        #expect(app.launch()?.deltaMinutes == -20)
        var again = device.coordinator()
        #expect(again.launch() == nil)
        #expect(device.stored?.bonusMinutesFromGames == -30)
        #expect(device.stored?.transactions.entries.count == 2)
    }

    @Test func aStateSavedBy030To060DecodesAsItWasStored() throws {
        let state = try JSONDecoder().decode(PersistedState.self, from: Data(Self.state030.utf8))
        #expect(state.nextDayAllowanceMinutes == 90)
        #expect(state.pendingWager?.nextDrawIndex == 4)
        #expect(state.firstUnspentDraw == RandomPosition(seed: 5, stream: 0, drawIndex: 4))
        #expect(state.transactions.entries.first?.capMoment?.minutesUntilMidnight == 779)
        #expect(try state.validated() == state)
        // Encoding it again and decoding gives the same state.
        #expect(try JSONDecoder().decode(PersistedState.self, from: JSONEncoder().encode(state)) == state)
    }

    @Test func aReleasedStateThatBreaksARuleIsRefusedNamingIt() throws {
        // 0.2.0 stored whatever it held: a damaged one is refused like any other, by name.
        let damaged = Self.state020.replacingOccurrences(
            of: #""usageMinutesToday":12"#, with: #""usageMinutesToday":-20"#)
        do {
            _ = try JSONDecoder().decode(PersistedState.self, from: Data(damaged.utf8))
            Issue.record("a damaged 0.2.0 state decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect((context.underlyingError as? StoredStateError)?.field == "usageMinutesToday")
        }
    }
}

import CasinoCore
import Foundation
import Testing

/// Issue 41: a state saved by every released version decodes, or is refused with a named reason.
///
/// The fixtures are what each release's encoder wrote (its synthesized `Codable`: keys in
/// declaration order, a nil optional left out), built from the code at the release: 0.2.0 is
/// 31b92b5 (no `nextDrawIndex`, no `firstUnspentDraw`, no seed ledger, 64-bit seeds, rounds
/// without numbers); 0.3.0 (4e62874) to 0.6.0 (34762ce) store the same keys as today but a seed
/// ledger without a next seed; 0.7.0 (a32afc0) adds the next seed and the player seed. The
/// ledgers' seeds are made-up bytes, their commitments SHA-256 of them (Python's hashlib).
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

    /// 0.3.0 … 0.6.0 with an installation's seed ledger (a 256-bit seed, its commitment; no next
    /// seed, which 0.7.0 added), and the user unlocked at 0 (0.7.0 and earlier kept the wish on).
    static let ledger030 = """
        {"dailyAllowanceMinutes":30,"bonusMinutesFromGames":0,"usageMinutesToday":30,\
        "budgetDay":{"year":2026,"month":11,"day":23},"userWantsUnlocked":true,"appSelection":["app.a"],\
        "transactions":{"entries":[],"appendedCount":0},"nextWagerID":1,\
        "seedLedger":{"current":"0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20",\
        "currentCommitment":"ae216c2ef5247a3782c135efa279a3e4cdc61094270f5d2be58c6204b7a612c9","retired":[]}}
        """

    /// 0.7.0: the seed in use played with a player seed (`HEX:PLAYERSEED`) and the next seed.
    static let ledger070 = """
        {"dailyAllowanceMinutes":30,"bonusMinutesFromGames":0,"usageMinutesToday":5,\
        "budgetDay":{"year":2026,"month":11,"day":23},"userWantsUnlocked":false,"appSelection":["app.a"],\
        "transactions":{"entries":[],"appendedCount":0},"nextWagerID":1,\
        "seedLedger":{"current":"c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedfe0e1e2e3e4e5e6e7e8:lucky7",\
        "currentCommitment":"ac9eb8996085a92b85fac9cdbaca592cc50bc4c49f918306bd742b9fb1cc775e",\
        "next":"65666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f8081828384","retired":[]}}
        """

    @Test func aSeedLedgerSavedBy030To060DecodesWithoutANextSeedAndTheWishAtZeroIsReadOff() throws {
        let state = try JSONDecoder().decode(PersistedState.self, from: Data(Self.ledger030.utf8))
        let ledger = try #require(state.seedLedger)
        #expect(ledger.next == nil && ledger.playerSeed.isNone)
        #expect(
            ledger.currentCommitment.description == "ae216c2ef5247a3782c135efa279a3e4cdc61094270f5d2be58c6204b7a612c9")
        #expect(try state.validated() == state)
        // Read back by today's app: not refused, the ledger kept, the unlock at 0 read as ended
        // (seed 002: the new day starts locked).
        let device = TestDevice(stored: state)
        device.setTime(day: 1, hour: 8)
        var app = device.coordinator()
        #expect(app.refusedStoredState == nil)
        #expect(!app.state.userWantsUnlocked && app.state.seedLedger == ledger)
        app.launch()
        #expect(app.remainingMinutes == 30 && device.shieldsOn)
    }

    @Test func aSeedLedgerSavedBy070DecodesWithItsPlayerSeedAndNextSeed() throws {
        let state = try JSONDecoder().decode(PersistedState.self, from: Data(Self.ledger070.utf8))
        let ledger = try #require(state.seedLedger)
        #expect(ledger.playerSeed.text == "lucky7")
        #expect(
            ledger.nextCommitment?.description == "ff228850579520476c511a6cc0acc6c0784c2aea3ae260fca667c9f47ad7bdc3")
        #expect(try state.validated() == state)
        #expect(try JSONDecoder().decode(PersistedState.self, from: JSONEncoder().encode(state)) == state)
    }

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
            #expect((context.underlyingError as? CasinoCoreError)?.field == "usageMinutesToday")
        }
    }
}

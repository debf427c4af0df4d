import CasinoCore
import Testing

/// The values the day loop computes once or writes directly for speed keep their meaning: a round's
/// chain bytes are the documented layout byte for byte, an outcome table's cached weights follow its
/// outcomes, and a store's version is what `load()` says.
@Suite("Hot-path shortcuts keep their meaning")
struct ChainBytesTests {
    /// The layout of `Transaction.chainBytes` as its documentation states it, built the slow way.
    private func documentedBytes(_ t: Transaction, seedWords: [UInt64], previous: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = Array("stc-round-5".utf8)
        func int(_ v: UInt64) { for k in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: v >> UInt64(8 * k))) } }
        func int(_ v: Int) { int(UInt64(bitPattern: Int64(v))) }
        int(t.round ?? 0)
        int(t.wagerID)
        bytes += previous
        bytes.append(t.resolution == .forfeited ? 1 : 0)
        int(t.game.rawValue.utf8.count)
        bytes += Array(t.game.rawValue.utf8)
        int(t.options.utf8.count)
        bytes += Array(t.options.utf8)
        int(t.wager)
        int(t.deltaMinutes)
        bytes.append(t.capApplied ? 1 : 0)
        int(t.day.year)
        int(t.day.month)
        int(t.day.day)
        bytes.append(t.appliedToBonus ? 1 : 0)
        int(UInt64(bitPattern: t.placedAt.secondsSinceEpoch))
        int(UInt64(bitPattern: t.resolvedAt.secondsSinceEpoch))
        int(8 * seedWords.count)
        for w in seedWords { int(w) }
        int(t.position.seed.player.text.utf8.count)
        bytes += Array(t.position.seed.player.text.utf8)
        int(t.position.stream)
        int(t.position.drawIndex)
        bytes.append(t.capMoment == nil ? 0 : 1)
        if let moment = t.capMoment {
            int(moment.remainingMinutes)
            int(moment.minutesUntilMidnight)
        }
        bytes.append(t.budgetAtCommit == nil ? 0 : 1)
        if let budget = t.budgetAtCommit {
            int(budget.dailyAllowanceMinutes)
            int(budget.bonusMinutesFromGames)
            int(budget.usageMinutesToday)
        }
        return bytes
    }

    @Test func aRoundsChainBytesAreTheDocumentedLayoutForBothKindsOfSeed() {
        let previous = SHA256.hash(Array("the round before".utf8))
        let words: [UInt64] = [0x0123_4567_89ab_cdef, 0xfedc_ba98_7654_3210, 7, 0x8000_0000_0000_0001]
        let install = Transaction(
            wagerID: 42, resolution: .settled, game: .plinko, options: "16 rows high", wager: 30,
            deltaMinutes: -21, capApplied: true, day: DayKey(year: 2026, month: 3, day: 8), appliedToBonus: true,
            placedAt: Instant(secondsSinceEpoch: 1_772_960_000), resolvedAt: Instant(secondsSinceEpoch: 1_772_960_060),
            position: RandomPosition(
                seed: RoundSeed(words: (words[0], words[1], words[2], words[3]), player: PlayerSeed("my-seed.7")!),
                stream: 3, drawIndex: 99),
            capMoment: CapMoment(remainingMinutes: 12, minutesUntilMidnight: 300), round: 17, previousHash: previous,
            budgetAtCommit: TimeBudget(dailyAllowanceMinutes: 90, bonusMinutesFromGames: -40, usageMinutesToday: 38))
        let previousBytes = Array(previous.description.utf8).chunked2().map { UInt8($0, radix: 16)! }
        #expect(install.chainBytes == documentedBytes(install, seedWords: words, previous: previousBytes))

        let lab = Transaction(
            wagerID: 1, resolution: .forfeited, game: .crash, options: "2.00x", wager: 5, deltaMinutes: -5,
            capApplied: false, day: DayKey(year: 2026, month: 1, day: 1), appliedToBonus: false,
            placedAt: Instant(secondsSinceEpoch: -60), resolvedAt: Instant(secondsSinceEpoch: 0),
            position: RandomPosition(seed: RoundSeed(1), stream: 0, drawIndex: 0))
        #expect(lab.chainBytes == documentedBytes(lab, seedWords: [1], previous: [UInt8](repeating: 0, count: 32)))
    }

    @Test func aRoundsChainHashIsTheSHA256OfItsChainBytes() {
        // Options longer than a small string, and not ASCII; both kinds of seed; with and without a cap moment.
        let rounds = [
            Transaction(
                wagerID: 9, resolution: .settled, game: .slots, options: "3 reels · 5 lines · bet per line 2",
                wager: 10, deltaMinutes: 40, capApplied: false, day: DayKey(year: 2026, month: 12, day: 31),
                appliedToBonus: true, placedAt: Instant(secondsSinceEpoch: 1_798_675_200),
                resolvedAt: Instant(secondsSinceEpoch: 1_798_675_260),
                position: RandomPosition(seed: RoundSeed(words: (1, 2, 3, 4)), stream: 5, drawIndex: 6),
                capMoment: CapMoment(remainingMinutes: 3, minutesUntilMidnight: 1499), round: 12,
                previousHash: SHA256.hash(Array("x".utf8))),
            Transaction(
                wagerID: 1, resolution: .forfeited, game: .crash, options: "", wager: 1, deltaMinutes: -1,
                capApplied: false, day: DayKey(year: 2026, month: 1, day: 1), appliedToBonus: false,
                placedAt: Instant(secondsSinceEpoch: 0), resolvedAt: Instant(secondsSinceEpoch: 0),
                position: RandomPosition(seed: RoundSeed(7), stream: 0, drawIndex: 0))
        ]
        for t in rounds { #expect(t.chainHash == SHA256.hash(t.chainBytes)) }
    }

    @Test func anOutcomeTablesEffectiveReturnFollowsItsOutcomesWhenTheyChange() {
        let half = ExactFraction(1, 2)
        var table = OutcomeTable([
            Outcome(label: "win", probability: half, centi: Centi(200)),
            Outcome(label: "loss", probability: half, centi: Centi(0))
        ])
        let before = EffectiveReturn(outcomeTable: table, wager: 10, remainingMinutes: 10, minutesUntilMidnight: 1000)
        table.outcomes[0].centi = Centi(190)
        let after = EffectiveReturn(outcomeTable: table, wager: 10, remainingMinutes: 10, minutesUntilMidnight: 1000)
        let rebuilt = EffectiveReturn(
            outcomeTable: OutcomeTable(table.outcomes), wager: 10, remainingMinutes: 10, minutesUntilMidnight: 1000)
        #expect(before?.fraction == ExactFraction(1, 1))
        #expect(after?.fraction == ExactFraction(19, 20))
        #expect(after == rebuilt)
    }

    @Test func aStoresVersionIsTheVersionItsLoadReturns() {
        let store = InMemoryStateStorage()
        #expect(store.storedVersion == 0)
        let state = PersistedState(dailyAllowanceMinutes: 60, budgetDay: DayKey(year: 2026, month: 1, day: 1))
        _ = store.save(state, replacing: 0)
        _ = store.save(state, replacing: 1)
        #expect(store.storedVersion == 2 && store.load()?.version == 2)
    }
}

extension Array where Element == UInt8 {
    /// Pairs of hex digits as strings.
    fileprivate func chunked2() -> [String] {
        stride(from: 0, to: count, by: 2).map { String(decoding: self[$0..<$0 + 2], as: UTF8.self) }
    }
}

import Foundation
import Testing
import CasinoCore

@Suite("Transaction history: bounded, in blocks, equal by content")
struct TransactionHistoryTests {
    func transaction(_ id: Int, day: DayKey = monday, delta: Int = 1) -> Transaction {
        Transaction(
            wagerID: UInt64(id), resolution: .settled, game: .crash, options: "target 2.00x", wager: 2,
            deltaMinutes: delta, capApplied: false, day: day, appliedToBonus: true,
            placedAt: noon, resolvedAt: noon, position: RandomPosition(seed: 0, stream: 0, drawIndex: UInt64(id)))
    }

    @Test func appendingKeepsTheLatestEntriesInOrderWhateverTheBlocks() {
        var history = TransactionHistory()
        var shadow: [Transaction] = []
        var saved: [TransactionHistory] = []
        for i in 1...1_234 {
            history.append(transaction(i))
            shadow.append(transaction(i))
            saved.append(history) // shared copies, as storage holds them
            #expect(history.count == min(i, TransactionHistory.capacity))
        }
        #expect(history.entries == Array(shadow.suffix(500)))
        #expect(history.appendedCount == 1_234)
        #expect(history.first?.wagerID == 735 && history.last?.wagerID == 1_234)
        #expect(saved[99].entries == Array(shadow.prefix(100))) // earlier copies are untouched
        #expect(history.newest(3).map(\.wagerID) == [1_232, 1_233, 1_234])
        #expect(history.entries(appendedAfter: 1_230).map(\.wagerID) == [1_231, 1_232, 1_233, 1_234])
    }

    @Test func historiesWithTheSameEntriesAreEqualHowEverTheyWereBuilt() {
        var appended = TransactionHistory()
        for i in 1...700 { appended.append(transaction(i)) }
        var rebuilt = TransactionHistory(entries: (1...700).map { transaction($0) })
        #expect(appended == rebuilt)
        #expect(appended.hashValue == rebuilt.hashValue)
        rebuilt.append(transaction(701))
        #expect(appended != rebuilt)
    }

    @Test func aHistoryRoundTripsThroughStorage() throws {
        var history = TransactionHistory()
        for i in 1...530 { history.append(transaction(i, delta: i % 7 - 3)) }
        let data = try JSONEncoder().encode(history)
        let decoded = try JSONDecoder().decode(TransactionHistory.self, from: data)
        #expect(decoded == history)
        #expect(decoded.bonusDelta(appliedTo: monday) == history.entries.reduce(0) { $0 + $1.deltaMinutes })
    }

    @Test func theNewestEntriesAreTheKeptSuffixForEveryCountAndEveryDrop() {
        var history = TransactionHistory()
        var shadow: [Transaction] = []
        for i in 1...540 {
            history.append(transaction(i))
            shadow.append(transaction(i))
            guard i % 17 == 0 || i > 495 else { continue } // before and across every drop of a block
            let kept = Array(shadow.suffix(TransactionHistory.capacity))
            for k in [0, 1, 2, 15, 16, 17, 31, 100, kept.count - 1, kept.count, kept.count + 3] {
                #expect(history.newest(k) == Array(kept.suffix(max(0, k))), "after \(i) appends, newest(\(k))")
            }
            #expect(history.first == kept.first && history.last == kept.last)
        }
    }

    @Test func todaysAppliedDeltasAreSummedFromTheNewestBackToTheDaysStart() {
        let sunday = DayKey(year: 2026, month: 11, day: 22)
        var history = TransactionHistory()
        var shadow: [Transaction] = []
        for i in 1...530 {
            // Resolved a minute apart; every third on another day, every fifth not applied to the bonus.
            var t = transaction(i, day: i % 3 == 0 ? sunday : monday, delta: i % 7 - 3)
            t.resolvedAt = Instant(secondsSinceEpoch: noon.secondsSinceEpoch + Int64(60 * i))
            t.appliedToBonus = i % 5 != 0
            history.append(t)
            shadow.append(t)
        }
        let kept = shadow.suffix(TransactionHistory.capacity)
        for since in [0, 29, 30, 31, 200, 515, 529, 530, 531] {
            let start = Instant(secondsSinceEpoch: noon.secondsSinceEpoch + Int64(60 * since))
            let expected = kept.filter { $0.resolvedAt >= start && $0.day == monday && $0.appliedToBonus }
                .reduce(0) { $0 + $1.deltaMinutes }
            #expect(history.bonusDelta(appliedTo: monday, resolvedSince: start) == expected, "since \(since)")
        }
    }
}

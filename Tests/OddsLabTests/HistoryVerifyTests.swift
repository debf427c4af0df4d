import CasinoCore
import Foundation
import OddsLab
import Testing

/// `casino-odds verify`'s rules: a simulated history round-trips through the export format and
/// verifies; each tamper is caught.
@Suite("History export and round verification")
struct HistoryVerifyTests {
    /// 40 chaser days (seed 9, stream 2): settled rounds of every game and forfeits from kills mid-game.
    static let simulated: HistoryExport = {
        var simulator = DaySimulator<SimulatedCoordinator>(
            profile: try! CompiledProfile(.chaser), seed: 9, stream: 2,
            firstDayNumber: DayRunSpec.firstDayNumber(ofChunk: 2),
            killEveryWrite: false)
        for _ in 0..<40 { _ = simulator.simulateNextDay() }
        return simulator.history
    }()

    private func problems(_ history: HistoryExport) -> [UInt64?] {
        RoundReplay.verify(history, configuration: .defaults).map(\.wagerID)
    }

    @Test func aSimulatedHistoryRoundTripsThroughJSONAndEveryRoundVerifies() throws {
        let history = Self.simulated
        #expect(history.transactions.filter { $0.resolution == .settled }.count > 100)
        #expect(history.transactions.contains { $0.resolution == .forfeited })
        let decoded = try JSONDecoder().decode(HistoryExport.self, from: JSONEncoder().encode(history))
        #expect(decoded == history)
        #expect(problems(decoded).isEmpty)
    }

    /// Found by an adversarial run: a wager of 10¹⁷ trapped on the payout's overflow, a draw index of
    /// 2⁶⁴ − 1 never finished, and rounds whose draw indices fall as their ids rise replayed each
    /// stream from its start, once per round. Now a wager or index past its bound is a round's
    /// problem, and each stream is drawn once, in increasing index, whatever the rounds' order.
    @Test func aHugeWagerOrDrawIndexIsARoundsProblemAndNeverATrapOrAHang() throws {
        var history = Self.simulated
        let settled = history.transactions.indices.filter { history.transactions[$0].resolution == .settled }
        let (a, b) = (settled[0], settled[1])
        history.transactions[a].wager = 100_000_000_000_000_000
        history.transactions[b].position.drawIndex = UInt64.max
        let found = RoundReplay.verify(history, configuration: .defaults)
        #expect(found.map(\.wagerID) == [history.transactions[a].wagerID, history.transactions[b].wagerID])
        #expect(
            found.first?.problem.message
                == "wager 100000000000000000 is more than 1000000 minutes, beyond any day's budget")
        #expect(
            found.last?.problem.message
                == "draw index 18446744073709551615 is past 1048576, further than a replay goes (a stream is one day's rounds)"
        )
    }

    /// A 25-hour day (autumn's clock change) has 1499 minutes until 23:59 at its midnight: a
    /// round settled then verifies; 1500 is no moment of any day.
    @Test func theLongestDaysMidnightIsAMomentAndOneMinuteMoreIsNot() throws {
        var history = Self.simulated
        let i = try #require(history.transactions.firstIndex { $0.resolution == .settled && $0.deltaMinutes < 0 })
        history.transactions[i].capMoment?.minutesUntilMidnight = 1499
        #expect(problems(history).isEmpty)
        history.transactions[i].capMoment?.minutesUntilMidnight = 1500
        #expect(problems(history) == [history.transactions[i].wagerID])
    }

    @Test func aRoundCopiedUnderItsOwnIdIsCaught() throws {
        var history = Self.simulated
        let copy = try #require(history.transactions.first { $0.resolution == .settled })
        history.transactions.append(copy)
        let found = RoundReplay.verify(history, configuration: .defaults)
        #expect(found.map(\.wagerID) == [copy.wagerID])
        #expect(found.first?.problem.message == "wager id \(copy.wagerID) appears more than once")
    }

    @Test func streamsPastTheReplayBudgetAreNamedNotReplayed() throws {
        // 70 rounds on 70 streams, each at a draw index of 2^20: 70 · 2^20 draws, past the 2^26 budget.
        let template = try #require(Self.simulated.transactions.first { $0.resolution == .settled })
        var history = Self.simulated
        history.transactions = (0..<70).map { i in
            var t = template
            t.wagerID = UInt64(i)
            t.position.stream = UInt64(i)
            t.position.drawIndex = 1 << 20
            return t
        }
        let found = RoundReplay.verify(history, configuration: .defaults)
        let notReplayed = found.filter { $0.problem.message.hasPrefix("not replayed") }
        #expect(notReplayed.count == 6) // 64 streams fit in 2^26 draws
        #expect(notReplayed.map(\.wagerID) == (64..<70).map { UInt64($0) })
    }

    @Test func roundsOutOfDrawOrderReplayTheSameAsInOrder() throws {
        // The same rounds verified whatever order their positions come in: the replay draws each stream once.
        var history = Self.simulated
        let expected = RoundReplay.verify(history, configuration: .defaults).map(\.wagerID)
        history.transactions.reverse()
        #expect(RoundReplay.verify(history, configuration: .defaults).map(\.wagerID) == expected)
    }

    @Test func aChangedDeltaIsCaught() throws {
        var history = Self.simulated
        let i = try #require(history.transactions.firstIndex { $0.resolution == .settled && !$0.capApplied })
        history.transactions[i].deltaMinutes += 1
        #expect(problems(history) == [history.transactions[i].wagerID])
    }

    @Test func aPositionMovedOntoAnEarlierRoundsDrawsIsCaught() throws {
        var history = Self.simulated
        let settled = history.transactions.indices.filter { history.transactions[$0].resolution == .settled }
        let (earlier, later) = (settled[3], settled[4])
        history.transactions[later].position = history.transactions[earlier].position
        #expect(problems(history) == [history.transactions[later].wagerID])
    }

    @Test func aPositionMovedToOtherDrawsIsCaughtWhenTheyPayDifferently() throws {
        // Moving a round one draw on changes what the engine pays for most rounds; every such move is caught.
        var caught = 0, moved = 0
        for i in Self.simulated.transactions.indices where Self.simulated.transactions[i].resolution == .settled {
            var history = Self.simulated
            history.transactions[i].position.drawIndex += 1
            let t = history.transactions[i]
            guard RoundReplay.check(t, seed: history.seed, configuration: .defaults) != nil else { continue }
            moved += 1
            if problems(history).contains(t.wagerID) { caught += 1 }
            if moved == 20 { break }
        }
        #expect(moved == 20 && caught == 20)
    }

    @Test func aForfeitChargingNothingIsCaught() throws {
        var history = Self.simulated
        let i = try #require(history.transactions.firstIndex { $0.resolution == .forfeited })
        history.transactions[i].deltaMinutes = 0
        #expect(problems(history) == [history.transactions[i].wagerID])
    }

    @Test func aRoundFromAnotherSeedIsCaught() {
        var history = Self.simulated
        history.seed &+= 1
        #expect(problems(history).count == history.transactions.count)
    }

    /// A settled win whose raw delta is at least 2, and that raw delta, for the cap tests.
    private func win(in history: HistoryExport) throws -> (index: Int, raw: Int) {
        let i = try #require(
            history.transactions.firstIndex { $0.resolution == .settled && !$0.capApplied && $0.deltaMinutes >= 2 })
        return (i, history.transactions[i].deltaMinutes)
    }

    @Test func aCappedWinMustPayExactlyWhatTheCapAtItsRecordedMomentAllows() throws {
        var history = Self.simulated
        let (i, raw) = try win(in: history)
        // A moment with room for one minute less than the win: the cap pays raw − 1.
        history.transactions[i].capMoment = CapMoment(remainingMinutes: 1000 - (raw - 1), minutesUntilMidnight: 1000)
        history.transactions[i].deltaMinutes = raw - 1
        history.transactions[i].capApplied = true
        #expect(problems(history).isEmpty)
        history.transactions[i].deltaMinutes = raw - 2 // cut deeper than the cap allows
        #expect(problems(history) == [history.transactions[i].wagerID])
    }

    @Test func aWinPaidAboveTheCapAtItsRecordedMomentIsCaught() throws {
        var history = Self.simulated
        let (i, raw) = try win(in: history)
        history.transactions[i].capMoment = CapMoment(remainingMinutes: 1000 - (raw - 1), minutesUntilMidnight: 1000)
        #expect(problems(history) == [history.transactions[i].wagerID]) // paid raw, uncapped
    }

    @Test func aSettledRoundWithoutItsCapMomentOrWithAnImpossibleOneIsCaught() throws {
        var history = Self.simulated
        let (i, _) = try win(in: history)
        #expect(history.transactions[i].capMoment != nil)
        history.transactions[i].capMoment = nil
        #expect(problems(history) == [history.transactions[i].wagerID])
        history.transactions[i].capMoment = CapMoment(remainingMinutes: Int.min, minutesUntilMidnight: Int.max)
        #expect(problems(history) == [history.transactions[i].wagerID])
    }
}

import Foundation
import Testing
import OddsLab

/// `casino-odds verify`'s rules: a simulated history round-trips through the export format and
/// verifies; each tamper is caught.
@Suite("History export and round verification")
struct HistoryVerifyTests {
    /// 40 chaser days (seed 9, stream 2): settled rounds of every game and forfeits from kills mid-game.
    static let simulated: HistoryExport = {
        var simulator = DaySimulator<SimulatedCoordinator>(profile: try! CompiledProfile(.chaser), seed: 9, stream: 2,
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
}

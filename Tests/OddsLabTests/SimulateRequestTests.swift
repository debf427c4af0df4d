import CasinoCore
@testable import OddsLab
import SeededRuns
import Testing

/// `simulate`'s request: a shard plays its share of the wagers, the parts add up to the whole, and
/// the moment and counts it refuses.
@Suite struct SimulateRequestTests {
    func request(wagers: String = "20000", shard: String? = nil, stake: Int = 10, remaining: Int? = nil) throws
        -> SimulateRequest
    {
        try SimulateRequest(
            game: GameFlags(game: .crash), stake: stake, remaining: remaining, untilMidnight: 1439, wagers: wagers,
            seed: Seed(value: 5), threads: 1, shard: shard, settlement: .byOutcome, producer: "test")
    }

    @Test func shardsPlayTheirShareAndAddUpToTheWholeRun() throws {
        let whole = try request()
        #expect(whole.wagersToPlay == 20_000)
        let parts = try (1...3).map { try request(shard: "\($0)/3") }
        #expect(parts.map(\.wagersToPlay).reduce(0, +) == 20_000)
        let played = parts.map { $0.run(control: RunControl()).totals.wagers }
        #expect(played == parts.map(\.wagersToPlay))
    }

    @Test func theRunIsTheSpecsGameAtItsMoment() throws {
        let request = try request(stake: 7, remaining: 30)
        #expect(request.spec.wager == 7)
        #expect(request.spec.remainingMinutes == 30)
        let result = request.run(control: RunControl())
        #expect(result.totals.wagers == 20_000)
        #expect(result.interruption == nil)
        #expect(result.producer == "test")
    }

    @Test func badCountsShardsAndMomentsAreRefused() {
        #expect(refusal { _ = try request(wagers: "lots") }?.contains("'lots' is not a number of wagers") == true)
        #expect(refusal { _ = try request(shard: "0/3") } != nil)
        #expect(refusal { _ = try request(stake: 0) }?.contains("got 0") == true)
        #expect(refusal { _ = try request(stake: 40, remaining: 30) } != nil)
    }
}

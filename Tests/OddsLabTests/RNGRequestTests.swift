import CasinoCore
@testable import OddsLab
import Testing

/// `rng`'s request: what it prints by default, the streams it interleaves, the chi-square it runs,
/// and the combinations it refuses.
@Suite struct RNGRequestTests {
    func request(
        stream: UInt64 = 0, count: Int? = nil, format: RNGRequest.Format? = nil, bounded: UInt64? = nil,
        outcomes: GameKind? = nil, game: GameFlags = GameFlags(), chiSquare: Bool = false, interleave: Int = 1
    ) throws -> RNGRequest {
        try RNGRequest(
            seed: Seed(value: 42), stream: Seed(value: stream), count: count, format: format,
            bounded: bounded.map { Seed(value: $0) }, outcomes: outcomes, game: game, chiSquare: chiSquare,
            interleave: interleave)
    }

    @Test func wordsPrintTenInHexAndBoundedDrawsInText() throws {
        let words = try request()
        #expect(words.format == .hex)
        #expect(words.limit == 10)
        #expect(words.chiSquareCount == nil)
        let dice = try request(bounded: 6)
        #expect(dice.format == .text)
        guard case .bounded(6) = dice.items else { Issue.record("not bounded(6)"); return }
        #expect(try request(format: .raw).limit == -1)
    }

    @Test func interleavedStreamsAreTheConsecutiveStreamsGenerators() throws {
        let generators = try request(stream: 7, interleave: 3).generators
        #expect(generators.count == 3)
        for (i, g) in generators.enumerated() {
            var mine = g
            var theirs = Xoshiro256StarStar(seed: 42, stream: 7 + UInt64(i))
            #expect(mine.next() == theirs.next())
        }
    }

    @Test func aChiSquareOfAFairDieAtAFixedSeedPasses() throws {
        // Fixed seed: deterministic; on a right generator it would fail at seed 42 with probability 0.001.
        let result = try request(count: 60_000, bounded: 6, chiSquare: true).chiSquare()
        #expect(result.what == "nextBounded(6)")
        #expect(result.draws == 60_000)
        #expect(!result.failed)
        #expect(result.test.observedInImpossibleCategories == 0)
    }

    @Test func theLastStreamIsTwoToThe62MinusOne() throws {
        let last = Xoshiro256StarStar.streamCount - 1
        #expect(try request(stream: last).stream == last)
        #expect(refusal { _ = try request(stream: last + 1) } != nil)
        #expect(refusal { _ = try request(stream: last, interleave: 2) } != nil)
    }

    @Test func contradictoryOrEmptyRequestsAreRefused() {
        #expect(refusal { _ = try request(count: -1) }?.contains("got -1") == true)
        #expect(refusal { _ = try request(bounded: 0) } != nil)
        #expect(refusal { _ = try request(bounded: 6, outcomes: .crash) } != nil)
        #expect(refusal { _ = try request(format: .hex, bounded: 6) } != nil)
        #expect(refusal { _ = try request(chiSquare: true) } != nil)
        #expect(refusal { _ = try request(count: 0, bounded: 6, chiSquare: true) } != nil)
        #expect(refusal { _ = try request(bounded: 6, chiSquare: true, interleave: 2) } != nil)
        #expect(refusal { _ = try request(interleave: 0) } != nil)
        #expect(refusal { _ = try request(outcomes: .crash, game: GameFlags(game: .mines)) } != nil)
    }
}

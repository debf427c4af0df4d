import Testing
@testable import CasinoCore

/// A generator that replays fixed words, to drive the distributions down chosen paths.
struct ScriptedGenerator: BitGenerator {
    var words: [UInt64]
    var index = 0
    init(_ words: [UInt64]) { self.words = words }
    mutating func next() -> UInt64 {
        defer { index += 1 }
        return words[index]
    }
}

/// The 64-bit word that `nextBounded(bound)` maps to `value` on its first draw, without rejection.
func word(for value: UInt64, bound: UInt64) -> UInt64 {
    // floor(v·2⁶⁴/b) + 2: the high word is v and the low word is at least b, above the rejection threshold.
    let (q, _) = bound.dividingFullWidth((high: value, low: 0))
    return q + 2
}

@Suite("RNG distributions")
struct DistributionTests {
    // Expected values computed from the contract with an independent Python implementation (Docs/rng.md).

    @Test func unitDoublesMatchTheContractForSeedsZeroAndFortyTwo() {
        var a = Xoshiro256StarStar(seed: 0)
        #expect(a.nextUnitHalfOpen() == 0.6012629994179048)
        #expect(a.nextUnitHalfOpen() == 0.7477740925472398)
        var b = Xoshiro256StarStar(seed: 0)
        #expect(b.nextUnitOpenClosed() == 0.601262999417905)
        #expect(b.nextUnitOpenClosed() == 0.7477740925472399)
        var c = Xoshiro256StarStar(seed: 42)
        #expect(c.nextUnitHalfOpen() == 0.08386297105988216)
        #expect(c.nextUnitHalfOpen() == 0.3789802506626686)
        var d = Xoshiro256StarStar(seed: 42)
        #expect(d.nextUnitOpenClosed() == 0.08386297105988227)
        #expect(d.nextUnitOpenClosed() == 0.3789802506626687)
    }

    @Test func boundedIntegersMatchTheContractForSeedsZeroAndFortyTwo() {
        var a = Xoshiro256StarStar(seed: 0)
        #expect((0..<8).map { _ in a.nextBounded(6) } == [3, 4, 0, 2, 4, 5, 2, 3])
        var b = Xoshiro256StarStar(seed: 0)
        #expect((0..<4).map { _ in b.nextBounded(1000) } == [601, 747, 103, 416])
        var c = Xoshiro256StarStar(seed: 42)
        #expect((0..<8).map { _ in c.nextBounded(6) } == [0, 2, 4, 5, 5, 4, 4, 5])
        var d = Xoshiro256StarStar(seed: 42)
        #expect((0..<4).map { _ in d.nextBounded(1000) } == [83, 378, 680, 924])
    }

    @Test func subsetsMatchTheContractForSeedsZeroAndFortyTwo() {
        var a = Xoshiro256StarStar(seed: 0)
        #expect((0..<3).map { _ in a.nextSubsetMask(count: 3, of: 25) } == [0x22004, 0x1020200, 0x201200])
        var b = Xoshiro256StarStar(seed: 42)
        #expect((0..<3).map { _ in b.nextSubsetMask(count: 3, of: 25) } == [0x20202, 0xa80000, 0x190000])
    }

    @Test func streamFiveOfSeedZeroMatchesTheContract() {
        var g = Xoshiro256StarStar(seed: 0, stream: 5)
        #expect((0..<3).map { _ in g.next() } == [0xcfadd71f55afa5d6, 0x37e7f0848faf7887, 0x83290b1bb9ca1f92])
    }

    @Test func lemireRejectsTheBiasedLowWords() {
        // For bound 3 the threshold is 2⁶⁴ mod 3 = 1: the word 0 (low product 0) must be redrawn.
        var g = ScriptedGenerator([0, 1 << 63])
        #expect(g.nextBounded(3) == 1)
        #expect(g.index == 2)
    }

    @Test func boundedIntegersHitEveryValueExactlyOnceAcrossTheirPreimages() {
        // Each value v of bound b has a word that maps to it; the mapping is monotone in the word.
        for bound: UInt64 in [1, 2, 3, 7, 25, 1000] {
            var previous: UInt64 = 0
            for v in 0..<bound {
                var g = ScriptedGenerator([word(for: v, bound: bound)])
                let got = g.nextBounded(bound)
                #expect(got == v)
                #expect(got >= previous)
                previous = got
            }
        }
    }

    @Test func subsetIsUniformOverAllDrawSequences() {
        // Floyd's algorithm for 3 of 6 draws t₃∈0…3, t₄∈0…4, t₅∈0…5: 4·5·6 = 120 equally likely
        // sequences, which must cover each of the C(6,3) = 20 subsets exactly 6 times.
        var counts: [UInt64: Int] = [:]
        for t3 in 0..<4 as Range<UInt64> {
            for t4 in 0..<5 as Range<UInt64> {
                for t5 in 0..<6 as Range<UInt64> {
                    var g = ScriptedGenerator([word(for: t3, bound: 4), word(for: t4, bound: 5), word(for: t5, bound: 6)])
                    let mask = g.nextSubsetMask(count: 3, of: 6)
                    #expect(mask.nonzeroBitCount == 3)
                    counts[mask, default: 0] += 1
                }
            }
        }
        #expect(counts.count == 20)
        #expect(counts.values.allSatisfy { $0 == 6 })
    }

    @Test func unitOpenClosedIsNeverZero() {
        var g = ScriptedGenerator([0, UInt64.max])
        #expect(g.nextUnitOpenClosed() == 0x1p-53)
        #expect(g.nextUnitOpenClosed() == 1.0)
        var h = ScriptedGenerator([0, UInt64.max])
        #expect(h.nextUnitHalfOpen() == 0)
        #expect(h.nextUnitHalfOpen() < 1.0)
    }

    @Test func countingGeneratorRecordsTheReplayPosition() {
        var counting = CountingGenerator(Xoshiro256StarStar(seed: 7, stream: 3))
        for _ in 0..<10 { _ = counting.next() }
        let position = RandomPosition(seed: 7, stream: 3, drawIndex: counting.drawIndex)
        var replay = position.makeGenerator()
        #expect(replay.next() == counting.next())
        #expect(replay.drawIndex == 11)
    }
}

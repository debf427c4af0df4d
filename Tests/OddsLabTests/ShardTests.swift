@testable import OddsLab
import Testing

/// `Shard`: `i/k` of a run's chunks, contiguous, covering every chunk once.
@Suite struct ShardTests {
    @Test func theSharesCoverEveryChunkOnceAndDifferByAtMostOne() throws {
        for chunks in [0, 1, 7, 11, 64] {
            for count in 1...9 {
                var next = 0
                var sizes: [Int] = []
                for index in 1...count {
                    let range = try Shard(index: index, count: count).chunks(ofRunWith: chunks)
                    #expect(range.lowerBound == next)
                    next = range.upperBound
                    sizes.append(range.count)
                }
                #expect(next == chunks)
                #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
            }
        }
    }

    @Test func threeOfEightOfTwentyChunksIsChunksFiveAndSix() throws {
        #expect(try Shard(parsing: "3/8").chunks(ofRunWith: 20) == 5..<7)
        #expect(Shard.whole.chunks(ofRunWith: 20) == 0..<20)
        #expect(try Shard(parsing: "3/8").description == "3/8")
        #expect(!Shard.whole.isSplit)
        #expect(try Shard(parsing: "1/2").isSplit)
    }

    @Test func hugeChunkCountsDoNotOverflow() throws {
        let range = try Shard(index: 1_000_000, count: 1_000_000).chunks(ofRunWith: Int.max)
        #expect(range.upperBound == Int.max)
    }

    @Test(arguments: ["0/2", "3/2", "1/0", "a/b", "2", "1/2/3", "", "/"])
    func malformedOrMissingShardsAreRefused(text: String) {
        #expect(refusal { _ = try Shard(parsing: text) } != nil)
    }
}

import CasinoCore
import Foundation
@testable import OddsLab
import OddsReports
import SeededRuns
import Testing

func shardParts(_ spec: RunSpec, count: Int, keep: [Int]? = nil) throws -> [(name: String, result: MonteCarloResult)] {
    try (keep ?? Array(1...count)).map { i in
        (
            name: "part\(i).json",
            result: MonteCarloRunner.run(
                engine: FairCoinPlan(), spec: spec, producer: producer,
                shard: try Shard(index: i, count: count), threads: 1)
        )
    }
}

func mergeError(_ parts: [(name: String, result: MonteCarloResult)]) -> String? {
    do {
        _ = try MonteCarloResult.merging(parts)
        return nil
    } catch let error as InputError {
        return error.message
    } catch {
        return "\(error)"
    }
}

@Test func mergeRefusesAMissingShard() throws {
    let message = mergeError(try shardParts(try smallSpec(), count: 4, keep: [1, 2, 4]))
    #expect(message == "chunks 5..<8 of 11 are missing (shard 3/4 is not among the parts)")
}

@Test func mergeRefusesAShardGivenTwice() throws {
    let message = mergeError(try shardParts(try smallSpec(), count: 4, keep: [1, 2, 2, 3, 4]))
    #expect(message == "part2.json is given twice (shard 2/4): give each part once")
    var renamed = try shardParts(try smallSpec(), count: 4, keep: [1, 2, 2, 3, 4])
    renamed[2].name = "copy.json"
    #expect(mergeError(renamed) == "part2.json and copy.json are both shard 2/4: a shard is given twice")
}

@Test func mergeRefusesOverlappingParts() throws {
    // Shards of different splits of one run overlap: 1/2 is chunks 0..<5, 2/3 is chunks 3..<7.
    let spec = try smallSpec()
    let parts = [try shardParts(spec, count: 2, keep: [1])[0], try shardParts(spec, count: 3, keep: [2])[0]]
    #expect(mergeError(parts) == "chunks 3..<5 are in both part1.json and part2.json: a shard is given twice")
}

@Test func mergeRefusesAPartOfAnotherRun() throws {
    var parts = try shardParts(try smallSpec(), count: 2)
    parts[1] = try shardParts(try smallSpec(seed: 43), count: 2, keep: [2])[0]
    #expect(mergeError(parts) == "part2.json is from another run than part1.json: seed 43 vs 42")
}

@Test func mergeRefusesAnInterruptedPartAsMissingChunks() throws {
    let control = RunControl()
    let spec = try smallSpec()
    var parts = try shardParts(spec, count: 2)
    // Scalar draws: the stop then comes after one chunk (with lanes the shard's 6 chunks are one claim).
    let stopped = MonteCarloRunner.run(
        engine: StoppingCoinPlan(control: control), spec: spec, producer: producer,
        shard: try Shard(index: 2, count: 2), threads: 1, control: control, draws: .scalar)
    // Same game, same table: only the engine type differs, so the fingerprints agree.
    parts[1] = (name: "part2.json", result: stopped)
    #expect(mergeError(parts) == "chunks 6..<11 of 11 are missing (part2.json was interrupted after 1 of its chunks)")
}

@Test func readingAnEditedPartFailsItsFingerprint() throws {
    let part = try shardParts(try smallSpec(), count: 2, keep: [1])[0].result
    let edited = part.json.replacingOccurrences(of: "\"seed\": 42", with: "\"seed\": 41")
    #expect(throws: InputError.self) { try MonteCarloResult(json: Data(edited.utf8), name: "part1.json") }
}

@Test func readingSomethingElseFailsWithOneLine() throws {
    do {
        _ = try MonteCarloResult(json: Data("{\"format\": 3}".utf8), name: "x.json")
        Issue.record("expected an error")
    } catch let error as InputError {
        #expect(!error.message.contains("\n"))
        #expect(error.message.hasPrefix("x.json is not a casino-odds simulation result"))
    }
}

@Test(arguments: ["3/2", "0/2", "1/0", "a/b", "2", "1/2/3", "-1/2"])
func shardNumbersMustExist(text: String) {
    #expect(throws: InputError.self) { try Shard(parsing: text) }
}

@Test func shardTwoOfFiveOfElevenChunksIsChunksTwoAndThree() {
    #expect((try? Shard(parsing: "2/5"))?.chunks(ofRunWith: 11) == 2..<4)
}

@Test(arguments: [1, 2, 3, 5, 7, 11, 13])
func shardsCoverEveryChunkOnce(count: Int) throws {
    var next = 0
    for i in 1...count {
        let chunks = try Shard(index: i, count: count).chunks(ofRunWith: 11)
        #expect(chunks.lowerBound == next)
        next = chunks.upperBound
    }
    #expect(next == 11)
}

@Test func readingAPartWhoseTotalsDisagreeWithItsCountsFails() throws {
    let part = try shardParts(try smallSpec(), count: 2, keep: [1])[0].result
    let paid = String(part.totals.minutesPaid)
    let edited = part.json.replacingOccurrences(
        of: "\"minutesPaid\": \(paid)", with: "\"minutesPaid\": \(part.totals.minutesPaid + 2)")
    #expect(edited != part.json)
    #expect(throws: InputError.self) { try MonteCarloResult(json: Data(edited.utf8), name: "part1.json") }
}

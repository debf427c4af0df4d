import CasinoCore
import Foundation
@testable import OddsLab
import OddsReports
import Testing

// `merge --audit K` (Docs/scaling.md, "What merge checks"): the five forgeries an outside check
// made of 0.6.0's parts, each refused with one line; an honest run merges and audits clean.

private let tool = "casino-odds audit-test"

/// Shard i of 2 of Crash 2.00x under the defaults, 4 chunks of the standard size (2 per part).
private func honestParts() throws -> [MonteCarloResult] {
    let options = [GameOptionValue("target", "2.00")]
    let spec = try RunSpec(
        game: .crash, options: options, wager: 10, remainingMinutes: nil, minutesUntilMidnight: 1_439, seed: 42,
        wagers: 4 * RunSpec.standardChunkSize)
    let engine = try #require(MonteCarloResult.defaultEngine(game: .crash, options: options))
    return try (1...2).map { i in
        MonteCarloRunner.run(game: engine, spec: spec, producer: tool, shard: try Shard(index: i, count: 2), threads: 1)
    }
}

/// Writes the parts as `merge` reads them (each forgery's fingerprint recomputed, as a forger
/// would) and merges them; the error's one line, or nil when merged.
private func mergeError(_ parts: [MonteCarloResult], audit: Int?) throws -> String? {
    let folder = NSTemporaryDirectory() + "casino-odds-audit-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var paths: [String] = []
    for (i, part) in parts.enumerated() {
        let path = folder + "/part-\(i + 1).json"
        try Data(part.json.utf8).write(to: URL(fileURLWithPath: path))
        paths.append(path)
    }
    do {
        _ = try MergeRequest(parts: paths, producer: tool, audit: audit).run()
        return nil
    } catch let error as CasinoError {
        return error.printedText
    }
}

@Suite("merge --audit replays chosen chunks")
struct MergeAuditTests {
    @Test func anHonestRunMergesAndEveryChunkReplays() throws {
        let parts = try honestParts()
        #expect(parts.allSatisfy { $0.totals.chunkOutcomeCounts.count == 2 })
        #expect(try mergeError(parts, audit: 2) == nil)
        let summary = try MergeAudit.audit(parts.map { (name: "p", result: $0) }, chunksPerPart: 2)
        #expect(summary.chunksReplayed == 4 && summary.chunksInParts == 4)
    }

    @Test func lossesTurnedIntoWinsWithTheirTotalsRecomputedAreRefused() throws {
        var parts = try honestParts()
        // 5,000 losses of each chunk of part 2 made wins: counts, rows and every total consistent.
        for row in parts[1].totals.chunkOutcomeCounts.indices {
            parts[1].totals.chunkOutcomeCounts[row][0] -= 5_000
            parts[1].totals.chunkOutcomeCounts[row][1] += 5_000
        }
        parts[1].totals.outcomeCounts[0] -= 10_000
        parts[1].totals.outcomeCounts[1] += 10_000
        parts[1].totals.minutesPaid += 20 * 10_000
        parts[1].totals.sumPaidSquared += 400 * 10_000
        #expect(try mergeError(parts, audit: nil) == nil) // consistent: plain merge cannot tell
        let error = try #require(try mergeError(parts, audit: 1))
        #expect(error.contains("part-2.json: chunk ") && error.contains("replayed gives outcome 0"))
    }

    @Test func aSeedRelabelledIsRefused() throws {
        var parts = try honestParts()
        for i in parts.indices { parts[i].spec.seed = 43 }
        #expect(try mergeError(parts, audit: nil) == nil)
        #expect(try mergeError(parts, audit: 1)?.contains("is not what this run plays") == true)
    }

    @Test func aShardCopiedAndRelabelledAsAnotherIsRefused() throws {
        var parts = try honestParts()
        var copy = parts[0]
        copy.shard = parts[1].shard
        copy.chunks = parts[1].chunks
        parts[1] = copy // chunks 2 and 3 never played
        #expect(try mergeError(parts, audit: nil) == nil)
        #expect(try mergeError(parts, audit: 1)?.contains("part-2.json: chunk ") == true)
    }

    @Test func aChunkSizeTheToolNeverUsesIsRefused() throws {
        var parts = try honestParts()
        // Wagers and chunk size doubled, every count doubled with them: a consistent part.
        for i in parts.indices {
            parts[i].spec.wagers *= 2
            parts[i].spec.chunkSize *= 2
            parts[i].totals.outcomeCounts = parts[i].totals.outcomeCounts.map { $0 * 2 }
            parts[i].totals.chunkOutcomeCounts = parts[i].totals.chunkOutcomeCounts.map { $0.map { $0 * 2 } }
            parts[i].totals.wagers *= 2
            parts[i].totals.minutesWagered *= 2
            parts[i].totals.minutesPaid *= 2
            parts[i].totals.sumPaidSquared *= 2
        }
        #expect(try mergeError(parts, audit: nil)?.contains("run.chunkSize 2097152 is not the 1048576") == true)
    }

    @Test func aRelabelledProducerIsRefused() throws {
        var parts = try honestParts()
        parts[0].producer = "casino-odds 9.9.9"
        #expect(try mergeError(parts, audit: nil)?.contains("was made by 'casino-odds 9.9.9'") == true)
    }

    @Test func aPartOfASplitRunWithoutItsChunkCountsIsRefused() throws {
        var parts = try honestParts()
        parts[1].totals.chunkOutcomeCounts = [[1, 2]]
        #expect(try mergeError(parts, audit: nil)?.contains("chunkOutcomeCounts has 1 rows") == true)
    }

    /// A part may name a chunk size up to 10^15 and thousands of outcomes: counts at the chunk's
    /// wagers in every column are refused by the row's total, not added past `Int.max` (a trap).
    @Test func chunkCountsThatWouldOverflowTheirSumAreRefusedByName() throws {
        let spec = try RunSpec(
            game: .crash, options: [], wager: 1, remainingMinutes: nil, minutesUntilMidnight: 1_439, seed: 1,
            wagers: 1_000_000_000_000_000, chunkSize: 500_000_000_000_000)
        let wagers = spec.wagersInChunk(0)
        let outcomes = 20_000 // 20,000 · 5·10^14 = 10^19 > Int.max
        #expect {
            _ = try MonteCarloResult.checkedChunkCounts(
                [Array(repeating: wagers, count: outcomes)], chunks: 0..<1, spec: spec,
                outcomeCounts: Array(repeating: wagers, count: outcomes), name: "p.json")
        } throws: { error in
            (error as? InputError)?.message
                == "p.json: chunkOutcomeCounts[0] adds up to more than chunk 0's 500000000000000 wagers"
        }
    }

    @Test func whichChunksAreReplayedFollowsThePartsContents() throws {
        let parts = try honestParts()
        var edited = parts
        edited[1].totals.chunkOutcomeCounts[0][0] -= 1
        edited[1].totals.chunkOutcomeCounts[0][1] += 1
        let a = MergeAudit.choiceDigest(parts), b = MergeAudit.choiceDigest(edited)
        #expect(a != b)
        var g = SplitMix64(seed: a)
        let chosen = MergeAudit.choose(3, of: 10, using: &g)
        #expect(chosen.count == 3 && Set(chosen).count == 3 && chosen.allSatisfy { (0..<10).contains($0) })
    }
}

import CasinoCore
import Foundation
@testable import OddsLab
import OddsReports
import SeededRuns
import Testing

// `certify` (Docs/scaling.md, "A whole-offer certification"): the plan is the offer, a split run
// merges to the unsharded run's bytes, and a missing, duplicated or relabelled part is refused.

private let tool = "casino-odds certification-test"
/// Two chunks per choice (the second one wager long): shard 1/3 of it is empty, 2/3 and 3/3 hold a chunk each.
/// A chunk of 4,096 wagers instead of the tool's 2²⁰ keeps the run small (258 choices × 4,097 wagers,
/// twice); the split and the merge are the same code at any chunk size.
private let chunkSize = 4096
private let wagers = chunkSize + 1

private let plan = Result {
    try CertificationPlan(
        configuration: .defaults, configurationDigest: nil, seed: 7, wagersPerChoice: wagers, chunkSize: chunkSize)
}

/// The whole run on two threads and its three shards on one thread each, played once for the suite.
private let played = Result { () throws -> (whole: Certification, parts: [Certification]) in
    let plan = try plan.get()
    let whole = try #require(plan.run(producer: tool, shard: .whole, threads: 2, control: RunControl()))
    let parts = try (1...3).map { i in
        try #require(plan.run(producer: tool, shard: try Shard(index: i, count: 3), threads: 1, control: RunControl()))
    }
    return (whole, parts)
}

/// Writes `texts` as part files and merges them as `merge` does; the error's line, or the merged files.
private enum Merged: Equatable {
    case success([ReportFile])
    case failure(String)
}

private func merge(
    _ texts: [(String, String)], audit: Int? = nil, chunkSize: Int = chunkSize
) throws -> Merged {
    let folder = NSTemporaryDirectory() + "casino-odds-certify-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var paths: [String] = []
    for (name, text) in texts {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        paths.append(folder + "/" + name)
    }
    do {
        let merged = try CertifyMergeRequest(parts: paths, producer: tool, audit: audit, chunkSize: chunkSize).run()
        return .success(merged.certification.files(parts: merged.parts))
    } catch let error as CasinoError {
        return .failure(error.printedText.replacingOccurrences(of: folder + "/", with: ""))
    }
}

private func named(_ parts: [Certification]) -> [(String, String)] {
    parts.map { ("part-\($0.shard.index).json", $0.json) }
}

@Suite("certify: the whole offer, sharded and merged")
struct CertificationTests {
    @Test func thePlanIsEveryOfferedChoiceAtItsSmallestAcceptedWagerOnItsOwnSeed() throws {
        let plan = try plan.get()
        let offered = try Offer(configuration: .defaults).choices.filter { !$0.hasNoAcceptedWager }
        #expect(plan.choices.count == offered.count)
        #expect(plan.choices.count == 258)
        for (j, (choice, offer)) in zip(plan.choices, offered).enumerated() {
            #expect(choice.game == offer.game)
            #expect(choice.spec.wager == offer.smallestAcceptedWager)
            #expect(choice.spec.remainingMinutes == choice.spec.wager && choice.spec.minutesUntilMidnight == 1439)
            #expect(choice.spec.seed == RunSeeds.subRunSeed(of: 7, index: j))
        }
    }

    /// A part is its header's schema, `CertificationPartHeader`, then one `SimulationResultFile` per
    /// choice: write → read → equal, and read → write → the same bytes.
    @Test func aPartRoundTripsThroughItsSchemas() throws {
        for part in try played.get().parts {
            let text = part.json
            guard case .object(let members) = try StrictJSON.value(of: Array(text.utf8)) else {
                Issue.record("a part is not an object")
                continue
            }
            let header = try JSONTreeDecoder.decode(
                CertificationPartHeader.self, from: .object(members.filter { $0.key != "parts" }))
            #expect(header == CertificationPartHeader(part))
            #expect(try Certification(json: Data(text.utf8), name: "part.json").json == text)
        }
    }

    @Test func threeShardsMergeToTheBytesOfTheWholeRun() throws {
        let (whole, parts) = try played.get()
        #expect(whole.isComplete && whole.wagersPlayed == 258 * wagers)
        #expect(parts.map(\.wagersPlayed) == [0, 258 * chunkSize, 258])
        guard case .success(let files) = try merge(named(parts.reversed()), audit: 1) else {
            Issue.record("the honest parts did not merge")
            return
        }
        #expect(files.map(\.path) == ["certification.csv", "certification.md", "parts.csv"])
        #expect(Array(files.prefix(2)) == whole.files())
        // Every part named with its shard and the certification's fingerprint.
        let record = String(decoding: files[2].bytes, as: UTF8.self)
        #expect(record.components(separatedBy: "\r\n").filter { $0.contains(whole.fingerprint) }.count == 3)
        // The table: one row per choice, every exact return the offer's own.
        let rows = try #require(whole.rows)
        #expect(rows.count == 258 && rows.allSatisfy { $0.previewMismatches == 0 && $0.ruleViolations == 0 })
        let offer = try Offer(configuration: .defaults)
        for row in rows {
            let choice = try #require(
                offer.choices.first {
                    $0.game.game == row.spec.game
                        && Set($0.game.options.map { GameOptionValue($0.key, $0.value) }) == Set(row.spec.options)
                })
            #expect(choice.bet(atWager: row.spec.wager)?.effectiveReturn?.fraction == row.exactReturn)
        }
    }

    @Test func thePartsOfASmallerChunkSizeAreRefusedByTheToolsMerge() throws {
        // `merge` as the tool runs it expects `certify`'s 2^20-wager chunks: these parts are cut in 4,096.
        #expect(
            try merge(named(try played.get().parts), chunkSize: RunSpec.standardChunkSize)
                == .failure("part-1.json: run.chunkSize 4096 is not the 1048576 certify plays in"))
    }

    @Test func aMissingOrDuplicatedShardIsRefusedByName() throws {
        let parts = named(try played.get().parts)
        #expect(
            try merge([parts[0], parts[2]]) == .failure("shard 2/3 is not among the parts: 1 of 3 shards are missing"))
        var again = parts
        again.append(("part-2-again.json", parts[1].1))
        #expect(
            try merge(again) == .failure("part-2.json and part-2-again.json are both shard 2/3: a shard is given twice")
        )
    }

    @Test func aRelabelledShardIsRefused() throws {
        let parts = named(try played.get().parts)
        // Shard 2's part labelled 1/3 throughout (header and every choice), given with 2 and 3.
        let relabelled = parts[1].1.replacingOccurrences(of: "\"shard\": \"2/3\"", with: "\"shard\": \"1/3\"")
        guard case .failure(let line) = try merge([("part-1.json", relabelled), parts[1], parts[2]]) else {
            Issue.record("a relabelled part merged")
            return
        }
        #expect(line.contains("part-1.json") && !line.contains("\n"))
        // Only the header relabelled: its choices still say 2/3.
        let header = parts[1].1.replacingOccurrences(
            of: "\"shard\": \"2/3\",\n  \"parts\"", with: "\"shard\": \"1/3\",\n  \"parts\"")
        #expect(header != parts[1].1)
        guard case .failure(let second) = try merge([("part-1.json", header), parts[1], parts[2]]) else {
            Issue.record("a part with a relabelled header merged")
            return
        }
        #expect(second.contains("relabelled"))
    }

    @Test func aPartOfAnotherSeedOrAnEditedCountIsRefused() throws {
        let (_, parts) = try played.get()
        let other = try CertificationPlan(
            configuration: .defaults, configurationDigest: nil, seed: 8, wagersPerChoice: wagers, chunkSize: chunkSize)
        let foreign = try #require(
            other.run(producer: tool, shard: try Shard(index: 3, count: 3), threads: 1, control: RunControl()))
        #expect(
            try merge(named([parts[0], parts[1], foreign]))
                == .failure("part-3.json is from another certification than part-1.json: seed 8 vs 7"))
        // One wager moved from the first outcome to the second in a choice's last chunk: the part's own
        // totals no longer follow.
        let text = parts[2].json
        let edited = text.replacingOccurrences(of: "\"chunks\": [1, 2]\n", with: "\"chunks\": [1, 3]\n")
        #expect(edited != text)
        guard case .failure(let line) = try merge(named(Array(parts.prefix(2))) + [("part-3.json", edited)]) else {
            Issue.record("an edited part merged")
            return
        }
        #expect(line.hasPrefix("part-3.json"))
    }

    @Test func anEditedChunkWithConsistentTotalsIsCaughtByTheAudit() throws {
        let (_, parts) = try played.get()
        var forged = parts
        // Choice 12's chunk in shard 2 (chunk 0, 4,096 wagers): 1,000 losses made into the second outcome, counts and
        // row edited together (a part that reads as consistent); the fingerprint does not cover counts.
        forged[1].results[11].totals.chunkOutcomeCounts[0][0] -= 1_000
        forged[1].results[11].totals.chunkOutcomeCounts[0][1] += 1_000
        forged[1].results[11].totals.outcomeCounts[0] -= 1_000
        forged[1].results[11].totals.outcomeCounts[1] += 1_000
        let named = forged.map { (name: "part-\($0.shard.index).json", certification: $0) }
        #expect(throws: Never.self) { _ = try Certification.merging(named, audit: nil) }
        #expect {
            _ = try Certification.merging(named, audit: 1, threads: 2)
        } throws: { error in
            "\(error)".hasPrefix("part-2.json choice 12: chunk 0 replayed gives outcome 0")
        }
    }
}

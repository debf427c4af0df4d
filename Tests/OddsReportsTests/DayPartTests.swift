import CasinoCore
import Foundation
import Testing
@testable import OddsLab
@testable import OddsReports

// `day --shard i/k` parts, written and read back as `merge` reads them (Docs/scaling.md, "Sharded
// check and day"): assembled, they are the unsharded run byte for byte; a relabelled part, a
// duplicated or missing shard and totals that would overflow are refused with one line.

@Suite("day --shard parts and their merge")
struct DayPartTests {
    func request(days: Int, shard: String?, kill: Bool = false) throws -> DayRequest {
        try DayRequest(
            profile: "chaser", profileFile: nil, days: days, seed: Seed(value: 11), threads: 2, killEveryWrite: kill,
            replay: nil,
            traceEvents: false, exportsHistory: false, ignoredWithReplay: nil, shard: shard,
            producer: "casino-odds test")
    }

    func part(days: Int, _ shard: String, kill: Bool = false) throws -> DayPart {
        guard case .part(let part) = try request(days: days, shard: shard, kill: kill).run()
        else { throw InputError(clipping: "not a part") }
        return part
    }

    /// The part as `merge` reads it: written as JSON, then read back strictly.
    func readBack(_ part: DayPart, name: String = "p.json") throws -> DayPart {
        try DayPart(json: Data(part.json.utf8), name: name)
    }

    func whole(days: Int, kill: Bool = false) throws -> DayReport {
        guard
            case .days(let spec, let result) = try request(days: days, shard: nil, kill: kill).run()
        else { throw InputError(clipping: "not a run") }
        return DayReport(spec: spec, result: result, producer: "casino-odds test", replayCommand: nil)
    }

    @Test(arguments: [2, 3, 5])
    func partsMergeIntoTheUnshardedReport(shards: Int) throws {
        let days = 350
        let whole = try whole(days: days, kill: true)
        var parts: [(name: String, part: DayPart)] = []
        for i in (1...shards).reversed() {
            parts.append((name: "p\(i).json", part: try readBack(try part(days: days, "\(i)/\(shards)", kill: true))))
        }
        let merged = try DayPart.merging(parts)
        let report = DayReport(
            spec: merged.spec, result: merged.result, producer: "casino-odds test", replayCommand: nil)
        #expect(report.json == whole.json)
        #expect(report.table == whole.table)
        #expect(merged.result == whole.result)
    }

    @Test func aRelabelledPartIsRefusedEvenWithItsFingerprintRecomputed() throws {
        // 400 days: 4 chunks, 2 per shard, so each part holds the days the other shard would.
        var one = try part(days: 400, "1/2")
        var two = try part(days: 400, "2/2")
        (one.shard, two.shard) = (two.shard, one.shard)
        let parts = [(name: "one.json", part: try readBack(one)), (name: "two.json", part: try readBack(two))]
        #expect {
            try DayPart.merging(parts)
        } throws: {
            "\($0)".contains("two.json's first chunk is not chunk 0 of the run (shard 1/2): the part was relabelled")
        }
    }

    @Test func duplicatedAndMissingShardsAreRefused() throws {
        let one = try readBack(try part(days: 300, "1/2"))
        let two = try readBack(try part(days: 300, "2/2"))
        #expect {
            try DayPart.merging([(name: "a.json", part: one), (name: "b.json", part: one), (name: "c.json", part: two)])
        } throws: {
            "\($0)" == "a.json and b.json are both shard 1/2: a shard is given twice"
        }
        #expect { try DayPart.merging([(name: "b.json", part: two)]) } throws: {
            "\($0)" == "shard 1/2 is not among the parts: 1 of 2 shards are missing"
        }
        var other = try part(days: 300, "2/2")
        other.seed = 12
        #expect {
            try DayPart.merging([(name: "a.json", part: one), (name: "b.json", part: try readBack(other))])
        } throws: {
            "\($0)" == "b.json is from another day run than a.json: seed 12 vs 11"
        }
    }

    @Test func totalsThatWouldOverflowAreRefusedNotTrapped() throws {
        var one = try part(days: 200, "1/2")
        one.result.counts.steps = Int.max
        let two = try part(days: 200, "2/2")
        #expect {
            try DayPart.merging([(name: "a.json", part: try readBack(one)), (name: "b.json", part: try readBack(two))])
        } throws: {
            "\($0)" == "b.json: the totals overflow when added to the parts before it"
        }
    }

    @Test func theReaderRangeChecksEveryInteger() throws {
        let text = try part(days: 200, "1/2").json
        let edits: [(String, String, String)] = [
            ("\"days\": 100,", "\"days\": 99999999999999999999,", "p.json: result.days must be a whole number 0…"),
            ("\"wagers\": ", "\"wagers\": -", "p.json: result.wagers must be a whole number 0…"),
            ("\"days\": 200,", "\"days\": 0,", "p.json: days must be a whole number 1…1000000000"),
            ("\"shard\": \"1/2\"", "\"shard\": \"3/2\"", "p.json: shard: shard 3/2 does not exist"),
            ("\"shard\": \"1/2\"", "\"shard\": \"2/2\"", "p.json was edited or damaged"),
            ("\"killEveryWrite\": false,", "\"killEveryWrite\": false, \"extra\": 1,", "p.json: extra is not a key")
        ]
        for (from, to, message) in edits {
            #expect(text.contains(from), "\(from)")
            let edited = text.replacingOccurrences(of: from, with: to)
            #expect { try DayPart(json: Data(edited.utf8), name: "p.json") } throws: {
                "\($0)".hasPrefix(message) && !"\($0)".contains("\n")
            }
        }
    }
}

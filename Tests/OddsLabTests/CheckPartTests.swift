import CasinoCore
import Foundation
@testable import OddsLab
import OddsReports
import SeededRuns
import Testing

// `check --shard i/k` and `merge` (Docs/scaling.md, "Sharded check"): the parts assemble into the
// unsharded run's report byte for byte; a missing, duplicated or relabelled part is refused.

private let tool = "casino-odds check-shard-test"

private func request(shard: String?) throws -> CheckRequest {
    try CheckRequest(
        wagers: "2000", seed: Seed(value: 11), config: nil, returnFloor: nil, threads: 2, listOnly: false,
        writesJUnit: false, printsJSON: false, shard: shard, producer: tool)
}

/// The unsharded report and the three parts, played once for the suite.
private let played = Result { () throws -> (whole: CheckReport, parts: [CheckPart]) in
    guard case .report(let whole) = try request(shard: nil).run(control: RunControl()) else {
        throw InputError(clipping: "the whole run made no report")
    }
    let parts = try (1...3).map { i throws -> CheckPart in
        guard case .part(let part) = try request(shard: "\(i)/3").run(control: RunControl()) else {
            throw InputError(clipping: "shard \(i)/3 made no part")
        }
        return part
    }
    return (whole, parts)
}

private enum Assembled: Equatable {
    case report(table: String, json: String)
    case refused(String)
}

private func merge(_ texts: [(String, String)]) throws -> Assembled {
    let folder = NSTemporaryDirectory() + "casino-odds-check-shard-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var paths: [String] = []
    for (name, text) in texts {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        paths.append(folder + "/" + name)
    }
    do {
        let report = try CheckMergeRequest(parts: paths, producer: tool, audit: nil, hasOutputDir: false).run()
        return .report(table: report.table, json: report.json)
    } catch let error as CasinoError {
        return .refused(error.printedText.replacingOccurrences(of: folder + "/", with: ""))
    }
}

private func named(_ parts: [CheckPart]) -> [(String, String)] {
    parts.map { ("check-\($0.shard.index).json", $0.json) }
}

@Suite("check --shard and merge")
struct CheckPartTests {
    /// A part is its header's schema, `CheckPartHeader`, then one `SimulationResultFile` per case:
    /// write → read → equal, and read → write → the same bytes.
    @Test func aPartRoundTripsThroughItsSchemas() throws {
        for part in try played.get().parts {
            let text = part.json
            guard case .object(let members) = try StrictJSON.value(of: Array(text.utf8)) else {
                Issue.record("a part is not an object")
                continue
            }
            let header = try JSONTreeDecoder.decode(
                CheckPartHeader.self, from: .object(members.filter { $0.key != "results" }))
            #expect(header == CheckPartHeader(part))
            #expect(try CheckPart(json: Data(text.utf8), name: "part.json").json == text)
        }
    }

    @Test func threePartsAssembleIntoTheUnshardedReportByteForByte() throws {
        let (whole, parts) = try played.get()
        #expect(parts.map(\.results.count).reduce(0, +) == whole.results.count)
        #expect(try merge(named(parts.reversed())) == .report(table: whole.table, json: whole.json))
    }

    @Test func aMissingOrDuplicatedPartIsRefusedByName() throws {
        let parts = named(try played.get().parts)
        #expect(
            try merge([parts[0], parts[2]]) == .refused("shard 2/3 is not among the parts: 1 of 3 shards are missing"))
        #expect(
            try merge(parts + [("again.json", parts[1].1)])
                == .refused("check-2.json and again.json are both shard 2/3: a shard is given twice"))
    }

    @Test func aRelabelledPartIsRefused() throws {
        let parts = try played.get().parts
        // Part 2's cases (155 of the 466) relabelled as shard 1 (also 155 cases; fingerprint
        // recomputed, as a forger would) and given in its place: they are not the suite's first cases.
        var relabelled = parts[1]
        relabelled.shard = try Shard(index: 1, count: 3)
        let texts = [("check-1.json", relabelled.json)] + named([parts[1], parts[2]])
        guard case .refused(let line) = try merge(texts) else {
            Issue.record("a relabelled part was assembled")
            return
        }
        #expect(line.hasPrefix("check-1.json case 1 is not the suite's case 1"), "\(line)")
        // The header's shard edited alone: the fingerprint no longer matches.
        let edited = parts[2].json.replacingOccurrences(of: "\"shard\": \"3/3\"", with: "\"shard\": \"2/3\"")
        guard case .refused(let second) = try merge(named([parts[0]]) + [("check-2.json", edited)]) else {
            Issue.record("an edited part was assembled")
            return
        }
        #expect(second.hasPrefix("check-2.json"))
    }
}

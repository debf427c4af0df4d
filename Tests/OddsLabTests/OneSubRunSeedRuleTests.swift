import CasinoCore
import Foundation
@testable import OddsLab
@testable import OddsReports
import Testing

/// The RNG contract has one rule for a sub-run's seed (SplitMix64 output i of the run's seed) and
/// one for a chunk's stream (chunk k plays stream k), both in `RunSeeds`. A source scan fails when
/// a second way of deriving either appears anywhere in Sources.
@Suite("One sub-run seed rule")
struct OneSubRunSeedRuleTests {
    /// Every line of every Swift file under Sources, as (path relative to Sources, line number, text).
    static func sourceLines() throws -> [(file: String, line: Int, text: String)] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources").standardizedFileURL
        var lines: [(String, Int, String)] = []
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            let path = String(file.standardizedFileURL.path.dropFirst(sources.path.count + 1))
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                lines.append((path, number + 1, String(line)))
            }
        }
        return lines
    }

    /// Where a pattern may appear, and why.
    static let allowed: [String: Set<String>] = [
        // SplitMix64 expands a seed: into a xoshiro state, into sub-run seeds, and (DayPlan) into
        // per-round kill chances from a word already drawn from the day's stream.
        "SplitMix64(seed:": [
            "CorePrimitives/Random/Xoshiro256StarStar.swift", "CorePrimitives/Random/RunSeeds.swift",
            "OddsLab/Days/DayPlan.swift",
            // Not a run's seed: which chunks `merge --audit` replays, seeded from the parts' SHA-256.
            "OddsLab/MonteCarlo/MergeAudit.swift"
        ],
        // A stream made from a chunk number: RunSeeds.stream(ofChunk:) only.
        "stream: UInt64(": ["CorePrimitives/Random/RunSeeds.swift"],
        "Xoshiro256StarStar(seed: seed, stream: UInt64": [],
        // Seeds derived by arithmetic (the report once used seed &+ i); SplitMix64's own counter.
        "seed &+": ["CorePrimitives/Random/SplitMix64.swift"],
        "seed &* ": [],
        "seed ^ ": [],
        "Seed &+": []
    ]

    @Test func subRunSeedsAndChunkStreamsAreDerivedOnlyInRunSeeds() throws {
        let lines = try Self.sourceLines()
        #expect(lines.count > 10_000)
        var found: [String] = []
        for (pattern, files) in Self.allowed {
            for l in lines where l.text.contains(pattern) && !files.contains(l.file) {
                found.append("\(l.file):\(l.line): \(pattern)")
            }
        }
        #expect(found.isEmpty, "a second derivation rule: \(found.sorted().joined(separator: "; "))")
    }

    @Test func subRunIIsSplitMix64OutputIOfTheRunsSeed() {
        var mixer = SplitMix64(seed: 2026)
        for i in 0..<5 { #expect(RunSeeds.subRunSeed(of: 2026, index: i) == mixer.next()) }
        #expect(CheckSuite.caseSeed(runSeed: 2026, caseIndex: 3) == RunSeeds.subRunSeed(of: 2026, index: 3))
    }

    @Test func theReportsSimulationsPlayOnSubRunSeeds() throws {
        let plan = ReportPlan(seed: 7, toolVersion: "test")
        #expect(plan.simulationSeed(index: 0) == RunSeeds.subRunSeed(of: 7, index: 0))
        #expect(plan.simulationSeed(index: 5) == RunSeeds.subRunSeed(of: 7, index: 5))
        #expect(plan.daysSeed(profileIndex: 0) == RunSeeds.subRunSeed(of: 7, index: plan.simulationCount))
        #expect(plan.simulationCount > 0)
    }
}

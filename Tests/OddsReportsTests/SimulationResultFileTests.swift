import CasinoCore
import Foundation
import Testing

@testable import OddsLab
@testable import OddsReports

/// The simulation result has one schema, `SimulationResultFile`, which its writer
/// (`MonteCarloResult.json`) encodes and its reader (`MonteCarloResult(json:name:)`) decodes.
@Suite("The simulation result's schema")
struct SimulationResultFileTests {
    /// Crash 2.00x over 3 chunks, whole and as shards 1/2 and 2/2; Mines 3/5 on 200 of 300 minutes
    /// at 00:30 (the cap cuts its wins); Crash 500x on 40 wagers (no win: nulls).
    static func results() throws -> [MonteCarloResult] {
        let crash = try RunSpec(
            game: .crash, options: [GameOptionValue("target", "2.00")], wager: 10, remainingMinutes: nil,
            minutesUntilMidnight: 1_439, seed: 5, wagers: 2_500, chunkSize: 1_000)
        let crashEngine = try #require(MonteCarloResult.defaultEngine(game: .crash, options: crash.options))
        var results = try [Shard.whole, Shard(index: 1, count: 2), Shard(index: 2, count: 2)].map {
            MonteCarloRunner.run(game: crashEngine, spec: crash, producer: "test", shard: $0, threads: 1)
        }
        let mines = try RunSpec(
            game: .mines, options: [GameOptionValue("mines", "3"), GameOptionValue("reveals", "5")], wager: 200,
            remainingMinutes: 300, minutesUntilMidnight: 30, seed: 2, wagers: 3_000, chunkSize: 1_000)
        let minesEngine = try #require(MonteCarloResult.defaultEngine(game: .mines, options: mines.options))
        results.append(MonteCarloRunner.run(game: minesEngine, spec: mines, producer: "test", threads: 1))
        let rare = try RunSpec(
            game: .crash, options: [GameOptionValue("target", "500.00")], wager: 10, remainingMinutes: nil,
            minutesUntilMidnight: 1_439, seed: 1, wagers: 40, chunkSize: 1_000)
        let rareEngine = try #require(MonteCarloResult.defaultEngine(game: .crash, options: rare.options))
        results.append(MonteCarloRunner.run(game: rareEngine, spec: rare, producer: "test", threads: 1))
        return results
    }

    /// Write → read → equal: the text the writer prints decodes to the schema value it encoded, and
    /// the result read from it is the result written.
    @Test func everyResultWrittenDecodesToTheSchemaItWasEncodedFrom() throws {
        for result in try Self.results() {
            let text = result.json
            let decoded = try JSONTreeDecoder.decode(SimulationResultFile.self, from: Array(text.utf8))
            #expect(decoded == SimulationResultFile(result))
            let read = try MonteCarloResult(json: Data(text.utf8), name: "part.json")
            #expect(SimulationResultFile(read) == decoded)
            #expect(read.totals == result.totals)
        }
    }

    /// Read → write → identical bytes: a file read through the schema prints back byte for byte.
    @Test func everyResultReadThroughTheSchemaPrintsBackTheSameBytes() throws {
        for result in try Self.results() {
            let text = result.json
            let decoded = try JSONTreeDecoder.decode(SimulationResultFile.self, from: Array(text.utf8))
            #expect(JSONText(decoded, rows: SimulationResultFile.rowPaths).rendered == text)
        }
    }

    @Test func theLayoutIsTheFormatsOwn() throws {
        let results = try Self.results()
        let whole = results[0].json
        #expect(whole.hasPrefix("{\n  \"format\": \"casino-odds-simulation/1\",\n  \"producer\": \"test\",\n"))
        #expect(whole.contains("\"options\": {\"target\": \"2.00\"},"))
        #expect(whole.contains("\"chunks\": [0, 3]"))
        #expect(!whole.contains("\"shard\"") && !whole.contains("chunkOutcomeCounts"))
        #expect(results[1].json.contains("\"shard\": \"1/2\",\n    \"interrupted\": false,"))
        #expect(results[1].json.contains("\"chunkOutcomeCounts\": [["))
        #expect(results[4].json.contains("\"largestWinMinutes\": null,"))
    }

    @Test func aFileMissingAMemberOfTheSchemaIsRefusedNamingIt() throws {
        let text = try Self.results()[0].json
        let edited = text.replacingOccurrences(of: "\"chunkCount\": 3", with: "\"chunks\": 3")
        #expect(edited != text)
        let error = #expect(throws: (any Error).self) {
            _ = try MonteCarloResult(json: Data(edited.utf8), name: "p.json")
        }
        #expect(
            "\(error.map { "\($0)" } ?? "")"
                == "p.json is not a casino-odds simulation result (missing run.chunkCount)")
    }
}

import CasinoCore
import Foundation
import Testing

@testable import OddsLab

/// Partial results (`merge`) and exported histories (`verify`) are read by the one strict reader,
/// `JSONReader`, through `JSONTreeDecoder`: every file the tool writes reads back as it was, and an
/// integer written with a fraction or an exponent, which Foundation's decoder took, is refused.
@Suite("Files read back through the strict reader")
struct StrictReadBackTests {
    /// A 3-chunk Crash run, whole and as shards 1/2 and 2/2.
    static func results() throws -> [MonteCarloResult] {
        let spec = try RunSpec(
            game: .crash, options: [GameOptionValue("target", "2.00")], wager: 10, remainingMinutes: nil,
            minutesUntilMidnight: 1_439, seed: 5, wagers: 2_500, chunkSize: 1_000)
        let engine = try GameFlags(game: .crash, options: ["target": "2.00"]).configuredGame(in: .defaults).engine
        return try [Shard.whole, Shard(index: 1, count: 2), Shard(index: 2, count: 2)].map {
            MonteCarloRunner.run(game: engine, spec: spec, producer: "test", shard: $0, threads: 1)
        }
    }

    @Test func everyPartialResultWrittenReadsBackToTheSameBytes() throws {
        for result in try Self.results() {
            let read = try MonteCarloResult(json: Data(result.json.utf8), name: "part.json")
            #expect(read.json == result.json)
        }
    }

    @Test func anExportedHistoryReadsBackEqual() throws {
        let history = HistoryVerifyTests.simulated
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let decoded = try JSONTreeDecoder.decode(HistoryExport.self, from: Array(try encoder.encode(history)))
        #expect(decoded == history)
    }

    @Test func aRevealed256BitSeedReadsBackEqual() throws {
        let seeds = [RevealedSeed(revealing: RoundSeed(words: (1, 2, 3, .max))), RevealedSeed(revealing: RoundSeed(7))]
        let decoded = try JSONTreeDecoder.decode([RevealedSeed].self, from: Array(try JSONEncoder().encode(seeds)))
        #expect(decoded == seeds)
    }

    @Test func aPartialResultWithAnIntegerWrittenWithAFractionOrExponentIsRefused() throws {
        let text = try Self.results()[1].json
        for written in ["10.0", "1e1", "1E1"] {
            let edited = text.replacingOccurrences(of: "\"wager\": 10,", with: "\"wager\": \(written),")
            #expect(edited != text)
            #expect(throws: InputError.self) { _ = try MonteCarloResult(json: Data(edited.utf8), name: "p.json") }
        }
    }

    /// A part holds at most 16 values per outcome row plus 4096: reading stops at the next one, so a
    /// 16 MiB file of `0,0,0,…` is refused having built that many values, not its whole tree.
    @Test func aPartialResultIsReadOnlyUpToTheValuesItsRowsCanHold() throws {
        // "[" is the first value, the third "0" the fourth: refused where it starts.
        let fourth = InputError("line 1, column 6: more than 3 values, more than the file can hold")
        #expect(throws: fourth) { _ = try JSONReader.parse(bytes: Array("[0,0,0]".utf8), maximumValues: 3) }
        let three = try JSONReader.parse(bytes: Array("[0,0,0]".utf8), maximumValues: 4)
        #expect(three == .array(Array(repeating: .number("0"), count: 3)))
        let limit = MonteCarloResult.maximumValues
        let zeros = Array(repeating: "0", count: limit).joined(separator: ",")
        let junk = #"{"format":"casino-odds-simulation/1","x":["# + zeros + "]}"
        #expect {
            _ = try MonteCarloResult(json: Data(junk.utf8), name: "p.json")
        } throws: { error in
            (error as? InputError)?.message.hasSuffix("more than \(limit) values, more than the file can hold)")
                == true
        }
    }

    @Test func anIntegerIsDigitsWithAnOptionalMinusThatFitItsType() throws {
        #expect(try JSONTreeDecoder.decode(Int.self, from: Array("-12".utf8)) == -12)
        #expect(try JSONTreeDecoder.decode(UInt64.self, from: Array("18446744073709551615".utf8)) == .max)
        #expect(
            try JSONTreeDecoder.decode(Int128.self, from: Array("-170141183460469231731687303715884105728".utf8))
                == .min)
        for text in ["10.0", "1e1", "-1E+1", "18446744073709551616", "NaN", "Infinity", "\"10\"", "true", "null"] {
            #expect(throws: DecodingError.self, "\(text)") {
                _ = try JSONTreeDecoder.decode(UInt64.self, from: Array(text.utf8))
            }
        }
    }

    @Test func aFloatingPointNumberIsFinite() throws {
        #expect(try JSONTreeDecoder.decode(Double.self, from: Array("2.5e-1".utf8)) == 0.25)
        for text in ["NaN", "Infinity", "-Infinity", "1e400"] {
            #expect(throws: DecodingError.self, "\(text)") {
                _ = try JSONTreeDecoder.decode(Double.self, from: Array(text.utf8))
            }
        }
    }

    @Test func aMissingKeyAndAWrongTypeNameTheirPathAsBefore() throws {
        struct Row: Decodable { var count: Int }
        struct File: Decodable { var rows: [Row] }
        #expect {
            _ = try JSONTreeDecoder.decode(File.self, from: Array(#"{"rows": [{"count": 1}, {}]}"#.utf8))
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, let context) = error else { return false }
            return (context.codingPath + [key]).map(\.stringValue) == ["rows", "Index 1", "count"]
        }
        #expect {
            _ = try JSONTreeDecoder.decode(File.self, from: Array(#"{"rows": [{"count": "1"}]}"#.utf8))
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["rows", "Index 0", "count"]
        }
    }
}

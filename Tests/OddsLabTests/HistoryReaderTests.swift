import CasinoCore
import Foundation
@testable import OddsLab
import Testing

/// `verify` reads a history in memory bounded by what an export can hold, not by the file
/// (`HistoryReader`): what no export can be is refused where it starts, before any of it is built,
/// and an export the app writes reads back exactly as the whole-file reader read it.
///
/// Each bound is shown by where the refusal happens (the byte offset the reader stopped at) or by
/// how many values were built, both deterministic: never by time or by memory measured.
@Suite("History reader: bounded memory")
struct HistoryReaderTests {
    static let simulated = HistoryVerifyTests.simulated

    /// The history as JSON: compact with its keys sorted (so a test can find a round's start), or
    /// pretty printed, or in the encoder's own order.
    static func bytes(_ history: HistoryExport, _ formatting: JSONEncoder.OutputFormatting = .sortedKeys) throws
        -> [UInt8]
    {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        return Array(try encoder.encode(history))
    }

    /// Where the reader refused `bytes`, and why; nil when it read them.
    static func refusal(_ bytes: [UInt8]) -> (offset: Int, why: String)? {
        do throws(InputError) {
            _ = try HistoryReader(bytes: bytes)
            return nil
        } catch {
            // A refusal says where, `line L, column C: why` (the grammar's errors say `not JSON: ` first).
            let parts = error.message.split(separator: ": ", maxSplits: 1).map(String.init)
            let place = parts[0].split(separator: " ").compactMap { Int($0.filter(\.isNumber)) }
            guard parts.count == 2, parts[0].hasPrefix("line "), place.count == 2 else { return (-1, error.message) }
            // The offset of the line's start, then the column (in bytes).
            var line = 1
            var offset = 0
            while line < place[0] && offset < bytes.count {
                if bytes[offset] == UInt8(ascii: "\n") { line += 1 }
                offset += 1
            }
            return (offset + place[1] - 1, parts[1])
        }
    }

    /// `"key":[0,0,…]`: the junk shape, `count` zeros (two bytes each).
    static func zeros(_ count: Int) -> String { "[" + Array(repeating: "0", count: count).joined(separator: ",") + "]" }

    @Test func aKeyOfNoVersionIsRefusedWhereItStartsBeforeItsValueIsRead() throws {
        let head = #"{"format":"screen-time-casino-history","x":"#
        let junk = Array((head + Self.zeros(1_000_000) + "}").utf8)
        let refused = try #require(Self.refusal(junk))
        // Stopped at the key: 2 MB of zeros after it were never read, let alone built.
        #expect(refused.offset == head.utf8.count - 4)
        #expect(refused.why.hasPrefix("the key \"x\" is not one of the format's (format, version, timeZone"))
    }

    @Test func aRoundPastTheLatest500TheAppKeepsIsRefusedWhereItStarts() throws {
        let template = Self.simulated
        var history = template
        history.transactions = (0..<501).map { template.transactions[$0 % template.transactions.count] }
        let bytes = try Self.bytes(history)
        let refused = try #require(Self.refusal(bytes))
        #expect(refused.why == "transactions has more than 500 elements (the app exports its latest 500 rounds)")
        // The refusal is at the 501st round: what follows it was not read.
        let text = String(decoding: bytes, as: UTF8.self)
        let lastRound = try #require(text.range(of: "{\"appliedToBonus\":", options: .backwards))
        #expect(refused.offset == text.utf8.distance(from: text.startIndex, to: lastRound.lowerBound))
        history.transactions.removeLast()
        let read = try HistoryReader(bytes: try Self.bytes(history))
        #expect(read.transactions?.count == 500)
    }

    @Test func aPieceLargerThan64KiBIsRefusedUnbuilt() throws {
        let head = #"{"format":"screen-time-casino-history","version":3,"transactions":["#
        let bigRound = Array((head + Self.zeros(40_000) + "]}").utf8)
        let refused = try #require(Self.refusal(bigRound))
        #expect(refused.offset == head.utf8.count)
        #expect(refused.why == "transactions[0] takes more than 65536 bytes, more than any part of an export")
        let bigField = Array(#"{"headHash":\#(Self.zeros(40_000))}"#.utf8)
        #expect(Self.refusal(bigField)?.why.hasPrefix("headHash takes more than 65536 bytes") == true)
    }

    @Test func valuesBuiltAreTheRoundsAndSeedsNotTheFilesSize() throws {
        let history = Self.simulated
        let compact = try HistoryReader(bytes: try Self.bytes(history))
        // Pretty printing and whitespace grow the file, never what is built.
        let pretty = try Self.bytes(history, [.prettyPrinted, .sortedKeys])
        let padded = Array(String(decoding: pretty, as: UTF8.self).replacingOccurrences(of: "\n", with: "\n    ").utf8)
        #expect(try HistoryReader(bytes: padded).valuesBuilt == compact.valuesBuilt)
        // Each round is a handful of values (about 20), and nothing else is kept.
        let pieces = history.transactions.count + history.seeds.count + 8
        #expect(compact.valuesBuilt <= 32 * pieces)
    }

    @Test func anExportReadsBackEqualInAnyKeyOrder() throws {
        let history = Self.simulated
        for formatting: JSONEncoder.OutputFormatting in [[], .sortedKeys, [.prettyPrinted, .sortedKeys]] {
            let read = try VerifyRequest.export(from: try Self.bytes(history, formatting), name: "h.json")
            #expect(read == history)
        }
    }

    /// `transactions` before `version`: a version-1 round does not decode as this version's, but
    /// the export is named by its version, not as damage.
    @Test func anOlderVersionIsNamedByItsVersionWhateverComesFirst() throws {
        let text = #"{"transactions":[{"wagerID":1}],"seed":7,"format":"screen-time-casino-history","version":1}"#
        #expect {
            _ = try VerifyRequest.export(from: Array(text.utf8), name: "h.json")
        } throws: { error in
            (error as? InputError)?.message.hasPrefix("h.json: version 1 does not record the moment") == true
        }
        let current = text.replacingOccurrences(of: "\"version\":1", with: "\"version\":5")
        #expect {
            _ = try VerifyRequest.export(from: Array(current.utf8), name: "h.json")
        } throws: { error in
            (error as? InputError)?.message
                == "h.json is not a version 5 history export (transactions[0] is not a round or seed of this version)"
        }
    }

    /// A version-4 export (0.7.0's first: header and budgets unbound), otherwise this version's
    /// shape, is refused in one line naming its version and what it lacks, never read as damage.
    @Test func aVersion4ExportIsRefusedNamingWhatItLacks() throws {
        var history = Self.simulated
        history.version = 4
        let bytes = try Self.bytes(history)
        #expect {
            _ = try VerifyRequest.export(from: bytes, name: "h.json")
        } throws: { error in
            (error as? InputError)?.message
                == "h.json: version 4 binds neither its header (timeZone, configurationDigest, seeds, "
                + "currentCommitment) nor the budget each stake was accepted against (\"stc-round-4\"); this tool "
                + "reads version 5 (export the history again)"
        }
    }

    @Test func aKeyGivenTwiceIsRefusedAtTheTopAndInsideARound() throws {
        let bytes = try Self.bytes(Self.simulated)
        var text = String(decoding: bytes, as: UTF8.self)
        let top = "{\"timeZone\":\"UTC\"," + text.dropFirst()
        #expect(throws: InputError("the key timeZone appears twice in one object")) {
            _ = try HistoryReader(bytes: Array(top.utf8))
        }
        text = text.replacingOccurrences(of: "\"round\":2,", with: "\"round\":2,\"round\":2,")
        #expect(throws: InputError("the key transactions[1].round appears twice in one object")) {
            _ = try HistoryReader(bytes: Array(text.utf8))
        }
    }
}

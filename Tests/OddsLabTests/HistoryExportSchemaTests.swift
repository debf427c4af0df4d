import CasinoCore
import Foundation
import OddsReports
import Testing

@testable import OddsLab

/// The exported history has one schema, `HistoryExport` (CasinoCore): the lab's writer
/// (`DayReplayResult.historyJSON`) encodes it with `JSONTreeEncoder` and `verify`'s reader
/// (`HistoryReader`) decodes it with `JSONTreeDecoder`; one codec, no Foundation on either side.
@Suite("The exported history's schema")
struct HistoryExportSchemaTests {
    static func exports() -> [HistoryExport] {
        var committed = HistoryVerifyTests.simulated
        committed.currentCommitment = RoundSeed(77).commitment
        return [HistoryVerifyTests.simulated, committed]
    }

    static func text(_ history: HistoryExport) -> String {
        JSONTreeEncoder.encode(history, nilMembers: .omitted).appExportText
    }

    /// Write → read → equal, and read → write → the same bytes.
    @Test func anExportRoundTripsThroughItsSchema() throws {
        for history in Self.exports() {
            let text = Self.text(history)
            let read = try HistoryReader(bytes: Array(text.utf8)).export()
            #expect(read == history)
            #expect(Self.text(read) == text)
        }
    }

    /// The bytes are what the app writes (Foundation's `JSONEncoder`, pretty-printed, sorted keys),
    /// so an export from the lab and one from the phone are the same file.
    @Test func anExportPrintsAsTheAppsEncoderWritesIt() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        for history in Self.exports() {
            #expect(Self.text(history) == String(decoding: try encoder.encode(history), as: UTF8.self))
        }
    }

    @Test func stringsAndEmptyContainersAreEscapedAndLaidOutAsTheAppDoes() throws {
        let value = JSONValue.object(pairs: [
            ("b", .string("a/b\"\\\u{8}\u{c}\n\r\t\u{1f}é")), ("B", .array([])), ("a", .object([]))
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        struct Mirror: Encodable {
            var b = "a/b\"\\\u{8}\u{c}\n\r\t\u{1f}é"
            var B: [Int] = []
            var a: [String: Int] = [:]
        }
        #expect(value.appExportText == String(decoding: try encoder.encode(Mirror()), as: UTF8.self))
    }
}

import CasinoCore
import Foundation
import Testing

@testable import OddsLab
@testable import OddsReports

/// `odds-disclosure.json` has one schema, `DisclosureFile`, which `DisclosureJSON` encodes and a
/// reader decodes with `JSONTreeDecoder`.
@Suite("The disclosure JSON's schema")
struct DisclosureFileTests {
    static let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Reports/odds-disclosure.json")

    /// Read → write → identical bytes, on the committed `Reports/odds-disclosure.json`.
    @Test func theCommittedDisclosureReadsThroughItsSchemaAndPrintsBackTheSameBytes() throws {
        let bytes = Array(try Data(contentsOf: Self.committed))
        let file = try JSONTreeDecoder.decode(DisclosureFile.self, from: bytes)
        #expect(file.choices.count > 200)
        #expect(Array((JSONTreeEncoder.encode(file).jsonText() + "\n").utf8) == bytes)
    }

    /// Write → read → equal, on the report the tests build.
    @Test func theDisclosureWrittenDecodesToTheSchemaItWasEncodedFrom() throws {
        let disclosure = try ReportTests.twoThreads.get().model.disclosure
        let text = DisclosureJSON.text(disclosure)
        let decoded = try JSONTreeDecoder.decode(DisclosureFile.self, from: Array(text.utf8))
        #expect(decoded == DisclosureJSON.file(disclosure))
        #expect(decoded.capByTimeOfDay.moments.contains { $0.remainingMinutes == .wager })
    }
}

import CasinoCore
import Foundation
@testable import OddsLab
import Testing

/// The export a `HistoryReader` read: its header, the whole export equal to what was written, and a
/// key of another version refused by name.
@Suite struct HistoryReaderExportTests {
    static let history: HistoryExport = {
        let profile = try? CompiledProfile(.allIn)
        return profile.map {
            DayReplay.replay(
                profile: $0, handle: DayReplayHandle(seed: 4, stream: 0, day: 3), killEveryWrite: false,
                includeSeedTriggersOnly: false
            ).history
        } ?? HistoryExport(timeZone: "America/New_York", seeds: [], transactions: [])
    }()

    @Test func theExportReadsBackEqualWithItsHeader() throws {
        let bytes = [UInt8](try JSONEncoder().encode(Self.history))
        let reader = try HistoryReader(bytes: bytes)
        #expect(reader.header?.format == Self.history.format)
        #expect(reader.header?.version == HistoryExport.currentVersion)
        #expect(try reader.export() == Self.history)
    }

    @Test func aKeyOfAnotherVersionIsRefusedByName() throws {
        let text = String(decoding: try JSONEncoder().encode(Self.history), as: UTF8.self)
        #expect(text.hasPrefix("{"))
        let bytes = Array(("{\"legacyField\":\"x\"," + text.dropFirst()).utf8)
        #expect(refusal { _ = try HistoryReader(bytes: bytes).export() }?.contains("legacyField") == true)
    }

    @Test func eachReadErrorSaysWhatItIs() {
        #expect(HistoryReader.repeated("a.b").message == "the key a.b appears twice in one object")
    }
}

import CasinoCore
import Foundation
@testable import OddsLab
import Testing

/// `merge`'s request for simulate parts: the inputs it refuses, and a part that is not this tool's
/// own or not a part at all refused with its name.
@Suite struct MergeRequestTests {
    @Test func anEmptyListAnOutputFolderAndAnAuditBelowOneAreRefused() throws {
        #expect(refusal { _ = try MergeRequest(parts: [], producer: "t") } != nil)
        #expect(refusal { _ = try MergeRequest(parts: ["a"], producer: "t", hasOutputDir: true) } != nil)
        #expect(refusal { _ = try MergeRequest(parts: ["a"], producer: "t", audit: 0) }?.contains("got 0") == true)
        #expect(try MergeRequest(parts: ["a", "b"], producer: "t", audit: 3).audit == 3)
    }

    @Test func aMissingOrForeignFileIsRefusedNamingIt() throws {
        #expect(
            refusal { _ = try MergeRequest(parts: ["/nonexistent/p1.json"], producer: "t").run() }?.contains(
                "/nonexistent/p1.json does not exist") == true)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("foreign-\(UUID()).json").path
        try Data(#"{"hello":"world"}"#.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(refusal { _ = try MergeRequest(parts: [path], producer: "t").run() }?.contains(path) == true)
    }
}

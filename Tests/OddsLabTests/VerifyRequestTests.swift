import CasinoCore
import Foundation
@testable import OddsLab
import Testing

/// `verify`'s request: a simulated phone's export read from a file verifies round by round; a wrong
/// export hash is found; a malformed receipt or hash, or a missing file, is refused.
@Suite struct VerifyRequestTests {
    /// The history of a few all-in days, as the app exports it, in a temporary file.
    static func historyFile() throws -> (path: String, rounds: Int) {
        let profile = try CompiledProfile(.allIn)
        let day = DayReplay.replay(
            profile: profile, handle: DayReplayHandle(seed: 11, stream: 0, day: 5), killEveryWrite: false,
            includeSeedTriggersOnly: false)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID()).json").path
        try JSONEncoder().encode(day.history).write(to: URL(fileURLWithPath: path))
        return (path, day.history.transactions.count)
    }

    @Test func anHonestHistoryVerifiesEveryRound() throws {
        let (path, rounds) = try Self.historyFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(rounds > 0)
        let result = try VerifyRequest(history: path, config: nil).run()
        #expect(result.export.transactions.count == rounds)
        #expect(result.problems.isEmpty)
        #expect(result.failure == nil)
    }

    @Test func anExportHashThatIsNotTheFilesIsAProblem() throws {
        let (path, _) = try Self.historyFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try VerifyRequest(history: path, config: nil, exportHash: String(repeating: "0", count: 64)).run()
        #expect(!result.problems.isEmpty)
        #expect(result.failure != nil)
    }

    @Test func malformedReceiptsHashesAndMissingFilesAreRefused() {
        #expect(
            refusal { _ = try VerifyRequest(history: "h.json", config: nil, exportHash: "abc") }?.contains("'abc'")
                == true)
        #expect(
            refusal { _ = try VerifyRequest(history: "h.json", config: nil, receipt: "0:zz") }?.contains("'0:zz'")
                == true)
        #expect(
            refusal { _ = try VerifyRequest(history: "/nonexistent/h.json", config: nil).run() }?.contains(
                "does not exist") == true)
        #expect(
            refusal { _ = try VerifyRequest.export(from: Array("{}".utf8), name: "h.json") }?.hasPrefix("h.json")
                == true)
    }
}

import Foundation
@testable import OddsLab
import Testing

/// `InputFile.read`: a regular file's bytes up to a limit; a missing file, a folder or a larger file
/// refused in words.
@Suite struct InputFileTests {
    func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("input-file-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aFileIsReadWholeUpToTheLimit() throws {
        let path = try temporaryFile(Array("12345".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try InputFile.read(path, limit: 5) == Array("12345".utf8))
        #expect(refusal { _ = try InputFile.read(path, limit: 4) }?.contains("is larger than 4 bytes") == true)
    }

    @Test func anEmptyFileIsNoBytes() throws {
        let path = try temporaryFile([])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try InputFile.read(path, limit: 10) == [])
    }

    @Test func aMissingPathOrAFolderIsRefused() {
        #expect(
            refusal { _ = try InputFile.read("/nonexistent/\(UUID().uuidString)", limit: 10) }?.contains(
                "does not exist") == true)
        #expect(refusal { _ = try InputFile.read(NSTemporaryDirectory(), limit: 10) }?.contains("is a folder") == true)
        #expect(refusal { _ = try InputFile.read("/dev/null", limit: 10) }?.contains("not a regular file") == true)
    }
}

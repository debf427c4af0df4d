import CasinoCore
import Foundation
@testable import OddsLab
import Testing

/// `casino-odds verify` as the built binary: the current version verifies; a version-1 export and
/// a configuration the tool was not given are refused in one line with exit 2.
@Suite("casino-odds verify (binary)")
struct VerifyCommandLineTests: CasinoOddsCommandLine {
    /// 40 chaser days (seed 9, stream 2), as in `HistoryVerifyTests`: settled rounds of every game
    /// and forfeits from kills mid-game.
    static let simulated: HistoryExport = {
        var simulator = DaySimulator<SimulatedCoordinator>(
            profile: try! CompiledProfile(.chaser), seed: 9, stream: 2,
            firstDayNumber: DayRunSpec.firstDayNumber(ofChunk: 2),
            killEveryWrite: false)
        for _ in 0..<40 { _ = simulator.simulateNextDay() }
        return simulator.history
    }()

    final class Folder {
        let path = NSTemporaryDirectory() + "casino-odds-verify-\(UUID().uuidString)"
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ history: HistoryExport, as name: String) throws -> String {
            try write(JSONEncoder().encode(history), as: name)
        }

        func write(_ data: Data, as name: String) throws -> String {
            let file = path + "/" + name
            try data.write(to: URL(fileURLWithPath: file))
            return file
        }
    }

    @Test func theCurrentVersionVerifiesAndVersion1IsRefusedNamingWhatItLacks() throws {
        let folder = try Folder()
        let ok = try run(["verify", try folder.write(Self.simulated, as: "h.json")])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout.hasPrefix("all \(Self.simulated.transactions.count) rounds verify"))
        // The hash to compare with the one the app shows beside the export.
        #expect(ok.stdout.hasSuffix("; export hash \(Self.simulated.exportHash!)\n"))
        var old = Self.simulated
        old.version = 1
        let refused = try run(["verify", try folder.write(old, as: "v1.json")])
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("version 1 does not record the moment each win was capped at"))
        #expect(refused.stderr.split(separator: "\n").count == 1)
        old.version = 2
        let two = try run(["verify", try folder.write(old, as: "v2.json")])
        #expect(two.status == 2)
        #expect(two.stderr.contains("version 2 has no round numbers, hash chain or seed commitments"))
        #expect(two.stderr.split(separator: "\n").count == 1)
    }

    @Test func aTamperedRoundIsPrintedWithItsRoundAndFieldAndExits1() throws {
        let folder = try Folder()
        var history = Self.simulated
        let i = try #require(history.transactions.firstIndex { $0.resolution == .forfeited })
        history.transactions[i].wager = 1_000_000
        let result = try run(["verify", try folder.write(history, as: "h.json")])
        #expect(result.status == 1)
        let round = try #require(history.transactions[i].round)
        #expect(
            result.stdout.hasPrefix("round \(round) (wager \(history.transactions[i].wagerID)), wager: wager 1000000"))
    }

    /// Found by the history fuzzer: a round's options were printed as the file gave them, so an
    /// escape sequence in them reached the terminal. A problem line shows them as every error line
    /// does: one line, control characters as `?`.
    @Test func aRoundsOptionsArePrintedWithoutControlCharacters() throws {
        let folder = try Folder()
        var history = Self.simulated
        let i = try #require(history.transactions.firstIndex { $0.resolution == .settled && $0.game == .crash })
        history.transactions[i].options = "2.00x\u{1B}[31m\nround 1: fine"
        // The chain recomputed, so the options are the one problem.
        for j in history.transactions.indices.dropFirst() {
            history.transactions[j].previousHash = history.transactions[j - 1].chainHash
        }
        history.headHash = history.transactions.last?.chainHash
        history.exportHash = history.recomputedExportHash
        let result = try run(["verify", try folder.write(history, as: "h.json")])
        #expect(result.status == 1)
        #expect(result.stdout.contains("options: unreadable options \"2.00x?[31m?round 1: fine\" for crash"))
        #expect(result.stdout.split(separator: "\n").count == 1)
    }

    /// The junk shape that took 1.9 GB before its refusal (a huge array under a key of no version):
    /// refused in one line where its key starts, before the array is read.
    @Test func aKeyOfNoVersionIsRefusedInOneLineWhereItStarts() throws {
        let folder = try Folder()
        let zeros = Array(repeating: "0", count: 500_000).joined(separator: ",")
        let junk = #"{"format":"screen-time-casino-history","x":["# + zeros + "]}"
        let result = try run(["verify", try folder.write(Data(junk.utf8), as: "junk.json")])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.contains(
                "junk.json is not a transaction history export (line 1, column 40: the key \"x\" is not one of the format's"
            ))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func theExportHashTheAppShowedIsCheckedAndAMalformedOneIsRefusedInOneLine() throws {
        let folder = try Folder()
        let file = try folder.write(Self.simulated, as: "h.json")
        let hash = try #require(Self.simulated.exportHash)
        #expect(try run(["verify", file, "--export-hash", hash.description]).status == 0)
        let other = try run(["verify", file, "--export-hash", String(repeating: "0", count: 64)])
        #expect(other.status == 1)
        #expect(other.stdout.hasPrefix("history, exportHash: the export's exportHash \(hash) is not 0000"))
        let bad = try run(["verify", file, "--export-hash", "12:abc"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--export-hash: '12:abc' is not an export hash"))
        #expect(bad.stderr.split(separator: "\n").count == 1)
    }

    @Test func aTimeZoneWithoutRulesIsRefusedInOneLine() throws {
        let folder = try Folder()
        var history = Self.simulated
        history.timeZone = "Mars/Olympus"
        let result = try run(["verify", try folder.write(history, as: "h.json")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("time zone \"Mars/Olympus\" has no rules in this tool"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func roundsPlayedUnderAConfigurationFileVerifyOnlyWithThatFile() throws {
        let folder = try Folder()
        let bytes = Data("{\"returnFloor\": 0.95}\n".utf8)
        let config = try folder.write(bytes, as: "config.json")
        var history = Self.simulated
        history.configurationDigest = RunSpec.digest(of: [UInt8](bytes))
        history.exportHash = history.recomputedExportHash
        let file = try folder.write(history, as: "h.json")
        let withFile = try run(["verify", file, "--config", config])
        #expect(withFile.status == 0, "\(withFile.stderr)")
        let without = try run(["verify", file])
        #expect(without.status == 2)
        #expect(without.stderr.contains("pass that configuration file with --config FILE"))
        let other = try folder.write(Data("{\"returnFloor\": 0.9}\n".utf8), as: "other.json")
        let wrong = try run(["verify", file, "--config", other])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("has digest"))
    }
}

import CasinoCore
import Foundation
import Testing
@testable import OddsLab

/// `casino-odds tune --for-floor` run as the built binary.
@Suite("casino-odds tune --for-floor (binary)")
struct TuningFloorCommandLineTests: CasinoOddsCommandLine {
    /// `--output tuned.json` (a bare file name, as Docs/tuning.md writes it) lands in the
    /// current folder, and from the pre-floor defaults it is today's Plinko tables.
    @Test func forFloorFromPreFloorWritesTodaysTablesToABareFileName() throws {
        let folder = NSTemporaryDirectory() + "casino-odds-floor-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try run(
            [
                "tune", "--game", "plinko", "--target-rtp", "0.97", "--for-floor", "--baseline", "pre-floor",
                "--output", "tuned.json"
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("27 tables: (table × stake) accepted before 71/162, after 134/162"))
        let written = try GameConfiguration.load(path: folder + "/tuned.json")
        #expect(written.plinko == PlinkoConfiguration.defaults)
    }

    @Test func forFloorRefusesOptionsItDoesNotTake() throws {
        let result = try run(["tune", "--game", "plinko", "--target-rtp", "0.97", "--for-floor", "--stake", "10"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("casino-odds: --for-floor takes --return-floor and --stakes"))
        let slots = try run(["tune", "--game", "slots", "--target-rtp", "0.97", "--for-floor"])
        #expect(slots.status == 2)
        #expect(slots.stderr.hasPrefix("casino-odds: --for-floor tunes plinko and mines"))
    }
}

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
        #expect(result.stdout.contains("27 tables: (table × stake) accepted before 71/162, after 137/162"))
        let written = try GameConfiguration.load(path: folder + "/tuned.json")
        #expect(written.plinko == PlinkoConfiguration.defaults)
    }

    @Test func forFloorRefusesOptionsItDoesNotTake() throws {
        let result = try run(["tune", "--game", "plinko", "--target-rtp", "0.97", "--for-floor", "--stake", "10"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("casino-odds: --for-floor takes --return-floor, --stakes and --day-share"))
        // The defaults are a fixed point: tuned again from themselves, they come back unchanged.
        let again = try run(["tune", "--game", "slots", "--target-rtp", "0.97", "--for-floor", "--day-share", "0.75"])
        #expect(again.stdout.contains("SEVEN SEVEN SEVEN       90.00x      90.00x"), "\(again.stdout)")
        let crash = try run(["tune", "--game", "crash", "--target-rtp", "0.97", "--for-floor"])
        #expect(crash.status == 2)
        #expect(crash.stderr.hasPrefix("casino-odds: --for-floor tunes plinko, mines and slots"))
        let slots = try run(["tune", "--game", "slots", "--target-rtp", "0.97", "--for-floor", "--stakes", "5"])
        #expect(slots.status == 2)
        #expect(
            slots.stderr
                == "casino-odds: --for-floor on slots takes --stake and --day-share (not --stakes or --baseline)\n")
        let share = try run(["tune", "--game", "slots", "--target-rtp", "0.97", "--for-floor", "--day-share", "75%"])
        #expect(share.status == 2)
        #expect(share.stderr.hasPrefix("casino-odds: --day-share: 75% is not a share of the day in (0, 1]"))
    }

    /// The default Slots machine is what `tune --for-floor --day-share 0.75` gives from the 0.6.0
    /// machine's pays, and the written file loads back as the defaults.
    @Test func slotsForTheDayReproducesTheDefaultMachine() throws {
        let folder = NSTemporaryDirectory() + "casino-odds-slots-day-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try run(
            [
                "tune", "--game", "slots", "--pays", "200,80,40,20,10,5,5,2", "--target-rtp", "0.97", "--for-floor",
                "--day-share", "0.75", "--output", "tuned.json"
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("10 min  0 (never)           1083 (00:00–18:02)"))
        let written = try GameConfiguration.load(path: folder + "/tuned.json")
        #expect(written.slots == SlotsConfiguration.defaults)
    }
}

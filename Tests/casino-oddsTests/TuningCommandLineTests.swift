import CasinoCore
import Foundation
import Testing
@testable import OddsLab

/// `casino-odds tune` and `sweep` run as the built binary, the way a user runs them.
@Suite("casino-odds tune and sweep (binary)")
struct TuningCommandLineTests: CasinoOddsCommandLine {
    private func temporaryPath(_ name: String) -> String {
        NSTemporaryDirectory() + "casino-odds-tune-\(UUID().uuidString)-\(name)"
    }

    /// The written file is accepted by `analyze --config`, which reports the tuned RTP.
    @Test func aWrittenConfigurationIsAcceptedByAnalyze() throws {
        let path = temporaryPath("tuned.json")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let tune = try run([
            "tune", "--game", "plinko", "--rows", "12", "--risk", "high", "--target-rtp", "0.95", "--output", path
        ])
        #expect(tune.status == 0, "\(tune.stderr)")
        #expect(tune.stdout.contains("exact RTP 19/20 = 95.000000 %"))
        let analyze = try run(["analyze", "--config", path, "--rows", "12", "--risk", "high"])
        #expect(analyze.status == 0, "\(analyze.stderr)")
        #expect(analyze.stdout.contains("nominal RTP 95.0000 %"))
    }

    @Test func writingOverABaseConfigurationKeepsItsOtherParts() throws {
        let base = temporaryPath("base.json")
        let out = temporaryPath("out.json")
        defer {
            try? FileManager.default.removeItem(atPath: base)
            try? FileManager.default.removeItem(atPath: out)
        }
        try "{\"crash\": {\"returnPPM\": 990000}}\n".write(toFile: base, atomically: true, encoding: .utf8)
        let tune = try run(["tune", "--game", "mines", "--target-rtp", "0.96", "--config", base, "--output", out])
        #expect(tune.status == 0, "\(tune.stderr)")
        let written = try String(contentsOfFile: out, encoding: .utf8)
        let configuration = try GameConfiguration.parse(json: written)
        #expect(configuration.crash.returnPPM == 990_000)
        // Over the default per-plan table the tuned plans' multipliers change (the table is written whole).
        #expect(configuration.mines.multipliers != MinesConfiguration.defaults.multipliers)
    }

    /// The infeasible requests: one line on stderr, exit code 2, nothing on stdout, no file.
    @Test func infeasibleRequestsAreOneLineAndExitTwo() throws {
        let path = temporaryPath("never.json")
        let cases: [([String], String)] = [
            (
                ["tune", "--game", "plinko", "--rows", "8", "--risk", "low", "--target-rtp", "1.02"],
                "casino-odds: target RTP 1.02 is above 1: a game may not return more than it takes\n"
            ),
            (["tune", "--game", "crash", "--target-rtp", "0"], "casino-odds: target RTP 0 must be above 0\n"),
            (["tune", "--game", "crash", "--target-rtp=-0.5"], "casino-odds: target RTP -0.5 must be above 0\n"),
            (
                [
                    "tune", "--game", "plinko", "--risk", "low", "--shape", "5.5,2.4,1.1,0.77,0.73,0.77,1.1,2.4,5.6",
                    "--target-rtp", "0.97"
                ],
                "casino-odds: shape[8]: 5.60x breaks symmetry (bucket 0 pays 5.50x)\n"
            ),
            (
                [
                    "tune", "--game", "plinko", "--risk", "low", "--shape", "5.5,2.4,1.1,0.77,1.1,2.4,5.5",
                    "--target-rtp", "0.97"
                ],
                "casino-odds: --shape lists 7 multipliers, 6 rows; Plinko has 8…16 rows (9…17 multipliers)\n"
            ),
            (
                [
                    "tune", "--game", "plinko", "--rows", "8", "--risk", "low", "--min-multiplier", "0.5",
                    "--target-rtp", "0.4"
                ],
                "casino-odds: plinko 8 rows low: target RTP 0.4 is below what the minimum multiplier allows (every bucket pays at least 0.50x, so the RTP is at least 0.5)\n"
            ),
            (
                ["tune", "--game", "mines", "--target-rtp", "1"],
                "casino-odds: mines: target RTP 1 is out of reach: even returnPPM 1000000 (no house edge) gives only 0.998927 as the mean nominal RTP over 219 plans\n"
            ),
            (
                ["tune", "--game", "slots", "--target-rtp", "0.97", "--hit-band", "0.35,0.40"],
                "casino-odds: slots: hit frequency 32.33 % is outside the band 35.00 %…40.00 %; pays cannot change which spins pay (change the reels or the lines)\n"
            ),
            (
                ["tune", "--game", "plinko", "--target-rtp", "0.97", "--stake", "10"],
                "casino-odds: --stake applies to crash and mines (plinko is tuned on its nominal RTP; analyze shows its effective RTP by wager)\n"
            )
        ]
        for (arguments, expected) in cases {
            let result = try run(arguments + ["--output", path])
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr == expected, "\(arguments)")
            #expect(!FileManager.default.fileExists(atPath: path))
        }
    }

    @Test func anUnwritablePathIsOneLineAndLeavesNothingBehind() throws {
        let folder = temporaryPath("missing-folder")
        let result = try run([
            "tune", "--game", "crash", "--target-rtp", "0.97", "--output", folder + "/tuned.json"
        ])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "casino-odds: --output \(folder)/tuned.json: cannot write (the folder \(folder) does not exist)\n"
        )
        #expect(result.stdout.isEmpty)
    }

    @Test func sweepPrintsOneRowPerStepAndCSVLoadsAsNumbers() throws {
        let result = try run([
            "sweep", "--game", "crash", "--param", "edge", "--from", "0.01", "--to", "0.05", "--steps", "5", "--format",
            "csv", "--days", "0"
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(whereSeparator: \.isNewline) // CSV rows end in CRLF
        try #require(lines.count == 6)
        #expect(lines[1].hasPrefix("crash,crash 2.00x,edge,0.01,990000,0.990000000000,"))
        let bad = try run(["sweep", "--game", "slots", "--param", "risk"])
        #expect(bad.status == 2)
        #expect(bad.stderr == "casino-odds: --param risk applies to plinko, not slots\n")
    }

    @Test func sweepAddsMinutesLostPerDayUnlessDaysIsZero() throws {
        let base = [
            "sweep", "--game", "crash", "--param", "target", "--from", "1.5", "--to", "3", "--steps", "2", "--format",
            "csv"
        ]
        let without = try run(base + ["--days", "0"])
        #expect(without.status == 0, "\(without.stderr)")
        #expect(
            without.stdout.hasPrefix(
                "game,configuration,param,value,return_ppm,nominal_rtp,effective_rtp_1,effective_rtp_10,"
                    + "effective_rtp_60,wager,effective_rtp_at_wager,hit_frequency,std_dev,volatility_index,"
                    + "expected_loss_per_bet_minutes\r\n"))
        let one = try run(base + ["--days", "120", "--threads", "1"])
        let two = try run(base + ["--days", "120", "--threads", "2"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout == two.stdout)
        let lines = one.stdout.split(whereSeparator: \.isNewline)
        try #require(lines.count == 3)
        #expect(
            lines[0].hasSuffix(
                ",expected_loss_per_bet_minutes,day_profile,days,minutes_lost_per_day_mean,minutes_lost_per_day_p90"))
        #expect(lines[1].contains(",chaser,120,"))
        // Without the day columns, the rows are the rows of old.
        let old = without.stdout.split(whereSeparator: \.isNewline)
        #expect(lines[1].hasPrefix(old[1] + ",chaser,120,"))

        let shares = try run([
            "sweep", "--game", "slots", "--param", "wager", "--from", "1", "--to", "2", "--days", "100",
            "--profile", "heavy", "--format", "csv"
        ])
        #expect(shares.status == 0, "\(shares.stderr)")
        #expect(shares.stdout.split(whereSeparator: \.isNewline)[1].hasSuffix(",heavy,100,,"))
    }
}

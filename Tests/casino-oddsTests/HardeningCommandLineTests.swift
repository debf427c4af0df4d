import Foundation
import Testing
@testable import OddsLab
import OddsReports

/// The reproductions of issue items 1, 4 and 6 run as the built binary: each is one line on
/// stderr and exit code 2, before any work, with the thing the path names left untouched.
@Suite("Hardening (binary)")
struct HardeningCommandLineTests: CasinoOddsCommandLine {
    /// A scratch folder with a fifo, a symbolic link to a file, a folder and — when mknod works
    /// (it needs root) — a character device like /dev/full.
    final class Targets {
        let folder = NSTemporaryDirectory() + "casino-odds-targets-\(UUID().uuidString)"
        var paths: [(name: String, path: String, reason: String)] = []
        let skippedDevice: String?

        init() throws {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data("keep\n".utf8).write(to: URL(fileURLWithPath: folder + "/target.txt"))
            try FileManager.default.createSymbolicLink(
                atPath: folder + "/link", withDestinationPath: folder + "/target.txt")
            guard mkfifo(folder + "/fifo", 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
            try FileManager.default.createDirectory(atPath: folder + "/folder", withIntermediateDirectories: false)
            paths = [
                ("link", folder + "/link", "is a symbolic link; give the file it points to"),
                ("fifo", folder + "/fifo", "is a fifo, not a regular file"),
                ("folder", folder + "/folder", "is a folder")
            ]
            // Major 1, minor 7 is /dev/full (0x107 on Linux); writing to it fails with ENOSPC.
            if mknod(folder + "/full", S_IFCHR | 0o666, dev_t(0x107)) == 0 {
                paths.append(("device", folder + "/full", "is a device, not a regular file"))
                skippedDevice = nil
            } else {
                skippedDevice =
                    "mknod failed (errno \(errno)): making a device node needs root, so the device case is skipped"
            }
        }
        deinit { try? FileManager.default.removeItem(atPath: folder) }

        /// Type, inode and device number of every entry, to show nothing was replaced.
        func snapshot() -> [String: [UInt64]] {
            var result: [String: [UInt64]] = [:]
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                var info = stat()
                lstat(folder + "/" + name, &info)
                result[name] = [UInt64(info.st_mode), UInt64(info.st_ino), UInt64(info.st_rdev), UInt64(info.st_size)]
            }
            return result
        }
    }

    private func expectRefused(_ result: CasinoOddsRun, _ line: String, _ context: String) {
        #expect(result.status == 2, "\(context): \(result.stderr)")
        #expect(result.stderr == "casino-odds: \(line)\n", "\(context)")
        #expect(result.stdout.isEmpty, "\(context)")
    }

    // Over 10 s (10.6 s, load 8–10): dozens of runs of the debug binary, one per output flag and kind of target.
    @Test func aDeviceFifoSymlinkOrFolderGivenAsAnOutputIsRefusedAndUntouched() throws {
        let targets = try Targets()
        if let skipped = targets.skippedDevice { print(skipped) }
        let part = targets.folder + "/part.json"
        let made = try run([
            "simulate", "--game", "crash", "--target", "2", "--wagers", "1000", "--seed", "1", "--shard", "1/1",
            "--output", part
        ])
        #expect(made.status == 0, "\(made.stderr)")
        let before = targets.snapshot()
        for (name, path, reason) in targets.paths {
            let commands: [(String, [String])] = [
                (
                    "--output",
                    [
                        "simulate", "--game", "crash", "--target", "2", "--wagers", "1000", "--seed", "1", "--output",
                        path
                    ]
                ),
                ("--output", ["merge", part, "--output", path]),
                ("--junit", ["check", "--wagers", "1000", "--junit", path]),
                ("--output", ["tune", "--game", "crash", "--target-rtp", "0.97", "--output", path]),
                (
                    "--export-history",
                    ["day", "--profile", "chaser", "--replay", "3:0:5", "--export-history", path]
                )
            ]
            for (flag, arguments) in commands {
                expectRefused(
                    try run(arguments), "\(flag) \(path): cannot write (\(reason))", "\(arguments[0]) \(name)")
            }
        }
        #expect(targets.snapshot() == before)
        #expect(FileManager.default.contents(atPath: targets.folder + "/target.txt") == Data("keep\n".utf8))
    }

    @Test func aReportFolderThatIsAFileOrALinkIsRefusedBeforeAnyWork() throws {
        let targets = try Targets()
        let before = targets.snapshot()
        expectRefused(
            try run(["report", "--output-dir", targets.folder + "/fifo", "--wagers", "1000", "--days", "1"]),
            "--output-dir: cannot create folder \(targets.folder)/fifo: a file of that name exists", "report fifo")
        expectRefused(
            try run([
                "week", "--limit", "21h", "--rate", "10", "--weeks", "10", "--output-dir", targets.folder + "/link"
            ]),
            "--output-dir: cannot write reports into \(targets.folder)/link: it is a symbolic link; give the folder it points to",
            "week link")
        #expect(targets.snapshot() == before)
    }

    @Test func countsBeyondTheirLimitsAreRefusedBeforeAnyWork() throws {
        let cases: [([String], String)] = [
            (["report", "--days", "9223372036854775708"], "--days must be 1…1000000000, got 9223372036854775708"),
            (["report", "--days", "1000000000000"], "--days must be 1…1000000000, got 1000000000000"),
            (["report", "--wagers", "9223372036854775807"], "--wagers must be at most 1e15, got 9223372036854775807")
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.status)")
            #expect(result.stderr == "casino-odds: \(message)\n", "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    /// Found by an adversarial run: each of these trapped, hung, split its error over two lines or
    /// was accepted (a date the calendar lacks, printed in the disclosure; a chi-square of nothing).
    @Test func valuesOfNoSenseAreOneLineRefusals() throws {
        let cases: [([String], String)] = [
            (
                ["analyze", "--stake", "1\r\nb"],
                "argument 3 ('1??b') holds a line break or another control character; options and paths must be one line"
            ),
            (
                ["simulate", "--game", "crash", "--target", "2\n", "--wagers", "10"],
                "argument 5 ('2?') holds a line break or another control character; options and paths must be one line"
            ),
            (["report", "--as-of", "2026-02-31"], "--as-of 2026-02-31 is not a day of the calendar"),
            (["report", "--as-of", "2026-02-29"], "--as-of 2026-02-29 is not a day of the calendar"),
            (["report", "--as-of", "0000-01-01"], "--as-of 0000-01-01 is not a day of the calendar"),
            (
                ["rng", "--bounded", "6", "--chi-square", "--count", "0"],
                "--count with --chi-square must be 1…1e12, got 0"
            ),
            (
                ["rng", "--bounded", "6", "--chi-square", "--count", "9223372036854775807"],
                "--count with --chi-square must be 1…1e12, got 9223372036854775807"
            ),
            // A negative value is the option's own error, not "Missing value for '--wagers'".
            (
                ["simulate", "--game", "crash", "--wagers", "-5"],
                "--wagers: '-5' is not a number of wagers: it must be positive"
            ),
            (["analyze", "--stake", "-1"], "--stake must be 1…100000 minutes, got -1"),
            // A Mines plan's reveals out of range: 0.6.0 trapped on -1 (a range from 0 to -1) and
            // built two arrays of 888888887 tiles (14 GB, 38 s) before refusing the second.
            (
                ["analyze", "--game", "mines", "--mines", "3", "--reveals", "-1"],
                "--reveals: -1 must be 1…22 with 3 mines"
            ),
            (
                ["analyze", "--game", "mines", "--mines", "3", "--reveals", "888888887"],
                "--reveals: 888888887 must be 1…22 with 3 mines"
            ),
            (["day", "--days", "-3"], "--days must be 1…1000000000, got -3"),
            (
                ["sweep", "--game", "crash", "--param", "edge", "--from", "-0.01"],
                "--from -0.01 is not a house edge (a fraction such as 0.03)"
            ),
            (["check", "--list", "--junit", "x.xml"], "--list plays nothing, so it writes no --junit file"),
            (["check", "--list", "--format", "json"], "--list prints the suite as a table; it takes no --format"),
            (["report", "--threads", "5000"], "--threads must be 1…1024, got 5000"),
            (
                ["report", "--wagers", "1"],
                "--wagers must be at least 2 (a simulated RTP needs a standard error), got 1"
            ),
            // The same count syntax as simulate and check: 3e6 and 16M are read; nonsense says why.
            (
                ["report", "--wagers", "1e16"],
                "--wagers: '1e16' is not a number of wagers: it must be at most 1e15"
            ),
            (
                ["report", "--gate-wagers", "lots"],
                "--gate-wagers: 'lots' is not a number of wagers: write digits with an optional suffix (k, M, G, T) or "
                    + "exponent, e.g. 250M or 1e9"
            )
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.status)")
            #expect(result.stderr == "casino-odds: \(message)\n", "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        // 2028-02-29 is a day: the date check does not refuse it (the command then runs on; only parse here).
        let leap = try run(["report", "--as-of", "2028-02-29", "--help"])
        #expect(leap.status == 0)
    }

    /// Output that cannot be written is not lost in silence: a full device is one line and exit 2.
    @Test func aFullStandardOutputIsAnErrorNotSilence() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return } // Linux only
        let process = Process()
        process.executableURL = try CasinoOddsBinary.located()
        process.arguments = ["analyze", "--game", "crash"]
        let err = Pipe()
        process.standardOutput = full
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(stderr == "casino-odds: cannot write standard output: No space left on device\n", "\(stderr)")
    }

    @Test func aNegativeSeedSaysSeedsAreUnsigned() throws {
        for command in [
            ["simulate", "--game", "crash", "--target", "2", "--wagers", "10"], ["day"], ["report"], ["check"]
        ] {
            let result = try run(command + ["--seed", "-1"])
            #expect(result.status == 2)
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(
                result.stderr.contains(
                    "--seed must be an unsigned 64-bit number (0…18446744073709551615, or hexadecimal with 0x), got -1"),
                "\(command[0]): \(result.stderr)")
            #expect(!result.stderr.contains("Missing value"))
        }
    }

    @Test func aConfigurationFifoOrHugeFileIsRefusedWithoutBlocking() throws {
        let targets = try Targets()
        let result = try run(["analyze", "--game", "mines", "--config", targets.folder + "/fifo"])
        expectRefused(result, "--config \(targets.folder)/fifo: is not a regular file", "config fifo")
        let big = targets.folder + "/big.json"
        try Data(("{\"mines\":{\"returnPPM\":0." + String(repeating: "0", count: 2_000_000) + "1}}").utf8)
            .write(to: URL(fileURLWithPath: big))
        expectRefused(
            try run(["simulate", "--game", "mines", "--wagers", "10", "--seed", "1", "--config", big]),
            "--config \(big): is larger than 1048576 bytes", "big config")
    }

    /// A degenerate machine (every spin the same) can no longer pass: paying 2.00x it returns 200 %
    /// and the reader refuses the file (exit 2, naming the paytable); paying 1.00x no spin ever gains,
    /// so every stake is refused and `check` fails (exit 1), naming the choice. A test that cannot be
    /// run stays not applicable, never a failure (`degenerateCasesAreNotApplicableNeverNaNOrAFailure`).
    @Test func aDegenerateMachineIsRefusedByTheReaderOrFailsCheckNamingIt() throws {
        let targets = try Targets()
        let config = targets.folder + "/degenerate.json"
        func machine(paying multiplier: String) throws {
            try Data(
                (#"{"slots":{"reels":[["A"],["A"],["A"]],"paytable":[{"label":"AAA","multiplier":"#
                    + multiplier + #","line":["A","A","A"]}]}}"#).utf8
            )
            .write(to: URL(fileURLWithPath: config))
        }
        try machine(paying: "2")
        expectRefused(
            try run(["check", "--config", config, "--wagers", "1000"]),
            "--config \(config): slots.paytable: nominal return 200.00 % is above 100 % (a choice may not return more "
                + "than it takes)",
            "200 % machine")
        try machine(paying: "1")
        let check = try run(["check", "--config", config, "--wagers", "1000"])
        #expect(check.status == 1, "\(check.stderr)")
        #expect(
            check.stdout.contains(
                "offered choices: slots, 1 choices × wagers 1…120, at 00:00 (1439 min until 23:59), remaining = the wager: "
                    + "every choice accepted at some stake: 1 choices are refused at every stake (offered in name only): slots one payline"
            ), "\(check.stdout)")
    }
    // MARK: Issue 30: the folder rule, late checks and wording

    /// A fifo inside the output folder was refused only after the whole run (`week`/`redeem`
    /// printed their result first): now before any work, with nothing printed.
    @Test func aFifoInsideTheOutputFolderIsRefusedBeforeAnyWork() throws {
        let targets = try Targets()
        let reports = targets.folder + "/R"
        try FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: false)
        #expect(mkfifo(reports + "/pipe", 0o644) == 0)
        let line =
            "--output-dir: cannot write reports into \(reports): \(reports)/pipe is a fifo; a report folder holds only "
            + "folders and files: move it out"
        expectRefused(
            try run(["report", "--output-dir", reports, "--wagers", "1000", "--days", "1"]), line, "report")
        expectRefused(
            try run(["week", "--limit", "21h", "--rate", "10", "--weeks", "10", "--output-dir", reports]), line, "week")
        expectRefused(try run(["redeem", "--days", "10", "--output-dir", reports]), line, "redeem")
    }

    /// `report --check` ran the whole report before saying the folder was missing or a file.
    @Test func reportCheckOfAMissingFolderOrAFileIsRefusedBeforeAnyWork() throws {
        let targets = try Targets()
        expectRefused(
            try run(["report", "--check", "--output-dir", targets.folder + "/missing"]),
            "--output-dir: \(targets.folder)/missing does not exist: there is nothing to compare; give the folder "
                + "the reports were written to", "missing")
        expectRefused(
            try run(["report", "--check", "--output-dir", targets.folder + "/target.txt"]),
            "--output-dir: \(targets.folder)/target.txt is not a folder", "file")
    }

    /// U+202E in an argument would reverse the error line that echoes it: refused like a line break.
    @Test func aDirectionOverrideInAnArgumentIsRefusedAndNotEchoed() throws {
        expectRefused(
            try run(["simulate", "--game", "crash\u{202E}"]),
            "argument 3 ('crash?') holds a line break or another control character; options and paths must be one line",
            "U+202E")
    }

    @Test func aMistypedCommandIsAnsweredWithTheNearestOne() throws {
        expectRefused(try run(["chek"]), "unknown command 'chek'; did you mean 'check'?", "chek")
        expectRefused(try run(["help", "chek"]), "unknown command 'chek'; did you mean 'check'?", "help chek")
        expectRefused(try run(["frobnicate"]), "unknown command 'frobnicate' (see casino-odds --help)", "frobnicate")
    }

    /// ArgumentParser keeps the last of a repeated option without a word.
    @Test func aRepeatedSingleValueOptionIsRefused() throws {
        expectRefused(
            try run(["simulate", "--game", "crash", "--wagers", "10", "--wagers=20"]),
            "option '--wagers' is given more than once; give it once", "simulate")
    }

    @Test func helpWorksWhateverTheDrawsVariableHolds() throws {
        let help = try run(["--help"], environment: ["CASINO_ODDS_DRAWS": "bad"])
        #expect(help.status == 0, "\(help.stderr)")
        expectRefused(
            try run(["rng", "--count", "1"], environment: ["CASINO_ODDS_DRAWS": "bad"]),
            "CASINO_ODDS_DRAWS must be scalar or lanes", "rng")
    }

    /// What a replay would ignore is refused, and --trace-events needs a replay to add to.
    @Test func optionsAReplayWouldIgnoreAreRefused() throws {
        for option in [["--seed", "3"], ["--days", "5"], ["--format", "json"]] {
            expectRefused(
                try run(["day", "--replay", "1:0:0"] + option),
                "\(option[0]) does nothing with --replay (SEED:STREAM:DAY names the seed and the day; the steps are "
                    + "text): leave it out", "\(option)")
        }
        expectRefused(
            try run(["day", "--trace-events", "--days", "1"]),
            "--trace-events needs --replay SEED:STREAM:DAY (it adds to that day's steps)", "trace")
    }

    @Test func reportHelpStatesTheDefaultWagerCounts() throws {
        let help = try run(["report", "--help"], environment: ["COLUMNS": "300"]).stdout
        #expect(help.contains("default: \(ReportPlan.defaultWagersPerSimulation))"), "\(help)")
        #expect(help.contains("0 runs no gate (default: \(CheckSuite.defaultWagers))"), "\(help)")
    }
}

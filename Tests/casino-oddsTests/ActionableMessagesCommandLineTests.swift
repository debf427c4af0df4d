import Foundation
import Testing

/// Issue 38's messages that did not help (`--config ''` gave `: does not exist`, `--wagers 1e308`
/// blamed a whole exponent, every bad `--replay` said "DAY below 100"), each now one line naming the
/// option and what is wrong, exit 2, run as the built binary.
@Suite("Messages that say what is wrong (binary)")
struct ActionableMessagesCommandLineTests: CasinoOddsCommandLine {
    /// A scratch folder, removed at the end.
    final class Scratch {
        let folder = NSTemporaryDirectory() + "casino-odds-messages-\(UUID().uuidString)"
        init() throws { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: folder) }

        func write(_ name: String, _ text: String) throws -> String {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
            return folder + "/" + name
        }
    }

    private func expectRefused(_ arguments: [String], _ line: String) throws {
        let result = try run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr == "casino-odds: \(line)\n", "\(arguments)")
        #expect(result.stdout.isEmpty, "\(arguments)")
    }

    @Test func anEmptyFilePathNamesItsOption() throws {
        try expectRefused(["analyze", "--config", ""], "--config is empty: give the path of a file")
        try expectRefused(["day", "--profile-file", ""], "--profile-file is empty: give the path of a file")
        try expectRefused(
            ["simulate", "--game", "crash", "--wagers", "10", "--output", ""],
            "--output is empty: give the path of a file")
    }

    /// 308 is a whole number: the count is too large, and every reader of a wager count says so.
    @Test func aWagerCountPastTheLimitIsTooLargeNotABadExponent() throws {
        let line = "'1e308' is not a number of wagers: it must be at most 1e15"
        try expectRefused(["simulate", "--game", "crash", "--wagers", "1e308"], "--wagers: \(line)")
        try expectRefused(["check", "--wagers", "1e308"], "--wagers: \(line)")
        try expectRefused(["report", "--wagers", "1e308"], "--wagers: \(line)")
        try expectRefused(["report", "--gate-wagers", "1e308"], "--gate-wagers: \(line)")
        try expectRefused(
            ["check", "--wagers", "1e-308"], "--wagers: '1e-308' is not a number of wagers: it must be a whole number")
        try expectRefused(
            ["check", "--wagers", "1e3.5"],
            "--wagers: '1e3.5' is not a number of wagers: the exponent after 'e' must be a whole number, e.g. 1e9")
    }

    @Test func eachMalformedReplayHandleSaysWhatIsWrong() throws {
        let cases: [(String, String)] = [
            ("1:4611686018427387904:0", "STREAM 4611686018427387904 is out of range: it must be 0…92233720368547757"),
            ("::", "SEED is empty"),
            ("1::0", "STREAM is empty"),
            ("1:2", "needs 3 fields separated by colons, got 2"),
            ("x:0:0", "SEED 'x' is not a whole number"),
            ("1:-1:0", "STREAM -1 is out of range: it must be 0…92233720368547757"),
            ("1:0:100", "DAY 100 is out of range: it must be 0…99"),
            ("18446744073709551616:0:0", "SEED 18446744073709551616 is out of range: it must be 0…18446744073709551615")
        ]
        for (handle, why) in cases {
            try expectRefused(
                ["day", "--replay", handle], "--replay '\(handle)': \(why) (SEED:STREAM:DAY, e.g. 1:42:17)")
        }
    }

    /// "give one of the names that is not linked" named nothing when every name is a link.
    @Test func aHardLinkedOutputSaysHowToGetOut() throws {
        let scratch = try Scratch()
        let path = try scratch.write("history.json", "keep\n")
        #expect(link(path, scratch.folder + "/other-name.json") == 0)
        try expectRefused(
            ["day", "--profile", "chaser", "--replay", "3:0:5", "--export-history", path],
            "--export-history \(path): cannot write (it has 1 other hard link, which would keep the old contents: "
                + "remove it or give a name that does not exist yet)")
        #expect(FileManager.default.contents(atPath: path) == Data("keep\n".utf8))
    }

    /// A field's path alone (`mines.returnPPM: -5 is negative`) named neither the file nor the
    /// option; every command that reads a configuration or profile file now starts with both.
    @Test func aConfigurationOrProfileErrorStartsWithTheOptionAndThePath() throws {
        let scratch = try Scratch()
        let config = try scratch.write("game.json", #"{"mines": {"returnPPM": -5}}"#)
        let history = scratch.folder + "/history.json"
        let exported = try run(["day", "--profile", "chaser", "--replay", "3:0:5", "--export-history", history])
        #expect(exported.status == 0, "\(exported.stderr)")
        let commands: [[String]] = [
            ["analyze"], ["simulate", "--game", "mines", "--wagers", "10"], ["check"], ["report"], ["verify", history],
            ["tune", "--game", "mines", "--target-rtp", "0.97"], ["sweep", "--game", "mines", "--param", "edge"],
            ["rng", "--outcomes", "mines", "--count", "1"]
        ]
        for command in commands {
            try expectRefused(command + ["--config", config], "--config \(config): mines.returnPPM: -5 is negative")
        }
        try expectRefused(
            ["analyze", "--config", scratch.folder + "/none.json"],
            "--config \(scratch.folder)/none.json: does not exist")
        let profile = try scratch.write("me.json", #"{"sessionMinutes": 0}"#)
        try expectRefused(
            ["day", "--profile-file", profile], "--profile-file \(profile): sessionMinutes: 0 must be 1…600")
    }

    /// `simulate` said "the wager (10 min) is more than the remaining minutes (-1)"; `analyze`
    /// "--remaining must be 0…100000 minutes": now both say it one way, naming the option.
    @Test func everyMomentOptionRefusalHasOneWording() throws {
        let simulate = ["simulate", "--game", "crash", "--wagers", "10"]
        try expectRefused(simulate + ["--remaining", "-1"], "--remaining must be 1…1000000 minutes, got -1")
        try expectRefused(["analyze", "--remaining", "-1"], "--remaining must be 0…100000 minutes, got -1")
        try expectRefused(simulate + ["--stake", "0"], "--stake must be 1…1000000 minutes, got 0")
        try expectRefused(["analyze", "--stake", "0"], "--stake must be 1…100000 minutes, got 0")
        try expectRefused(
            ["tune", "--game", "crash", "--target-rtp", "0.97", "--stake", "0"],
            "--stake must be 1…100000 minutes, got 0")
        try expectRefused(simulate + ["--until-midnight", "2000"], "--until-midnight must be 0…1499 minutes, got 2000")
        try expectRefused(["analyze", "--until-midnight", "2000"], "--until-midnight must be 0…1499 minutes, got 2000")
        try expectRefused(
            simulate + ["--remaining", "5"],
            "--stake 10 is more than --remaining 5: a wager must be 1…remaining minutes")
    }

    /// A `--shard 2/2` part of a one-chunk run covers the whole run, so it records no shard: given
    /// twice it was called "both shard 1/1".
    @Test func aPartGivenTwiceIsNamedByWhatItHolds() throws {
        let scratch = try Scratch()
        let part = scratch.folder + "/p2.json"
        let made = try run([
            "simulate", "--game", "crash", "--target", "2", "--wagers", "1000", "--seed", "1", "--shard", "2/2",
            "--output", part
        ])
        #expect(made.status == 0, "\(made.stderr)")
        try expectRefused(
            ["merge", part, part], "\(part) is given twice (it holds the whole run, chunks 0..<1): give each part once")
    }

    /// A link to /proc/self was listed and read: the folder `report --check` compares must be one.
    @Test func reportCheckRefusesAFolderThatIsASymbolicLink() throws {
        let scratch = try Scratch()
        let link = scratch.folder + "/Reports"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self")
        try expectRefused(
            ["report", "--check", "--output-dir", link],
            "--output-dir: \(link) is a symbolic link; report --check does not follow it: give the folder it points to")
    }
}

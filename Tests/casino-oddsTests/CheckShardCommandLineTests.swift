import Foundation
import Testing

// `check --shard i/k` and `merge` through the binary (Docs/scaling.md, "Sharded check"): what the
// parts assemble into is what the unsharded check prints, with its exit code; bad shards and a
// duplicated part are one line and exit code 2.

@Suite("check --shard through the binary")
struct CheckShardCommandLineTests: CasinoOddsCommandLine {
    @Test func partsAssembleIntoTheUnshardedOutputAndExitCode() throws {
        let dir = NSTemporaryDirectory() + "casino-odds-check-shard-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let whole = try run(["check", "--wagers", "3000", "--seed", "9", "--format", "json"], in: dir)
        #expect(whole.status == 0 || whole.status == 1, "\(whole.stderr)")
        for i in 1...2 {
            let part = try run(
                [
                    "check", "--wagers", "3000", "--seed", "9", "--threads", "1", "--shard", "\(i)/2", "--output",
                    "c\(i).json"
                ],
                in: dir)
            #expect(part.status == 0, "\(part.stderr)")
            #expect(part.stdout.isEmpty)
        }
        let merged = try run(["merge", "c2.json", "c1.json", "--format", "json"], in: dir)
        #expect(merged.status == whole.status, "\(merged.stderr)")
        #expect(merged.stdoutBytes == whole.stdoutBytes)
        let twice = try run(["merge", "c1.json", "c2.json", "c2.json"], in: dir)
        #expect(
            twice.status == 2
                && twice.stderr == "casino-odds: c2.json is given twice (shard 2/2): give each part once\n")
        let missing = try run(["merge", "c1.json"], in: dir)
        #expect(
            missing.status == 2
                && missing.stderr == "casino-odds: shard 2/2 is not among the parts: 1 of 2 shards are missing\n")
    }

    @Test func badShardsAreOneLineAndExitTwo() throws {
        let cases: [([String], String)] = [
            (["check", "--shard", "3/2"], "--shard: shard 3/2 does not exist: the shard number must be 1…2"),
            (["check", "--shard", "1/2", "--list"], "--list plays nothing, so it has no --shard"),
            (["check", "--shard", "1/2", "--junit", "x.xml"], "--shard writes a part (JSON)"),
            (["check", "--shard", "1/2", "--config", "c.json"], "--shard runs the default configuration")
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix("casino-odds: " + message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(arguments)")
        }
    }
}

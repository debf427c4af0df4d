import Foundation
import Testing

// `day --shard i/k` and `merge` through the binary (Docs/scaling.md, "Sharded day"): the
// parts assemble into exactly what the unsharded day prints (table and JSON); a duplicated,
// missing or edited part, and options a shard would ignore, are one line and exit code 2.

@Suite("day --shard through the binary")
struct DayShardCommandLineTests: CasinoOddsCommandLine {
    @Test func partsAssembleIntoTheUnshardedOutput() throws {
        let dir = NSTemporaryDirectory() + "casino-odds-day-shard-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = ["day", "--profile", "chaser", "--days", "450", "--seed", "5"]
        let wholeTable = try self.run(run, in: dir)
        let wholeJSON = try self.run(run + ["--format", "json"], in: dir)
        #expect(wholeTable.status == 0 && wholeJSON.status == 0, "\(wholeTable.stderr)")
        for i in 1...3 {
            let part = try self.run(run + ["--threads", "1", "--shard", "\(i)/3", "--output", "d\(i).json"], in: dir)
            #expect(part.status == 0, "\(part.stderr)")
            #expect(part.stdout.isEmpty)
        }
        let table = try self.run(["merge", "d3.json", "d1.json", "d2.json"], in: dir)
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdoutBytes == wholeTable.stdoutBytes)
        let json = try self.run(["merge", "d1.json", "d2.json", "d3.json", "--format", "json"], in: dir)
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdoutBytes == wholeJSON.stdoutBytes)

        let twice = try self.run(["merge", "d1.json", "d2.json", "d2.json", "d3.json"], in: dir)
        #expect(
            twice.status == 2
                && twice.stderr == "casino-odds: d2.json is given twice (shard 2/3): give each part once\n")
        let missing = try self.run(["merge", "d1.json", "d3.json"], in: dir)
        #expect(
            missing.status == 2
                && missing.stderr == "casino-odds: shard 2/3 is not among the parts: 1 of 3 shards are missing\n")
        // A part relabelled by hand as another shard: it holds the wrong number of days (and its
        // fingerprint no longer matches; one relabelled with its fingerprint recomputed is refused
        // by the replay of its first chunk, DayPartTests).
        let text = try String(contentsOfFile: dir + "/d1.json", encoding: .utf8)
        try text.replacingOccurrences(of: "\"shard\": \"1/3\"", with: "\"shard\": \"2/3\"")
            .write(toFile: dir + "/relabelled.json", atomically: true, encoding: .utf8)
        let relabelled = try self.run(["merge", "relabelled.json", "d3.json"], in: dir)
        #expect(relabelled.status == 2)
        #expect(
            relabelled.stderr == "casino-odds: relabelled.json: result.days is 100; shard 2/3 of 450 days holds 200\n")
        #expect(relabelled.stderr.filter { $0 == "\n" }.count == 1)
        let audit = try self.run(["merge", "d1.json", "d2.json", "d3.json", "--audit", "1"], in: dir)
        #expect(audit.status == 2 && audit.stderr.hasPrefix("casino-odds: --audit replays simulate and certify parts"))
    }

    @Test func optionsAShardWouldIgnoreAreOneLineAndExitTwo() throws {
        let cases: [([String], String)] = [
            (["day", "--shard", "3/2"], "--shard: shard 3/2 does not exist: the shard number must be 1…2"),
            (["day", "--shard", "1/2", "--replay", "1:0:3"], "--replay plays one day, so it has no --shard"),
            (["day", "--shard", "1/2", "--format", "json"], "--shard writes a part, which is JSON"),
            (["day", "--shard", "1/2", "--format", "table"], "--shard writes a part, which is JSON")
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix("casino-odds: " + message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(arguments)")
        }
    }
}

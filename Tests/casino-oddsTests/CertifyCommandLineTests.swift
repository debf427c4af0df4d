import Foundation
import Testing

// `certify` through the binary (Docs/scaling.md): the table unsharded and merged from shards is the
// same bytes; bad shards and tampered parts are one line and exit code 2.

@Suite("certify through the binary")
struct CertifyCommandLineTests: CasinoOddsCommandLine {
    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "casino-odds-certify-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test func shardsMergedGiveTheUnshardedTableByteForByte() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let whole = try run(["certify", "--wagers", "3000", "--seed", "5", "--output-dir", "whole"], in: dir)
        #expect(whole.status == 0, "\(whole.stderr)")
        #expect(whole.stdout.contains("of 258 choices have their exact return inside the 95 % interval"))
        for i in 1...3 {
            let part = try run(
                [
                    "certify", "--wagers", "3000", "--seed", "5", "--threads", "1", "--shard", "\(i)/3", "--output",
                    "p\(i).json"
                ],
                in: dir)
            #expect(part.status == 0, "\(part.stderr)")
        }
        let merged = try run(
            ["merge", "p3.json", "p1.json", "p2.json", "--audit", "1", "--output-dir", "merged"], in: dir)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stderr.contains("every one matches"))
        for file in ["certification.csv", "certification.md"] {
            #expect(try bytes("\(dir)/whole/\(file)") == bytes("\(dir)/merged/\(file)"))
        }
        let record = String(decoding: try bytes("\(dir)/merged/parts.csv"), as: UTF8.self)
        #expect(record.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count == 4)
        // The Markdown on stdout is the folder's certification.md.
        let markdown = try run(["merge", "p1.json", "p2.json", "p3.json"], in: dir)
        #expect(markdown.stdoutBytes == (try bytes("\(dir)/whole/certification.md")))
    }

    @Test func badShardsAndTamperedPartsAreOneLineAndExitTwo() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for i in 1...2 {
            _ = try run(["certify", "--wagers", "1000", "--shard", "\(i)/2", "--output", "p\(i).json"], in: dir)
        }
        let text = String(decoding: try bytes("\(dir)/p2.json"), as: UTF8.self)
        try Data(text.replacingOccurrences(of: "\"2/2\"", with: "\"1/2\"").utf8).write(
            to: URL(fileURLWithPath: "\(dir)/relabelled.json"))
        let cases: [([String], String)] = [
            (["certify", "--shard", "3/2"], "--shard: shard 3/2 does not exist: the shard number must be 1…2"),
            (["certify", "--shard", "0/4"], "--shard: shard 0/4 does not exist: the shard number must be 1…4"),
            (["certify", "--shard", "2/0"], "--shard: a shard count must be at least 1, got 2/0"),
            (["certify", "--shard", "x"], "--shard: a shard is written i/k with whole numbers, e.g. 3/8; got 'x'"),
            (["certify", "--wagers", "0"], "--wagers: '0' is not a number of wagers"),
            (["certify", "--shard", "1/2", "--output-dir", "d"], "--shard writes a part"),
            (["merge", "p1.json"], "shard 2/2 is not among the parts"),
            (["merge", "p1.json", "p2.json", "p2.json"], "p2.json is given twice"),
            (["merge", "relabelled.json", "p2.json"], "relabelled.json"),
            (["merge", "p1.json", "p2.json", "--format", "json"], "--format is for simulate parts")
        ]
        for (arguments, message) in cases {
            let result = try run(arguments, in: dir)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix("casino-odds: " + message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
        }
    }
}

import Foundation
import Testing

/// An argument that is not UTF-8 is refused, never repaired: `CommandLine.arguments` turns
/// `out\xFE.json` into `out\u{FFFD}.json`, which named (and replaced) another file (issue 38).
@Suite("Invalid UTF-8 arguments (binary)")
struct ArgumentEncodingCommandLineTests: CasinoOddsCommandLine {
    @Test func anOutputPathThatIsNotUTF8IsRefusedAndTheRepairedNameIsUntouched() throws {
        let folder = NSTemporaryDirectory() + "casino-odds-utf8-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let repaired = folder + "/out\u{FFFD}.json"
        try Data("keep\n".utf8).write(to: URL(fileURLWithPath: repaired))
        let words = ["simulate", "--game", "crash", "--target", "2", "--wagers", "1000", "--seed", "1", "--output"]
        let result = try run(
            rawArguments: words.map { Array($0.utf8) } + [Array((folder + "/out").utf8) + [0xFE] + Array(".json".utf8)])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(
            result.stderr
                == "casino-odds: argument 11 ('\(folder)/out\\xFE.json') is not valid UTF-8; the tool reads UTF-8 only, "
                + "so it refuses the argument rather than change it (a path would name another file)\n")
        #expect(result.stdout.isEmpty)
        #expect(FileManager.default.contents(atPath: repaired) == Data("keep\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out\u{FFFD}.json"])
    }

    /// Any argument, not only paths: a cut multibyte character in a value or an option's name.
    @Test func anyArgumentThatIsNotUTF8IsNamedByItsPosition() throws {
        let cases: [([[UInt8]], String)] = [
            ([Array("analyze".utf8), Array("--game".utf8), [0x63, 0xC3]], "argument 3 ('c\\xC3')"),
            ([Array("analyze".utf8), [0x2D, 0x2D, 0xFF, 0x67]], "argument 2 ('--\\xFFg')"),
            // An overlong encoding of "/" is not UTF-8 either (it would slip past a check for "/").
            ([Array("verify".utf8), [0x61, 0xC0, 0xAF, 0x62]], "argument 2 ('a\\xC0\\xAFb')")
        ]
        for (arguments, named) in cases {
            let result = try run(rawArguments: arguments)
            #expect(result.status == 2, "\(named): \(result.stderr)")
            #expect(
                result.stderr
                    == "casino-odds: \(named) is not valid UTF-8; the tool reads UTF-8 only, so it refuses the argument "
                    + "rather than change it (a path would name another file)\n")
        }
    }
}

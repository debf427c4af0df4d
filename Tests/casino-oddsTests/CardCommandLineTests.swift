import Foundation
import Testing

/// `casino-odds card`: the app's bet card for one bet, and for a batch of questions (the reference
/// `Scripts/browser-test.sh` holds the disclosure pages' own card to).
@Suite("card command line")
struct CardCommandLineTests: CasinoOddsCommandLine {
    func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
    }

    /// The issue's question: Plinko 16 high, 10 minutes, 20:00, holding 60 (239 minutes before 23:59).
    @Test func plinkoSixteenHighTenMinutesAtEightPMHoldingSixty() throws {
        let words = try run([
            "card", "--game", "plinko", "--rows", "16", "--risk", "high", "--stake", "10", "--at", "20:00",
            "--remaining",
            "60"
        ])
        #expect(words.status == 0, "\(words.stderr)")
        #expect(words.stdout.contains("10 minutes, holding 60, 239 minutes until 23:59"))
        #expect(
            words.stdout.contains(
                "refused: a 10-minute bet returns 82.3 % on average, below the 95 % return floor: "
                    + "no wager on this choice meets it now"))
        #expect(words.stdout.contains("largest gain:    +179 minutes, 137/32768 (1 in 240), capped from +8494"))
        let card = try json([
            "card", "--game", "plinko", "--rows", "16", "--risk", "high", "--stake", "10", "--at", "20:00",
            "--remaining",
            "60", "--format", "json"
        ])
        #expect(card["accepted"] as? Bool == false)
        #expect(card["rule"] as? String == "floor")
        #expect(card["minutesUntilMidnight"] as? Int == 239)
        #expect(card["keptPer100"] as? String == "1349305/16384")
        #expect(card["keptPer100Shown"] as? String == "82.3")
        #expect(card["chanceOfGain"] as? String == "6885/32768")
        #expect(card["chanceOfGainOneIn"] as? Int == 5)
        #expect(card["capCut"] as? Bool == true)
        #expect(card["nearestBelow"] is NSNull && card["nearestAbove"] is NSNull)
    }

    /// Times of day read as the core's ZoneClock reads them on the three kinds of day.
    @Test(arguments: [
        ("00:00", "ordinary", 1439), ("23:59", "ordinary", 0), ("00:00", "23h", 1379), ("01:59", "23h", 1260),
        ("02:30", "23h", 1229), ("03:00", "23h", 1259), ("00:00", "25h", 1499), ("01:30", "25h", 1409),
        ("02:00", "25h", 1319), ("23:59", "25h", 0)
    ])
    func aTimeOfDayIsRealMinutesUntil2359(at: String, day: String, minutes: Int) throws {
        let card = try json([
            "card", "--game", "crash", "--target", "2.00", "--stake", "10", "--at", at, "--day", day, "--format", "json"
        ])
        #expect(card["minutesUntilMidnight"] as? Int == minutes, "\(at) \(day)")
    }

    /// The nearest accepted stakes: Crash 1.20x pays whole minutes only on stakes of 5, 10, 11, 15, …
    /// (floor rounding: 7 minutes pay 8, keeping 92.3 of every 100), so holding 30 at 00:00 a 7-minute
    /// bet is refused, and the nearest stakes the app takes are 5 and 10.
    @Test func theNearestAcceptedStakesAroundARefusedOne() throws {
        let card = try json([
            "card", "--game", "crash", "--target", "1.20", "--stake", "7", "--remaining", "30", "--format", "json"
        ])
        #expect(card["accepted"] as? Bool == false)
        #expect(card["keptPer100Shown"] as? String == "92.3")
        #expect(card["nearestBelow"] as? Int == 5)
        #expect(card["nearestAbove"] as? Int == 10)
    }

    @Test func aBatchOfQuestionsIsAnsweredOneLineEach() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("card-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("q.jsonl")
        try """
        {"choice": "plinko-16-rows-high", "wager": 10, "remaining": 60, "minutesUntilMidnight": 239}

        {"choice": "crash-2-00x", "wager": 10, "remaining": 10, "at": "01:30", "day": "25h"}
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try run(["card", "--questions", file.path, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["choice"] as? String == "plinko-16-rows-high")
        #expect(first["keptPer100"] as? String == "1349305/16384")
        let second = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        #expect(second["minutesUntilMidnight"] as? Int == 1409)
        #expect(second["accepted"] as? Bool == true)
        // A bad line: one line naming the file's line, exit 2.
        try """
        {"choice": "crash-2-00x", "wager": 10, "remaining": 10, "minutesUntilMidnight": 1439}
        {"choice": "crash-2-50x", "wager": 10, "remaining": 10, "minutesUntilMidnight": 1439}
        """.write(to: file, atomically: true, encoding: .utf8)
        let bad = try run(["card", "--questions", file.path, "--format", "json"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("line 2: no choice has the id"), "\(bad.stderr)")
        #expect(bad.stderr.split(separator: "\n").count == 1)
        // A line that is not JSON, or not an object: the line's reader words it, without the
        // grammar's place (the line is named).
        for (line, problem) in [
            (#"{"choice": "crash-2-00x""#, "not JSON (expected ',' or '}')"), ("[1]", "not a JSON object")
        ] {
            try "\n\(line)\n".write(to: file, atomically: true, encoding: .utf8)
            let refused = try run(["card", "--questions", file.path])
            #expect(refused.status == 2)
            #expect(
                refused.stderr == "casino-odds: --questions: \(file.path) line 2: \(problem)\n", "\(refused.stderr)")
        }
    }

    @Test(arguments: [
        ["card", "--game", "crash", "--target", "2.00"],
        ["card", "--game", "crash", "--target", "2.00", "--stake", "0"],
        ["card", "--game", "crash", "--target", "2.00", "--stake", "10", "--at", "24:00"],
        ["card", "--game", "crash", "--target", "2.00", "--stake", "10", "--at", "7:00"],
        ["card", "--game", "crash", "--target", "2.00", "--stake", "10", "--day", "24h"],
        ["card", "--game", "crash", "--target", "2.00", "--stake", "10", "--remaining", "-1"],
        ["card", "--game", "crash", "--target", "2.50", "--stake", "10"],
        ["card", "--questions", "/nonexistent/q.jsonl"],
        ["card", "--questions", "/nonexistent/q.jsonl", "--stake", "10"],
        ["card", "--game", "crash", "--target", "2.00", "--stake", "10", "--until-midnight", "1500"]
    ])
    func badInputIsOneLineAndExitTwo(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 2, "\(arguments)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("casino-odds: "), "\(result.stderr)")
    }
}

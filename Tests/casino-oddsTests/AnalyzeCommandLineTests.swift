import CasinoCore
import Foundation
import Testing
@testable import OddsLab

/// `casino-odds analyze` run as the built binary, the way a user runs it.
@Suite("casino-odds analyze (binary)")
struct AnalyzeCommandLineTests: CasinoOddsCommandLine {
    func withConfig<T>(_ json: String, _ body: (String) throws -> T) throws -> T {
        let path = NSTemporaryDirectory() + "casino-odds-config-\(UUID().uuidString).json"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }

    /// A field error of each game's reader, and one of the top level. The reader's own messages
    /// are checked one by one in `GameConfigurationJSONTests`; here the tool must print exactly that
    /// message, once, and nothing on stdout.
    static let malformedConfigurations = [
        #"{"plinko": {"tables": {"16": {"high": [1000, 130, -0.2]}}}}"#,
        #"{"plinko": {"tables": {"8": {"low": [5, 2, 1, 0.5, 0.4, 0.5, 1, 2, 6]}}}}"#,
        #"{"crash": {"returnPPM": 1000001}}"#,
        #"{"mines": {"returnPPM": -5}}"#,
        #"{"slots": {"reels": [["SEVEN"], [], ["SEVEN"]]}}"#,
        #"{"bogus": {}}"#
    ]

    @Test(arguments: malformedConfigurations)
    func malformedConfigExitsTwoWithOneLineNamingTheField(_ json: String) throws {
        let expected: String
        do {
            _ = try GameConfiguration.parse(json: json)
            Issue.record("the reader accepted \(json)")
            return
        } catch {
            expected = error.description
        }
        let (result, path) = try withConfig(json) {
            (try run(["analyze", "--game", "plinko", "--rows", "8", "--config", $0]), $0)
        }
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "casino-odds: --config \(path): \(expected)\n")
        #expect(!expected.contains("\n"))
    }

    @Test func configThatIsNotJSONNamesTheFileLineAndColumn() throws {
        let result = try withConfig("{\"crash\": [1,,2]}") { path in (try run(["analyze", "--config", path]), path) }
        #expect(result.0.status == 2)
        #expect(
            result.0.stderr
                == "casino-odds: --config \(result.1): is not JSON (line 1, column 14: expected a value, found ',')\n")
    }

    /// The whole JSON output: every configuration present, probabilities summing to exactly 1 and
    /// the nominal RTP equal to Σ p · centi / 100, effective RTP at 1 and 10 minutes everywhere.
    @Test func jsonCoversEveryConfigurationExactly() throws {
        let result = try run(["analyze", "--format", "json"])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        let entries = try #require(document["configurations"] as? [[String: Any]])
        func count(_ game: String) -> Int { entries.filter { $0["game"] as? String == game }.count }
        #expect(count("plinko") == 27 && count("mines") == 219 && count("slots") == 1)
        #expect(count("crash") == CrashConfiguration.defaults.offeredTargets.count)
        for entry in entries {
            let outcomes = try #require(entry["outcomes"] as? [[String: Any]])
            var total = ExactFraction.zero
            var rtp = ExactFraction.zero
            for outcome in outcomes {
                let p = try #require(fraction(outcome["probability"] as? String))
                let centi = try #require(outcome["centi"] as? Int)
                total = try #require(total.adding(p))
                let share = try #require(p.multiplied(by: ExactFraction(WideUnsigned(centi), 100)))
                rtp = try #require(rtp.adding(share))
            }
            #expect(total == .one)
            #expect(fraction(entry["nominalRTPExact"] as? String) == rtp)
            // (Foundation's JSON reader on Linux may be off by an ulp or two, so not ==.)
            #expect(abs((entry["nominalRTP"] as? Double ?? -1) - rtp.doubleValue) < 1e-12)
            let effective = try #require(entry["effectiveRTP"] as? [String: Double])
            #expect(effective["1"] != nil && effective["10"] != nil)
        }
    }

    @Test func publishedTablesInAConfigGetTheirExactRTP() throws {
        let json = """
            {"plinko": {"tables": {"16": {"medium": [110, 41, 10, 5, 3, 1.5, 1, 0.5, 0.3, 0.5, 1, 1.5, 3, 5, 10, 41, 110]}}}}
            """
        let result = try withConfig(json) {
            try run(["analyze", "--rows", "16", "--risk", "medium", "--format", "json", "--config", $0])
        }
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        let entry = try #require((document["configurations"] as? [[String: Any]])?.first)
        #expect(entry["nominalRTPExact"] as? String == "64873/65536")
        #expect(abs((entry["nominalRTP"] as? Double ?? 0) - 64873.0 / 65536.0) < 1e-12)
    }

    private func fraction(_ text: String?) -> ExactFraction? {
        guard let parts = text?.split(separator: "/"), parts.count == 2,
            let n = WideUnsigned(String(parts[0])), let d = WideUnsigned(String(parts[1])), d > 0
        else { return nil }
        return ExactFraction(n, d)
    }
}

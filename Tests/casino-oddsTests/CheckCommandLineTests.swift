import CasinoCore
import Foundation
@testable import OddsLab
import Testing

/// `casino-odds check` run as the built binary, the way CI runs it.
@Suite("casino-odds check (binary)")
struct CheckCommandLineTests: CasinoOddsCommandLine {
    func check(_ arguments: [String]) throws -> CasinoOddsRun { try run(["check"] + arguments) }

    func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "casino-odds-check-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func passingRunExitsZeroAndWritesJUnitAtomically() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let junit = folder + "/check.xml"
        let result = try check(["--wagers", "3000", "--junit", junit])
        #expect(result.status == 0, "\(result.stderr)")
        // The standard suite's size comes from the registry (466 cases and 3,087 checks for the four
        // games today: 6 per case (5 and its payouts derived twice), 1 decision proof per choice
        // played (258), 8 exact checks per game, 1 for the run; the published
        // Reports/checks.csv pins those figures).
        let cases = try CheckSuite(configuration: .defaults).cases.count
        #expect(result.stdout.hasPrefix("casino-odds check: \(cases) cases, 3,000 wagers each, seed 2026\n"))
        let passLine = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("PASS: all ") })
        // "PASS: all N checks pass (M not applicable)": the JUnit file lists all N + M.
        let numbers = passLine.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        let checks = numbers.reduce(0, +)
        #expect(GameRegistry.kinds != [.crash, .plinko, .mines, .slots] || (cases == 466 && checks == 3087))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(
            xml.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"casino-odds check\" tests=\"\(checks)\" failures=\"0\""
            ))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["check.xml"])
    }

    /// Done-when of the floor: a configuration whose floor is off accepts bets far below the 95 %
    /// policy floor, and `check` exits 1 naming the worst of them with choice, wager and return.
    @Test func aConfigurationWithTheFloorOffFailsNamingTheWorstAcceptedBets() throws {
        let path = NSTemporaryDirectory() + "casino-odds-floor-\(UUID().uuidString).json"
        try "{\"returnFloor\": 0}".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try check(["--config", path, "--wagers", "1000"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("policy floor: "))
        // Each game's worst accepted bets are named with choice, wager and return (whatever today's defaults are).
        for game in ["crash", "plinko", "mines", "slots"] {
            #expect(result.stderr.contains("(configuration floor off); worst: \(game) "), "\(game)")
        }
        #expect(result.stderr.contains(", wager 1: returns "))
        // The same configuration passes a policy floor of 0: the floor cases are the only failures.
        let lenient = try check(["--config", path, "--wagers", "1000", "--return-floor", "0"])
        #expect(lenient.status == 0, "\(lenient.stderr)")
        let bad = try check(["--return-floor", "1.5"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("casino-odds: --return-floor: 1.5"))
    }

    @Test func jsonIsTheSameBytesForOneAndTwoThreads() throws {
        let one = try check(["--wagers", "2000", "--seed", "9", "--format", "json", "--threads", "1"])
        let two = try check(["--wagers", "2000", "--seed", "9", "--format", "json", "--threads", "2"])
        #expect(one.status == 0 && two.status == 0)
        #expect(one.stdout == two.stdout)
        #expect(one.stdout.contains("\"seed\": 9,"))
    }

    @Test func listPrintsThePowerAndTheAuditedFalseAlarmRateWithoutPlaying() throws {
        let result = try check(["--list"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("1,048,576 wagers each"))
        #expect(result.stdout.contains("audited false-alarm rate per run: "))
        #expect(result.stdout.contains("smallest RTP deviation detected with ≥ 99 % probability, by game"))
    }

    @Test func badInputExitsTwoWithOneLineAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cases: [([String], String)] = [
            (["--wagers", "0"], "--wagers"),
            (["--wagers", "lots"], "--wagers"),
            (["--wagers", "2e15"], "at most 1e15"),
            (["--seed", "-1"], "seed"),
            (["--format", "xml"], "format"),
            (["--threads", "0"], "--threads"),
            (["--config", folder + "/missing.json"], "missing.json"),
            (["--junit", folder + "/no/such/folder/check.xml"], "does not exist"),
            (["--junit", folder], "is a folder")
        ]
        for (arguments, expected) in cases {
            let result = try check(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}

import CasinoCore
@testable import OddsLab
import SeededRuns
import Testing

/// `sweep`'s request: the rows of a parameter sweep, the day columns when asked, the inputs refused.
@Suite struct SweepRequestTests {
    func request(days: Int = 0, profile: String = "casual", game: GameKind? = .crash) throws -> SweepRequest {
        try SweepRequest(
            game: GameFlags(game: game), parameter: "edge", from: "0.01", to: "0.03", steps: 3, days: days,
            profile: profile, seed: Seed(value: 2), threads: 1)
    }

    @Test func aSweepWithoutDaysIsItsRowsOnly() throws {
        let request = try request()
        #expect(request.sweep.rows.map(\.returnPPM) == [990_000, 980_000, 970_000])
        #expect(request.daysToPlay == 0)
        let result = try request.run(control: RunControl())
        #expect(result.days == nil)
        #expect(result.failure == nil)
    }

    @Test func daysArePlayedForEveryRow() throws {
        let request = try request(days: 4)
        #expect(request.daysToPlay == 12)
        let result = try request.run(control: RunControl())
        #expect(result.days?.steps.count == 3)
        #expect(result.days?.violations == 0)
        #expect(result.failure == nil)
    }

    @Test func badDaysProfilesAndAMissingGameAreRefused() {
        #expect(refusal { _ = try request(days: -1) }?.contains("got -1") == true)
        #expect(refusal { _ = try request(days: 10_000_001) } != nil)
        #expect(
            refusal { _ = try request(days: 1, profile: "nobody") }?.contains("casual, heavy, chaser, all-in") == true)
        #expect(refusal { _ = try request(game: nil) } != nil)
    }

    /// The game flags are checked once, where they enter (`GameFlags` names the flag), after what the
    /// sweep refuses of them, in the configuration the sweep reads them in; the rows catch nothing.
    /// An edge sweep moves Mines' rate, so the formula offers a plan the default table leaves out;
    /// a wager sweep reads the table, which refuses it.
    @Test func theGameFlagsAreCheckedWhereTheyEnterNamingTheFlag() throws {
        func sweep(_ game: GameKind, _ parameter: String, _ flags: [String: String]) throws -> SweepRequest {
            try SweepRequest(
                game: GameFlags(game: game, options: flags), parameter: parameter, from: nil, to: nil, steps: nil,
                days: 0, profile: "casual", seed: Seed(value: 2), threads: 1)
        }
        #expect(refusal { _ = try sweep(.plinko, "risk", ["rows": "99"]) } == "--rows: 99 must be 8…16")
        #expect(
            refusal { _ = try sweep(.plinko, "rows", ["rows": "99"]) }
                == "--rows is what --param rows sweeps; leave it out")
        #expect(try sweep(.mines, "edge", ["mines": "20", "reveals": "5"]).sweep.rows.count == 5)
        #expect(
            refusal { _ = try sweep(.mines, "wager", ["mines": "20", "reveals": "5"]) }
                == "--mines: 20 mines 5 reveals is not offered (the configuration's table has no multiplier for it)")
    }
}

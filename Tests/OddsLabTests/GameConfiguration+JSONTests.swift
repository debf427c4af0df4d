import CasinoCore
import Testing
@testable import OddsLab

@Suite("Configuration file")
struct GameConfigurationJSONTests {
    /// Malformed configurations, each with the one-line error it must produce.
    static let malformed: [(json: String, error: String)] = [
        (
            #"{"plinko": {"tables": {"16": {"high": [1000, 130, -0.2]}}}}"#,
            "plinko.tables[16].high[2]: -0.2 is negative"
        ),
        (
            #"{"plinko": {"tables": {"16": {"high": [1000, 130, 37, -0.2]}}}}"#,
            "plinko.tables[16].high[3]: -0.2 is negative"
        ),
        (
            #"{"plinko": {"tables": {"8": {"low": [5, 2, 1, 0.5, 0.4, 0.5, 1, 2, 6]}}}}"#,
            "plinko.tables[8].low[8]: 6.00x breaks symmetry (bucket 0 pays 5.00x)"
        ),
        (
            #"{"plinko": {"tables": {"8": {"low": [5, 2, 1, 0.5, 0.5, 1, 2, 5]}}}}"#,
            "plinko.tables[8].low: 8 multipliers is the wrong length (8 rows need 9)"
        ),
        (
            #"{"plinko": {"tables": {"8": {"low": [5, 2, 1.155, 0.5, 0.4, 0.5, 1.155, 2, 5]}}}}"#,
            "plinko.tables[8].low[2]: 1.155 is not a whole hundredth (multipliers have at most two decimals)"
        ),
        (
            #"{"plinko": {"tables": {"8": {"low": [NaN, 2, 1, 0.5, 0.4, 0.5, 1, 2, 5]}}}}"#,
            "plinko.tables[8].low[0]: NaN is not a number"
        ),
        (
            #"{"plinko": {"tables": {"8": {"low": [5, "2", 1, 0.5, 0.4, 0.5, 1, 2, 5]}}}}"#,
            #"plinko.tables[8].low[1]: "2" must be a number (a multiplier such as 1.5)"#
        ),
        (
            #"{"plinko": {"tables": {"17": {"low": []}}}}"#,
            "plinko.tables[17]: is not a row count this product offers (8…16)"
        ),
        (#"{"plinko": {"tables": {"8": {"extreme": []}}}}"#, "plinko.tables[8].extreme: unknown key"),
        (#"{"plinko": {"tables": {"8": {"low": 5}}}}"#, "plinko.tables[8].low: 5 must be an array of multipliers"),
        (#"{"crash": {"bogus": 1}}"#, "crash.bogus: unknown key"),
        (#"{"crash": {"returnPPM": 0.97}}"#, "crash.returnPPM: 0.97 is not a whole number"),
        (#"{"crash": {"returnPPM": 1000001}}"#, "crash.returnPPM: 1000001 is too large (at most 1000000)"),
        (#"{"crash": {"returnPPM": 0}}"#, "crash.returnPPM: 0 must be 1…1000000 (parts per million; 970000 is 97 %)"),
        (
            #"{"crash": {"targets": [2, 1.5]}}"#,
            "crash.targets[1]: 1.50x is not above the target before it (list them in increasing order, once each)"
        ),
        (
            #"{"crash": {"minimumTarget": 1}}"#,
            "crash.minimumTarget: 1.00x is below 1.01x (a target of 1.00x or less can never win anything)"
        ),
        (#"{"crash": {"targets": [2, Infinity]}}"#, "crash.targets[1]: Infinity is not a number"),
        (#"{"mines": {"returnPPM": -5}}"#, "mines.returnPPM: -5 is negative"),
        (#"{"mines": {"edge": 3}}"#, "mines.edge: unknown key"),
        (#"{"slots": {"reels": [["SEVEN"], [], ["SEVEN"]]}}"#, "slots.reels[1]: empty strip"),
        (#"{"slots": {"reels": [["SEVEN"], ["SEVEN"]]}}"#, "slots.reels: 2 strips must be 3, one per reel"),
        (
            #"{"slots": {"paytable": [{"label": "x", "multiplier": 2, "line": ["SEVN", "*", "*"]}]}}"#,
            #"slots.paytable[0].line[0][0]: "SEVN" is on no strip"#
        ),
        (
            #"{"slots": {"paytable": [{"label": "x", "multiplier": -2, "line": ["SEVEN", "*", "*"]}]}}"#,
            "slots.paytable[0].multiplier: -2 is negative"
        ),
        (
            #"{"slots": {"paytable": [{"label": "x", "line": ["SEVEN", "*", "*"]}]}}"#,
            "slots.paytable[0].multiplier: is missing"
        ),
        (#"{"slots": {"paytable": []}}"#, "slots.paytable: must list at least one line"),
        (
            #"{"slots": {"paytable": [{"label": "x", "multiplier": 2, "count": {"symbol": "CHERRY", "atLeast": 4}}]}}"#,
            "slots.paytable[0].count.atLeast: 4 must be 1…3"
        ),
        (
            #"{"slots": {"paytable": [{"label": "no win", "multiplier": 2, "count": {"symbol": "CHERRY", "atLeast": 1}}]}}"#,
            #"slots.paytable[0].label: "no win" is reserved for combinations that pay nothing"#
        ),
        (#"{"bogus": {}}"#, "bogus: unknown key"),
        (
            #"{"crash": {"returnPPM": 990000, "returnPPM": 980000}}"#,
            "crash.returnPPM: appears twice (line 1, column 33)"
        ),
        (#"[1, 2]"#, "(top level): an array must be an object"),
        (
            "{\"crash\": {\"returnPPM\": 990000,\n  }",
            "configuration: is not JSON (line 2, column 3: expected a key in double quotes)"
        ),
        ("crash: 1", "configuration: is not JSON (line 1, column 1: expected a value, found 'c')"),
        ("", "configuration: is not JSON (line 1, column 1: expected a value, found the end of the file)")
    ]

    @Test(arguments: GameConfigurationJSONTests.malformed.indices)
    func malformedConfigurationNamesTheFieldInOneLine(_ index: Int) {
        let (json, expected) = GameConfigurationJSONTests.malformed[index]
        do {
            _ = try GameConfiguration.parse(json: json)
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.description == expected)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func theCorpusHasAtLeastTwentyCases() {
        #expect(GameConfigurationJSONTests.malformed.count >= 20)
    }

    @Test func anEmptyObjectIsTheDefaults() throws {
        #expect(try GameConfiguration.parse(json: "{}") == .defaults)
    }

    @Test func multipliersAreReadAsExactHundredths() throws {
        let config = try GameConfiguration.parse(json: #"{"crash": {"targets": [1.15, 2.5e0, 1e1, 100.10]}}"#)
        #expect(config.crash.offeredTargets == [115, 250, 1_000, 10_010].map(Centi.init))
    }

    @Test func aFileOverridesOnlyWhatItGives() throws {
        let config = try GameConfiguration.parse(
            json: """
                {"crash": {"returnPPM": 990000},
                 "mines": {"returnPPM": 990000},
                 "plinko": {"tables": {"8": {"low": [5.6, 2.1, 1.1, 1, 0.5, 1, 1.1, 2.1, 5.6]}}},
                 "slots": {"paytable": [{"label": "7s", "multiplier": 20, "line": ["SEVEN", "SEVEN", "SEVEN"]},
                                        {"label": "cherry", "multiplier": 0.5, "count": {"symbol": "CHERRY", "atLeast": 1}},
                                        {"label": "bars", "multiplier": 2, "line": [["BAR", "2BAR", "3BAR"], "*", ["BAR", "2BAR", "3BAR"]]}]}}
                """)
        #expect(
            config.crash.returnPPM == 990_000
                && config.crash.offeredTargets == CrashConfiguration.defaults.offeredTargets)
        #expect(config.mines.returnPPM == 990_000)
        #expect(config.plinko.tables[PlinkoOptions(rows: 8, risk: .low)]?.centis[0] == Centi(560))
        #expect(
            config.plinko.tables[PlinkoOptions(rows: 8, risk: .medium)]
                == PlinkoConfiguration.defaults.tables[PlinkoOptions(rows: 8, risk: .medium)])
        #expect(config.slots.reels == SlotsConfiguration.defaults.reels)
        #expect(config.slots.paytable.count == 3)
        #expect(config.slots.paytable[2].pattern == .line([["BAR", "2BAR", "3BAR"], [], ["BAR", "2BAR", "3BAR"]]))
        let analysis = try ExactAnalysis(engine: try CrashEngine(configuration: config.crash))
        #expect(analysis.nominalRTP == ExactFraction(99, 100))
    }

    @Test func aMissingFileIsOneLine() {
        #expect(throws: InputError(flag: .config, path: "/nonexistent/odds.json", problem: "does not exist")) {
            _ = try GameConfiguration.load(path: "/nonexistent/odds.json")
        }
    }

    @Test func jsonStringsDecodeEscapes() throws {
        #expect(
            try JSONReader.parse(#"["a\"b", "\u00e9\n", "\ud83c\udfb0"]"#)
                == .array([.string("a\"b"), .string("é\n"), .string("🎰")]))
    }
}

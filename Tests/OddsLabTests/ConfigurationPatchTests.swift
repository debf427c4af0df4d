import CasinoCore
import OddsReports
import Testing
@testable import OddsLab

@Suite("Tuning writes configurations the loader accepts")
struct ConfigurationPatchTests {
    private func loaded(_ tuned: VerifiedTuning, over base: JSONValue? = nil) throws -> GameConfiguration {
        try GameConfiguration.parse(json: ConfigurationPatch.fileText(tuned.patches, over: base))
    }

    static func requests() throws -> [TuningRequest] {
        [
            TuningRequest(game: .crash, target: try TargetRTP(parsing: "0.96")),
            TuningRequest(game: .mines, target: try TargetRTP(parsing: "0.97"), measure: .effective(wager: 10)),
            TuningRequest(game: .plinko, target: try TargetRTP(parsing: "0.99")),
            TuningRequest(game: .slots, target: try TargetRTP(parsing: "0.95"))
        ]
    }

    @Test(arguments: try requests())
    func everyGamesWrittenConfigurationLoadsBackToTheTunedOne(request: TuningRequest) throws {
        let tuned = try request.run(over: .defaults)
        #expect(try loaded(tuned) == tuned.configuration, "\(request.game)")
    }

    @Test func allTwentySevenPlinkoTablesAreWrittenAndReadBackExactly() throws {
        let tuned = try TuningRequest(game: .plinko, target: try TargetRTP(parsing: "0.95")).run(over: .defaults)
        #expect(tuned.patches.count == 27)
        let configuration = try loaded(tuned)
        guard case .plinko(let tunings) = tuned.result else { Issue.record("not plinko"); return }
        for tuning in tunings { #expect(configuration.plinko.tables[tuning.options] == tuning.table) }
    }

    /// `tune --output` over a `--config` file replaces the tuned part only; the rest of the file,
    /// number text and key order included, is what it was.
    @Test func theBaseFileKeepsEverythingButTheTunedPart() throws {
        let baseText = """
            {
              "crash": {"returnPPM": 990000, "targets": [1.5, 2, 10]},
              "plinko": {"tables": {"8": {"low": [6, 2.4, 1.1, 0.77, 0.5, 0.77, 1.1, 2.4, 6]}}}
            }
            """
        let base = try GameConfiguration.parse(json: baseText)
        let document = try JSONReader.parse(baseText)
        let selection = GameSelection(options: ["rows": "16", "risk": "high"])
        let tuned = try TuningRequest(game: .plinko, selection: selection, target: try TargetRTP(parsing: "0.98")).run(
            over: base)
        let text = ConfigurationPatch.fileText(tuned.patches, over: document)
        let reloaded = try GameConfiguration.parse(json: text)
        #expect(reloaded == tuned.configuration)
        #expect(reloaded.crash == base.crash)
        #expect(
            reloaded.plinko.tables[PlinkoOptions(rows: 8, risk: .low)]
                == base.plinko.tables[PlinkoOptions(rows: 8, risk: .low)])
        #expect(text.contains("\"crash\": {\"returnPPM\": 990000, \"targets\": [1.5, 2, 10]}"))
        #expect(text.contains("\"8\": {\"low\": [6, 2.4, 1.1, 0.77, 0.5, 0.77, 1.1, 2.4, 6]}"))
    }

    @Test func jsonTextReadsBackToTheSameText() throws {
        let text = """
            {"a": [1, 2.50, -3e2], "b": {"c": "q\\"uote\\u0001", "d": [[true, false], null]}, "e": {}}
            """
        let once = try JSONReader.parse(text).jsonText()
        #expect(try JSONReader.parse(once).jsonText() == once)
        #expect(once.contains("2.50") && once.contains("-3e2"))
    }

    @Test func multipliersAreWrittenAsTheirShortestExactDecimal() {
        #expect(Centi(550).configurationText == "5.5")
        #expect(Centi(77).configurationText == "0.77")
        #expect(Centi(7).configurationText == "0.07")
        #expect(Centi(100_000).configurationText == "1000")
        #expect(Centi(0).configurationText == "0")
    }
}

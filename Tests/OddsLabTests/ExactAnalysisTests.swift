import CasinoCore
import Testing
@testable import OddsLab

@Suite("Exact analysis")
struct ExactAnalysisTests {
    /// A push (1.00x) is a hit but not a win, and of two outcomes paying the same top multiplier the
    /// first listed is the largest win (two mutations, ">=" for ">" in each, survived every other test).
    @Test func aPushIsAHitNotAWinAndTheFirstOfEqualTopPaysIsTheLargestWin() throws {
        let analysis = try ExactAnalysis(
            outcomeTable: OutcomeTable([
                Outcome(label: "loss", probability: ExactFraction(1, 2), centi: Centi(0)),
                Outcome(label: "push", probability: ExactFraction(1, 4), centi: Centi(100)),
                Outcome(label: "top", probability: ExactFraction(1, 8), centi: Centi(300)),
                Outcome(label: "top again", probability: ExactFraction(1, 8), centi: Centi(300))
            ]))
        #expect(analysis.hitFrequency == ExactFraction(1, 2))
        #expect(analysis.winFrequency == ExactFraction(1, 4))
        #expect(analysis.largestWinIndex == 2)
    }

    static func allConfigurations() throws -> [ConfiguredGame] {
        try GameConfiguration.defaults.configuredGames(for: GameSelection())
    }

    @Test func everyConfigurationIsCovered() throws {
        let all = try Self.allConfigurations()
        #expect(all.filter { $0.game == .plinko }.count == 27)
        // The default table offers 219 of the 300 plans (68 have no stake of 1…120 minutes the floor
        // accepts; 13 no common stake accepted for half an ordinary day, holding only the bet).
        #expect(all.filter { $0.game == .mines }.count == 219)
        #expect(all.filter { $0.game == .crash }.count == CrashConfiguration.defaults.offeredTargets.count)
        #expect(all.filter { $0.game == .slots }.count == 1)
    }

    @Test(arguments: try allConfigurations())
    func probabilitiesSumToExactlyOneAndNominalIsSumOfPTimesCenti(game: ConfiguredGame) throws {
        let analysis = try ExactAnalysis(engine: game.engine)
        #expect(analysis.totalProbability == .one, "\(game.title)")
        var expected = ExactFraction.zero
        for o in game.engine.outcomeTable.outcomes {
            expected = expected.adding(
                o.probability.multiplied(by: ExactFraction(WideUnsigned(o.centi.hundredths), 100))!)!
        }
        #expect(analysis.nominalRTP == expected, "\(game.title)")
    }

    /// Floor rounding bites exactly when some possible payout `wager · centi / 100` is not whole.
    @Test(arguments: try allConfigurations())
    func roundedRTPIsBelowNominalExactlyWhereFloorRoundingBites(game: ConfiguredGame) throws {
        let analysis = try ExactAnalysis(engine: game.engine)
        for wager in ExactAnalysis.standardWagers {
            let effective = try #require(analysis.roundedRTP(atWager: wager))
            let bites = game.engine.outcomeTable.outcomes.contains {
                $0.probability != .zero && (wager * $0.centi.hundredths) % 100 != 0
            }
            #expect(
                bites ? effective < analysis.nominalRTP : effective == analysis.nominalRTP,
                "\(game.title) @\(wager)")
        }
    }

    @Test func crashAtTwoTimesHasTheTextbookFigures() throws {
        let analysis = try ExactAnalysis(engine: try CrashEngine())
        #expect(analysis.nominalRTP == ExactFraction(97, 100))
        #expect(analysis.hitFrequency == ExactFraction(97, 200))
        // Var = p·4 − 0.97² = 1.94 − 0.9409 = 0.9991.
        #expect(analysis.variance == ExactFraction(9991, 10_000))
        #expect(abs(analysis.volatilityIndex - 1.645 * 0.9991.squareRoot()) < 1e-12)
        #expect(analysis.largestWin.centi == Centi(200))
        #expect(abs(analysis.oneIn(outcomeAt: 1) - 200.0 / 97.0) < 1e-12)
        // A 1-minute bet at 2.00x pays 2: no rounding; at 1.01x it pays floor(1.01) = 1, returning nothing.
        #expect(analysis.effectiveRTP(atWager: 1) == ExactFraction(97, 100))
        let low = try ExactAnalysis(
            engine: try CrashEngine(configuration: .defaults.offering(Centi(101)), target: CrashTarget(Centi(101))))
        #expect(low.effectiveRTP(atWager: 1) == ExactFraction(97, 101))
        #expect(low.effectiveRTP(atWager: 10) == ExactFraction(97, 101))
        #expect(low.effectiveRTP(atWager: 120) == ExactFraction(97 * 121, 101 * 120))
    }

    /// A 99 % set of tables in the style casinos publish: the lab's exact RTP matches one computed
    /// independently (Python fractions), to 1e-12 and in fact exactly.
    @Test func publishedNinetyNinePercentPlinkoTablesGetTheirExactRTP() throws {
        let published: [(Int, PlinkoRisk, [Int], ExactFraction)] = [
            (8, .low, [560, 210, 110, 100, 50, 100, 110, 210, 560], ExactFraction(1267, 1280)),
            (8, .medium, [1300, 300, 130, 70, 40, 70, 130, 300, 1300], ExactFraction(633, 640)),
            (8, .high, [2900, 400, 150, 30, 20, 30, 150, 400, 2900], ExactFraction(317, 320)),
            (
                16, .low, [1600, 900, 200, 140, 140, 120, 110, 100, 50, 100, 110, 120, 140, 140, 200, 900, 1600],
                ExactFraction(324_399, 327_680)
            ),
            (
                16, .medium, [11000, 4100, 1000, 500, 300, 150, 100, 50, 30, 50, 100, 150, 300, 500, 1000, 4100, 11000],
                ExactFraction(64873, 65536)
            ),
            (
                16, .high,
                [100_000, 13000, 2600, 900, 400, 200, 20, 20, 20, 20, 20, 200, 400, 900, 2600, 13000, 100_000],
                ExactFraction(162_163, 163_840)
            )
        ]
        var config = PlinkoConfiguration.defaults
        for (rows, risk, centis, _) in published {
            config.tables[PlinkoOptions(rows: rows, risk: risk)] = PlinkoTable(centis.map(Centi.init))
        }
        for (rows, risk, _, rtp) in published {
            let analysis = try ExactAnalysis(
                engine: try PlinkoEngine(configuration: config, options: PlinkoOptions(rows: rows, risk: risk)))
            #expect(analysis.nominalRTP == rtp)
            #expect(abs(analysis.nominalRTP.doubleValue - rtp.doubleValue) < 1e-12)
        }
    }

    @Test func slotsPARSheetAddsUpToTheOutcomeTable() throws {
        let config = SlotsConfiguration.defaults
        let sheet = SlotsPARSheet(configuration: config)
        let analysis = try ExactAnalysis(engine: try SlotsEngine(configuration: config))
        #expect(sheet.totalReturn == analysis.nominalRTP)
        #expect(sheet.hitFrequency == analysis.hitFrequency)
        #expect(
            sheet.rows.reduce(0) { $0 + $1.count }
                + Int(
                    analysis.outcomeTable.outcomes.last!.probability.numerator
                        * WideUnsigned(config.cycle) / analysis.outcomeTable.outcomes.last!.probability.denominator)
                == config.cycle)
        #expect(sheet.rows.first?.symbols == ["SEVEN", "SEVEN", "SEVEN"])
        #expect(sheet.rows.first?.count == 4)
    }

    /// Every default Slots line pays a whole multiple of the wager, so no wager size loses to rounding.
    @Test func defaultSlotsLoseNothingToFloorRounding() throws {
        let analysis = try ExactAnalysis(engine: try SlotsEngine())
        for r in analysis.roundedRTPs { #expect(r.rtp == analysis.nominalRTP, "@\(r.wager)") }
    }
}

@Suite("Configured games")
struct ConfiguredGameTests {
    @Test func anOptionLeftOutMeansEveryValueForAnalysis() throws {
        let config = GameConfiguration.defaults
        #expect(
            try config.configuredGames(for: GameSelection(options: ["rows": "16"])).map(\.variant) == [
                "16 rows low", "16 rows medium", "16 rows high"
            ])
        #expect(try config.configuredGames(for: GameSelection(game: .mines, options: ["mines": "24"])).count == 1)
        // 20 reveals: 1, 2 and 3 mines are offered; 4 and 5 mines are not (their win exceeds a day at any stake).
        #expect(try config.configuredGames(for: GameSelection(options: ["reveals": "20"])).count == 3)
        #expect(
            try config.configuredGames(for: GameSelection(game: .crash, options: ["target": "3.00"])).map(\.options)
                == [["target": "3.00"]])
    }

    @Test func anOptionLeftOutMeansTheDocumentedDefaultForPlay() throws {
        let config = GameConfiguration.defaults
        #expect(try config.configuredGame(for: GameSelection(game: .crash)).variant == "2.00x")
        #expect(try config.configuredGame(for: GameSelection(game: .plinko)).variant == "16 rows medium")
        #expect(try config.configuredGame(for: GameSelection(game: .mines)).variant == "3 mines 5 reveals")
        #expect(try config.configuredGame(for: GameSelection(options: ["risk": "high"])).variant == "16 rows high")
        #expect(try config.configuredGame(for: GameSelection(game: .slots)).options == [:])
        #expect(try config.defaultConfiguredGames(for: GameSelection()).map(\.game) == GameKind.allCases)
    }

    @Test func optionsOfAnotherGameAreRejectedByName() {
        let config = GameConfiguration.defaults
        #expect(throws: ConfigurationError(path: "rows", rule: "is a plinko option, not a crash one")) {
            _ = try config.configuredGames(for: GameSelection(game: .crash, options: ["rows": "8"]))
        }
        #expect(throws: ConfigurationError.self) {
            _ = try config.configuredGames(for: GameSelection(options: ["rows": "8", "mines": "3"]))
        }
        #expect(throws: ConfigurationError.self) { _ = try config.configuredGame(for: GameSelection()) }
        #expect(throws: ConfigurationError(path: "rows", value: "7", rule: "must be 8…16")) {
            _ = try config.configuredGames(for: GameSelection(options: ["rows": "7"]))
        }
    }
}

import CasinoCore
import Testing
@testable import OddsLab

@Suite("Sweeps")
struct SweepAxisTests {
    @Test func valuesAreEvenlySpacedIntegersWithoutRepeats() {
        #expect(SweepAxis.spaced(1, 10, steps: 10) == Array(1...10))
        #expect(SweepAxis.spaced(0, 10, steps: 3) == [0, 5, 10])
        #expect(SweepAxis.spaced(10, 0, steps: 3) == [10, 5, 0])
        #expect(SweepAxis.spaced(0, 2, steps: 5) == [0, 1, 2])
        #expect(SweepAxis.spaced(7, 7, steps: 4) == [7])
        #expect(SweepAxis.spaced(0, 10, steps: 4) == [0, 3, 6, 10])
        #expect(SweepAxis.spaced(10, 0, steps: 4) == [10, 6, 3, 0])
    }

    @Test func edgeIsTheHouseEdgeToThePartPerMillion() throws {
        let axis = try SweepAxis(parameter: "edge", from: "0.01", to: "0.05", steps: 5, game: .crash)
        #expect(axis == .edge([990_000, 980_000, 970_000, 960_000, 950_000]))
        #expect(
            throws: InputError(
                "\(option: .from) 0.0000001 is finer than a part per million (returnPPM is a whole number)")
        ) {
            _ = try SweepAxis(parameter: "edge", from: "0.0000001", to: nil, steps: nil, game: .mines)
        }
        // The games with a return-rate knob (crash and mines today), named from the registry.
        let knobs = GameRegistry.games.filter { $0.returnRate != nil }.map(\.kind.rawValue)
        #expect(knobs.starts(with: ["crash", "mines"]))
        #expect(throws: InputError("\(option: .param) edge applies to \(SweepAxis.listed(knobs)), not plinko")) {
            _ = try SweepAxis(parameter: "edge", from: nil, to: nil, steps: nil, game: .plinko)
        }
        if knobs == ["crash", "mines"] {
            #expect(throws: InputError("\(option: .param) edge applies to crash and mines, not plinko")) {
                _ = try SweepAxis(parameter: "edge", from: nil, to: nil, steps: nil, game: .plinko)
            }
        }
    }

    /// A third game with the knob reads "crash, mines and dice", not "crash and mines and dice".
    @Test func gameNamesAreListedAsASentenceListsThem() {
        #expect(SweepAxis.listed([]) == "")
        #expect(SweepAxis.listed(["crash"]) == "crash")
        #expect(SweepAxis.listed(["crash", "mines"]) == "crash and mines")
        #expect(SweepAxis.listed(["crash", "mines", "dice"]) == "crash, mines and dice")
    }

    @Test func unknownParametersAndBadStepsAreOneLine() {
        #expect(
            throws: InputError("\(option: .param) speed is not a sweep parameter (edge, target, risk, rows, wager)")
        ) {
            _ = try SweepAxis(parameter: "speed", from: nil, to: nil, steps: nil, game: .crash)
        }
        #expect(throws: InputError("\(option: .steps) 0 must be 1…1000")) {
            _ = try SweepAxis(parameter: "wager", from: nil, to: nil, steps: 0, game: .slots)
        }
        #expect(throws: InputError("\(option: .to) 17 must be a whole number 8…16")) {
            _ = try SweepAxis(parameter: "rows", from: nil, to: "17", steps: nil, game: .plinko)
        }
    }

    @Test func eachRowIsTheExactAnalysisOfItsConfiguration() throws {
        let sweep = try Sweep(game: .crash, axis: .edge([990_000, 950_000]), over: .defaults)
        #expect(sweep.rows.map(\.value) == ["0.01", "0.05"])
        #expect(sweep.rows.map(\.returnPPM) == [990_000, 950_000])
        #expect(sweep.rows[0].analysis.nominalRTP == ExactFraction(99, 100))
        // 10 minutes at 2.00x: expected loss 10 · (1 − 0.99) = 0.1 minutes.
        #expect(sweep.rows[0].expectedLossPerBet.minutes == ExactFraction(1, 10))
        #expect(sweep.rows[0].expectedLossPerBet.isGain == false)

        let risks = try Sweep(
            game: .plinko, axis: .risk([.low, .high]), selection: GameSelection(options: ["rows": "12"]),
            over: .defaults)
        #expect(risks.rows.map(\.game.title) == ["plinko 12 rows low", "plinko 12 rows high"])

        let wagers = try Sweep(game: .mines, axis: .wager([1, 10]), over: .defaults)
        // 3 mines, 5 reveals pays 1.95x: a 1-minute bet gets floor(1.95) = 1 back, so its RTP is P(survive).
        #expect(wagers.rows[0].effectiveRTPAtWager == MinesOdds.survivalProbability(mines: 3, reveals: 5))
    }

    @Test func theSweptOptionCannotAlsoBeGiven() {
        #expect(throws: InputError("\(option: OptionName("rows")) is what \(option: .param) rows sweeps; leave it out"))
        {
            _ = try Sweep(
                game: .plinko, axis: .rows([8, 9]), selection: GameSelection(options: ["rows": "12"]), over: .defaults)
        }
    }
}

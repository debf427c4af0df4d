import CasinoCore
import Testing
@testable import OddsLab

/// One grammar for fractions in every command and configuration file (Docs/cli.md, "Fractions"):
/// a plain decimal, read exactly; a percent sign is refused everywhere, never read.
@Suite("One fraction grammar")
struct FractionGrammarTests {
    /// `--target-rtp 0.96%` used to tune Crash to 0.96 % and exit 0; `check --return-floor 95%` was
    /// refused while `tune` read it. Now every reader of a fraction refuses a percent sign, by name.
    @Test func aPercentSignIsRefusedInEveryFractionOption() {
        let rule = "has a percent sign: fractions are written as decimals, without % (0.95, not 95%)"
        #expect(throws: InputError("target RTP 0.96% \(rule)")) { _ = try TargetRTP(parsing: "0.96%") }
        #expect(throws: InputError("target RTP 96% \(rule)")) { _ = try TargetRTP(parsing: "96%") }
        #expect(DecimalText.perMillion("95%") == .failure(.percentSign))
        #expect(DecimalText.fraction("95%") == .failure(.percentSign))
        #expect(throws: InputError("hit band 25%,40% \(rule)")) { _ = try HitBand(parsing: "25%,40%") }
        #expect(ExactFraction(decimalText: "97%") == nil)
    }

    /// The same literals mean the same value in every reader: `0.95`, `.95` and `9.5e-1`.
    @Test func theSameDecimalMeansTheSameFractionEverywhere() throws {
        for text in ["0.95", ".95", "9.5e-1", "0.950000"] {
            #expect(DecimalText.fraction(text) == .success(ExactFraction(19, 20)), "\(text)")
            #expect(DecimalText.perMillion(text) == .success(950_000), "\(text)")
            #expect(try TargetRTP(parsing: text).value == ExactFraction(19, 20), "\(text)")
        }
        #expect(DecimalText.fraction("0.1234567891") == .failure(.tooManyDecimals))
        #expect(DecimalText.fraction("-0.5") == .failure(.negative))
    }
}

/// `tune` and the floor (Docs/tuning.md).
@Suite("Tuning and the return floor")
struct TuningFloorReportTests {
    /// `tune --game mines --mines 3 --reveals 5` used to write `returnPPM` alone, which a file reads
    /// as the formula: all 300 plans re-priced. Now the whole per-plan table is written with only
    /// that plan changed.
    @Test func tuningOneMinesPlanWritesTheWholeTableWithOnlyThatPlanChanged() throws {
        let request = TuningRequest(
            game: .mines, selection: GameSelection(options: ["mines": "3", "reveals": "5"]),
            target: try TargetRTP(parsing: "0.96"))
        let tuned = try request.run(over: .defaults)
        let before = try #require(GameConfiguration.defaults.mines.multipliers)
        let after = try #require(tuned.configuration.mines.multipliers)
        var changed: [String] = []
        for m in 0..<before.count {
            for k in 0..<before[m].count where before[m][k] != after[m][k] { changed.append("\(m + 1)/\(k + 1)") }
        }
        #expect(changed == ["3/5"])
        #expect(tuned.patches.map { $0.path } == [["mines", "multipliers"]])
    }

    /// A plain tune of Plinko 16 rows medium to 0.96 writes a table the floor refuses at every common
    /// stake: the result says so, with the stakes it does accept.
    @Test func aPlainTuneSaysWhenItsResultIsRefusedAtACommonStake() throws {
        let request = TuningRequest(
            game: .plinko, selection: GameSelection(options: ["rows": "16", "risk": "medium"]),
            target: try TargetRTP(parsing: "0.96"))
        let tuned = try request.run(over: .defaults)
        let refusal = try #require(tuned.commonStakeRefusals.first)
        #expect(refusal.title == "plinko 16 rows medium")
        #expect(refusal.refusedCommonStakes == Offer.commonStakes)
        #expect(!refusal.acceptedWagers.isEmpty)
        // At 0.97 the default table is kept, accepted at every common stake: nothing to say.
        let kept = try TuningRequest(
            game: .plinko, selection: GameSelection(options: ["rows": "16", "risk": "medium"]),
            target: try TargetRTP(parsing: "0.97")
        ).run(over: .defaults)
        #expect(kept.commonStakeRefusals.isEmpty)
    }
}

/// A sweep over Crash targets asks "what if this target were offered": every row, offered by the
/// defaults or not, is played by the day simulation under the configuration that offers it.
@Test func aTargetSweepPlaysEveryRowsDaysUnderTheConfigurationThatOffersIt() throws {
    let sweep = try Sweep(
        game: .crash, axis: .target([Centi(101), Centi(325), Centi(1_000)]), selection: GameSelection(),
        over: .defaults)
    let days = try SweepDayCost(sweep: sweep, profile: .chaser, days: 5, seed: 1, threads: 1)
    #expect(days.steps.allSatisfy { $0 != nil })
    // 1.01x gains nothing below 100 minutes: the chaser's bets (5, 10, … 80) are all refused.
    #expect(days.steps[0]?.minutesLostPerDay.sum == 0)
}

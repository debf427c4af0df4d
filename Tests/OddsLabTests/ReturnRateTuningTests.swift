import CasinoCore
import Testing
@testable import OddsLab

@Suite("Tuning Crash and Mines")
struct ReturnRateTuningTests {
    /// Nominally Crash returns exactly r at every target, so R = 0.975 is returnPPM 975 000, exactly.
    @Test(arguments: ["0.95", "0.97", "0.975", "0.99", "1"])
    func crashNominalIsTheTargetToThePartPerMillion(text: String) throws {
        let target = try TargetRTP(parsing: text)
        let tuning = try CrashTuner().tune(to: target)
        #expect(ExactFraction(WideUnsigned(tuning.returnPPM), 1_000_000) == target.value)
        #expect(tuning.gap.isZero)
    }

    @Test func crashFinerThanAPartPerMillionTakesTheNearestAndATieGoesToTheHouse() throws {
        // Finer than a part per million: the nearest, and the tie goes below (to the house).
        let tuning = try CrashTuner().tune(to: try TargetRTP(parsing: "0.9700005"))
        #expect(tuning.returnPPM == 970_000)
        #expect(tuning.closestAbove?.returnPPM == 970_001)
    }

    /// At target c a W-minute bet returns r · floor(W·C/100) · 100 / (W·C): the tuner inverts that.
    @Test func crashEffectiveAtAWagerIncludesTheFloor() throws {
        let target = CrashTarget(Centi(125))
        let tuning = try CrashTuner(configuration: .defaults.offering(target.centi), targets: [target]).tune(
            to: try TargetRTP(parsing: "0.93"), measure: .effective(wager: 10))
        // 10 minutes at 1.25x pays floor(12.5) = 12, so effective = r · 12 / 12.5 = 0.96 r; r = 0.93 / 0.96 = 0.96875.
        #expect(tuning.returnPPM == 968_750)
        #expect(tuning.gap.isZero)
        let analysis = try ExactAnalysis(
            engine: try CrashEngine(
                configuration: CrashConfiguration(
                    returnPPM: tuning.returnPPM, minimumTarget: Centi(101), maximumTarget: Centi(100_000),
                    offeredTargets: [Centi(125)]),
                target: target), wagers: [10])
        #expect(analysis.effectiveRTP(atWager: 10) == ExactFraction(93, 100))
    }

    /// The chosen return rate is at least as close as its neighbours, and the search's claim is
    /// what the engines' analyses give (through the full request, as the command runs it).
    @Test(arguments: [RTPMeasure.nominal, .effective(wager: 10)])
    func minesMeanOverAllPlansIsTheClosestReturnRate(measure: RTPMeasure) throws {
        let target = try TargetRTP(parsing: "0.95")
        // Over the formula (no per-plan table): every one of the 300 plans is offered and re-priced.
        let formula = GameConfiguration(mines: MinesConfiguration(returnPPM: 970_000))
        let tuned = try TuningRequest(game: .mines, target: target, measure: measure).run(over: formula)
        guard case .mines(let tuning) = tuned.result else { Issue.record("not mines"); return }
        #expect(tuned.verification.entries.count == 300)
        #expect(tuned.verification.meanRTP(measure) == tuning.rtp)
        let below = try #require(tuning.closestBelow)
        let above = try #require(tuning.closestAbove)
        #expect(below.rtp < target.value && !(above.rtp < target.value))
        #expect(!(RTPGap(achieved: below.rtp, target: target.value) < tuning.gap))
        #expect(!(RTPGap(achieved: above.rtp, target: target.value) < tuning.gap))
        // The runs of equal RTPs are reported from their lowest return rate.
        let tuner = MinesTuner()
        let justBelow = try tuner.tune(to: TargetRTP(below.rtp), measure: measure)
        #expect(justBelow.returnPPM == below.returnPPM)
    }

    @Test func minesOnePlanTunesThatPlansOwnRTP() throws {
        let plan = MinesPlan(mines: 3, reveals: 5)
        let tuning = try MinesTuner(plans: [plan]).tune(to: try TargetRTP(parsing: "0.97"))
        let multiplier = MinesConfiguration(returnPPM: tuning.returnPPM).cashOutMultiplier(mines: 3, reveals: 5)
        // P(survive) = 26334/53130; the multiplier closest to 0.97 / P is 1.96x (RTP 0.9715…) or 1.95x (0.9665…).
        #expect(multiplier == Centi(196))
        #expect(
            tuning.rtp == MinesOdds.survivalProbability(mines: 3, reveals: 5).multiplied(by: ExactFraction(196, 100)))
        #expect(tuning.plans == ["3 mines 5 reveals"])
    }

    @Test func anRTPNoReturnRateReachesIsRefusedWithWhatIsReachable() throws {
        #expect(
            throws: InputError(
                "crash: target RTP 0.97 is out of reach: even returnPPM 1000000 (no house edge) gives only 0.666667 as the effective RTP at 1 min of 1.50x"
            )
        ) {
            _ = try CrashTuner(configuration: .defaults.offering(Centi(150)), targets: [CrashTarget(Centi(150))]).tune(
                to: try TargetRTP(parsing: "0.97"), measure: .effective(wager: 1))
        }
        #expect(throws: InputError.self) { _ = try MinesTuner().tune(to: try TargetRTP(parsing: "1")) }
    }

    @Test func targetsAtOrBelowZeroOrAboveOneAreRefused() {
        #expect(throws: InputError("target RTP 0 must be above 0")) { _ = try TargetRTP(parsing: "0") }
        #expect(throws: InputError("target RTP -0.5 must be above 0")) { _ = try TargetRTP(parsing: "-0.5") }
        #expect(throws: InputError("target RTP 1.02 is above 1: a game may not return more than it takes")) {
            _ = try TargetRTP(parsing: "1.02")
        }
        #expect(throws: InputError.self) { _ = try TargetRTP(parsing: "abc") }
        #expect(throws: InputError.self) { _ = try TargetRTP(parsing: "0.1234567891") }
    }

    @Test func targetsReadAsDecimalsExactly() throws {
        #expect(try TargetRTP(parsing: "0.97").value == ExactFraction(97, 100))
        #expect(try TargetRTP(parsing: ".97").value == ExactFraction(97, 100))
        #expect(try TargetRTP(parsing: "9.75e-1").value == ExactFraction(39, 40))
        #expect(try TargetRTP(parsing: "1").value == .one)
    }
}

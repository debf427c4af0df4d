import CasinoCore
import Testing
@testable import OddsLab

/// The default Mines table and Crash targets, tuned for the return floor, checked with plain
/// integer arithmetic (no tuner code, no `EffectiveReturn`): a win of `w` minutes at `centi` pays
/// `floor(w · centi / 100)`, kept up to 1439 minutes at 00:00 with remaining = stake.
@Suite("Tuning Mines and Crash for the return floor")
struct TuningFloorMinesCrashTests {
    static let commonStakes = [5, 10, 15, 20, 30, 60]

    static func choose(_ n: Int, _ k: Int) -> Int {
        if k < 0 || k > n { return 0 }
        var r = 1
        for i in 0..<k { r = r * (n - i) / (i + 1) }
        return r
    }

    /// One win of probability `winNumerator / winDenominator` paying `centi`: does a `stake`-minute bet keep ≥ 95 %?
    static func meets95(winNumerator: Int, winDenominator: Int, centi: Int, stake: Int) -> Bool {
        let payout = stake * centi / 100
        let kept = payout > stake ? min(payout, 1439) : payout
        // (win · kept) / (den · stake) ≥ 95 / 100, in integers (fits: kept ≤ 1439, den ≤ C(25,12))
        return 100 * winNumerator * kept >= 95 * winDenominator * stake
    }

    static var offeredPlans: [(m: Int, k: Int, centi: Int)] {
        let mines = MinesConfiguration.defaults
        return (1...24).flatMap { m in
            (1...(25 - m)).compactMap { k in
                mines.offers(mines: m, reveals: k)
                    ? (m, k, mines.cashOutMultiplier(mines: m, reveals: k).hundredths) : nil
            }
        }
    }

    @Test func everyOfferedMinesPlanHasANominalWithinHalfAPointOf97() {
        for plan in TuningFloorMinesCrashTests.offeredPlans {
            let safe = TuningFloorMinesCrashTests.choose(25 - plan.m, plan.k),
                all = TuningFloorMinesCrashTests.choose(25, plan.k)
            // 0.965 ≤ safe · centi / (100 · all) ≤ 0.975
            #expect(
                1000 * safe * plan.centi >= 965 * 100 * all && 1000 * safe * plan.centi <= 975 * 100 * all, "\(plan)")
        }
    }

    @Test func everyOfferedMinesPlanHasAnAcceptedStakeBetween1And120Minutes() {
        #expect(TuningFloorMinesCrashTests.offeredPlans.count == 219)
        for plan in TuningFloorMinesCrashTests.offeredPlans {
            let safe = TuningFloorMinesCrashTests.choose(25 - plan.m, plan.k),
                all = TuningFloorMinesCrashTests.choose(25, plan.k)
            #expect(
                (1...120).contains {
                    TuningFloorMinesCrashTests.meets95(
                        winNumerator: safe, winDenominator: all, centi: plan.centi, stake: $0)
                },
                "\(plan)")
        }
    }

    /// The Mines search is exhaustive: no hundredth in a plan's band passes more common stakes.
    @Test func noHundredthInAPlansBandPassesMoreCommonStakesThanTheDefault() {
        for plan in TuningFloorMinesCrashTests.offeredPlans {
            let safe = TuningFloorMinesCrashTests.choose(25 - plan.m, plan.k),
                all = TuningFloorMinesCrashTests.choose(25, plan.k)
            func passed(_ centi: Int) -> Int {
                TuningFloorMinesCrashTests.commonStakes.filter {
                    TuningFloorMinesCrashTests.meets95(winNumerator: safe, winDenominator: all, centi: centi, stake: $0)
                }.count
            }
            let low = (965 * 100 * all + 1000 * safe - 1) / (1000 * safe), high = 975 * 100 * all / (1000 * safe)
            let tuned = passed(plan.centi)
            // Above 1439 · 100 / 5 every common stake keeps 1439 minutes: nothing changes there.
            guard low <= min(high, 28_781) else { continue }
            for centi in low...min(high, 28_781) { #expect(passed(centi) <= tuned, "\(plan) at \(centi)") }
        }
    }

    @Test func minesDefaultsAreWhatTheFloorTunerGivesFromTheFormula() throws {
        let tuned = try FloorTuningRequest(game: .mines, target: try TargetRTP(parsing: "0.97"))
            .run(over: PreFloorDefaults.configuration)
        #expect(tuned.configuration.mines == MinesConfiguration.defaults)
    }

    @Test func aPlanTheTableDoesNotOfferIsRefusedByTheEngine() {
        #expect(!MinesConfiguration.defaults.offers(mines: 20, reveals: 5))
        #expect(throws: ConfigurationError.self) {
            try MinesEngine(configuration: .defaults, plan: MinesPlan(mines: 20, reveals: 5))
        }
    }

    @Test func aConfigurationFileWithAReturnRateAloneMeansTheFormula() throws {
        let configuration = try GameConfiguration.parse(json: #"{"mines": {"returnPPM": 990000}}"#)
        #expect(configuration.mines.multipliers == nil)
        #expect(
            configuration.mines.cashOutMultiplier(mines: 3, reveals: 5)
                == MinesConfiguration(returnPPM: 990_000).formulaMultiplier(mines: 3, reveals: 5))
    }

    @Test func aMinesTableInAConfigurationFileIsReadWithNullForNotOffered() throws {
        var rows: [String] = []
        for m in 1...24 {
            rows.append("[" + (1...(25 - m)).map { m == 2 && $0 == 1 ? "null" : "1.01" }.joined(separator: ",") + "]")
        }
        let configuration = try GameConfiguration.parse(
            json: #"{"mines": {"multipliers": ["# + rows.joined(separator: ",") + "]}}")
        #expect(configuration.mines.cashOutMultiplier(mines: 3, reveals: 5) == Centi(101))
        #expect(!configuration.mines.offers(mines: 2, reveals: 1))
        #expect(throws: InputError.self) {
            try GameConfiguration.parse(json: #"{"mines": {"multipliers": [[1.5]]}}"#)
        }
    }

    /// Every listed Crash target pays whole minutes at every common stake, so each (target × stake)
    /// whose win the cap leaves whole returns exactly r = 97 % and is accepted; none is dead.
    @Test func everyListedCrashTargetPassesEveryCommonStakeTheCapLeavesWhole() {
        let crash = CrashConfiguration.defaults
        for target in crash.offeredTargets.map(\.hundredths) {
            // P(win) = r / c = 970000 · 100 / (10⁶ · target)
            for stake in TuningFloorMinesCrashTests.commonStakes {
                #expect(stake * target % 100 == 0, "\(target) at \(stake)")
                if stake * target / 100 <= 1439 {
                    #expect(
                        TuningFloorMinesCrashTests.meets95(
                            winNumerator: crash.returnPPM * 100, winDenominator: 1_000_000 * target,
                            centi: target, stake: stake), "\(target) at \(stake)")
                }
            }
            #expect(
                (1...120).contains {
                    TuningFloorMinesCrashTests.meets95(
                        winNumerator: crash.returnPPM * 100, winDenominator: 1_000_000 * target, centi: target,
                        stake: $0)
                }, "\(target)")
        }
    }
}

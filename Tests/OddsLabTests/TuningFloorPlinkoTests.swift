import CasinoCore
import Testing
@testable import OddsLab

/// The default Plinko tables, tuned for the return floor, checked without the tuner's code and
/// without `EffectiveReturn`: plain integer arithmetic over each table (Pascal's triangle for the
/// weights, `floor(w · centi / 100)` for a payout, 1439 minutes for the cap at 00:00).
@Suite("Tuning Plinko for the return floor")
struct TuningFloorPlinkoTests {
    static let commonStakes = [5, 10, 15, 20, 30, 60]

    /// Row n of Pascal's triangle.
    static func pascal(_ n: Int) -> [Int] {
        var row = [1]
        for _ in 0..<n { row = zip(row + [0], [0] + row).map { $0 + $1 } }
        return row
    }

    /// Σ C(n,k) · minutes kept by bucket k, for a `stake`-minute bet at 00:00 with remaining = stake:
    /// a payout above the stake keeps at most 1439 minutes (remaining + win ≤ minutes until 23:59).
    static func keptSum(_ centis: [Int], stake: Int) -> Int {
        let weights = pascal(centis.count - 1)
        var sum = 0
        for (weight, centi) in zip(weights, centis) {
            let payout = stake * centi / 100
            sum += weight * (payout > stake ? min(payout, 1439) : payout)
        }
        return sum
    }

    /// kept / (stake · 2ⁿ) ≥ 95/100, in integers.
    static func meets95(_ centis: [Int], stake: Int) -> Bool {
        100 * keptSum(centis, stake: stake) >= 95 * stake * (1 << (centis.count - 1))
    }

    static var defaultTables: [(PlinkoOptions, [Int])] {
        PlinkoOptions.all.compactMap { options in
            PlinkoConfiguration.defaults.table(for: options).map { (options, $0.centis.map(\.hundredths)) }
        }
    }

    @Test func everyDefaultTableKeepsNominalWithinTwoTenthsOfAPointOf97() {
        for (options, centis) in TuningFloorPlinkoTests.defaultTables {
            let n = centis.count - 1
            let sum = zip(TuningFloorPlinkoTests.pascal(n), centis).reduce(0) { $0 + $1.0 * $1.1 }
            // 0.968 ≤ sum / (100 · 2ⁿ) ≤ 0.972
            #expect(1000 * sum >= 968 * 100 * (1 << n) && 1000 * sum <= 972 * 100 * (1 << n), "\(options)")
        }
    }

    @Test func everyDefaultTableIsSymmetricAndNonDecreasingFromTheCentreOut() {
        for (options, centis) in TuningFloorPlinkoTests.defaultTables {
            let n = centis.count - 1
            #expect(centis == Array(centis.reversed()), "\(options)")
            for k in 0..<(n / 2) { #expect(centis[k] >= centis[k + 1], "\(options) bucket \(k)") }
        }
    }

    /// Done-when: among (table × common stake) pairs where the cap does not touch the largest win,
    /// every one passes the 95 % floor.
    @Test func everyCommonStakeTheCapLeavesWholeIsAccepted() {
        for (options, centis) in TuningFloorPlinkoTests.defaultTables {
            let largest = centis.max() ?? 0
            for stake in TuningFloorPlinkoTests.commonStakes where stake * largest / 100 <= 1439 {
                #expect(TuningFloorPlinkoTests.meets95(centis, stake: stake), "\(options) at \(stake) min")
            }
        }
    }

    @Test func everyDefaultTableHasAnAcceptedStakeBetween1And120Minutes() {
        for (options, centis) in TuningFloorPlinkoTests.defaultTables {
            #expect((1...120).contains { TuningFloorPlinkoTests.meets95(centis, stake: $0) }, "\(options)")
        }
    }

    /// The tuner's effective returns (the core's `EffectiveReturn`, through `FloorGoal.judge`) agree
    /// with the integer recomputation, exactly, at every common stake of every tuned table.
    @Test func tunerEffectiveReturnsAgreeWithAnIndependentRecomputation() throws {
        let tunings = try FloorTuningRequest(game: .plinko, target: try TargetRTP(parsing: "0.97"))
            .run(over: PreFloorDefaults.configuration)
        guard case .plinko(let tables) = tunings.result else { Issue.record("not plinko"); return }
        #expect(tables.count == 27)
        for tuning in tables {
            let centis = tuning.table.centis.map(\.hundredths)
            for (stake, effective) in zip(tuning.after.stakes, tuning.after.effectiveReturns) {
                let kept = TuningFloorPlinkoTests.keptSum(centis, stake: stake)
                let staked = stake * (1 << (centis.count - 1))
                let fraction = try #require(effective)
                // kept / staked == numerator / denominator
                #expect(
                    WideUnsigned(kept) * fraction.denominator == WideUnsigned(staked) * fraction.numerator,
                    "\(tuning.options) at \(stake) min")
                #expect(
                    tuning.after.acceptedStakes.contains(stake) == TuningFloorPlinkoTests.meets95(centis, stake: stake))
            }
        }
    }

    /// `tune --for-floor --baseline pre-floor` recomputes today's defaults exactly (Docs/tuning.md).
    @Test func defaultTablesAreWhatTheFloorTunerGivesFromThePreFloorShapes() throws {
        let tuned = try FloorTuningRequest(game: .plinko, target: try TargetRTP(parsing: "0.97"))
            .run(over: PreFloorDefaults.configuration)
        #expect(tuned.configuration.plinko == PlinkoConfiguration.defaults)
    }

    /// The tuner never claims more than its bound, and never accepts fewer stakes than the shape it started from.
    @Test func tunedTablesStayWithinTheirBoundAndNeverLoseAStake() throws {
        let tuned = try FloorTuningRequest(game: .plinko, target: try TargetRTP(parsing: "0.97"))
            .run(over: PreFloorDefaults.configuration)
        guard case .plinko(let tables) = tuned.result else { Issue.record("not plinko"); return }
        // 14 and 15 rows high were tuned again for the half day (their bound is at 11:59, not 00:00).
        #expect(
            tables.filter { $0.retunedForTheDay != nil }.map(\.options.description) == ["14 rows high", "15 rows high"])
        for tuning in tables {
            #expect(tuning.after.acceptedStakes.count >= tuning.before.acceptedStakes.count, "\(tuning.options)")
            let day = DayAcceptance.cells(of: PlinkoOdds.outcomeTable(table: tuning.table), floor: .defaults)
            #expect(DayAcceptance.isPlayable(day), "\(tuning.options)")
            guard tuning.retunedForTheDay == nil else { continue }
            #expect(tuning.after.acceptedStakes.count <= tuning.bound.acceptedStakes, "\(tuning.options)")
            #expect(!(tuning.bound.worstAcceptedReturn < tuning.after.worstAcceptedReturn), "\(tuning.options)")
            #expect(tuning.after.acceptedStakes.count >= tuning.before.acceptedStakes.count, "\(tuning.options)")
        }
    }

    /// A multiplier on the 0.20x grain pays whole minutes at every common stake.
    @Test func theGrainOfTheCommonStakesIsTwentyHundredths() {
        #expect(FloorGoal().grain == 20)
        #expect(FloorGoal(stakes: [10, 30]).grain == 10)
        #expect(FloorGoal(stakes: [1, 60]).grain == 100)
    }
}

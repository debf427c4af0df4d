import CasinoCore
@testable import OddsLab
import Testing

/// `MinesTuner`: one plan's RTP tuned to its target; the multiplier table has 24 rows, 25 − m long.
@Suite struct MinesTunerTests {
    @Test func theMultiplierTableHasARowPerMineCount() {
        let table = MinesTuner.multiplierTable(MinesConfiguration(returnPPM: 970_000))
        #expect(table.count == 24)
        #expect(table.map(\.count) == (1...24).map { 25 - $0 })
        // 1 mine, 1 reveal: floor(100 · 0.97 · 25 / 24) = 101 hundredths.
        #expect(table[0][0] == Centi(101))
    }

    @Test func tuningOnePlanReachesItsTargetFromBelowOrExactly() throws {
        let plan = try #require(MinesPlan.all.first { $0.mines == 3 && $0.reveals == 5 })
        let tuner = MinesTuner(plans: [plan])
        let tuning = try tuner.tune(to: TargetRTP(parsing: "0.95"))
        #expect(tuning.plans == [plan.description])
        #expect(tuning.rtp <= ExactFraction(95, 100) || tuning.gap.magnitude < ExactFraction(1, 100))
        #expect(tuner.configuration(for: tuning).returnPPM == tuning.returnPPM)
        // The RTP of the written configuration's plan is the tuning's.
        let written = tuner.configuration(for: tuning).cashOutMultiplier(mines: 3, reveals: 5)
        let survival = MinesOdds.survivalProbability(mines: 3, reveals: 5)
        #expect(try survival.times(ExactFraction(WideUnsigned(written.hundredths), 100), "rtp") == tuning.rtp)
    }

    @Test func noPlanIsRefused() {
        #expect(
            refusal { _ = try MinesTuner(plans: []).tune(to: TargetRTP(parsing: "0.97")) }?.contains("no plan") == true)
    }
}

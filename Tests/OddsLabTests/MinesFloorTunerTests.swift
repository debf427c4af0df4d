import CasinoCore
@testable import OddsLab
import Testing

/// `MinesFloorTuner`: one plan's cash-out multiplier, within the product's band around the target,
/// chosen for the stakes the floor accepts, with the reason each other stake is missed.
@Suite struct MinesFloorTunerTests {
    let tuner = MinesFloorTuner(target: OffTheOffer.minesTarget)
    let formula = MinesConfiguration(returnPPM: 970_000)

    @Test func oneMineOneRevealHasOneHundredthInItsBandAndNoStakeGains() throws {
        // 24/25 survive; 0.97 ± 0.005 over 24/25 is 1.0052x…1.0156x: only 1.01x.
        let tuning = try tuner.tune(mines: 1, reveals: 1, formula: formula)
        #expect(tuning.centi == Centi(101))
        #expect(tuning.band == Centi(101)...Centi(101))
        #expect(tuning.nominalRTP == ExactFraction(2424, 2500))
        #expect(tuning.after.acceptedStakes.isEmpty)
        #expect(tuning.misses.count == FloorGoal.commonStakes.count)
        #expect(tuning.misses.values.allSatisfy { $0 == .rounding })
    }

    @Test func threeMinesFiveRevealsStaysInItsBandAndNamesEveryMiss() throws {
        let tuning = try tuner.tune(mines: 3, reveals: 5, formula: formula)
        #expect(tuning.band.contains(tuning.centi))
        #expect(!(tuning.nominalRTP < ExactFraction(965, 1000)))
        #expect(!(ExactFraction(975, 1000) < tuning.nominalRTP))
        #expect(!tuning.after.acceptedStakes.isEmpty)
        #expect(!tuning.after.isBetter(than: tuner.goal.judge(tableAt(tuning.band.lowerBound, mines: 3, reveals: 5))))
        let missed = Set(FloorGoal.commonStakes).subtracting(tuning.after.acceptedStakes)
        #expect(Set(tuning.misses.keys) == missed)
    }

    func tableAt(_ centi: Centi, mines: Int, reveals: Int) -> OutcomeTable {
        var outcomes = MinesOdds.outcomeTable(configuration: formula, mines: mines, reveals: reveals).outcomes
        outcomes[outcomes.count - 1].centi = centi
        return OutcomeTable(outcomes)
    }
}

import CasinoCore
@testable import OddsLab
import Testing

/// `WagerSettlement`: a round as the runner pays it, capped at midnight, and the check of the cap rules.
@Suite struct WagerSettlementTests {
    func outcome(wager: Int, centi: Int) -> GameOutcome {
        GameOutcome(outcomeIndex: 0, centi: Centi(centi), wager: wager)
    }

    @Test func aLossPaysNothingAndAWinPaysFloorOfStakeTimesMultiplier() {
        let loss = WagerSettlement(outcome(wager: 10, centi: 0), remainingMinutes: 10, minutesUntilMidnight: 1439)
        #expect(loss == WagerSettlement(paidMinutes: 0, deltaMinutes: -10, capApplied: false, isWin: false))
        let win = WagerSettlement(outcome(wager: 7, centi: 150), remainingMinutes: 7, minutesUntilMidnight: 1439)
        #expect(win == WagerSettlement(paidMinutes: 10, deltaMinutes: 3, capApplied: false, isWin: true))
    }

    @Test func aWinPastMidnightIsCappedAndNeverCostsMinutes() {
        let capped = WagerSettlement(outcome(wager: 10, centi: 1000), remainingMinutes: 10, minutesUntilMidnight: 40)
        #expect(capped == WagerSettlement(paidMinutes: 40, deltaMinutes: 30, capApplied: true, isWin: true))
        let noRoom = WagerSettlement(outcome(wager: 10, centi: 1000), remainingMinutes: 50, minutesUntilMidnight: 40)
        #expect(noRoom.deltaMinutes == 0)
        #expect(noRoom.paidMinutes == 10)
    }

    @Test func theCapRuleCheckCatchesARaisedOrInconsistentSettlement() {
        let o = outcome(wager: 10, centi: 1000)
        let right = WagerSettlement(o, remainingMinutes: 10, minutesUntilMidnight: 40)
        #expect(!right.violatesCapRules(of: o, remainingMinutes: 10, minutesUntilMidnight: 40))
        let uncapped = WagerSettlement(paidMinutes: 100, deltaMinutes: 90, capApplied: false, isWin: true)
        #expect(uncapped.violatesCapRules(of: o, remainingMinutes: 10, minutesUntilMidnight: 40))
        let mislabelled = WagerSettlement(paidMinutes: 40, deltaMinutes: 30, capApplied: false, isWin: true)
        #expect(mislabelled.violatesCapRules(of: o, remainingMinutes: 10, minutesUntilMidnight: 40))
        let lossPaid = WagerSettlement(paidMinutes: 1, deltaMinutes: -10, capApplied: false, isWin: false)
        #expect(
            lossPaid.violatesCapRules(of: outcome(wager: 10, centi: 0), remainingMinutes: 10, minutesUntilMidnight: 40))
    }
}

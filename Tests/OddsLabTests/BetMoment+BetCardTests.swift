import CasinoCore
@testable import OddsLab
import Testing

/// The bet card at a moment, and the grid of moments the offer is judged over.
@Suite struct BetMomentBetCardTests {
    @Test func theGridIsFiveTimesOfDayByFourHoldings() {
        #expect(BetMoment.grid.count == 20)
        #expect(BetMoment.grid.first == .loosest)
        #expect(Set(BetMoment.grid).count == 20)
        #expect(Set(BetMoment.grid.map(\.minutesUntilMidnight)) == [1439, 719, 239, 59, 29])
        #expect(BetMoment.grid.compactMap(\.clockTime).contains("23:30"))
    }

    @Test func aCardAtMidnightStatesTheChanceAndTheGainOfCrash2x() throws {
        let table = CrashOdds.outcomeTable(returnPPM: 970_000, target: Centi(200))
        let card = try #require(BetMoment.loosest.betCard(of: table, wager: 10, floor: .defaults))
        #expect(card.isAccepted)
        #expect(card.chanceOfGain.probability == ExactFraction(97, 200))
        #expect(card.largestGain?.deltaMinutes == 10)
        #expect(!card.isLargestGainCapped)
    }

    @Test func aCardWhereTheCapLeavesNoGainCarriesTheRefusal() throws {
        let table = CrashOdds.outcomeTable(returnPPM: 970_000, target: Centi(200))
        let card = try #require(
            BetMoment(remainingMinutes: 30, minutesUntilMidnight: 29).betCard(of: table, wager: 10, floor: .defaults))
        #expect(!card.isAccepted)
    }
}

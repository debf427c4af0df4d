import CasinoCore
@testable import OddsLab
import Testing

/// `BetMoment`: the moment a bet is judged at (remaining minutes, minutes until 23:59) and the
/// effective return of a bet at it, with the cap.
@Suite struct BetMomentTests {
    let crash2x = CrashOdds.outcomeTable(returnPPM: 970_000, target: Centi(200))

    @Test func theLoosestMomentIsMidnightHoldingTheWager() {
        let moment = BetMoment.loosest
        #expect(moment.isLoosest)
        #expect(moment.remainingMinutes(forWager: 25) == 25)
        #expect(moment.clockTime == "00:00")
        #expect(moment.description == "at 00:00 (1439 min until 23:59), remaining = the wager")
    }

    @Test func clockTimesCountBackFrom2359() {
        #expect(BetMoment(minutesUntilMidnight: 0).clockTime == "23:59")
        #expect(BetMoment(minutesUntilMidnight: 719).clockTime == "12:00")
        #expect(BetMoment(remainingMinutes: 30, minutesUntilMidnight: 1499).clockTime == nil)
        #expect(
            BetMoment(remainingMinutes: 30, minutesUntilMidnight: 1499).description
                == "1499 min until 23:59, remaining 30 min")
    }

    @Test func theEffectiveReturnOfCrash2xIsNominalAtMidnightAndCappedNearIt() throws {
        let open = try #require(BetMoment.loosest.effectiveReturn(of: crash2x, wager: 10))
        #expect(open.fraction == ExactFraction(97, 100))
        // Holding 10 with 14 minutes left: a 20-minute win is capped to +4 (14 in hand).
        let late = try #require(
            BetMoment(remainingMinutes: 10, minutesUntilMidnight: 14).effectiveReturn(of: crash2x, wager: 10))
        #expect(late.fraction == ExactFraction(97 * 14, 200 * 10))
    }
}

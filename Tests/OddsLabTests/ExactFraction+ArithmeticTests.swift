@testable import OddsLab
import CasinoCore
import Testing

/// The analysis's exact arithmetic: right answers, and an overflow refused by name, never a trap.
@Suite struct ExactFractionArithmeticTests {
    @Test func sumsProductsAndDifferencesAreExact() throws {
        #expect(try ExactFraction(1, 3).plus(ExactFraction(1, 6), "x") == ExactFraction(1, 2))
        #expect(try ExactFraction(2, 3).times(ExactFraction(3, 4), "x") == ExactFraction(1, 2))
        #expect(try ExactFraction(3, 4).minus(ExactFraction(1, 6), "x") == ExactFraction(7, 12))
        #expect(ExactFraction(integer: 7) == ExactFraction(7, 1))
    }

    @Test func theAbsoluteDifferenceIsSymmetric() throws {
        let a = ExactFraction(97, 100)
        let b = ExactFraction(19, 20)
        #expect(try a.absoluteDifference(from: b, "edge") == ExactFraction(1, 50))
        #expect(try b.absoluteDifference(from: a, "edge") == ExactFraction(1, 50))
    }

    @Test func aNegativeDifferenceOrAnOverflowIsAnErrorNamingTheQuantity() {
        let line = refusal { _ = try ExactFraction(1, 3).minus(ExactFraction(1, 2), "house edge") }
        #expect(line == "the exact house edge does not fit in 128-bit fractions")
        let big = ExactFraction(1, WideUnsigned(UInt64.max) * WideUnsigned(UInt64.max - 1))
        let tiny = ExactFraction(1, WideUnsigned(UInt64.max - 2) * WideUnsigned(UInt64.max - 4))
        #expect(refusal { _ = try big.times(tiny, "product") } != nil)
    }

    /// An overflow names whose table it is where it is made (no catch words it again on the way up):
    /// a game's title for `analyze`, `sweep` and `tune`'s check, the game for a return-rate search.
    @Test func anOverflowNamesTheTableItIsAbout() {
        let big = ExactFraction(1, WideUnsigned(UInt64.max) * WideUnsigned(UInt64.max - 1))
        let tiny = ExactFraction(1, WideUnsigned(UInt64.max - 2) * WideUnsigned(UInt64.max - 4))
        let table = OutcomeTable([
            Outcome(label: "a", probability: big, centi: Centi(200)),
            Outcome(label: "b", probability: tiny, centi: Centi(100))
        ])
        #expect(
            refusal { _ = try ExactAnalysis(outcomeTable: table, title: "crash 2.00x") }
                == "crash 2.00x: the exact total probability does not fit in 128-bit fractions")
        #expect(
            refusal { _ = try ExactAnalysis(outcomeTable: table) }
                == "the exact total probability does not fit in 128-bit fractions")
        #expect(
            refusal { _ = try RTPMeasure.nominal.meanRTP(of: [table], subject: "crash") }
                == "crash: the exact nominal RTP does not fit in 128-bit fractions")
        #expect(
            refusal { _ = try RTPMeasure.effective(wager: 10).meanRTP(of: [table], subject: "mines") }
                == "mines: the exact rounded RTP does not fit in 128-bit fractions")
    }
}

import CasinoCore
@testable import OddsLab
import Testing
@testable import OddsReports

@Suite("Number formatting")
struct NumberFormatTests {
    @Test func fixedDecimalsUseAPointAndNoGrouping() {
        #expect(NumberFormat.fixed(1234567.891, places: 2) == "1234567.89")
        #expect(NumberFormat.fixed(0.485, places: 3) == "0.485")
        #expect(NumberFormat.fixed(3, places: 0) == "3")
        #expect(NumberFormat.fixed(3, places: 2) == "3.00")
        #expect(NumberFormat.fixed(-12.5, places: 1) == "-12.5")
    }

    @Test func roundingIsHalfAwayFromZeroOnTheShortestDecimal() {
        #expect(NumberFormat.fixed(0.125, places: 2) == "0.13")
        #expect(NumberFormat.fixed(2.675, places: 2) == "2.68") // binary 2.67499999…; printf says 2.67
        #expect(NumberFormat.fixed(2.5, places: 0) == "3")
        #expect(NumberFormat.fixed(-2.5, places: 0) == "-3")
        #expect(NumberFormat.fixed(0.30000000000000004, places: 2) == "0.30")
        #expect(NumberFormat.fixed(9.995, places: 2) == "10.00")
        #expect(NumberFormat.fixed(999.9996, places: 3) == "1000.000")
    }

    @Test func negativeZeroAndValuesRoundingToZeroHaveNoSign() {
        #expect(NumberFormat.fixed(-0.0, places: 2) == "0.00")
        #expect(NumberFormat.fixed(-0.001, places: 2) == "0.00")
        #expect(NumberFormat.significant(-0.0, digits: 3) == "0.00")
        #expect(NumberFormat.percent(-0.00001, places: 1) == "0.0")
    }

    @Test func largeAndSmallValuesNeverUseAnExponent() {
        #expect(NumberFormat.fixed(1e16, places: 0) == "10000000000000000")
        #expect(NumberFormat.fixed(1.5e20, places: 1) == "150000000000000000000.0")
        #expect(NumberFormat.fixed(1e-7, places: 9) == "0.000000100")
        #expect(NumberFormat.fixed(1e-7, places: 3) == "0.000")
        #expect(NumberFormat.significant(1.0 / 65536, digits: 3) == "0.0000153")
        #expect(NumberFormat.significant(Double.leastNonzeroMagnitude, digits: 1).hasSuffix("5"))
    }

    @Test func significantDigitsKeepTrailingZerosAndCarry() {
        #expect(NumberFormat.significant(0.5, digits: 3) == "0.500")
        #expect(NumberFormat.significant(12345, digits: 2) == "12000")
        #expect(NumberFormat.significant(9.996, digits: 3) == "10.0")
        #expect(NumberFormat.significant(0.00099996, digits: 2) == "0.0010")
        #expect(NumberFormat.significant(-1234.5, digits: 4) == "-1235")
    }

    @Test func percentMovesThePointInsteadOfMultiplying() {
        #expect(NumberFormat.percent(0.485, places: 1) == "48.5")
        #expect(NumberFormat.percent(0.29, places: 0) == "29")
        #expect(NumberFormat.percent(0.97, places: 2) == "97.00")
        #expect(NumberFormat.percent(1, places: 0) == "100")
    }

    @Test func exactFractionsRoundOnTheirExactExpansion() {
        #expect(NumberFormat.fixed(ExactFraction(1, 8), places: 2) == "0.13")
        #expect(NumberFormat.fixed(ExactFraction(1, 3), places: 5) == "0.33333")
        #expect(NumberFormat.fixed(ExactFraction(2, 3), places: 0) == "1")
        #expect(NumberFormat.fixed(ExactFraction(1_000_001, 1), places: 1) == "1000001.0")
        #expect(NumberFormat.significant(ExactFraction(1, 65536), digits: 3) == "0.0000153")
        #expect(NumberFormat.percent(ExactFraction(97, 200), places: 1) == "48.5")
        #expect(NumberFormat.significant(ExactFraction(0, 1), digits: 2) == "0.0")
        // A denominator near 2^128 still divides without overflow.
        #expect(
            NumberFormat.significant(ExactFraction(1, WideUnsigned.max), digits: 2)
                == "0.0000000000000000000000000000000000000029")
    }

    @Test func nonFiniteValuesPrintAsNotApplicable() {
        #expect(NumberFormat.fixed(.nan, places: 2) == "n/a")
        #expect(NumberFormat.fixed(.infinity, places: 2) == "n/a")
        #expect(NumberFormat.significant(-.infinity, digits: 2) == "n/a")
        #expect(NumberFormat.percent(.nan, places: 1) == "n/a")
    }

    @Test func integersArePlainDigitsAndDeltasShowTheirSign() {
        #expect(NumberFormat.integer(-1234567) == "-1234567")
        #expect(NumberFormat.integer(UInt128.max) == "340282366920938463463374607431768211455")
        #expect(NumberFormat.signed(10) == "+10")
        #expect(NumberFormat.signed(-10) == "-10")
        #expect(NumberFormat.signed(0) == "0")
    }
}

@testable import OddsLab
import CasinoCore
import Testing

/// Fractions from decimal text and back: exact reading, half-up rounding, trailing zeros trimmed.
@Suite struct ExactFractionDecimalTextTests {
    @Test func decimalTextReadsExactly() {
        #expect(ExactFraction(decimalText: "0.125") == ExactFraction(1, 8))
        #expect(ExactFraction(decimalText: "1") == .one)
        #expect(ExactFraction(decimalText: "95%") == nil)
        #expect(ExactFraction(decimalText: "-0.5") == nil)
        #expect(ExactFraction(decimalText: "0.0000000001") == nil)
    }

    @Test func roundingIsHalfUpAndCarries() {
        #expect(ExactFraction(1, 3).roundedDecimal(places: 4) == "0.3333")
        #expect(ExactFraction(2, 3).roundedDecimal(places: 4) == "0.6667")
        #expect(ExactFraction(1, 8).roundedDecimal(places: 2) == "0.13")
        #expect(ExactFraction(9999, 10000).roundedDecimal(places: 2) == "1.00")
        #expect(ExactFraction(5, 2).roundedDecimal(places: 0) == "3")
    }

    @Test func trimmedAndPercentText() {
        #expect(ExactFraction(97, 100).trimmedDecimal == "0.97")
        #expect(ExactFraction(2, 1).trimmedDecimal == "2")
        #expect(ExactFraction(3318, 10000).percentText(places: 2) == "33.18")
    }
}

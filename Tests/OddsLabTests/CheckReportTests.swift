@testable import OddsLab
import Testing

/// `CheckReport`'s figures as printed: digit by digit in integers, the same on every platform.
@Suite struct CheckReportTests {
    @Test func fixedRoundsHalfAwayFromZero() {
        #expect(CheckReport.fixed(2.5, 0) == "3")
        #expect(CheckReport.fixed(-2.5, 0) == "-3")
        #expect(CheckReport.fixed(0.125, 2) == "0.13")
        #expect(CheckReport.fixed(1.05, 3) == "1.050")
        #expect(CheckReport.fixed(-0.0004, 3) == "0.000")
        #expect(CheckReport.fixed(.nan, 2) == "n/a")
    }

    @Test func scientificKeepsTwoSignificantDigits() {
        #expect(CheckReport.scientific(0) == "0")
        #expect(CheckReport.scientific(1.234e-14) == "1.2e-14")
        #expect(CheckReport.scientific(5e-7) == "5.0e-7")
        #expect(CheckReport.scientific(9.96e-5) == "1.0e-4")
        #expect(CheckReport.scientific(0.05) == "0.050")
        #expect(CheckReport.scientific(0.5) == "0.50")
        #expect(CheckReport.scientific(12_345) == "1.2e4")
        #expect(CheckReport.scientific(.infinity) == "n/a")
    }

    @Test func percentHasFourDecimals() {
        #expect(CheckReport.percent(0.969947) == "96.9947 %")
        #expect(CheckReport.percent(1) == "100.0000 %")
    }
}

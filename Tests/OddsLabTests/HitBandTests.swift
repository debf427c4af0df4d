@testable import OddsLab
import CasinoCore
import Testing

/// `HitBand`: the range a machine's hit frequency must stay in, ends included.
@Suite struct HitBandTests {
    @Test func theProductsBandIsAQuarterToTwoFifths() {
        #expect(HitBand.product.lower == ExactFraction(1, 4))
        #expect(HitBand.product.upper == ExactFraction(2, 5))
        #expect(HitBand.product.description == "25.00 %…40.00 %")
    }

    @Test func endsAreIncludedAndOutsideIsNot() {
        let band = HitBand.product
        #expect(band.contains(ExactFraction(1, 4)))
        #expect(band.contains(ExactFraction(2, 5)))
        #expect(band.contains(ExactFraction(1, 3)))
        #expect(!band.contains(ExactFraction(249_999, 1_000_000)))
        #expect(!band.contains(ExactFraction(400_001, 1_000_000)))
    }

    @Test func textReadsExactly() throws {
        let band = try HitBand(parsing: "0.3,0.35")
        #expect(band.lower == ExactFraction(3, 10))
        #expect(band.upper == ExactFraction(7, 20))
    }

    @Test(arguments: ["0.4,0.3", "0.2,1.1", "25%,40%", "0.25", "0.25;0.40", "a,b", "0.1,0.2,0.3"])
    func badBandsAreRefused(text: String) {
        #expect(refusal { _ = try HitBand(parsing: text) } != nil)
    }
}

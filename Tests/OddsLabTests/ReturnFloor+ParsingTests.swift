import CasinoCore
@testable import OddsLab
import Testing

/// `ReturnFloor(parsing:)` and `fractionText`: one fraction grammar, read exactly, written back the same.
@Suite struct ReturnFloorParsingTests {
    @Test(arguments: [("0.95", 950_000), (".955", 955_000), ("0", 0), ("1", 1_000_000), ("9.5e-1", 950_000)])
    func decimalsAreReadAsPartsPerMillion(text: String, ppm: Int) throws {
        #expect(try ReturnFloor(parsing: text).perMillion == ppm)
    }

    @Test(arguments: [950_000, 955_000, 0, 1_000_000, 1, 999_999, 500_000])
    func theFractionTextReadsBackToTheSameFloor(ppm: Int) throws {
        let floor = ReturnFloor(perMillion: ppm)
        #expect(try ReturnFloor(parsing: floor.fractionText) == floor)
    }

    @Test func fractionTextHasNoTrailingZeros() {
        #expect(ReturnFloor(perMillion: 950_000).fractionText == "0.95")
        #expect(ReturnFloor(perMillion: 1).fractionText == "0.000001")
        #expect(ReturnFloor(perMillion: 0).fractionText == "0")
        #expect(ReturnFloor(perMillion: 1_000_000).fractionText == "1")
    }

    @Test func aPercentAboveOneOrTooFineIsRefused() {
        #expect(refusal { _ = try ReturnFloor(parsing: "95%") }?.contains("95%") == true)
        #expect(refusal { _ = try ReturnFloor(parsing: "1.01") }?.hasSuffix("1.01 is too large (at most 1)") == true)
        #expect(refusal { _ = try ReturnFloor(parsing: "0.9500001") }?.contains("more than six decimals") == true)
        #expect(refusal { _ = try ReturnFloor(parsing: "-0.1") }?.contains("is negative") == true)
    }
}

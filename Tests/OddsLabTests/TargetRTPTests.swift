@testable import OddsLab
import CasinoCore
import Testing

/// `TargetRTP`: an exact fraction in (0, 1], one decimal grammar.
@Suite struct TargetRTPTests {
    @Test(arguments: ["0.97", ".97", "9.7e-1", "0.970"])
    func everySpellingOfTheSameDecimalIsTheSameTarget(text: String) throws {
        let target = try TargetRTP(parsing: text)
        #expect(target.value == ExactFraction(97, 100))
        #expect(target.description == "0.97")
    }

    @Test func oneIsTheLargestTarget() throws {
        #expect(try TargetRTP(parsing: "1").value == .one)
        #expect(refusal { _ = try TargetRTP(parsing: "1.000000001") }?.contains("above 1") == true)
    }

    @Test func zeroNegativePercentAndTooManyDecimalsAreRefused() {
        #expect(refusal { _ = try TargetRTP(parsing: "0") }?.contains("must be above 0") == true)
        #expect(refusal { _ = try TargetRTP(parsing: "-0.5") }?.contains("must be above 0") == true)
        #expect(refusal { _ = try TargetRTP(parsing: "97%") }?.contains("97%") == true)
        #expect(refusal { _ = try TargetRTP(parsing: "0.9700000001") }?.contains("at most 9 decimals") == true)
    }
}

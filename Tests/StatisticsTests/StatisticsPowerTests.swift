import Testing
@testable import Statistics

// Reference values: scipy 1.17 (`norm.isf`, `norm.ppf`, and `optimize.brentq` on
// `ncx2.sf(chi2.isf(alpha, k), k, lam) - 0.99` with xtol 1e-14).
@Suite("Statistics: power analysis")
struct StatisticsPowerTests {
    @Test func minimumDetectableRTPDeviation() {
        // (norm.isf(1e-6/2) + norm.ppf(0.99)) * 1.5 / sqrt(1e8)
        expectClose(
            PowerAnalysis.minimumDetectableDeviation(alpha: 1e-6, power: 0.99, sigma: 1.5, count: 1e8),
            0.0010826979524609147)
    }

    @Test func requiredCountInvertsTheDetectableDeviation() {
        let n = PowerAnalysis.requiredCount(alpha: 1e-6, power: 0.99, sigma: 1.5, deviation: 0.0010826979524609147)
        expectClose(n, 1e8)
    }

    @Test func chiSquareNoncentralityMatchesReference() {
        expectClose(
            PowerAnalysis.chiSquareNoncentrality(alpha: 0.01, power: 0.99, degreesOfFreedom: 1),
            24.031341080467907) // brentq, alpha 0.01, k 1
        expectClose(
            PowerAnalysis.chiSquareNoncentrality(alpha: 1e-6, power: 0.99, degreesOfFreedom: 10),
            73.68990155419307) // brentq, alpha 1e-6, k 10
        expectClose(
            PowerAnalysis.chiSquareNoncentrality(alpha: 1e-6, power: 0.99, degreesOfFreedom: 100),
            142.61293352748598) // brentq, alpha 1e-6, k 100
    }

    @Test func chiSquareMinimumDetectableEffect() {
        let w = PowerAnalysis.chiSquareMinimumDetectableEffect(
            alpha: 1e-6, power: 0.99, degreesOfFreedom: 10, count: 1e6)
        expectClose(w, (73.68990155419307 / 1e6).squareRoot())
    }

    @Test func outOfRangeArgumentsGiveNaN() {
        #expect(PowerAnalysis.minimumDetectableDeviation(alpha: 0, sigma: 1, count: 10).isNaN)
        #expect(PowerAnalysis.requiredCount(alpha: 0.05, sigma: 1, deviation: 0).isNaN)
        #expect(PowerAnalysis.chiSquareNoncentrality(alpha: 0.05, degreesOfFreedom: 0).isNaN)
    }
}

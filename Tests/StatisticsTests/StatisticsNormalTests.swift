import Testing
@testable import Statistics

// Reference values: scipy 1.17 (`scipy.stats.norm`), and mpmath at 50 digits where SciPy's own
// far-tail value is off in the 13th digit (it rounds z/√2 before erfc).
@Suite("Statistics: normal distribution")
struct StatisticsNormalTests {
    @Test func cdfMatchesReferenceInTheCentre() {
        expectClose(NormalDistribution.cdf(1.96), 0.9750021048517795) // norm.cdf(1.96)
        expectClose(NormalDistribution.cdf(-1.96), 0.024997895148220435) // norm.cdf(-1.96)
        #expect(NormalDistribution.cdf(0) == 0.5)
    }

    @Test func survivalKeepsRelativeAccuracyInTheFarTail() {
        expectClose(NormalDistribution.survival(3), 0.0013498980316300933) // norm.sf(3)
        expectClose(NormalDistribution.survival(8), 6.22096057427174e-16) // norm.sf(8)
        expectClose(NormalDistribution.survival(20), 2.7536241186062337e-89) // mpmath ncdf(-20)
        expectClose(NormalDistribution.survival(37), 5.725571222524577e-300) // mpmath ncdf(-37)
        expectClose(NormalDistribution.cdf(-37), 5.725571222524577e-300) // mpmath ncdf(-37)
    }

    @Test func tailsUnderflowOnlyBelowTheSmallestDouble() {
        #expect(NormalDistribution.survival(38) > 0) // ≈ 2.9e-316, subnormal but not 0
        #expect(NormalDistribution.survival(40) == 0)
        #expect(NormalDistribution.cdf(40) == 1)
        #expect(NormalDistribution.survival(.infinity) == 0)
        #expect(NormalDistribution.cdf(-.infinity) == 0)
    }

    @Test func twoSidedPValueMatchesReference() {
        expectClose(NormalDistribution.twoSidedPValue(1), 0.31731050786291415) // 2*norm.sf(1)
        expectClose(NormalDistribution.twoSidedPValue(-5), 5.733031437583866e-07) // 2*norm.sf(5)
        expectClose(NormalDistribution.twoSidedPValue(30), 9.813427854296374e-198) // mpmath 2*ncdf(-30)
        #expect(NormalDistribution.twoSidedPValue(0) == 1)
    }

    @Test func quantileMatchesReference() {
        expectClose(NormalDistribution.quantile(0.975), 1.959963984540054) // norm.ppf(0.975)
        expectClose(NormalDistribution.quantile(0.3), -0.5244005127080409) // norm.ppf(0.3)
        expectClose(NormalDistribution.quantile(0.99), 2.3263478740408408) // norm.ppf(0.99)
        expectClose(NormalDistribution.quantile(1e-9), -5.9978070150076865) // norm.ppf(1e-9)
        expectClose(NormalDistribution.quantile(0.999999), 4.753424308817087) // norm.ppf(0.999999)
        #expect(NormalDistribution.quantile(0.5) == 0)
    }

    @Test func upperQuantileIsAccurateForTinyTailProbabilities() {
        expectClose(NormalDistribution.upperQuantile(1e-6 / 2), 4.891638475698591) // norm.isf(1e-6/2)
        // mpmath findroot(log(ncdf(-x)) - log(1e-20))
        expectClose(NormalDistribution.upperQuantile(1e-20), 9.262340089798407)
        // mpmath findroot(log(ncdf(-x)) - log(1e-300))
        expectClose(NormalDistribution.upperQuantile(1e-300), 37.0470962993612)
    }

    @Test func twoSidedCriticalValueAtAFamilyWiseLevel() {
        // alpha = 1e-6 split over 20 tests (Bonferroni): z at upper tail 1e-6 / 2 / 20.
        // norm.isf(1e-6/2/20)
        expectClose(NormalDistribution.twoSidedCriticalValue(alpha: 1e-6 / 20), 5.451310437845478)
        expectClose(NormalDistribution.twoSidedCriticalValue(alpha: 0.05), 1.959963984540054) // norm.isf(0.025)
        #expect(NormalDistribution.twoSidedCriticalValue(alpha: 1) == 0)
    }

    @Test(arguments: [1e-300, 1e-100, 1e-12, 0.001, 0.02425, 0.1, 0.4, 0.5, 0.6, 0.9, 0.97575, 0.999])
    func quantileInvertsTheCdfAcrossTheRange(p: Double) {
        expectClose(NormalDistribution.cdf(NormalDistribution.quantile(p)), p, relative: 1e-13)
    }

    @Test func quantileEdgesAreInfiniteAndInvalidInputIsNaN() {
        #expect(NormalDistribution.quantile(0) == -.infinity)
        #expect(NormalDistribution.quantile(1) == .infinity)
        #expect(NormalDistribution.upperQuantile(0) == .infinity)
        #expect(NormalDistribution.quantile(1.5).isNaN)
        #expect(NormalDistribution.quantile(-0.1).isNaN)
        #expect(NormalDistribution.quantile(.nan).isNaN)
    }
}

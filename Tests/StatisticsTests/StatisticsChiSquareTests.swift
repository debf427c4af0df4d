import Testing
@testable import Statistics

// Reference values: scipy 1.17 (`scipy.stats.chi2`, `scipy.special.gammainc/gammaincc`), and
// mpmath `gammainc(..., regularized=True)` at 50 digits for far tails.
@Suite("Statistics: incomplete gamma and chi-square")
struct StatisticsChiSquareTests {
    @Test func regularizedGammaMatchesReference() {
        expectClose(RegularizedGamma.lower(a: 2.5, x: 1), 0.15085496391539038) // gammainc(2.5, 1)
        expectClose(RegularizedGamma.upper(a: 2.5, x: 1), 0.8491450360846096) // gammaincc(2.5, 1)
        expectClose(RegularizedGamma.upper(a: 0.5, x: 200), 5.5072482372124675e-89) // mpmath gammainc(0.5, 200, inf)
        expectClose(RegularizedGamma.lower(a: 100, x: 50), 3.200065324585125e-10) // mpmath gammainc(100, 0, 50)
        expectClose(RegularizedGamma.lower(a: 1000, x: 1000), 0.5042052441802155) // gammainc(1000, 1000)
    }

    @Test func regularizedGammaEdgesAndInvalidInput() {
        #expect(RegularizedGamma.lower(a: 3, x: 0) == 0)
        #expect(RegularizedGamma.upper(a: 3, x: 0) == 1)
        #expect(RegularizedGamma.upper(a: 3, x: .infinity) == 0)
        #expect(RegularizedGamma.lower(a: 0, x: 1).isNaN)
        #expect(RegularizedGamma.lower(a: 1, x: -1).isNaN)
        #expect(RegularizedGamma.upper(a: .nan, x: 1).isNaN)
    }

    @Test func classicTableValues() {
        // chi2.ppf(0.95, 1) = 3.841458820694124, so the CDF there is 0.95.
        expectClose(ChiSquareDistribution(degreesOfFreedom: 1).cdf(3.841458820694124), 0.95)
        expectClose(ChiSquareDistribution(degreesOfFreedom: 10).survival(30), 0.0008566412107753004) // chi2.sf(30, 10)
        expectClose(ChiSquareDistribution(degreesOfFreedom: 10).cdf(30), 0.9991433587892247) // chi2.cdf(30, 10)
        expectClose(ChiSquareDistribution(degreesOfFreedom: 3).survival(0.5), 0.9188914116546758) // chi2.sf(0.5, 3)
    }

    @Test func farUpperTailKeepsRelativeAccuracy() {
        // mpmath; chi2.sf(500, 100)
        expectClose(ChiSquareDistribution(degreesOfFreedom: 100).survival(500), 1.7201210053695373e-54)
        // chi2.sf(1400, 1000)
        expectClose(ChiSquareDistribution(degreesOfFreedom: 1000).survival(1400), 7.032145641828496e-16)
    }

    @Test func largeDegreesOfFreedom() {
        let chi = ChiSquareDistribution(degreesOfFreedom: 10_000)
        expectClose(chi.survival(10_300), 0.0176381174473454) // mpmath; chi2.sf(10300, 10000)
        expectClose(chi.cdf(9_800), 0.07794495622651391) // mpmath; chi2.cdf(9800, 10000)
        expectClose(chi.survival(12_000), 1.1470065524601248e-40) // mpmath; chi2.sf(12000, 10000)
        #expect(chi.survival(1e6) == 0) // chi2.sf(1e6, 10000) underflows: about e^-490000
    }

    @Test func edgesAndInvalidDegreesOfFreedom() {
        let chi = ChiSquareDistribution(degreesOfFreedom: 4)
        #expect(chi.survival(0) == 1)
        #expect(chi.survival(-3) == 1)
        #expect(chi.cdf(0) == 0)
        #expect(ChiSquareDistribution(degreesOfFreedom: 0).survival(1).isNaN)
        #expect(chi.survival(.nan).isNaN)
    }

    @Test func upperQuantileMatchesReference() {
        // chi2.isf(0.05, 10)
        expectClose(ChiSquareDistribution(degreesOfFreedom: 10).upperQuantile(0.05), 18.30703805327515)
        // chi2.isf(1e-6, 100)
        expectClose(ChiSquareDistribution(degreesOfFreedom: 100).upperQuantile(1e-6), 182.12677711954765)
        // chi2.isf(0.05, 1)
        expectClose(ChiSquareDistribution(degreesOfFreedom: 1).upperQuantile(0.05), 3.841458820694124)
        // scipy's isf fails this far out; check the round trip instead.
        let far = ChiSquareDistribution(degreesOfFreedom: 5)
        expectClose(far.survival(far.upperQuantile(1e-300)), 1e-300, relative: 1e-11)
    }

    @Test func noncentralSurvivalMatchesReference() {
        expectClose(
            NoncentralChiSquareDistribution(degreesOfFreedom: 10, noncentrality: 12).survival(30),
            0.16180867800065488) // ncx2.sf(30, 10, 12)
        expectClose(
            NoncentralChiSquareDistribution(degreesOfFreedom: 1000, noncentrality: 150).survival(1200),
            0.16319245175780142) // ncx2.sf(1200, 1000, 150)
        expectClose(
            NoncentralChiSquareDistribution(degreesOfFreedom: 10, noncentrality: 0).survival(30),
            0.0008566412107753004) // chi2.sf(30, 10)
    }
}

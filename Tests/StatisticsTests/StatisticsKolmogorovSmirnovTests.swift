import CasinoCore
import Testing
@testable import Statistics

// Reference values: scipy 1.17 `scipy.stats.kstest(sample, 'uniform')` and `scipy.stats.kstwo.sf`
// (exact for n ≤ 140); for n > 140, where SciPy switches to approximations good to ~1e-5, the
// Durbin matrix evaluated in mpmath at 60 digits (Marsaglia–Tsang–Wang algorithm).
@Suite("Statistics: Kolmogorov–Smirnov test")
struct StatisticsKolmogorovSmirnovTests {
    @Test func fixedSampleMatchesScipyKstest() throws {
        let sample = [
            0.0123, 0.0567, 0.1034, 0.1502, 0.2011, 0.2345, 0.2899, 0.3101, 0.3567, 0.4012,
            0.4523, 0.4988, 0.5501, 0.6023, 0.6578, 0.7011, 0.7566, 0.8123, 0.8899, 0.9512
        ]
        let test = try KolmogorovSmirnovTest(uniformSample: sample)
        expectClose(test.statistic, 0.10119999999999996) // kstest(sample, 'uniform').statistic
        expectClose(test.pValue, 0.9735318290712243) // kstest(sample, 'uniform').pvalue
        #expect(test.statisticPlus == test.statistic) // statistic_sign == 1
    }

    @Test func unsortedSampleMatchesScipyKstest() throws {
        let test = try KolmogorovSmirnovTest(uniformSample: [
            0.91, 0.12, 0.55, 0.73, 0.05, 0.38, 0.99, 0.64, 0.27, 0.81, 0.02, 0.47
        ])
        expectClose(test.statistic, 0.13) // kstest(..., 'uniform').statistic
        expectClose(test.pValue, 0.9714136158393961) // kstest(..., 'uniform').pvalue
    }

    @Test func skewedSampleIsDetected() throws {
        let sample = [
            0.0123, 0.0567, 0.1034, 0.1502, 0.2011, 0.2345, 0.2899, 0.3101, 0.3567, 0.4012,
            0.4523, 0.4988, 0.5501, 0.6023, 0.6578, 0.7011, 0.7566, 0.8123, 0.8899, 0.9512
        ].map { $0 * $0 }
        let test = try KolmogorovSmirnovTest(uniformSample: sample)
        expectClose(test.statistic, 0.35119855999999994) // kstest([v**2 for v in sample], 'uniform').statistic
        expectClose(test.pValue, 0.010373484460744375) // kstest([v**2 for v in sample], 'uniform').pvalue
    }

    @Test func distributionMatchesScipyForSmallSamples() {
        expectClose(KolmogorovDistribution.survival(0.5, sampleSize: 50), 4.392853499119748e-12) // kstwo.sf(0.5, 50)
        expectClose(KolmogorovDistribution.survival(0.2, sampleSize: 100), 0.0005551927327988775) // kstwo.sf(0.2, 100)
        expectClose(KolmogorovDistribution.survival(0.7, sampleSize: 1), 0.6000000000000001) // kstwo.sf(0.7, 1)
        // special.smirnov(100, 0.1)
        expectClose(KolmogorovDistribution.oneSidedSurvival(0.1, sampleSize: 100), 0.1265906584562817)
        // special.smirnov(200, 0.3)
        expectClose(KolmogorovDistribution.oneSidedSurvival(0.3, sampleSize: 200), 9.241097876563438e-17)
    }

    @Test func distributionIsExactForTwoHundredSeeds() {
        // 1 - Durbin/MTW CDF in mpmath (60 digits) at n = 200.
        expectClose(KolmogorovDistribution.survival(0.08, sampleSize: 200), 0.14639631657428626)
        expectClose(KolmogorovDistribution.survival(0.1, sampleSize: 200), 0.034110070781484966)
        expectClose(KolmogorovDistribution.survival(0.13, sampleSize: 200), 0.0020871252350418705)
    }

    @Test func largeSamplesUsePelzGood() {
        // Same Pelz–Good series as scipy's kstwo.sf(0.015, 5000) (its error there is ~1e-8).
        expectClose(KolmogorovDistribution.survival(0.015, sampleSize: 5000), 0.20846142096186204)
    }

    @Test func distributionEdges() {
        #expect(KolmogorovDistribution.survival(1, sampleSize: 10) == 0)
        #expect(KolmogorovDistribution.survival(0.04, sampleSize: 10) == 1) // n·d ≤ 1/2
        #expect(KolmogorovDistribution.survival(0.3, sampleSize: 0).isNaN)
    }

    @Test func seededUniformSampleIsNotRejected() throws {
        // False-alarm rate 1e-6 (a correct generator fails this with probability 1e-6; the seed
        // is fixed, so the outcome is too).
        var generator = Xoshiro256StarStar(seed: 2024)
        let sample = (0..<200).map { _ in generator.nextUnitHalfOpen() }
        let test = try KolmogorovSmirnovTest(uniformSample: sample)
        #expect(test.pValue > 1e-6)
    }

    @Test func badInputThrowsWithAMessage() {
        #expect(throws: InputError.self) { try KolmogorovSmirnovTest(uniformSample: []) }
        #expect(throws: InputError.self) { try KolmogorovSmirnovTest(uniformSample: [0.5, 1.5]) }
        #expect(throws: InputError.self) { try KolmogorovSmirnovTest(uniformSample: [.nan]) }
    }
}

import CasinoCore
import Testing
@testable import Statistics

// Reference values: numpy/scipy 1.17 on payouts [0, 0, 20, 0, 15, 0, 0, 30, 0, 10] with W = 10:
// x = payouts / 10; x.mean(), x.std(ddof=1), z = (mean − 0.97) / (1.2 / √10), p = 2·norm.sf(|z|).
@Suite("Statistics: RTP estimate and z-test")
struct StatisticsRTPTests {
    private func smallRun() -> PayoutSums {
        var sums = PayoutSums()
        for payout: UInt64 in [0, 0, 20, 0, 15, 0, 0, 30, 0, 10] { sums.add(payout: payout) }
        return sums
    }

    @Test func smallRunMatchesReference() throws {
        let estimate = try RTPEstimate(sums: smallRun(), wager: 10, exactRTP: 0.97, exactSigma: 1.2)
        #expect(estimate.rtp == 0.75)
        expectClose(estimate.empiricalSigma, 1.0865337342004415) // x.std(ddof=1)
        expectClose(estimate.empiricalStandardError, 0.3435921354681384) // x.std(ddof=1) / sqrt(10)
        expectClose(estimate.exactStandardError, 1.2 / 10.0.squareRoot())
        expectClose(estimate.z, -0.5797509043642028) // (0.75 - 0.97) / (1.2 / sqrt(10))
        expectClose(estimate.pValue, 0.5620826100354468) // 2 * norm.sf(0.5797509043642028)
    }

    @Test func confidenceIntervalMatchesReference() throws {
        let estimate = try RTPEstimate(sums: smallRun(), wager: 10, exactRTP: 0.97, exactSigma: 1.2)
        let interval = try estimate.confidenceInterval(level: 0.95)
        expectClose(interval.lower, 0.0765717891112414) // 0.75 - norm.isf(0.025) * se
        expectClose(interval.upper, 1.4234282108887586) // 0.75 + norm.isf(0.025) * se
        let exact = try estimate.confidenceInterval(level: 0.95, using: .exact)
        expectClose(exact.upper - exact.lower, 2 * 1.959963984540054 * 1.2 / 10.0.squareRoot())
        #expect(throws: InputError.self) { try estimate.confidenceInterval(level: 1) }
    }

    @Test func varianceComesFromExactIntegerSums() throws {
        // n = 2^40 wagers all paying c = 123456789 except one paying c + 1. Then
        // n·Σx² − (Σx)² = n − 1 exactly, so the payout variance is 1/n; in doubles the two
        // ~1e45 terms would cancel to noise.
        let n: UInt64 = 1 << 40
        let c = UInt128(123_456_789)
        let sums = PayoutSums(
            count: n, totalPaid: UInt128(n) * c + 1,
            sumOfSquaredPayouts: UInt128(n) * c * c + 2 * c + 1)
        let estimate = try RTPEstimate(sums: sums, wager: 1, exactRTP: 123_456_789, exactSigma: 0)
        expectClose(estimate.empiricalSigma, (1 / Double(n)).squareRoot(), relative: 1e-12)
    }

    @Test func mergedChunksEqualOneRun() {
        var whole = PayoutSums()
        var first = PayoutSums()
        var second = PayoutSums()
        for (i, payout) in [UInt64(0), 5, 7, 0, 200, 3, 0, 0, 9].enumerated() {
            whole.add(payout: payout)
            if i < 4 { first.add(payout: payout) } else { second.add(payout: payout) }
        }
        second.merge(first)
        #expect(second == whole)
    }

    @Test func zeroSigmaGivesAnInfiniteOrZeroZNotNaN() throws {
        var sums = PayoutSums()
        sums.add(payout: 20)
        sums.add(payout: 20)
        let matching = try RTPEstimate(sums: sums, wager: 10, exactRTP: 2, exactSigma: 0)
        #expect(matching.z == 0 && matching.pValue == 1)
        let off = try RTPEstimate(sums: sums, wager: 10, exactRTP: 1.9, exactSigma: 0)
        #expect(off.z == .infinity && off.pValue == 0)
    }

    @Test func badInputThrowsWithAMessage() {
        var one = PayoutSums()
        one.add(payout: 3)
        #expect(throws: InputError.self) { try RTPEstimate(sums: one, wager: 10, exactRTP: 0.97, exactSigma: 1) }
        #expect(throws: InputError.self) {
            try RTPEstimate(sums: smallRun(), wager: 0, exactRTP: 0.97, exactSigma: 1)
        }
        #expect(throws: InputError.self) {
            try RTPEstimate(sums: smallRun(), wager: 10, exactRTP: .nan, exactSigma: 1)
        }
        #expect(throws: InputError.self) {
            try RTPEstimate(sums: smallRun(), wager: 10, exactRTP: 0.97, exactSigma: -1)
        }
        let inconsistent = PayoutSums(count: 2, totalPaid: 10, sumOfSquaredPayouts: 1)
        #expect(throws: InputError.self) {
            try RTPEstimate(sums: inconsistent, wager: 10, exactRTP: 0.97, exactSigma: 1)
        }
    }

    @Test func zTestRejectsExactlyWhenPValueIsAtMostAlpha() {
        let test = ZTest(estimate: 1.0, hypothesizedValue: 0.97, standardError: 0.01)
        expectClose(test.z, 3)
        expectClose(test.pValue, 0.0026997960632601866) // 2 * norm.sf(3)
        #expect(test.rejects(alpha: 0.01))
        #expect(!test.rejects(alpha: 0.001))
    }
}

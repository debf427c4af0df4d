@testable import OddsLab
import Testing

/// `MinuteHistogram`: exact counts, quantiles and means, merged bin by bin, overflow refused.
@Suite struct MinuteHistogramTests {
    func histogram(_ values: [Int]) -> MinuteHistogram {
        var h = MinuteHistogram()
        for v in values { h.add(v) }
        return h
    }

    @Test func quantilesAreTheSmallestValueCoveringTheShare() {
        let h = histogram([0, 0, 5, 10, 10, 10, 30, 60, 60, 120])
        #expect(h.total == 10)
        #expect(h.sum == 305)
        #expect(h.mean == 30.5)
        #expect(h.quantile(permille: 0) == 0)
        #expect(h.quantile(permille: 200) == 0)
        #expect(h.quantile(permille: 500) == 10)
        #expect(h.quantile(permille: 900) == 60)
        #expect(h.quantile(permille: 1000) == 120)
        #expect(h.daysAboveZero == 8)
        #expect(MinuteHistogram().quantile(permille: 500) == nil)
    }

    @Test func mergingInAnyOrderGivesTheWholeHistogram() {
        let a = histogram([1, 2, 2, 7])
        let b = histogram([2, 9])
        var ab = a
        ab += b
        var ba = b
        ba += a
        #expect(ab == ba)
        #expect(ab == histogram([1, 2, 2, 7, 2, 9]))
        #expect(a.adding(b) == ab)
    }

    @Test func countsThatOverflowOrAreNotPositiveAreRefused() {
        #expect(MinuteHistogram(daysPerValue: [3: 0]) == nil)
        #expect(MinuteHistogram(daysPerValue: [1: Int.max, 2: 1]) == nil)
        #expect(MinuteHistogram(daysPerValue: [Int.max / 2: 3]) == nil)
        let read = MinuteHistogram(daysPerValue: [4: 2, 10: 1])
        #expect(read?.sum == 18)
        #expect(read?.total == 3)
        let big = MinuteHistogram(daysPerValue: [0: Int.max])!
        #expect(big.adding(histogram([0])) == nil)
    }
}

import SeededRuns

/// Counts of integer minute values (one per day), exact to merge: two histograms add bin by bin,
/// so chunk results combine to the same quantiles whatever the thread count.
package struct MinuteHistogram: Hashable, Mergeable {
    /// How many days had each value.
    package private(set) var counts: [Int: Int] = [:]
    /// Days counted.
    package private(set) var total = 0
    /// Σ values, for the mean.
    package private(set) var sum = 0

    init() {}

    /// The histogram of `counts` (days per value), or nil when a count is below 1 or the days or
    /// their Σ values would overflow (a part read back by `merge`).
    init?(daysPerValue counts: [Int: Int]) {
        var total = 0
        var sum = 0
        for (value, n) in counts {
            guard n >= 1 else { return nil }
            let days = total.addingReportingOverflow(n)
            let product = value.multipliedReportingOverflow(by: n)
            guard !days.overflow, !product.overflow else { return nil }
            let added = sum.addingReportingOverflow(product.partialValue)
            guard !added.overflow else { return nil }
            (total, sum) = (days.partialValue, added.partialValue)
        }
        self.counts = counts
        self.total = total
        self.sum = sum
    }

    /// `self` and `other` added bin by bin, or nil when a count, the days or Σ would overflow.
    func adding(_ other: MinuteHistogram) -> MinuteHistogram? {
        var merged = counts
        for (value, n) in other.counts {
            let added = merged[value, default: 0].addingReportingOverflow(n)
            guard !added.overflow else { return nil }
            merged[value] = added.partialValue
        }
        return MinuteHistogram(daysPerValue: merged)
    }

    mutating func add(_ value: Int) {
        counts[value, default: 0] += 1
        total += 1
        sum += value
    }

    package static func += (lhs: inout MinuteHistogram, rhs: MinuteHistogram) {
        for (value, n) in rhs.counts { lhs.counts[value, default: 0] += n }
        lhs.total += rhs.total
        lhs.sum += rhs.sum
    }

    /// The smallest value v with at least `permille`/1000 of the days at or below v (nil if empty).
    ///
    /// - Complexity: O(b log b) for b distinct values.
    package func quantile(permille: Int) -> Int? {
        guard total > 0 else { return nil }
        var seen = 0
        for value in counts.keys.sorted() {
            seen += counts[value] ?? 0
            if seen * 1000 >= permille * total { return value }
        }
        return counts.keys.max()
    }

    /// The share of days with a value above 0, as a fraction of days.
    package var daysAboveZero: Int { counts.reduce(0) { $0 + ($1.key > 0 ? $1.value : 0) } }

    /// The mean (Σ / days).
    var mean: Double { total == 0 ? 0 : Double(sum) / Double(total) }
}

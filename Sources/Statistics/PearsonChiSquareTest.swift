import CorePrimitives
/// Pearson's chi-square goodness-of-fit test of observed outcome counts against exact
/// outcome probabilities.
///
/// **Merging rule.** The chi-square approximation needs every expected count n·pᵢ to be at least
/// `minimumExpectedCount` (5 by default). Categories are walked in the order given and adjacent
/// ones are pooled into a bin until its expected count reaches the minimum; then the next bin
/// starts. A last bin still below the minimum is folded into the bin before it. So every bin
/// is a run of consecutive categories (ordered outcomes such as Plinko buckets stay ordered), the
/// result depends only on the input order, and every bin but a lone one meets the minimum.
///
/// Then statistic = Σ (Oⱼ − Eⱼ)² / Eⱼ over the bins, degrees of freedom = bins − 1, and the
/// p-value is the chi-square upper tail (`ChiSquareDistribution.survival`).
///
/// **Not applicable.** With no observations, or when everything pools into a single bin (too
/// few observations for the minimum, or one category carries all the probability), there is
/// nothing to test: `isApplicable` is false, `notApplicableReason` says why, and the result
/// holds statistic 0, 0 degrees of freedom and p-value 1 — never NaN.
///
/// **Impossible outcomes.** Counts observed in a category of probability 0 are pooled like any
/// other, which can hide them in a large sample; `observedInImpossibleCategories` reports them so
/// a check can fail on them outright.
///
/// - Complexity: O(number of categories), plus the p-value (O(√bins) iterations).
public struct PearsonChiSquareTest: Hashable, Sendable {
    /// One bin of the test: a run of consecutive categories pooled together.
    public struct Bin: Hashable, Sendable {
        /// The indices of the input categories pooled into this bin.
        public let categories: Range<Int>
        /// The observed count of the bin.
        public let observed: UInt64
        /// The exact probability of the bin (the sum of its categories' probabilities).
        public let expectedProbability: Double
        /// The expected count n · `expectedProbability`.
        public let expected: Double
    }

    /// The number of observations n (the sum of the observed counts).
    public let total: UInt64
    /// The bins after merging, in input order.
    public let bins: [Bin]
    /// The smallest expected count a bin must reach before it stands on its own.
    public let minimumExpectedCount: Double
    /// Σ (O − E)² / E over the bins; 0 when not applicable.
    public let statistic: Double
    /// bins − 1; 0 when not applicable.
    public let degreesOfFreedom: Int
    /// P(χ²(df) ≥ statistic); 1 when not applicable.
    public let pValue: Double
    /// Why the test could not be run, or nil when it was.
    public let notApplicableReason: String?
    /// The total count observed in categories whose probability is exactly 0.
    public let observedInImpossibleCategories: UInt64

    /// Whether the test was run (at least two bins and at least one observation).
    public var isApplicable: Bool { notApplicableReason == nil }

    /// Runs the test.
    ///
    /// - Parameters:
    ///   - observed: the count of each category.
    ///   - expectedProbabilities: the exact probability of each category, in the same order; each
    ///     finite and non-negative, summing to 1 within 1e-9.
    ///   - minimumExpectedCount: the smallest expected count of a bin (positive; default 5).
    /// - Throws: `InputError` when the arrays differ in length or are empty, a probability is
    ///   negative or not finite, the probabilities do not sum to 1, or the counts overflow `UInt64`.
    public init(
        observed: [UInt64],
        expectedProbabilities: [Double],
        minimumExpectedCount: Double = 5
    ) throws {
        try Self.validate(
            observed: observed, expectedProbabilities: expectedProbabilities,
            minimumExpectedCount: minimumExpectedCount)
        let (total, impossible) = try Self.totals(observed: observed, expectedProbabilities: expectedProbabilities)
        let bins = Self.pooledBins(
            observed: observed, expectedProbabilities: expectedProbabilities, total: total,
            minimumExpectedCount: minimumExpectedCount)

        self.total = total
        self.bins = bins
        self.minimumExpectedCount = minimumExpectedCount
        self.observedInImpossibleCategories = impossible
        if total == 0 {
            self.notApplicableReason = "no observations"
        } else if bins.count < 2 {
            self.notApplicableReason =
                "all categories pool into one bin (fewer than 2 bins reach an expected count of \(minimumExpectedCount))"
        } else {
            self.notApplicableReason = nil
        }
        guard notApplicableReason == nil else {
            self.statistic = 0
            self.degreesOfFreedom = 0
            self.pValue = 1
            return
        }
        var statistic = 0.0
        for bin in bins {
            let difference = Double(bin.observed) - bin.expected
            statistic += difference * difference / bin.expected
        }
        self.statistic = statistic
        self.degreesOfFreedom = bins.count - 1
        self.pValue = ChiSquareDistribution(degreesOfFreedom: Double(bins.count - 1)).survival(statistic)
    }

    /// Refuses empty or mismatched arrays, a minimum that is not positive and probabilities that
    /// are negative, not finite or do not sum to 1.
    private static func validate(
        observed: [UInt64], expectedProbabilities: [Double], minimumExpectedCount: Double
    ) throws {
        guard !observed.isEmpty else {
            throw InputError("chi-square test needs at least one category")
        }
        guard observed.count == expectedProbabilities.count else {
            throw InputError(
                "chi-square test has \(observed.count) observed counts but \(expectedProbabilities.count) probabilities"
            )
        }
        guard minimumExpectedCount > 0, minimumExpectedCount.isFinite else {
            throw InputError("minimum expected count must be positive, got \(minimumExpectedCount)")
        }
        var probabilitySum = 0.0
        for (index, p) in expectedProbabilities.enumerated() {
            guard p.isFinite, p >= 0 else {
                throw InputError("expected probability of category \(index) is \(p), not in [0, 1]")
            }
            probabilitySum += p
        }
        guard abs(probabilitySum - 1) <= 1e-9 else {
            throw InputError("expected probabilities sum to \(probabilitySum), not 1")
        }
    }

    /// The number of observations n, and how many of them fell in categories of probability 0.
    private static func totals(
        observed: [UInt64], expectedProbabilities: [Double]
    ) throws -> (total: UInt64, impossible: UInt64) {
        var total: UInt64 = 0
        var impossible: UInt64 = 0
        for (count, p) in zip(observed, expectedProbabilities) {
            let (sum, overflow) = total.addingReportingOverflow(count)
            guard !overflow else { throw InputError("observed counts overflow UInt64") }
            total = sum
            if p == 0 { impossible += count }
        }
        return (total, impossible)
    }

    /// The merging rule: adjacent categories pooled into bins of at least `minimumExpectedCount`
    /// expected observations, a short tail folded into the bin before it.
    private static func pooledBins(
        observed: [UInt64], expectedProbabilities: [Double], total: UInt64, minimumExpectedCount: Double
    ) -> [Bin] {
        let n = Double(total)
        var bins: [Bin] = []
        var start = 0
        var binObserved: UInt64 = 0
        var binProbability = 0.0
        for index in observed.indices {
            binObserved += observed[index]
            binProbability += expectedProbabilities[index]
            if n * binProbability >= minimumExpectedCount {
                bins.append(
                    Bin(
                        categories: start..<(index + 1), observed: binObserved,
                        expectedProbability: binProbability, expected: n * binProbability))
                start = index + 1
                binObserved = 0
                binProbability = 0
            }
        }
        if start < observed.count {
            // The tail that never reached the minimum joins the last full bin (or stands alone).
            if let last = bins.popLast() {
                let p = last.expectedProbability + binProbability
                bins.append(
                    Bin(
                        categories: last.categories.lowerBound..<observed.count,
                        observed: last.observed + binObserved,
                        expectedProbability: p, expected: n * p))
            } else {
                bins.append(
                    Bin(
                        categories: start..<observed.count, observed: binObserved,
                        expectedProbability: binProbability, expected: n * binProbability))
            }
        }
        return bins
    }
}

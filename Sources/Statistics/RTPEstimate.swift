import CorePrimitives
/// The empirical return to player of a Monte Carlo run of equal wagers, compared with the exact RTP.
///
/// With n wagers of W minutes and payouts xᵢ (whole minutes):
/// - `rtp` = Σx / (n·W), the total paid over the total wagered;
/// - `empiricalSigma` = the sample standard deviation of x/W, from n·Σx² − (Σx)² evaluated
///   exactly in 256-bit integers and converted to `Double` once (relative error ~1e-16, with no
///   cancellation however close the mean is to the spread);
/// - `empiricalStandardError` = empiricalSigma / √n, the standard error the data alone supports;
/// - `exactStandardError` = σ / √n with the exact σ of x/W from the exact analysis;
/// - `zTest`: z = (rtp − exactRTP) / exactStandardError and its two-sided p-value — under the
///   null hypothesis "the engine pays the exact odds" the exact σ is known, so the test uses it.
///
/// By the central limit theorem z is close to N(0, 1) for large n; for heavy-tailed payouts
/// (a 1000x crash target) n should be large against the odds of the biggest win.
public struct RTPEstimate: Hashable, Sendable {
    /// Which standard error a confidence interval uses.
    public enum StandardErrorSource: Hashable, Sendable {
        /// The sample standard deviation of the run (what the data alone supports).
        case empirical
        /// The exact σ from the exact analysis (the interval under the null hypothesis).
        case exact
    }

    public let sums: PayoutSums
    /// The fixed wager W in minutes.
    public let wager: UInt64
    /// The exact RTP (expected payout / W) the run is compared with.
    public let exactRTP: Double
    /// The exact standard deviation of payout / W.
    public let exactSigma: Double
    /// Σ payout / (n·W).
    public let rtp: Double
    /// The sample standard deviation of payout / W (divisor n − 1).
    public let empiricalSigma: Double
    /// empiricalSigma / √n.
    public let empiricalStandardError: Double
    /// exactSigma / √n.
    public let exactStandardError: Double
    /// The two-sided z-test of `rtp` against `exactRTP` with `exactStandardError`.
    public let zTest: ZTest

    /// The z statistic of `zTest`.
    public var z: Double { zTest.z }
    /// The two-sided p-value of `zTest`.
    public var pValue: Double { zTest.pValue }

    /// - Parameters:
    ///   - sums: the run's payout sums; at least 2 wagers.
    ///   - wager: W, the same for every wager of the run; at least 1.
    ///   - exactRTP: the exact expected payout / W; finite, non-negative.
    ///   - exactSigma: the exact standard deviation of payout / W; finite, non-negative.
    /// - Throws: `InputError` naming the first argument out of range, or sums that no real
    ///   payouts could produce (n·Σx² < (Σx)²).
    public init(sums: PayoutSums, wager: UInt64, exactRTP: Double, exactSigma: Double) throws {
        guard sums.count >= 2 else {
            throw InputError("an RTP estimate needs at least 2 wagers, got \(sums.count)")
        }
        guard wager >= 1 else { throw InputError("wager must be at least 1 minute, got 0") }
        guard exactRTP.isFinite, exactRTP >= 0 else {
            throw InputError("exact RTP must be a finite non-negative number, got \(exactRTP)")
        }
        guard exactSigma.isFinite, exactSigma >= 0 else {
            throw InputError("exact sigma must be a finite non-negative number, got \(exactSigma)")
        }
        guard let scaledVariance = Self.countTimesSquaresMinusSquaredSum(sums) else {
            throw InputError("payout sums are inconsistent: n·Σx² < (Σx)²")
        }
        let n = Double(sums.count)
        let w = Double(wager)
        self.sums = sums
        self.wager = wager
        self.exactRTP = exactRTP
        self.exactSigma = exactSigma
        rtp = Double(sums.totalPaid) / Double(UInt128(sums.count) * UInt128(wager))
        empiricalSigma = (scaledVariance / n / (n - 1)).squareRoot() / w
        empiricalStandardError = empiricalSigma / n.squareRoot()
        exactStandardError = exactSigma / n.squareRoot()
        zTest = ZTest(estimate: rtp, hypothesizedValue: exactRTP, standardError: exactStandardError)
    }

    /// The two-sided confidence interval rtp ± z_{(1+level)/2} · SE.
    ///
    /// - Parameters:
    ///   - level: the coverage, strictly between 0 and 1 (0.95 for a 95 % interval).
    ///   - source: which standard error to use; `.empirical` by default.
    /// - Throws: `InputError` when `level` is not in (0, 1).
    public func confidenceInterval(
        level: Double,
        using source: StandardErrorSource = .empirical
    ) throws -> ConfidenceInterval {
        guard level > 0, level < 1 else {
            throw InputError("confidence level must be between 0 and 1 (exclusive), got \(level)")
        }
        let standardError = source == .empirical ? empiricalStandardError : exactStandardError
        let halfWidth = NormalDistribution.twoSidedCriticalValue(alpha: 1 - level) * standardError
        return ConfidenceInterval(lower: rtp - halfWidth, upper: rtp + halfWidth, level: level)
    }

    /// n·Σx² − (Σx)² as a `Double`, evaluated exactly in 256 bits; nil if negative.
    private static func countTimesSquaresMinusSquaredSum(_ sums: PayoutSums) -> Double? {
        let left = UInt128(sums.count).multipliedFullWidth(by: sums.sumOfSquaredPayouts)
        let right = sums.totalPaid.multipliedFullWidth(by: sums.totalPaid)
        guard (left.high, left.low) >= (right.high, right.low) else { return nil }
        let (low, borrow) = left.low.subtractingReportingOverflow(right.low)
        let high = left.high - right.high - (borrow ? 1 : 0)
        return Double(high) * 0x1p128 + Double(low)
    }
}

/// A two-sided confidence interval [lower, upper] at a stated coverage level.
public struct ConfidenceInterval: Hashable, Sendable {
    public let lower: Double
    public let upper: Double
    /// The coverage, e.g. 0.95.
    public let level: Double

    public init(lower: Double, upper: Double, level: Double) {
        self.lower = lower
        self.upper = upper
        self.level = level
    }

    /// Whether `value` lies in the closed interval.
    public func contains(_ value: Double) -> Bool {
        lower <= value && value <= upper
    }
}

/// How large a departure from the exact odds a check can see: the smallest deviation detected
/// with a given probability (power), at a given false-alarm rate α.
///
/// - The RTP z-test rejects when |z| ≥ z_{1−α/2}. If the true RTP is off by δ, z is centred at
///   δ·√n/σ, so it is detected with probability at least `power` once
///   δ ≥ (z_{1−α/2} + z_{power}) · σ / √n. (The far tail on the other side is ignored, which makes
///   the figure slightly conservative.)
/// - The chi-square test rejects when the statistic exceeds the (1−α) quantile of χ²(k). When
///   the true probabilities p′ differ from the tested p, the statistic is approximately noncentral
///   χ²(k, λ) with λ = n·w², w² = Σ (p′ᵢ − pᵢ)²/pᵢ (Cohen's effect size). The smallest detectable
///   w is √(λ*/n), where λ* is the noncentrality that gives the requested power.
public enum PowerAnalysis {
    /// The smallest RTP deviation δ (in units of RTP, e.g. 0.001 = 0.1 pp) the two-sided z-test
    /// at level `alpha` detects with probability ≥ `power` from `count` wagers of per-wager σ.
    ///
    /// - Parameters:
    ///   - alpha: the two-sided false-alarm rate, in (0, 1).
    ///   - power: the detection probability, in (0, 1); 0.99 by default.
    ///   - sigma: the standard deviation of payout / wager.
    ///   - count: the number of wagers n (positive).
    /// - Returns: (z_{1−α/2} + z_{power}) · σ / √n; NaN for arguments out of range.
    public static func minimumDetectableDeviation(
        alpha: Double, power: Double = 0.99, sigma: Double, count: Double
    ) -> Double {
        guard alpha > 0, alpha < 1, power > 0, power < 1, sigma >= 0, count > 0 else { return .nan }
        let z = NormalDistribution.twoSidedCriticalValue(alpha: alpha) + NormalDistribution.quantile(power)
        return z * sigma / count.squareRoot()
    }

    /// The number of wagers at which the z-test detects an RTP deviation of `deviation` with
    /// probability ≥ `power`: n = ((z_{1−α/2} + z_{power}) · σ / δ)², not rounded.
    ///
    /// - Returns: the (fractional) count; NaN for arguments out of range or a zero deviation.
    public static func requiredCount(
        alpha: Double, power: Double = 0.99, sigma: Double, deviation: Double
    ) -> Double {
        guard alpha > 0, alpha < 1, power > 0, power < 1, sigma >= 0, deviation > 0 else { return .nan }
        let z = NormalDistribution.twoSidedCriticalValue(alpha: alpha) + NormalDistribution.quantile(power)
        let root = z * sigma / deviation
        return root * root
    }

    /// The noncentrality λ at which a chi-square test with `degreesOfFreedom` at level `alpha`
    /// rejects with probability `power`.
    ///
    /// Bisection on λ (power is increasing in λ) to a relative width of 1e-10.
    ///
    /// - Returns: λ ≥ 0 (0 when power ≤ α); NaN for arguments out of range or a power so close
    ///   to 1 that no λ ≤ 10⁸ reaches it in double precision.
    /// - Complexity: about 40 noncentral evaluations, each O(√λ) incomplete-gamma evaluations.
    public static func chiSquareNoncentrality(
        alpha: Double, power: Double = 0.99, degreesOfFreedom: Int
    ) -> Double {
        guard alpha > 0, alpha < 1, power > 0, power < 1, degreesOfFreedom >= 1 else { return .nan }
        if power <= alpha { return 0 }
        let k = Double(degreesOfFreedom)
        let critical = ChiSquareDistribution(degreesOfFreedom: k).upperQuantile(alpha)
        func powerAt(_ lambda: Double) -> Double {
            NoncentralChiSquareDistribution(degreesOfFreedom: k, noncentrality: lambda).survival(critical)
        }
        var low = 0.0
        var high = max(1.0, critical)
        while powerAt(high) < power {
            // Only a power within rounding of 1 gets this far; there is no answer in doubles.
            if high > 1e8 { return .nan }
            low = high
            high *= 2
        }
        while high - low > 1e-10 * high {
            let middle = 0.5 * (low + high)
            if powerAt(middle) < power { low = middle } else { high = middle }
        }
        return high
    }

    /// The smallest effect size w = √(Σ (p′ᵢ − pᵢ)²/pᵢ) a chi-square test with `degreesOfFreedom`
    /// at level `alpha` detects with probability ≥ `power` from `count` observations: √(λ*/n).
    ///
    /// - Returns: w ≥ 0; NaN for arguments out of range.
    public static func chiSquareMinimumDetectableEffect(
        alpha: Double, power: Double = 0.99, degreesOfFreedom: Int, count: Double
    ) -> Double {
        guard count > 0 else { return .nan }
        let lambda = chiSquareNoncentrality(alpha: alpha, power: power, degreesOfFreedom: degreesOfFreedom)
        return (lambda / count).squareRoot()
    }
}

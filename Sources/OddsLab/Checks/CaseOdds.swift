import CasinoCore
import Statistics

/// The exact distribution of what one wager of a check case pays, from the preview: every
/// outcome's probability and its payout after floor rounding and the midnight cap.
///
/// It is what the gate compares the engine with: the exact RTP at the case's wager (cap included)
/// and the exact σ of payout ÷ wager for the z-test; the power of that test; and, by saddlepoint,
/// the real false-alarm rate of the test's rejection region.
package struct CaseOdds: Hashable, Sendable {
    /// The minutes staked on each wager.
    let wager: Int
    /// Minutes paid back per outcome (0 for a loss, wager + capped delta for a win), by outcome index.
    let paidMinutes: [Int]
    /// The exact probability of each outcome.
    let probabilities: [ExactFraction]
    /// The exact RTP: Σ p · paid ÷ wager; nil if it leaves 128-bit fractions.
    package let rtp: ExactFraction?
    /// The RTP as a double (computed from the doubles when `rtp` is nil).
    package let rtpValue: Double
    /// The standard deviation of payout ÷ wager for one wager.
    package let sigma: Double

    /// The odds of `checkCase`.
    ///
    /// - Complexity: O(outcomes).
    init(_ checkCase: CheckCase) {
        let preview = checkCase.preview
        let wager = checkCase.wager
        self.wager = wager
        paidMinutes = preview.lines.map { $0.payout > 0 ? wager + $0.deltaMinutes : 0 }
        probabilities = preview.lines.map(\.probability)

        // Exact where 128 bits allow: mean = Σ p·x, variance = Σ p·x² − mean², both ÷ wager (²).
        var mean: ExactFraction? = .zero
        var meanSquare: ExactFraction? = .zero
        for (p, paid) in zip(probabilities, paidMinutes) {
            let x = ExactFraction(WideUnsigned(paid), 1)
            let px = p.multiplied(by: x)
            mean = px.flatMap { term in mean?.adding(term) }
            meanSquare = px.flatMap { $0.multiplied(by: x) }.flatMap { term in meanSquare?.adding(term) }
        }
        let perWager = ExactFraction(1, WideUnsigned(wager))
        rtp = mean?.multiplied(by: perWager)
        var doubleMean = 0.0
        for (p, paid) in zip(probabilities, paidMinutes) { doubleMean += p.doubleValue * Double(paid) }
        rtpValue = rtp?.doubleValue ?? doubleMean / Double(wager)
        if let mean, let meanSquare, let square = mean.multiplied(by: mean),
            let variance = try? meanSquare.minus(square, "variance")
        {
            sigma = variance.doubleValue.squareRoot() / Double(wager)
        } else {
            var variance = 0.0
            for (p, paid) in zip(probabilities, paidMinutes) {
                let d = Double(paid) - doubleMean
                variance += p.doubleValue * d * d
            }
            sigma = variance.squareRoot() / Double(wager)
        }
    }

    /// True when every outcome that can happen pays the same: the RTP cannot vary, so the z-test
    /// has nothing to test.
    var isDegenerate: Bool {
        let possible = zip(paidMinutes, probabilities).filter { $0.1.numerator > 0 }.map(\.0)
        return Set(possible).count <= 1
    }

    /// The smallest RTP deviation the two-sided z-test at `alpha` detects with probability ≥ `power`
    /// from `wagers` wagers: (z_{1−α/2} + z_power) · σ / √n (`PowerAnalysis`).
    func minimumDetectableDeviation(alpha: Double, power: Double = 0.99, wagers: Int) -> Double {
        PowerAnalysis.minimumDetectableDeviation(alpha: alpha, power: power, sigma: sigma, count: Double(wagers))
    }

    /// The real probability that the z-test at two-sided level `alpha` rejects a right engine after
    /// `wagers` wagers: P(|S − n·μ| ≥ z_{1−α/2} · σ_paid · √n) for the sum S of the payouts, by the
    /// saddlepoint approximation (`LatticeSumTail`). Equal to `alpha` if the sum were exactly normal;
    /// heavier when a rare large payout skews it. 0 for a degenerate case (the test is not run).
    func zTestFalseAlarm(alpha: Double, wagers: Int) -> Double {
        guard !isDegenerate, wagers > 0,
            let tail = try? LatticeSumTail(values: paidMinutes, probabilities: probabilities.map(\.doubleValue))
        else { return 0 }
        let n = Double(wagers)
        let meanPaid = rtpValue * Double(wager)
        let halfWidth = NormalDistribution.twoSidedCriticalValue(alpha: alpha) * sigma * Double(wager) * n.squareRoot()
        let upper = (n * meanPaid + halfWidth).rounded(.up)
        let lower = (n * meanPaid - halfWidth).rounded(.down)
        guard upper < 1e36, lower > -1e36 else { return 0 }
        return tail.upperTail(count: wagers, atLeast: Int128(upper))
            + tail.lowerTail(count: wagers, atMost: Int128(lower))
    }
}

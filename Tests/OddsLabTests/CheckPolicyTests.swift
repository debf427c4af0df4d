import Foundation
@testable import OddsLab
import Statistics
import Testing

// The gate's false-alarm arithmetic: the real tail of Pearson's chi-square at the gate's level,
// for bins of the minimum expected count, computed exactly (binomial and trinomial sums), is
// within `CheckPolicy.standard.chiSquareTailFactor` of the nominal one. Deterministic.

/// The level of the first Holm step in a default run.
private let level =
    (try? CheckSuite(configuration: .defaults))?.plan(wagersPerCase: CheckSuite.defaultWagers).bonferroniLevel ?? 0

/// ln Γ(x); Glibc's and Foundation's overloads would otherwise be ambiguous.
private func logGamma(_ x: Double) -> Double { Foundation.lgamma(x) }

private func logBinomialPMF(_ n: Int, _ k: Int, _ p: Double) -> Double {
    let coefficient = logGamma(Double(n + 1)) - logGamma(Double(k + 1)) - logGamma(Double(n - k + 1))
    return coefficient + Double(k) * log(p) + Double(n - k) * log1p(-p)
}

/// P(X ≥ from) (step +1) or P(X ≤ from) (step −1) for X ~ Binomial(n, p), summed outward until
/// the terms no longer matter.
private func binomialTail(_ n: Int, _ p: Double, from: Int, step: Int) -> Double {
    var sum = 0.0
    var k = from
    while k >= 0 && k <= n {
        let term = exp(logBinomialPMF(n, k, p))
        sum += term
        if term < 1e-16 * sum { break }
        k += step
    }
    return sum
}

@Test func twoBinChiSquareTailIsWithinTheStatedFactorForBinsOfAThousand() {
    let critical = ChiSquareDistribution(degreesOfFreedom: 1).upperQuantile(level)
    var worst = 0.0
    for p in [1e-5, 1e-4, 3e-4, 1e-3, 3e-3, 1e-2, 0.03, 0.1, 0.2, 0.3, 0.4, 0.5] {
        for step in 0..<100 {
            // The smaller bin expects 1000…2000: pooling stops as soon as a bin reaches 1000.
            let expected = 1000 + 10 * Double(step) + 2.5
            let n = Int(expected / p)
            let mean = Double(n) * p
            let halfWidth = (critical * mean * (1 - p)).squareRoot()
            let upper = Int((mean + halfWidth).rounded(.up))
            let lower = Int((mean - halfWidth).rounded(.down))
            let tail = binomialTail(n, p, from: upper, step: 1) + binomialTail(n, p, from: lower, step: -1)
            worst = max(worst, tail / level)
        }
    }
    print("two-bin chi-square: worst real/nominal tail \(worst)")
    #expect(worst <= CheckPolicy.standard.chiSquareTailFactor)
    #expect(worst > 1.4) // The factor is needed: the normal tail alone would understate it.
}

@Test func threeBinChiSquareTailIsWithinTheStatedFactorForBinsOfAThousand() {
    let critical = ChiSquareDistribution(degreesOfFreedom: 2).upperQuantile(level)
    // (n, bin probabilities): two small bins of 1000 each, and one of 1000 beside large ones.
    let cases: [(Int, [Double])] = [(1_000_000, [0.001, 0.001, 0.998]), (100_000, [0.01, 0.3, 0.69])]
    for (n, p) in cases {
        let expected = p.map { Double(n) * $0 }
        let sd = expected.map { $0.squareRoot() }
        var tail = 0.0
        let range0 = Int(expected[0] - 9 * sd[0])...Int(expected[0] + 9 * sd[0])
        let range1 = Int(expected[1] - 9 * sd[1])...Int(expected[1] + 9 * sd[1])
        let logN = logGamma(Double(n + 1))
        let logP = p.map { log($0) }
        for o0 in range0 {
            for o1 in range1 {
                let o2 = n - o0 - o1
                let d0 = Double(o0) - expected[0], d1 = Double(o1) - expected[1], d2 = Double(o2) - expected[2]
                let statistic: Double = d0 * d0 / expected[0] + d1 * d1 / expected[1] + d2 * d2 / expected[2]
                guard statistic >= critical else { continue }
                let coefficient: Double =
                    logN - logGamma(Double(o0 + 1)) - logGamma(Double(o1 + 1)) - logGamma(Double(o2 + 1))
                let powers: Double = Double(o0) * logP[0] + Double(o1) * logP[1] + Double(o2) * logP[2]
                tail += exp(coefficient + powers)
            }
        }
        print("three-bin chi-square \(p) at n = \(n): real/nominal tail \(tail / level)")
        #expect(tail / level <= CheckPolicy.standard.chiSquareTailFactor)
    }
}

import CasinoCore
import Statistics
import Testing

// The saddlepoint tail against exact tails: SciPy's binomial (1.17, `binom.sf` / `binom.cdf`)
// and an exact convolution computed here. Deterministic, so no false-alarm rate.

@Test func saddlepointTailMatchesTheExactBinomialTailOfAThousandXCrash() throws {
    // 10⁶ wagers at 1000x (win probability 0.00097): the sum is 1000 × Binomial(10⁶, 0.00097).
    let tail = try LatticeSumTail(values: [0, 1000], probabilities: [1 - 0.00097, 0.00097])
    let n = 1_000_000
    expectClose(tail.upperTail(count: n, atLeast: 1000 * 1150), 1.0343015568548794e-08, relative: 0.005)
    expectClose(tail.upperTail(count: n, atLeast: 1000 * 1200), 5.699153139740932e-13, relative: 0.005)
    expectClose(tail.lowerTail(count: n, atMost: 1000 * 800), 1.0077675082081304e-08, relative: 0.005)
    expectClose(tail.lowerTail(count: n, atMost: 1000 * 780), 1.5072881225383047e-10, relative: 0.005)
    // A threshold between lattice points rounds to the next one that reaches it.
    expectClose(tail.upperTail(count: n, atLeast: 1000 * 1149 + 1), 1.0343015568548794e-08, relative: 0.005)
}

@Test func saddlepointTailMatchesAnExactConvolutionOfASkewedPayout() throws {
    // Payouts 0, 1, 5 with probabilities 0.6, 0.3, 0.1 (mean 0.8, σ² 1.86), 200 copies: the exact
    // distribution of the sum by repeated convolution.
    let values = [0, 1, 5]
    let probabilities = [0.6, 0.3, 0.1]
    let n = 200
    var exact = [1.0]
    for _ in 0..<n {
        var next = [Double](repeating: 0, count: exact.count + 5)
        for (s, mass) in exact.enumerated() where mass > 0 {
            for (v, p) in zip(values, probabilities) { next[s + v] += mass * p }
        }
        exact = next
    }
    let tail = try LatticeSumTail(values: values, probabilities: probabilities)
    for s in [220, 250, 280] { // 3.1σ, 4.7σ, 6.2σ above the mean of 160
        let truth = exact[s...].reduce(0, +)
        expectClose(tail.upperTail(count: n, atLeast: Int128(s)), truth, relative: 0.01)
    }
    for s in [120, 100] { // 2.1σ, 3.1σ below
        let truth = exact[...s].reduce(0, +)
        expectClose(tail.lowerTail(count: n, atMost: Int128(s)), truth, relative: 0.01)
    }
}

@Test func saddlepointTailIsExactAtTheEdgesOfTheSupport() throws {
    let tail = try LatticeSumTail(values: [0, 2, 4], probabilities: [0.5, 0.25, 0.25])
    #expect(tail.span == 2)
    #expect(tail.upperTail(count: 10, atLeast: 41) == 0)
    expectClose(tail.upperTail(count: 10, atLeast: 40), 0x1p-20, relative: 1e-12)
    #expect(tail.upperTail(count: 10, atLeast: 0) == 1)
    #expect(tail.lowerTail(count: 10, atMost: -1) == 0)
    expectClose(tail.lowerTail(count: 10, atMost: 0), 0x1p-10, relative: 1e-12)
    let single = try LatticeSumTail(values: [7, 7], probabilities: [0.5, 0.5])
    #expect(single.upperTail(count: 3, atLeast: 21) == 1)
    #expect(single.upperTail(count: 3, atLeast: 22) == 0)
}

@Test func latticeTailRefusesBadProbabilities() {
    #expect(throws: InputError.self) { try LatticeSumTail(values: [0, 1], probabilities: [0.5]) }
    #expect(throws: InputError.self) { try LatticeSumTail(values: [0, 1], probabilities: [0.5, -0.1]) }
    #expect(throws: InputError.self) { try LatticeSumTail(values: [0, 1], probabilities: [0, 0]) }
}

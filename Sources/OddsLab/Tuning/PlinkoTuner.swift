import CasinoCore

/// Tunes a Plinko table to a target RTP while keeping its shape.
///
/// The result is symmetric, never decreases from the centre to the edge, never pays less than
/// `minimum`, and its exact RTP is as close to the target as whole hundredths allow (see
/// `HundredthsSearch`): bucket k and n − k are one unknown with weight `2·C(n,k)` (the centre,
/// for even n, `C(n, n/2)`), out of `100 · 2ⁿ`. Every weight is even, so RTPs step by
/// `1 / (50 · 2ⁿ)`; the edge pair, weight 2, takes up the last step, and the result is provably the
/// closest hundredths table unless the edge is held by its neighbour.
struct PlinkoTuner: Hashable, Sendable {
    /// Rows and risk: which table of the configuration the result replaces.
    var options: PlinkoOptions
    /// The shape to keep: `rows + 1` multipliers, symmetric, non-decreasing from the centre out.
    var shape: PlinkoTable
    /// No bucket of the result pays less.
    var minimum: Centi

    /// When no minimum is given: the shape's own smallest multiplier, or 0.20x if that is lower,
    /// so a default never lifts a shape's centre and a low-risk table can still move freely.
    static let defaultMinimumCeiling = Centi(20)

    /// A tuner for `shape` (checked by `tune`), with `minimum` or the default.
    init(options: PlinkoOptions, shape: PlinkoTable, minimum: Centi? = nil) {
        self.options = options
        self.shape = shape
        self.minimum =
            minimum ?? min(shape.centis.min() ?? PlinkoTuner.defaultMinimumCeiling, PlinkoTuner.defaultMinimumCeiling)
    }

    /// A tuner for the configuration's own table for `options`.
    ///
    /// - Throws: when the configuration offers no table for `options`.
    init(configuration: PlinkoConfiguration, options: PlinkoOptions, minimum: Centi? = nil) throws {
        try options.validate()
        guard let table = configuration.table(for: options) else {
            throw InputError(
                "plinko \(options): this configuration has no table to use as the shape (give \(option: .shape))")
        }
        self.init(options: options, shape: table, minimum: minimum)
    }

    /// Checks the shape: the right length, no negative multiplier, symmetric, and non-decreasing
    /// from the centre to the edge (so the scaled result can keep the same order).
    func validateShape() throws {
        try options.validate()
        try shape.validate(rows: options.rows, at: "shape")
        let n = options.rows
        for k in 0..<(n / 2) where shape.centis[k] < shape.centis[k + 1] {
            throw InputError(
                "shape[\(k)]: \(shape.centis[k]) is below bucket \(k + 1)'s \(shape.centis[k + 1]) (multipliers must not decrease from the centre to the edge)"
            )
        }
        if minimum.hundredths < 0 {
            throw InputError("minimum multiplier \(minimum) is negative")
        }
    }

    /// The table for `target`, with its exact RTP and how close it is.
    ///
    /// - Throws: `InputError` for an invalid shape or a target the minimum puts out of reach.
    /// - Complexity: O(n² · iterations) integer operations, n = rows / 2; microseconds.
    func tune(to target: TargetRTP) throws -> PlinkoTuning {
        try validateShape()
        let n = options.rows
        let half = n / 2
        // Chain order is centre → edge: pair k = half − j.
        let pairs = Array((0...half).reversed())
        let weights = pairs.map { k in Int(binomialCoefficient(n, k)) * (2 * k == n ? 1 : 2) }
        let patterns = WideUnsigned(1) << WideUnsigned(n)
        let search = HundredthsSearch(
            weights: weights, shape: pairs.map { shape.centis[$0].hundredths }, strictlyIncreasing: false,
            minimum: minimum.hundredths, maximum: PlinkoTuner.maximumCenti,
            target: target.value.multiplied(by: ExactFraction(100 * patterns, 1)) ?? target.value)
        let solution = try search.solve { reason in
            switch reason {
            case .targetBelowLowestSum:
                InputError(
                    "plinko \(options): target RTP \(target) is below what the minimum multiplier allows (every bucket pays at least \(minimum), so the RTP is at least \(ExactFraction(WideUnsigned(minimum.hundredths), 100).trimmedDecimal))"
                )
            case .targetAboveHighestSum:
                InputError(
                    "plinko \(options): target RTP \(target) is out of reach below the largest multiplier a configuration accepts"
                )
            case .shapePaysNothing:
                InputError("plinko \(options): the shape pays nothing, so there is nothing to scale")
            }
        }
        var centis = [Centi](repeating: Centi(0), count: n + 1)
        var largestChange = ShapeChange.none
        for (j, k) in pairs.enumerated() {
            centis[k] = Centi(solution.values[j])
            centis[n - k] = Centi(solution.values[j])
            let relative = (Double(solution.values[j]) - solution.ideal[j]) / max(solution.ideal[j], 1)
            if abs(relative) > abs(largestChange.relative) { largestChange = ShapeChange(index: k, relative: relative) }
        }
        let scale = ExactFraction(100 * patterns, 1)
        let rtp = ExactFraction(WideUnsigned(solution.sum), 100 * patterns)
        let best = solution.bestPossibleDistance.multiplied(by: ExactFraction(1, scale.numerator)) ?? .zero
        return PlinkoTuning(
            options: options, shape: shape, minimum: minimum, target: target,
            table: PlinkoTable(centis), rtp: rtp, gap: RTPGap(achieved: rtp, target: target.value),
            bestPossibleGap: best, largestShapeChange: largestChange)
    }

    /// The largest multiplier a configuration file accepts (1 000 000x).
    static let maximumCenti = 100_000_000
}

/// A tuned Plinko table and how it compares with its target.
package struct PlinkoTuning: Hashable, Sendable {
    /// The rows and risk the table is for.
    package var options: PlinkoOptions
    /// The shape it follows.
    package var shape: PlinkoTable
    /// The smallest multiplier it was allowed.
    package var minimum: Centi
    /// What was asked for.
    package var target: TargetRTP
    /// The tuned table.
    package var table: PlinkoTable
    /// Its exact nominal RTP, `Σ C(n,k)·centiₖ / (100 · 2ⁿ)`.
    package var rtp: ExactFraction
    /// `rtp − target`.
    package var gap: RTPGap
    /// The smallest gap any table of hundredths could have: the RTP moves in steps of `1 / (50 · 2ⁿ)`.
    package var bestPossibleGap: ExactFraction
    /// The bucket (the lower index of its pair) that moved furthest from the exactly scaled shape.
    package var largestShapeChange: ShapeChange

    /// True when no table of hundredths is closer to the target.
    package var isOptimal: Bool { gap.magnitude == bestPossibleGap }
}

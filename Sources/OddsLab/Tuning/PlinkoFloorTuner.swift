import CasinoCore

/// Tunes a Plinko table for the return floor: the most common stakes accepted, then the best worst
/// effective return among them, with the nominal RTP within a band and the shape kept.
///
/// Two facts make this a small search (Docs/tuning.md, "Tuning for the return floor"):
/// - **Rounding.** A multiplier on `FloorGoal.grain` (0.20x for the common stakes) pays whole minutes
///   at every stake, so it loses nothing to floor rounding; any other multiplier loses at some stake.
/// - **The cap.** At 00:00 with remaining = stake, a bucket whose payout exceeds 1439 minutes keeps
///   1439 whatever it pays: above that, a multiplier only spends nominal RTP the stake never sees.
///
/// On the grain, a table's effective return at stake w is `Σ wₖ · min(vₖ, 100·1439/w) / (100 · 2ⁿ)`,
/// which never grows with w, so the accepted stakes are the smallest ones. For each candidate
/// largest accepted stake W the best table is built directly: every pair the cap cuts at W even at
/// its lowest allowed value (`shapeTolerancePerMille` below the shape, on the grain) sits at that value,
/// and the other pairs stay on the grain at or below the cap's threshold, with the largest nominal
/// sum the band allows and, among those, the one closest to the shape (`largestSum`, exact). The
/// edge pair may also leave the grain (weight 2: the one pair that can fill the band's last steps). The candidate the goal
/// ranks first wins; `bound` says how far any table in the same space could do better.
struct PlinkoFloorTuner: Hashable, Sendable {
    /// Rows and risk.
    var options: PlinkoOptions
    /// The shape to keep (symmetric, non-decreasing from the centre out).
    var shape: PlinkoTable
    /// The nominal RTP aimed at; the result is within `tolerance` of it.
    var target: TargetRTP
    /// The nominal band's half-width (0.002 = ±0.2 pp).
    var tolerance: ExactFraction
    /// How far each multiplier may move from the shape, in per mille of it (150 = 15 %), or one
    /// grain step (0.20x) when that is more: small multipliers must be able to reach the grain.
    var shapeTolerancePerMille: Int
    /// The stakes, floor and moment.
    var goal: FloorGoal

    /// The product's band for Plinko: ±0.2 pp.
    static let productTolerance = ExactFraction(2, 1000)
    /// Multipliers move by at most 15 % (or one grain step): the high-risk tables keep their edges.
    static let defaultShapeTolerancePerMille = 150

    init(
        options: PlinkoOptions, shape: PlinkoTable, target: TargetRTP, tolerance: ExactFraction = productTolerance,
        shapeTolerancePerMille: Int = defaultShapeTolerancePerMille, goal: FloorGoal = FloorGoal()
    ) {
        self.options = options
        self.shape = shape
        self.target = target
        self.tolerance = tolerance
        self.shapeTolerancePerMille = shapeTolerancePerMille
        self.goal = goal
    }

    /// The tuned table with its judgement, and the original's for comparison.
    ///
    /// - Throws: `InputError` for an invalid shape or when no table on the grain fits the band.
    /// - Complexity: O(stakes · HundredthsSearch) per table; milliseconds.
    func tune() throws -> PlinkoFloorTuning {
        try PlinkoTuner(options: options, shape: shape).validateShape()
        let n = options.rows
        let half = n / 2
        let pairs = Array((0...half).reversed()) // centre → edge
        let weights = pairs.map { k in Int(binomialCoefficient(n, k)) * (2 * k == n ? 1 : 2) }
        let x = pairs.map { shape.centis[$0].hundredths }
        let scale = WideUnsigned(100) << WideUnsigned(n) // 100 · 2ⁿ
        guard let low = try? target.value.minus(tolerance, "band"), let high = target.value.adding(tolerance) else {
            throw InputError("plinko \(options): the band \(target) ± \(tolerance.trimmedDecimal) is out of range")
        }
        // The band in units of 1/(100 · 2ⁿ): the nominal sum Σ C(n,k) · centiₖ must lie in lowSum…highSum.
        let lowScaled: WideUnsigned = low.numerator * scale + low.denominator - 1
        let lowSum = Int(lowScaled / low.denominator)
        let highScaled: WideUnsigned = high.numerator * scale
        let highSum = Int(highScaled / high.denominator)
        let g = goal.grain
        // Each pair stays within its window: the shape ± max(one grain step, shapeTolerancePerMille of the shape).
        let radius = x.map { v in max(g, (shapeTolerancePerMille * v + 999) / 1000) }
        let before = goal.judge(PlinkoOdds.outcomeTable(table: shape))

        let best = bestTable(pairs: pairs, weights: weights, shape: x, radius: radius, lowSum: lowSum, highSum: highSum)
        guard let found = best else {
            throw InputError(
                "plinko \(options): no table on the \(Centi(g)) grain keeps the shape within the band \(target) ± \(tolerance.trimmedDecimal)"
            )
        }
        var nominalSum = 0
        for (k, centi) in found.table.centis.enumerated() {
            nominalSum += Int(binomialCoefficient(n, k)) * centi.hundredths
        }
        let nominal = ExactFraction(WideUnsigned(nominalSum), scale)
        return PlinkoFloorTuning(
            options: options, shape: shape, table: found.table, nominalRTP: nominal,
            before: before, after: found.judgement,
            bound: bound(
                weights: weights, lowest: zip(x, radius).map { max(0, $0 - $1) }, high: high,
                accepted: found.judgement.acceptedStakes))
    }

    /// A tuned table, its judgement and its distance from the shape.
    private typealias Candidate = (table: PlinkoTable, judgement: FloorJudgement, distance: Double)

    /// The best table over every candidate largest accepted stake, each on the grain and with the
    /// edge pair free; nil when none fits the band `lowSum…highSum`.
    private func bestTable(
        pairs: [Int], weights: [Int], shape x: [Int], radius: [Int], lowSum: Int, highSum: Int
    ) -> Candidate? {
        var best: Candidate? = nil
        // Every pair on the grain; or the edge pair (weight 2, the lightest) free to take any hundredth,
        // which reaches sums the grain cannot for a few minutes' rounding at some stakes: both are judged.
        for top in goal.stakes {
            for fineEdge in [false, true] {
                guard
                    let found = candidate(
                        top: top, fineEdge: fineEdge, pairs: pairs, weights: weights, shape: x, radius: radius,
                        lowSum: lowSum, highSum: highSum)
                else { continue }
                let (table, judgement, distance) = found
                if let current = best {
                    // An edge off the grain only when it does strictly better: on a tie the grain table stays.
                    if judgement.isBetter(than: current.judgement)
                        || (!fineEdge && judgement.ties(current.judgement) && distance < current.distance)
                    {
                        best = (table, judgement, distance)
                    }
                } else {
                    best = (table, judgement, distance)
                }
            }
        }
        return best
    }

    /// The best table whose largest accepted stake is `top`: every pair on the grain, or the edge
    /// pair free with `fineEdge`; nil when none fits the band `lowSum…highSum`.
    private func candidate(
        top: Int, fineEdge: Bool, pairs: [Int], weights: [Int], shape x: [Int], radius: [Int], lowSum: Int,
        highSum: Int
    ) -> Candidate? {
        let n = options.rows
        let g = goal.grain
        let edge = pairs.count - 1
        // A value above `threshold` pays more than 1439 minutes at `top`: the cap cuts it.
        let threshold = 100 * goal.minutesUntilMidnight / top
        var steps = [Int](repeating: g, count: pairs.count)
        if fineEdge { steps[edge] = 1 }
        var low = [Int](), high = [Int]()
        for j in pairs.indices {
            let s = steps[j]
            let lo = (max(0, x[j] - radius[j]) + s - 1) / s * s
            let hi = (x[j] + radius[j]) / s * s
            low.append(lo)
            // Uncut at `top` if its window allows; a pair cut even at its lowest keeps its whole window.
            high.append(lo > threshold ? hi : min(hi, max(lo, threshold / s * s)))
        }
        guard
            let values = PlinkoFloorTuner.largestKept(
                weights: weights, steps: steps, shape: x.map(Double.init),
                low: low, high: high, threshold: threshold,
                limit: highSum, atLeast: lowSum)
        else { return nil }
        var centis = [Centi](repeating: Centi(0), count: n + 1)
        for (j, k) in pairs.enumerated() { centis[k] = Centi(values[j]); centis[n - k] = Centi(values[j]) }
        let table = PlinkoTable(centis)
        let judgement = goal.judge(PlinkoOdds.outcomeTable(table: table))
        let distance = PlinkoFloorTuner.shapeDistance(values.map(Double.init), x.map(Double.init))
        return (table, judgement, distance)
    }

    /// The best any table in the search space could do at the accepted stakes: at stake w no table
    /// returns more than `high − Σ wₖ · max(0, lowestₖ − 100·1439/w) / (100 · 2ⁿ)` (rounding and the
    /// cap only lower a payout; the nominal RTP is at most `high`; a prize is never below its
    /// window's lowest hundredth, grain or not).
    private func bound(weights: [Int], lowest: [Int], high: ExactFraction, accepted: [Int]) -> PlinkoFloorBound {
        let n = options.rows
        var perStake: [Int: ExactFraction] = [:]
        for w in goal.stakes {
            var lost: WideUnsigned = 0
            for (weight, v) in zip(weights, lowest) {
                let cut = v * w - 100 * goal.minutesUntilMidnight
                if cut > 0 { lost += WideUnsigned(weight) * WideUnsigned(cut) }
            }
            perStake[w] =
                (try? high.minus(ExactFraction(lost, WideUnsigned(100 * w) << WideUnsigned(n)), "bound")) ?? .zero
        }
        let count = goal.stakes.filter { perStake[$0].map { !($0 < goal.floor.fraction) } ?? false }.count
        let worst = accepted.compactMap { perStake[$0] }.min() ?? .zero
        return PlinkoFloorBound(acceptedStakes: count, worstAcceptedReturn: worst)
    }

    /// `Σ ((v − x) / x)²` over the pairs: how far a table moved from its shape (a tie-breaker only).
    static func shapeDistance(_ values: [Double], _ shape: [Double]) -> Double {
        zip(values, shape).reduce(0.0) { sum, pair in
            let relative = (pair.0 - pair.1) / max(pair.1, 1)
            return sum + relative * relative
        }
    }

    /// Multipliers `vⱼ ∈ low…high` in steps of `stepsⱼ` hundredths, non-decreasing from the centre
    /// out, with `Σ weightⱼ · vⱼ` in `atLeast…limit` (the nominal band), that keep the most at the stake
    /// whose cap threshold is `threshold` — the largest `Σ weightⱼ · min(vⱼ, threshold)` — and among
    /// those the one closest to `shape` (`shapeDistance`); nil when none fits. Exact: a depth-first
    /// search over the windows, centre first, that drops a branch when even its best completion
    /// cannot beat the best found; the last pair is solved directly.
    ///
    /// - Complexity: O(Π window sizes) at worst; the bounds keep it to milliseconds for every default table.
    static func largestKept(
        weights: [Int], steps: [Int], shape: [Double], low: [Int], high: [Int], threshold: Int,
        limit: Int, atLeast: Int
    ) -> [Int]? {
        let m = weights.count
        // The most and least the pairs after j can add (the chain ignored: still valid bounds).
        var restHigh = [Int](repeating: 0, count: m + 1), restLow = [Int](repeating: 0, count: m + 1)
        var restKept = [Int](repeating: 0, count: m + 1)
        for j in stride(from: m - 1, through: 0, by: -1) {
            restHigh[j] = restHigh[j + 1] + weights[j] * high[j]
            restLow[j] = restLow[j + 1] + weights[j] * low[j]
            restKept[j] = restKept[j + 1] + weights[j] * min(high[j], threshold)
        }
        var best: (kept: Int, distance: Double, values: [Int])? = nil
        var values = [Int](repeating: 0, count: m)
        func consider(_ kept: Int, _ distance: Double) {
            if let b = best, kept < b.kept || (kept == b.kept && distance >= b.distance) { return }
            best = (kept, distance, values)
        }
        func relative(_ v: Int, _ j: Int) -> Double {
            let r = (Double(v) - shape[j]) / max(shape[j], 1)
            return r * r
        }
        func visit(_ j: Int, _ sum: Int, _ kept: Int, _ distance: Double) {
            let step = steps[j]
            let chainFloor = j > 0 ? (values[j - 1] + step - 1) / step * step : 0
            var from = max(low[j], chainFloor)
            var to = high[j]
            if j == m - 1 {
                // The last pair: every value in the band's reach, solved directly.
                let need = atLeast - sum, room = limit - sum
                if need > 0 { from = max(from, (need + weights[j] - 1) / weights[j]) }
                to = min(to, room >= 0 ? room / weights[j] : -1)
                from = (from + step - 1) / step * step
                to = to / step * step
                guard from <= to else { return }
                var candidates = [to, from]
                if threshold / step * step >= from && threshold / step * step <= to {
                    candidates.append(threshold / step * step)
                }
                let nearest = Int(shape[j].rounded()) / step * step
                for v in [nearest, nearest + step] where v >= from && v <= to { candidates.append(v) }
                for v in candidates {
                    values[j] = v
                    consider(kept + weights[j] * min(v, threshold), distance + relative(v, j))
                }
                return
            }
            guard from <= to else { return }
            for v in stride(from: to, through: from, by: -step) {
                let next = sum + weights[j] * v
                if next + restLow[j + 1] > limit { continue }
                if next + restHigh[j + 1] < atLeast { break }
                let nextKept = kept + weights[j] * min(v, threshold)
                if let b = best, nextKept + restKept[j + 1] < b.kept { break } // a lower v keeps no more
                values[j] = v
                visit(j + 1, next, nextKept, distance + relative(v, j))
            }
        }
        visit(0, 0, 0, 0)
        return best?.values
    }
}

/// A Plinko table tuned for the floor.
package struct PlinkoFloorTuning: Hashable, Sendable {
    package var options: PlinkoOptions
    /// The table it started from.
    var shape: PlinkoTable
    /// The tuned table.
    package var table: PlinkoTable
    /// Its exact nominal RTP.
    package var nominalRTP: ExactFraction
    /// The shape's own judgement (before) and the tuned table's (after).
    package var before: FloorJudgement
    package var after: FloorJudgement
    /// What no table in the search space can beat.
    package var bound: PlinkoFloorBound
    /// The table tuned for 00:00 that was not accepted at any common stake for half an ordinary day,
    /// when this one was tuned again around it for that half day (`FloorTuningRequest`); nil otherwise.
    package var retunedForTheDay: PlinkoTable? = nil

    /// True when the tuned table accepts as many stakes as the bound allows and reaches its worst return.
    package var isOptimal: Bool {
        after.acceptedStakes.count == bound.acceptedStakes && after.worstAcceptedReturn == bound.worstAcceptedReturn
    }
}

/// Upper bounds for a table tuned for the floor.
package struct PlinkoFloorBound: Hashable, Sendable {
    /// No table in the space accepts more stakes.
    package var acceptedStakes: Int
    /// No table accepting the tuned table's stakes has a higher worst effective return.
    package var worstAcceptedReturn: ExactFraction
}

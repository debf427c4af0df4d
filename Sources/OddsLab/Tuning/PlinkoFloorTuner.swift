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
/// its lowest allowed value (`cappedTolerance` below the shape, on the grain) sits at that value,
/// and the other pairs follow the shape on the grain (`HundredthsSearch` in grain units, capped at
/// the cap's threshold) with the largest nominal sum the band allows. The candidate the goal
/// ranks first wins; `bound` says how far any table in the same space could do better.
public struct PlinkoFloorTuner: Hashable, Sendable {
    /// Rows and risk.
    public var options: PlinkoOptions
    /// The shape to keep (symmetric, non-decreasing from the centre out).
    public var shape: PlinkoTable
    /// The nominal RTP aimed at; the result is within `tolerance` of it.
    public var target: TargetRTP
    /// The nominal band's half-width (0.002 = ±0.2 pp).
    public var tolerance: ExactFraction
    /// How far each multiplier may move from the shape, in per mille of it (150 = 15 %), or one
    /// grain step (0.20x) when that is more: small multipliers must be able to reach the grain.
    public var shapeTolerancePerMille: Int
    /// The stakes, floor and moment.
    public var goal: FloorGoal

    /// The product's band for Plinko: ±0.2 pp.
    public static let productTolerance = ExactFraction(2, 1000)
    /// Multipliers move by at most 15 % (or one grain step): the high-risk tables keep their edges.
    public static let defaultShapeTolerancePerMille = 150

    public init(options: PlinkoOptions, shape: PlinkoTable, target: TargetRTP, tolerance: ExactFraction = productTolerance,
                shapeTolerancePerMille: Int = defaultShapeTolerancePerMille, goal: FloorGoal = FloorGoal()) {
        self.options = options
        self.shape = shape
        self.target = target
        self.tolerance = tolerance
        self.shapeTolerancePerMille = shapeTolerancePerMille
        self.goal = goal
    }

    /// The tuned table with its judgement, and the original's for comparison.
    ///
    /// - Throws: `TuningError` for an invalid shape or when no table on the grain fits the band.
    /// - Complexity: O(stakes · HundredthsSearch) per table; milliseconds.
    public func tune() throws(TuningError) -> PlinkoFloorTuning {
        try PlinkoTuner(options: options, shape: shape).validateShape()
        let n = options.rows
        let half = n / 2
        let pairs = Array((0...half).reversed())                // centre → edge
        let weights = pairs.map { k in Int(binomialCoefficient(n, k)) * (2 * k == n ? 1 : 2) }
        let x = pairs.map { shape.centis[$0].hundredths }
        let scale = UInt128(100) << UInt128(n)                 // 100 · 2ⁿ
        guard let low = try? target.value.minus(tolerance, "band"), let high = target.value.adding(tolerance) else {
            throw TuningError("plinko \(options): the band \(target) ± \(tolerance.trimmedDecimal) is out of range")
        }
        // The band in units of 1/(100 · 2ⁿ): the nominal sum Σ C(n,k) · centiₖ must lie in lowSum…highSum.
        let lowSum = Int((low.numerator * scale + low.denominator - 1) / low.denominator)
        let highSum = Int(high.numerator * scale / high.denominator)
        let g = goal.grain
        // Each pair stays within its window: the shape ± max(one grain step, cappedTolerance of the shape).
        let radius = x.map { v in max(g, (shapeTolerancePerMille * v + 999) / 1000) }
        let lowest = zip(x, radius).map { v, r in (max(0, v - r) + g - 1) / g }      // in grain units
        let highest = zip(x, radius).map { v, r in (v + r) / g }
        let before = goal.judge(PlinkoOdds.outcomeTable(table: shape))

        var best: (table: PlinkoTable, judgement: FloorJudgement, distance: Double)? = nil
        for top in goal.stakes {
            // A value above `threshold` pays more than 1439 minutes at `top`: the cap cuts it.
            let threshold = 100 * goal.minutesUntilMidnight / top
            var low = lowest, high = highest
            var cappedSum = 0
            for j in pairs.indices {
                if low[j] * g > threshold {
                    high[j] = low[j]                     // cut at `top` whatever it pays: its lowest value
                    cappedSum += weights[j] * low[j] * g
                } else {
                    high[j] = min(high[j], threshold / g) // stays uncut at `top`
                }
            }
            guard highSum >= cappedSum else { continue }
            guard let units = PlinkoFloorTuner.largestSum(weights: weights, shape: x.map { Double($0) / Double(g) },
                                                          low: low, high: high, limit: highSum / g,
                                                          atLeast: (lowSum + g - 1) / g) else { continue }
            let values = units.map { $0 * g }
            var centis = [Centi](repeating: Centi(0), count: n + 1)
            for (j, k) in pairs.enumerated() { centis[k] = Centi(values[j]); centis[n - k] = Centi(values[j]) }
            let table = PlinkoTable(centis)
            let judgement = goal.judge(PlinkoOdds.outcomeTable(table: table))
            let distance = PlinkoFloorTuner.shapeDistance(values.map(Double.init), x.map(Double.init))
            if let current = best {
                if judgement.isBetter(than: current.judgement) || (judgement.ties(current.judgement) && distance < current.distance) {
                    best = (table, judgement, distance)
                }
            } else {
                best = (table, judgement, distance)
            }
        }
        guard let found = best else {
            throw TuningError("plinko \(options): no table on the \(Centi(g)) grain keeps the shape within the band \(target) ± \(tolerance.trimmedDecimal)")
        }
        let nominal = ExactFraction(UInt128(found.table.centis.enumerated().reduce(0) { $0 + Int(binomialCoefficient(n, $1.offset)) * $1.element.hundredths }), scale)
        return PlinkoFloorTuning(options: options, shape: shape, table: found.table, nominalRTP: nominal,
                                 before: before, after: found.judgement,
                                 bound: bound(weights: weights, lowest: zip(x, radius).map { max(0, $0 - $1) }, high: high,
                                              accepted: found.judgement.acceptedStakes))
    }

    /// The best any table in the search space could do at the accepted stakes: at stake w no table
    /// returns more than `high − Σ wₖ · max(0, lowestₖ − 100·1439/w) / (100 · 2ⁿ)` (rounding and the
    /// cap only lower a payout; the nominal RTP is at most `high`; a prize is never below its
    /// window's lowest hundredth, grain or not).
    private func bound(weights: [Int], lowest: [Int], high: ExactFraction, accepted: [Int]) -> PlinkoFloorBound {
        let n = options.rows
        var perStake: [Int: ExactFraction] = [:]
        for w in goal.stakes {
            var lost: UInt128 = 0
            for (weight, v) in zip(weights, lowest) {
                let cut = v * w - 100 * goal.minutesUntilMidnight
                if cut > 0 { lost += UInt128(weight) * UInt128(cut) }
            }
            perStake[w] = (try? high.minus(ExactFraction(lost, UInt128(100 * w) << UInt128(n)), "bound")) ?? .zero
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

    /// Whole grain units `uⱼ ∈ low…high`, non-decreasing from the centre out, with the largest
    /// `Σ weightⱼ · uⱼ ≤ limit` (at least `atLeast`), and among those the one closest to `shape`
    /// (`shapeDistance`); nil when none fits. Exact: a depth-first search over the windows, centre
    /// first, that drops a branch when even its best completion cannot beat the best found.
    ///
    /// - Complexity: O(Π window sizes) at worst; the bounds keep it to thousands of nodes for every default table.
    static func largestSum(weights: [Int], shape: [Double], low: [Int], high: [Int], limit: Int, atLeast: Int) -> [Int]? {
        let m = weights.count
        // The most and least the pairs after j can add (monotone bounds ignored: still valid bounds).
        var restHigh = [Int](repeating: 0, count: m + 1), restLow = [Int](repeating: 0, count: m + 1)
        for j in stride(from: m - 1, through: 0, by: -1) {
            restHigh[j] = restHigh[j + 1] + weights[j] * high[j]
            restLow[j] = restLow[j + 1] + weights[j] * low[j]
        }
        var best: (sum: Int, distance: Double, values: [Int])? = nil
        var values = [Int](repeating: 0, count: m)
        func visit(_ j: Int, _ sum: Int, _ distance: Double) {
            if j == m {
                guard sum >= atLeast else { return }
                if let b = best, (sum, -distance) <= (b.sum, -b.distance) { return }
                best = (sum, distance, values)
                return
            }
            let floorValue = max(low[j], j > 0 ? values[j - 1] : 0)
            guard floorValue <= high[j] else { return }
            for u in stride(from: high[j], through: floorValue, by: -1) {
                let next = sum + weights[j] * u
                if next + restLow[j + 1] > limit { continue }
                if let b = best, next + restHigh[j + 1] < b.sum { break }   // lower u only lowers the reachable sum
                values[j] = u
                let relative = (Double(u) - shape[j]) / max(shape[j], 1.0 / 20)
                visit(j + 1, next, distance + relative * relative)
            }
        }
        visit(0, 0, 0)
        return best?.values
    }
}

/// A Plinko table tuned for the floor.
public struct PlinkoFloorTuning: Hashable, Sendable {
    public var options: PlinkoOptions
    /// The table it started from.
    public var shape: PlinkoTable
    /// The tuned table.
    public var table: PlinkoTable
    /// Its exact nominal RTP.
    public var nominalRTP: ExactFraction
    /// The shape's own judgement (before) and the tuned table's (after).
    public var before: FloorJudgement
    public var after: FloorJudgement
    /// What no table in the search space can beat.
    public var bound: PlinkoFloorBound

    /// True when the tuned table accepts as many stakes as the bound allows and reaches its worst return.
    public var isOptimal: Bool {
        after.acceptedStakes.count == bound.acceptedStakes && after.worstAcceptedReturn == bound.worstAcceptedReturn
    }
}

/// Upper bounds for a table tuned for the floor.
public struct PlinkoFloorBound: Hashable, Sendable {
    /// No table in the space accepts more stakes.
    public var acceptedStakes: Int
    /// No table accepting the tuned table's stakes has a higher worst effective return.
    public var worstAcceptedReturn: ExactFraction
}

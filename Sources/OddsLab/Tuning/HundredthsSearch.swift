import CasinoCore

/// Whole hundredths that follow a shape, whose weighted sum is as close as the hundredths allow to a target.
///
/// The search behind Plinko and Slots tuning. The unknowns are multipliers in hundredths `v₀ … vₙ₋₁`,
/// listed in increasing order of value (a chain: Plinko pairs from the centre to the edge,
/// non-decreasing; Slots pay classes from the smallest pay up, strictly increasing), each with a
/// weight `wᵢ`: how many of the game's equally likely results pay it. The game's RTP is
/// `Σ wᵢ·vᵢ / (100 · results)`, so hitting an RTP is hitting a target sum `T`.
///
/// 1. **Scale.** The shape is scaled by the exact factor `s` with `Σ wᵢ·max(min, s·shapeᵢ) = T`
///    (multipliers the minimum holds up are taken out of the scaling), giving the ideal `xᵢ`.
/// 2. **Round.** Each `vᵢ` starts at `xᵢ` rounded to the nearest hundredth, inside the chain.
/// 3. **Absorb.** The variable with the smallest weight (Plinko's edge pair, weight 2; Slots' rarest
///    line) is solved exactly: the value within its chain bounds that brings the sum closest to `T`.
/// 4. **Improve.** Steepest descent over moves of ±1 and ±2 hundredths on every other variable,
///    re-solving the absorbing one after each, ordered by (distance to `T`, shape distance). The
///    shape distance is `Σ ((vᵢ − xᵢ) / xᵢ)²`; a `Double`, used only to choose between tables whose
///    sums are equally close. The sum and the distance to `T` are integers throughout.
///
/// No table of hundredths can do better than `bestPossibleDistance`: sums are multiples of the
/// weights' gcd. When the result reaches it, it is optimal.
struct HundredthsSearch {
    /// How many results pay each variable.
    var weights: [Int]
    /// The shape to follow, in hundredths, in chain order.
    var shape: [Int]
    /// Whether each value must exceed the one before it (Slots: equal pays would change which line wins ties).
    var strictlyIncreasing: Bool
    /// The smallest value allowed (the first variable's floor).
    var minimum: Int
    /// The largest value allowed (the last variable's ceiling).
    var maximum: Int
    /// The target sum `Σ wᵢ·vᵢ`.
    var target: ExactFraction

    /// Why no table can reach the target: the caller words it (`solve(refusal:)`).
    enum Infeasibility: Hashable {
        /// Even every value at its lowest gives more than the target: the lowest possible sum.
        case targetBelowLowestSum(Int)
        /// Even every value at its highest gives less: the highest possible sum.
        case targetAboveHighestSum(Int)
        /// The shape pays nothing where it would need to (all zeros, or no weight at all).
        case shapePaysNothing
    }

    /// The search's answer.
    struct Solution: Hashable {
        /// The hundredths, in chain order.
        var values: [Int]
        /// `Σ wᵢ·vᵢ`.
        var sum: Int
        /// The scaled shape `xᵢ` (for reporting how far each value moved).
        var ideal: [Double]
        /// `|sum − T|`, exactly.
        var distance: ExactFraction
        /// The smallest `|S − T|` of any integer sum `S` the weights can form: a lower bound for every table.
        var bestPossibleDistance: ExactFraction
        /// The index of the variable that absorbed the remainder.
        var absorbingIndex: Int
    }

    private var step: Int { strictlyIncreasing ? 1 : 0 }

    /// Runs the search.
    ///
    /// - Complexity: O(iterations · n²) with n the number of variables; a few dozen iterations in practice.
    func solve(refusal: (Infeasibility) -> InputError) throws(InputError) -> Solution {
        let n = weights.count
        guard n > 0, shape.count == n else { throw refusal(.shapePaysNothing) }
        let lowest = (0..<n).reduce(0) { $0 + weights[$1] * (minimum + step * $1) }
        let highest = (0..<n).reduce(0) { $0 + weights[$1] * (maximum - step * (n - 1 - $1)) }
        if target < ExactFraction(integer: lowest) { throw refusal(.targetBelowLowestSum(lowest)) }
        if ExactFraction(integer: highest) < target { throw refusal(.targetAboveHighestSum(highest)) }
        guard let absorbing = (0..<n).filter({ weights[$0] > 0 }).min(by: { (weights[$0], -$0) < (weights[$1], -$1) })
        else {
            throw refusal(.shapePaysNothing)
        }

        let ideal = try scaledShape(refusal: refusal)
        var values = ideal.map { x in Int((x.numerator * 2 + x.denominator) / (2 * x.denominator)) }
        for i in 0..<n {
            values[i] = min(max(values[i], i == 0 ? minimum : values[i - 1] + step), maximum - step * (n - 1 - i))
        }
        let idealDoubles = ideal.map(\.doubleValue)
        guard var current = absorb(values, at: absorbing) else { throw refusal(.shapePaysNothing) }
        var currentScore = score(current, ideal: idealDoubles)

        var iterations = 0
        while iterations < 10_000 {
            iterations += 1
            var best: (values: [Int], score: Score)? = nil
            for i in 0..<n where i != absorbing {
                for delta in [-2, -1, 1, 2] {
                    var trial = current
                    trial[i] += delta
                    if i > 0 && i - 1 != absorbing && trial[i] < trial[i - 1] + step { continue }
                    if i < n - 1 && i + 1 != absorbing && trial[i] > trial[i + 1] - step { continue }
                    if i == 0 && trial[i] < minimum { continue }
                    if i == n - 1 && trial[i] > maximum { continue }
                    guard let solved = absorb(trial, at: absorbing) else { continue }
                    let s = score(solved, ideal: idealDoubles)
                    if s < (best?.score ?? currentScore) { best = (solved, s) }
                }
            }
            guard let move = best else { break }
            current = move.values
            currentScore = move.score
        }

        let sum = (0..<n).reduce(0) { $0 + weights[$1] * current[$1] }
        return Solution(
            values: current, sum: sum, ideal: idealDoubles,
            distance: distance(sum), bestPossibleDistance: bestPossibleDistance(), absorbingIndex: absorbing)
    }

    /// `max(min, s·shapeᵢ)` with `s` chosen so the weighted sum of these is exactly `T`.
    private func scaledShape(refusal: (Infeasibility) -> InputError) throws(InputError) -> [ExactFraction] {
        let n = weights.count
        var clamped = [Bool](repeating: false, count: n)
        // Clamping raises some values, so the rest need a smaller scale, which can clamp more:
        // the clamped set only grows, so this settles within n rounds.
        for _ in 0...n {
            var heldUp: WideUnsigned = 0
            var scaled: WideUnsigned = 0
            for i in 0..<n {
                if clamped[i] {
                    heldUp += WideUnsigned(weights[i]) * WideUnsigned(minimum)
                } else {
                    scaled += WideUnsigned(weights[i]) * WideUnsigned(shape[i])
                }
            }
            // s = (T − heldUp) / scaled = (Tn − Td·heldUp) / (Td·scaled)
            let heldUpScaled = target.denominator * heldUp
            guard target.numerator >= heldUpScaled else { throw refusal(.targetBelowLowestSum(Int(heldUp))) }
            let sNumerator = target.numerator - heldUpScaled
            let sDenominator = target.denominator * scaled
            if sDenominator == 0 {
                if sNumerator == 0 { return (0..<n).map { _ in ExactFraction(integer: minimum) } }
                throw refusal(.shapePaysNothing)
            }
            var changed = false
            for i in 0..<n
            where !clamped[i] && WideUnsigned(shape[i]) * sNumerator < WideUnsigned(minimum) * sDenominator {
                clamped[i] = true
                changed = true
            }
            if !changed {
                return (0..<n).map { i in
                    clamped[i]
                        ? ExactFraction(integer: minimum)
                        : ExactFraction(WideUnsigned(shape[i]) * sNumerator, sDenominator)
                }
            }
        }
        throw refusal(.shapePaysNothing)
    }

    /// `values` with the absorbing variable set to the value within its chain bounds that brings
    /// the sum closest to `T` (the lower one on a tie: the house keeps the odd hundredth), or nil
    /// when its bounds are empty.
    private func absorb(_ values: [Int], at f: Int) -> [Int]? {
        let n = values.count
        let low = f == 0 ? minimum : values[f - 1] + step
        let high = f == n - 1 ? maximum : values[f + 1] - step
        guard low <= high else { return nil }
        var rest = 0
        for i in 0..<n where i != f { rest += weights[i] * values[i] }
        // The real solution is e = (T − rest) / w_f = (Tn − Td·rest) / (Td·w_f); try ⌊e⌋ and ⌊e⌋ + 1.
        let numerator = Int128(target.numerator) - Int128(target.denominator) * Int128(rest)
        let denominator = Int128(target.denominator) * Int128(weights[f])
        var floor = numerator / denominator
        if numerator % denominator != 0 && numerator < 0 { floor -= 1 }
        var best = values
        var bestDistance: WideUnsigned? = nil
        for candidate in [floor, floor + 1] {
            let v = Int(max(Int128(low), min(Int128(high), candidate)))
            let d = distanceNumerator(rest + weights[f] * v)
            // Strictly closer only: on a tie the first (lower) candidate stays.
            if bestDistance.map({ d < $0 }) ?? true {
                best[f] = v
                bestDistance = d
            }
        }
        return best
    }

    /// `|S·Td − Tn|`: the distance to `T` times `T`'s denominator.
    private func distanceNumerator(_ sum: Int) -> WideUnsigned {
        let scaled = WideUnsigned(sum) * target.denominator
        return scaled >= target.numerator ? scaled - target.numerator : target.numerator - scaled
    }

    private func distance(_ sum: Int) -> ExactFraction {
        ExactFraction(distanceNumerator(sum), target.denominator)
    }

    /// The distance from `T` to the nearest multiple of the weights' gcd.
    private func bestPossibleDistance() -> ExactFraction {
        var g = 0
        for w in weights where w > 0 { g = gcd(g, w) }
        let step = target.denominator * WideUnsigned(g)
        let below = target.numerator / step * step
        let above = below + step
        return ExactFraction(min(target.numerator - below, above - target.numerator), target.denominator)
    }

    private func gcd(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }

    /// Ordered by distance to `T`, then by shape distance.
    struct Score: Comparable {
        var distance: WideUnsigned
        var shapeDistance: Double

        static func < (a: Score, b: Score) -> Bool {
            a.distance != b.distance ? a.distance < b.distance : a.shapeDistance < b.shapeDistance
        }
    }

    private func score(_ values: [Int], ideal: [Double]) -> Score {
        var sum = 0
        var shapeDistance = 0.0
        for i in values.indices {
            sum += weights[i] * values[i]
            let relative = (Double(values[i]) - ideal[i]) / max(ideal[i], 1)
            shapeDistance += relative * relative
        }
        return Score(distance: distanceNumerator(sum), shapeDistance: shapeDistance)
    }
}

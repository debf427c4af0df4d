import CasinoCore

/// Tunes a slot machine's pays so that a bet of `stake` minutes, holding only the bet, is accepted
/// for at least `dayMinutes` minutes of an ordinary day (`DayAcceptance`), keeping the reels, the
/// order of the pays and a nominal RTP within `target ± tolerance`.
///
/// Why: the midnight cap cuts a big prize more as the day goes on (a 200x prize on 10 minutes gains
/// 1990 minutes, more than any moment of a day can pay), so the return floor refuses the machine's
/// common stakes for most of the day. A smaller top prize is the lever.
///
/// The search, exhaustive over whole multiples of the stake (`grain`: every pay a multiple of 1.00x
/// by default, so floor rounding never lowers the return at any stake): each distinct pay of the
/// machine is one unknown (lines that paid the same still pay the same; a higher pay stays strictly
/// higher, as `SlotsTuner` keeps them), and among the paytables whose nominal RTP is in the band and
/// whose `stake`-minute bet is accepted at the last required minute (acceptance only gets easier
/// earlier in the day, so that one moment decides the whole stretch), it takes the one closest to
/// the machine's pays, `Σ ((v − x)/x)²` over the distinct pays, then the nominal closest to the
/// target, then the lower pays. A branch-and-bound over the pays from the top down: a branch ends
/// when its distance already exceeds the best found, when its pays leave the band out of reach, or
/// when the prizes already chosen lose so much to the cap at the required moment that no choice of
/// the lower pays can bring the return up to the floor (a lower pay's kept minutes are at most
/// `stake · pay`). The winner is then judged by the core (`DayAcceptance`, `WagerValidation`); a
/// disagreement with the search's exact sum is an error, never a silent result.
struct SlotsDayTuner: Hashable, Sendable {
    /// The machine: its reels and lines are kept, its pays are the shape.
    var configuration: SlotsConfiguration
    /// The nominal RTP aimed at; the band is `target ± tolerance`.
    var target: TargetRTP
    var tolerance: ExactFraction
    /// The stake whose day is tuned (minutes).
    var stake: Int
    /// The minutes of the ordinary day (from 00:00) the stake must be accepted for, holding only the bet.
    var dayMinutes: Int
    /// The floor acceptance is judged under.
    var floor: ReturnFloor
    /// Every pay is a multiple of this many hundredths.
    var grain: Int
    var hitBand: HitBand

    /// The product's band for Slots: ±0.5 pp.
    static let productTolerance = ExactFraction(5, 1000)
    /// The stake the default machine is tuned for.
    static let defaultStake = 10

    init(
        configuration: SlotsConfiguration = .defaults, target: TargetRTP, tolerance: ExactFraction = productTolerance,
        stake: Int = SlotsDayTuner.defaultStake, dayMinutes: Int = DayAcceptance.playableMinutes,
        floor: ReturnFloor = .defaults, grain: Int = 100, hitBand: HitBand = .product
    ) {
        self.configuration = configuration
        self.target = target
        self.tolerance = tolerance
        self.stake = stake
        self.dayMinutes = dayMinutes
        self.floor = floor
        self.grain = grain
        self.hitBand = hitBand
    }

    /// The minutes until 23:59 of the last minute the stake must be accepted at.
    var requiredMinutesUntilMidnight: Int { DayAcceptance.dayMinutes - dayMinutes }

    /// The paytable, with the machine's day before and after.
    ///
    /// - Throws: `InputError` for an invalid machine, a hit frequency outside the band, a day goal
    ///   outside 1…1440 minutes, or no paytable of the grain meeting the goal in the band.
    func tune() throws -> SlotsDayTuning {
        try configuration.validate()
        guard (1...DayAcceptance.dayMinutes).contains(dayMinutes) else {
            throw InputError("slots: the day goal \(dayMinutes) min is not 1…\(DayAcceptance.dayMinutes) minutes")
        }
        guard (1...DayAcceptance.dayMinutes).contains(stake) else {
            throw InputError("slots: stake \(stake) is not 1…\(DayAcceptance.dayMinutes) minutes")
        }
        let classes = try SlotsPayClasses(configuration, hitBand: hitBand)
        let (cycle, pays, classOf, weights, hitFrequency) =
            (classes.cycle, classes.pays, classes.classOf, classes.weights, classes.hitFrequency)
        guard let low = try? target.value.minus(tolerance, "band"), let high = target.value.adding(tolerance) else {
            throw InputError("slots: no band around \(target)")
        }
        // Σ weight · pay (hundredths) must be in [lowest, highest]: the band times 100 · cycle.
        let scale = 100 * WideUnsigned(cycle)
        let lowest = Int((low.numerator * scale + low.denominator - 1) / low.denominator)
        let highest = Int((high.numerator * scale) / high.denominator)
        let search = Search(
            weights: weights, shape: pays, grain: grain, lowest: lowest, highest: highest, stake: stake,
            room: max(0, requiredMinutesUntilMidnight - stake), floorPPM: floor.perMillion, cycle: cycle,
            targetSum: target.value)
        guard let found = search.run() else {
            throw InputError(
                "slots: no paytable of multiples of \(Centi(grain)) with the pays' order and a nominal RTP within \(target) ± \(tolerance.trimmedDecimal) is accepted at \(stake) min for \(dayMinutes) min of the day"
            )
        }
        var tuned = configuration
        for (i, c) in classOf.enumerated() { tuned.paytable[i].centi = Centi(found[c]) }
        try tuned.validate()
        let stakes = DayAcceptance.commonStakes.contains(stake) ? DayAcceptance.commonStakes : [stake]
        func day(_ machine: SlotsConfiguration) throws -> DayAcceptance.Row {
            var whole = GameConfiguration.defaults
            whole.slots = machine
            whole.returnFloor = floor
            let games = try whole.configuredGames(for: GameSelection(game: .slots))
            guard let row = DayAcceptance(games: games, floor: floor, stakes: stakes).rows.first else {
                throw InputError("slots: the machine builds no choice")
            }
            return row
        }
        let after = try day(tuned)
        guard let cell = after.cell(stake: stake), cell.minutesAccepted >= dayMinutes else {
            throw InputError(
                "slots: the core refuses the tuned machine's \(stake)-minute bet before the required minute")
        }
        let sum = zip(weights, found).reduce(0) { $0 + $1.0 * $1.1 }
        return SlotsDayTuning(
            shape: configuration, configuration: tuned, target: target, tolerance: tolerance, stake: stake,
            dayMinutes: dayMinutes, rtp: ExactFraction(WideUnsigned(sum), scale), hitFrequency: hitFrequency,
            before: try day(configuration), after: after)
    }

    /// The exhaustive branch-and-bound, in integers (the distance to the shape is a `Double` used only to rank).
    private struct Search {
        var weights: [Int]
        var shape: [Int]
        var grain: Int
        var lowest: Int
        var highest: Int
        var stake: Int
        var room: Int
        var floorPPM: Int
        var cycle: Int
        var targetSum: ExactFraction
        // The walk's state, set by `run` on its own copy: the pays chosen so far (from the top
        // class down), the best table found, the sum the target asks for and each class's minimum below.
        var values: [Int] = []
        var best: (values: [Int], distance: Double, gap: Int)? = nil
        var aim = 0
        var minimumBelow: [Int] = []

        /// Minutes a `stake`-minute bet keeps when the outcome pays `centi`, after floor rounding and the cap.
        func kept(_ centi: Int) -> Int {
            let paid = stake * centi / 100
            return paid > stake ? stake + min(paid - stake, room) : paid
        }

        func run() -> [Int]? {
            let n = weights.count
            guard n > 0 else { return nil }
            var walk = self
            walk.values = [Int](repeating: 0, count: n)
            // The sum (×100·cycle) the target asks for, to rank equally close tables by their nominal.
            walk.aim = Int(targetSum.numerator * 100 * WideUnsigned(cycle) / targetSum.denominator)
            // Minimum sum of classes 0..<k: each at its smallest, strictly increasing from `grain`.
            walk.minimumBelow = [Int](repeating: 0, count: n + 1)
            for k in 1...n { walk.minimumBelow[k] = walk.minimumBelow[k - 1] + weights[k - 1] * grain * k }
            walk.visit(n - 1, sum: 0, keptSum: 0, dist: 0)
            return walk.best?.values
        }

        /// How far pay `v` of class `c` is from the machine's: `((v − x)/x)²`.
        func distance(_ c: Int, _ v: Int) -> Double {
            let x = Double(shape[c])
            return ((Double(v) - x) / x) * ((Double(v) - x) / x)
        }

        /// Every pay of class `c` and, recursively, of the classes below it, outward from the shape's
        /// value, each branch ended by the bounds; past the last class, a complete table is considered.
        mutating func visit(_ c: Int, sum: Int, keptSum: Int, dist: Double) {
            let n = weights.count
            if c < 0 {
                consider(sum: sum, keptSum: keptSum, dist: dist)
                return
            }
            let ceiling = c == n - 1 ? highest / max(1, weights[c]) : values[c + 1] - grain
            let floorValue = grain * (c + 1)
            guard ceiling >= floorValue else { return }
            let nearest = min(max((shape[c] + grain / 2) / grain * grain, floorValue), ceiling / grain * grain)
            // Outward from the shape's value: down, then up, alternating; each side stops once too far.
            var down = nearest, up = nearest + grain
            var downOpen = true, upOpen = true
            while downOpen || upOpen {
                for side in 0..<2 {
                    let v: Int
                    if side == 0 {
                        guard downOpen else { continue }
                        if down < floorValue { downOpen = false; continue }
                        v = down
                        down -= grain
                    } else {
                        guard upOpen else { continue }
                        if up > ceiling { upOpen = false; continue }
                        v = up
                        up += grain
                    }
                    let d = dist + distance(c, v)
                    if let b = best, d > b.distance {
                        if side == 0 { downOpen = false } else { upOpen = false }
                        continue
                    }
                    let s = sum + weights[c] * v
                    // The band: the classes below add at least their minimum and at most all just under v.
                    if s + minimumBelow[c] > highest {
                        if side == 1 { upOpen = false }
                        continue
                    }
                    var maximumBelow = 0
                    for k in 0..<c { maximumBelow += weights[k] * (v - grain * (c - k)) }
                    if s + maximumBelow < lowest {
                        if side == 0 { downOpen = false }
                        continue
                    }
                    // The floor: the classes below keep at most stake · pay / 100 each.
                    let k = keptSum + weights[c] * kept(v)
                    let bound = 100 * k + stake * (highest - s)
                    if bound * 1_000_000 < floorPPM * stake * cycle * 100 {
                        // A higher pay here is cut at least as much: only lower values can still pass.
                        if side == 1 { upOpen = false }
                        continue
                    }
                    values[c] = v
                    visit(c - 1, sum: s, keptSum: k, dist: d)
                }
            }
        }

        /// A complete table: kept when its sum is in the band, its bet meets the floor, and it is closer
        /// to the shape (then to the target, then lower) than the best found.
        mutating func consider(sum: Int, keptSum: Int, dist: Double) {
            // The floor's need, in units of 1/(100 · cycle) minutes kept per 10⁶: Σ w · kept · 100 · 10⁶ ≥ floor · stake · 100 · cycle.
            guard sum >= lowest, sum <= highest else { return }
            // Exact: Σ w · kept ≥ floor · stake · cycle  ⇔  Σ w · kept · 10⁶ ≥ perMillion · stake · cycle.
            guard keptSum * 1_000_000 >= floorPPM * stake * cycle else { return }
            let gap = abs(sum - aim)
            if let b = best {
                if dist > b.distance { return }
                if dist == b.distance
                    && (gap > b.gap || (gap == b.gap && values.lexicographicallyPrecedes(b.values) == false))
                {
                    return
                }
            }
            best = (values, dist, gap)
        }
    }
}

/// A slot machine tuned for its day.
package struct SlotsDayTuning: Hashable, Sendable {
    package var shape: SlotsConfiguration
    package var configuration: SlotsConfiguration
    var target: TargetRTP
    var tolerance: ExactFraction
    package var stake: Int
    package var dayMinutes: Int
    /// The tuned machine's exact nominal RTP.
    package var rtp: ExactFraction
    /// The same before and after: pays never change which spins pay.
    package var hitFrequency: ExactFraction
    /// The machine's day at the common stakes, before and after.
    package var before: DayAcceptance.Row
    package var after: DayAcceptance.Row

    package static func == (lhs: SlotsDayTuning, rhs: SlotsDayTuning) -> Bool {
        lhs.configuration == rhs.configuration && lhs.shape == rhs.shape && lhs.stake == rhs.stake
            && lhs.dayMinutes == rhs.dayMinutes
    }
    package func hash(into hasher: inout Hasher) {
        hasher.combine(configuration)
        hasher.combine(stake)
        hasher.combine(dayMinutes)
    }
}

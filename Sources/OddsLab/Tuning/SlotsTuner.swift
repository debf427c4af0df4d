import CasinoCore

/// Tunes a slot machine's paytable to a target RTP, keeping its reels and its hit frequency.
///
/// The pays are scaled and searched in whole hundredths (see `HundredthsSearch`): a line's weight
/// is the number of stop triples it pays, out of `100 · cycle`. Two rules keep the exact odds what
/// the PAR sheet says:
/// - pays keep their order: lines that paid the same still pay the same and a higher pay stays
///   higher, because a combination pays its highest matching line (the first among equals), so a
///   new order could move combinations between lines;
/// - no pay drops to 0 (the configuration requires positive pays), so the same combinations pay
///   something and the hit frequency cannot move: it is checked against the band, and a machine
///   outside it is reported, since only the reels or the lines can change it.
struct SlotsTuner: Hashable, Sendable {
    /// The machine: its reels and lines are kept, its pays are the shape to scale.
    var configuration: SlotsConfiguration
    /// The band the hit frequency must be in.
    var hitBand: HitBand

    /// A tuner for `configuration`, with its pays replaced by `pays` (in paytable order) when given.
    ///
    /// - Throws: when `pays` does not have one multiplier per line.
    init(configuration: SlotsConfiguration = .defaults, pays: [Centi]? = nil, hitBand: HitBand = .product)
        throws(InputError)
    {
        var shaped = configuration
        if let pays {
            if pays.count != configuration.paytable.count {
                throw InputError(
                    "pays lists \(pays.count) multiplier\(pays.count == 1 ? "" : "s"); the paytable has \(configuration.paytable.count) lines"
                )
            }
            for i in pays.indices { shaped.paytable[i].centi = pays[i] }
        }
        self.configuration = shaped
        self.hitBand = hitBand
    }

    /// The paytable for `target`, with its PAR sheet and how close it comes.
    ///
    /// - Throws: `InputError` for an invalid machine, a hit frequency outside the band, or a
    ///   target the smallest pays (0.01x) cannot go below.
    /// - Complexity: O(symbols³ · lines) for the counts, then the search over pay classes.
    func tune(to target: TargetRTP) throws -> SlotsTuning {
        try configuration.validate()
        let classes = try SlotsPayClasses(configuration, hitBand: hitBand)
        let (counts, cycle, pays, classOf, weights, hitFrequency) =
            (classes.counts, classes.cycle, classes.pays, classes.classOf, classes.weights, classes.hitFrequency)
        let search = HundredthsSearch(
            weights: weights, shape: pays, strictlyIncreasing: true, minimum: 1, maximum: PlinkoTuner.maximumCenti,
            target: target.value.multiplied(by: ExactFraction(100 * WideUnsigned(cycle), 1)) ?? target.value)
        let solution = try search.solve { reason in
            switch reason {
            case .targetBelowLowestSum(let lowest):
                InputError(
                    "slots: target RTP \(target) is below what the smallest pays allow (with every pay as low as its order permits, from 0.01x up, the RTP is \(ExactFraction(WideUnsigned(lowest), 100 * WideUnsigned(cycle)).roundedDecimal(places: 6)))"
                )
            case .targetAboveHighestSum:
                InputError(
                    "slots: target RTP \(target) is out of reach below the largest multiplier a configuration accepts")
            case .shapePaysNothing:
                InputError("slots: no combination pays any line, so there is nothing to scale")
            }
        }
        var tuned = configuration
        var largestChange = ShapeChange.none
        for (i, c) in classOf.enumerated() {
            tuned.paytable[i].centi = Centi(solution.values[c])
            let relative = (Double(solution.values[c]) - solution.ideal[c]) / max(solution.ideal[c], 1)
            if counts[i] > 0 && abs(relative) > abs(largestChange.relative) {
                largestChange = ShapeChange(index: i, relative: relative)
            }
        }
        let outcomes = 100 * WideUnsigned(cycle)
        let rtp = ExactFraction(WideUnsigned(solution.sum), outcomes)
        return SlotsTuning(
            shape: configuration, configuration: tuned, target: target, rtp: rtp,
            gap: RTPGap(achieved: rtp, target: target.value),
            bestPossibleGap: solution.bestPossibleDistance.multiplied(by: ExactFraction(1, outcomes)) ?? .zero,
            hitFrequency: hitFrequency, hitBand: hitBand, largestPayChange: largestChange,
            parSheet: SlotsPARSheet(configuration: tuned))
    }
}

/// A tuned slot machine, its PAR sheet, and how close it comes to the target.
package struct SlotsTuning: Hashable, Sendable {
    /// The machine whose pays were the shape.
    package var shape: SlotsConfiguration
    /// The machine with the tuned pays.
    package var configuration: SlotsConfiguration
    /// What was asked for.
    package var target: TargetRTP
    /// The exact nominal RTP of the tuned machine.
    package var rtp: ExactFraction
    /// `rtp − target`.
    package var gap: RTPGap
    /// The smallest gap any paytable of hundredths could have on these reels.
    package var bestPossibleGap: ExactFraction
    /// `P(a spin pays)`: the same before and after tuning.
    package var hitFrequency: ExactFraction
    /// The band it was checked against.
    package var hitBand: HitBand
    /// The paying line whose pay moved furthest from the exactly scaled one.
    package var largestPayChange: ShapeChange
    /// The PAR sheet of the tuned machine.
    package var parSheet: SlotsPARSheet

    /// True when no paytable of hundredths is closer to the target.
    package var isOptimal: Bool { gap.magnitude == bestPossibleGap }
}

/// A machine's pays as the tuners search them: each line's stop count, the cycle, one class per
/// distinct pay (in increasing order of pay: lines that paid the same stay together) with its
/// weight (the stop triples its lines pay). Reading them checks the hit frequency against the band,
/// which no change of pays can move.
struct SlotsPayClasses {
    /// Stop triples each line pays, in paytable order.
    var counts: [Int]
    /// The product of the strip lengths.
    var cycle: Int
    /// The distinct pays (hundredths), increasing.
    var pays: [Int]
    /// Each line's class: its index in `pays`.
    var classOf: [Int]
    /// Stop triples each class pays.
    var weights: [Int]
    /// The share of spins any line pays (inside the band).
    var hitFrequency: ExactFraction

    /// - Throws: `InputError` when the hit frequency is outside `hitBand`.
    /// - Complexity: O(symbols³ · lines).
    init(_ configuration: SlotsConfiguration, hitBand: HitBand) throws(InputError) {
        let lines = configuration.paytable
        var counts = [Int](repeating: 0, count: lines.count)
        var hits = 0
        for combo in SlotsOdds.combinations(configuration: configuration) {
            guard let line = combo.paylineIndex else { continue }
            counts[line] += combo.count
            hits += combo.count
        }
        let cycle = configuration.cycle
        let hitFrequency = ExactFraction(WideUnsigned(hits), WideUnsigned(cycle))
        if !hitBand.contains(hitFrequency) {
            throw InputError(
                "slots: hit frequency \(hitFrequency.percentText(places: 2)) % is outside the band \(hitBand); pays cannot change which spins pay (change the reels or the lines)"
            )
        }
        let pays = Array(Set(lines.map(\.centi.hundredths))).sorted()
        let classOf = lines.map { line in pays.firstIndex(of: line.centi.hundredths) ?? 0 }
        var weights = [Int](repeating: 0, count: pays.count)
        for (i, c) in classOf.enumerated() { weights[c] += counts[i] }
        (self.counts, self.cycle, self.pays, self.classOf, self.weights) = (counts, cycle, pays, classOf, weights)
        self.hitFrequency = hitFrequency
    }
}

import CasinoCore

/// Tunes each Mines plan's multiplier for the return floor: any hundredth whose nominal RTP is
/// within the band, chosen for the most stakes accepted, then the best worst effective return,
/// then the nominal closest to the target, then the lower multiplier.
///
/// A plan has one multiplier and its survival probability P is fixed, so the search is exhaustive:
/// every hundredth M with `P · M / 100` in the band is judged (`FloorGoal.judge`, the core's
/// effective return). Above `100 · 1439 / (smallest stake)` every stake's win is cut to 1439
/// minutes, so all such M judge alike: only the one nearest the target is judged among them.
/// The result is the optimum of the band for that plan, not an approximation.
struct MinesFloorTuner: Hashable, Sendable {
    /// The nominal RTP aimed at; the band is `target ± tolerance`.
    var target: TargetRTP
    /// ±0.5 pp by default (the product's band for Mines).
    var tolerance: ExactFraction
    var goal: FloorGoal

    /// The product's band for Mines: ±0.5 pp.
    static let productTolerance = ExactFraction(5, 1000)

    init(target: TargetRTP, tolerance: ExactFraction = productTolerance, goal: FloorGoal = FloorGoal()) {
        self.target = target
        self.tolerance = tolerance
        self.goal = goal
    }

    /// The best multiplier for `mines` × `reveals`.
    ///
    /// - Complexity: O(min(band width, 1439·100/stake) · stakes · reveals) exact evaluations.
    func tune(mines: Int, reveals: Int, formula: MinesConfiguration) throws(InputError) -> MinesFloorTuning {
        let n = MinesConfiguration.tileCount
        let all = binomialCoefficient(n, reveals)
        let safe = binomialCoefficient(n - mines, reveals)
        guard safe > 0, let low = try? target.value.minus(tolerance, "band"), let high = target.value.adding(tolerance)
        else {
            throw InputError("mines \(mines) mines \(reveals) reveals: no band around \(target)")
        }
        // P · M / 100 ∈ [low, high] ⇔ M ∈ [low · 100 · all / safe, high · 100 · all / safe].
        let lowNumerator: WideUnsigned = low.numerator * 100 * all + low.denominator * safe - 1
        let lowest = Int(lowNumerator / (low.denominator * safe))
        let highNumerator: WideUnsigned = high.numerator * 100 * all
        let highest = Int(highNumerator / (high.denominator * safe))
        let centreNumerator: WideUnsigned = target.value.numerator * 100 * all * 2 + target.value.denominator * safe
        let nearest = min(max(Int(centreNumerator / (2 * target.value.denominator * safe)), lowest), highest)
        let base = MinesOdds.outcomeTable(configuration: formula, mines: mines, reveals: reveals)
        func table(_ centi: Int) -> OutcomeTable {
            var outcomes = base.outcomes
            outcomes[outcomes.count - 1].centi = Centi(centi)
            return OutcomeTable(outcomes)
        }
        let cut = 100 * goal.minutesUntilMidnight / (goal.stakes.first ?? 1) + 1
        var candidates = lowest <= highest ? Array(lowest...min(highest, max(lowest, cut))) : []
        if lowest <= highest && !candidates.contains(nearest) { candidates.append(nearest) }
        var best: (centi: Int, judgement: FloorJudgement, distance: WideUnsigned)? = nil
        for centi in candidates {
            let judgement = goal.judge(table(centi))
            // |P · M / 100 − target| · 100 · den · safe, exactly.
            let achieved = WideUnsigned(centi) * target.value.denominator * safe
            let aimed = target.value.numerator * 100 * all
            let distance = achieved > aimed ? achieved - aimed : aimed - achieved
            if let b = best {
                let better =
                    judgement.isBetter(than: b.judgement)
                    || (judgement.ties(b.judgement)
                        && (distance < b.distance || (distance == b.distance && centi < b.centi)))
                if !better { continue }
            }
            best = (centi, judgement, distance)
        }
        guard let found = best else {
            throw InputError(
                "mines \(mines) mines \(reveals) reveals: no hundredth has a nominal RTP within \(target) ± \(tolerance.trimmedDecimal)"
            )
        }
        // Which stakes no hundredth in the band passes, and whether the cap or rounding stops them.
        var reasons: [Int: MinesFloorTuning.Miss] = [:]
        for stake in goal.stakes where !found.judgement.acceptedStakes.contains(stake) {
            reasons[stake] = stake * found.centi / 100 > goal.minutesUntilMidnight ? .cap : .rounding
        }
        return MinesFloorTuning(
            mines: mines, reveals: reveals, formula: formula.formulaMultiplier(mines: mines, reveals: reveals),
            centi: Centi(found.centi), band: Centi(lowest)...Centi(max(lowest, highest)),
            before: goal.judge(base), after: found.judgement, misses: reasons,
            nominalRTP: ExactFraction(WideUnsigned(found.centi) * safe, 100 * all))
    }
}

/// One Mines plan tuned for the floor.
package struct MinesFloorTuning: Hashable, Sendable {
    /// Why a stake is refused after tuning.
    package enum Miss: String, Hashable, Sendable {
        /// The win is larger than 1439 minutes at that stake: the cap cuts it.
        case cap
        /// No hundredth in the band pays enough whole minutes at that stake (or a better one there costs more stakes elsewhere).
        case rounding
    }
    package var mines: Int
    package var reveals: Int
    /// The formula's multiplier (before).
    package var formula: Centi
    /// The tuned multiplier.
    package var centi: Centi
    /// The hundredths whose nominal RTP is in the band.
    package var band: ClosedRange<Centi>
    package var before: FloorJudgement
    package var after: FloorJudgement
    /// The refused stakes after tuning, with the cause.
    package var misses: [Int: Miss]
    /// The tuned nominal RTP, exact.
    var nominalRTP: ExactFraction
    /// The smallest stake of 1…120 minutes accepted at 00:00 with the tuned multiplier; nil: the plan is not offered.
    package var smallestAcceptedWager: Int? = nil
    /// The tuned plan over an ordinary day at the common stakes, holding only the bet (`DayAcceptance`).
    package var day: [DayAcceptance.Cell]? = nil

    /// Offered: some stake of 1…120 minutes is accepted at 00:00 and some common stake for half the
    /// ordinary day (`DayAcceptance.Row.isPlayable`).
    package var isOffered: Bool { smallestAcceptedWager != nil && (day.map(DayAcceptance.isPlayable) ?? true) }
}

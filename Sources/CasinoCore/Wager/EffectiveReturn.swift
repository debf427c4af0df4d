/// The effective return of one bet: what a wager gives back on average, after floor rounding and
/// the midnight cap, for this player's remaining minutes at this moment.
///
/// `Σ p(outcome) · (wager + cappedDelta(outcome)) / wager`, exact. This is the figure the return
/// floor judges and the preview shows ("on average you keep X of every 100 minutes on this bet").
/// Nominal RTP (`Σ p · centi / 100`) ignores both losses; this one does not.
///
/// The sum is taken over the outcome table's common denominator: every probability `n/d` becomes
/// an integer weight `n · (D/d)` with `D = lcm(d)`, so the sum is an integer and comparisons are
/// exact. Every product is checked: a figure that does not fit is reported as nil, never trapped.
public struct EffectiveReturn: Hashable, Sendable {
    /// Σ weight · minutes kept.
    @usableFromInline let kept: WideUnsigned
    /// `wager · D`.
    @usableFromInline let staked: WideUnsigned

    /// The return as an exact fraction in lowest terms.
    public var fraction: ExactFraction { ExactFraction(kept, staked) }

    /// Computes the effective return of `wager` on `outcomeTable` for a player holding
    /// `remainingMinutes` (before the stake) with `minutesUntilMidnight` left in the day.
    ///
    /// - Returns: nil when `wager < 1`, the table is empty or a figure overflows 128 bits (a wager
    ///   of billions of minutes); never for a wager a real day can hold.
    /// - Complexity: O(outcomes).
    public init?(outcomeTable: OutcomeTable, wager: Int, remainingMinutes: Int, minutesUntilMidnight: Int) {
        guard let weights = outcomeTable.weights else { return nil }
        self.init(
            weights: weights, wager: wager, remainingMinutes: remainingMinutes,
            minutesUntilMidnight: minutesUntilMidnight)
    }

    init?(weights: OutcomeWeights, wager: Int, remainingMinutes: Int, minutesUntilMidnight: Int) {
        guard wager >= 1 else { return nil }
        var kept: WideUnsigned = 0
        for (weight, centi) in zip(weights.weights, weights.centis) {
            // wager · centi must fit in Int before Centi.payout divides it.
            guard centi.hundredths >= 0, centi.hundredths == 0 || wager <= Int.max / centi.hundredths else {
                return nil
            }
            let settled = WagerPreview.settle(
                centi: centi, wager: wager, remainingMinutes: remainingMinutes,
                minutesUntilMidnight: minutesUntilMidnight)
            // ≥ 0: a loss keeps 0, a win never less than the stake (converted through UInt64, which
            // traps on a negative value as the generic conversion does, without its generic call)
            let minutesKept = wager + settled.capped.deltaMinutes
            let (term, o1) = weight.multipliedReportingOverflow(by: WideUnsigned(UInt64(minutesKept)))
            let (sum, o2) = kept.addingReportingOverflow(term)
            if o1 || o2 { return nil }
            kept = sum
        }
        let (staked, o3) = weights.denominator.multipliedReportingOverflow(by: WideUnsigned(UInt64(wager)))
        if o3 { return nil }
        self.kept = kept
        self.staked = staked
    }

    /// True when this return is at least `floor` (exact: `kept · 10⁶ ≥ floor · wager · D`).
    public func meets(_ floor: ReturnFloor) -> Bool {
        if floor.isOff { return true }
        let left = kept.multipliedFullWidth(by: 1_000_000)
        let right = staked.multipliedFullWidth(by: WideUnsigned(UInt64(floor.perMillion)))
        return (left.high, left.low) >= (right.high, right.low)
    }

    /// The return in per-mille, rounded down (against the player): `953` is 95.3 %.
    public var perMilleRoundedDown: Int {
        // kept / staked ≤ the largest multiplier, so the quotient fits in 128 bits; a table built by
        // hand with multipliers beyond any configuration's limit is clamped rather than trapped.
        Int(clamping: staked.dividingFullWidth(kept.multipliedFullWidth(by: 1000)).quotient)
    }

    /// `"95.3 %"`, rounded down.
    public var percentText: String {
        let permille = perMilleRoundedDown
        return "\(permille / 10).\(permille % 10) %"
    }
}

/// An outcome table as integer weights over one common denominator (what `EffectiveReturn` sums).
struct OutcomeWeights: Sendable {
    var weights: [WideUnsigned]
    var centis: [Centi]
    var denominator: WideUnsigned

    /// Nil for an empty table or one whose common denominator does not fit in 64 bits (no table
    /// of this product comes near: Plinko's is 2¹⁶, Slots' the cycle, Mines' C(25,k), Crash's 10¹³).
    init?(_ table: OutcomeTable) {
        guard let weights = table.weights else { return nil }
        self = weights
    }

    /// The weights of `outcomes` (what `OutcomeTable` computes once when it is made).
    init?(_ outcomes: [Outcome]) {
        guard !outcomes.isEmpty else { return nil }
        var lcm: WideUnsigned = 1
        for outcome in outcomes {
            let d = outcome.probability.denominator
            let (next, overflow) = (lcm / ExactFraction.gcd(lcm, d)).multipliedReportingOverflow(by: d)
            if overflow || next > WideUnsigned(UInt64.max) { return nil }
            lcm = next
        }
        denominator = lcm
        weights = outcomes.map { $0.probability.numerator * (lcm / $0.probability.denominator) }
        centis = outcomes.map(\.centi)
    }
}

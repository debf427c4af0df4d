import CasinoCore
import OddsLab

extension Disclosure {
    /// What one choice shows a player, from the app's own pre-bet model (`BetCard`): the headline bet,
    /// the common stakes, the share of its return resting on rare outcomes and how far a run of bets
    /// strays from the average. (Which stakes it accepts at a moment is a question, not a list: the
    /// page's bet card answers it.)
    struct ChoiceCards: Sendable {
        /// The bet card of a `Disclosure.wager`-minute bet at 00:00 holding only the stake (accepted
        /// or not: its largest gain after the cap is disclosed either way).
        var atWager: BetCard
        /// The bet card at the smallest stake accepted at 00:00; nil when none is.
        var atSmallestAccepted: BetCard?
        /// The bet cards at `Offer.commonStakes`, at 00:00 holding only the stake.
        var atCommonStakes: [BetCard]
        /// The part of the headline bet's return paid by outcomes rarer than 1 in 1,000 (`rareOneIn`).
        var rareReturn: RareReturn
        /// The standard deviation, in minutes, of the total of 100 bets like `atWager`: the whole
        /// minutes just below and just above it (`low == high` when it is a whole number).
        var spreadOf100: (low: Int, high: Int)
    }

    /// The return of the headline bet (`Disclosure.wager` minutes at 00:00, rounding and the cap
    /// counted) that comes from outcomes rarer than 1 in `rareOneIn`, beside its whole return.
    struct RareReturn: Sendable {
        /// `Σ p · (wager + deltaMinutes) / wager` over the rare outcomes.
        var share: ExactFraction
        /// The bet's whole effective return.
        var nominal: ExactFraction
        /// How many rare outcomes pay something.
        var lines: Int
        /// The likeliest of them (nil when there is none).
        var likeliest: ExactFraction?
    }

    /// The standard deviation, in minutes, of the total of 100 independent bets with these lines: the
    /// whole minutes just below and just above it, one number when it is whole. The double (within
    /// 1e-9 of the root) proposes; the exact variance decides: `low` is the largest whole number whose
    /// square is at most 100 · the variance, and `high` is `low` when that square is equal.
    static func spreadOf100(_ lines: [WagerPreview.Line]) -> (low: Int, high: Int) {
        var mean = 0.0, square = 0.0
        // Exact moments: the gains and the losses summed apart (fractions here are unsigned).
        var up = ExactFraction.zero, down = ExactFraction.zero, second: ExactFraction? = .zero
        for line in lines {
            let p = line.probability.doubleValue, d = Double(line.deltaMinutes)
            mean += p * d
            square += p * d * d
            let size = ExactFraction(WideUnsigned(UInt64(line.deltaMinutes.magnitude)), 1)
            if let term = line.probability.multiplied(by: size) {
                if line.deltaMinutes > 0 { up = up.adding(term) ?? up } else { down = down.adding(term) ?? down }
            }
            second = second.flatMap { s in
                size.multiplied(by: size).flatMap(line.probability.multiplied).flatMap(s.adding)
            }
        }
        // 100 bets add their variances: the total's standard deviation is 10 times one bet's.
        let sd = 10 * max(0, square - mean * mean).squareRoot()
        var low = max(0, Int(sd.rounded(.down)))
        let mu = (try? up.absoluteDifference(from: down, "mean")) ?? .zero
        guard let second, let muSquared = mu.multiplied(by: mu),
            let one = try? second.absoluteDifference(from: muSquared, "variance"),
            let variance = one.multiplied(by: ExactFraction(100, 1))
        else {
            return (Int((sd * (1 - 1e-9)).rounded(.down)), Int((sd * (1 + 1e-9)).rounded(.up)))
        }
        func squared(_ n: Int) -> ExactFraction { ExactFraction(WideUnsigned(UInt64(n * n)), 1) }
        if low > 0 && variance < squared(low) { low -= 1 }
        if !(variance < squared(low + 1)) { low += 1 }
        return variance == squared(low) ? (low, low) : (low, low + 1)
    }

    /// An outcome rarer than 1 in this many is "rare" in the disclosure.
    static let rareOneIn: WideUnsigned = 1000

    /// The cards of one choice under `floor`.
    ///
    /// - Returns: nil only for a table no validated configuration builds (`BetCard.init`).
    /// - Complexity: O(outcomes · 120).
    static func cards(of table: OutcomeTable, floor: ReturnFloor, smallestAccepted: Int?) -> ChoiceCards? {
        let start = BetMoment.loosest
        guard let headline = start.betCard(of: table, wager: wager, floor: floor) else { return nil }
        let common = Offer.commonStakes.compactMap { start.betCard(of: table, wager: $0, floor: floor) }
        let smallest = smallestAccepted.flatMap { start.betCard(of: table, wager: $0, floor: floor) }
        // The card's own figure (`BetCard.effectiveReturn(fromOutcomesRarerThan:)`): what the headline
        // bet keeps from its rare results, rounding and the cap counted.
        let rareOneIn = Int(Disclosure.rareOneIn.low)
        let share = headline.effectiveReturn(fromOutcomesRarerThan: rareOneIn) ?? .zero
        let threshold = ExactFraction(1, Disclosure.rareOneIn)
        var lines = 0
        var likeliest: ExactFraction?
        for line in headline.preview.lines where line.probability < threshold && line.payout > 0 {
            lines += 1
            likeliest = max(likeliest ?? .zero, line.probability)
        }
        let spread = spreadOf100(headline.preview.lines)
        return ChoiceCards(
            atWager: headline, atSmallestAccepted: smallest, atCommonStakes: common,
            rareReturn: RareReturn(
                share: share, nominal: headline.effectiveReturn?.fraction ?? .zero, lines: lines, likeliest: likeliest),
            spreadOf100: spread)
    }
}

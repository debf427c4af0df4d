import CasinoCore

/// The exact odds of one configured game: return, rounding, hit rate and spread, from its outcome table.
///
/// Everything that can be a fraction is one (`nominalRTP`, `effectiveRTP`, `hitFrequency`,
/// `variance`), so "the probabilities sum to 1" and "RTP is 97 %" are statements about integers.
/// Only the square root (`standardDeviation`, `volatilityIndex`) and "1 in N" are doubles.
///
/// "Effective RTP" has one meaning here as everywhere: floor rounding plus the midnight cap, at a
/// stated `BetMoment` (default 00:00 with remaining = the wager). `roundedRTPs` is floor rounding
/// alone (the cap never binding), the figure that separates what rounding costs from what the cap does.
package struct ExactAnalysis: Hashable, Sendable {
    /// The wager sizes (minutes) at which `effectiveRTPs` is reported.
    package static let standardWagers = [1, 2, 3, 5, 10, 15, 30, 60, 120]
    /// z for a one-sided 95 % / two-sided 90 % interval: the volatility index is `z · σ`.
    static let volatilityZ = 1.645

    /// The return at one wager size.
    package struct WagerReturn: Hashable, Sendable {
        /// The wager in minutes.
        package var wager: Int
        /// The return per minute wagered (`effectiveRTPs`: rounding and cap; `roundedRTPs`: rounding alone).
        package var rtp: ExactFraction
    }

    /// The outcome table analysed.
    package let outcomeTable: OutcomeTable
    /// `Σ p`: exactly 1 for a well-formed table.
    package let totalProbability: ExactFraction
    /// `Σ p · centi / 100`: the return per minute wagered before payouts are floored to whole minutes.
    package let nominalRTP: ExactFraction
    /// When the bets of `effectiveRTPs` are placed.
    package let moment: BetMoment
    /// The effective return — floor rounding and the cap at `moment` (`EffectiveReturn`, the figure
    /// the return floor judges) — at each of `standardWagers` (or the wagers asked for).
    package let effectiveRTPs: [WagerReturn]
    /// The return after floor rounding alone (no cap), at the same wagers.
    package let roundedRTPs: [WagerReturn]
    /// `P(the outcome pays anything)`, the slot-machine sense of "hit".
    package let hitFrequency: ExactFraction
    /// `P(the multiplier is above 1.00x)`: the outcome gains minutes before rounding.
    package let winFrequency: ExactFraction
    /// The variance of the multiplier (per unit wagered): `Σ p · m² − RTP²`, `m = centi / 100`.
    package let variance: ExactFraction
    /// The index of the outcome with the largest multiplier (the first among equals).
    package let largestWinIndex: Int

    /// Analyses `outcomeTable`.
    ///
    /// - Parameters:
    ///   - wagers: the wager sizes for `effectiveRTPs` and `roundedRTPs`.
    ///   - moment: when the bets of `effectiveRTPs` are placed.
    ///   - title: whose table it is (a game's title), said first in an overflow's error; nil: none.
    /// - Throws: `InputError` when a sum leaves 128-bit fractions (only for extreme custom tables).
    /// - Complexity: O(outcomes × wagers).
    init(
        outcomeTable: OutcomeTable, wagers: [Int] = ExactAnalysis.standardWagers,
        moment: BetMoment = .loosest, title: String? = nil
    ) throws(InputError) {
        self.outcomeTable = outcomeTable
        self.moment = moment
        let outcomes = outcomeTable.outcomes
        var total = ExactFraction.zero
        var mean = ExactFraction.zero
        var meanSquare = ExactFraction.zero
        var hits = ExactFraction.zero
        var wins = ExactFraction.zero
        var largest = 0
        for (i, outcome) in outcomes.enumerated() {
            let p = outcome.probability
            let m = ExactFraction(WideUnsigned(max(0, outcome.centi.hundredths)), 100)
            total = try total.plus(p, "total probability", of: title)
            let pm = try p.times(m, "nominal RTP", of: title)
            mean = try mean.plus(pm, "nominal RTP", of: title)
            meanSquare = try meanSquare.plus(try pm.times(m, "variance", of: title), "variance", of: title)
            if outcome.centi.hundredths > 0 { hits = try hits.plus(p, "hit frequency", of: title) }
            if outcome.centi.hundredths > 100 { wins = try wins.plus(p, "win frequency", of: title) }
            if outcome.centi > outcomes[largest].centi { largest = i }
        }
        self.totalProbability = total
        self.nominalRTP = mean
        self.hitFrequency = hits
        self.winFrequency = wins
        self.largestWinIndex = largest
        self.variance = try meanSquare.minus(try mean.times(mean, "variance", of: title), "variance", of: title)
        var rounded: [WagerReturn] = [], effective: [WagerReturn] = []
        for wager in wagers {
            rounded.append(
                WagerReturn(wager: wager, rtp: try ExactAnalysis.roundedRTP(outcomes, atWager: wager, of: title)))
            guard let exact = moment.effectiveReturn(of: outcomeTable, wager: wager) else {
                throw InputError.exactOverflow("effective RTP", of: title)
            }
            effective.append(WagerReturn(wager: wager, rtp: exact.fraction))
        }
        self.roundedRTPs = rounded
        self.effectiveRTPs = effective
    }

    /// Analyses a engine's outcome table.
    package init<Engine: GameEngine>(
        engine: Engine, wagers: [Int] = ExactAnalysis.standardWagers,
        moment: BetMoment = .loosest
    ) throws(InputError) {
        try self.init(outcomeTable: engine.outcomeTable, wagers: wagers, moment: moment)
    }

    /// Analyses a configured game's outcome table; an overflow's error starts with the game's title
    /// (`crash 2.00x: the exact effective RTP does not fit in 128-bit fractions`).
    init(game: ConfiguredGame, wagers: [Int] = ExactAnalysis.standardWagers, moment: BetMoment = .loosest)
        throws(InputError)
    {
        try self.init(outcomeTable: game.engine.outcomeTable, wagers: wagers, moment: moment, title: game.title)
    }

    /// `Σ p · floor(wager · centi / 100) / wager`: what a `wager`-minute bet returns per minute,
    /// once each payout is floored to whole minutes and before any cap. `subject` is said first in an
    /// overflow's error (`InputError.exactOverflow`).
    package static func roundedRTP(_ outcomes: [Outcome], atWager wager: Int, of subject: String? = nil)
        throws(InputError) -> ExactFraction
    {
        precondition(wager > 0, "a return needs a positive wager")
        var sum = ExactFraction.zero
        for outcome in outcomes {
            let payout = ExactFraction(WideUnsigned(max(0, outcome.centi.payout(forWager: wager))), WideUnsigned(wager))
            sum = try sum.plus(
                try outcome.probability.times(payout, "rounded RTP", of: subject), "rounded RTP", of: subject)
        }
        return sum
    }

    /// The effective RTP (rounding and cap at `moment`) at `wager`, if it was computed.
    package func effectiveRTP(atWager wager: Int) -> ExactFraction? {
        effectiveRTPs.first { $0.wager == wager }?.rtp
    }

    /// The return after floor rounding alone at `wager`, if it was computed.
    func roundedRTP(atWager wager: Int) -> ExactFraction? {
        roundedRTPs.first { $0.wager == wager }?.rtp
    }

    /// The standard deviation of the return per unit wagered, `√variance`.
    package var standardDeviation: Double { variance.doubleValue.squareRoot() }

    /// `1.645 · σ`: the spread of one round's return that a 90 % interval covers.
    package var volatilityIndex: Double { ExactAnalysis.volatilityZ * standardDeviation }

    /// The outcome with the largest multiplier.
    package var largestWin: Outcome { outcomeTable.outcomes[largestWinIndex] }

    /// "1 in N": `1 / p` for the outcome at `index`, or infinity when it cannot happen.
    package func oneIn(outcomeAt index: Int) -> Double {
        let p = outcomeTable.outcomes[index].probability
        return p.numerator == 0 ? .infinity : Double(p.denominator) / Double(p.numerator)
    }
}

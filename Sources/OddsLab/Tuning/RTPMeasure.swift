import CasinoCore

/// Which return a tuning aims at: before rounding, or what a bet of a given size actually returns.
package enum RTPMeasure: Hashable, Sendable, CustomStringConvertible {
    /// `Σ p · centi / 100`: the return before payouts are floored to whole minutes.
    case nominal
    /// The return of a `wager`-minute bet after floor rounding alone, `Σ p · floor(wager · centi / 100) / wager`.
    /// Tuning aims at rounding, which a configuration controls; the cap is the day's, so it is left
    /// out here (the effective RTP of every tool includes it, and the return floor judges that one).
    case effective(wager: Int)

    /// `"nominal"` or `"after rounding at 10 min"`.
    package var description: String {
        switch self {
        case .nominal: return "nominal"
        case .effective(let wager): return "after rounding at \(wager) min"
        }
    }

    /// This measure of one outcome table, exactly; `subject` (a game) is said first in an overflow's error.
    ///
    /// - Complexity: O(outcomes).
    func rtp(of table: OutcomeTable, subject: String? = nil) throws(InputError) -> ExactFraction {
        switch self {
        case .nominal:
            var sum = ExactFraction.zero
            for outcome in table.outcomes where outcome.centi.hundredths > 0 {
                let m = ExactFraction(WideUnsigned(outcome.centi.hundredths), 100)
                sum = try sum.plus(
                    try outcome.probability.times(m, "nominal RTP", of: subject), "nominal RTP", of: subject)
            }
            return sum
        case .effective(let wager):
            return try ExactAnalysis.roundedRTP(table.outcomes, atWager: wager, of: subject)
        }
    }

    /// The mean of this measure over several outcome tables: the aggregate Crash and Mines tuning aims
    /// at. `subject` (the game tuned) is said first in an overflow's error: which game's tables left 128 bits.
    func meanRTP(of tables: [OutcomeTable], subject: String? = nil) throws(InputError) -> ExactFraction {
        var sum = ExactFraction.zero
        for table in tables { sum = try sum.plus(try rtp(of: table, subject: subject), "mean RTP", of: subject) }
        return try sum.times(ExactFraction(1, WideUnsigned(max(1, tables.count))), "mean RTP", of: subject)
    }
}

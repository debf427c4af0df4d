/// How a simulated user sizes each wager, from the minutes the app shows.
package enum BetStrategy: Hashable, Sendable, CustomStringConvertible {
    /// The same stake every round (less if fewer minutes remain).
    case fixed(minutes: Int)
    /// A share of what remains, at least 1 minute.
    case fraction(percent: Int)
    /// Everything that remains.
    case allIn
    /// Start at `base`; double after each loss, back to `base` after a win (at most what remains).
    case martingale(base: Int)

    /// The stake for the next round, 1…`remainingMinutes` (call only with minutes remaining).
    func wager(remainingMinutes: Int, after previous: BettorMemory) -> Int {
        let wanted: Int
        switch self {
        case .fixed(let minutes): wanted = minutes
        case .fraction(let percent): wanted = remainingMinutes * percent / 100
        case .allIn: wanted = remainingMinutes
        case .martingale(let base):
            wanted = previous.lastWager > 0 && !previous.lastWon ? previous.lastWager * 2 : base
        }
        return min(remainingMinutes, max(1, wanted))
    }

    /// Whether a player who wanted to stake `wanted` minutes takes the wager a return-floor refusal
    /// suggests (the smallest the floor accepts on the same choice right now) instead of leaving
    /// the game: yes when it is at most twice the stake wanted. A smaller stake is within every
    /// strategy; twice is as far as a stake stretches in one step (a martingale doubles anyway).
    /// The suggestion is taken once per round; a player who declines ends the game visit.
    static func takes(suggestedWager: Int, wanted: Int) -> Bool {
        suggestedWager <= 2 * wanted
    }

    package var description: String {
        switch self {
        case .fixed(let minutes): return "fixed \(minutes) min"
        case .fraction(let percent): return "\(percent) % of remaining"
        case .allIn: return "all-in"
        case .martingale(let base): return "martingale from \(base) min"
        }
    }
}

/// What a bet strategy remembers between rounds (reset each morning).
struct BettorMemory: Hashable, Sendable {
    /// The last stake, 0 before the first round of the day.
    var lastWager = 0
    /// Whether the last round paid more than its stake.
    var lastWon = true

    init() {}
}

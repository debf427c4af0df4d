import CasinoCore

/// The options of a bet's moment — `--stake`, `--remaining`, `--until-midnight` — checked here for
/// every command that takes them, so each refusal has one wording: `simulate --remaining -1` and
/// `analyze --remaining -1` said it two ways, the first naming no option ("the wager (10 min) is
/// more than the remaining minutes (-1)").
enum MomentOptions {
    /// The largest stake the exact analysis is asked about (`analyze`, `tune`): its tables grow
    /// with the stake; a simulation takes up to `RunSpec.maximumMinutes`.
    static let maximumAnalyzedStake = 100_000

    /// Refuses `value` of `flag` outside `range`: `--remaining must be 0…100000 minutes, got -1`.
    static func check(_ flag: OptionName, _ value: Int, in range: ClosedRange<Int>) throws(InputError) {
        guard range.contains(value) else {
            throw InputError("\(option: flag) must be \(range.lowerBound)…\(range.upperBound) minutes, got \(value)")
        }
    }

    /// Checks a moment: the stake and the remaining minutes (nil: the stake) within their ranges,
    /// and the minutes until 23:59 within 0…`RunSpec.maximumMinutesUntilMidnight`. With
    /// `stakeWithinRemaining`, a stake above the remaining minutes is refused too (a simulation
    /// plays only bets the app accepts; the analysis shows the refusal instead).
    static func check(
        stake: Int, in stakeRange: ClosedRange<Int>, remaining: Int?, in remainingRange: ClosedRange<Int>,
        untilMidnight: Int, stakeWithinRemaining: Bool
    ) throws(InputError) {
        try check(.stake, stake, in: stakeRange)
        if let remaining {
            try check(.remaining, remaining, in: remainingRange)
            if stakeWithinRemaining && stake > remaining {
                throw InputError(
                    "\(option: .stake) \(stake) is more than \(option: .remaining) \(remaining): a wager must be 1…remaining minutes"
                )
            }
        }
        try check(.untilMidnight, untilMidnight, in: 0...RunSpec.maximumMinutesUntilMidnight)
    }
}

import CasinoCore

/// The return rate (in parts per million) whose RTP is closest to a target, by binary search.
///
/// Crash and Mines have one tunable number, `returnPPM` in 1…1 000 000, and every RTP this lab
/// measures of them (nominal or effective, for one plan or the mean of many) never decreases as
/// it grows: a higher `r` raises `P(win)` (Crash) or `M(m,k)` (Mines), and floors keep order. So the
/// closest return rate is one of the two around the first one that reaches the target, found in
/// about 40 exact evaluations instead of a million.
struct ReturnRateSearch {
    /// The RTP at a return rate; must be non-decreasing in it.
    var rtp: (Int) throws(InputError) -> ExactFraction

    /// The allowed return rates (a game may not return more than it takes).
    static let range = 1...1_000_000

    /// Why no return rate reaches the target.
    enum Infeasibility {
        /// Even `returnPPM` 1 000 000 returns less: what it returns.
        case aboveHighest(ExactFraction)
        /// Even `returnPPM` 1 returns more: what it returns.
        case belowLowest(ExactFraction)
    }

    /// The chosen return rate and its neighbours on the other side of the target.
    struct Result {
        var chosen: ReturnRateStep
        /// The lowest return rate with the largest RTP below the target, if any.
        var below: ReturnRateStep?
        /// The lowest return rate whose RTP reaches the target, if any.
        var above: ReturnRateStep?
    }

    /// The lowest return rate whose RTP is closest to `target`; on a tie, the one below the target.
    ///
    /// - Complexity: O(log 10⁶) evaluations of `rtp`.
    func closest(to target: ExactFraction, refusal: (Infeasibility) -> InputError) throws(InputError) -> Result {
        let top = try value(ReturnRateSearch.range.upperBound)
        if top < target { throw refusal(.aboveHighest(top)) }
        let bottom = try value(ReturnRateSearch.range.lowerBound)
        if target < bottom { throw refusal(.belowLowest(bottom)) }
        let reach = try firstReaching(target, upTo: ReturnRateSearch.range.upperBound)
        let above = ReturnRateStep(returnPPM: reach, rtp: try value(reach))
        var below: ReturnRateStep? = nil
        if reach > ReturnRateSearch.range.lowerBound {
            let justBelow = try value(reach - 1)
            // The same RTP is usually reached by a run of return rates (floors): report the lowest.
            let lowest = try firstReaching(justBelow, upTo: reach - 1)
            below = ReturnRateStep(returnPPM: lowest, rtp: justBelow)
        }
        var chosen = above
        if let below, above.rtp != target {
            let up = RTPGap(achieved: above.rtp, target: target)
            let down = RTPGap(achieved: below.rtp, target: target)
            if !(up < down) { chosen = below }
        }
        return Result(chosen: chosen, below: below, above: above)
    }

    /// The smallest return rate in 1…`limit` whose RTP is at least `level` (`limit` if none is).
    private func firstReaching(_ level: ExactFraction, upTo limit: Int) throws(InputError) -> Int {
        var (low, high) = (ReturnRateSearch.range.lowerBound, limit)
        while low < high {
            let middle = low + (high - low) / 2
            if try value(middle) < level { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func value(_ returnPPM: Int) throws(InputError) -> ExactFraction {
        try rtp(returnPPM)
    }
}

/// A return rate and the RTP it gives.
package struct ReturnRateStep: Hashable, Sendable {
    /// `r` in parts per million.
    package var returnPPM: Int
    /// The RTP tuned for, at this return rate.
    package var rtp: ExactFraction

}

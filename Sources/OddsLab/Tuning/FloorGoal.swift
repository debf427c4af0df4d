import CasinoCore

/// What tuning for the return floor aims at: the bets people actually place should pass the floor.
///
/// A bet is a stake from `stakes` placed at 00:00 with remaining = stake (the loosest cap of a day:
/// `minutesUntilMidnight` 1439, so a win keeps at most 1439 minutes). A table is judged, in order,
/// by how many stakes the floor accepts, then by the worst effective return among them; the
/// nominal RTP must stay within `band` of the target. Acceptance and effective return are the
/// core's own (`ReturnFloor`, `EffectiveReturn`): the tuner never computes them a second way.
package struct FloorGoal: Hashable, Sendable {
    /// The floor a bet must meet.
    package var floor: ReturnFloor
    /// The stakes judged (minutes), increasing, once each.
    package var stakes: [Int]
    /// Minutes from the bet to 23:59: 1439 at 00:00.
    package var minutesUntilMidnight: Int

    /// The stakes players use most: 5, 10, 15, 20, 30 and 60 minutes.
    package static let commonStakes = [5, 10, 15, 20, 30, 60]

    package init(
        floor: ReturnFloor = .defaults, stakes: [Int] = FloorGoal.commonStakes, minutesUntilMidnight: Int = 1439
    ) {
        self.floor = floor
        self.stakes = Array(Set(stakes.filter { $0 >= 1 })).sorted()
        self.minutesUntilMidnight = minutesUntilMidnight
    }

    /// The hundredths step whose multiples pay whole minutes at every stake: `100 / gcd(100, stakes…)`
    /// (20 for the common stakes: 0.20x · 5 min = 1 min). A multiplier on this grain loses nothing to rounding.
    var grain: Int {
        var g = 100
        for stake in stakes { g = FloorGoal.gcd(g, stake) }
        return 100 / g
    }

    /// How `outcomeTable` fares: the stakes accepted and each stake's effective return.
    ///
    /// - Complexity: O(stakes · outcomes).
    package func judge(_ outcomeTable: OutcomeTable) -> FloorJudgement {
        var returns: [ExactFraction?] = []
        var accepted: [Int] = []
        for stake in stakes {
            let effective = EffectiveReturn(
                outcomeTable: outcomeTable, wager: stake, remainingMinutes: stake,
                minutesUntilMidnight: minutesUntilMidnight)
            returns.append(effective?.fraction)
            // The core's one acceptance rule (base, gain, floor), not the floor alone.
            if WagerValidation.accepts(
                wager: stake, remainingMinutes: stake, minutesUntilMidnight: minutesUntilMidnight,
                outcomeTable: outcomeTable, returnFloor: floor)
            {
                accepted.append(stake)
            }
        }
        return FloorJudgement(stakes: stakes, effectiveReturns: returns, acceptedStakes: accepted)
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (x, y) = (a, b)
        while y != 0 { (x, y) = (y, x % y) }
        return x
    }
}

/// One table judged against a `FloorGoal`.
package struct FloorJudgement: Hashable, Sendable {
    /// The stakes judged.
    package var stakes: [Int]
    /// The effective return at each stake (nil: too large to compute exactly).
    package var effectiveReturns: [ExactFraction?]
    /// The stakes the floor accepts, increasing.
    package var acceptedStakes: [Int]

    /// The lowest effective return among the accepted stakes (zero when none is accepted).
    package var worstAcceptedReturn: ExactFraction {
        zip(stakes, effectiveReturns).compactMap { acceptedStakes.contains($0) ? $1 : nil }.min() ?? .zero
    }

    /// Better means more stakes accepted, then a higher worst accepted return.
    func isBetter(than other: FloorJudgement) -> Bool {
        if acceptedStakes.count != other.acceptedStakes.count {
            return acceptedStakes.count > other.acceptedStakes.count
        }
        return other.worstAcceptedReturn < worstAcceptedReturn
    }

    /// Whether the two are equally good (same count, same worst return).
    func ties(_ other: FloorJudgement) -> Bool {
        acceptedStakes.count == other.acceptedStakes.count && worstAcceptedReturn == other.worstAcceptedReturn
    }
}

/// The return floor: the least effective return a bet may have for the app to accept it.
///
/// Floor rounding and the midnight cap make some bets return far less than the nominal 97 % (a
/// 1-minute Plinko bet, a 1000x Crash target on 10 minutes, a Mines plan whose win the cap always
/// cuts). "No misleading odds" is enforced, not only disclosed: a bet whose exact effective return
/// (`EffectiveReturn`) is below the floor is refused, and the refusal names the smallest wager
/// for the same choice that passes right now. A floor of 0 is off: then exactly the bets the base
/// rule (`1 ≤ wager ≤ remainingMinutes`) allows are accepted.
public struct ReturnFloor: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The floor in parts per million of the stake (950 000 is 95 %); 0 turns the floor off.
    public var perMillion: Int

    /// `perMillion` must be in 0…1 000 000 (a floor above 100 % would refuse every fair bet).
    public init(perMillion: Int) { self.perMillion = perMillion }

    /// The product's default: 95 %.
    public static let defaults = ReturnFloor(perMillion: 950_000)
    /// No floor.
    public static let off = ReturnFloor(perMillion: 0)

    /// The largest stake `smallestAcceptedWager` looks at: 10⁶ minutes (694 days), far above any
    /// day's remaining minutes, so the search is exact for every real state and bounded for any input.
    public static let searchLimit = 1_000_000

    /// True when the floor is 0.
    public var isOff: Bool { perMillion <= 0 }

    /// The floor as an exact fraction of the stake.
    public var fraction: ExactFraction { ExactFraction(WideUnsigned(max(0, perMillion)), 1_000_000) }

    /// Checks `0 ≤ perMillion ≤ 1 000 000`.
    public func validate() throws(ConfigurationError) {
        if perMillion < 0 || perMillion > 1_000_000 {
            throw ConfigurationError(path: "returnFloor", value: description, rule: "must be between 0 and 1")
        }
    }

    /// `"95 %"`, `"95.5 %"`, `"off"`.
    public var description: String {
        if isOff { return "off" }
        let whole = perMillion / 10_000
        var rest = perMillion % 10_000
        if rest == 0 { return "\(whole) %" }
        var digits = ""
        var place = 1000
        while rest > 0 { digits += String(rest / place); rest %= place; place /= 10 }
        return "\(whole).\(digits) %"
    }

    public static func < (lhs: ReturnFloor, rhs: ReturnFloor) -> Bool { lhs.perMillion < rhs.perMillion }

    /// Whether a `wager`-minute bet on `outcomeTable` is accepted right now: its effective return
    /// meets the floor. An effective return too large to compute exactly is refused (fail closed).
    ///
    /// - Complexity: O(outcomes).
    public func accepts(outcomeTable: OutcomeTable, wager: Int, remainingMinutes: Int, minutesUntilMidnight: Int)
        -> Bool
    {
        if isOff { return true }
        guard
            let effective = EffectiveReturn(
                outcomeTable: outcomeTable, wager: wager, remainingMinutes: remainingMinutes,
                minutesUntilMidnight: minutesUntilMidnight)
        else { return false }
        return effective.meets(self)
    }

    /// The smallest wager in `lowest…remainingMinutes` on the same choice that this floor accepts
    /// right now, or nil when none does (`WagerValidation.smallestAcceptedWager` starts it at the
    /// smallest stake that can gain).
    ///
    /// The search stops early once no larger stake can pass: a stake's return is at most
    /// `Σ_{c≤1x} p·c + Σ_{c>1x} p·min(c, 1 + room/wager)` (rounding only lowers a payout; the cap
    /// keeps a win within `room = minutesUntilMidnight − remainingMinutes`), which never grows
    /// with the stake. Stakes above `searchLimit` are not searched.
    ///
    /// - Complexity: O(outcomes · min(remainingMinutes, searchLimit)).
    public func smallestAcceptedWager(
        outcomeTable: OutcomeTable, remainingMinutes: Int, minutesUntilMidnight: Int, from lowest: Int = 1
    ) -> Int? {
        let lowest = max(1, lowest)
        guard remainingMinutes >= lowest else { return nil }
        if isOff { return lowest }
        guard let weights = outcomeTable.weights else { return nil }
        // A room beyond 10¹⁵ minutes never binds (no payout reaches it), so clamping keeps the bound exact and small.
        let (difference, overflow) = minutesUntilMidnight.subtractingReportingOverflow(remainingMinutes)
        let room = WideUnsigned(overflow ? 0 : min(max(0, difference), 1_000_000_000_000_000))
        // The bound's parts in units of 1/(100·D): losses and partial returns keep at most centi/100.
        var partial: WideUnsigned = 0
        var winCenti: [(weight: WideUnsigned, centi: WideUnsigned)] = []
        winCenti.reserveCapacity(weights.centis.count)
        for (weight, centi) in zip(weights.weights, weights.centis) {
            if centi.hundredths <= 100 {
                partial += weight * WideUnsigned(max(0, centi.hundredths))
            } else {
                winCenti.append((weight, WideUnsigned(centi.hundredths)))
            }
        }
        let floorPPM = WideUnsigned(perMillion)
        guard lowest <= ReturnFloor.searchLimit else { return nil }
        // The bound costs more than a stake's return, and it only ends a search that would find
        // nothing: it is checked after 1, 2, 4, 8, … refused stakes (a search that finds nothing
        // looks at most twice as far as a bound checked at every stake would; one that finds a
        // stake answers the same).
        var nextBoundCheck = lowest
        for wager in lowest...min(remainingMinutes, ReturnFloor.searchLimit) {
            if let effective = EffectiveReturn(
                weights: weights, wager: wager, remainingMinutes: remainingMinutes,
                minutesUntilMidnight: minutesUntilMidnight), effective.meets(self)
            {
                return wager
            }
            guard wager == nextBoundCheck else { continue }
            nextBoundCheck = lowest + 2 * (wager - lowest) + 1
            // Upper bound of any stake ≥ this one, times 100·D·wager (< 2¹²² since the weights sum to D < 2⁶⁴):
            // stop when it is below the floor.
            let w = WideUnsigned(UInt64(wager))
            var bound = partial * w
            for win in winCenti { bound += win.weight * min(win.centi * w, 100 * (w + room)) }
            let left = bound.multipliedFullWidth(by: 1_000_000)
            let right = (floorPPM * 100 * weights.denominator).multipliedFullWidth(by: w)
            if (left.high, left.low) < (right.high, right.low) { return nil }
        }
        return nil
    }
}

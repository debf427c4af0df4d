import CasinoCore

/// When a bet is placed, for every figure the midnight cap can change: the player's minutes before
/// the bet and the real minutes left until 23:59.
///
/// "Effective RTP" has one meaning in every tool, report and disclosure — floor rounding plus the
/// cap — and the moment is part of it. The default, `loosest`, is a bet placed at 00:00 staking
/// everything left (`remainingMinutes` = the wager): the loosest cap a day has, so a figure at the
/// default moment is the best the bet ever does.
package struct BetMoment: Hashable, Sendable, CustomStringConvertible {
    /// The player's minutes before the bet; nil means "exactly the wager".
    package var remainingMinutes: Int?
    /// Real minutes from the bet until 23:59 (1439 at 00:00, 0 at 23:59).
    package var minutesUntilMidnight: Int

    package init(remainingMinutes: Int? = nil, minutesUntilMidnight: Int = BetMoment.minutesUntilMidnightAtMidnight) {
        self.remainingMinutes = remainingMinutes
        self.minutesUntilMidnight = minutesUntilMidnight
    }

    /// 1439: minutes from 00:00 to 23:59 on a day without a daylight-saving change.
    package static let minutesUntilMidnightAtMidnight = 1439

    /// 00:00, remaining = the wager: the loosest cap of a day.
    package static let loosest = BetMoment()

    /// The player's minutes before a `wager`-minute bet at this moment.
    package func remainingMinutes(forWager wager: Int) -> Int { remainingMinutes ?? wager }

    /// True for `loosest`.
    var isLoosest: Bool { self == .loosest }

    /// `"00:00"`: the local clock time of the moment on a day without a daylight-saving change;
    /// nil when `minutesUntilMidnight` is outside 0…1439.
    package var clockTime: String? {
        guard (0...BetMoment.minutesUntilMidnightAtMidnight).contains(minutesUntilMidnight) else { return nil }
        let sinceMidnight = BetMoment.minutesUntilMidnightAtMidnight - minutesUntilMidnight
        let hours = sinceMidnight / 60, minutes = sinceMidnight % 60
        return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
    }

    /// `"at 00:00 (1439 min until 23:59), remaining = the wager"`.
    package var description: String {
        let time =
            clockTime.map { "at \($0) (\(minutesUntilMidnight) min until 23:59)" }
            ?? "\(minutesUntilMidnight) min until 23:59"
        let remaining = remainingMinutes.map { "remaining \($0) min" } ?? "remaining = the wager"
        return "\(time), \(remaining)"
    }

    /// The exact effective return of `wager` on `outcomeTable` at this moment (`EffectiveReturn`,
    /// the core's figure: the one the return floor judges). Nil only when it does not fit 128 bits.
    package func effectiveReturn(of outcomeTable: OutcomeTable, wager: Int) -> EffectiveReturn? {
        EffectiveReturn(
            outcomeTable: outcomeTable, wager: wager, remainingMinutes: remainingMinutes(forWager: wager),
            minutesUntilMidnight: minutesUntilMidnight)
    }
}

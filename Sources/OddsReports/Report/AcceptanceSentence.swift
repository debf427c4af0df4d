import OddsLab

/// The one sentence the disclosure says about a stake's day.
enum AcceptanceSentence {
    /// `"10 minutes: accepted 00:00–17:59 (75 % of the day)"`, `"1 minute: accepted 00:00–07:39 (31 % of the
    /// day)"`, `"30 minutes: never accepted"`; the share rounded down.
    static func sentence(_ cell: DayAcceptance.Cell) -> String {
        let stake = cell.stake == 1 ? "1 minute" : "\(cell.stake) minutes"
        guard cell.minutesAccepted > 0 else { return "\(stake): never accepted" }
        return "\(stake): accepted \(cell.range) (\(cell.percentText) of the day)"
    }
}

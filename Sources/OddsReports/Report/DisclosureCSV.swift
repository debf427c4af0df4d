import CasinoCore
import OddsLab

/// `disclosure.csv`: the published figures of the odds disclosure, one row per disclosed choice
/// and bet size, rounded as the disclosure prints them (gains down, losses up).
enum DisclosureCSV {
    static let header =
        ReportFigures.configurationHeader + [
            "wager_minutes", "remaining_minutes", "minutes_until_midnight",
            "largest_win_minutes", "largest_win_capped",
            "gain_probability_percent", "gain_one_in", "even_probability_percent",
            "loss_probability_percent", "whole_wager_loss_probability_percent", "whole_wager_loss_one_in",
            "kept_per_100_minutes", "house_per_100_minutes"
        ]

    static func table(_ model: ReportModel) -> CSVTable {
        var table = CSVTable(header: header)
        for odds in model.disclosures {
            let figures = DisclosureFigures(odds)
            table.append(
                ReportFigures.configurationCells(odds.game) + [
                    .integer(odds.wager), .integer(odds.remainingMinutes), .integer(odds.minutesUntilMidnight),
                    .integer(figures.largestWin), .text(ReportFigures.yesNo(figures.largestWinCapped)),
                    .text(figures.gain), figures.gainOneIn.map(CSVCell.text) ?? .empty, .text(figures.even),
                    .text(figures.loss), .text(figures.wholeLoss), figures.wholeLossOneIn.map(CSVCell.text) ?? .empty,
                    .text(figures.kept), .text(figures.house)
                ])
        }
        return table
    }
}

/// `disclosure-outcomes.csv`: every change of minutes a disclosed choice can make to a 10-minute
/// bet, with its exact probability and the rounded figure the disclosure prints.
enum DisclosureOutcomesCSV {
    static let header =
        ReportFigures.configurationHeader + [
            "wager_minutes", "remaining_minutes", "minutes_until_midnight",
            "delta_minutes", "result", "cap_applied", "probability_numerator", "probability_denominator",
            "probability_percent", "one_in", "rounded"
        ]

    static func table(_ model: ReportModel) -> CSVTable {
        var table = CSVTable(header: header)
        for odds in model.disclosures where odds.wager == ReportPlan.disclosureWager {
            for change in odds.changes {
                let figures = ChangeFigures(change, wager: odds.wager)
                table.append(
                    ReportFigures.configurationCells(odds.game) + [
                        .integer(odds.wager), .integer(odds.remainingMinutes), .integer(odds.minutesUntilMidnight),
                        .integer(change.deltaMinutes), .text(figures.result),
                        .text(ReportFigures.yesNo(change.capApplied)),
                        .integer(change.probability.numerator), .integer(change.probability.denominator),
                        .text(figures.percent), figures.oneIn.map(CSVCell.text) ?? .empty,
                        .text(figures.direction.rawValue)
                    ])
            }
        }
        return table
    }
}

/// A disclosed bet's headline figures, rounded against the player.
struct DisclosureFigures {
    let largestWin: Int
    let largestWinCapped: Bool
    let gain: String
    let gainOneIn: String?
    let even: String
    let loss: String
    let wholeLoss: String
    let wholeLossOneIn: String?
    let kept: String
    let house: String

    init(_ odds: WagerOdds) {
        let best = odds.changes.first
        largestWin = best?.deltaMinutes ?? -odds.wager
        largestWinCapped = best?.capApplied ?? false
        gain = ReportFigures.gainPercent(odds.gainProbability)
        gainOneIn = ReportFigures.gainOneIn(odds.gainProbability)
        even = ReportFigures.gainPercent(odds.evenProbability)
        loss = ReportFigures.lossPercent(odds.lossProbability)
        wholeLoss = ReportFigures.lossPercent(odds.wholeLossProbability)
        wholeLossOneIn = ReportFigures.lossOneIn(odds.wholeLossProbability)
        kept = ReportFigures.keptPer100(odds.rtp)
        house = (try? odds.houseEdge).map { ReportFigures.housePer100(rtp: odds.rtp, edge: $0) } ?? ""
    }
}

/// One change of minutes as the disclosure prints it.
struct ChangeFigures {
    /// `gain`, `even`, `partial loss` or `loss` (the whole bet).
    let result: String
    let direction: RoundingDirection
    let percent: String
    let oneIn: String?

    init(_ change: WagerOdds.Change, wager: Int) {
        switch change.deltaMinutes {
        case 1...: result = "gain"
        case 0: result = "even"
        case -wager: result = "loss"
        default: result = "partial loss"
        }
        // Not losing is the player's good news, so it is rounded down like a gain.
        direction = change.deltaMinutes >= 0 ? .down : .up
        percent =
            direction == .down
            ? ReportFigures.gainPercent(change.probability) : ReportFigures.lossPercent(change.probability)
        oneIn =
            direction == .down
            ? ReportFigures.gainOneIn(change.probability) : ReportFigures.lossOneIn(change.probability)
    }
}

/// `cap.csv`: each game's default configuration, one bet at several times of day — how far the
/// midnight cap lowers the largest win and the return.
enum CapCSV {
    static let header =
        ReportFigures.configurationHeader + [
            "local_time", "minutes_until_midnight", "remaining_minutes", "wager_minutes",
            "largest_win_minutes", "largest_capped_win_minutes", "cap_probability_percent",
            "rounded_rtp_percent", "effective_rtp_percent", "cap_cost_percentage_points"
        ]

    static func table(_ model: ReportModel) -> CSVTable {
        var table = CSVTable(header: header)
        for odds in model.capScenarios {
            let s = odds.scenario
            table.append(
                ReportFigures.configurationCells(odds.game) + [
                    .text(s.clockTime), .integer(s.minutesUntilMidnight), .integer(s.remainingMinutes),
                    .integer(s.wager),
                    .integer(odds.largestWinMinutes), .integer(odds.largestCappedWinMinutes),
                    .text(ReportFigures.lossPercent3(odds.capProbability)),
                    .text(ReportFigures.percent(odds.roundedRTP)), .text(ReportFigures.percent(odds.effectiveRTP)),
                    .text(ReportFigures.percentagePoints(odds.capCost))
                ])
        }
        return table
    }
}

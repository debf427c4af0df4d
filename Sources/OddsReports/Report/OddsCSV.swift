import CasinoCore
import OddsLab

/// `odds.csv`: the exact outcome table of every configuration, one row per outcome.
enum OddsCSV {
    static let header =
        ReportFigures.configurationHeader + [
            "outcome_index", "outcome", "multiplier", "probability_numerator", "probability_denominator",
            "probability", "one_in"
        ]

    /// - Complexity: O(total outcomes).
    static func table(_ model: ReportModel) -> CSVTable {
        var table = CSVTable(header: header)
        for odds in model.games {
            let configuration = ReportFigures.configurationCells(odds.game)
            for (index, outcome) in odds.game.engine.outcomeTable.outcomes.enumerated() {
                table.append(
                    configuration + [
                        .integer(index),
                        .untrusted(outcome.label),
                        .text(ReportFigures.multiplier(outcome.centi)),
                        .integer(outcome.probability.numerator),
                        .integer(outcome.probability.denominator),
                        .text(ReportFigures.outcomeProbability(outcome.probability, paying: outcome.centi)),
                        ReportFigures.outcomeOneIn(outcome.probability, paying: outcome.centi).map(CSVCell.text)
                            ?? .empty
                    ])
            }
        }
        return table
    }
}

/// `configurations.csv`: one row per configuration with its exact summary figures.
enum ConfigurationsCSV {
    static let header =
        ReportFigures.configurationHeader + [
            "outcomes", "nominal_rtp_percent", "house_edge_percent", "hit_frequency_percent", "win_frequency_percent",
            "standard_deviation_per_minute", "volatility_index_per_minute", "largest_multiplier",
            "largest_multiplier_one_in"
        ]

    static func table(_ model: ReportModel) -> CSVTable {
        var table = CSVTable(header: header)
        for odds in model.games {
            let a = odds.analysis
            let edge = (try? ExactFraction.one.absoluteDifference(from: a.nominalRTP, "house edge"))
            table.append(
                ReportFigures.configurationCells(odds.game) + [
                    .integer(a.outcomeTable.outcomes.count),
                    .text(ReportFigures.percent(a.nominalRTP)),
                    edge.map {
                        .text(a.nominalRTP > .one ? "-" + ReportFigures.percent($0) : ReportFigures.lossPercent3($0))
                    } ?? .empty,
                    .text(ReportFigures.percent(a.hitFrequency)),
                    .text(ReportFigures.percent(a.winFrequency)),
                    .text(ReportFigures.spread(a.standardDeviation)),
                    .text(ReportFigures.spread(a.volatilityIndex)),
                    .text(ReportFigures.multiplier(a.largestWin.centi)),
                    ReportFigures.gainOneIn6(a.largestWin.probability).map(CSVCell.text) ?? .empty
                ])
        }
        return table
    }
}

import CasinoCore
import OddsLab

/// `rtp.csv`: every configuration at every standard wager size — RTP before rounding (nominal),
/// after floor rounding alone (rounded), after rounding and the midnight cap at 00:00 with only the
/// bet left (effective, the one meaning of the word), and, for the simulated configurations, the Monte Carlo estimate with its standard
/// error, 95 % interval, z and p. Simulated cells are empty for configurations not simulated.
enum RTPCSV {
    static let header =
        ReportFigures.configurationHeader + [
            "wager_minutes", "remaining_minutes", "minutes_until_midnight",
            "nominal_rtp_percent", "rounded_rtp_percent", "rounding_cost_percentage_points",
            "effective_rtp_percent", "cap_cost_percentage_points",
            "simulation_seed", "simulated_wagers", "simulated_rtp_percent", "standard_error_percentage_points",
            "interval_95_low_percent", "interval_95_high_percent", "z", "p_value"
        ]

    /// The z of a two-sided 95 % interval.
    static let z95 = 1.959964

    static func table(_ model: ReportModel) -> CSVTable {
        var table = CSVTable(header: header)
        for odds in model.games {
            let runs = model.simulations(of: odds.game)
            for (i, wagerOdds) in odds.returns.enumerated() {
                var row =
                    ReportFigures.configurationCells(odds.game) + [
                        .integer(wagerOdds.wager), .integer(wagerOdds.remainingMinutes),
                        .integer(wagerOdds.minutesUntilMidnight),
                        .text(ReportFigures.percent(odds.analysis.nominalRTP)),
                        .text(ReportFigures.percent(odds.analysis.roundedRTPs[i].rtp)),
                        .text(ReportFigures.percentagePoints(odds.roundingCosts[i])),
                        .text(ReportFigures.percent(wagerOdds.rtp)),
                        .text(ReportFigures.percentagePoints(odds.capCosts[i]))
                    ]
                if let run = runs.first(where: { $0.request.wager == wagerOdds.wager }) {
                    row += simulatedCells(run)
                } else {
                    row += [CSVCell](repeating: .empty, count: 8)
                }
                table.append(row)
            }
        }
        return table
    }

    /// The eight simulated cells of a run.
    static func simulatedCells(_ run: SimulatedRTP) -> [CSVCell] {
        let figures = SimulatedFigures(run)
        return [
            .integer(run.request.seed), .integer(run.wagers), .text(figures.rtp), .text(figures.standardError),
            .text(figures.low), .text(figures.high), .text(figures.z), .text(figures.p)
        ]
    }
}

/// A run's figures as printed in `rtp.csv` and the fairness report.
struct SimulatedFigures {
    let rtp: String
    let standardError: String
    let low: String
    let high: String
    let z: String
    let p: String

    init(_ run: SimulatedRTP) {
        let observed = run.observedRTP
        // The measured return itself, exactly (minutes paid ÷ minutes wagered), rounded down like every return.
        rtp =
            run.minutesWagered > 0 && run.minutesPaid >= 0
            ? ReportFigures.percent(
                ExactFraction(
                    WideUnsigned(UInt64(clamping: run.minutesPaid)), WideUnsigned(UInt64(clamping: run.minutesWagered)))
            )
            : ReportFigures.percent(observed)
        standardError = ReportFigures.percent(run.standardError)
        low = ReportFigures.percent(observed - RTPCSV.z95 * run.standardError)
        high = ReportFigures.percent(observed + RTPCSV.z95 * run.standardError)
        z = ReportFigures.z(run.z)
        p = ReportFigures.pValue(run.pValue)
    }
}

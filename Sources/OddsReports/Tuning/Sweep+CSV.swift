import OddsLab

extension Sweep {
    /// The same columns for every parameter, so sweeps load into one sheet; the day columns are
    /// appended only when days were simulated, so `--days 0` prints the columns of old.
    package func csv(days: SweepDayCost?) -> String {
        csvTable(days: days, spreadsheetSafe: true).text
    }

    /// The CSV's rows; `spreadsheetSafe` guards configuration text against CSV injection, which
    /// the JSON (the same rows, `json(days:)`) does not need.
    func csvTable(days: SweepDayCost?, spreadsheetSafe: Bool) -> CSVTable {
        let untrusted: (String) -> CSVCell = spreadsheetSafe ? { .untrusted($0) } : { .text($0) }
        var table = CSVTable(
            header: ["game", "configuration", "param", "value", "return_ppm", "nominal_rtp"]
                + Sweep.reportedWagers.map { "effective_rtp_\($0)" }
                + [
                    "wager", "effective_rtp_at_wager", "hit_frequency", "std_dev", "volatility_index",
                    "expected_loss_per_bet_minutes"
                ]
                + (days == nil
                    ? []
                    : [
                        "day_profile", "days", "minutes_lost_per_day_mean",
                        "minutes_lost_per_day_p90"
                    ]))
        for (i, row) in rows.enumerated() {
            let a = row.analysis
            let loss = row.expectedLossPerBet
            let lossText = (loss.isGain ? "-" : "") + NumberFormat.fixed(loss.minutes, places: 12)
            table.append(
                [
                    .text(game.rawValue), untrusted(row.game.title), .text(axis.parameterName),
                    untrusted(row.value), row.returnPPM.map { .integer($0) } ?? .empty,
                    .decimal(a.nominalRTP, places: 12)
                ]
                    + Sweep.reportedWagers.map { w in
                        a.effectiveRTP(atWager: w).map { .decimal($0, places: 12) } ?? .empty
                    }
                    + [
                        .integer(row.wager), .decimal(row.effectiveRTPAtWager, places: 12),
                        .decimal(a.hitFrequency, places: 12),
                        .decimal(a.standardDeviation, significantDigits: 15),
                        .decimal(a.volatilityIndex, significantDigits: 15),
                        .text(lossText)
                    ]
                    + Self.dayCells(days, step: i, untrusted: untrusted))
        }
        return table
    }

    private static func dayCells(_ days: SweepDayCost?, step i: Int, untrusted: (String) -> CSVCell) -> [CSVCell] {
        guard let days else { return [] }
        guard let step = days.steps[i] else {
            return [untrusted(days.profile.name), .integer(days.days), .empty, .empty]
        }
        return [
            untrusted(days.profile.name), .integer(days.days), .text(Self.mean(step, places: 12)),
            step.p90MinutesLost.map { .integer($0) } ?? .empty
        ]
    }

    /// The mean to `places` decimals, `-` for a gain: the table's and the CSV's one rule.
    static func mean(_ step: SweepDayCost.Step, places: Int) -> String {
        let m = step.meanMinutesLost
        return (m.isGain ? "-" : "") + NumberFormat.fixed(m.minutes, places: places)
    }
}

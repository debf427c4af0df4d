/// `checks.csv`: every check the report ran, with its verdict.
enum ChecksCSV {
    static let header = ["check"] + ReportFigures.configurationHeader + [
        "wager_minutes", "measured", "expected", "statistic", "degrees_of_freedom", "p_value", "holm_adjusted_p_value", "family_false_alarm_rate", "verdict",
    ]

    static func table(_ checks: ReportChecks) -> CSVTable {
        var table = CSVTable(header: header)
        for check in checks.checks {
            let statistical = check.pValue != nil
            table.append([.text(check.name)] + ReportFigures.configurationCells(check.game) + [
                check.wager.map(CSVCell.integer) ?? .empty,
                check.measured.map(CSVCell.text) ?? .empty,
                check.expected.map(CSVCell.text) ?? .empty,
                check.statistic.map { .text(ReportFigures.z($0)) } ?? .empty,
                check.degreesOfFreedom.map(CSVCell.integer) ?? .empty,
                check.pValue.map { .text(ReportFigures.pValue($0)) } ?? .empty,
                check.adjustedPValue.map { .text(ReportFigures.pValue($0)) } ?? .empty,
                statistical ? .text(ReportFigures.rate(ReportChecks.familyFalseAlarmRate)) : .empty,
                .text(verdict(check.passed)),
            ])
        }
        return table
    }

    static func verdict(_ passed: Bool) -> String { passed ? "pass" : "FAIL" }
}

/// `verdicts.csv`: one row per game, summarising its checks.
enum VerdictsCSV {
    static let header = [
        "game", "configurations", "nominal_rtp_lowest_percent", "nominal_rtp_highest_percent", "simulated_runs",
        "largest_absolute_z", "preview_mismatches", "cap_rule_violations", "checks", "checks_failed", "verdict",
    ]

    /// One game's summary, printed as the CSV and the fairness report show it.
    struct Row {
        let game: GameKind
        let cells: [String]
    }

    static func rows(_ model: ReportModel, _ checks: ReportChecks) -> [Row] {
        GameRegistry.kinds.compactMap { kind in
            let games = model.games.filter { $0.game.game == kind }
            guard let lowest = games.map(\.analysis.nominalRTP).min(), let highest = games.map(\.analysis.nominalRTP).max() else {
                return nil
            }
            let runs = model.simulations.filter { $0.request.game.game == kind }
            let mine = checks.checks.filter { $0.game.game == kind }
            let failed = mine.filter { !$0.passed }.count
            let largestZ = runs.map { $0.z.magnitude }.max()
            return Row(game: kind, cells: [
                kind.rawValue, String(games.count), ReportFigures.percent(lowest), ReportFigures.percent(highest),
                String(runs.count), largestZ.map(ReportFigures.z) ?? "",
                String(runs.reduce(0) { $0 + $1.previewMismatches }), String(runs.reduce(0) { $0 + $1.ruleViolations }),
                String(mine.count), String(failed), ChecksCSV.verdict(failed == 0),
            ])
        }
    }

    static func table(_ rows: [Row]) -> CSVTable {
        var table = CSVTable(header: header)
        for row in rows { table.append(row.cells.map(CSVCell.text)) }
        return table
    }
}

/// `run.csv`: what was run, in one row (the fairness report's "What was run" reads from it).
enum RunCSV {
    static let header = [
        "tool_version", "configuration", "configuration_digest", "configurations", "seed", "simulations", "wagers_per_simulation",
        "disclosure_wager_minutes", "interval_confidence_percent", "family_false_alarm_rate", "family_false_alarm_percent",
    ]

    static func table(_ model: ReportModel) -> CSVTable {
        var table = CSVTable(header: header)
        let plan = model.plan
        let (configuration, digest): (CSVCell, CSVCell)
        switch plan.configurationSource {
        // The digest of what the configuration offers (every choice's outcome table and the floor),
        // the same for a file and the built-in defaults when they offer the same bets.
        case .defaults: (configuration, digest) = (.text("built-in defaults"), .text(model.disclosure.configurationDigest))
        case .file(let path, _): (configuration, digest) = (.untrusted(path), .text(model.disclosure.configurationDigest))
        }
        table.append([
            .untrusted(plan.toolVersion), configuration, digest, .integer(model.games.count), .integer(plan.seed), .integer(model.simulations.count),
            model.simulations.isEmpty ? .empty : .integer(plan.wagersPerSimulation),
            .integer(ReportPlan.disclosureWager), .text("95"),
            .text(ReportFigures.rate(ReportChecks.familyFalseAlarmRate)),
            .text(NumberFormat.percent(ReportChecks.familyFalseAlarmRate, places: 1)),
        ])
        return table
    }
}

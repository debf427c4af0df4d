import CasinoCore
import Foundation
import OddsLab

/// `checks.csv`: every check the report publishes, with its verdict — the exact checks, every
/// case and verdict of the fairness gate's run (the same run as `casino-odds check`), and the
/// count checks of the report's own runs.
enum ChecksCSV {
    static let header =
        ["check", "method", "source", "gate_case"] + ReportFigures.configurationHeader + [
            "wager_minutes", "remaining_minutes", "minutes_until_midnight", "measured", "expected", "statistic",
            "degrees_of_freedom", "p_value", "holm_adjusted_p_value", "family_wise_alpha", "verdict"
        ]

    static func table(_ checks: ReportChecks) -> CSVTable {
        var table = CSVTable(header: header)
        for check in checks.checks {
            let statistical = check.pValue != nil
            let (source, gateCase): (String, CSVCell)
            switch check.source {
            case .exact: (source, gateCase) = ("exact", .empty)
            case .gate(let index): (source, gateCase) = ("gate", .integer(index))
            case .reportRun: (source, gateCase) = ("report run", .empty)
            }
            let configuration =
                check.game.map(ReportFigures.configurationCells)
                ?? [.text(check.gameKind.rawValue)]
                + Array(repeating: .empty, count: ReportFigures.configurationHeader.count - 1)
            table.append(
                [.text(check.name), .text(check.method), .text(source), gateCase] + configuration + [
                    check.wager.map(CSVCell.integer) ?? .empty,
                    check.remainingMinutes.map(CSVCell.integer) ?? .empty,
                    check.minutesUntilMidnight.map(CSVCell.integer) ?? .empty,
                    check.measured.map(CSVCell.untrusted) ?? .empty,
                    check.expected.map(CSVCell.text) ?? .empty,
                    check.statistic.map { .text(ReportFigures.z($0)) } ?? .empty,
                    check.degreesOfFreedom.map(CSVCell.integer) ?? .empty,
                    check.pValue.map { .text(ReportFigures.pValue($0)) } ?? .empty,
                    check.adjustedPValue.map { .text(ReportFigures.pValue($0)) } ?? .empty,
                    statistical ? .text(ReportFigures.rate(ReportChecks.familyFalseAlarmRate)) : .empty,
                    .text(verdict(check.verdict))
                ])
        }
        return table
    }

    static func verdict(_ passed: Bool) -> String { passed ? "pass" : "FAIL" }

    static func verdict(_ verdict: CheckVerdict) -> String {
        switch verdict {
        case .pass: return "pass"
        case .fail: return "FAIL"
        case .notApplicable: return "n/a"
        }
    }
}

/// `verdicts.csv`: one row per game, summarising its checks: the gate's cases, tests and smallest
/// p-values, the counts that must be 0, and the verdict.
enum VerdictsCSV {
    static let header = [
        "game", "configurations", "nominal_rtp_lowest_percent", "nominal_rtp_highest_percent", "gate_cases",
        "gate_statistical_tests", "gate_smallest_p_value", "gate_smallest_holm_adjusted_p_value",
        "preview_mismatches", "cap_rule_violations", "checks", "checks_failed", "verdict"
    ]

    /// One game's summary, printed as the CSV and the fairness report show it.
    struct Row {
        let game: GameKind
        let cells: [String]
    }

    static func rows(_ model: ReportModel, _ checks: ReportChecks) -> [Row] {
        GameRegistry.kinds.compactMap { kind in
            let games = model.games.filter { $0.game.game == kind }
            guard let lowest = games.map(\.analysis.nominalRTP).min(),
                let highest = games.map(\.analysis.nominalRTP).max()
            else {
                return nil
            }
            let runs = model.simulations.filter { $0.request.game.game == kind }
            let gateResults = model.gate?.results.filter { $0.checkCase.game.game == kind } ?? []
            let mine = checks.checks.filter { $0.gameKind == kind }
            let statistical = mine.filter { $0.pValue != nil }
            let failed = mine.filter { !$0.passed }.count
            let previews =
                runs.reduce(0) { $0 + $1.previewMismatches } + gateResults.reduce(0) { $0 + $1.previewMismatches }
            let rules = runs.reduce(0) { $0 + $1.ruleViolations } + gateResults.reduce(0) { $0 + $1.ruleViolations }
            return Row(
                game: kind,
                cells: [
                    kind.rawValue, String(games.count), ReportFigures.percent(lowest), ReportFigures.percent(highest),
                    model.gate == nil ? "" : String(gateResults.count),
                    model.gate == nil ? "" : String(statistical.count),
                    statistical.compactMap(\.pValue).min().map(ReportFigures.pValue) ?? "",
                    statistical.compactMap(\.adjustedPValue).min().map(ReportFigures.pValue) ?? "",
                    String(previews), String(rules), String(mine.count), String(failed), ChecksCSV.verdict(failed == 0)
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
        "tool_version", "configuration", "configuration_digest", "configurations", "seed", "simulations",
        "wagers_per_simulation",
        "disclosure_wager_minutes", "interval_confidence_percent", "family_false_alarm_rate", "false_alarm_target",
        "chi_square_minimum_expected_count", "z_test_tail_factor", "gate_seed", "gate_cases",
        "gate_wagers_per_case", "gate_statistical_tests", "gate_audited_false_alarm_rate"
    ]

    static func table(_ model: ReportModel) -> CSVTable {
        var table = CSVTable(header: header)
        let plan = model.plan
        let (configuration, digest): (CSVCell, CSVCell)
        switch plan.configurationSource {
        // The digest of what the configuration offers (every choice's outcome table and the floor),
        // the same for a file and the built-in defaults when they offer the same bets.
        case .defaults:
            (configuration, digest) = (.text("built-in defaults"), .text(model.disclosure.configurationDigest))
        case .file(let path, _):
            (configuration, digest) = (.untrusted(path), .text(model.disclosure.configurationDigest))
        }
        table.append([
            .untrusted(plan.toolVersion), configuration, digest, .integer(model.games.count), .integer(plan.seed),
            .integer(model.simulations.count),
            model.simulations.isEmpty ? .empty : .integer(plan.wagersPerSimulation),
            .integer(ReportPlan.disclosureWager), .text("95"),
            .text(ReportFigures.rate(ReportChecks.familyFalseAlarmRate)),
            .text(ReportFigures.rate(CheckPolicy.standard.falseAlarmTarget)),
            .text(NumberFormat.fixed(CheckPolicy.standard.minimumExpectedCount, places: 0)),
            .text(NumberFormat.fixed(CheckPolicy.standard.zTestTailFactor, places: 1)),
            model.gate.map { .integer($0.seed) } ?? .empty,
            model.gate.map { .integer($0.results.count) } ?? .empty,
            model.gate.map { .integer($0.plan.wagersPerCase) } ?? .empty,
            model.gate.map { .integer($0.plan.statisticalTestCount) } ?? .empty,
            // An upper bound: rounded up, never in the gate's favour.
            model.gate.map { .text(RunCSV.rateRoundedUp($0.plan.falseAlarmBound)) } ?? .empty
        ])
        return table
    }
}

extension RunCSV {
    /// A rate of 10⁻⁹ or more to two significant digits, rounded up (a bound stays a bound): `0.00000069`.
    static func rateRoundedUp(_ x: Double) -> String {
        guard x.isFinite, x > 0 else { return ReportFigures.rate(max(0, x.isFinite ? x : 1)) }
        let exponent = Int((log10(x)).rounded(.down))
        let scale = pow(10, Double(1 - exponent))
        return ReportFigures.rate(min(1, (x * scale).rounded(.up) / scale))
    }
}

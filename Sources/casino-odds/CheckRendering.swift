import CasinoCore
import OddsLab
import OddsReports

/// The gate's text output for people: the run's table, and the suite's plan (`--list`).
enum CheckRendering {
    /// One line per case — game, variant, wager, budget, exact vs observed RTP, z and its p, the
    /// chi-square's p, the deterministic rules, the verdict — then every failure on a line.
    static func table(_ report: CheckReport) -> String {
        let plan = report.plan
        var lines = header(plan, seed: report.seed)
        lines.append("")
        var rows = [
            [
                "game", "variant", "wager", "budget", "RTP exact", "observed ± SE", "z", "p", "χ² p (df)", "rules",
                "verdict"
            ]
        ]
        for (index, result) in report.results.enumerated() {
            let checkCase = result.checkCase
            let items = report.items(ofCase: index)
            let rules = items.filter { !$0.kind.isStatistical && $0.verdict == .fail }
            let z = result.rtpTest
            let chi = result.chiSquare
            rows.append([
                checkCase.game.game.rawValue,
                checkCase.game.variant,
                String(checkCase.wager),
                budget(checkCase),
                NumberFormat.percent(result.odds.rtpValue, places: 4) + " %",
                NumberFormat.percent(result.observedRTP, places: 4) + " ± "
                    + NumberFormat.percent(result.standardError, places: 4) + " %",
                z.isApplicable ? NumberFormat.fixed(z.statistic, places: 2) : "n/a",
                z.isApplicable ? CheckReport.scientific(z.pValue) : "n/a",
                chi.isApplicable ? "\(CheckReport.scientific(chi.pValue)) (\(chi.degreesOfFreedom ?? 0))" : "n/a",
                rules.isEmpty ? "ok" : rules.map { $0.kind.key }.joined(separator: ","),
                report.verdict(ofCase: index) == .fail ? "FAIL" : "pass"
            ])
        }
        lines += aligned(rows, rightAligned: [2, 4, 5, 6, 7, 8])
        if let gate = report.floorGate {
            lines.append("")
            lines.append(
                "return floor (exact, no statistics): policy floor \(gate.policyFloor), configuration floor \(gate.offer.floor)"
            )
            for item in report.floorItems {
                lines.append(
                    "  \(item.verdict == .fail ? "FAIL" : "pass")  \(item.caseTitle): \(item.kind.rawValue): \(item.detail)"
                )
            }
        }
        lines.append("")
        let notApplicable = report.items.filter { $0.verdict == .notApplicable }
        let failures = report.failures
        if failures.isEmpty {
            lines.append(
                "PASS: all \(report.items.count - notApplicable.count) checks pass"
                    + (notApplicable.isEmpty ? "" : " (\(notApplicable.count) not applicable)"))
        } else {
            lines.append("FAIL: \(failures.count) of \(report.items.count) checks failed:")
            for failure in failures { lines.append("  " + failure.summary) }
        }
        for item in notApplicable { lines.append("  n/a  " + item.summary) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The suite at its size: every case's σ, the smallest RTP deviation and chi-square effect it
    /// detects with ≥ 99 % probability, and the z-test's audited false-alarm ratio; then the
    /// smallest detectable deviation per game and the run's audited false-alarm rate.
    static func list(_ plan: CheckPlan) -> String {
        var lines = header(plan, seed: nil)
        lines.append(
            "power: the smallest deviation each test detects with probability ≥ 99 % at the Bonferroni level α/m")
        lines.append("")
        var rows = [
            [
                "game", "variant", "wager", "budget", "RTP exact", "σ", "RTP Δ 99 %", "χ² bins", "χ² w 99 %",
                "z false alarm ÷ α/m"
            ]
        ]
        for entry in plan.entries {
            let checkCase = entry.checkCase
            rows.append([
                checkCase.game.game.rawValue,
                checkCase.game.variant,
                String(checkCase.wager),
                budget(checkCase),
                NumberFormat.percent(entry.odds.rtpValue, places: 4) + " %",
                NumberFormat.significant(entry.odds.sigma, digits: 3),
                entry.detectableDeviation.map { NumberFormat.significant(100 * $0, digits: 2) + " pp" } ?? "n/a",
                String(entry.chiSquareBins),
                entry.detectableEffect.map { NumberFormat.significant($0, digits: 2) } ?? "n/a",
                entry.runsZTest ? NumberFormat.fixed(entry.zTestFalseAlarm / plan.bonferroniLevel, places: 2) : "n/a"
            ])
        }
        lines += aligned(rows, rightAligned: [2, 4, 5, 6, 7, 8, 9])
        lines.append("")
        lines.append("smallest RTP deviation detected with ≥ 99 % probability, by game (best … worst case):")
        var perGame: [[String]] = []
        for game in GameRegistry.kinds {
            let deviations = plan.entries.compactMap { entry in
                entry.detectableDeviation.map { (entry.checkCase, $0) }
            }.filter { $0.0.game.game == game }.sorted { $0.1 < $1.1 }
            guard let best = deviations.first, let worst = deviations.last else { continue }
            let median = deviations[deviations.count / 2].1
            perGame.append([
                "  " + game.rawValue,
                NumberFormat.significant(100 * best.1, digits: 2)
                    + " pp (\(best.0.game.variant), \(best.0.wagerDescription))",
                "median " + NumberFormat.significant(100 * median, digits: 2) + " pp",
                NumberFormat.significant(100 * worst.1, digits: 2)
                    + " pp (\(worst.0.game.variant), \(worst.0.wagerDescription))"
            ])
        }
        lines += aligned(perGame)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func header(_ plan: CheckPlan, seed: UInt64?) -> [String] {
        let policy = plan.policy
        let bound = plan.falseAlarmBound
        return [
            "casino-odds check: \(plan.entries.count) cases, \(grouped(plan.wagersPerCase)) wagers each"
                + (seed.map { ", seed \($0)" } ?? ""),
            "\(plan.statisticalTestCount) statistical tests, Holm at family-wise α = \(CheckReport.scientific(policy.familyWiseAlpha))"
                + " (first step α/m = \(CheckReport.scientific(plan.bonferroniLevel)))",
            "audited false-alarm rate per run: \(CheckReport.scientific(bound)) "
                + (bound <= policy.falseAlarmTarget
                    ? "(target \(CheckReport.scientific(policy.falseAlarmTarget)))"
                    : "(above the target \(CheckReport.scientific(policy.falseAlarmTarget)) at this size: play more wagers)")
        ]
    }

    /// `"-"` for the loosest budget, `"100/105"` (remaining / minutes to midnight) otherwise.
    private static func budget(_ checkCase: CheckCase) -> String {
        checkCase.hasDefaultBudget ? "-" : "\(checkCase.remainingMinutes)/\(checkCase.minutesUntilMidnight)"
    }

    /// Left-aligned columns (right-aligned where asked), two spaces apart, no trailing spaces.
    private static func aligned(_ rows: [[String]], rightAligned: Set<Int> = []) -> [String] {
        let widths = (0..<(rows.map(\.count).max() ?? 0)).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            var line = row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// `16,777,216`.
    private static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }
}

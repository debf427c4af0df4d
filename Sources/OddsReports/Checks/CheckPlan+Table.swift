import OddsLab

extension CheckPlan {
    /// The suite at its size, as a table for people (`check --list`): every case's σ, the smallest
    /// RTP deviation and chi-square effect it detects with ≥ 99 % probability, and the z-test's
    /// audited false-alarm ratio; then the smallest detectable deviation per game and the run's
    /// audited false-alarm rate. What a run of this size can and cannot see, before playing it.
    public var table: String {
        var lines = headerLines(seed: nil)
        lines.append(
            "power: the smallest deviation each test detects with probability ≥ 99 % at the Bonferroni level α/m")
        lines.append("")
        var rows = [
            [
                "game", "variant", "wager", "budget", "RTP exact", "σ", "RTP Δ 99 %", "χ² bins", "χ² w 99 %",
                "z false alarm ÷ α/m"
            ]
        ]
        for entry in entries {
            let checkCase = entry.checkCase
            rows.append([
                checkCase.game.game.rawValue,
                checkCase.game.variant,
                String(checkCase.wager),
                checkCase.budgetText,
                NumberFormat.percent(entry.odds.rtpValue, places: 4) + " %",
                NumberFormat.significant(entry.odds.sigma, digits: 3),
                entry.detectableDeviation.map { NumberFormat.significant(100 * $0, digits: 2) + " pp" } ?? "n/a",
                String(entry.chiSquareBins),
                entry.detectableEffect.map { NumberFormat.significant($0, digits: 2) } ?? "n/a",
                entry.runsZTest ? NumberFormat.fixed(entry.zTestFalseAlarm / bonferroniLevel, places: 2) : "n/a"
            ])
        }
        lines += TextTable.lines(rows, rightAligned: [2, 4, 5, 6, 7, 8, 9])
        lines.append("")
        lines.append("smallest RTP deviation detected with ≥ 99 % probability, by game (best … worst case):")
        var perGame: [[String]] = []
        for game in GameRegistry.kinds {
            let deviations = entries.compactMap { entry in
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
        lines += TextTable.lines(perGame)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The three lines both `check` tables start with: the suite's size, its family of tests and
    /// the audited false-alarm rate, so a run's output and its plan's read alike.
    func headerLines(seed: UInt64?) -> [String] {
        let bound = falseAlarmBound
        return [
            "casino-odds check: \(entries.count) cases, \(TextTable.grouped(wagersPerCase)) wagers each"
                + (seed.map { ", seed \($0)" } ?? ""),
            "\(statisticalTestCount) statistical tests, Holm at family-wise α = \(CheckReport.scientific(policy.familyWiseAlpha))"
                + " (first step α/m = \(CheckReport.scientific(bonferroniLevel)))",
            "audited false-alarm rate per run: \(CheckReport.scientific(bound)) "
                + (bound <= policy.falseAlarmTarget
                    ? "(target \(CheckReport.scientific(policy.falseAlarmTarget)))"
                    : "(above the target \(CheckReport.scientific(policy.falseAlarmTarget)) at this size: play more wagers)")
        ]
    }
}

extension CheckCase {
    /// `"-"` for the loosest budget, `"100/105"` (remaining / minutes to midnight) otherwise.
    var budgetText: String {
        hasDefaultBudget ? "-" : "\(remainingMinutes)/\(minutesUntilMidnight)"
    }
}

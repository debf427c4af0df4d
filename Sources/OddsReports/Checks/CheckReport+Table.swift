import OddsLab

extension CheckReport {
    /// The gate's run as a table for people (`check`'s default output): the suite's header, one
    /// line per case — game, variant, wager, budget, exact vs observed RTP, z and its p, the
    /// chi-square's p, the deterministic rules, the verdict — then the return floor's exact cases
    /// and every failure on a line. It only formats: every verdict was decided in the lab.
    public var table: String {
        var lines = plan.headerLines(seed: seed)
        lines.append("")
        lines += TextTable.lines(caseRows, rightAligned: [2, 4, 5, 6, 7, 8])
        for kind in [CheckKind.decisionProof, .payoutDerivation] {
            let exact = items.filter { $0.kind == kind }
            guard !exact.isEmpty else { continue }
            let failed = exact.filter { $0.verdict == .fail }.count
            lines.append("")
            lines.append(
                "\(kind.rawValue) (exact, no statistics): "
                    + (failed == 0
                        ? "all \(exact.count) pass"
                        : "\(failed) of \(exact.count) FAIL"))
        }
        if let gate = floorGate {
            lines.append("")
            lines.append(
                "exact checks (no statistics): return floor, gain rule, offered and disclosed choices; policy floor \(gate.policyFloor), configuration floor \(gate.offer.floor)"
            )
            for item in floorItems {
                lines.append(
                    "  \(item.verdict == .fail ? "FAIL" : "pass")  \(item.caseTitle): \(item.kind.rawValue): \(item.detail)"
                )
            }
        }
        lines.append("")
        lines += verdictLines
        return lines.joined(separator: "\n") + "\n"
    }

    /// The header row and one row per case.
    private var caseRows: [[String]] {
        var rows = [
            [
                "game", "variant", "wager", "budget", "RTP exact", "observed ± SE", "z", "p", "χ² p (df)", "rules",
                "verdict"
            ]
        ]
        for (index, result) in results.enumerated() {
            let checkCase = result.checkCase
            let rules = items(ofCase: index).filter { !$0.kind.isStatistical && $0.verdict == .fail }
            let z = result.rtpTest
            let chi = result.chiSquare
            rows.append(
                checkCase.leadingCells(exactRTP: result.odds.rtpValue) + [
                    NumberFormat.percent(result.observedRTP, places: 4) + " ± "
                        + NumberFormat.percent(result.standardError, places: 4) + " %",
                    z.isApplicable ? NumberFormat.fixed(z.statistic, places: 2) : "n/a",
                    z.isApplicable ? CheckReport.scientific(z.pValue) : "n/a",
                    chi.isApplicable ? "\(CheckReport.scientific(chi.pValue)) (\(chi.degreesOfFreedom ?? 0))" : "n/a",
                    rules.isEmpty ? "ok" : rules.map { $0.kind.key }.joined(separator: ","),
                    verdict(ofCase: index) == .fail ? "FAIL" : "pass"
                ])
        }
        return rows
    }

    /// PASS or FAIL with every failing check, then the checks that do not apply.
    private var verdictLines: [String] {
        var lines: [String] = []
        let notApplicable = items.filter { $0.verdict == .notApplicable }
        let failed = failures
        if failed.isEmpty {
            lines.append(
                "PASS: all \(items.count - notApplicable.count) checks pass"
                    + (notApplicable.isEmpty ? "" : " (\(notApplicable.count) not applicable)"))
        } else {
            lines.append("FAIL: \(failed.count) of \(items.count) checks failed:")
            for failure in failed { lines.append("  " + failure.summary) }
        }
        for item in notApplicable { lines.append("  n/a  " + item.summary) }
        return lines
    }
}

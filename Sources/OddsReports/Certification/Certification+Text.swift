import CasinoCore
import OddsLab

extension Certification {
    /// A certification part as JSON: its header (format first, so `merge` tells it from a simulate
    /// part), then one simulate part per choice (`MonteCarloResult.json`), in plan order.
    package var json: String {
        let header = JSONText(CertificationPartHeader(self), rows: []).rendered
        // The header's closing brace is replaced by the parts array: each part is the exact text
        // `simulate --shard` writes for it.
        var out = String(header.dropLast(3))
        out += ",\n  \"parts\": [\n"
        out += results.map { String($0.json.dropLast()) }.joined(separator: ",\n")
        out += "\n  ]\n}\n"
        return out
    }

    /// The table as CSV, one row per choice (Docs/scaling.md names the columns).
    package var csv: String {
        var table = CSVTable(header: [
            "choice", "game", "options", "wager_minutes", "remaining_minutes", "minutes_until_midnight", "seed",
            "wagers", "minutes_wagered", "minutes_paid", "simulated_return", "standard_error", "ci95_lower",
            "ci95_upper", "exact_return", "exact_return_fraction", "z", "p_value", "holm_adjusted_p",
            "exact_inside_ci95", "preview_mismatches", "rule_violations"
        ])
        for (j, row) in (rows ?? []).enumerated() {
            table.append([
                .integer(j + 1), .text(row.spec.game.rawValue),
                .untrusted(row.spec.options.map { "\($0.name)=\($0.value)" }.joined(separator: " ")),
                .integer(row.spec.wager), .integer(row.spec.remainingMinutes), .integer(row.spec.minutesUntilMidnight),
                .integer(row.spec.seed), .integer(row.wagers), .integer(row.minutesWagered), .integer(row.minutesPaid),
                .decimal(row.simulatedReturn, places: 8), .decimal(row.standardError, significantDigits: 6),
                .decimal(row.interval.lower, places: 8), .decimal(row.interval.upper, places: 8),
                .decimal(row.exactDecimal, places: 8), .text(row.exactReturn?.description ?? ""),
                .decimal(row.z, places: 3), .decimal(row.pValue, significantDigits: 4),
                .decimal(row.holmAdjustedPValue, significantDigits: 4), .text(row.covers ? "yes" : "no"),
                .integer(row.previewMismatches), .integer(row.ruleViolations)
            ])
        }
        return table.text
    }

    /// The verdict line: the choices whose interval holds the exact return, and Holm's test over all.
    package var summary: String {
        let rows = self.rows ?? []
        let inside = rows.filter(\.covers).count
        let departing = rows.filter { $0.holmAdjustedPValue <= Certification.familyAlpha }.count
        let faults = rows.reduce(0) { $0 + $1.previewMismatches + $1.ruleViolations }
        let level = NumberFormat.fixed(Certification.confidenceLevel * 100, places: 0)
        return "\(inside) of \(rows.count) choices have their exact return inside the \(level) % interval "
            + "(about \(level) % expected by chance); "
            + (departing == 0
                ? "no choice departs from its exact return (Holm, family-wise α = \(Certification.familyAlpha))"
                : "\(departing) \(departing == 1 ? "choice departs" : "choices depart") from the exact return (Holm, family-wise α = \(Certification.familyAlpha))")
            + "; \(faults) preview mismatches or rule violations."
    }

    /// The table as Markdown for people.
    package var markdown: String {
        var document = MarkdownDocument()
        document.heading("Certification: simulated against exact return, every offered choice")
        document.paragraph(
            "\(producer), seed \(seed), \(TextTable.grouped(wagersPerChoice)) wagers per choice, "
                + "\(TextTable.grouped(wagersPlayed)) wagers over \(results.count) choices; fingerprint \(fingerprint). "
                + "Each choice is played through its real engine at its smallest accepted wager (remaining = the wager, "
                + "1439 minutes to midnight) on seed `subRunSeed(seed, choice − 1)`; the exact return is its effective "
                + "return there (floor rounding and the cap). Intervals: simulated ± 1.96 × the run's standard error.")
        document.paragraph(summary)
        let columns: [MarkdownDocument.Column] = [
            .init("#", alignment: .right), .init("choice"), .init("wager", alignment: .right),
            .init("wagers", alignment: .right), .init("simulated", alignment: .right),
            .init("95 % interval", alignment: .right), .init("exact", alignment: .right), .init("z", alignment: .right),
            .init("inside", alignment: .center)
        ]
        let body = (rows ?? []).enumerated().map { j, row in
            [
                String(j + 1), Certification.label(row.spec), "\(row.spec.wager) min", TextTable.grouped(row.wagers),
                NumberFormat.fixed(row.simulatedReturn, places: 6),
                NumberFormat.fixed(row.interval.lower, places: 6) + " … "
                    + NumberFormat.fixed(row.interval.upper, places: 6),
                NumberFormat.fixed(row.exactDecimal, places: 6), NumberFormat.fixed(row.z, places: 2),
                row.covers ? "yes" : "no"
            ]
        }
        document.table(columns, rows: body)
        return document.text
    }

    /// The files of a complete certification: `certification.csv` and `certification.md` (the same
    /// bytes however the run was split), and for a merged one `parts.csv`, the parts it was
    /// assembled from (shard, file, fingerprint, SHA-256, wagers).
    package func files(parts: [CertificationPartRecord]? = nil) -> [ReportFile] {
        var files = [
            ReportFile(path: "certification.csv", text: csv), ReportFile(path: "certification.md", text: markdown)
        ]
        if let parts {
            var table = CSVTable(header: [
                "shard", "file", "certification_fingerprint", "file_sha256", "wagers"
            ])
            for part in parts {
                table.append([
                    .text(part.shard.description), .untrusted(part.file), .text(part.fingerprint), .text(part.sha256),
                    .integer(part.wagers)
                ])
            }
            files.append(ReportFile(path: "parts.csv", text: table.text))
        }
        return files
    }
}

import OddsLab
import OddsReports

/// A result as a plain-text table for people: inputs, RTP ± standard error beside the exact value,
/// the counters, and each outcome's count beside its exact probability.
///
/// Like the JSON, it is a function of the result alone (no times, no rates), so it too is
/// byte-identical across thread counts and shard splits.
struct SimulationTable {
    var result: MonteCarloResult

    init(_ result: MonteCarloResult) { self.result = result }

    var text: String {
        let spec = result.spec
        let totals = result.totals
        var lines: [String] = []
        let options = spec.options.map { "\($0.name) \($0.value)" }.joined(separator: ", ")
        lines.append(
            "\(spec.game)\(options.isEmpty ? "" : " (\(options))"), wager \(spec.wager) min, "
                + "remaining \(spec.remainingMinutes) min, \(spec.minutesUntilMidnight) min until midnight")
        lines.append(
            "seed \(spec.seed), \(grouped(spec.wagers)) wagers in \(grouped(spec.chunkCount)) \(spec.chunkCount == 1 ? "chunk" : "chunks") of \(grouped(spec.chunkSize))"
        )
        if !result.isComplete {
            let why = result.interrupted ? "interrupted" : "shard \(result.shard)"
            lines.append(
                "PARTIAL (\(why)): chunks \(result.chunks.lowerBound)..<\(result.chunks.upperBound), "
                    + "\(grouped(totals.wagers)) wagers; merge the parts for the run's result")
        }
        lines.append("fingerprint \(result.fingerprint) (\(result.producer))")
        lines.append("")

        let rtp = result.exactRTP
        let hits = result.exactHitFrequency
        let observedHits = totals.wagers > 0 ? Double(result.wins) / Double(totals.wagers) : nil
        lines += aligned([
            ["", "observed", "exact"],
            [
                "RTP", optionalFixed(result.observedRTP) + " ± " + optionalFixed(result.observedStandardError),
                optionalFixed(rtp?.doubleValue) + " ± " + optionalFixed(result.exactStandardError)
                    + (rtp.map { "  (\($0))" } ?? "")
            ],
            [
                "hit frequency", optionalFixed(observedHits),
                optionalFixed(hits?.doubleValue) + (hits.map { "  (\($0))" } ?? "")
            ]
        ])
        lines.append("")
        lines += aligned([
            ["minutes wagered", grouped(totals.minutesWagered)],
            ["minutes paid", grouped(totals.minutesPaid)],
            ["largest win", totals.largestWinMinutes.map { "\(NumberFormat.signed($0)) min" } ?? "none"],
            ["preview mismatches", grouped(totals.previewMismatches)],
            ["cap applications", grouped(totals.capApplications)],
            ["rule violations", grouped(totals.ruleViolations)]
        ])
        lines.append("")
        var rows = [["outcome", "multiplier", "delta", "count", "frequency", "probability"]]
        for (i, outcome) in result.outcomeTable.outcomes.enumerated() {
            let settled = result.preview[i]
            let count = totals.outcomeCounts[i]
            rows.append([
                outcome.label, outcome.centi.description,
                NumberFormat.signed(settled.deltaMinutes) + (settled.capApplied ? " (capped)" : ""),
                grouped(count),
                optionalFixed(totals.wagers > 0 ? Double(count) / Double(totals.wagers) : nil),
                optionalFixed(outcome.probability.doubleValue)
            ])
        }
        lines += aligned(rows, rightAligned: [1, 2, 3, 4, 5])
        return lines.map { $0.trailingSpacesRemoved }.joined(separator: "\n") + "\n"
    }
}

/// Left-aligned columns (right-aligned where asked), two spaces apart.
private func aligned(_ rows: [[String]], rightAligned: Set<Int> = []) -> [String] {
    let widths = (0..<(rows.map(\.count).max() ?? 0)).map { column in
        rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    return rows.map { row in
        row.enumerated().map { column, cell in
            let pad = String(repeating: " ", count: widths[column] - cell.count)
            return rightAligned.contains(column) ? pad + cell : cell + pad
        }.joined(separator: "  ")
    }
}

private func optionalFixed(_ x: Double?) -> String { x.map { NumberFormat.fixed($0, places: 6) } ?? "-" }

/// `1,234,567`.
private func grouped<T: BinaryInteger>(_ n: T) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
        out.append(c)
    }
    return (n < 0 ? "-" : "") + out
}

private extension String {
    var trailingSpacesRemoved: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

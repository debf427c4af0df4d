import OddsLab

extension MonteCarloResult {
    /// The result as a plain-text table for people: inputs, RTP ± standard error beside the exact
    /// value, the counters, and each outcome's count beside its exact probability.
    ///
    /// Like the JSON, it is a function of the result alone (no times, no rates), so it too is
    /// byte-identical across thread counts and shard splits.
    public var table: String {
        let result = self
        var lines: [String] = []
        let options = spec.options.map { "\($0.name) \($0.value)" }.joined(separator: ", ")
        lines.append(
            "\(spec.game)\(options.isEmpty ? "" : " (\(options))"), wager \(spec.wager) min, "
                + "remaining \(spec.remainingMinutes) min, \(spec.minutesUntilMidnight) min until midnight")
        lines.append(
            "seed \(spec.seed), \(TextTable.grouped(spec.wagers)) wagers in \(TextTable.grouped(spec.chunkCount)) \(spec.chunkCount == 1 ? "chunk" : "chunks") of \(TextTable.grouped(spec.chunkSize))"
        )
        if !result.isComplete {
            let why = result.interrupted ? "interrupted" : "shard \(result.shard)"
            lines.append(
                "PARTIAL (\(why)): chunks \(result.chunks.lowerBound)..<\(result.chunks.upperBound), "
                    + "\(TextTable.grouped(totals.wagers)) wagers; merge the parts for the run's result")
        }
        lines.append("fingerprint \(result.fingerprint) (\(result.producer))")
        lines.append("")

        let rtp = result.exactRTP
        let hits = result.exactHitFrequency
        let observedHits = totals.wagers > 0 ? Double(result.wins) / Double(totals.wagers) : nil
        lines += TextTable.lines([
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
        lines += TextTable.lines([
            ["minutes wagered", TextTable.grouped(totals.minutesWagered)],
            ["minutes paid", TextTable.grouped(totals.minutesPaid)],
            ["largest win", totals.largestWinMinutes.map { "\(NumberFormat.signed($0)) min" } ?? "none"],
            ["preview mismatches", TextTable.grouped(totals.previewMismatches)],
            ["cap applications", TextTable.grouped(totals.capApplications)],
            ["rule violations", TextTable.grouped(totals.ruleViolations)]
        ])
        lines.append("")
        var rows = [["outcome", "multiplier", "delta", "count", "frequency", "probability"]]
        for (i, outcome) in result.outcomeTable.outcomes.enumerated() {
            let settled = result.preview[i]
            let count = totals.outcomeCounts[i]
            rows.append([
                outcome.label, outcome.centi.description,
                NumberFormat.signed(settled.deltaMinutes) + (settled.capApplied ? " (capped)" : ""),
                TextTable.grouped(count),
                optionalFixed(totals.wagers > 0 ? Double(count) / Double(totals.wagers) : nil),
                optionalFixed(outcome.probability.doubleValue)
            ])
        }
        lines += TextTable.lines(rows, rightAligned: [1, 2, 3, 4, 5])
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Six decimals, or `-` for a figure a run of no wagers does not have.
private func optionalFixed(_ x: Double?) -> String { x.map { NumberFormat.fixed($0, places: 6) } ?? "-" }

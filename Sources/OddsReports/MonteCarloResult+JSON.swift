import CasinoCore
import Foundation
import OddsLab

extension MonteCarloResult {
    /// The result as JSON: inputs, coverage, integer counters, RTP ± standard error next to the
    /// exact values, and every outcome with its count and exact probability.
    ///
    /// A complete result prints the same bytes however it was produced (any thread count, one run
    /// or merged shards); a partial one adds the shard it covers. Integers too large for a double
    /// are written in full.
    public var json: String {
        var members: [(String, JSONText)] = [
            ("format", .string(MonteCarloResult.jsonFormat)),
            ("producer", .string(producer)),
            ("fingerprint", .string(fingerprint)),
            (
                "run",
                .object([
                    ("game", .string(spec.game.rawValue)),
                    ("options", .row(spec.options.map { ($0.name, .string($0.value)) })),
                    ("wager", .int(spec.wager)),
                    ("remainingMinutes", .int(spec.remainingMinutes)),
                    ("minutesUntilMidnight", .int(spec.minutesUntilMidnight)),
                    ("seed", .int(spec.seed)),
                    ("wagers", .int(spec.wagers)),
                    ("chunkSize", .int(spec.chunkSize)),
                    ("chunkCount", .int(spec.chunkCount))
                ])
            )
        ]
        var coverage: [(String, JSONText)] = [("complete", .bool(isComplete))]
        if !isComplete {
            coverage.append(("shard", .string(shard.description)))
            coverage.append(("interrupted", .bool(interrupted)))
        }
        coverage.append(("chunks", .array([.int(chunks.lowerBound), .int(chunks.upperBound)])))
        members.append(("coverage", .object(coverage)))
        members.append(
            (
                "totals",
                .object([
                    ("wagers", .int(totals.wagers)),
                    ("minutesWagered", .int(totals.minutesWagered)),
                    ("minutesPaid", .int(totals.minutesPaid)),
                    ("sumPaidSquared", .int(totals.sumPaidSquared)),
                    ("wins", .int(wins)),
                    ("largestWinMinutes", .optional(totals.largestWinMinutes, JSONText.int)),
                    ("previewMismatches", .int(totals.previewMismatches)),
                    ("capApplications", .int(totals.capApplications)),
                    ("ruleViolations", .int(totals.ruleViolations))
                ])
            ))
        let rtp = exactRTP
        members.append(
            (
                "rtp",
                .object([
                    ("observed", .double(observedRTP)),
                    ("standardError", .double(observedStandardError)),
                    ("exact", .optional(rtp) { .string($0.description) }),
                    ("exactDecimal", .double(rtp?.doubleValue)),
                    ("exactStandardError", .double(exactStandardError))
                ])
            ))
        let hits = exactHitFrequency
        members.append(
            (
                "hitFrequency",
                .object([
                    ("observed", .double(totals.wagers > 0 ? Double(wins) / Double(totals.wagers) : nil)),
                    ("exact", .optional(hits) { .string($0.description) }),
                    ("exactDecimal", .double(hits?.doubleValue))
                ])
            ))
        let n = totals.wagers
        members.append(
            (
                "outcomes",
                .array(
                    outcomeTable.outcomes.indices.map { i in
                        let outcome = outcomeTable.outcomes[i]
                        let settled = preview[i]
                        let count = totals.outcomeCounts[i]
                        return .row([
                            ("index", .int(i)),
                            ("label", .string(outcome.label)),
                            ("centi", .int(outcome.centi.hundredths)),
                            ("paidMinutes", .int(settled.paidMinutes)),
                            ("deltaMinutes", .int(settled.deltaMinutes)),
                            ("capApplied", .bool(settled.capApplied)),
                            ("count", .int(count)),
                            ("frequency", .double(n > 0 ? Double(count) / Double(n) : nil)),
                            ("probability", .string(outcome.probability.description)),
                            ("probabilityDecimal", .double(outcome.probability.doubleValue)),
                            ("expectedCount", .double(outcome.probability.doubleValue * Double(n)))
                        ])
                    })
            ))
        // A shard's part records each chunk's outcome counts, one row per chunk in chunk order
        // (`merge --audit` replays chosen chunks and compares them); a complete result prints as
        // the unsharded run does, without them.
        if !isComplete && shard.isSplit {
            members.append(
                ("chunkOutcomeCounts", .array(totals.chunkOutcomeCounts.map { row in .array(row.map(JSONText.int)) })))
        }
        return JSONText.object(members).rendered
    }
}

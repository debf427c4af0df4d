import OddsReports
import RedemptionCore
import RelatedLab

/// The points-redemption section (seed 004) from `casino-odds redeem` results: the stacking
/// policies side by side (one column per policy), as a terminal table, JSON, Markdown and CSV.
public enum RedemptionReport {
    /// One metric: its label, its CSV column, and its value for a result.
    struct Metric: Sendable {
        let label: String
        let column: String
        let value: @Sendable (RedeemSimulationResult) -> String
    }

    static func perDay(_ seconds: Int, _ t: RedeemTally, places: Int = 2) -> String {
        RelatedFormat.decimal(seconds, 60 * t.days, places: places)
    }

    static let metrics: [Metric] = [
        Metric(label: "days", column: "days") { String($0.tally.days) },
        Metric(label: "redemption requests", column: "requests") { String($0.tally.requests) },
        Metric(label: "granted", column: "grants") { String($0.tally.grants) },
        Metric(label: "granted (% of requests)", column: "grants_percent") {
            RelatedFormat.percent($0.tally.grants, $0.tally.requests)
        },
        Metric(label: "granted, answer lost to a kill", column: "grants_unanswered") {
            String($0.tally.unansweredGrants)
        },
        Metric(label: "granted, started a window", column: "grants_started") { String($0.tally.started) },
        Metric(label: "granted, replaced a running window", column: "grants_replaced") { String($0.tally.replaced) },
        Metric(label: "granted, extended a running window", column: "grants_extended") { String($0.tally.extended) },
        Metric(label: "granted, queued after a running window", column: "grants_queued") { String($0.tally.queued) },
        Metric(label: "refused: insufficient balance", column: "refused_insufficient_balance") {
            String($0.tally.refusals.insufficientBalance)
        },
        Metric(label: "refused: below minimum", column: "refused_below_minimum") {
            String($0.tally.refusals.belowMinimum)
        },
        Metric(label: "refused: above maximum", column: "refused_above_maximum") {
            String($0.tally.refusals.aboveMaximum)
        },
        Metric(label: "refused: not whole minutes", column: "refused_not_whole_minutes") {
            String($0.tally.refusals.notWholeMinutes)
        },
        Metric(label: "refused: blocked (block)", column: "refused_blocked") { String($0.tally.refusals.blocked) },
        Metric(label: "refused: cap hit (extend)", column: "refused_cap_reached") {
            String($0.tally.refusals.capReached)
        },
        Metric(label: "minutes granted per day", column: "granted_minutes_per_day") {
            perDay($0.tally.grantedSeconds, $0.tally)
        },
        Metric(label: "minutes unshielded per day", column: "access_minutes_per_day") {
            perDay($0.tally.accessSeconds, $0.tally)
        },
        Metric(label: "minutes wasted per day (replace)", column: "wasted_minutes_per_day") {
            perDay($0.tally.forfeitedSeconds, $0.tally)
        },
        Metric(label: "mean queue wait (min)", column: "queue_wait_minutes_mean") {
            RelatedFormat.decimal($0.tally.queueWaitSeconds, 60 * $0.tally.queued, places: 2)
        },
        Metric(label: "max queue wait (min)", column: "queue_wait_minutes_max") {
            RelatedFormat.decimal($0.tally.maxQueueWaitSeconds, 60, places: 2)
        },
        Metric(label: "points earned per day", column: "earned_points_per_day") {
            RelatedFormat.decimal($0.tally.earnedPoints, $0.tally.days, places: 2)
        },
        Metric(label: "points unspent at day end", column: "unspent_points_per_day") {
            RelatedFormat.decimal($0.tally.unspentPoints, $0.tally.days, places: 2)
        },
        Metric(label: "app kills", column: "kills") { String($0.tally.kills) },
        Metric(label: "paid minutes lost to kills per day", column: "lost_to_kills_minutes_per_day") {
            perDay($0.tally.lostToKillsSeconds, $0.tally, places: 4)
        },
        Metric(label: "unpaid unshielded seconds per day", column: "overrun_seconds_per_day") {
            RelatedFormat.decimal($0.tally.overrunSeconds, $0.tally.days, places: 3)
        },
        Metric(label: "longest re-lock delay (s)", column: "relock_delay_seconds_max") {
            String($0.tally.maxRelockDelaySeconds)
        },
        Metric(label: "system wake-ups", column: "wake_ups") { String($0.tally.wakeUps) },
        Metric(label: "relaunches", column: "relaunches") { String($0.tally.relaunches) },
        Metric(label: "writes", column: "writes") { String($0.tally.writes) },
        Metric(label: "kill points checked", column: "kill_points_checked") { String($0.tally.killPointsChecked) },
        Metric(label: "violations: books (points / windows)", column: "violations_books") {
            String($0.tally.violations.books)
        },
        Metric(label: "violations: cap exceeded", column: "violations_cap") { String($0.tally.violations.cap) },
        Metric(label: "violations: unpaid access / late re-lock", column: "violations_unpaid_access") {
            String($0.tally.violations.unpaidAccess)
        },
        Metric(label: "violations: wrong recovery", column: "violations_recovery") {
            String($0.tally.violations.recovery)
        },
        Metric(label: "violations: malformed windows", column: "violations_malformed_windows") {
            String($0.tally.violations.malformedWindows)
        }
    ]

    static func describe(_ results: [RedeemSimulationResult]) -> String {
        guard let s = results.first?.simulation else { return "" }
        let c = s.rules.configuration
        var cap = ""
        for r in results { if case .extend(let m) = r.simulation.rules.policy { cap = ", extend cap \(m) min" } }
        return "\(s.days) child-days, seed \(s.seed); \(c.pointsPerMinute) points per minute, redemptions "
            + "\(c.minRedemptionPoints) … \(c.maxRedemptionPoints) points\(cap); wake-ups "
            + "\(s.relockLatencySeconds) s after the instant asked (re-lock tolerance \(s.relockToleranceSeconds) s); "
            + (s.checksEveryWrite ? "kill and relaunch checked after every write" : "random kills only")
    }

    static func rows(_ results: [RedeemSimulationResult]) -> [[String]] {
        metrics.map { m in [m.label] + results.map(m.value) }
    }

    /// The `--format table` output.
    public static func table(_ results: [RedeemSimulationResult]) -> String {
        var out = "Points redemption (seed 004): \(describe(results))\n\n"
        out += TextTable.ruled(
            header: ["per policy"] + results.map(\.policyName),
            rightAligned: [false] + results.map { _ in true }, rows: rows(results))
        out += "\ninvariant violations: \(results.reduce(0) { $0 + $1.invariantViolations })\n"
        return out
    }

    /// The `--format json` output: one object per policy.
    public static func json(_ results: [RedeemSimulationResult]) -> String {
        JSONText.lines(
            results.map { r in
                let t = r.tally
                var fields: [(String, JSONText)] = [
                    ("policy", .string(r.policyName)),
                    ("days", .int(t.days)), ("seed", .string(String(r.simulation.seed)))
                ]
                if case .extend(let cap) = r.simulation.rules.policy { fields.append(("cap_minutes", .int(cap))) }
                fields += [
                    ("requests", .int(t.requests)), ("grants", .int(t.grants)),
                    ("grants_unanswered", .int(t.unansweredGrants)),
                    ("grants_started", .int(t.started)), ("grants_replaced", .int(t.replaced)),
                    ("grants_extended", .int(t.extended)), ("grants_queued", .int(t.queued)),
                    (
                        "refusals",
                        .object([
                            ("insufficient_balance", .int(t.refusals.insufficientBalance)),
                            ("below_minimum", .int(t.refusals.belowMinimum)),
                            ("above_maximum", .int(t.refusals.aboveMaximum)),
                            ("not_whole_minutes", .int(t.refusals.notWholeMinutes)),
                            ("non_positive", .int(t.refusals.nonPositive)),
                            ("blocked", .int(t.refusals.blocked)), ("cap_reached", .int(t.refusals.capReached))
                        ])
                    ),
                    ("earned_points", .int(t.earnedPoints)), ("redeemed_points", .int(t.redeemedPoints)),
                    ("unspent_points", .int(t.unspentPoints)),
                    ("granted_seconds", .int(t.grantedSeconds)), ("access_seconds", .int(t.accessSeconds)),
                    ("wasted_seconds", .int(t.forfeitedSeconds)),
                    ("queue_wait_seconds", .int(t.queueWaitSeconds)),
                    ("queue_wait_seconds_max", .int(t.maxQueueWaitSeconds)),
                    ("lost_to_kills_seconds", .int(t.lostToKillsSeconds)), ("overrun_seconds", .int(t.overrunSeconds)),
                    ("relock_delay_seconds_max", .int(t.maxRelockDelaySeconds)), ("wake_ups", .int(t.wakeUps)),
                    ("kills", .int(t.kills)), ("relaunches", .int(t.relaunches)), ("writes", .int(t.writes)),
                    ("kill_points_checked", .int(t.killPointsChecked)),
                    (
                        "violations",
                        .object([
                            ("books", .int(t.violations.books)), ("cap", .int(t.violations.cap)),
                            ("unpaid_access", .int(t.violations.unpaidAccess)),
                            ("recovery", .int(t.violations.recovery)),
                            ("malformed_windows", .int(t.violations.malformedWindows))
                        ])
                    )
                ]
                return .object(fields)
            }
        ).rendered
    }

    /// The report section for people: the four policies side by side.
    public static func markdown(_ results: [RedeemSimulationResult], command: String) -> String {
        var doc = MarkdownDocument()
        doc.heading("Points redemption: the four stacking policies (seed \(MarkdownDocument.code("004")))", level: 2)
        doc.paragraph("Produced by \(MarkdownDocument.code(command)).")
        doc.paragraph(
            describe(results) + ". Every policy faces exactly the same simulated days (the child's plan is "
                + "drawn before the day runs), so the columns differ only by the policy.")
        doc.table(
            [MarkdownDocument.Column("per policy")]
                + results.map { MarkdownDocument.Column($0.policyName, alignment: .right) },
            rows: rows(results))
        doc.paragraph(
            "*Wasted*: minutes bought but cut off by a replacement. *Queue wait*: time from a redemption to the "
                + "start of its queued window. *Lost to kills*: paid minutes during which a kill left the shields on "
                + "(the controller fails closed; a wake-up at the window's start heals it). *Unpaid unshielded*: the "
                + "re-lock latency after each window.")
        doc.paragraph("Invariant violations over all policies: \(results.reduce(0) { $0 + $1.invariantViolations }).")
        return doc.text
    }

    /// The machine-readable table: one row per policy.
    public static func csvTable(_ results: [RedeemSimulationResult]) -> CSVTable {
        // The set-up columns come last so the metrics keep their positions; with them, every
        // figure the Markdown's description prints is a CSV cell too.
        var table = CSVTable(
            header: ["policy", "seed"] + metrics.map(\.column)
                + [
                    "points_per_minute", "min_redemption_points", "max_redemption_points", "extend_cap_minutes",
                    "relock_latency_seconds", "relock_tolerance_seconds", "kill_after_every_write"
                ])
        for r in results {
            let s = r.simulation, c = s.rules.configuration
            var cap = CSVCell.empty
            if case .extend(let minutes) = s.rules.policy { cap = .integer(minutes) }
            table.append(
                [.text(r.policyName), .integer(s.seed)] + metrics.map { CSVCell.text($0.value(r)) }
                    + [
                        .integer(c.pointsPerMinute), .integer(c.minRedemptionPoints), .integer(c.maxRedemptionPoints),
                        cap,
                        .integer(s.relockLatencySeconds), .integer(s.relockToleranceSeconds),
                        .text(s.checksEveryWrite ? "true" : "false")
                    ])
        }
        return table
    }

    /// The machine-readable files: `(file name, CSV text)`.
    public static func csvFiles(_ results: [RedeemSimulationResult]) -> [(name: String, text: String)] {
        [("redemption-policies.csv", csvTable(results).text)]
    }

    /// The whole section as report files, under `folder` (e.g. `"related"`).
    public static func files(_ results: [RedeemSimulationResult], command: String, folder: String) -> [ReportFile] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        return [
            ReportFile(path: prefix + "redemption-policies.md", text: markdown(results, command: command)),
            ReportFile(path: prefix + "redemption-policies.csv", bytes: csvTable(results).bytes)
        ]
    }
}

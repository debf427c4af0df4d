import CommitmentCore
import OddsReports
import RelatedLab

/// The commitment-penalty section (seed 003) from `casino-odds week` results: a terminal table,
/// JSON, Markdown for people and CSV for machines. One result per penalty rate; the first is
/// the one whose details (histogram, thresholds) the text sections show in full.
public enum CommitmentReport {
    // MARK: Describing a run

    /// `"limit 21h00m, $0.10 per minute, 3 apps, 7 days to the deadline"`.
    static func setup(_ s: WeekSimulation, withRate: Bool = true) -> String {
        "limit \(RelatedText.duration(minutes: s.terms.limitMinutes)), "
            + (withRate ? "$\(RelatedFormat.dollars(s.terms.penaltyPerMinuteCents)) per minute, " : "")
            + "\(s.terms.selectedAppCount) apps, \(s.days) days to the deadline"
    }

    static func model(_ s: WeekSimulation) -> String {
        let m = s.model
        return "usage model: \(RelatedText.duration(minutes: m.meanUsageSecondsPerDay / 60)) a day in about "
            + "\(m.meanSessionsPerDay) sessions, weekly intensity \(m.intensityPercent.lowerBound)–\(m.intensityPercent.upperBound) %, "
            + "up to \(RelatedText.duration(minutes: m.priorUsageSecondsBound / 60)) counted before lock-in"
    }

    static func formula(_ r: WeekSimulationResult) -> String {
        let s = r.simulation
        let f = s.formula
        let hours = RelatedFormat.decimal(Int(s.remainingSeconds), 3600, places: 0)
        let limitHours = RelatedFormat.decimal(s.terms.limitMinutes, 60, places: 2)
        return "authorization $\(RelatedFormat.dollars(r.authorizationCents)) = clamp($5 … $1000, "
            + "(\(hours) h − \(limitHours) h) × \(f.centsPerHeadroomHour)¢ + \(s.terms.penaltyPerMinuteCents)¢ × "
            + "\(f.penaltyMinutesHeld) + \(s.terms.selectedAppCount) × \(f.centsPerSelectedApp)¢), floored to the cent; "
            + "factor1 \(f.centsPerHeadroomHour) ¢/h, factor2 \(f.penaltyMinutesHeld) min, factor3 \(f.centsPerSelectedApp) ¢/app "
            + "are placeholders: the seed leaves them open"
    }

    // MARK: Terminal

    /// The `--format table` output.
    public static func table(_ results: [WeekSimulationResult]) -> String {
        var out = ""
        for r in results {
            let s = r.simulation
            out += "Commitment penalties (seed 003): \(setup(s))\n"
            out += "\(r.weeks) weeks, seed \(s.seed); \(model(s))\n"
            out += formula(r) + "\n\n"
            out += TextTable.ruled(
                header: ["per week", "value", "share of weeks"], rightAligned: [false, true, true],
                rows: summaryRows(r))
            out += "\nPenalty as a share of the authorization (above 100 %: money the hold cannot cover)\n"
            out += TextTable.ruled(
                header: ["penalty / authorization", "weeks", "share", ""],
                rightAligned: [false, true, true, false], rows: histogramRows(r, bars: true))
            out += "\nWhat the monitor thresholds do to the penalty (usage known only at thresholds)\n"
            out += TextTable.ruled(
                header: thresholdHeader, rightAligned: thresholdAlignment, rows: thresholdRows(r))
            out += "\ninvariant violations: \(r.invariantViolations)\n\n"
        }
        if results.count > 1 {
            out +=
                "Penalty vs authorization by rate (\(RelatedText.duration(minutes: results[0].simulation.terms.limitMinutes)) limit)\n"
            out += TextTable.ruled(
                header: sweepHeader, rightAligned: sweepAlignment, rows: results.map(sweepRow))
        }
        return out
    }

    static func summaryRows(_ r: WeekSimulationResult) -> [[String]] {
        let w = r.weeks
        return [
            ["over the limit", String(r.weeksOverLimit), RelatedFormat.percent(r.weeksOverLimit, w) + " %"],
            [
                "penalty above the authorization", String(r.weeksOverAuthorization),
                RelatedFormat.percent(r.weeksOverAuthorization, w) + " %"
            ],
            ["mean usage (h)", RelatedFormat.decimal(r.usageSecondsTotal, 3600 * w, places: 2), ""],
            ["max usage (h)", RelatedFormat.decimal(r.maxUsageSeconds, 3600, places: 2), ""],
            ["mean penalty ($)", RelatedFormat.decimal(r.penaltyCentsTotal, 100 * w, places: 2), ""],
            ["max penalty ($)", RelatedFormat.dollars(r.maxPenaltyCents), ""],
            ["mean uncollectible ($)", RelatedFormat.decimal(r.uncollectibleCentsTotal, 100 * w, places: 4), ""],
            ["max uncollectible ($)", RelatedFormat.dollars(r.maxUncollectibleCents), ""]
        ]
    }

    static func histogramRows(_ r: WeekSimulationResult, bars: Bool) -> [[String]] {
        let peak = r.ratioHistogram.max() ?? 0
        return zip(PenaltyRatioBucket.all, r.ratioHistogram).map { bucket, count in
            var row = [bucket.label, String(count), RelatedFormat.percent(count, r.weeks) + " %"]
            if bars { row.append(RelatedText.bar(count, of: peak, width: 40)) }
            return row
        }
    }

    static let thresholdHeader = [
        "step", "baseline", "weeks under", "hidden min/week", "weeks over",
        "phantom min/week", "charged − true min/week"
    ]
    static let thresholdAlignment = [true, false, true, true, true, true, true]

    static func thresholdRows(_ r: WeekSimulationResult) -> [[String]] {
        r.thresholdEffects.map { e in
            let f = thresholdFigures(e, weeks: r.weeks)
            return ["\(e.stepMinutes) min", e.baseline.rawValue, f[0] + " %", f[1], f[2] + " %", f[3], f[4]]
        }
    }

    /// A threshold row's figures as printed (the Markdown adds `%` to the two shares; the CSV
    /// holds them as they are, so every figure of the text is a CSV cell): weeks undercharged %,
    /// hidden min/week, weeks overcharged %, phantom min/week, charged − true min/week.
    static func thresholdFigures(_ e: ThresholdEffect, weeks: Int) -> [String] {
        [
            RelatedFormat.percent(e.weeksUndercharged, weeks),
            RelatedFormat.decimal(e.hiddenExcessMinutes, weeks, places: 3),
            RelatedFormat.percent(e.weeksOvercharged, weeks),
            RelatedFormat.decimal(e.phantomExcessMinutes, weeks, places: 3),
            RelatedFormat.decimal(e.phantomExcessMinutes - e.hiddenExcessMinutes, weeks, places: 3)
        ]
    }

    static let sweepHeader = [
        "rate ($/min)", "authorization ($)", "over limit", "mean penalty ($)",
        "penalty > authorization", "mean uncollectible ($)", "max uncollectible ($)"
    ]
    static let sweepAlignment = [true, true, true, true, true, true, true]

    static func sweepRow(_ r: WeekSimulationResult) -> [String] {
        let f = sweepFigures(r)
        return [f[0], f[1], f[2] + " %", f[3], f[4] + " %", f[5], f[6]]
    }

    /// A rate's figures as printed (the text adds `%` to the two shares; the CSV holds them as
    /// they are): rate $/min, authorization $, weeks over the limit %, mean penalty $, weeks whose
    /// penalty exceeds the authorization %, mean uncollectible $, max uncollectible $.
    static func sweepFigures(_ r: WeekSimulationResult) -> [String] {
        [
            RelatedFormat.dollars(r.simulation.terms.penaltyPerMinuteCents),
            RelatedFormat.dollars(r.authorizationCents),
            RelatedFormat.percent(r.weeksOverLimit, r.weeks),
            RelatedFormat.decimal(r.penaltyCentsTotal, 100 * r.weeks, places: 2),
            RelatedFormat.percent(r.weeksOverAuthorization, r.weeks),
            RelatedFormat.decimal(r.uncollectibleCentsTotal, 100 * r.weeks, places: 4),
            RelatedFormat.dollars(r.maxUncollectibleCents)
        ]
    }

    /// The CSV names of `sweepFigures`, in order.
    static let sweepFigureColumns = [
        "rate_dollars_per_minute", "authorization_dollars", "weeks_over_limit_percent",
        "penalty_mean_dollars", "penalty_over_authorization_percent",
        "uncollectible_mean_dollars", "uncollectible_max_dollars"
    ]

    // MARK: JSON

    /// The `--format json` output: an array, one object per rate, every count an integer.
    public static func json(_ results: [WeekSimulationResult]) -> String {
        JSONText.lines(results.map(jsonObject)).rendered
    }

    static func jsonObject(_ r: WeekSimulationResult) -> JSONText {
        let s = r.simulation
        return .object([
            ("limit_minutes", .int(s.terms.limitMinutes)),
            ("rate_cents_per_minute", .int(s.terms.penaltyPerMinuteCents)),
            ("selected_apps", .int(s.terms.selectedAppCount)),
            ("days", .int(s.days)),
            ("weeks", .int(r.weeks)),
            ("seed", .string(String(s.seed))),
            ("factor1_cents_per_hour", .int(s.formula.centsPerHeadroomHour)),
            ("factor2_minutes", .int(s.formula.penaltyMinutesHeld)),
            ("factor3_cents_per_app", .int(s.formula.centsPerSelectedApp)),
            ("usage_seconds_per_day_mean", .int(s.model.meanUsageSecondsPerDay)),
            ("authorization_cents", .int(r.authorizationCents)),
            ("weeks_over_limit", .int(r.weeksOverLimit)),
            ("usage_seconds_total", .int(r.usageSecondsTotal)),
            ("usage_seconds_max", .int(r.maxUsageSeconds)),
            ("penalty_cents_total", .int(r.penaltyCentsTotal)),
            ("penalty_cents_max", .int(r.maxPenaltyCents)),
            ("weeks_penalty_over_authorization", .int(r.weeksOverAuthorization)),
            ("uncollectible_cents_total", .int(r.uncollectibleCentsTotal)),
            ("uncollectible_cents_max", .int(r.maxUncollectibleCents)),
            (
                "penalty_share_of_authorization",
                .lines(
                    zip(PenaltyRatioBucket.all, r.ratioHistogram).map { bucket, count in
                        .object([
                            ("bucket", .string(bucket.label)),
                            ("upper_percent", bucket.upperPercent.map { JSONText.int($0) } ?? .string("none")),
                            ("weeks", .int(count))
                        ])
                    })
            ),
            (
                "thresholds",
                .lines(
                    r.thresholdEffects.map { e in
                        .object([
                            ("step_minutes", .int(e.stepMinutes)), ("baseline", .string(e.baseline.rawValue)),
                            ("charged_penalty_cents_total", .int(e.chargedPenaltyCents)),
                            ("weeks_undercharged", .int(e.weeksUndercharged)),
                            ("hidden_excess_minutes", .int(e.hiddenExcessMinutes)),
                            ("undercharged_cents", .int(e.underchargedCents)),
                            ("weeks_overcharged", .int(e.weeksOvercharged)),
                            ("phantom_excess_minutes", .int(e.phantomExcessMinutes)),
                            ("overcharged_cents", .int(e.overchargedCents)),
                            ("weeks_charged_over_authorization", .int(e.weeksChargedOverAuthorization)),
                            ("charged_uncollectible_cents", .int(e.chargedUncollectibleCents))
                        ])
                    })
            ),
            ("invariant_violations", .int(r.invariantViolations))
        ])
    }

    // MARK: Markdown

    /// Where `files` puts the penalty-vs-authorization chart, relative to the Markdown file.
    public static let chartPath = "charts/commitment-penalty-vs-authorization.svg"

    /// The report section for people. `command` is the command line that produced `results`,
    /// printed next to the figures so anyone can reproduce them; `chartPath` links the SVG figure
    /// (nil: no image link).
    public static func markdown(_ results: [WeekSimulationResult], command: String, chartPath: String? = nil) -> String
    {
        document(results, command: command, chartPath: chartPath).text
    }

    static func document(_ results: [WeekSimulationResult], command: String, chartPath: String?) -> MarkdownDocument {
        var doc = MarkdownDocument()
        guard let first = results.first else { return doc }
        doc.heading("Commitment penalties (seed \(MarkdownDocument.code("003")))", level: 2)
        doc.paragraph("Produced by \(MarkdownDocument.code(command)).")
        doc.paragraph(
            "\(first.weeks) simulated weeks per rate, \(setup(first.simulation, withRate: results.count == 1)); "
                + "\(model(first.simulation)). The penalty is whole excess minutes × the rate; the amount held on the card "
                + "at lock-in is the seed's formula, "
                + MarkdownDocument.code(
                    "max($5, min($1000, (remainingHours − limitHours)·f1 + penaltyPerMin·f2 + apps·f3))")
                + ", with **placeholder factors — the seed leaves f1, f2, f3 open** (here f1 = "
                + "\(first.simulation.formula.centsPerHeadroomHour) ¢/h, f2 = \(first.simulation.formula.penaltyMinutesHeld) min, "
                + "f3 = \(first.simulation.formula.centsPerSelectedApp) ¢/app).")
        doc.heading("Penalty vs authorization", level: 3)
        doc.paragraph(
            "How often the week's penalty exceeds the amount authorized at lock-in, which is money the product "
                + "cannot collect from the hold.")
        doc.table(columns(sweepHeader, sweepAlignment), rows: results.map(sweepRow))
        if let chartPath {
            doc.image(alt: "Share of weeks whose penalty exceeds x % of the authorization, by rate", path: chartPath)
            doc.paragraph(
                "The figure: for each rate, the share of weeks whose penalty exceeds x % of the amount held; "
                    + "at x = 100 it is the share the hold cannot cover.")
        }
        doc.heading("Penalty as a share of the authorization", level: 3)
        doc.paragraph("Share of weeks in each band; above 100 % the hold does not cover the penalty.")
        let header =
            ["penalty / authorization"]
            + results.map { "$\(RelatedFormat.dollars($0.simulation.terms.penaltyPerMinuteCents))/min" }
        let rows = PenaltyRatioBucket.all.indices.map { i in
            [PenaltyRatioBucket.all[i].label]
                + results.map { RelatedFormat.percent($0.ratioHistogram[i], $0.weeks) + " %" }
        }
        doc.table(columns(header, [false] + results.map { _ in true }), rows: rows)
        doc.heading("What the monitor thresholds hide", level: 3)
        doc.paragraph(
            "The app knows usage only when the monitor extension reports a threshold. With thresholds every "
                + "1, 5 or 15 minutes, the penalty it can charge differs from the true one. *exact*: the count starts "
                + "at lock-in (thresholds can only hide use). *snapshot*: the baseline is itself the last threshold "
                + "before lock-in, as in the seed, so use before lock-in can be charged after it. Minutes do not "
                + "depend on the rate; in money they are worth minutes × rate.")
        doc.table(columns(thresholdHeader, thresholdAlignment), rows: thresholdRows(first))
        let violations = results.reduce(0) { $0 + $1.invariantViolations }
        doc.paragraph("Invariant violations over all runs: \(violations).")
        return doc
    }

    static func columns(_ titles: [String], _ right: [Bool]) -> [MarkdownDocument.Column] {
        titles.indices.map { i in
            MarkdownDocument.Column(titles[i], alignment: i < right.count && right[i] ? .right : .left)
        }
    }

    // MARK: Chart

    /// The penalty-vs-authorization figure: for each rate, the share of weeks whose penalty
    /// exceeds x % of the authorization (x = 0, 25, …, 400). The value at x = 100 is the share of
    /// weeks the hold cannot cover.
    public static func chart(_ results: [WeekSimulationResult]) -> SVGChart {
        let bounds = [0] + PenaltyRatioBucket.all.compactMap(\.upperPercent).filter { $0 > 0 }
        var summary: [String] = []
        let series = results.map { r -> ChartSeries in
            // Weeks above bound b are those in the buckets after the one ending at b.
            let points = bounds.enumerated().map { index, bound -> ChartPoint in
                let above = r.ratioHistogram.dropFirst(index + 1).reduce(0, +)
                return ChartPoint(x: Double(bound), y: r.weeks > 0 ? 100 * Double(above) / Double(r.weeks) : 0)
            }
            let name = "$\(RelatedFormat.dollars(r.simulation.terms.penaltyPerMinuteCents))/min"
            let at100 = points.first { $0.x == 100 }.map { NumberFormat.fixed($0.y, places: 2) } ?? "n/a"
            summary.append(
                "at \(name), \(NumberFormat.fixed(points.first?.y ?? 0, places: 1)) % of weeks pay any penalty and "
                    + "\(at100) % exceed the authorization")
            // Known only at the buckets' bounds: the step holds each bound's share up to the next bound
            // (the most it can be in between), where the measured value is marked.
            return ChartSeries.steps(name, points: points)
        }
        let ticks = bounds.filter { $0 % 50 == 0 }.map(Double.init)
        return SVGChart(
            title: "Weeks whose penalty exceeds x % of the authorization",
            description: "For each penalty rate, the percentage of simulated weeks whose penalty exceeds x % of the "
                + "card authorization, measured at x = " + bounds.map(String.init).joined(separator: ", ")
                + " and drawn as steps between those points: " + summary.joined(separator: "; ") + ".",
            xAxis: ChartAxis("x", unit: "% of the authorization", range: 0...Double(bounds.last ?? 400), ticks: ticks),
            yAxis: ChartAxis("Weeks", unit: "%", includesZero: true),
            series: series)
    }

    // MARK: CSV

    /// The machine-readable tables, by file name.
    public static func csvTables(_ results: [WeekSimulationResult]) -> [(name: String, table: CSVTable)] {
        [
            ("commitment-penalty-vs-authorization.csv", summaryTable(results)),
            ("commitment-penalty-share.csv", shareTable(results)),
            ("commitment-thresholds.csv", thresholdTable(results))
        ]
    }

    /// One row per run: its terms, formula, authorization and what the weeks charged.
    private static func summaryTable(_ results: [WeekSimulationResult]) -> CSVTable {
        var summary = CSVTable(
            header: [
                "limit_minutes", "rate_cents_per_minute", "selected_apps", "days", "weeks", "seed",
                "factor1_cents_per_hour", "factor2_minutes", "factor3_cents_per_app", "authorization_cents",
                "weeks_over_limit", "usage_seconds_total", "penalty_cents_total", "penalty_cents_max",
                "weeks_penalty_over_authorization",
                "uncollectible_cents_total", "uncollectible_cents_max", "invariant_violations",
                "usage_seconds_per_day_mean", "sessions_per_day_mean", "intensity_percent_min",
                "intensity_percent_max", "prior_usage_seconds_max"
            ]
                + sweepFigureColumns)
        for r in results {
            let s = r.simulation
            let rate = CSVCell.integer(s.terms.penaltyPerMinuteCents)
            summary.append(
                [
                    .integer(s.terms.limitMinutes), rate, .integer(s.terms.selectedAppCount), .integer(s.days),
                    .integer(r.weeks), .integer(s.seed), .integer(s.formula.centsPerHeadroomHour),
                    .integer(s.formula.penaltyMinutesHeld), .integer(s.formula.centsPerSelectedApp),
                    .integer(r.authorizationCents), .integer(r.weeksOverLimit), .integer(r.usageSecondsTotal),
                    .integer(r.penaltyCentsTotal), .integer(r.maxPenaltyCents), .integer(r.weeksOverAuthorization),
                    .integer(r.uncollectibleCentsTotal), .integer(r.maxUncollectibleCents),
                    .integer(r.invariantViolations),
                    .integer(s.model.meanUsageSecondsPerDay), .integer(s.model.meanSessionsPerDay),
                    .integer(s.model.intensityPercent.lowerBound), .integer(s.model.intensityPercent.upperBound),
                    .integer(s.model.priorUsageSecondsBound)
                ]
                    + sweepFigures(r).map { CSVCell.text($0) })
        }
        return summary
    }

    /// Per run, the weeks in each bucket of the penalty's share of the authorization.
    private static func shareTable(_ results: [WeekSimulationResult]) -> CSVTable {
        var histogram = CSVTable(header: [
            "rate_cents_per_minute", "penalty_share_of_authorization", "upper_percent",
            "weeks", "weeks_percent"
        ])
        for r in results {
            let rate = CSVCell.integer(r.simulation.terms.penaltyPerMinuteCents)
            for (bucket, count) in zip(PenaltyRatioBucket.all, r.ratioHistogram) {
                histogram.append([
                    rate, .text(bucket.label), bucket.upperPercent.map { CSVCell.integer($0) } ?? .empty,
                    .integer(count), .text(RelatedFormat.percent(count, r.weeks))
                ])
            }
        }
        return histogram
    }

    /// Per run and usage-report step, what charging on thresholds under- and overcharged.
    private static func thresholdTable(_ results: [WeekSimulationResult]) -> CSVTable {
        var thresholds = CSVTable(header: [
            "rate_cents_per_minute", "step_minutes", "baseline", "weeks",
            "true_penalty_cents_total", "charged_penalty_cents_total",
            "weeks_undercharged", "hidden_excess_minutes", "undercharged_cents",
            "weeks_overcharged", "phantom_excess_minutes", "overcharged_cents",
            "weeks_charged_over_authorization", "charged_uncollectible_cents",
            "weeks_undercharged_percent", "hidden_excess_minutes_per_week",
            "weeks_overcharged_percent", "phantom_excess_minutes_per_week",
            "charged_minus_true_minutes_per_week"
        ])
        for r in results {
            let rate = CSVCell.integer(r.simulation.terms.penaltyPerMinuteCents)
            for e in r.thresholdEffects {
                thresholds.append(
                    [
                        rate, .integer(e.stepMinutes), .text(e.baseline.rawValue), .integer(r.weeks),
                        .integer(r.penaltyCentsTotal), .integer(e.chargedPenaltyCents),
                        .integer(e.weeksUndercharged), .integer(e.hiddenExcessMinutes), .integer(e.underchargedCents),
                        .integer(e.weeksOvercharged), .integer(e.phantomExcessMinutes), .integer(e.overchargedCents),
                        .integer(e.weeksChargedOverAuthorization), .integer(e.chargedUncollectibleCents)
                    ]
                        + thresholdFigures(e, weeks: r.weeks).map { CSVCell.text($0) })
            }
        }
        return thresholds
    }

    /// The machine-readable files: `(file name, CSV text)`.
    public static func csvFiles(_ results: [WeekSimulationResult]) -> [(name: String, text: String)] {
        csvTables(results).map { ($0.name, $0.table.text) }
    }

    /// The whole section as report files, under `folder` (e.g. `"related"`): the Markdown, its
    /// chart and the CSV tables.
    public static func files(_ results: [WeekSimulationResult], command: String, folder: String) -> [ReportFile] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        var files = [
            ReportFile(
                path: prefix + "commitment-penalties.md",
                text: markdown(results, command: command, chartPath: chartPath)),
            ReportFile(path: prefix + chartPath, bytes: chart(results).bytes)
        ]
        for (name, table) in csvTables(results) { files.append(ReportFile(path: prefix + name, bytes: table.bytes)) }
        return files
    }
}

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
            out += RelatedText.plainTable(header: ["per week", "value", "share of weeks"], rightAligned: [false, true, true],
                                          rows: summaryRows(r))
            out += "\nPenalty as a share of the authorization (above 100 %: money the hold cannot cover)\n"
            out += RelatedText.plainTable(header: ["penalty / authorization", "weeks", "share", ""],
                                          rightAligned: [false, true, true, false], rows: histogramRows(r, bars: true))
            out += "\nWhat the monitor thresholds do to the penalty (usage known only at thresholds)\n"
            out += RelatedText.plainTable(header: thresholdHeader, rightAligned: thresholdAlignment, rows: thresholdRows(r))
            out += "\ninvariant violations: \(r.invariantViolations)\n\n"
        }
        if results.count > 1 {
            out += "Penalty vs authorization by rate (\(RelatedText.duration(minutes: results[0].simulation.terms.limitMinutes)) limit)\n"
            out += RelatedText.plainTable(header: sweepHeader, rightAligned: sweepAlignment, rows: results.map(sweepRow))
        }
        return out
    }

    static func summaryRows(_ r: WeekSimulationResult) -> [[String]] {
        let w = r.weeks
        return [
            ["over the limit", String(r.weeksOverLimit), RelatedFormat.percent(r.weeksOverLimit, w) + " %"],
            ["penalty above the authorization", String(r.weeksOverAuthorization), RelatedFormat.percent(r.weeksOverAuthorization, w) + " %"],
            ["mean usage (h)", RelatedFormat.decimal(r.usageSecondsTotal, 3600 * w, places: 2), ""],
            ["max usage (h)", RelatedFormat.decimal(r.maxUsageSeconds, 3600, places: 2), ""],
            ["mean penalty ($)", RelatedFormat.decimal(r.penaltyCentsTotal, 100 * w, places: 2), ""],
            ["max penalty ($)", RelatedFormat.dollars(r.maxPenaltyCents), ""],
            ["mean uncollectible ($)", RelatedFormat.decimal(r.uncollectibleCentsTotal, 100 * w, places: 4), ""],
            ["max uncollectible ($)", RelatedFormat.dollars(r.maxUncollectibleCents), ""],
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

    static let thresholdHeader = ["step", "baseline", "weeks under", "hidden min/week", "weeks over",
                                  "phantom min/week", "charged − true min/week"]
    static let thresholdAlignment = [true, false, true, true, true, true, true]

    static func thresholdRows(_ r: WeekSimulationResult) -> [[String]] {
        r.thresholdEffects.map { e in
            ["\(e.stepMinutes) min", e.baseline.rawValue,
             RelatedFormat.percent(e.weeksUndercharged, r.weeks) + " %",
             RelatedFormat.decimal(e.hiddenExcessMinutes, r.weeks, places: 3),
             RelatedFormat.percent(e.weeksOvercharged, r.weeks) + " %",
             RelatedFormat.decimal(e.phantomExcessMinutes, r.weeks, places: 3),
             RelatedFormat.decimal(e.phantomExcessMinutes - e.hiddenExcessMinutes, r.weeks, places: 3)]
        }
    }

    static let sweepHeader = ["rate ($/min)", "authorization ($)", "over limit", "mean penalty ($)",
                              "penalty > authorization", "mean uncollectible ($)", "max uncollectible ($)"]
    static let sweepAlignment = [true, true, true, true, true, true, true]

    static func sweepRow(_ r: WeekSimulationResult) -> [String] {
        [RelatedFormat.dollars(r.simulation.terms.penaltyPerMinuteCents), RelatedFormat.dollars(r.authorizationCents),
         RelatedFormat.percent(r.weeksOverLimit, r.weeks) + " %",
         RelatedFormat.decimal(r.penaltyCentsTotal, 100 * r.weeks, places: 2),
         RelatedFormat.percent(r.weeksOverAuthorization, r.weeks) + " %",
         RelatedFormat.decimal(r.uncollectibleCentsTotal, 100 * r.weeks, places: 4),
         RelatedFormat.dollars(r.maxUncollectibleCents)]
    }

    // MARK: JSON

    /// The `--format json` output: an array, one object per rate, every count an integer.
    public static func json(_ results: [WeekSimulationResult]) -> String {
        RelatedJSON.array(results.map(jsonObject)).render() + "\n"
    }

    static func jsonObject(_ r: WeekSimulationResult) -> RelatedJSON {
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
            ("penalty_share_of_authorization", .array(zip(PenaltyRatioBucket.all, r.ratioHistogram).map { bucket, count in
                .object([("bucket", .string(bucket.label)),
                         ("upper_percent", bucket.upperPercent.map(RelatedJSON.int) ?? .string("none")),
                         ("weeks", .int(count))])
            })),
            ("thresholds", .array(r.thresholdEffects.map { e in
                .object([("step_minutes", .int(e.stepMinutes)), ("baseline", .string(e.baseline.rawValue)),
                         ("charged_penalty_cents_total", .int(e.chargedPenaltyCents)),
                         ("weeks_undercharged", .int(e.weeksUndercharged)),
                         ("hidden_excess_minutes", .int(e.hiddenExcessMinutes)),
                         ("undercharged_cents", .int(e.underchargedCents)),
                         ("weeks_overcharged", .int(e.weeksOvercharged)),
                         ("phantom_excess_minutes", .int(e.phantomExcessMinutes)),
                         ("overcharged_cents", .int(e.overchargedCents)),
                         ("weeks_charged_over_authorization", .int(e.weeksChargedOverAuthorization)),
                         ("charged_uncollectible_cents", .int(e.chargedUncollectibleCents))])
            })),
            ("invariant_violations", .int(r.invariantViolations)),
        ])
    }

    // MARK: Markdown

    /// The report section for people. `command` is the command line that produced `results`,
    /// printed next to the figures so anyone can reproduce them.
    public static func markdown(_ results: [WeekSimulationResult], command: String) -> String {
        guard let first = results.first else { return "" }
        var out = "## Commitment penalties (seed 003)\n\n"
        out += "Produced by `\(command)`.\n\n"
        out += "\(first.weeks) simulated weeks per rate, \(setup(first.simulation, withRate: results.count == 1)); "
        out += "\(model(first.simulation)). "
        out += "The penalty is whole excess minutes × the rate; the amount held on the card at lock-in is the seed's "
        out += "formula, `max($5, min($1000, (remainingHours − limitHours)·f1 + penaltyPerMin·f2 + apps·f3))`, with "
        out += "**placeholder factors — the seed leaves f1, f2, f3 open**.\n\n"
        out += "### Penalty vs authorization\n\n"
        out += "How often the week's penalty exceeds the amount authorized at lock-in, which is money the product "
        out += "cannot collect from the hold.\n\n"
        out += RelatedText.markdownTable(header: sweepHeader, rightAligned: sweepAlignment, rows: results.map(sweepRow))
        out += "\n### Penalty as a share of the authorization\n\n"
        out += "Share of weeks in each band; above 100 % the hold does not cover the penalty.\n\n"
        let header = ["penalty / authorization"] + results.map { "$\(RelatedFormat.dollars($0.simulation.terms.penaltyPerMinuteCents))/min" }
        let rows = PenaltyRatioBucket.all.indices.map { i in
            [PenaltyRatioBucket.all[i].label] + results.map { RelatedFormat.percent($0.ratioHistogram[i], $0.weeks) + " %" }
        }
        out += RelatedText.markdownTable(header: header, rightAligned: [false] + results.map { _ in true }, rows: rows)
        out += "\n### What the monitor thresholds hide\n\n"
        out += "The app knows usage only when the monitor extension reports a threshold. With thresholds every "
        out += "1, 5 or 15 minutes, the penalty it can charge differs from the true one. *exact*: the count starts "
        out += "at lock-in (thresholds can only hide use). *snapshot*: the baseline is itself the last threshold "
        out += "before lock-in, as in the seed, so use before lock-in can be charged after it. Minutes do not "
        out += "depend on the rate; in money they are worth minutes × rate.\n\n"
        out += RelatedText.markdownTable(header: thresholdHeader, rightAligned: thresholdAlignment, rows: thresholdRows(first))
        let violations = results.reduce(0) { $0 + $1.invariantViolations }
        out += "\nInvariant violations over all runs: \(violations).\n"
        return out
    }

    // MARK: CSV

    /// The machine-readable files: `(file name, CSV text)`.
    public static func csvFiles(_ results: [WeekSimulationResult]) -> [(name: String, text: String)] {
        let summaryHeader = ["limit_minutes", "rate_cents_per_minute", "selected_apps", "days", "weeks", "seed",
                             "factor1_cents_per_hour", "factor2_minutes", "factor3_cents_per_app", "authorization_cents",
                             "weeks_over_limit", "usage_seconds_total", "penalty_cents_total", "penalty_cents_max",
                             "weeks_penalty_over_authorization", "penalty_over_authorization_percent",
                             "uncollectible_cents_total", "uncollectible_cents_max", "invariant_violations"]
        let summary = results.map { r -> [String] in
            let s = r.simulation
            return [s.terms.limitMinutes, s.terms.penaltyPerMinuteCents, s.terms.selectedAppCount, s.days, r.weeks].map(String.init)
                + [String(s.seed)]
                + [s.formula.centsPerHeadroomHour, s.formula.penaltyMinutesHeld, s.formula.centsPerSelectedApp,
                   r.authorizationCents, r.weeksOverLimit, r.usageSecondsTotal, r.penaltyCentsTotal, r.maxPenaltyCents,
                   r.weeksOverAuthorization].map(String.init)
                + [RelatedFormat.percent(r.weeksOverAuthorization, r.weeks, places: 4)]
                + [r.uncollectibleCentsTotal, r.maxUncollectibleCents, r.invariantViolations].map(String.init)
        }
        var histogram: [[String]] = []
        for r in results {
            for (bucket, count) in zip(PenaltyRatioBucket.all, r.ratioHistogram) {
                histogram.append([String(r.simulation.terms.penaltyPerMinuteCents), bucket.label,
                                  bucket.upperPercent.map(String.init) ?? "", String(count),
                                  RelatedFormat.percent(count, r.weeks, places: 4)])
            }
        }
        var thresholds: [[String]] = []
        for r in results {
            for e in r.thresholdEffects {
                thresholds.append([String(r.simulation.terms.penaltyPerMinuteCents), String(e.stepMinutes), e.baseline.rawValue,
                                   String(r.weeks), String(r.penaltyCentsTotal), String(e.chargedPenaltyCents),
                                   String(e.weeksUndercharged), String(e.hiddenExcessMinutes), String(e.underchargedCents),
                                   String(e.weeksOvercharged), String(e.phantomExcessMinutes), String(e.overchargedCents),
                                   String(e.weeksChargedOverAuthorization), String(e.chargedUncollectibleCents)])
            }
        }
        return [
            ("commitment-penalty-vs-authorization.csv", RelatedText.csv(header: summaryHeader, rows: summary)),
            ("commitment-penalty-share.csv", RelatedText.csv(header: ["rate_cents_per_minute", "penalty_share_of_authorization",
                                                                      "upper_percent", "weeks", "weeks_percent"], rows: histogram)),
            ("commitment-thresholds.csv", RelatedText.csv(header: ["rate_cents_per_minute", "step_minutes", "baseline", "weeks",
                                                                   "true_penalty_cents_total", "charged_penalty_cents_total",
                                                                   "weeks_undercharged", "hidden_excess_minutes", "undercharged_cents",
                                                                   "weeks_overcharged", "phantom_excess_minutes", "overcharged_cents",
                                                                   "weeks_charged_over_authorization", "charged_uncollectible_cents"],
                                                          rows: thresholds)),
        ]
    }
}

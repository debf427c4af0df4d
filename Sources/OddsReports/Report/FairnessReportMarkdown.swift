import CasinoCore
import OddsLab

/// `fairness-report.md`: what was run and what it showed, for the product and compliance team.
///
/// Every figure is printed by the function that writes it to a CSV file of the same report set
/// (`run.csv`, `verdicts.csv`, `rtp.csv`, `cap.csv`, `checks.csv`).
enum FairnessReportMarkdown {
    static func document(
        _ model: ReportModel, verdicts: [VerdictsCSV.Row],
        supplement: FairnessReportSupplement? = nil
    ) -> MarkdownDocument {
        let report = Inputs(
            model: model, verdicts: verdicts, supplement: supplement, plan: model.plan,
            defaults: (try? model.plan.simulatedGames()) ?? [])
        var doc = MarkdownDocument()
        doc.heading("Fairness report")
        doc.paragraph(
            """
            The odds of the four games of Screen Time Casino, worked out exactly from their rules and measured \
            by playing the shipped engine code under a seeded generator. Figures for users, in plain words, are \
            in `odds-disclosure.md`; every number here is also in one of the CSV files listed at the end.
            """)

        // One function per "##" section, in the order they appear.
        let sections = [
            whatWasRunSection, verdictsSection, returnToPlayerSection, theCostOfFloorRoundingSection,
            theMidnightCapSection, forfeitsSection, oddsChartsSection, methodSection, filesSection
        ]
        for section in sections { section(report, &doc) }
        return doc
    }

    /// What every section reads.
    private struct Inputs {
        var model: ReportModel
        var verdicts: [VerdictsCSV.Row]
        var supplement: FairnessReportSupplement?
        var plan: ReportPlan
        /// Each game's default configuration, as the report simulates it.
        var defaults: [ConfiguredGame]
    }

    /// "What was run".
    private static func whatWasRunSection(_ report: Inputs, into doc: inout MarkdownDocument) {
        let model = report.model, supplement = report.supplement, plan = report.plan
        doc.heading("What was run", level: 2)
        var what = [
            "Tool: `casino-odds` version \(MarkdownDocument.code(plan.toolVersion)).",
            configurationLine(plan, digest: model.disclosure.configurationDigest),
            "Exact analysis: every configuration (\(model.games.count) in all) at wagers of "
                + ReportPlan.wagerSizes.map(String.init).joined(separator: ", ")
                + " minutes; probabilities are exact fractions."
        ]
        if model.simulations.isEmpty {
            what.append("Monte Carlo: not run.")
        } else {
            what.append(
                "Monte Carlo: \(model.simulations.count) runs of \(plan.wagersPerSimulation) wagers each: every game's "
                    + "default configuration at every wager size above, each with \(plan.wagersPerSimulation) wagers; "
                    + "run i uses output i of SplitMix64 started at \(plan.seed) (the `simulation_seed` column of `rtp.csv`)."
            )
        }
        if let gate = model.gate {
            what.append(
                "Fairness gate: the same run as `casino-odds check --seed \(gate.seed) --wagers \(gate.plan.wagersPerCase)` "
                    + "(the CI gate at its defaults): \(gate.results.count) Monte Carlo cases of \(gate.plan.wagersPerCase) wagers "
                    + "each — every offered choice at each wager where its rounding differs, and cases where the cap bites — "
                    + "and the return floor's exact cases; case i plays on output i of SplitMix64(\(gate.seed)).")
        } else {
            what.append("Fairness gate: not run (`casino-odds report` runs it).")
        }
        if let supplement {
            what += supplement.whatWasRun
        } else {
            what.append("Day simulation and related systems: not in this set (`casino-odds report` adds them).")
        }
        what.append(
            """
            Random numbers: xoshiro256** seeded through SplitMix64; stream k of a seed starts at SplitMix64 \
            outputs 4k to 4k + 3, and chunk k of a run plays on stream k, so results do not depend on the \
            number of threads or shards. Uniform doubles and unbiased bounded integers (Lemire) are specified \
            in `Docs/rng.md`.
            """)
        doc.bullets(what)
        doc.paragraph("To reproduce every number in this report set:")
        doc.codeBlock(reproduceCommand(plan), language: "sh")
    }

    /// "Verdicts".
    private static func verdictsSection(_ report: Inputs, into doc: inout MarkdownDocument) {
        let model = report.model, verdicts = report.verdicts
        doc.heading("Verdicts", level: 2)
        doc.paragraph(
            """
            A game passes when every one of its checks passes (`checks.csv`): every configuration's probabilities \
            sum to exactly 1; every case of the fairness gate passes — the same cases and verdicts as \
            `casino-odds check` in CI, so a pass here is the gate's pass; and in the report's own runs no wager was \
            paid differently from its preview, no cap rule was broken and no outcome of probability 0 occurred. \
            The gate's statistical tests (an RTP z-test and a chi-square of the outcome counts per case) are one \
            family under one policy (see "Method"); the table gives each game's smallest p-value and smallest \
            Holm-adjusted p-value, which fails only at or below \(ReportFigures.rate(ReportChecks.familyFalseAlarmRate)).
            """)
        doc.table(
            [
                .init("game"), .init("configurations", alignment: .right),
                .init("nominal RTP lowest %", alignment: .right),
                .init("highest %", alignment: .right), .init("gate cases", alignment: .right),
                .init("gate tests", alignment: .right),
                .init("smallest p", alignment: .right), .init("smallest Holm p", alignment: .right),
                .init("preview mismatches", alignment: .right), .init("cap-rule violations", alignment: .right),
                .init("checks", alignment: .right), .init("failed", alignment: .right), .init("verdict")
            ], rows: verdicts.map(\.cells))
        if let gate = model.gate {
            doc.paragraph(
                """
                The gate's size: \(gate.results.count) cases × \(gate.plan.wagersPerCase) wagers, \
                \(gate.plan.statisticalTestCount) statistical tests; a run of right engines fails it with audited \
                probability at most \(RunCSV.rateRoundedUp(gate.plan.falseAlarmBound)) (`run.csv`).
                """)
        }
    }

    /// "Return to player: exact and simulated".
    private static func returnToPlayerSection(_ report: Inputs, into doc: inout MarkdownDocument) {
        let model = report.model, defaults = report.defaults
        doc.heading("Return to player: exact and simulated", level: 2)
        doc.paragraph(
            """
            RTP is the minutes paid back per minute bet. Nominal: before payouts are rounded to whole minutes. \
            Exact: after floor rounding and the midnight cap, for a bet placed at 00:00 with only the bet left \
            (the loosest cap a day has). Simulated: measured over the run, with its 95 % interval \
            (from the exact variance of one wager's payout). These runs illustrate the return by wager size; \
            their z and p are figures, not verdicts (the gate's tests decide, under one policy).
            """)
        if model.simulations.isEmpty {
            doc.paragraph("No Monte Carlo runs in this report.")
        } else {
            doc.table(
                [
                    .init("configuration"), .init("wager min", alignment: .right),
                    .init("exact RTP %", alignment: .right),
                    .init("simulated RTP %", alignment: .right), .init("95 % interval", alignment: .right),
                    .init("z", alignment: .right), .init("p", alignment: .right)
                ],
                rows: model.simulations.map { run in
                    let f = SimulatedFigures(run)
                    return [
                        run.request.game.title, String(run.request.wager), ReportFigures.percent(run.exactRTP), f.rtp,
                        "\(f.low) to \(f.high)", f.z, f.p
                    ]
                })
        }
        for game in defaults {
            doc.image(alt: "\(game.title): return by wager size", path: ReportCharts.rtpChartPath(game.game))
        }
    }

    /// "The cost of floor rounding".
    private static func theCostOfFloorRoundingSection(_ report: Inputs, into doc: inout MarkdownDocument) {
        let model = report.model, defaults = report.defaults
        doc.heading("The cost of floor rounding", level: 2)
        doc.paragraph(
            """
            Payouts are floored to whole minutes, so a bet returns less than the nominal RTP, and the smaller \
            the bet, the more it loses. The return after rounding alone (the cap left out), and its cost in \
            percentage points, for each game's default configuration:
            """)
        let defaultOdds = defaults.compactMap(model.odds(of:))
        doc.table(
            [.init("wager min", alignment: .right)]
                + defaultOdds.flatMap { odds in
                    [
                        MarkdownDocument.Column("\(odds.game.title) %", alignment: .right),
                        .init("cost pp", alignment: .right)
                    ]
                },
            rows: ReportPlan.wagerSizes.indices.map { i in
                [String(ReportPlan.wagerSizes[i])]
                    + defaultOdds.flatMap { odds in
                        [
                            ReportFigures.percent(odds.analysis.roundedRTPs[i].rtp),
                            ReportFigures.percentagePoints(odds.roundingCosts[i])
                        ]
                    }
            })
        doc.paragraph("The configuration of each game that loses most to rounding, at each wager size (`rtp.csv`):")
        doc.table(
            [.init("wager min", alignment: .right)]
                + GameRegistry.kinds.map { .init("\($0.rawValue): configuration, cost pp") },
            rows: ReportPlan.wagerSizes.indices.map { i in
                [String(ReportPlan.wagerSizes[i])]
                    + GameRegistry.kinds.map { kind in
                        guard
                            let worst = largest(
                                model.games.filter { $0.game.game == kind }, by: { $0.roundingCosts[i] })
                        else { return "" }
                        return "\(worst.game.variant): \(ReportFigures.percentagePoints(worst.roundingCosts[i]))"
                    }
            })
    }

    /// "The midnight cap".
    private static func theMidnightCapSection(_ report: Inputs, into doc: inout MarkdownDocument) {
        let model = report.model
        doc.heading("The midnight cap", level: 2)
        doc.paragraph(
            """
            A win is cut so that the player's minutes after it do not pass the minutes left until 23:59, and \
            never below nothing (a win never costs minutes); losses are never cut. The cap lowers the return of \
            configurations with large multipliers, and of every configuration late in the evening. A \
            10-minute bet with 30 minutes left, by time of day (`cap.csv`): effective RTP % (rounding and cap), and the cap's cost in \
            percentage points.
            """)
        var seen = Set<String>()
        let capGames = model.capScenarios.map(\.game).filter { seen.insert($0.title).inserted }
        doc.table(
            [.init("time"), .init("min until 23:59", alignment: .right)]
                + capGames.map {
                    MarkdownDocument.Column("\($0.title)", alignment: .right)
                },
            rows: CapScenario.standard.map { scenario in
                [scenario.clockTime, String(scenario.minutesUntilMidnight)]
                    + capGames.map { game in
                        guard let odds = model.capScenarios.first(where: { $0.game == game && $0.scenario == scenario })
                        else { return "" }
                        return
                            "\(ReportFigures.percent(odds.effectiveRTP)) (\(ReportFigures.percentagePoints(odds.capCost)))"
                    }
            })
        let wagerIndex = ReportPlan.wagerSizes.firstIndex(of: ReportPlan.disclosureWager) ?? 0
        // The three configurations of each game the cap costs most, so one game's extremes do not hide the others.
        let ranked = GameRegistry.kinds.flatMap { kind in
            model.games.enumerated()
                .filter { $0.element.game.game == kind && $0.element.capCosts[wagerIndex].numerator > 0 }
                .sorted { a, b in
                    let (x, y) = (a.element.capCosts[wagerIndex], b.element.capCosts[wagerIndex])
                    return x != y ? x > y : a.offset < b.offset
                }
                .prefix(3).map(\.element)
        }
        doc.paragraph(
            """
            Even at 00:00 the cap binds on the largest multipliers. The configurations of each game it costs most \
            on a \(ReportPlan.disclosureWager)-minute bet placed with only the bet left (`rtp.csv`, \
            `cap_cost_percentage_points`; a game is missing when the cap never binds on it):
            """)
        doc.table(
            [
                .init("configuration"), .init("rounded RTP %", alignment: .right),
                .init("effective RTP %", alignment: .right),
                .init("cost pp", alignment: .right)
            ],
            rows: ranked.map { odds in
                [
                    odds.game.title, ReportFigures.percent(odds.analysis.roundedRTPs[wagerIndex].rtp),
                    ReportFigures.percent(odds.returns[wagerIndex].rtp),
                    ReportFigures.percentagePoints(odds.capCosts[wagerIndex])
                ]
            })

        OfferBeforeAfterSection.add(model.offerBeforeAfter, to: &doc)
        AcceptanceSection.add(model.disclosure, to: &doc)
    }

    /// "Forfeits".
    private static func forfeitsSection(_ report: Inputs, into doc: inout MarkdownDocument) {
        let supplement = report.supplement
        doc.heading("Forfeits", level: 2)
        doc.paragraph(
            """
            A wager is persisted before the engine runs. A game killed mid-play (Mines with safe tiles revealed \
            included) forfeits the whole wager, applied exactly once at the next launch, and only to the bonus of \
            the day the wager was placed on. The rules are proven by the tests listed in `Docs/rules.md`\
            \(supplement == nil ? "." : "; the day simulation below counts the forfeits of whole simulated days.")
            """)

        if let supplement { doc.raw(supplement.daySection) }
    }

    /// "Odds charts".
    private static func oddsChartsSection(_ report: Inputs, into doc: inout MarkdownDocument) {
        let defaults = report.defaults
        doc.heading("Odds charts", level: 2)
        for chart in ReportCharts.gameCharts {
            if let game = defaults.first(where: { $0.game == chart.game }) {
                doc.image(alt: chart.alt(game), path: chart.path)
            }
        }
    }

    /// "Method".
    private static func methodSection(_ report: Inputs, into doc: inout MarkdownDocument) {
        doc.heading("Method", level: 2)
        doc.bullets([
            "Exact analysis: each configuration's outcome table gives every outcome's probability as an exact "
                + "fraction. RTP, hit frequency and the effect of rounding and cap are sums of fractions, computed "
                + "exactly; only standard deviations and p-values are floating point.",
            "Monte Carlo: each run plays the engines' own code, wager after wager, and settles each outcome "
                + "through the same preview and cap the app uses.",
            "RTP test (the gate's): z = (simulated − exact) / standard error, the standard error from the exact variance of "
                + "one wager's payout; two-sided p-value from the normal distribution. A z-test whose real tail at its level "
                + "(saddlepoint) is over \(NumberFormat.fixed(CheckPolicy.standard.zTestTailFactor, places: 1)) times the "
                + "nominal one (a rare large win expected only a few times in the run) is not run; the chi-square still tests the counts.",
            "Outcome test (the gate's): Pearson's chi-square of the case's outcome counts against the exact probabilities, "
                + "adjacent outcomes pooled until every bin expects at least "
                + "\(NumberFormat.fixed(CheckPolicy.standard.minimumExpectedCount, places: 0)) (so rare jackpots are tested together); "
                + "degrees of freedom = bins − 1, p-value from the chi-square distribution. It catches an engine "
                + "whose outcomes are off in ways that leave the average return right.",
            "False alarms: the gate's statistical tests form one family, decided by Holm's step-down method at a "
                + "nominal family-wise level of \(ReportFigures.rate(ReportChecks.familyFalseAlarmRate)), whatever the "
                + "dependence between the tests; with the approximation error of the normal and chi-square tails audited, "
                + "correct engines fail the gate with probability at most "
                + "\(ReportFigures.rate(CheckPolicy.standard.falseAlarmTarget)) — the one statistical policy of `casino-odds check` "
                + "and this report (Docs/methodology.md). The exact and count checks have no false alarms."
        ])
    }

    /// "Files".
    private static func filesSection(_ report: Inputs, into doc: inout MarkdownDocument) {
        let supplement = report.supplement
        doc.heading("Files", level: 2)
        doc.bullets(
            [
                "`odds.csv`: every configuration's outcome table (exact fractions).",
                "`configurations.csv`: each configuration's nominal RTP, hit and win frequency, spread, largest win.",
                "`rtp.csv`: each configuration at each wager size: nominal, effective, capped and simulated RTP, z, p.",
                "`cap.csv`: the midnight cap by time of day.",
                "`checks.csv` and `verdicts.csv`: every check (the gate's cases and verdicts included), and each game's verdict.",
                "`disclosure.csv` and `disclosure-outcomes.csv`: the published disclosure's figures.",
                "`run.csv`: what was run.",
                "`offer-before-after.csv`: every choice at every common stake under the return floor, before and after the floor tuning; `offer-summary.csv`: its totals per game.",
                "`acceptance.csv`: every offered choice at every common stake over an ordinary day, holding only the bet: the minutes accepted, the share of the day and the stretch; then the choices off the offer with why.",
                "`charts/`: the charts above, as SVG."
            ] + (supplement?.files ?? []))
        if let supplement { doc.raw(supplement.relatedSection) }
    }

    /// The command that regenerates this report set byte for byte.
    static func reproduceCommand(_ plan: ReportPlan) -> String {
        var command = "swift run -c release casino-odds report --seed \(plan.seed) --wagers \(plan.wagersPerSimulation)"
        if plan.gateWagers != CheckSuite.defaultWagers {
            command += plan.gateWagers.map { " --gate-wagers \($0)" } ?? " --gate-wagers 0"
        }
        if case .file(let path, _) = plan.configurationSource {
            command += " --config " + shellQuoted(path)
        }
        return command
    }

    /// The configuration, named by the one digest every output carries (`GameConfiguration.contentDigest`:
    /// what a player faces), never by a digest of the file's bytes, which the other files do not show.
    private static func configurationLine(_ plan: ReportPlan, digest: String) -> String {
        switch plan.configurationSource {
        case .defaults:
            return "Games: the built-in defaults (configuration digest \(MarkdownDocument.code(digest)))."
        case .file(let path, _):
            return
                "Games: configuration file \(MarkdownDocument.code(path)) (configuration digest \(MarkdownDocument.code(digest)))."
        }
    }

    private static func largest(_ games: [GameOdds], by key: (GameOdds) -> ExactFraction) -> GameOdds? {
        var best: GameOdds?
        for odds in games where best.map({ key(odds) > key($0) }) ?? true { best = odds }
        return best
    }

    /// A path as one shell word: bare when it is plain, single-quoted otherwise.
    static func shellQuoted(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { scalar in
            (scalar.value < 128)
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "/._-+".unicodeScalars.contains(scalar))
        }
        if plain && !text.isEmpty { return text }
        return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}

/// What `FullReport` adds to `fairness-report.md` beyond the casino's odds: the day simulation
/// and the related systems, each in its place (not appended after the file list).
struct FairnessReportSupplement {
    /// Lines of "What was run".
    var whatWasRun: [String]
    /// The "Day simulation" section, Markdown with its heading; it follows "Forfeits".
    var daySection: String
    /// Lines of "Files" for the supplement's files.
    var files: [String]
    /// The "Related systems" section, Markdown with its heading; it ends the report.
    var relatedSection: String
}

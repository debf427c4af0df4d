import CasinoCore
import OddsLab

/// `odds-disclosure.md`: the published odds, in plain words, for the app's users.
///
/// Every figure is the exact value rounded against the player (chances of gaining down, of losing
/// up, minutes kept down) and is printed by the same function that writes it to
/// `disclosure.csv`, `disclosure-outcomes.csv` or `cap.csv`.
enum OddsDisclosureMarkdown {
    static func document(_ model: ReportModel) -> MarkdownDocument {
        let wager = ReportPlan.disclosureWager
        var doc = MarkdownDocument()
        doc.heading("Screen Time Casino: the odds, in plain words")
        doc.paragraph(
            """
            Every game here is played with minutes of your screen time. This page says, for each game, \
            what a bet does to your minutes: how likely each result is, and how many of the minutes you bet \
            you keep on average. Every figure is worked out exactly from the game's rules, not estimated, \
            and then rounded against you, never in your favour: chances of winning (or of getting your bet \
            back) are rounded down, chances of losing are rounded up, "1 in N" for a win is rounded up, \
            and the minutes you keep are rounded down.
            """)
        doc.paragraph(
            """
            The figures are for a bet placed at the start of the day (00:00) with nothing left but the bet. \
            Later in the day the midnight cap can only lower what a win pays (see "The midnight cap" below). \
            The same figures, and the exact fractions behind them, are in `disclosure.csv` and \
            `disclosure-outcomes.csv`; how they were checked is in `fairness-report.md`. The same content, for \
            the app to show, is in `odds-disclosure.json`, and as a web page in `odds-disclosure.html`.
            """)
        let d = model.disclosure
        doc.heading("The return floor", level: 2)
        doc.paragraph(DisclosureText.floorParagraph(d))
        let none = d.choicesWithNoAcceptedWager
        doc.paragraph(
            "Of the \(d.choices.count) choices you can make, \(d.choices.count - none.count) accept some bet from 1 to 120 "
                + "minutes at 00:00"
                + (none.isEmpty
                    ? "."
                    : "; \(none.count) accept none, and are listed below with their returns "
                        + "so you can see why."))

        let defaults = Set(((try? model.plan.simulatedGames()) ?? []).map(\.title))
        for kind in GameRegistry.kinds {
            let choices = model.disclosures.filter { $0.game.game == kind && $0.wager == wager }
            guard !choices.isEmpty else { continue }
            doc.heading(gameName(kind), level: 2)
            doc.paragraph(rules(kind))
            let example = choices.first { defaults.contains($0.game.title) } ?? choices[0]
            doc.paragraph(exampleSentence(example))
            // "Bet back" only where some choice returns exactly the bet (Crash 1.01x on 10 minutes).
            let showsEven = choices.contains { $0.evenProbability.numerator > 0 }
            var columns: [MarkdownDocument.Column] = [
                .init(GameRegistry.descriptor(kind).choiceNoun), .init("chance you gain", alignment: .right),
                .init("1 in", alignment: .right),
                .init("largest gain", alignment: .right)
            ]
            if showsEven { columns.append(.init("chance you get the bet back, no more", alignment: .right)) }
            columns += [
                .init("chance you lose some or all", alignment: .right),
                .init("chance you lose all \(wager) min", alignment: .right),
                .init("you keep of every 100 min bet", alignment: .right)
            ]
            doc.table(
                columns,
                rows: choices.map { odds in
                    let f = DisclosureFigures(odds)
                    return [
                        odds.game.variant, f.gain + " %", f.gainOneIn ?? "never",
                        gainText(f.largestWin, capped: f.largestWinCapped)
                    ]
                        + (showsEven ? [f.even + " %"] : [])
                        + [f.loss + " %", f.wholeLoss + " %", f.kept]
                })
            everyChoice(kind, d, into: &doc)
            if example.changes.count > 2 {
                doc.paragraph("Every result of a \(wager)-minute bet on \(example.game.variant):")
                doc.table(
                    [
                        .init("result", alignment: .right), .init("chance", alignment: .right),
                        .init("1 in", alignment: .right)
                    ],
                    rows: example.changes.map { change in
                        let f = ChangeFigures(change, wager: wager)
                        return [
                            changeText(change.deltaMinutes, capped: change.capApplied), f.percent + " %", f.oneIn ?? ""
                        ]
                    })
            }
        }

        doc.heading("Small bets lose more to rounding", level: 2)
        doc.paragraph(
            """
            Wins are paid in whole minutes, always rounded down: a 1-minute bet at 1.50x pays back 1 minute. \
            So the smaller the bet, the more of it rounding takes. Minutes you keep of every 100 minutes bet, \
            by bet size, from rounding alone (the midnight cap left out; it is the next section), next to the \
            return before rounding:
            """)
        doc.table(
            [.init("choice"), .init("before rounding", alignment: .right)]
                + Disclosure.roundingWagers.map { .init("\($0) min", alignment: .right) },
            rows: d.rounding.map { row in
                ["\(gameName(row.game.game)) \(row.game.variant)", DisclosureText.kept(row.nominal)]
                    + row.rounded.map(DisclosureText.kept)
            })

        doc.heading("The midnight cap", level: 2)
        doc.paragraph(
            """
            Your minutes can never reach past 23:59. A win is cut so that the minutes you have left after it \
            are no more than the minutes until 23:59; a win is never cut below nothing, so a win never costs \
            you minutes. Losses are never cut. So a win's room shrinks both as the day goes on and as you hold \
            more minutes: holding more minutes than remain until 23:59 leaves a win nothing to add. Minutes you \
            keep of every 100 bet on a \(wager)-minute bet (rounding included), first by time of day with only the \
            bet held:
            """)
        doc.table(
            [.init("choice")] + Disclosure.capTimes.map { .init($0.clockTime ?? "", alignment: .right) },
            rows: d.capByTime.map { row in
                ["\(gameName(row.game.game)) \(row.game.variant)"] + row.returns.map(DisclosureText.kept)
            })
        doc.paragraph("Then at 20:00 (239 minutes before 23:59), by the minutes you hold when you bet:")
        doc.table(
            [.init("choice")]
                + Disclosure.capHeld.map { .init("\($0.remainingMinutes ?? 0) min held", alignment: .right) },
            rows: d.capByHeld.map { row in
                ["\(gameName(row.game.game)) \(row.game.variant)"] + row.returns.map(DisclosureText.kept)
            })
        doc.paragraph("The largest possible gain of a \(wager)-minute bet with 30 minutes held, by time of day:")
        doc.table(capColumns(model), rows: capRows(model))
        if let late = CapScenario.standard.first(where: { $0.minutesUntilMidnight < $0.remainingMinutes }) {
            doc.paragraph(
                """
                From \(late.clockTime) on, with \(late.remainingMinutes) minutes left you already have more minutes than \
                remain until 23:59, so a win only gives your bet back; a loss still costs the whole bet.
                """)
        }

        doc.heading("Every round is independent", level: 2)
        doc.paragraph(DisclosureText.independence)

        doc.heading("A game that is closed before it ends is lost", level: 2)
        doc.paragraph(
            """
            Your bet is recorded before a game starts. If the app is closed or killed while a game is in \
            progress (a Mines board with tiles already revealed included), the bet is lost: it counts as \
            losing the whole bet, once, the next time the app starts. A bet only ever changes the minutes \
            of the day it was placed on.
            """)

        doc.heading("How these figures were rounded", level: 2)
        doc.bullets([
            "Chances of gaining, or of getting your bet back: rounded down to 3 significant digits.",
            "Chances of losing some or all of the bet: rounded up to 3 significant digits.",
            "\"1 in N\" for a gain: N rounded up; for a loss: N rounded down.",
            "Minutes you keep of every 100 bet: rounded down to 1 decimal."
        ])
        doc.paragraph(DisclosureText.responsiblePlay)
        doc.paragraph(
            "Tool \(MarkdownDocument.code(d.toolVersion)), configuration digest \(MarkdownDocument.code(d.configurationDigest)), "
                + "figures as of \(d.asOf).")
        return doc
    }

    /// Every choice of one game: its multipliers, what a bet returns and what the floor accepts.
    private static func everyChoice(_ kind: GameKind, _ d: Disclosure, into doc: inout MarkdownDocument) {
        let choices = d.choices(of: kind)
        guard !choices.isEmpty else { return }
        let w = Disclosure.wager
        let layout = GameRegistry.descriptor(kind).disclosureLayout
        if case .grid(let down, let across) = layout {
            grid(choices, down: down, across: across, into: &doc)
            return
        }
        if layout == .paytable {
            for choice in choices {
                doc.paragraph("The paytable of \(choice.game.variant), every result with its chance:")
                doc.table(
                    [.init("result"), .init("pays", alignment: .right), .init("chance", alignment: .right)],
                    rows: choice.outcomes.map { o in
                        [
                            MarkdownDocument.escaped(o.label), DisclosureText.multiplier(o.centi) + " your bet",
                            DisclosureText.chance(o.probability, paysMore: o.centi.hundredths > 100) + " %"
                        ]
                    })
            }
        }
        doc.paragraph(
            "Every \(gameName(kind)) choice: its full multiplier table, the minutes you keep of every 100 on a \(w)-minute bet "
                + "at 00:00, and the bets the return floor accepts (1 to 120 minutes):")
        doc.table(
            [
                .init(GameRegistry.descriptor(kind).choiceNoun), .init("multipliers (chance)"),
                .init("keep of 100 at \(w) min", alignment: .right),
                .init("smallest bet", alignment: .right), .init("common bets accepted")
            ],
            rows: choices.map { c in
                [
                    c.game.variant, multipliers(layout, c),
                    DisclosureText.kept(c.effectiveReturn?.fraction) + (c.accepted ? "" : " (refused)"),
                    c.smallestAcceptedWager.map { "\($0) min" } ?? "none",
                    DisclosureText.wagers(c.acceptedCommonStakes)
                ]
            })
    }

    /// A choice's multipliers as its layout lists them: Crash its target and chance of reaching it;
    /// Plinko its buckets left to right; Slots the paytable above.
    private static func multipliers(_ layout: DisclosureLayout, _ c: Disclosure.Choice) -> String {
        switch layout {
        case .payingMultipliers:
            let win = c.outcomes.filter { $0.centi.hundredths > 0 }
            return win.map {
                "\(DisclosureText.multiplier($0.centi)) (\(DisclosureText.chance($0.probability, paysMore: true)) %)"
            }
            .joined(separator: ", ")
        case .everyMultiplier:
            return c.outcomes.map { DisclosureText.multiplier($0.centi) }.joined(separator: " ")
        case .paytable, .grid:
            return "see the paytable above"
        }
    }

    /// Choices as grids, option `down` down and option `across` across: Mines' 300 plans, mines down
    /// and tiles revealed across.
    private static func grid(
        _ choices: [Disclosure.Choice], down: String, across: String, into doc: inout MarkdownDocument
    ) {
        var byPlan: [String: Disclosure.Choice] = [:]
        var maxMines = 0, maxReveals = 0
        for c in choices {
            guard let m = c.game.options[down].flatMap({ Int($0) }),
                let k = c.game.options[across].flatMap({ Int($0) })
            else { continue }
            byPlan["\(m) \(k)"] = c
            maxMines = max(maxMines, m)
            maxReveals = max(maxReveals, k)
        }
        func oneGrid(_ title: String, _ cell: (Disclosure.Choice) -> String) {
            doc.paragraph(title)
            doc.table(
                [.init(down)] + (1...max(1, maxReveals)).map { .init("\($0)", alignment: .right) },
                rows: (1...max(1, maxMines)).map { m in
                    [String(m)] + (1...max(1, maxReveals)).map { k in byPlan["\(m) \(k)"].map(cell) ?? "" }
                })
        }
        oneGrid(
            "The multiplier for each plan (mines on the board down, safe tiles revealed across); you lose the bet if any "
                + "revealed tile is a mine:"
        ) { c in
            c.outcomes.map(\.centi).max().map(DisclosureText.multiplier) ?? ""
        }
        oneGrid(
            "Minutes you keep of every 100 on a \(Disclosure.wager)-minute bet at 00:00, by plan (rounding and the midnight cap "
                + "included; \"r\" marks a bet the return floor refuses):"
        ) { c in
            DisclosureText.kept(c.effectiveReturn?.fraction) + (c.accepted ? "" : " r")
        }
        oneGrid("The smallest bet (minutes, 1 to 120) the return floor accepts at 00:00, by plan (\"–\": none):") { c in
            c.smallestAcceptedWager.map(String.init) ?? "–"
        }
    }

    /// The game's name in prose (its descriptor's): `"Crash"`.
    static func gameName(_ kind: GameKind) -> String { GameRegistry.descriptor(kind).name }

    /// How the game plays, in plain words (the web page prints the same; the descriptor's words).
    static func rules(_ kind: GameKind) -> String { GameRegistry.descriptor(kind).rulesInWords }

    /// "If you bet 10 minutes on 2.00x: you win 10 minutes with probability 48.5 % (1 in 2.07); …"
    private static func exampleSentence(_ odds: WagerOdds) -> String {
        let f = DisclosureFigures(odds)
        var parts: [String] = []
        let gains = odds.changes.filter { $0.deltaMinutes > 0 }
        if gains.count == 1, let gain = gains.first {
            let c = ChangeFigures(gain, wager: odds.wager)
            parts.append(
                "you win \(minutes(gain.deltaMinutes))\(gain.capApplied ? " (cut by the midnight cap)" : "") "
                    + "with probability \(c.percent) % (1 in \(c.oneIn ?? ""))")
        } else if !gains.isEmpty {
            parts.append(
                "you win something with probability \(f.gain) % (1 in \(f.gainOneIn ?? "")), "
                    + "at most \(minutes(f.largestWin))\(f.largestWinCapped ? " (cut by the midnight cap)" : "")")
        }
        if odds.evenProbability.numerator > 0 {
            parts.append("you get your \(odds.wager) minutes back and nothing more with probability \(f.even) %")
        }
        if odds.changes.contains(where: { $0.deltaMinutes < 0 && $0.deltaMinutes > -odds.wager }) {
            parts.append("you lose part or all of your bet with probability \(f.loss) %")
            parts.append(
                odds.wholeLossProbability.numerator > 0
                    ? "all \(minutes(odds.wager)) with probability \(f.wholeLoss) %"
                    : "never all \(minutes(odds.wager))")
        } else {
            parts.append("you lose \(minutes(odds.wager)) with probability \(f.wholeLoss) %")
        }
        parts.append("on average you keep \(f.kept) of every 100 minutes you bet")
        return "If you bet \(minutes(odds.wager)) on \(odds.game.variant): " + parts.joined(separator: "; ") + "."
    }

    private static func minutes(_ n: Int) -> String {
        n == 1 || n == -1 ? "\(n.magnitude) minute" : "\(n.magnitude) minutes"
    }

    private static func gainText(_ delta: Int, capped: Bool) -> String {
        delta > 0 ? "+\(delta) min" + (capped ? " (capped)" : "") : "none"
    }

    private static func changeText(_ delta: Int, capped: Bool) -> String {
        (delta > 0 ? "+" : delta < 0 ? "−" : "±") + "\(delta.magnitude) min" + (capped ? " (capped)" : "")
    }

    private static func capColumns(_ model: ReportModel) -> [MarkdownDocument.Column] {
        var seen = Set<String>()
        let games = model.capScenarios.map(\.game).filter { seen.insert($0.title).inserted }
        return [.init("time"), .init("minutes until 23:59", alignment: .right)]
            + games.map { .init("\(gameName($0.game)) \($0.variant)", alignment: .right) }
    }

    private static func capRows(_ model: ReportModel) -> [[String]] {
        CapScenario.standard.map { scenario in
            [scenario.clockTime, String(scenario.minutesUntilMidnight)]
                + model.capScenarios.filter { $0.scenario == scenario }.map { odds in
                    odds.largestCappedWinMinutes > 0
                        ? "+\(odds.largestCappedWinMinutes) min" : "\(odds.largestCappedWinMinutes) min"
                }
        }
    }
}

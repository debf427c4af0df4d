import CasinoCore
import OddsLab

/// `odds-disclosure.md`: the published odds, in plain words, for the app's users.
///
/// Every figure is the exact value rounded against the player (chances of gaining down, of losing
/// up, minutes kept down) and is printed by the same function that writes it to
/// `disclosure.csv`, `disclosure-outcomes.csv` or `cap.csv`.
enum OddsDisclosureMarkdown {
    static func document(_ model: ReportModel) -> MarkdownDocument {
        var doc = MarkdownDocument()
        doc.heading(DisclosureParagraphs.title)
        doc.paragraph(DisclosureParagraphs.intro)
        doc.paragraph(DisclosureParagraphs.moment)
        let d = model.disclosure
        doc.heading("The return floor", level: 2)
        doc.paragraph(DisclosureText.floorParagraph(d))
        doc.paragraph(DisclosureParagraphs.offerSummary(d))
        doc.heading(DisclosureParagraphs.rulesHeading, level: 2)
        doc.paragraph(DisclosureParagraphs.gainRule)
        doc.paragraph(DisclosureParagraphs.stakeBack)
        doc.paragraph(DisclosureParagraphs.capRule)

        addGames(d, to: &doc)
        addRoundingAndCap(d, to: &doc)
        doc.heading("Every round is independent", level: 2)
        doc.paragraph(DisclosureText.independence)

        doc.heading("A game that is closed before it ends is lost", level: 2)
        doc.paragraph(DisclosureParagraphs.closed)

        doc.heading(DisclosureParagraphs.checkHeading, level: 2)
        for paragraph in DisclosureParagraphs.howToCheck { doc.paragraph(paragraph) }

        doc.heading("How these figures were rounded", level: 2)
        doc.bullets(DisclosureParagraphs.roundingRules)
        doc.paragraph(DisclosureText.responsiblePlay)
        doc.paragraph(
            "Tool \(MarkdownDocument.code(d.toolVersion)), configuration digest \(MarkdownDocument.code(d.configurationDigest)), "
                + "figures as of \(d.asOf).")
        return doc
    }

    /// Each game's rules, example, paytables and choices.
    private static func addGames(_ d: Disclosure, to doc: inout MarkdownDocument) {
        for kind in GameRegistry.kinds {
            let choices = d.choices(of: kind)
            guard !choices.isEmpty else { continue }
            doc.heading(gameName(kind), level: 2)
            doc.paragraph(rules(kind))
            if let example = d.examples.first(where: { $0.game.game == kind }) {
                doc.paragraph(DisclosureText.example(example))
            }
            if GameRegistry.descriptor(kind).disclosureLayout == .paytable {
                for choice in choices { paytable(choice, into: &doc) }
            }
            for choice in choices {
                doc.heading("\(gameName(kind)) \(MarkdownDocument.escaped(choice.game.variant))", level: 3)
                doc.bullets(DisclosureSentences.choice(choice, floor: d.floor))
            }
        }
    }

    /// What rounding costs small bets, and what the midnight cap costs by time of day and minutes held.
    private static func addRoundingAndCap(_ d: Disclosure, to doc: inout MarkdownDocument) {
        doc.heading("Small bets lose more to rounding", level: 2)
        doc.paragraph(DisclosureParagraphs.rounding)
        doc.table(
            [.init("choice"), .init("before rounding", alignment: .right)]
                + Disclosure.roundingWagers.map { .init("\($0) min", alignment: .right) },
            rows: d.rounding.map { row in
                [DisclosureParagraphs.choiceName(row.game), DisclosureText.kept(row.nominal)]
                    + zip(row.rounded, row.accepted).map(DisclosureText.keptOrRefused)
            })

        doc.heading("The midnight cap", level: 2)
        doc.paragraph(DisclosureParagraphs.cap)
        doc.table(
            [.init("choice")] + Disclosure.capTimes.map { .init($0.clockTime ?? "", alignment: .right) },
            rows: d.capByTime.map { row in
                [DisclosureParagraphs.choiceName(row.game)]
                    + zip(row.returns, row.accepted).map(DisclosureText.keptOrRefused)
            })
        doc.paragraph(DisclosureParagraphs.capHeld)
        doc.table(
            [.init("choice")]
                + Disclosure.capHeld.map { .init("\($0.remainingMinutes ?? 0) min held", alignment: .right) },
            rows: d.capByHeld.map { row in
                [DisclosureParagraphs.choiceName(row.game)]
                    + zip(row.returns, row.accepted).map(DisclosureText.keptOrRefused)
            })
    }

    /// A Slots machine's paytable: every result, what it pays and its chance.
    private static func paytable(_ choice: Disclosure.Choice, into doc: inout MarkdownDocument) {
        doc.paragraph("The paytable of \(MarkdownDocument.escaped(choice.game.variant)), every result with its chance:")
        doc.table(
            [.init("result"), .init("pays", alignment: .right), .init("chance", alignment: .right)],
            rows: choice.outcomes.map { o in
                [
                    MarkdownDocument.escaped(o.label), DisclosureText.multiplier(o.centi) + " your bet",
                    DisclosureText.chance(o.probability, paying: o.centi) + " %"
                ]
            })
    }

    /// The game's name in prose (its descriptor's): `"Crash"`.
    static func gameName(_ kind: GameKind) -> String { GameRegistry.descriptor(kind).name }

    /// How the game plays, in plain words (the web page prints the same; the descriptor's words).
    static func rules(_ kind: GameKind) -> String { GameRegistry.descriptor(kind).rulesInWords }
}

import CasinoCore
import OddsLab

/// `offer-before-after.csv`: every choice at every common stake, at 00:00 with remaining = stake:
/// the effective return, accepted or refused and why, before the floor tuning and after it.
enum OfferBeforeAfterCSV {
    static let header = [
        "game", "variant", "stake_minutes",
        "before_effective_return_percent", "before_accepted", "before_refused_by",
        "after_effective_return_percent", "after_accepted", "after_refused_by"
    ]

    /// - Complexity: O(rows).
    static func table(_ offer: OfferBeforeAfter) -> CSVTable {
        var table = CSVTable(header: header)
        for row in offer.rows {
            table.append(
                [.text(row.game.rawValue), .untrusted(row.variant), .integer(row.stake)]
                    + cells(row.before) + cells(row.after))
        }
        return table
    }

    /// A side not offered is three empty cells; "offered" is then readable from `accepted` being empty.
    private static func cells(_ side: OfferBeforeAfter.Side?) -> [CSVCell] {
        guard let side else { return [.empty, .text("not offered"), .empty] }
        // A return, rounded down like every return the reports print.
        return [
            side.effectiveReturn.map { .text(NumberFormat.percent($0, places: 4, rounding: .down)) } ?? .empty,
            .text(side.accepted ? "yes" : "no"), side.cause.map { .text($0.rawValue) } ?? .empty
        ]
    }
}

/// `offer-summary.csv`: per game, the (choice × common stake) pairs accepted before and after, all
/// of them and those whose largest win the cap leaves whole, and the choices with no accepted stake.
enum OfferSummaryCSV {
    static let header = [
        "game", "side", "pairs", "accepted", "accepted_percent", "uncut_pairs", "uncut_accepted",
        "uncut_accepted_percent", "choices_with_no_accepted_stake"
    ]

    /// `"72.7"`: the share in percent to one decimal, as the fairness report prints it ("–" for none).
    static func share(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "–" : NumberFormat.percent(Double(part) / Double(whole), places: 1)
    }

    static func table(_ offer: OfferBeforeAfter) -> CSVTable {
        var table = CSVTable(header: header)
        for (side, summaries) in [("before", offer.before), ("after", offer.after)] {
            for s in summaries {
                table.append([
                    .text(s.game.rawValue), .text(side), .integer(s.pairs), .integer(s.accepted),
                    .text(share(s.accepted, s.pairs)), .integer(s.uncutPairs), .integer(s.uncutAccepted),
                    .text(share(s.uncutAccepted, s.uncutPairs)), .integer(s.deadChoices.count)
                ])
            }
        }
        return table
    }
}

/// The fairness report's section on the offer before and after the floor tuning.
enum OfferBeforeAfterSection {
    static func add(_ offer: OfferBeforeAfter, to doc: inout MarkdownDocument) {
        doc.heading("The offer under the return floor: before and after tuning", level: 2)
        doc.paragraph(
            """
            Every offered choice at the common stakes (\(offer.stakes.map(String.init).joined(separator: ", ")) minutes), \
            each bet at 00:00 with remaining = stake, judged by the return floor (\(offer.floor)). Before: the defaults \
            as they were before they were tuned for the floor (`PreFloorDefaults`); after: this configuration. A pair \
            whose largest win is more than the 1439 minutes a win can keep at 00:00 is a cap pair; the others lose \
            only to rounding, which tuning can remove. Every bet, with its effective return and the cause of a \
            refusal: `offer-before-after.csv`; these totals: `offer-summary.csv`. The method: `Docs/tuning.md`, "Tuning for the return floor"; \
            `casino-odds tune --game plinko|mines --target-rtp 0.97 --for-floor --baseline pre-floor` recomputes the tables.
            """)
        func pct(_ a: Int, _ b: Int) -> String { b == 0 ? "–" : "\(a)/\(b) = " + OfferSummaryCSV.share(a, b) + " %" }
        var rows: [[String]] = []
        for (b, a) in zip(offer.before, offer.after) {
            rows.append([
                b.game.rawValue, pct(b.accepted, b.pairs), pct(a.accepted, a.pairs),
                pct(b.uncutAccepted, b.uncutPairs), pct(a.uncutAccepted, a.uncutPairs),
                String(b.deadChoices.count), String(a.deadChoices.count)
            ])
        }
        doc.table(
            [
                .init("game"), .init("accepted before", alignment: .right), .init("accepted after", alignment: .right),
                .init("cap leaves the win whole: before", alignment: .right), .init("after", alignment: .right),
                .init("choices with no accepted stake 1–120 min: before", alignment: .right),
                .init("after", alignment: .right)
            ], rows: rows)
        let deadBefore = offer.before.flatMap(\.deadChoices)
        let deadAfter = offer.after.flatMap(\.deadChoices)
        doc.paragraph(
            "Choices with no accepted stake between 1 and \(FloorTuningRequest.offerLimit) minutes at 00:00, before: "
                + (deadBefore.isEmpty ? "none." : deadBefore.joined(separator: ", ") + ".")
                + " After: " + (deadAfter.isEmpty ? "none." : deadAfter.joined(separator: ", ") + ".")
                + " Removed from the offer by the tuning (listed no longer): "
                + (offer.removed.isEmpty ? "none." : offer.removed.joined(separator: ", ") + "."))
    }
}

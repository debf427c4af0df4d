import CasinoCore
import OddsLab

/// The views of an `Offer`: a terminal table, CSV and JSON. They only format the model; every
/// accept/refuse and every return in them was decided once, in `Offer`.
///
/// Returns are printed rounded down (against the player), never up.
public enum OfferText {
    /// `"1–3, 5, 10–120"`: increasing wagers as runs, or `"none"`.
    public static func wagerRuns(_ wagers: [Int]) -> String {
        guard var start = wagers.first else { return "none" }
        var runs: [String] = []
        var previous = start
        for wager in wagers.dropFirst() + [Int.min] {
            if wager == previous + 1 { previous = wager; continue }
            runs.append(start == previous ? String(start) : "\(start)–\(previous)")
            start = wager
            previous = wager
        }
        return runs.joined(separator: ", ")
    }

    /// `"95.21"`: an effective return in percent with two decimals, rounded down; `"n/a"` when too large.
    public static func percentDown(_ effective: EffectiveReturn?) -> String {
        effective.map { NumberFormat.percent($0.fraction, places: 2, rounding: .down) } ?? "n/a"
    }

    /// One line per choice (accepted wagers, common stakes accepted, smallest accepted wager), then
    /// the choices with no accepted wager.
    package static func table(_ offer: Offer) -> String {
        let range = offer.wagers.isEmpty ? "" : "\(offer.wagers.first ?? 0)…\(offer.wagers.last ?? 0)"
        var out =
            "offer under the \(offer.floor) return floor, \(offer.moment); wagers \(range) min "
            + "(common stakes \(Offer.commonStakes.map(String.init).joined(separator: ", ")))\n"
        var rows: [[String]] = [["choice", "smallest", "common stakes accepted", "accepted wagers"]]
        for choice in offer.choices {
            rows.append([
                choice.game.title, choice.smallestAcceptedWager.map(String.init) ?? "none",
                wagerRuns(choice.acceptedCommonStakes), wagerRuns(choice.acceptedWagers)
            ])
        }
        out += TextTable.aligned(rows, rightAligned: [], indent: "")
        let none = offer.choicesWithNoAcceptedWager
        out +=
            "\n\(offer.choices.count - none.count) of \(offer.choices.count) choices accept some wager; "
            + "\(none.count) accept none" + (none.isEmpty ? ".\n" : ":\n")
        for choice in none {
            let best = choice.bets.compactMap(\.effectiveReturn).max { $0.fraction < $1.fraction }
            out += "  \(choice.game.title) (best return \(percentDown(best)) %)\n"
        }
        return out
    }

    /// One row per choice and wager: the exact effective return (fraction and percent rounded
    /// down) and whether the floor accepts it.
    package static func csv(_ offer: Offer) -> CSVTable {
        var table = CSVTable(header: [
            "game", "variant", "wager", "remaining_minutes", "minutes_until_midnight",
            "effective_return", "effective_return_percent_rounded_down", "accepted", "return_floor_ppm"
        ])
        for choice in offer.choices {
            for bet in choice.bets {
                table.append([
                    .text(choice.game.game.rawValue), .untrusted(choice.game.variant), .integer(bet.wager),
                    .integer(offer.moment.remainingMinutes(forWager: bet.wager)),
                    .integer(offer.moment.minutesUntilMidnight),
                    bet.effectiveReturn.map { .text($0.fraction.description) } ?? .empty,
                    .text(percentDown(bet.effectiveReturn)), .text(bet.accepted ? "yes" : "no"),
                    .integer(offer.floor.perMillion)
                ])
            }
        }
        return table
    }

    /// `{"returnFloorPPM", "moment": {…}, "wagers": […], "choices": [{"game", "variant", "options",
    /// "smallestAcceptedWager", "acceptedWagers", "acceptedCommonStakes", "returns": {"1": "num/den", …}}],
    /// "choicesWithNoAcceptedWager": […]}`.
    package static func json(_ offer: Offer) -> JSONValue {
        let choices: [JSONValue] = offer.choices.map { choice in
            .object(pairs: [
                ("game", .string(choice.game.game.rawValue)),
                ("variant", .string(choice.game.variant)),
                (
                    "options",
                    .object(
                        pairs: choice.game.options.keys.sorted().map { ($0, .string(choice.game.options[$0] ?? "")) })
                ),
                ("smallestAcceptedWager", choice.smallestAcceptedWager.map { .number(String($0)) } ?? .null),
                ("acceptedWagers", .array(choice.acceptedWagers.map { .number(String($0)) })),
                ("acceptedCommonStakes", .array(choice.acceptedCommonStakes.map { .number(String($0)) })),
                (
                    "returns",
                    .object(
                        pairs: choice.bets.map { bet in
                            (String(bet.wager), bet.effectiveReturn.map { .string($0.fraction.description) } ?? .null)
                        })
                )
            ])
        }
        return .object(pairs: [
            ("returnFloorPPM", .number(String(offer.floor.perMillion))),
            (
                "moment",
                .object(pairs: [
                    ("remainingMinutes", offer.moment.remainingMinutes.map { .number(String($0)) } ?? .string("wager")),
                    ("minutesUntilMidnight", .number(String(offer.moment.minutesUntilMidnight)))
                ])
            ),
            ("wagers", .array(offer.wagers.map { .number(String($0)) })),
            ("choices", .array(choices)),
            ("choicesWithNoAcceptedWager", .array(offer.choicesWithNoAcceptedWager.map { .string($0.game.title) }))
        ])
    }
}

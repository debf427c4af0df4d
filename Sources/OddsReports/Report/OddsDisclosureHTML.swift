import CasinoCore
import OddsLab

/// `odds-disclosure.html`: the published odds as a web page, a third view of the `Disclosure`
/// model beside `odds-disclosure.md` and `odds-disclosure.json`.
///
/// Every figure is printed by the function that writes it into the JSON, and the element holding
/// it carries `data-json="<path>"`, the figure's place in `odds-disclosure.json` (`choices.3.keptPer100AtWager`,
/// `choices.length`), so a browser test can hold each figure to the JSON. Text in the page that
/// contains digits but is fixed wording, not a figure ("every 100 minutes"), is marked `data-fixed`.
/// How a JSON value shows: a string as itself, a number in decimal, `true`/`false` as `yes`/`no`,
/// `null` and an empty list as `none`, a list joined by `", "`.
///
/// The page is self-contained (inline CSS and SVG, no script, no network), `lang="en"`, headed,
/// its tables captioned with `scope` on every header cell, and readable on a phone: a table wider
/// than the screen scrolls inside its own focusable region, never the page.
enum OddsDisclosureHTML {
    static func document(_ d: Disclosure) -> String {
        var page = HTMLPage()
        page.raw("<!DOCTYPE html>")
        page.raw("<html lang=\"en\">")
        page.raw("<head>")
        page.raw("<meta charset=\"utf-8\">")
        page.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        page.raw("<title>Screen Time Casino: the odds, in plain words</title>")
        page.raw("<style>\n\(style)</style>")
        page.raw("</head>")
        page.raw("<body>")
        page.raw("<main>")
        page.raw("<h1>Screen Time Casino: the odds, in plain words</h1>")
        page.raw(
            "<p>Every game here is played with minutes of your screen time. This page says, for each game, what a bet does to "
                + "your minutes: how likely each result is, and how many of the minutes you bet you keep on average. Every figure is "
                + "worked out exactly from the game's rules, not estimated, and rounded against you, never in your favour: "
                + "chances of winning down, chances of losing up, the minutes you keep down.</p>")
        page.raw(
            "<p>Returns are for a bet of " + page.figure("wager", String(Disclosure.wager)) + " minutes placed "
                + page.figure("moment", BetMoment.loosest.description)
                + ", the start of the day; later in the day the midnight cap can only lower what a win pays. "
                + "The same figures, with the exact fractions behind them, are in odds-disclosure.json.</p>")

        page.raw("<h2 id=\"floor\">The return floor</h2>")
        page.raw("<p data-json=\"returnFloor\">\(MarkupText.escaped(DisclosureText.floorParagraph(d), for: .html))</p>")
        page.raw(
            "<p>"
                + page.figure("choicesAcceptingSomeWager", String(d.choices.count - d.choicesWithNoAcceptedWager.count))
                + " of the " + page.figure("choices.length", String(d.choices.count))
                + " choices you can make accept some bet "
                + "<span data-fixed=\"\">from 1 to 120 minutes</span> at the start of the day"
                + (d.choicesWithNoAcceptedWager.isEmpty ? "." : "; these accept none:") + "</p>")
        if !d.choicesWithNoAcceptedWager.isEmpty {
            page.raw("<ul>")
            for (i, game) in d.choicesWithNoAcceptedWager.enumerated() {
                page.raw("<li>" + page.figure("choicesWithNoAcceptedWager.\(i)", game.title) + "</li>")
            }
            page.raw("</ul>")
        }

        for kind in GameRegistry.kinds {
            let indexed = d.choices.indices.filter { d.choices[$0].game.game == kind }
            guard !indexed.isEmpty else { continue }
            let name = OddsDisclosureMarkdown.gameName(kind)
            page.raw("<h2 id=\"\(kind.rawValue)\">\(MarkupText.escaped(name, for: .html))</h2>")
            // Fixed wording of the rules (a 5 × 5 board), not a figure of the disclosure.
            page.raw("<p data-fixed=\"\">\(MarkupText.escaped(OddsDisclosureMarkdown.rules(kind), for: .html))</p>")
            if kind == .slots {
                for i in indexed { paytable(d, choice: i, into: &page) }
            }
            page.table(
                id: "\(kind.rawValue)-choices",
                caption:
                    "Every \(name) choice: what it pays, the minutes you keep of every <span data-fixed=\"\">100</span> on a "
                    + page.figure("wager", String(Disclosure.wager))
                    + "-minute bet, and the bets the return floor accepts",
                header: [
                    "choice", "pays (chance, %)", "keep of every <span data-fixed=\"\">100</span> min",
                    "this bet accepted", "smallest bet accepted (min)",
                    "common bets accepted (min)"
                ],
                rows: indexed.map { i in
                    let c = d.choices[i], path = "choices.\(i)"
                    let pays = c.outcomes.indices.map { k in
                        page.figure("\(path).outcomes.\(k).multiplier", DisclosureText.multiplier(c.outcomes[k].centi))
                            + " ("
                            + page.figure(
                                "\(path).outcomes.\(k).chancePercent",
                                DisclosureText.chance(
                                    c.outcomes[k].probability, paysMore: c.outcomes[k].centi.hundredths > 100))
                            + ")"
                    }.joined(separator: ", ")
                    return [
                        page.figure("\(path).variant", c.game.variant), pays,
                        page.figure("\(path).keptPer100AtWager", DisclosureText.kept(c.effectiveReturn?.fraction)),
                        page.figure("\(path).acceptedAtWager", c.accepted ? "yes" : "no"),
                        page.figure(
                            "\(path).smallestAcceptedWager", c.smallestAcceptedWager.map(String.init) ?? "none"),
                        page.figure(
                            "\(path).acceptedCommonStakes",
                            c.acceptedCommonStakes.isEmpty
                                ? "none" : c.acceptedCommonStakes.map(String.init).joined(separator: ", "))
                    ]
                },
                textColumns: [1], collapsed: indexed.count > 40)
        }

        page.raw("<h2 id=\"rounding\">Small bets lose more to rounding</h2>")
        page.raw(
            "<p>Wins are paid in whole minutes, always rounded down, so the smaller the bet, the more of it rounding takes. "
                + "The minutes you keep of every <span data-fixed=\"\">100</span> bet, by bet size, from rounding alone (the midnight cap left out):</p>"
        )
        page.raw(roundingChart(d))
        page.table(
            id: "rounding-table",
            caption: "Minutes kept of every <span data-fixed=\"\">100</span> bet, by bet size (minutes), rounding only",
            header: ["choice", "before rounding"]
                + Disclosure.roundingWagers.indices.map { j in
                    page.figure("floorRounding.wagers.\(j)", String(Disclosure.roundingWagers[j])) + " min"
                },
            rows: d.rounding.indices.map { i in
                let row = d.rounding[i], path = "floorRounding.rows.\(i)"
                return [
                    page.figure("\(path).choice", row.game.title),
                    page.figure("\(path).nominalKeptPer100", DisclosureText.kept(row.nominal))
                ]
                    + row.rounded.indices.map { j in
                        page.figure("\(path).keptPer100.\(j)", DisclosureText.kept(row.rounded[j]))
                    }
            })

        page.raw("<h2 id=\"cap\">The midnight cap</h2>")
        page.raw(
            "<p>Your minutes can never reach past midnight: a win is cut so that the minutes you have after it are no more than the "
                + "minutes left in the day, and never below nothing, so a win never costs you minutes. Losses are never cut. A win's "
                + "room shrinks as the day goes on and as you hold more minutes.</p>")
        capTable(
            id: "cap-by-time",
            caption: "Minutes kept of every <span data-fixed=\"\">100</span> on a "
                + page.figure("wager", String(Disclosure.wager))
                + "-minute bet, by time of day, holding only the bet",
            rows: d.capByTime, key: "capByTimeOfDay",
            headers: Disclosure.capTimes.indices.map { j in
                page.figure("capByTimeOfDay.moments.\(j).clockTime", Disclosure.capTimes[j].clockTime ?? "")
            }, into: &page)
        capTable(
            id: "cap-by-held",
            caption: "Minutes kept of every <span data-fixed=\"\">100</span> on a "
                + page.figure("wager", String(Disclosure.wager))
                + "-minute bet at "
                + page.figure("capByMinutesHeld.moments.0.clockTime", Disclosure.capHeld.first?.clockTime ?? "")
                + ", by the minutes you hold when you bet",
            rows: d.capByHeld, key: "capByMinutesHeld",
            headers: Disclosure.capHeld.indices.map { j in
                page.figure(
                    "capByMinutesHeld.moments.\(j).remainingMinutes",
                    String(Disclosure.capHeld[j].remainingMinutes ?? 0)) + " min held"
            }, into: &page)

        page.raw("<h2 id=\"independence\">Every round is independent</h2>")
        page.raw("<p data-json=\"independence\">\(MarkupText.escaped(DisclosureText.independence, for: .html))</p>")
        page.raw("<h2 id=\"closed\">A game that is closed before it ends is lost</h2>")
        page.raw(
            "<p>Your bet is recorded before a game starts. If the app is closed or killed while a game is in progress, the bet is "
                + "lost, once, the next time the app starts. A bet only ever changes the minutes of the day it was placed on.</p>"
        )
        page.raw("<h2 id=\"how\">How these figures were rounded</h2>")
        page.raw("<p data-json=\"rounding\">\(MarkupText.escaped(DisclosureText.roundingNote, for: .html))</p>")
        page.raw(
            "<p data-json=\"responsiblePlay\">\(MarkupText.escaped(DisclosureText.responsiblePlay, for: .html))</p>")
        page.raw("</main>")
        page.raw(
            "<footer><p>Tool " + page.figure("toolVersion", d.toolVersion) + ", configuration digest "
                + page.figure("configurationDigest", d.configurationDigest) + ", figures as of "
                + page.figure("asOf", d.asOf) + ".</p></footer>")
        page.raw("</body>")
        page.raw("</html>")
        return page.text
    }

    /// A Slots machine's paytable: every result, what it pays and its chance.
    private static func paytable(_ d: Disclosure, choice i: Int, into page: inout HTMLPage) {
        let c = d.choices[i], path = "choices.\(i)"
        page.table(
            id: "paytable-\(i)",
            caption: "The paytable of " + page.figure("\(path).variant", c.game.variant)
                + ": every result with what it pays and its chance",
            header: ["result", "pays (times your bet)", "chance (%)"],
            rows: c.outcomes.indices.map { k in
                let o = c.outcomes[k]
                return [
                    page.figure("\(path).outcomes.\(k).label", o.label),
                    page.figure("\(path).outcomes.\(k).multiplier", DisclosureText.multiplier(o.centi)),
                    page.figure(
                        "\(path).outcomes.\(k).chancePercent",
                        DisclosureText.chance(o.probability, paysMore: o.centi.hundredths > 100))
                ]
            })
    }

    private static func capTable(
        id: String, caption: String, rows: [Disclosure.CapRow], key: String, headers: [String],
        into page: inout HTMLPage
    ) {
        page.table(
            id: id, caption: caption, header: ["choice"] + headers,
            rows: rows.indices.map { i in
                [page.figure("\(key).rows.\(i).choice", rows[i].game.title)]
                    + rows[i].returns.indices.map { j in
                        page.figure("\(key).rows.\(i).keptPer100.\(j)", DisclosureText.kept(rows[i].returns[j]))
                    }
            })
    }

    /// The rounding table's rows for each game's default choice as a chart: minutes kept of every
    /// 100 by bet size (four lines read on a phone; the table has every choice).
    private static func roundingChart(_ d: Disclosure) -> String {
        let defaults = Set(d.capByTime.map(\.game.title))
        let rows = d.rounding.filter { defaults.contains($0.game.title) }
        let chart = SVGChart(
            title: "Kept of every 100 bet, by bet size",
            description: "For each game's default choice (" + rows.map(\.game.title).joined(separator: ", ")
                + "), the minutes kept of "
                + "every 100 bet after wins are rounded down to whole minutes, at bet sizes from \(Disclosure.roundingWagers.first ?? 1) "
                + "to \(Disclosure.roundingWagers.last ?? 1) minutes on a log scale; the table below gives every value.",
            xAxis: ChartAxis(
                "Bet", unit: "minutes", scale: .log10,
                range: 0.9...(Double(Disclosure.roundingWagers.last ?? 120) * 1.1),
                ticks: Disclosure.roundingWagers.map(Double.init)),
            yAxis: ChartAxis("Kept of every 100", unit: "minutes", range: 0...100, ticks: [0, 20, 40, 60, 80, 100]),
            series: rows.map { row in
                .line(
                    row.game.title,
                    points: zip(Disclosure.roundingWagers, row.rounded).map {
                        ChartPoint(x: Double($0), y: 100 * $1.doubleValue)
                    })
            },
            width: 440, height: 380)
        // Inline, without the XML declaration; role="img" makes the <title> its accessible name.
        let svg = chart.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(
            separator: "\n")
        return "<figure>\n<svg role=\"img\" " + svg.dropFirst("<svg ".count) + "</figure>"
    }

    private static let style = """
        html { -webkit-text-size-adjust: 100%; }
        body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #111; background: #fff; }
        main, footer { max-width: 62rem; margin: 0 auto; padding: 0 1rem; }
        h1 { font-size: 1.6rem; line-height: 1.25; }
        h2 { font-size: 1.3rem; margin-top: 2rem; border-bottom: 1px solid #ccc; }
        p, li, caption { overflow-wrap: anywhere; }
        .table { container-type: inline-size; overflow-x: auto; max-width: 100%; margin: 1rem 0; border: 1px solid #ddd; }
        .table:focus { outline: 3px solid #0b57d0; }
        table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
        caption { position: sticky; left: 0; box-sizing: border-box; max-width: 100cqw; text-align: left; font-weight: 600; padding: 0.5rem; }
        th, td { padding: 0.3rem 0.6rem; border-top: 1px solid #ddd; text-align: right; vertical-align: top; }
        th[scope="row"], td:first-child, thead th:first-child { text-align: left; }
        thead th { background: #f0f0f0; }
        td.text { text-align: left; min-width: 10rem; }
        details { margin: 1rem 0; }
        summary { cursor: pointer; font-weight: 600; }
        figure { margin: 1rem 0; }
        figure svg { width: 100%; height: auto; max-width: 560px; display: block; }
        footer { color: #333; font-size: 0.9rem; padding-bottom: 2rem; }

        """
}

/// The page as it is built: lines of HTML, with the figure and table helpers.
struct HTMLPage {
    private(set) var text = ""

    /// Markup the program wrote (no text from a configuration: that goes through `figure` or `MarkupText`).
    mutating func raw(_ markup: String) {
        text += markup
        text += "\n"
    }

    /// A figure: its text, in an element naming its place in the JSON.
    func figure(_ path: String, _ value: String) -> String {
        "<span data-json=\"\(MarkupText.escaped(path, for: .html))\">\(MarkupText.escaped(value, for: .html))</span>"
    }

    /// A table in its own scrolling region (a phone scrolls the table, not the page). Caption,
    /// header and cells are markup the program built, their figures already escaped by `figure`.
    /// `textColumns` (indices) hold lists that read left-aligned and need room; `collapsed` puts a
    /// long table behind a `<details>` summary (no script needed to open it).
    mutating func table(
        id: String, caption: String, header: [String], rows: [[String]], textColumns: Set<Int> = [],
        collapsed: Bool = false
    ) {
        if collapsed { raw("<details><summary>Show the table: \(caption)</summary>") }
        raw("<div class=\"table\" role=\"region\" aria-labelledby=\"\(id)-caption\" tabindex=\"0\">")
        raw("<table id=\"\(id)\">")
        raw("<caption id=\"\(id)-caption\">\(caption)</caption>")
        raw("<thead><tr>" + header.map { "<th scope=\"col\">\($0)</th>" }.joined() + "</tr></thead>")
        raw("<tbody>")
        for row in rows {
            var cells = ""
            for (j, cell) in row.enumerated() {
                // The first cell names the row.
                cells +=
                    j == 0
                    ? "<th scope=\"row\">\(cell)</th>"
                    : textColumns.contains(j) ? "<td class=\"text\">\(cell)</td>" : "<td>\(cell)</td>"
            }
            raw("<tr>\(cells)</tr>")
        }
        raw("</tbody>")
        raw("</table>")
        raw("</div>")
        if collapsed { raw("</details>") }
    }
}

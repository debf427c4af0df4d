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
        func fixed(_ text: String) -> String { "<p data-fixed=\"\">\(MarkupText.escaped(text, for: .html))</p>" }
        func json(_ path: String, _ text: String) -> String {
            "<p data-json=\"\(path)\">\(MarkupText.escaped(text, for: .html))</p>"
        }
        page.raw("<!DOCTYPE html>")
        page.raw("<html lang=\"en\">")
        page.raw("<head>")
        page.raw("<meta charset=\"utf-8\">")
        page.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        page.raw("<title>\(DisclosureParagraphs.title)</title>")
        page.raw("<style>\n\(style)</style>")
        page.raw("</head>")
        page.raw("<body>")
        page.raw("<main>")
        page.raw("<h1>\(DisclosureParagraphs.title)</h1>")
        page.raw(fixed(DisclosureParagraphs.intro))
        page.raw(fixed(DisclosureParagraphs.moment))

        page.raw("<h2 id=\"floor\">The return floor</h2>")
        page.raw(json("returnFloor", DisclosureText.floorParagraph(d)))
        page.raw(json("offerSummary", DisclosureParagraphs.offerSummary(d)))
        page.raw("<h2 id=\"rules\">\(MarkupText.escaped(DisclosureParagraphs.rulesHeading, for: .html))</h2>")
        page.raw(fixed(DisclosureParagraphs.gainRule))
        page.raw(fixed(DisclosureParagraphs.stakeBack))
        page.raw(fixed(DisclosureParagraphs.capRule))

        for kind in GameRegistry.kinds {
            let indexed = d.choices.indices.filter { d.choices[$0].game.game == kind }
            guard !indexed.isEmpty else { continue }
            let name = OddsDisclosureMarkdown.gameName(kind)
            page.raw("<h2 id=\"\(kind.rawValue)\">\(MarkupText.escaped(name, for: .html))</h2>")
            // Fixed wording of the rules (a 5 × 5 board), not a figure of the disclosure.
            page.raw(fixed(OddsDisclosureMarkdown.rules(kind)))
            if let j = d.examples.firstIndex(where: { $0.game.game == kind }) {
                page.raw(json("examples.\(j).sentence", DisclosureText.example(d.examples[j])))
            }
            if GameRegistry.descriptor(kind).disclosureLayout == .paytable {
                for i in indexed { paytable(d, choice: i, into: &page) }
            }
            for i in indexed {
                let c = d.choices[i]
                page.raw("<section class=\"choice\">")
                page.raw(
                    "<h3>\(MarkupText.escaped(name, for: .html)) " + page.figure("choices.\(i).variant", c.game.variant)
                        + "</h3>")
                let sentences = DisclosureSentences.choice(c, floor: d.floor)
                page.raw("<ul>")
                for k in sentences.indices {
                    page.raw("<li>" + page.figure("choices.\(i).sentences.\(k)", sentences[k]) + "</li>")
                }
                page.raw("</ul>")
                page.raw("</section>")
            }
        }

        page.raw("<h2 id=\"rounding\">Small bets lose more to rounding</h2>")
        page.raw(fixed(DisclosureParagraphs.rounding))
        page.raw(roundingChart(d))
        page.table(
            id: "rounding-table",
            caption:
                "Minutes kept of every <span data-fixed=\"\">100</span> bet at <span data-fixed=\"\">00:00</span>, "
                + "by bet size (minutes), rounding and the cap counted",
            header: ["choice", "before rounding"]
                + Disclosure.roundingWagers.indices.map { j in
                    page.figure("floorRounding.wagers.\(j)", String(Disclosure.roundingWagers[j])) + " min"
                },
            rows: d.rounding.indices.map { i in
                let row = d.rounding[i], path = "floorRounding.rows.\(i)"
                return [
                    page.figure("\(path).choice", DisclosureParagraphs.choiceName(row.game)),
                    page.figure("\(path).nominalKeptPer100", DisclosureText.kept(row.nominal))
                ]
                    + row.rounded.indices.map { j in
                        page.figure("\(path).keptPer100.\(j)", DisclosureText.kept(row.rounded[j]))
                            + (row.accepted[j] ? "" : " (refused)")
                    }
            })

        page.raw("<h2 id=\"cap\">The midnight cap</h2>")
        page.raw(fixed(DisclosureParagraphs.cap))
        capTable(
            id: "cap-by-time",
            caption: "Minutes kept of every <span data-fixed=\"\">100</span> on a "
                + page.figure("wager", String(Disclosure.wager))
                + "-minute bet, by time of day, holding only the bet",
            rows: d.capByTime, key: "capByTimeOfDay",
            headers: Disclosure.capTimes.indices.map { j in
                page.figure("capByTimeOfDay.moments.\(j).clockTime", Disclosure.capTimes[j].clockTime ?? "")
            }, into: &page)
        page.raw(fixed(DisclosureParagraphs.capHeld))
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
        page.raw(json("independence", DisclosureText.independence))
        page.raw("<h2 id=\"closed\">A game that is closed before it ends is lost</h2>")
        page.raw(fixed(DisclosureParagraphs.closed))
        page.raw("<h2 id=\"check\">\(MarkupText.escaped(DisclosureParagraphs.checkHeading, for: .html))</h2>")
        for paragraph in DisclosureParagraphs.howToCheck { page.raw(fixed(paragraph)) }
        page.raw("<h2 id=\"how\">How these figures were rounded</h2>")
        page.raw("<ul data-fixed=\"\">")
        for rule in DisclosureParagraphs.roundingRules { page.raw("<li>\(MarkupText.escaped(rule, for: .html))</li>") }
        page.raw("</ul>")
        page.raw(json("responsiblePlay", DisclosureText.responsiblePlay))
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
        page.raw(
            "<p>The paytable of " + page.figure("\(path).variant", c.game.variant)
                + ", every result with its chance:</p>")
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
                        DisclosureText.chance(o.probability, paying: o.centi))
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
                [page.figure("\(key).rows.\(i).choice", DisclosureParagraphs.choiceName(rows[i].game))]
                    + rows[i].returns.indices.map { j in
                        page.figure("\(key).rows.\(i).keptPer100.\(j)", DisclosureText.kept(rows[i].returns[j]))
                            + (rows[i].accepted[j] ? "" : " (refused)")
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
                + "every 100 bet at 00:00 (wins rounded down to whole minutes and cut by the midnight cap), with the "
                + "return floor as a level line, at bet sizes from \(Disclosure.roundingWagers.first ?? 1) "
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
            }
                + ReportCharts.floorLine(
                    d.floor, from: Double(Disclosure.roundingWagers.first ?? 1),
                    to: Double(Disclosure.roundingWagers.last ?? 120)),
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
        h3 { font-size: 1.05rem; margin: 0 0 0.3rem; }
        p, li, caption, td, th { overflow-wrap: anywhere; }
        .choice { border: 1px solid #ddd; border-radius: 6px; padding: 0.6rem 0.8rem; margin: 0.8rem 0; }
        .choice ul { margin: 0; padding-left: 1.1rem; }
        .choice li { margin: 0.2rem 0; }
        .table { max-width: 100%; margin: 1rem 0; border: 1px solid #ddd; }
        .table:focus { outline: 3px solid #0b57d0; }
        table { border-collapse: collapse; font-variant-numeric: tabular-nums; width: 100%; }
        caption { text-align: left; font-weight: 600; padding: 0.5rem; }
        th, td { padding: 0.3rem 0.6rem; border-top: 1px solid #ddd; text-align: right; vertical-align: top; }
        th[scope="row"], td:first-child, thead th:first-child { text-align: left; }
        thead th { background: #f0f0f0; }
        td.text { text-align: left; }
        figure { margin: 1rem 0; }
        figure svg { width: 100%; height: auto; max-width: 560px; display: block; }
        footer { color: #333; font-size: 0.9rem; padding-bottom: 2rem; }
        @media (max-width: 40rem) {
          table, tbody, tr, th, td, caption { display: block; width: auto; }
          thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
          tr { border-top: 2px solid #bbb; padding: 0.3rem 0; }
          th[scope="row"] { border-top: none; font-weight: 600; }
          td { display: flex; justify-content: space-between; gap: 1rem; border-top: 1px dotted #ddd; text-align: right; }
          td::before { content: attr(data-label); text-align: left; color: #444; }
        }

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

    /// A table. On a wide screen it is a grid; on a phone (CSS below 40rem) every row becomes a
    /// stacked block whose cells carry their column's name (`data-label`), so nothing needs a
    /// sideways scroll and nothing is hidden. Caption, header and cells are markup the program
    /// built, their figures already escaped by `figure`.
    mutating func table(id: String, caption: String, header: [String], rows: [[String]], textColumns: Set<Int> = []) {
        raw("<div class=\"table\" role=\"region\" aria-labelledby=\"\(id)-caption\" tabindex=\"0\">")
        raw("<table id=\"\(id)\">")
        raw("<caption id=\"\(id)-caption\">\(caption)</caption>")
        raw("<thead><tr>" + header.map { "<th scope=\"col\">\($0)</th>" }.joined() + "</tr></thead>")
        raw("<tbody>")
        let labels = header.map { MarkupText.escaped(HTMLPage.plain($0), for: .html) }
        for row in rows {
            var cells = ""
            for (j, cell) in row.enumerated() {
                let label = j < labels.count ? " data-label=\"\(labels[j])\"" : ""
                // The first cell names the row.
                cells +=
                    j == 0
                    ? "<th scope=\"row\">\(cell)</th>"
                    : textColumns.contains(j)
                        ? "<td class=\"text\"\(label)><span>\(cell)</span></td>"
                        : "<td\(label)><span>\(cell)</span></td>"
            }
            raw("<tr>\(cells)</tr>")
        }
        raw("</tbody>")
        raw("</table>")
        raw("</div>")
    }

    /// Markup without its tags: a header's text for `data-label`.
    static func plain(_ markup: String) -> String {
        var text = "", inTag = false
        for ch in markup {
            if ch == "<" { inTag = true } else if ch == ">" { inTag = false } else if !inTag { text.append(ch) }
        }
        return text
    }
}

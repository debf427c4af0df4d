import CasinoCore
import OddsLab

/// The published odds as web pages a phone can carry, a third view of the `Disclosure` model beside
/// `odds-disclosure.md` and `odds-disclosure.json`: an index (`odds-disclosure.html`: how the app
/// decides, the general sections, a link to every choice) and one page per game
/// (`odds-crash.html`, `odds-plinko.html`, `odds-slots.html`; Mines, with hundreds of plans, on
/// several pages by mine count, `odds-mines-1.html` … `odds-mines-16-24.html`), each under 150 KB.
///
/// Every figure is printed by the function that writes it into the JSON, and the element holding
/// it carries `data-json="<path>"`, the figure's place in `odds-disclosure.json` (`choices.3.keptPer100AtWager`,
/// `choices.length`), so a browser test can hold each figure to the JSON. Text in the page that
/// contains digits but is fixed wording, not a figure ("every 100 minutes"), is marked `data-fixed`.
/// How a JSON value shows: a string as itself, a number in decimal, `true`/`false` as `yes`/`no`,
/// `null` and an empty list as `none`, a list joined by `", "`.
///
/// Each game page asks instead of listing: one form (choice, stake, time, day, minutes held)
/// answered in the page by `DisclosureScript`, a second implementation of the rules, from the
/// choices' outcome tables embedded in the page (`<script type="application/json" id="bet-tables">`).
/// Per choice the page keeps a static summary for readers without scripts: its sentences and its
/// exact chances. Each choice's section has an `id`
/// (`PlayerCard.ids`); a link to it preselects the choice in the form.
///
/// The pages are self-contained (inline CSS, SVG and script, no network), `lang="en"`, headed,
/// their tables captioned with `scope` on every header cell, and readable on a phone: a table wider
/// than the screen stacks its rows, never scrolling the page sideways.
enum OddsDisclosureHTML {
    /// The index's file name.
    static let indexPath = "odds-disclosure.html"
    /// The most bytes of choice summaries a game page holds (the form, its tables and script come
    /// on top, about 30 KB): a game with more is split between pages by its first option (Mines by
    /// mine count), never splitting one value of it.
    static let summaryBytesPerPage = 90_000

    /// One game page: its file, its game and the choices it holds (indices into `Disclosure.choices`).
    struct GamePage {
        var path: String
        var kind: GameKind
        var choices: [Int]
        /// The first option's first and last value when the game is split ("1", "2" for Mines 1–2).
        var range: (first: Int, last: Int)?
    }

    /// The game pages of `d`, in game order.
    static func plan(_ d: Disclosure) -> [GamePage] {
        var pages: [GamePage] = []
        for kind in GameRegistry.kinds {
            let indexed = d.choices.indices.filter { d.choices[$0].game.game == kind }
            guard !indexed.isEmpty else { continue }
            let ids = PlayerCard.ids(d.choices.map(\.game))
            // A choice's cost: its summary, its line of the form's tables, its link and its option.
            func bytes(_ i: Int) -> Int {
                var page = HTMLPage()
                choice(d, i, id: ids[i], into: &page)
                return page.text.utf8.count + tables(d, [i], ids).utf8.count + 2 * ids[i].utf8.count + 120
            }
            let cost = Dictionary(uniqueKeysWithValues: indexed.map { ($0, bytes($0)) })
            if indexed.map({ cost[$0] ?? 0 }).reduce(0, +) <= summaryBytesPerPage {
                pages.append(GamePage(path: "odds-\(kind.rawValue).html", kind: kind, choices: indexed, range: nil))
                continue
            }
            // Runs of one value of the first option, in order, packed into pages.
            func key(_ i: Int) -> String {
                let options = d.choices[i].game.options
                return options.keys.sorted().first.flatMap { options[$0] } ?? ""
            }
            var groups: [[Int]] = []
            for i in indexed {
                if let last = groups.last?.last, key(last) == key(i) {
                    groups[groups.count - 1].append(i)
                } else {
                    groups.append([i])
                }
            }
            var current: [[Int]] = []
            func flush() {
                guard let first = current.first?.first, let last = current.last?.first else { return }
                let (a, b) = (PlayerCard.slug(key(first)), PlayerCard.slug(key(last)))
                let name = a == b ? a : "\(a)-\(b)"
                pages.append(
                    GamePage(
                        path: "odds-\(kind.rawValue)-\(name).html", kind: kind, choices: current.flatMap { $0 },
                        range: (first, last)))
                current = []
            }
            for group in groups {
                let size = { (list: [Int]) in list.map { cost[$0] ?? 0 }.reduce(0, +) }
                if !current.isEmpty && size(current.flatMap { $0 }) + size(group) > summaryBytesPerPage { flush() }
                current.append(group)
            }
            flush()
        }
        return pages
    }

    /// Every page: the index first, then the game pages.
    static func pages(_ d: Disclosure) -> [(path: String, text: String)] {
        let plan = plan(d)
        let ids = PlayerCard.ids(d.choices.map(\.game))
        return [(indexPath, index(d, plan: plan, ids: ids))]
            + plan.map { ($0.path, gamePage(d, page: $0, plan: plan, ids: ids)) }
    }

    /// The head of a page and the opening of its body.
    private static func open(_ page: inout HTMLPage, title: String) {
        page.raw("<!DOCTYPE html>")
        page.raw("<html lang=\"en\">")
        page.raw("<head>")
        page.raw("<meta charset=\"utf-8\">")
        page.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        page.raw("<title>\(MarkupText.escaped(title, for: .html))</title>")
        page.raw("<style>\n\(style)</style>")
        page.raw("</head>")
        page.raw("<body>")
    }

    private static func footer(_ d: Disclosure, _ page: inout HTMLPage) {
        page.raw(
            "<footer><p>Tool " + page.figure("toolVersion", d.toolVersion) + ", configuration digest "
                + page.figure("configurationDigest", d.configurationDigest) + ", figures as of "
                + page.figure("asOf", d.asOf) + ".</p></footer>")
    }

    private static func fixed(_ text: String) -> String {
        "<p data-fixed=\"\">\(MarkupText.escaped(text, for: .html))</p>"
    }

    private static func json(_ path: String, _ text: String) -> String {
        "<p data-json=\"\(path)\">\(MarkupText.escaped(text, for: .html))</p>"
    }

    /// How the app decides, in two sentences (the index's first words after the title).
    static let howItDecides = """
        The app takes a bet only if, on average, it gives back at least the return floor of every 100 minutes \
        bet (wins rounded down to whole minutes and the midnight cap counted), and only if at least one result \
        gains you a whole minute. A win never takes you past the minutes left until 23:59, so what a prize pays \
        depends on the time and on the minutes you hold: each game's page answers any bet you ask about.
        """

    /// "Mines, 1 to 2 mines" for a split page; the game's name otherwise.
    private static func pageName(_ d: Disclosure, _ g: GamePage, _ page: HTMLPage) -> (text: String, markup: String) {
        let name = OddsDisclosureMarkdown.gameName(g.kind)
        guard let range = g.range else { return (name, MarkupText.escaped(name, for: .html)) }
        let option = d.choices[range.first].game.options.keys.sorted().first ?? ""
        let a = d.choices[range.first].game.options[option] ?? "", b = d.choices[range.last].game.options[option] ?? ""
        let text = a == b ? "\(name), \(a) \(option)" : "\(name), \(a) to \(b) \(option)"
        let markup =
            MarkupText.escaped(name, for: .html) + ", " + page.figure("choices.\(range.first).options.\(option)", a)
            + (a == b ? "" : " to " + page.figure("choices.\(range.last).options.\(option)", b)) + " "
            + MarkupText.escaped(option, for: .html)
        return (text, markup)
    }

    /// The index: how the app decides, the general sections and a link to every choice.
    static func index(_ d: Disclosure, plan: [GamePage], ids: [String]) -> String {
        var page = HTMLPage()
        open(&page, title: DisclosureParagraphs.title)
        page.raw("<main>")
        page.raw("<h1>\(DisclosureParagraphs.title)</h1>")
        page.raw(fixed(howItDecides))
        contents(into: &page)
        page.raw(fixed(DisclosureParagraphs.intro))
        page.raw(fixed(DisclosureParagraphs.moment))

        page.raw("<h2 id=\"choices\">Every choice, by game</h2>")
        page.raw(
            "<p>Each link opens the choice on its game's page, with the form there set to it: ask about any stake, "
                + "time and minutes held.</p>")
        choiceLinks(d, plan: plan, ids: ids, into: &page)

        page.raw("<h2 id=\"floor\">The return floor</h2>")
        page.raw(json("returnFloor", DisclosureText.floorParagraph(d)))
        page.raw(json("offerSummary", DisclosureParagraphs.offerSummary(d)))
        page.raw("<h2 id=\"rules\">\(MarkupText.escaped(DisclosureParagraphs.rulesHeading, for: .html))</h2>")
        page.raw(fixed(DisclosureParagraphs.gainRule))
        page.raw(fixed(DisclosureParagraphs.stakeBack))
        page.raw(fixed(DisclosureParagraphs.capRule))
        general(d, &page)
        page.raw("</main>")
        footer(d, &page)
        page.raw("</body>")
        page.raw("</html>")
        return page.text
    }

    /// One game page: the form, the contents, every choice's summary, the tables for the form.
    static func gamePage(_ d: Disclosure, page g: GamePage, plan: [GamePage], ids: [String]) -> String {
        var page = HTMLPage()
        let name = pageName(d, g, page)
        open(&page, title: name.text + ": the odds. " + DisclosureParagraphs.title)
        page.raw("<main>")
        page.raw("<p><a href=\"\(indexPath)\">All games and how the app decides</a></p>")
        page.raw("<h1>" + name.markup + ": the odds</h1>")
        page.raw(fixed(OddsDisclosureMarkdown.rules(g.kind)))
        if plan.first(where: { $0.kind == g.kind })?.path == g.path,
            let j = d.examples.firstIndex(where: { $0.game.game == g.kind })
        {
            page.raw(json("examples.\(j).sentence", DisclosureText.example(d.examples[j])))
        }
        askForm(d, choices: g.choices, ids: ids, into: &page)

        page.raw("<nav aria-labelledby=\"contents\"><h2 id=\"contents\">Choices on this page</h2><ul class=\"links\">")
        for i in g.choices {
            page.raw(
                "<li><a href=\"#\(ids[i])\">" + page.figure("choices.\(i).variant", d.choices[i].game.variant)
                    + "</a></li>")
        }
        page.raw("</ul></nav>")
        if GameRegistry.descriptor(g.kind).disclosureLayout == .paytable {
            for i in g.choices { paytable(d, choice: i, into: &page) }
        }
        for i in g.choices { choice(d, i, id: ids[i], into: &page) }
        page.raw("</main>")
        footer(d, &page)
        page.raw("<script type=\"application/json\" id=\"bet-tables\">" + tables(d, g.choices, ids) + "</script>")
        page.raw("<script>\n" + DisclosureScript.text + "\n</script>")
        page.raw("</body>")
        page.raw("</html>")
        return page.text
    }

    /// One choice's static summary: its sentences and its exact chances.
    private static func choice(_ d: Disclosure, _ i: Int, id: String, into page: inout HTMLPage) {
        let c = d.choices[i]
        let name = OddsDisclosureMarkdown.gameName(c.game.game)
        page.raw("<section class=\"choice\" id=\"\(id)\" aria-labelledby=\"\(id)-h\">")
        page.raw(
            "<h2 id=\"\(id)-h\">\(MarkupText.escaped(name, for: .html)) "
                + page.figure("choices.\(i).variant", c.game.variant)
                + "</h2>")
        let sentences = DisclosureSentences.choice(c, floor: d.floor)
        page.raw("<ul>")
        for k in sentences.indices {
            page.raw("<li>" + page.figure("choices.\(i).sentences.\(k)", sentences[k]) + "</li>")
        }
        if let card = c.cards?.atWager {
            let path = "choices.\(i).card.atWager"
            page.raw(
                "<li>Exact, for " + page.figure("\(path).wager", String(card.wager))
                    + " minutes at <span data-fixed=\"\">00:00</span>: a gain "
                    + page.figure("\(path).chanceOfGain", fraction(card.chanceOfGain.probability))
                    + ", losing all "
                    + page.figure(
                        "\(path).chanceOfLosingEverything", fraction(card.chanceOfLosingEverything.probability))
                    + ", kept of every minute "
                    + page.figure("\(path).effectiveReturn", fraction(card.keptPer100Fraction))
                    + ".</li>")
        }
        page.raw("</ul>")
        page.raw("</section>")
    }

    /// An exact fraction as the JSON writes it (`"n/d"`; `none` when there is none).
    private static func fraction(_ f: ExactFraction?) -> String { f?.description ?? "none" }

    /// The form's tables: each choice's outcomes as integer centi multipliers and integer weights
    /// over one common denominator (`d`), and the floor in parts per million.
    static func tables(_ d: Disclosure, _ indices: [Int], _ ids: [String]) -> String {
        var rows: [String] = []
        for i in indices {
            let outcomes = d.choices[i].outcomes
            var lcm: WideUnsigned = 1
            for o in outcomes {
                lcm = lcm / ExactFraction.gcd(lcm, o.probability.denominator) * o.probability.denominator
            }
            let weights = outcomes.map { String($0.probability.numerator * (lcm / $0.probability.denominator)) }
            rows.append(
                "{\"id\":" + JSONValue.quoted(ids[i]) + ",\"name\":"
                    + JSONValue.quoted(DisclosureParagraphs.choiceName(d.choices[i].game))
                    + ",\"d\":\"\(lcm)\",\"centi\":["
                    + outcomes.map { String($0.centi.hundredths) }.joined(separator: ",") + "],\"w\":["
                    + weights.map { "\"\($0)\"" }.joined(separator: ",") + "]}")
        }
        // "</" cannot end the script element early: the ids and names are escaped JSON, and "<" is written as \u003c.
        return ("{\"floorPPM\":\(d.floor.perMillion),\"choices\":[\n" + rows.joined(separator: ",\n") + "]}")
            .replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// The general sections of the index: rounding, the cap, independence, closed games, rounding rules.
    private static func general(_ d: Disclosure, _ page: inout HTMLPage) {
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

        capSection(d, into: &page)

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
    }

    /// The index's contents: a link to every section.
    private static func contents(into page: inout HTMLPage) {
        page.raw("<nav aria-labelledby=\"toc\"><h2 id=\"toc\">Contents</h2><ul>")
        page.raw("<li><a href=\"#choices\">Every choice, by game</a></li>")
        page.raw("<li><a href=\"#floor\">The return floor</a></li>")
        page.raw(
            "<li><a href=\"#rules\">\(MarkupText.escaped(DisclosureParagraphs.rulesHeading, for: .html))</a></li>")
        page.raw("<li><a href=\"#rounding\">Small bets lose more to rounding</a></li>")
        page.raw("<li><a href=\"#cap\">The midnight cap</a></li>")
        page.raw("<li><a href=\"#independence\">Every round is independent</a></li>")
        page.raw("<li><a href=\"#closed\">A game that is closed before it ends is lost</a></li>")
        page.raw(
            "<li><a href=\"#check\">\(MarkupText.escaped(DisclosureParagraphs.checkHeading, for: .html))</a></li>")
        page.raw("<li><a href=\"#how\">How these figures were rounded</a></li>")
        page.raw("<li><a href=\"\(VerifyPage.path)\">Check your exported history</a></li>")
        page.raw("</ul></nav>")
    }

    /// The index's links to every choice, by game and page.
    private static func choiceLinks(_ d: Disclosure, plan: [GamePage], ids: [String], into page: inout HTMLPage) {
        for kind in GameRegistry.kinds {
            let pages = plan.filter { $0.kind == kind }
            guard !pages.isEmpty else { continue }
            let name = OddsDisclosureMarkdown.gameName(kind)
            page.raw("<h3><a href=\"\(pages[0].path)\">\(MarkupText.escaped(name, for: .html))</a></h3>")
            for g in pages {
                if g.range != nil {
                    page.raw("<h4><a href=\"\(g.path)\">" + pageName(d, g, page).markup + "</a></h4>")
                }
                page.raw("<ul class=\"links\">")
                for i in g.choices {
                    page.raw(
                        "<li><a href=\"\(g.path)#\(ids[i])\">"
                            + page.figure("choices.\(i).variant", d.choices[i].game.variant)
                            + "</a></li>")
                }
                page.raw("</ul>")
            }
        }
    }

    /// A game page's form: a choice of this page, a stake, a time, a day and the minutes held.
    private static func askForm(_ d: Disclosure, choices: [Int], ids: [String], into page: inout HTMLPage) {
        page.raw("<h2 id=\"ask-heading\">Ask about a bet</h2>")
        page.raw(
            "<noscript><p>With JavaScript on, a form here shows the app's card for any stake, time and minutes held. "
                + "Without it, each choice below has its figures at the headline bet.</p></noscript>")
        page.raw("<form id=\"ask\" hidden data-fixed=\"\" aria-labelledby=\"ask-heading\">")
        page.raw("<p><label for=\"choice\">Choice</label> <select id=\"choice\" name=\"choice\">")
        for i in choices {
            page.raw(
                "<option value=\"\(ids[i])\">"
                    + MarkupText.escaped(DisclosureParagraphs.choiceName(d.choices[i].game), for: .html) + "</option>")
        }
        page.raw("</select></p>")
        page.raw(
            "<p><label for=\"stake\">Stake (minutes)</label> "
                + "<input id=\"stake\" name=\"stake\" type=\"number\" min=\"1\" max=\"1440\" step=\"1\" value=\"10\" required></p>"
        )
        page.raw(
            "<p><label for=\"time\">Time of day</label> "
                + "<input id=\"time\" name=\"time\" type=\"time\" value=\"00:00\" required></p>")
        page.raw(
            "<p><label for=\"day\">Day</label> <select id=\"day\" name=\"day\">"
                + "<option value=\"ordinary\">an ordinary day</option>"
                + "<option value=\"23h\">the 23-hour day (clocks go forward at 02:00; 02:30 reads as 03:30)</option>"
                + "<option value=\"25h\">the 25-hour day (clocks go back at 02:00; 01:00 to 01:59 is the first time round)</option>"
                + "</select></p>")
        page.raw(
            "<p><label for=\"held\">Minutes you hold (before the bet)</label> "
                + "<input id=\"held\" name=\"held\" type=\"number\" min=\"0\" max=\"1500\" step=\"1\" value=\"10\" required></p>"
        )
        page.raw("<p><button type=\"submit\">Show the card</button></p>")
        page.raw("</form>")
        page.raw("<div role=\"status\" aria-live=\"polite\" data-card=\"\"><dl id=\"card\"></dl></div>")
    }

    /// The midnight cap: what it costs by time of day, and by the minutes held.
    private static func capSection(_ d: Disclosure, into page: inout HTMLPage) {
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

    static let style = """
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
        ul.links { list-style: none; padding: 0; margin: 0.4rem 0; display: flex; flex-wrap: wrap; gap: 0.2rem 1rem; }
        ul.links a { display: inline-block; padding: 0.3rem 0; }
        h4 { margin: 0.8rem 0 0; }
        form { border: 1px solid #bbb; border-radius: 6px; padding: 0.4rem 0.8rem; }
        form p { margin: 0.5rem 0; }
        label { display: block; font-weight: 600; }
        input, select, button { font: inherit; max-width: 100%; box-sizing: border-box; }
        select { width: 100%; }
        button { padding: 0.4rem 1rem; }
        #card dt { font-weight: 600; margin-top: 0.4rem; }
        #card dd { margin: 0; overflow-wrap: anywhere; }
        .choice h2 { font-size: 1.05rem; margin: 0 0 0.3rem; border: none; }
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

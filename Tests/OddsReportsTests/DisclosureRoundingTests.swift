import CasinoCore
import Foundation
import Testing
@testable import OddsLab
@testable import OddsReports

/// "Every figure of the disclosure is exact or rounded against the player", for its three views:
/// the JSON carries each figure beside the exact fraction it prints, and the page and the Markdown
/// print the JSON's figures and sentences (`DisclosureHTMLTests`, and the sentence test here).
@Suite("odds-disclosure: every figure exact or rounded against the player")
struct DisclosureRoundingTests {
    static var json: [String: Any] {
        get throws { try #require(try DisclosureHTMLTests.page.get().json as? [String: Any]) }
    }

    /// `"7/64"` → 7/64.
    static func fraction(_ value: Any?) -> ExactFraction? {
        guard let text = value as? String else { return nil }
        let parts = text.split(separator: "/")
        guard parts.count == 2, let n = UInt64(parts[0]), let d = UInt64(parts[1]), d > 0 else { return nil }
        return ExactFraction(WideUnsigned(n), WideUnsigned(d))
    }

    static func hundred(_ x: ExactFraction) -> ExactFraction { ReportCSVRoundingTests.percent(x) }
    static func inverse(_ x: ExactFraction) -> ExactFraction { ExactFraction(x.denominator, x.numerator) }

    /// The printed figure at `key` of `object` against `exact` (in the printed unit), rounded `direction`.
    static func check(
        _ object: [String: Any], _ key: String, _ exact: ExactFraction?, _ direction: RoundingDirection, _ what: String
    ) {
        guard let exact, let printed = object[key] as? String else {
            #expect(object[key] == nil || object[key] is NSNull, "\(what).\(key) has no exact value to hold it to")
            return
        }
        ReportCSVRoundingTests.expect(printed, exact: exact, direction, "\(what).\(key)")
    }

    /// One bet card's figures: kept down, chances of gaining down and their "1 in N" up, chances of
    /// losing everything up and their "1 in N" down.
    static func checkCard(_ card: [String: Any], _ what: String) {
        check(card, "keptPer100", fraction(card["effectiveReturn"]).map(hundred), .down, what)
        check(card, "chanceOfGainPercent", fraction(card["chanceOfGain"]).map(hundred), .down, what)
        let gain = fraction(card["chanceOfGain"]).flatMap { $0.numerator > 0 ? inverse($0) : nil }
        check(card, "chanceOfGainOneIn", gain, .up, what)
        let all = fraction(card["chanceOfLosingEverything"])
        check(card, "chanceOfLosingEverythingPercent", all.map(hundred), .up, what)
        check(card, "chanceOfLosingEverythingOneIn", all.flatMap { $0.numerator > 0 ? inverse($0) : nil }, .down, what)
        let largest = fraction(card["largestGainChance"])
        check(card, "largestGainChancePercent", largest.map(hundred), .down, what)
        check(card, "largestGainOneIn", largest.map(inverse), .up, what)
    }

    @Test func everyJSONFigureIsExactOrRoundedAgainstThePlayer() throws {
        let root = try Self.json
        let choices = try #require(root["choices"] as? [[String: Any]])
        var cards = 0
        for (i, choice) in choices.enumerated() {
            let what = "choices.\(i)"
            Self.check(
                choice, "keptPer100AtWager", Self.fraction(choice["effectiveReturnAtWager"]).map(Self.hundred), .down,
                what)
            for (k, o) in (choice["outcomes"] as? [[String: Any]] ?? []).enumerated() {
                let pays = (o["centi"] as? Int ?? 0) >= 100
                Self.check(
                    o, "chancePercent", Self.fraction(o["probability"]).map(Self.hundred), pays ? .down : .up,
                    "\(what).outcomes.\(k)")
            }
            let card = try #require(choice["card"] as? [String: Any], "\(what) has no bet card")
            for key in ["atWager", "atSmallestAcceptedWager"] {
                if let c = card[key] as? [String: Any] {
                    Self.checkCard(c, "\(what).card.\(key)")
                    cards += 1
                }
            }
            for (k, c) in (card["atCommonStakes"] as? [[String: Any]] ?? []).enumerated() {
                Self.checkCard(c, "\(what).card.atCommonStakes.\(k)")
                cards += 1
            }
            let rare = try #require(card["rareReturn"] as? [String: Any])
            // Rounded up, but never printed above its total (rounded down): then it is the total's figure.
            if rare["sharePer100"] as? String != rare["nominalKeptPer100"] as? String {
                Self.check(rare, "sharePer100", Self.fraction(rare["share"]).map(Self.hundred), .up, "\(what).rare")
            }
            Self.check(
                rare, "nominalKeptPer100", Self.fraction(rare["nominal"]).map(Self.hundred), .down, "\(what).rare")
            Self.check(
                rare, "withoutThemKeptPer100", Self.fraction(rare["withoutThem"]).map(Self.hundred), .down,
                "\(what).rare")
            Self.check(rare, "likeliestOneIn", Self.fraction(rare["likeliest"]).map(Self.inverse), .up, "\(what).rare")
        }
        #expect(cards >= choices.count * 7)
        for key in ["capByTimeOfDay", "capByMinutesHeld"] {
            let rows = try #require((root[key] as? [String: Any])?["rows"] as? [[String: Any]])
            for (i, row) in rows.enumerated() { Self.checkList(row, exact: "effectiveReturns", "\(key).rows.\(i)") }
        }
        let rounding = try #require((root["floorRounding"] as? [String: Any])?["rows"] as? [[String: Any]])
        for (i, row) in rounding.enumerated() {
            Self.check(
                row, "nominalKeptPer100", Self.fraction(row["nominalReturn"]).map(Self.hundred), .down, "rounding.\(i)")
            Self.checkList(row, exact: "effectiveReturns", "floorRounding.rows.\(i)")
        }
    }

    static func checkList(_ row: [String: Any], exact: String, _ what: String) {
        let exacts = (row[exact] as? [Any] ?? []).map(fraction)
        let kept = row["keptPer100"] as? [String] ?? []
        #expect(!kept.isEmpty && kept.count == exacts.count, "\(what)")
        for (j, (printed, value)) in zip(kept, exacts).enumerated() {
            guard let value else { Issue.record("\(what).\(exact).\(j) is not a fraction"); continue }
            ReportCSVRoundingTests.expect(printed, exact: hundred(value), .down, "\(what).keptPer100.\(j)")
        }
    }

    /// The formatter itself, without the report: a mutant rounding "kept per 100" up fails here.
    @Test func keptPer100IsRoundedDown() {
        #expect(DisclosureText.kept(ExactFraction(9709, 10000)) == "97.0")
        #expect(DisclosureText.kept(ExactFraction(1, 3)) == "33.3")
        #expect(DisclosureText.keptOrRefused(ExactFraction(9479, 10000), false) == "94.7 (refused)")
    }

    /// Plinko 8 rows low, bucket 2 pays 1.00x (the bet back) with chance 7/64 = 10.9375 %: shown as
    /// 10.9, never 11.0 (a chance of getting the bet back is rounded down, as a chance of gaining).
    @Test func betBackChancesAreRoundedDown() throws {
        #expect(DisclosureText.chance(ExactFraction(7, 64), paying: Centi(100)) == "10.9")
        #expect(DisclosureText.chance(ExactFraction(7, 64), paying: Centi(99)) == "11.0")
        let choices = try #require(try Self.json["choices"] as? [[String: Any]])
        var betBack = 0
        for choice in choices {
            for o in choice["outcomes"] as? [[String: Any]] ?? [] where o["centi"] as? Int == 100 {
                betBack += 1
                let exact = try #require(Self.fraction(o["probability"]))
                ReportCSVRoundingTests.expect(
                    try #require(o["chancePercent"] as? String), exact: Self.hundred(exact), .down, "bet back")
            }
        }
        #expect(betBack >= 22)
    }

    /// Worked examples and headline rows are bets the app takes; a refused bet says so.
    @Test func examplesAreOnlyAcceptedBetsAndRefusedBetsAreMarked() throws {
        let d = try ReportTests.twoThreads.get().model.disclosure
        #expect(!d.examples.isEmpty)
        for e in d.examples {
            #expect(Offer.accepts(e.game.engine.outcomeTable, wager: e.wager, floor: d.floor, moment: .loosest))
        }
        for c in d.choices {
            let sentences = DisclosureSentences.choice(c, floor: d.floor).joined(separator: " ")
            if !c.accepted { #expect(sentences.contains("is refused"), "\(c.game.title)") }
            // Every common stake the floor refuses is marked refused where its return is shown.
            let refused = (c.cards?.atCommonStakes ?? []).filter { !$0.isAccepted }.count
            #expect(sentences.components(separatedBy: "(refused)").count - 1 >= refused, "\(c.game.title)")
        }
        let md = ReportTests.text(
            try #require(try ReportTests.twoThreads.get().files.first { $0.path == "odds-disclosure.md" }))
        // The rounding table counts the cap: Crash 500.00x at 120 minutes is no "97.0".
        let row = try #require(md.split(separator: "\n").first { $0.hasPrefix("| Crash 500.00x") })
        #expect(row.hasSuffix("(refused) |"), "\(row)")
    }

    /// Each choice's card: the largest gain at a 10-minute bet at 00:00 is what the cap lets it pay,
    /// marked "capped from" the paytable's; Plinko 16 rows high's 850.40x is cut.
    @Test func theLargestGainIsAfterTheCapAndSaysWhatItWasCutFrom() throws {
        let d = try ReportTests.twoThreads.get().model.disclosure
        let high = try #require(d.choices.first { $0.game.title.contains("16 rows high") })
        let card = try #require(high.cards?.atWager)
        #expect(card.isLargestGainCapped)
        #expect(card.largestGain?.deltaMinutes == 1439 - 10)
        #expect(DisclosureSentences.largestGain(card).contains("(capped from +8494 by the midnight cap)"))
    }

    /// The Slots machine's reliance on rare lines is disclosed (the 90x line alone is 1 in 2662): the
    /// bet card's own figure for the 10-minute bet at 00:00, the cap counted.
    @Test func theShareOfTheReturnFromRareResultsIsDisclosed() throws {
        let d = try ReportTests.twoThreads.get().model.disclosure
        let slots = try #require(d.choices.first { $0.game.game == .slots })
        let rare = try #require(slots.cards?.rareReturn)
        #expect(rare.lines >= 1)
        #expect(rare.share == ExactFraction(487, 10648)) // 90x · 4 + 77x · 1 + 10x · 5 stop triples of 10 648
        #expect(rare.share == slots.cards?.atWager.effectiveReturn(fromOutcomesRarerThan: 1000))
        #expect(DisclosureSentences.rare(rare).contains("come from"))
    }

    /// The acceptance lists are gone ("At 00:00 it accepts, in minutes: holding only the bet, 5, 10, …"
    /// for five moments × four holdings on every choice): whether a stake is accepted is asked of the
    /// page's bet card, not read off a list. No sentence and no JSON field carries one.
    @Test func noChoiceCarriesAnAcceptanceList() throws {
        let files = try ReportTests.twoThreads.get().files
        let md = ReportTests.text(try #require(files.first { $0.path == "odds-disclosure.md" }))
        let json = ReportTests.text(try #require(files.first { $0.path == "odds-disclosure.json" }))
        for phrase in [
            "it accepts, in minutes", "it accepts bets of", "it accepts no bet.", "holding only the bet, [0-9]"
        ] {
            #expect(md.range(of: phrase, options: .regularExpression) == nil, "\(phrase)")
            #expect(json.range(of: phrase, options: .regularExpression) == nil, "\(phrase)")
        }
        #expect(!json.contains("\"acceptedStakes\""))
    }

    /// Every plain sentence of `odds-disclosure.md` (paragraphs and bullets, not tables) is on one of
    /// the web pages.
    @Test func everyPlainSentenceOfTheMarkdownIsOnThePages() throws {
        let files = try ReportTests.twoThreads.get().files
        let md = ReportTests.text(try #require(files.first { $0.path == "odds-disclosure.md" }))
        let html = try DisclosureHTMLTests.page.get().html
        let text = Self.pageText(html)
        var checked = 0
        for paragraph in md.components(separatedBy: "\n\n") {
            let line = paragraph.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !line.isEmpty, !line.hasPrefix("#"), !line.hasPrefix("|") else { continue }
            for item in line.split(separator: "\n") {
                let plain = Self.markdownPlain(item.hasPrefix("- ") ? String(item.dropFirst(2)) : String(item))
                checked += 1
                #expect(text.contains(plain), "not on the page: \(plain.prefix(160))")
            }
        }
        #expect(checked > 250)
    }

    /// Markdown source as the words a reader sees: escapes and code marks removed.
    static func markdownPlain(_ text: String) -> String {
        var out = "", escaped = false
        for ch in text {
            if escaped {
                out.append(ch); escaped = false
            } else if ch == "\\" {
                escaped = true
            } else if ch != "`" {
                out.append(ch)
            }
        }
        return out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The page's text: tags removed, entities read, white space collapsed.
    static func pageText(_ html: String) -> String {
        var out = "", inTag = false
        for ch in html {
            if ch == "<" {
                inTag = true
            } else if ch == ">" {
                inTag = false
            } else if !inTag {
                out.append(ch)
            }
        }
        let text = DisclosureHTMLTests.unescaped(out).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return text
    }
}

/// One configuration digest in every output: the disclosure's (what a player faces), never the
/// configuration file's bytes, which no other output shows.
@Suite("the one configuration digest")
struct ConfigurationDigestTests {
    // Over 10 s (13.1 s, load 8–10): a report model of its own (the digest must come from a file-based plan)
    // on one thread, rendered in full.
    @Test func everyOutputNamesTheOneConfigurationDigest() throws {
        let plan = ReportPlan(
            configurationSource: .file(path: "games.json", digest: "f58ddc83efd707c7"), seed: 1,
            wagersPerSimulation: 1_000, toolVersion: "test")
        let model = try ReportModel(plan: plan, simulator: RunnerReportSimulator(threads: 1, producer: "test"))
        let files = ReportRenderer.files(model)
        let digest = GameConfiguration.defaults.contentDigest
        for path in [
            "fairness-report.md", "odds-disclosure.md", "odds-disclosure.json", "odds-disclosure.html", "run.csv"
        ] {
            let text = ReportTests.text(try #require(files.first { $0.path == path }, "\(path)"))
            #expect(text.contains(digest), "\(path) does not name the configuration digest \(digest)")
            #expect(!text.contains("f58ddc83efd707c7"), "\(path) names the file's digest")
        }
    }
}

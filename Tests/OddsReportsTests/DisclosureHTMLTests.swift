import CasinoCore
import Foundation
import Testing
@testable import OddsLab
@testable import OddsReports

/// The disclosure's web pages (`odds-disclosure.html`, the index, and the game pages `odds-*.html`),
/// read as text (Scripts/browser-test.sh reads them in a real browser).
@Suite("odds-disclosure pages")
struct DisclosureHTMLTests {
    /// The pages, index first, and the JSON's bytes (bytes, not the parsed `Any`, so the shared value is Sendable).
    static let files = Result { () throws -> (pages: [Page], json: [UInt8]) in
        let files = try ReportTests.twoThreads.get().files
        var pages: [Page] = []
        var json: [UInt8] = []
        for file in files {
            if file.path == "odds-disclosure.json" { json = file.bytes }
            // The verify page holds no figures of the disclosure: `VerifyPageTests`.
            guard file.path.hasPrefix("odds-") && file.path.hasSuffix(".html") && file.path != VerifyPage.path else {
                continue
            }
            let page = Page(path: file.path, html: ReportTests.text(file))
            if file.path == "odds-disclosure.html" { pages.insert(page, at: 0) } else { pages.append(page) }
        }
        #expect(pages.first?.path == "odds-disclosure.html" && !json.isEmpty)
        return (pages, json)
    }

    /// One page: its file name and its text.
    struct Page: Sendable {
        var path: String
        var html: String
    }

    /// Every page's text, one after the other, and the JSON, parsed.
    static var page: Result<(html: String, json: Any), any Error> {
        Result { () throws -> (html: String, json: Any) in
            let (pages, json) = try files.get()
            return (pages.map(\.html).joined(separator: "\n"), try JSONSerialization.jsonObject(with: Data(json)))
        }
    }

    /// Every `<span data-json="path">text</span>` of the page.
    static func figures(_ html: String) -> [(path: String, text: String)] {
        // On the UTF-8 bytes: Foundation's `range(of:)` on a substring of a 100 KB page bridged the
        // page again at every call (5 CPU-s of the suite, perf).
        let bytes = Array(html.utf8)
        func find(_ needle: String, from start: Int) -> Range<Int>? {
            let needle = Array(needle.utf8)
            guard let first = needle.first, bytes.count >= needle.count else { return nil }
            var i = start
            while i <= bytes.count - needle.count {
                if bytes[i] == first && bytes[i..<(i + needle.count)].elementsEqual(needle) {
                    return i..<(i + needle.count)
                }
                i += 1
            }
            return nil
        }
        var result: [(String, String)] = []
        var at = 0
        while let open = find("<span data-json=\"", from: at) {
            guard let quote = find("\"", from: open.upperBound), let close = find("</span>", from: open.upperBound)
            else { break }
            let path = String(decoding: bytes[open.upperBound..<quote.lowerBound], as: UTF8.self)
            // The text after the tag's ">".
            let text = String(decoding: bytes[quote.upperBound..<close.lowerBound].dropFirst(), as: UTF8.self)
            result.append((path, unescaped(text)))
            at = close.upperBound
        }
        return result
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The value at a dotted path of the JSON, as the page shows it (the rule in `OddsDisclosureHTML`).
    static func shown(_ root: Any, _ path: String) -> String? {
        var value: Any? = root
        for part in path.split(separator: ".") {
            if let list = value as? [Any] {
                if part == "length" { value = list.count; continue }
                guard let i = Int(part), list.indices.contains(i) else { return nil }
                value = list[i]
            } else if let object = value as? [String: Any] {
                value = object[String(part)]
            } else {
                return nil
            }
        }
        func text(_ v: Any?) -> String? {
            switch v {
            case nil, is NSNull: return "none"
            case let list as [Any]: return list.isEmpty ? "none" : list.compactMap(text).joined(separator: ", ")
            case let s as String: return s
            // JSONSerialization gives NSNumbers; a Boolean's type code is "c" (char), an integer's "q" or "i".
            case let n as NSNumber:
                return String(cString: n.objCType) == "c" ? (n.boolValue ? "yes" : "no") : n.stringValue
            default: return nil
            }
        }
        return text(value)
    }

    // Over 10 s (22.5 s one test at a time, load 8–10): the first reader of `ReportTests.twoThreads` pays for
    // building the shared report set (gate, day runs, related runs), which the other report tests then reuse.
    @Test func everyFigureOfThePageIsTheJSONsFigureAtItsPath() throws {
        let (html, json) = try DisclosureHTMLTests.page.get()
        let figures = DisclosureHTMLTests.figures(html)
        #expect(!figures.isEmpty)
        #expect(figures.count > 1_000)
        for (path, text) in figures {
            #expect(DisclosureHTMLTests.shown(json, path) == text, "\(path)")
        }
        // Every choice's card is on the page (its sentences carry its figures; the JSON holds them to exact values).
        let cards = figures.filter { $0.path.hasSuffix(".sentences.0") }.count
        #expect(cards == ((json as? [String: Any])?["choices"] as? [Any])?.count)
    }

    /// No external script, no stylesheet or image to fetch; the only scripts are the game pages'
    /// inline card and its tables. The only URL is the SVG namespace, which is a name, not a fetch,
    /// and `url(#…)` points into the page itself (the chart's clip path).
    @Test func everyPageIsSelfContained() throws {
        for page in try DisclosureHTMLTests.files.get().pages {
            let path = page.path
            let html = page.html.replacingOccurrences(of: "url(#", with: "")
            for forbidden in ["<link", "<img", "<iframe", "src=", "url(", "@import", "fetch(", "XMLHttpRequest"] {
                #expect(!html.contains(forbidden), "\(path): \(forbidden)")
            }
            let scripts = html.components(separatedBy: "<script").count - 1
            let inline =
                html.components(separatedBy: "<script type=\"application/json\" id=\"bet-tables\">").count - 1
                + html.components(separatedBy: "<script>\n").count - 1
            #expect(scripts == inline, "\(path)")
            #expect(scripts == (path == "odds-disclosure.html" ? 0 : 2), "\(path)")
            #expect(
                html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "").contains("http")
                    == false,
                "\(path)")
        }
    }

    @Test func everyPageDeclaresItsLanguageCaptionsItsTablesAndScopesItsHeaders() throws {
        var tables = 0
        for page in try DisclosureHTMLTests.files.get().pages {
            let (path, html) = (page.path, page.html)
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), "\(path)")
            #expect(
                html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"), "\(path)")
            let count = html.components(separatedBy: "<table ").count - 1
            tables += count
            #expect(html.components(separatedBy: "<caption ").count - 1 == count, "\(path)")
            // Every header cell says what it heads.
            #expect(html.components(separatedBy: "<th>").count == 1, "\(path)")
            // Each table is a focusable, named region; on a phone its rows stack (CSS), so the page never scrolls sideways.
            #expect(html.components(separatedBy: "role=\"region\" aria-labelledby=").count - 1 == count, "\(path)")
        }
        // The rounding table, the two cap tables and the Slots paytable.
        #expect(tables >= 4)
        let index = try DisclosureHTMLTests.files.get().pages[0].html
        #expect(index.components(separatedBy: "<th scope=").count - 1 > 60)
        // The inline chart has its name and description.
        #expect(index.contains("<svg role=\"img\" xmlns=") && index.contains("<desc>"))
    }

    /// Each page at most 150 KB; the index links every choice to its anchor on its game page, whose
    /// form holds that choice and whose tables carry it.
    @Test func everyChoiceIsOneLinkFromTheIndexOnAPageUnder150KB() throws {
        let (pages, _) = try DisclosureHTMLTests.files.get()
        for page in pages { #expect(page.html.utf8.count <= 150 * 1024, "\(page.path): \(page.html.utf8.count) bytes") }
        #expect(pages.count >= 5)
        let d = try ReportTests.twoThreads.get().model.disclosure
        let ids = PlayerCard.ids(d.choices.map(\.game))
        let byPath = Dictionary(uniqueKeysWithValues: pages.map { ($0.path, $0.html) })
        let index = pages[0].html
        for (plan, id) in zip(OddsDisclosureHTML.plan(d).flatMap { p in p.choices.map { _ in p.path } }, ids) {
            #expect(index.contains("href=\"\(plan)#\(id)\""), "\(id)")
            let page = try #require(byPath[plan])
            #expect(page.contains("<section class=\"choice\" id=\"\(id)\""), "\(id)")
            #expect(page.contains("<option value=\"\(id)\">"), "\(id)")
            #expect(page.contains("{\"id\":\"\(id)\","), "\(id)")
        }
        #expect(OddsDisclosureHTML.plan(d).flatMap(\.choices) == Array(d.choices.indices))
    }

    /// The tables the form computes from are the choices' outcome tables: each weight over the common
    /// denominator is the outcome's exact probability, and the floor is the configuration's.
    @Test func theFormsTablesAreTheOutcomeTables() throws {
        let (pages, _) = try DisclosureHTMLTests.files.get()
        let d = try ReportTests.twoThreads.get().model.disclosure
        let ids = PlayerCard.ids(d.choices.map(\.game))
        var seen = 0
        for page in pages.dropFirst() {
            let (path, html) = (page.path, page.html)
            // Without JavaScript the form stays hidden and the page is its static summaries.
            #expect(html.contains("<form id=\"ask\" hidden "), "\(path)")
            #expect(html.contains("<noscript>"), "\(path)")
            let open = try #require(html.range(of: "<script type=\"application/json\" id=\"bet-tables\">"), "\(path)")
            let close = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
            let data = try #require(
                try JSONSerialization.jsonObject(with: Data(html[open.upperBound..<close.lowerBound].utf8))
                    as? [String: Any])
            #expect(data["floorPPM"] as? Int == d.floor.perMillion)
            for choice in try #require(data["choices"] as? [[String: Any]]) {
                let i = try #require(ids.firstIndex(of: choice["id"] as? String ?? ""))
                let outcomes = d.choices[i].outcomes
                let denominator = try #require(UInt64(choice["d"] as? String ?? ""))
                let weights = (choice["w"] as? [String] ?? []).compactMap { UInt64($0) }
                #expect(choice["centi"] as? [Int] == outcomes.map(\.centi.hundredths))
                #expect(weights.count == outcomes.count)
                for (weight, outcome) in zip(weights, outcomes) {
                    #expect(ExactFraction(WideUnsigned(weight), WideUnsigned(denominator)) == outcome.probability)
                }
                seen += 1
            }
        }
        #expect(seen == d.choices.count)
    }

    /// The per-moment acceptance lists are left to the form: no page shows them.
    @Test func noPageListsTheAcceptedStakesMomentByMoment() throws {
        let html = try DisclosureHTMLTests.page.get().html
        #expect(!html.contains("it accepts, in minutes"))
        #expect(!html.contains("holding only the bet, 5, 10"))
    }

    @Test func textFromAConfigurationCannotOpenATag() {
        #expect(
            MarkupText.escaped("<script>alert('x')</script> & \"q\"", for: .html)
                == "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;")
        #expect(MarkupText.escaped("a\u{0}b\u{7F}c\u{85}d\u{FFFE}\ne", for: .html) == "abcd e")
        #expect(MarkupText.escaped("Plinko 16 rows ✓ 0.25×", for: .html) == "Plinko 16 rows ✓ 0.25×")
        // XML keeps the C1 controls HTML drops, and names the apostrophe.
        #expect(MarkupText.escaped("a\u{85}'", for: .xml) == "a\u{85}&apos;")
    }
}

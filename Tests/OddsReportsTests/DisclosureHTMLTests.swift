import Foundation
import Testing
@testable import OddsLab
@testable import OddsReports

/// `odds-disclosure.html`, read as text (Scripts/browser-test.sh reads it in a real browser).
@Suite("odds-disclosure.html")
struct DisclosureHTMLTests {
    /// The page and the JSON's bytes (bytes, not the parsed `Any`, so the shared value is Sendable).
    static let files = Result { () throws -> (html: String, json: [UInt8]) in
        let files = try ReportTests.twoThreads.get().files
        let html = try #require(files.first { $0.path == "odds-disclosure.html" })
        let json = try #require(files.first { $0.path == "odds-disclosure.json" })
        return (ReportTests.text(html), json.bytes)
    }

    /// The page and its JSON, parsed.
    static var page: Result<(html: String, json: Any), any Error> {
        Result { () throws -> (html: String, json: Any) in
            let (html, json) = try files.get()
            return (html, try JSONSerialization.jsonObject(with: Data(json)))
        }
    }

    /// Every `<span data-json="path">text</span>` of the page.
    static func figures(_ html: String) -> [(path: String, text: String)] {
        var result: [(String, String)] = []
        var rest = html[...]
        while let open = rest.range(of: "<span data-json=\"") {
            rest = rest[open.upperBound...]
            guard let quote = rest.firstIndex(of: "\""), let close = rest.range(of: "</span>") else { break }
            let path = String(rest[..<quote])
            let text = rest[rest.index(after: quote)..<close.lowerBound].dropFirst() // after the ">"
            result.append((path, unescaped(String(text))))
            rest = rest[close.upperBound...]
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
        #expect(figures.count > 1_000)
        for (path, text) in figures {
            #expect(DisclosureHTMLTests.shown(json, path) == text, "\(path)")
        }
        // Every choice's card is on the page (its sentences carry its figures; the JSON holds them to exact values).
        let cards = figures.filter { $0.path.hasSuffix(".sentences.0") }.count
        #expect(cards == ((json as? [String: Any])?["choices"] as? [Any])?.count)
    }

    /// No script, no stylesheet or image to fetch; the only URL is the SVG namespace, which is a name, not a
    /// fetch, and `url(#…)` points into the page itself (the chart's clip path).
    @Test func thePageIsSelfContained() throws {
        let html = try DisclosureHTMLTests.page.get().html.replacingOccurrences(of: "url(#", with: "")
        for forbidden in ["<script", "<link", "<img", "<iframe", "src=", "url(", "@import"] {
            #expect(!html.contains(forbidden), "\(forbidden)")
        }
        #expect(
            html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "").contains("http") == false)
    }

    @Test func thePageDeclaresItsLanguageCaptionsItsTablesAndScopesItsHeaders() throws {
        let html = try DisclosureHTMLTests.page.get().html
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        let tables = html.components(separatedBy: "<table ").count - 1
        // The rounding table, the two cap tables and the Slots paytable (each choice is a card of sentences).
        #expect(tables >= 4)
        #expect(html.components(separatedBy: "<caption ").count - 1 == tables)
        // Every header cell says what it heads.
        #expect(html.components(separatedBy: "<th>").count == 1)
        #expect(html.components(separatedBy: "<th scope=").count - 1 > 60)
        // Each table is a focusable, named region; on a phone its rows stack (CSS), so the page never scrolls sideways.
        #expect(html.components(separatedBy: "role=\"region\" aria-labelledby=").count - 1 == tables)
        // The inline chart has its name and description.
        #expect(html.contains("<svg role=\"img\" xmlns=") && html.contains("<desc>"))
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

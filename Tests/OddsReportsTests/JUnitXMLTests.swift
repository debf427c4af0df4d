import CasinoCore
import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
@testable import OddsLab
import Testing
@testable import OddsReports

@Suite("JUnit XML")
struct JUnitXMLTests {
    /// Counts of each element name, or nil if the document is not well-formed XML.
    private final class Counter: NSObject, XMLParserDelegate {
        var counts: [String: Int] = [:]
        var attributes: [String: [[String: String]]] = [:]
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String]
        ) {
            counts[name, default: 0] += 1
            self.attributes[name, default: []].append(attributes)
        }
    }

    private func parse(_ text: String) -> Counter? {
        let parser = XMLParser(data: Data(text.utf8))
        let counter = Counter()
        parser.delegate = counter
        return parser.parse() ? counter : nil
    }

    @Test func namesAndMessagesFromAConfigurationCannotBreakTheDocument() throws {
        let document = JUnitXML(
            name: "a & b",
            suites: [
                JUnitXML.TestSuite(
                    name: "<suite>",
                    cases: [
                        JUnitXML.TestCase(
                            className: "\"quoted\" 'class'", name: "pass", status: .passed, output: "x < y"),
                        JUnitXML.TestCase(className: "c", name: "fail", status: .failed("p = 1e-12 \u{1}<!-- -->")),
                        JUnitXML.TestCase(className: "c", name: "skip", status: .skipped("one bin"))
                    ], properties: [("seed", "2026")])
            ])
        let parsed = try #require(parse(document.text))
        #expect(parsed.counts["testcase"] == 3)
        #expect(parsed.counts["failure"] == 1)
        #expect(parsed.counts["skipped"] == 1)
        #expect(parsed.counts["property"] == 1)
        #expect(parsed.attributes["testsuites"]?.first?["name"] == "a & b")
        #expect(parsed.attributes["testsuites"]?.first?["failures"] == "1")
        #expect(parsed.attributes["testcase"]?.first?["classname"] == "\"quoted\" 'class'")
        #expect(parsed.attributes["failure"]?.first?["message"] == "p = 1e-12 <!-- -->")
    }

    @Test func checkReportHasOneTestCasePerCheckAndOneFailureElementPerFailure() throws {
        let checkCase = CheckCase(game: try .crash(.defaults, target: .default), wager: 10)
        var run = try FairnessCheck.run(checkCase, seed: 5, wagers: 4000, threads: 1).run
        run.totals.previewMismatches = 3
        let rare = CheckCase(
            game: try .crash(CrashConfiguration.defaults.offering(Centi(100_000)), target: CrashTarget(Centi(100_000))),
            wager: 10)
        let rareRun = try FairnessCheck.run(rare, seed: 6, wagers: 4000, threads: 1).run
        let results = [FairnessCheck.evaluate(checkCase, run: run), FairnessCheck.evaluate(rare, run: rareRun)]
        let report = CheckReport(
            seed: 5, plan: CheckPlan(cases: [checkCase, rare], wagersPerCase: 4000), results: results)

        let parsed = try #require(parse(report.junit.text))
        #expect(parsed.counts["testcase"] == report.items.count)
        #expect(parsed.counts["failure"] == 1)
        #expect(parsed.counts["skipped"] == report.items.filter { $0.verdict == .notApplicable }.count)
        let failure = try #require(parsed.attributes["failure"]?.first?["message"])
        #expect(failure == "3 of 4000 wagers paid differently from their preview")
        #expect(parsed.attributes["testcase"]?.first?["classname"] == "crash 2.00x, wager 10")
    }
}

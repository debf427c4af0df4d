import CasinoCore
import Foundation
import Testing
@testable import OddsLab
@testable import OddsReports

/// The verify page (`odds-verify.html`) as the report writes it; its verdicts are held to
/// `casino-odds verify` in a real browser by `Scripts/browser_test.py` (check 12).
@Suite("odds-verify page")
struct VerifyPageTests {
    static let page = Result { () throws -> String in
        let files = try ReportTests.twoThreads.get().files
        return try ReportTests.text(#require(files.first { $0.path == VerifyPage.path }))
    }

    @Test func theIndexLinksToItAndItIsSelfContainedUnder150KB() throws {
        let html = try Self.page.get()
        let files = try ReportTests.twoThreads.get().files
        let index = try ReportTests.text(#require(files.first { $0.path == "odds-disclosure.html" }))
        #expect(index.contains("<a href=\"odds-verify.html\">"))
        #expect(html.utf8.count <= 150 * 1024)
        for forbidden in ["<link", "<img", "<iframe", "src=", "url(", "@import", "fetch(", "XMLHttpRequest", "http"] {
            #expect(!html.contains(forbidden), "\(forbidden)")
        }
        // Two scripts, both inline: the tables and the verifier; the form hidden without JavaScript.
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
        #expect(html.contains("<script type=\"application/json\" id=\"verify-tables\">"))
        #expect(html.contains("<form id=\"verify-form\" hidden>") && html.contains("<noscript>"))
        #expect(html.contains("crypto.subtle.digest(\"SHA-256\""))
    }

    /// The page's tables are the default configuration's: every offered Crash target, Plinko
    /// table and Mines plan, the Slots strips and paytable; exports of the defaults are read.
    @Test func theTablesAreTheConfigurations() throws {
        let html = try Self.page.get()
        let open = try #require(html.range(of: "<script type=\"application/json\" id=\"verify-tables\">"))
        let close = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
        let data = try #require(
            try JSONSerialization.jsonObject(with: Data(html[open.upperBound..<close.lowerBound].utf8))
                as? [String: Any])
        let c = GameConfiguration.defaults
        #expect(data["configurationDigest"] as? String == HistoryExport.defaultConfigurationDigest)
        let crash = try #require(data["crash"] as? [String: Any])
        #expect(crash["returnPPM"] as? Int == c.crash.returnPPM)
        #expect(crash["targets"] as? [Int] == c.crash.offeredTargets.map(\.hundredths))
        let plinko = try #require(data["plinko"] as? [String: [Int]])
        #expect(plinko.count == c.plinko.offeredOptions.count)
        for options in c.plinko.offeredOptions {
            #expect(plinko[options.description] == c.plinko.table(for: options)?.centis.map(\.hundredths))
        }
        let slots = try #require(data["slots"] as? [String: Any])
        #expect(slots["reels"] as? [[String]] == c.slots.reels)
        #expect((slots["paytable"] as? [Any])?.count == c.slots.paytable.count)
        let mines = try #require(data["mines"] as? [[Any]])
        #expect(mines.count == MinesConfiguration.tileCount - 1)
        var offered = 0
        for (i, row) in mines.enumerated() {
            for (j, cell) in row.enumerated() where !(cell is NSNull) {
                #expect(c.mines.offers(mines: i + 1, reveals: j + 1))
                #expect(cell as? Int == c.mines.cashOutMultiplier(mines: i + 1, reveals: j + 1).hundredths)
                offered += 1
            }
        }
        #expect(offered == MinesPlan.all.filter { c.mines.offers(mines: $0.mines, reveals: $0.reveals) }.count)
    }
}

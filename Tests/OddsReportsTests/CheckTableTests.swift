import CasinoCore
@testable import OddsLab
import OddsReports
import Testing

/// `check --list`'s table (`CheckPlan.table`): one row per case of the suite, in the suite's
/// order, then a line per game with the smallest deviation it detects. A row lost or doubled in
/// formatting would hide a case from the person reading the plan.
@Suite("check --list's table (CheckPlan.table)")
struct CheckTableTests {
    @Test func theDefaultSuiteHasOneRowPerCaseAndOneSummaryLinePerGame() throws {
        let plan = try CheckSuite(configuration: .defaults).plan(wagersPerCase: 1 << 24)
        let lines = plan.table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let names = Set(GameRegistry.kinds.map(\.rawValue))
        let caseRows = lines.filter { line in names.contains(String(line.prefix { $0 != " " })) }
        #expect(caseRows.count == plan.entries.count)
        for (row, entry) in zip(caseRows, plan.entries) {
            #expect(row.hasPrefix(entry.checkCase.game.game.rawValue + " "), "\(row)")
        }
        let summaryLines = lines.filter { line in names.contains { line.hasPrefix("  " + $0 + " ") } }
        #expect(summaryLines.count == GameRegistry.kinds.count)
        #expect(lines.first == "casino-odds check: \(plan.entries.count) cases, 16,777,216 wagers each")
        for line in lines { #expect(!line.hasSuffix(" "), "\(line)") }
    }
}

import CasinoCore
import Foundation
@testable import OddsLab
import Testing

/// One home each (issue 32): one error protocol, one JSON reader and printer, one table renderer.
/// A source scan fails when a second one appears anywhere in Sources (the sub-run seed rule has
/// its own scan, `OneSubRunSeedRuleTests`).
@Suite("One home each")
struct OneHomeEachTests {
    /// Where a pattern may appear, and why.
    static let allowed: [String: Set<String>] = [
        // The one error protocol, with a message and an exit code.
        "protocol CasinoError": ["CorePrimitives/Errors.swift"],
        // The one strict reader is `JSONReader`; Foundation's lenient one is forbidden outright.
        "JSONSerialization.": [],
        // Partial results and histories are read by `JSONReader` too (`JSONTreeDecoder`): no
        // second, lenient reader anywhere.
        // The App Group store's adapters are the apps' code, not the tool's: they decode and encode
        // the domains' own `Codable` records (the apps do not link the lab's reader or printer).
        "JSONDecoder": [
            "CasinoAppGroupStore/CasinoStateFile.swift", "CommitmentAppGroupStore/CommitmentFiles.swift",
            "RedemptionAppGroupStore/RedemptionStateFile.swift"
        ],
        // The one encoder is `JSONTreeEncoder` (each format's schema, `Docs/architecture.md`); the
        // history export is printed in the app's layout by it too. Only the App Group store's
        // adapters, the apps' code, use Foundation's.
        "JSONEncoder()": [
            "CasinoAppGroupStore/CasinoStateFile.swift", "CommitmentAppGroupStore/CommitmentFiles.swift",
            "RedemptionAppGroupStore/RedemptionStateFile.swift"
        ],
        // The one table renderer: `TextTable` pads and aligns terminal text; no other code pads
        // cells to widths but the Markdown writer's pipe tables (a document format, not text).
        "String(repeating: \" \", count: widths": ["OddsReports/TextTable.swift", "OddsReports/MarkdownDocument.swift"],
        // The tool's one error struct that holds only a message.
        "struct ToolError": []
    ]

    @Test func aSecondErrorProtocolJSONReaderPrinterOrTableRendererIsRefused() throws {
        let lines = try OneSubRunSeedRuleTests.sourceLines()
        var found: [String] = []
        for (pattern, files) in Self.allowed {
            for l in lines where l.text.contains(pattern) && !files.contains(l.file) {
                found.append("\(l.file):\(l.line): \(pattern)")
            }
        }
        #expect(found.isEmpty, "a second home: \(found.sorted().joined(separator: "; "))")
    }

    @Test func everyUserErrorIsACasinoErrorWithItsExitCode() {
        #expect(InputError("x").exitCode == 2)
        #expect(CheckFailed(summary: "x").exitCode == 1)
        #expect(CommandInterrupted(kept: "nothing was written").exitCode == 130)
        #expect(CommandInterrupted(kept: "nothing was written").message == "interrupted; nothing was written")
    }

    @Test func badInputPrintsItsFirstLineAndAFailureAllOfIt() {
        #expect(InputError("one\ntwo").printedText == "one")
        #expect(CheckFailed(summary: "2 failed:\n  a\n  b").printedText == "2 failed:\n  a\n  b")
    }
}

import CasinoCore
import Testing
@testable import OddsLab

/// Issue 38: a 51 KB machine (64 symbols, one 50 000-character label, a `count CHERRY atLeast 1`
/// line) made `analyze` print the label on each of its 12 097 PAR sheet rows: 606 MB, 45 s, 2 GB.
/// Labels and symbols are bounded where the machine is checked, so it is refused in one line.
@Suite("Slots name lengths")
struct SlotsNameLengthTests {
    /// The issue's machine: 64 symbols on each strip (`CHERRY` and `S00`…`S62`), one line paying
    /// 2x on any cherry, labelled `labelLength` x's.
    static func issueMachine(labelLength: Int) -> String {
        let symbols = ["CHERRY"] + (0..<63).map { $0 < 10 ? "S0\($0)" : "S\($0)" }
        let strip = "[" + symbols.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        let label = String(repeating: "x", count: labelLength)
        return #"{"slots":{"reels":[\#(strip),\#(strip),\#(strip)],"paytable":["#
            + #"{"label":"\#(label)","multiplier":2,"count":{"symbol":"CHERRY","atLeast":1}}]}}"#
    }

    @Test func theIssuesMachineWithAFiftyThousandCharacterLabelIsRefusedInOneLine() {
        let json = Self.issueMachine(labelLength: 50_000)
        #expect((50_000...52_000).contains(json.utf8.count))
        do {
            _ = try GameConfiguration.parse(json: json)
            Issue.record("accepted")
        } catch {
            let line = error.description
            #expect(line.hasPrefix(#"slots.paytable[0].label: "xxxxxxxx"#), "\(line.prefix(120))")
            #expect(line.hasSuffix("… is longer than 40 characters (50000)"), "\(line.suffix(80))")
            #expect(!line.contains("\n") && line.count < 200)
        }
    }

    /// At the limit the same machine is accepted, and its PAR sheet has one row per paying symbol
    /// triple: 64³ − 63³ = 12 097, each naming a label of at most 40 characters.
    @Test func theIssuesMachineWithAFortyCharacterLabelHasOneRowPerPayingTriple() throws {
        let configuration = try GameConfiguration.parse(json: Self.issueMachine(labelLength: 40))
        let sheet = SlotsPARSheet(configuration: configuration.slots)
        #expect(sheet.rows.count == 64 * 64 * 64 - 63 * 63 * 63)
        #expect(sheet.rows.count <= SlotsPARSheet.maximumRows)
        #expect(sheet.rows.allSatisfy { $0.line.unicodeScalars.count == 40 })
    }

    /// Every string a machine gives is bounded, so is every label quoted back in an error.
    @Test func aLongSymbolIsRefusedNamingItsLength() {
        let long = String(repeating: "A", count: 10_000)
        do {
            _ = try GameConfiguration.parse(json: #"{"slots":{"reels":[["\#(long)"],["B"],["C"]]}}"#)
            Issue.record("accepted")
        } catch {
            #expect(error.description.hasPrefix(#"slots.reels[0][0]: "AAAA"#))
            #expect(error.description.hasSuffix("… is longer than 16 characters (10000)"))
        }
    }
}

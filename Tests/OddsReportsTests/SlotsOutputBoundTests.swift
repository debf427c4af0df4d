import CasinoCore
@testable import OddsLab
import OddsReports
import Testing

/// Issue 38: `analyze` prints a PAR sheet row per paying symbol triple, and printed a 50 000-character
/// label on each. With labels (≤ 40 characters) and symbols (≤ 16) bounded, every line `analyze`
/// prints for a machine is at most `maximumLineBytes`, and the sheet has at most 64³ rows, so the
/// output of any machine is bounded (Docs/inputs.md). Sizes are asserted, never times.
@Suite("Slots output bound")
struct SlotsOutputBoundTests {
    /// The bound per printed line (table, JSON or CSV) derived in Docs/inputs.md.
    static let maximumLineBytes = 600

    /// Names at their longest in the widest characters (4 bytes of UTF-8 each, a JSON escape for
    /// the quote in one), and numbers at their widest: a 7-digit count, a 1 000 000x line.
    static func widestMachine() throws -> GameConfiguration {
        func name(_ base: UInt32, _ length: Int) -> String {
            String(String.UnicodeScalarView((0..<length).map { _ in Unicode.Scalar(base)! }))
        }
        let symbols = (0..<4).map { name(0x1D400 + UInt32($0), SlotsConfiguration.maximumSymbolLength) }
        let strip = Array(repeating: symbols[0], count: 155) + symbols.dropFirst()
        var slots = SlotsConfiguration(reels: [strip, strip, strip], paytable: [])
        slots.paytable = [
            SlotsPayline(
                label: name(0x1D41A, SlotsConfiguration.maximumLabelLength),
                pattern: .line([[symbols[1]], [symbols[1]], [symbols[1]]]), centi: Centi(100_000_000)),
            SlotsPayline(
                label: "\"" + name(0x1D41B, SlotsConfiguration.maximumLabelLength - 1), pattern: .line([[], [], []]),
                centi: Centi(50))
        ]
        var configuration = GameConfiguration.defaults
        configuration.slots = slots
        try configuration.validate()
        return configuration
    }

    @Test func everyLineAnalyzePrintsForAMachineIsBoundedAndTheSheetHasAtMostOneRowPerTriple() throws {
        let configuration = try Self.widestMachine()
        let game = try #require(try configuration.configuredGames(for: GameSelection(game: .slots)).first)
        let moment = BetMoment(remainingMinutes: nil, minutesUntilMidnight: 1439)
        let entry = AnalysisEntry(
            game: game, analysis: try ExactAnalysis(engine: game.engine, moment: moment),
            floor: configuration.returnFloor, wager: 10)
        let sheet = try #require(entry.parSheet)
        #expect(sheet.rows.count == 4 * 4 * 4)
        #expect(sheet.rows.map(\.count).max() == 155 * 155 * 155)
        // The table and the JSON print the sheet, a line per row; the CSV a line per outcome (at
        // most 255: 254 paytable lines and "no win"), each with every wager size's figures.
        for (format, text) in [
            ("table", AnalysisText.table([entry], wager: 10)), ("json", AnalysisText.json([entry], wager: 10)),
            ("csv", AnalysisText.csv([entry], wager: 10))
        ] {
            // By byte: the CSV's "\r\n" is one Character, so a split on "\n" would not see it.
            let lines = text.utf8.split(separator: UInt8(ascii: "\n"))
            #expect(format == "csv" ? lines.count == 1 + 3 : lines.count > sheet.rows.count, "\(format)")
            let widest = lines.map(\.count).max() ?? 0
            #expect(widest <= Self.maximumLineBytes, "\(format): a line of \(widest) bytes")
        }
    }
}

import CasinoCore
@testable import OddsLab
import OddsReports
import Testing

/// `analyze`'s three views, now a library call: they must show the same entries (one JSON
/// configuration and one CSV row per outcome for each entry, a PAR sheet only for Slots) and leave
/// no line of the terminal table ending in a space. The command-line tests compare whole outputs;
/// these name which view lost or gained an entry.
@Suite("analyze's views (AnalysisText)")
struct AnalysisTextTests {
    static let moment = BetMoment(remainingMinutes: nil, minutesUntilMidnight: 1439)

    static func entries(_ selections: [GameSelection], wager: Int = 10) throws -> [AnalysisEntry] {
        try selections.flatMap { try GameConfiguration.defaults.configuredGames(for: $0) }.map { game in
            AnalysisEntry(
                game: game, analysis: try ExactAnalysis(engine: game.engine, moment: moment),
                floor: GameConfiguration.defaults.returnFloor, wager: wager)
        }
    }

    @Test func theJSONTheCSVAndTheTableShowTheSameEntries() throws {
        let entries = try Self.entries([
            GameSelection(game: .slots), GameSelection(game: .plinko, options: ["rows": "8", "risk": "low"])
        ])
        #expect(entries.count == 2)

        let json = try JSONReader.parse(AnalysisText.json(entries, wager: 10))
        guard case .array(let configurations)? = json["configurations"] else {
            Issue.record("no configurations array")
            return
        }
        #expect(configurations.count == entries.count)

        let csvLines = AnalysisText.csv(entries, wager: 10).split(separator: "\r\n", omittingEmptySubsequences: true)
        let outcomes = entries.reduce(0) { $0 + $1.analysis.outcomeTable.outcomes.count }
        #expect(csvLines.count == 1 + outcomes)

        let table = AnalysisText.table(entries, wager: 10)
        #expect(table.components(separatedBy: "PAR sheet:").count - 1 == 1)
        for line in table.split(separator: "\n") { #expect(!line.hasSuffix(" "), "\(line)") }
    }

    @Test func aRefusedStakeIsSaidInTheTableOnly() throws {
        // 60 minutes staked with 0 remaining is never accepted: the table says so in words.
        let moment = BetMoment(remainingMinutes: 0, minutesUntilMidnight: 1439)
        let game = try #require(try GameConfiguration.defaults.configuredGames(for: GameSelection(game: .slots)).first)
        let entry = AnalysisEntry(
            game: game, analysis: try ExactAnalysis(engine: game.engine, moment: moment),
            floor: GameConfiguration.defaults.returnFloor, wager: 60)
        #expect(!entry.acceptsWager)
        #expect(AnalysisText.table([entry], wager: 60).contains("a 60-minute bet is refused at this moment"))
    }

    /// The legend names both reasons a cell is "refused": the floor and the gain rule. Mines 1 mine
    /// 1 reveal pays 1.01x: on 60 minutes it hands back 60 (no gain) and keeps 96 % on average, above
    /// the floor — refused by the gain rule alone, which the legend used to leave out.
    @Test func theLegendNamesBothReasonsForARefusal() throws {
        let entries = try Self.entries(
            [GameSelection(game: .mines, options: ["mines": "1", "reveals": "1"])], wager: 60)
        let table = AnalysisText.table(entries, wager: 60)
        let legend = try #require(table.split(separator: "\n").first { $0.contains("\"refused\" =") })
        #expect(legend.contains("below the 95 % floor") && legend.contains("no result gains a minute (the gain rule)"))
        // A refused cell at or above the floor: only the gain rule explains it.
        let cells = table.split(separator: "\n").first { $0.contains("m ") && $0.contains("refused") } ?? ""
        let refusedAbove = cells.components(separatedBy: "  ").filter { $0.hasSuffix(" refused") }.compactMap { cell in
            Double(cell.split(separator: " ").dropFirst().first ?? "")
        }.filter { $0 >= 95 }
        #expect(!refusedAbove.isEmpty, "\(cells)")
    }
}

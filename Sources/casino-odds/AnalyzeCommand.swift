import ArgumentParser
import OddsLab

struct AnalyzeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Print the exact odds of every game configuration.",
        discussion: """
        For each configuration: every outcome with its exact probability (num/den and decimal), \
        multiplier, payout and delta for --wager minutes, and "1 in N"; the nominal RTP (before \
        payouts are floored to whole minutes) and the effective RTP at 1, 2, 3, 5, 10, 15, 30, 60 \
        and 120 minutes (after); hit frequency; standard deviation per unit wagered; volatility \
        index (1.645 σ); the largest win. Slots adds its PAR sheet.

        A game option left out means every configuration of that game: all 27 Plinko tables, \
        all 300 Mines plans, Crash at its documented targets (1.01x … 1000.00x), the slot machine. \
        See Docs/games.md for the rules, the defaults and the --config schema.
          casino-odds analyze --game plinko --rows 16 --risk high
          casino-odds analyze --format json > odds.json
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json, csv
    }

    @OptionGroup var game: GameOptions

    @Option(help: "The wager in minutes for the payout and delta columns (1…100000).")
    var wager: Int = 10

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .table

    func validate() throws {
        if wager < 1 || wager > 100_000 {
            throw ValidationError("--wager must be 1…100000 minutes, got \(wager)")
        }
    }

    func run() throws {
        ignoreBrokenPipe()
        let games = try game.allConfiguredGames()
        var entries: [AnalysisEntry] = []
        entries.reserveCapacity(games.count)
        for configured in games {
            do {
                entries.append(AnalysisEntry(game: configured, analysis: try ExactAnalysis(plan: configured.plan)))
            } catch {
                throw ToolError("\(configured.title): \(error)")
            }
        }
        let text: String
        switch format {
        case .table: text = AnalysisRendering.table(entries, wager: wager)
        case .json: text = AnalysisRendering.json(entries, wager: wager)
        case .csv: text = AnalysisRendering.csv(entries, wager: wager)
        }
        let writer = StdoutWriter()
        guard writer.write(Array(text.utf8)) else { return }
        writer.flush()
    }
}

/// One configuration with its exact analysis.
struct AnalysisEntry {
    var game: ConfiguredGame
    var analysis: ExactAnalysis

    /// The PAR sheet, for Slots.
    var parSheet: SlotsPARSheet? {
        if case .slots(let engine) = game.plan { return SlotsPARSheet(configuration: engine.configuration) }
        return nil
    }
}

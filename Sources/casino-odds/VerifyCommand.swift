import ArgumentParser
import Foundation
import OddsLab

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Replay every round of an exported transaction history and check it was played and paid by the rules.",
        discussion: """
        HISTORY.json is the app's export (format "screen-time-casino-history", version \(HistoryExport.currentVersion); \
        Docs/rules.md). Each settled round is replayed through the real engine at its recorded RNG position \
        (seed, stream, draw index): its delta must be what the engine pays there (or, when the midnight cap \
        applied, a win cut to between 0 and that); a forfeit must charge exactly the stake; positions of a \
        stream must increase with the wager id.

        Exit 0 with a summary when every round verifies; exit 1 with one line per failing round; exit 2 with \
        one line when the file cannot be read.
        """
    )

    @Argument(help: "The exported history (JSON).")
    var history: String

    func run() throws {
        let data: [UInt8]
        do throws(InputFileError) {
            data = try InputFile.read(history, limit: 64 << 20)
        } catch {
            throw ToolError("\(InputQuote.brief(history, limit: 240)) \(error.reason)")
        }
        let export: HistoryExport
        do {
            export = try JSONDecoder().decode(HistoryExport.self, from: Data(data))
        } catch {
            throw ToolError("\(InputQuote.brief(history, limit: 240)) is not a transaction history export (JSON with format, version, seed, configurationDigest, transactions)")
        }
        guard export.format == HistoryExport.formatName else {
            throw ToolError("\(InputQuote.brief(history, limit: 240)): format \"\(export.format)\" is not \"\(HistoryExport.formatName)\"")
        }
        guard export.version == HistoryExport.currentVersion else {
            throw ToolError("\(InputQuote.brief(history, limit: 240)): version \(export.version) is not supported (this tool reads \(HistoryExport.currentVersion))")
        }
        guard export.configurationDigest == HistoryExport.defaultConfigurationDigest else {
            throw ToolError("\(InputQuote.brief(history, limit: 240)): played under configuration \(export.configurationDigest); this tool verifies the default configuration only")
        }
        let problems = RoundReplay.verify(export, configuration: .defaults)
        for (id, problem) in problems {
            writeStdout("wager \(id.map(String.init) ?? "?"): \(problem)\n")
        }
        let settled = export.transactions.filter { $0.resolution == .settled }.count
        let forfeited = export.transactions.count - settled
        if !problems.isEmpty {
            throw CheckFailed(summary: "\(problems.count) of \(export.transactions.count) rounds do not verify")
        }
        writeStdout("all \(export.transactions.count) rounds verify (\(settled) settled replayed at their recorded positions, "
                    + "\(forfeited) forfeits charged their stake); seed \(export.seed), configuration \(export.configurationDigest)\n")
    }
}

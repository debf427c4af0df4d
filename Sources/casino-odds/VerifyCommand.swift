import ArgumentParser
import CasinoCore
import Foundation
import OddsLab
import OddsReports

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract:
            "Replay every round of an exported transaction history and check it was played and paid by the rules.",
        discussion: """
            HISTORY.json is the app's export (format "screen-time-casino-history", version \(HistoryExport.currentVersion); \
            Docs/rules.md). Each settled round is replayed through the real engine at its recorded RNG position \
            (seed, stream, draw index): its delta must be what the engine pays there after the midnight cap at the \
            round's recorded moment (remaining minutes, minutes until 23:59), exactly; a forfeit must charge exactly \
            the stake; positions of a stream must increase with the wager id. Version 1 exports, which lack that \
            moment, are refused. Rounds played under a configuration file are verified with that file (--config), \
            whose digest must be the history's.

            Exit 0 with a summary when every round verifies; exit 1 with one line per failing round; exit 2 with \
            one line when the file cannot be read.

            Examples:
              casino-odds verify history.json
              casino-odds verify history.json --config my-config.json
            """
    )

    @Argument(help: "The exported history (JSON).", completion: .file())
    var history: String

    @Option(
        help: ArgumentHelp(
            "The configuration file the rounds were played under, when not the defaults (its digest must be the history's configurationDigest).",
            valueName: "file"),
        completion: .file())
    var config: String?

    func run() throws {
        let data: [UInt8]
        do throws(InputFileError) {
            data = try InputFile.read(history, limit: 64 << 20)
        } catch {
            throw ToolError("\(InputQuote.brief(history, limit: 240)) \(error.reason)")
        }
        if let problem = StrictJSON.problem(in: data) {
            throw ToolError("\(InputQuote.brief(history, limit: 240)) is not a transaction history export (\(problem))")
        }
        let export: HistoryExport
        do {
            export = try JSONDecoder().decode(HistoryExport.self, from: Data(data))
        } catch {
            throw ToolError(
                "\(InputQuote.brief(history, limit: 240)) is not a transaction history export (JSON with format, version, seed, configurationDigest, transactions)"
            )
        }
        guard export.format == HistoryExport.formatName else {
            throw ToolError(
                "\(InputQuote.brief(history, limit: 240)): format \"\(InputQuote.brief(export.format))\" is not \"\(HistoryExport.formatName)\""
            )
        }
        guard export.version != 1 else {
            throw ToolError(
                "\(InputQuote.brief(history, limit: 240)): version 1 does not record the moment each win was capped at "
                    + "(remaining minutes, minutes until 23:59), so its caps cannot be re-derived; this tool reads version "
                    + "\(HistoryExport.currentVersion) (export the history again)")
        }
        guard export.version == HistoryExport.currentVersion else {
            throw ToolError(
                "\(InputQuote.brief(history, limit: 240)): version \(export.version) is not supported (this tool reads \(HistoryExport.currentVersion))"
            )
        }
        let configuration = try configuration(for: export)
        let problems = RoundReplay.verify(export, configuration: configuration)
        writeStdout(export.verificationText(problems: problems))
        if !problems.isEmpty {
            throw CheckFailed(summary: "\(problems.count) of \(export.transactions.count) rounds do not verify")
        }
    }

    /// The configuration the history's rounds were played under: the defaults, or the `--config`
    /// file whose digest the history names.
    func configuration(for export: HistoryExport) throws -> GameConfiguration {
        let name = InputQuote.brief(history, limit: 240)
        let digest = InputQuote.brief(export.configurationDigest, limit: 80)
        guard let config else {
            guard export.configurationDigest == HistoryExport.defaultConfigurationDigest else {
                throw ToolError(
                    "\(name): played under configuration \(digest); pass that configuration file with --config FILE")
            }
            return .defaults
        }
        let file: ConfigurationFile
        file = try GameConfiguration.loadFile(path: config)
        guard file.digest == export.configurationDigest else {
            throw ToolError(
                "\(name): played under configuration \(digest), but --config \(InputQuote.brief(config, limit: 240)) "
                    + "has digest \(file.digest)")
        }
        return file.configuration
    }
}

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
            Docs/rules.md). Each revealed seed must hash (SHA-256) to the commitment shown before its first round; \
            rounds must be numbered without a gap and chained by hash (each round's previousHash is the hash of the \
            round before; the last round's hash is the export's headHash, which the app shows); dates must be valid \
            and in order, each round's day and its minutes until 23:59 are re-derived from its times in the history's \
            time zone. Each settled round is replayed through the real engine at its recorded RNG position (seed, \
            stream, draw index): its delta must be what the engine pays there after the midnight cap, exactly; a \
            forfeit must charge exactly the stake. Versions 1 and 2 are refused. Rounds played under a configuration \
            file are verified with that file (--config), whose digest must be the history's.

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
            throw InputError("\(InputQuote.brief(history, limit: 240)) \(error.reason)")
        }
        if let problem = StrictJSON.problem(in: data) {
            throw InputError(
                "\(InputQuote.brief(history, limit: 240)) is not a transaction history export (\(problem))")
        }
        let name = InputQuote.brief(history, limit: 240)
        // The format and version first, so an older export is named as such, not as damage.
        guard let header = try? JSONDecoder().decode(ExportHeader.self, from: Data(data)) else {
            throw InputError("\(name) is not a transaction history export (JSON with format and version)")
        }
        guard header.format == HistoryExport.formatName else {
            throw InputError(
                "\(name): format \"\(InputQuote.brief(header.format))\" is not \"\(HistoryExport.formatName)\"")
        }
        switch header.version {
        case HistoryExport.currentVersion: break
        case 1:
            throw InputError(
                "\(name): version 1 does not record the moment each win was capped at "
                    + "(remaining minutes, minutes until 23:59), so its caps cannot be re-derived; this tool reads version "
                    + "\(HistoryExport.currentVersion) (export the history again)")
        case 2:
            throw InputError(
                "\(name): version 2 has no round numbers, hash chain or seed commitments and reveals the seed in use; "
                    + "this tool reads version \(HistoryExport.currentVersion) (export the history again)")
        default:
            throw InputError(
                "\(name): version \(header.version) is not supported (this tool reads \(HistoryExport.currentVersion))")
        }
        let export: HistoryExport
        do {
            export = try JSONDecoder().decode(HistoryExport.self, from: Data(data))
        } catch {
            throw InputError(
                "\(name) is not a version \(HistoryExport.currentVersion) history export (JSON with format, version, "
                    + "timeZone, seeds, configurationDigest, headHash, transactions)")
        }
        guard HistoryTimeZone.rules(named: export.timeZone) != nil else {
            throw InputError(
                "\(name): time zone \"\(InputQuote.brief(export.timeZone))\" has no rules in this tool "
                    + "(America/New_York, UTC, UTC+hh:mm, UTC-hh:mm)")
        }
        let configuration = try configuration(for: export)
        let problems = RoundReplay.verify(export, configuration: configuration)
        writeStdout(export.verificationText(problems: problems))
        if !problems.isEmpty {
            throw CheckFailed(summary: "\(problems.count) of \(export.transactions.count) rounds do not verify")
        }
    }

    /// The fields read before the whole export, so the version decides how the rest is read.
    private struct ExportHeader: Decodable {
        var format: String
        var version: Int
    }

    /// The configuration the history's rounds were played under: the defaults, or the `--config`
    /// file whose digest the history names.
    func configuration(for export: HistoryExport) throws -> GameConfiguration {
        let name = InputQuote.brief(history, limit: 240)
        let digest = InputQuote.brief(export.configurationDigest, limit: 80)
        guard let config else {
            guard export.configurationDigest == HistoryExport.defaultConfigurationDigest else {
                throw InputError(
                    "\(name): played under configuration \(digest); pass that configuration file with --config FILE")
            }
            return .defaults
        }
        let file: ConfigurationFile
        file = try GameConfiguration.loadFile(path: config)
        guard file.digest == export.configurationDigest else {
            throw InputError(
                "\(name): played under configuration \(digest), but --config \(InputQuote.brief(config, limit: 240)) "
                    + "has digest \(file.digest)")
        }
        return file.configuration
    }
}

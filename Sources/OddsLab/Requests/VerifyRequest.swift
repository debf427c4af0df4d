import CasinoCore

/// `verify`: every round of an exported transaction history replayed and checked.
public struct VerifyRequest: Sendable {
    /// The history read and what does not verify in it.
    public struct Result: Sendable {
        public var export: HistoryExport
        public var problems: [HistoryProblem]

        /// The rounds that do not verify, as the tool ends with them (exit 1); nil when all do.
        public var failure: CheckFailed? {
            problems.isEmpty
                ? nil : CheckFailed(summary: "\(problems.count) of \(export.transactions.count) rounds do not verify")
        }
    }

    /// The history's path.
    var history: String
    /// The configuration file the rounds were played under; nil for the defaults.
    var config: String?

    /// The receipt the app showed (`ROUND:HASH`); nil for none.
    var receipt: HistoryReceipt?
    /// The export hash the app showed beside the export; nil for none.
    var exportHash: SHA256Digest?

    /// Refuses a receipt that is not `ROUND:HASH` and an export hash that is not 64 hex digits.
    public init(history: String, config: String?, receipt: String? = nil, exportHash: String? = nil) throws {
        self.history = history
        self.config = config
        if let exportHash {
            guard let parsed = SHA256Digest(hex: exportHash) else {
                throw InputError(
                    "\(option: .exportHash): '\(InputQuote.brief(exportHash))' is not an export hash (the 64 hex digits the app shows beside the export)"
                )
            }
            self.exportHash = parsed
        }
        if let receipt {
            guard let parsed = HistoryReceipt(parsing: receipt) else {
                throw InputError(
                    "\(option: .receipt): '\(InputQuote.brief(receipt))' is not ROUND:HASH (a round number from 1, a colon, the 64 hex digits of its hash)"
                )
            }
            self.receipt = parsed
        }
    }

    /// The most bytes of a history file read.
    static let maximumFileBytes = 64 << 20

    /// Reads the history and replays every round.
    public func run() throws -> Result {
        let data = try InputFile.read(history, limit: VerifyRequest.maximumFileBytes) {
            InputError("\(InputQuote.brief(history, limit: 240)) \($0)")
        }
        let export = try VerifyRequest.export(from: data, name: InputQuote.brief(history, limit: 240))
        let configuration = try configuration(for: export)
        return Result(
            export: export,
            problems: RoundReplay.verify(
                export, configuration: configuration, receipt: receipt, shownExportHash: exportHash))
    }

    /// The current version's export that `bytes` hold, read in bounded memory (`HistoryReader`), with
    /// a time zone this tool has rules for.
    ///
    /// - Throws: `InputError`, one line beginning with `name`.
    package static func export(from bytes: [UInt8], name: String) throws(InputError) -> HistoryExport {
        let reader = try HistoryReader(bytes: bytes) {
            InputError("\(name) is not a transaction history export (\($0))")
        }
        // The format and version first, so an older export is named as such, not as damage.
        guard let header = reader.header else {
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
        case 3:
            throw InputError(
                "\(name): version 3 chains its rounds without the player's seed (\"stc-round-3\"); "
                    + "this tool reads version \(HistoryExport.currentVersion) (export the history again)")
        case 4:
            throw InputError(
                "\(name): version 4 binds neither its header (timeZone, configurationDigest, seeds, currentCommitment) "
                    + "nor the budget each stake was accepted against (\"stc-round-4\"); this tool reads version "
                    + "\(HistoryExport.currentVersion) (export the history again)")
        default:
            throw InputError(
                "\(name): version \(header.version) is not supported (this tool reads \(HistoryExport.currentVersion))")
        }
        let export: HistoryExport
        do {
            export = try reader.export {
                InputError("\(name) is not a version \(HistoryExport.currentVersion) history export (\($0))")
            }
        } catch let error as InputError {
            throw error
        } catch {
            // The decoder's errors (CasinoCore's types decode some members themselves): what an export holds.
            throw InputError(
                "\(name) is not a version \(HistoryExport.currentVersion) history export (JSON with format, version, "
                    + "timeZone, seeds, configurationDigest, headHash, exportHash, transactions)")
        }
        guard HistoryTimeZone.rules(named: export.timeZone) != nil else {
            throw InputError(
                "\(name): time zone \"\(InputQuote.brief(export.timeZone))\" has no rules in this tool "
                    + "(America/New_York, UTC, UTC+hh:mm, UTC-hh:mm)")
        }
        return export
    }

    /// The configuration the history's rounds were played under: the defaults, or the `--config`
    /// file whose digest the history names.
    private func configuration(for export: HistoryExport) throws -> GameConfiguration {
        let name = InputQuote.brief(history, limit: 240)
        let digest = InputQuote.brief(export.configurationDigest, limit: 80)
        guard let config else {
            guard export.configurationDigest == HistoryExport.defaultConfigurationDigest else {
                throw InputError(
                    "\(name): played under configuration \(digest); pass that configuration file with \(option: .config) FILE"
                )
            }
            return .defaults
        }
        let file: ConfigurationFile
        file = try GameConfiguration.loadFile(path: config)
        guard file.digest == export.configurationDigest else {
            throw InputError(
                "\(name): played under configuration \(digest), but \(option: .config) \(InputQuote.brief(config, limit: 240)) has digest \(file.digest)"
            )
        }
        return file.configuration
    }
}

import ArgumentParser
import CasinoCore
import OddsLab
import OddsReports

struct VerifyCommand: ParsableCommand, OptionWording {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract:
            "Replay every round of an exported transaction history and check it was played and paid by the rules.",
        discussion: """
            HISTORY.json is the app's export (format "screen-time-casino-history", version \(HistoryExport.currentVersion); \
            Docs/rules.md). Each revealed seed must hash (SHA-256) to the commitment shown before its first round; \
            rounds must be numbered without a gap and chained by hash (each round's previousHash is the hash of the \
            round before; the last round's hash is the export's headHash); the header (time zone, configuration \
            digest, revealed seeds, current commitment, head hash, where the rounds start) must hash to the \
            export's exportHash, which the app shows beside the export; dates must be valid \
            and in order, each round's day and its minutes until 23:59 are re-derived from its times in the history's \
            time zone. Each settled round is replayed through the real engine at its recorded RNG position (seed, \
            stream, draw index): its delta must be what the engine pays there after the midnight cap, exactly; a \
            forfeit must charge exactly the stake and name options of its game. Each stake is judged again against \
            the budget it was accepted against (budgetAtCommit: allowance + bonus - usage at commit gives the \
            remaining minutes), by the app's own rule: at most the remaining minutes, some outcome able to gain, \
            the return floor met; a settled round's cap moment within that budget. Between rounds, with no anchor \
            needed: each round is on its day's stream and starts where the round before ended, forfeits included \
            (a lab seed: its one stream, below 2^62, at or after that draw); within a day the allowance never \
            rises, usage never falls, the bonus is the day's earlier deltas and remaining minutes rise only by a \
            win; wager ids only rise. \
            An export keeps every round from round 1 up to the latest 500, so one that starts past round 1 must hold \
            500; rounds dropped from its end, and a chain recomputed after an edit, are evident against the receipt \
            the app shows after each round (--receipt ROUND:HASH, e.g. RECEIPT=12:3f77eb18…, all 64 hex digits): the \
            export must hold that round with that hash; a header rewritten with its exportHash recomputed is \
            evident against the export hash the app shows beside the export (--export-hash HASH). \
            Options must be written as the app writes them ("2.00x", "16 rows high"); every revealed seed must draw \
            a round. \
            Versions 1 to 4 are refused. Rounds played under a configuration \
            file are verified with that file (--config), whose digest must be the history's.

            Exit 0 with a summary when every round verifies; exit 1 with one line per failing round; exit 2 with \
            one line when the file cannot be read or holds what no export can (a key of no version, more than the \
            500 rounds the app keeps), refused where it starts.

            Examples:
              casino-odds verify history.json
              casino-odds verify history.json --config my-config.json
              casino-odds verify history.json --receipt "$RECEIPT"
            """
    )

    @Argument(help: "The exported history (JSON).", completion: .file())
    var history: String

    static let wording = SharedWording(
        configHelp:
            "The configuration file the rounds were played under, when not the defaults (its digest must be the history's configurationDigest)."
    )

    @OptionGroup var config: ConfigOption<VerifyCommand>

    @Option(
        help: ArgumentHelp(
            "The receipt the app showed after a round, ROUND:HASH: the export must hold that round with that hash.",
            valueName: "round:hash"))
    var receipt: String?

    @Option(
        help: ArgumentHelp(
            "The export hash the app showed beside the export (64 hex digits): the export's exportHash must be it.",
            valueName: "hash"))
    var exportHash: String?

    func run() throws {
        let result = try VerifyRequest(
            history: history, config: config.config, receipt: receipt, exportHash: exportHash
        ).run()
        writeStdout(result.export.verificationText(problems: result.problems))
        if let failure = result.failure { throw failure }
    }
}

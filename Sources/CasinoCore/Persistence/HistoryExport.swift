/// A player's transaction history as the app exports it, so anyone can replay every round and prove
/// it was played and paid by the rules (complete round reconstruction). JSON through `Codable`.
///
/// Version 4 (0.7.0) is version 3 with the player's seed: a seed played with one is written
/// `HEX:PLAYERSEED`, and each round's chain bytes carry it (`"stc-round-4"`). Version 4 fields: `format` (always `"screen-time-casino-history"`), `version`, `timeZone` (the
/// zone the rounds were played in, `HistoryTimeZone`: each round's day and cap moment are
/// re-derived from its times in it), `seeds` (the retired seeds the rounds were drawn from, each with
/// the commitment shown before its first round), `currentCommitment` (the commitment of the seed
/// now in use, which the export does not reveal), `configurationDigest` (`"defaults"` for the
/// product's default games, else the digest of the configuration file), `headHash` (the newest
/// round's `chainHash`, which the app shows beside the export) and `transactions` (oldest first,
/// with contiguous `round` numbers and each one's `previousHash`). Versions 1 and 2 (no round
/// numbers, chain or commitments; the seed in use revealed) and 3 (no player seed in the chain) are
/// refused.
public struct HistoryExport: Hashable, Sendable, Codable {
    /// The format's name, so a wrong file is told apart from a damaged one.
    public static let formatName = "screen-time-casino-history"
    /// The version this code writes and reads.
    public static let currentVersion = 4
    /// The digest naming the product's default configuration.
    public static let defaultConfigurationDigest = "defaults"

    /// Always `"screen-time-casino-history"`.
    public var format: String
    /// The export format version.
    public var version: Int
    /// The zone the rounds were played in.
    public var timeZone: String
    /// The retired seeds, each with its commitment.
    public var seeds: [RevealedSeed]
    /// The commitment of the seed now in use.
    public var currentCommitment: SHA256Digest?
    /// `"defaults"`, or the digest of the configuration file.
    public var configurationDigest: String
    /// The newest round's hash (the app shows it).
    public var headHash: SHA256Digest?
    /// The rounds, oldest first.
    public var transactions: [Transaction]

    /// An export of `transactions` (the head hash is computed).
    public init(
        timeZone: String, seeds: [RevealedSeed], currentCommitment: SHA256Digest? = nil,
        configurationDigest: String = HistoryExport.defaultConfigurationDigest, transactions: [Transaction]
    ) {
        format = HistoryExport.formatName
        version = HistoryExport.currentVersion
        self.timeZone = timeZone
        self.seeds = seeds
        self.currentCommitment = currentCommitment
        self.configurationDigest = configurationDigest
        headHash = transactions.last?.chainHash
        self.transactions = transactions
    }
}

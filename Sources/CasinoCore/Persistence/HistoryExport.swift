/// A player's transaction history as the app exports it, so anyone can replay every round and prove
/// it was played and paid by the rules (complete round reconstruction). JSON through `Codable`.
///
/// Version 2 fields: `format` (always `"screen-time-casino-history"`), `version`, `seed` (the
/// generator's seed, revealed with the export; every round's `position.seed` must be it),
/// `configurationDigest` (`"defaults"` for the product's default games, else the digest of the
/// configuration file the rounds were played under) and `transactions` (oldest first, as stored;
/// each settled round with its `capMoment`, which version 1 lacked, so its cap could only be
/// bounded: version 1 is refused).
public struct HistoryExport: Hashable, Sendable, Codable {
    /// The format's name, so a wrong file is told apart from a damaged one.
    public static let formatName = "screen-time-casino-history"
    /// The version this code writes and reads.
    public static let currentVersion = 2
    /// The digest naming the product's default configuration.
    public static let defaultConfigurationDigest = "defaults"

    public var format: String
    public var version: Int
    public var seed: UInt64
    public var configurationDigest: String
    public var transactions: [Transaction]

    public init(
        seed: UInt64, configurationDigest: String = HistoryExport.defaultConfigurationDigest,
        transactions: [Transaction]
    ) {
        format = HistoryExport.formatName
        version = HistoryExport.currentVersion
        self.seed = seed
        self.configurationDigest = configurationDigest
        self.transactions = transactions
    }
}

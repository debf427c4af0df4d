/// A player's transaction history as the app exports it, so anyone can replay every round and prove
/// it was played and paid by the rules (complete round reconstruction). JSON through `Codable`.
///
/// Version 5 (0.7.0) binds the whole export: each round records the day's budget its stake was
/// accepted against (`budgetAtCommit`: allowance, games' bonus and usage reading at commit), in its
/// chain bytes (`"stc-round-5"`), and `exportHash` binds the header (`exportHashBytes`). A seed
/// played with a player seed is written `HEX:PLAYERSEED`. Version 5 fields: `format` (always
/// `"screen-time-casino-history"`), `version`, `timeZone` (the
/// zone the rounds were played in, `HistoryTimeZone`: each round's day and cap moment are
/// re-derived from its times in it), `seeds` (the retired seeds the rounds were drawn from, each with
/// the commitment shown before its first round), `currentCommitment` (the commitment of the seed
/// now in use, which the export does not reveal), `configurationDigest` (`"defaults"` for the
/// product's default games, else the digest of the configuration file), `headHash` (the newest
/// round's `chainHash`, the receipt of the last round), `exportHash` (SHA-256 of the header and
/// the head: what the app shows beside the export) and `transactions` (oldest first, with
/// contiguous `round` numbers and each one's `previousHash`). Versions 1 and 2 (no round numbers,
/// chain or commitments; the seed in use revealed), 3 (no player seed in the chain) and 4 (header
/// and budget readings unbound) are refused.
public struct HistoryExport: Hashable, Sendable, Codable {
    /// The format's name, so a wrong file is told apart from a damaged one.
    public static let formatName = "screen-time-casino-history"
    /// The version this code writes and reads.
    public static let currentVersion = 5
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
    /// The newest round's hash (the receipt of the last round).
    public var headHash: SHA256Digest?
    /// SHA-256 of `exportHashBytes`: the header's fields and the head, bound (the app shows it
    /// beside the export).
    public var exportHash: SHA256Digest?
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
        exportHash = nil
        exportHash = recomputedExportHash
    }

    /// SHA-256 of `exportHashBytes`, what `exportHash` must be.
    public var recomputedExportHash: SHA256Digest { SHA256.hash(exportHashBytes) }

    /// The bytes `exportHash` hashes, in this order (Docs/rng.md): the tag `"stc-export-5"`; `version`;
    /// `timeZone` and `configurationDigest` as UTF-8, each after its length; the count of `seeds`, then
    /// for each its seed's bytes after their count (8 or 32), its player seed's ASCII bytes after
    /// their count and its commitment's 32 bytes; `currentCommitment` and `headHash` (1 byte: 0 none,
    /// 1 present, then the 32 bytes); the first round's number (0 for none or unnumbered) and the
    /// count of `transactions`. Every integer is 8 bytes little-endian. So no field outside the
    /// rounds can change without changing the hash, and rounds dropped from the head change it too.
    public var exportHashBytes: [UInt8] {
        var bytes = Array("stc-export-5".utf8)
        func int(_ v: UInt64) { withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) } }
        func text(_ s: String) {
            int(UInt64(s.utf8.count))
            bytes.append(contentsOf: s.utf8)
        }
        func digest(_ d: SHA256Digest?) {
            bytes.append(d == nil ? 0 : 1)
            if let d { bytes.append(contentsOf: d.bytes) }
        }
        int(UInt64(bitPattern: Int64(version)))
        text(timeZone)
        text(configurationDigest)
        int(UInt64(seeds.count))
        for s in seeds {
            let raw = s.seed.bytes
            int(UInt64(raw.count))
            bytes.append(contentsOf: raw)
            let player = s.seed.player.bytes
            int(UInt64(player.count))
            bytes.append(contentsOf: player)
            bytes.append(contentsOf: s.commitment.bytes)
        }
        digest(currentCommitment)
        digest(headHash)
        int(transactions.first?.round ?? 0)
        int(UInt64(transactions.count))
        return bytes
    }
}

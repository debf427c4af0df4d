/// What the app shows the player after each round, to keep: the round's number (how many rounds
/// the installation has played) and its hash (`Transaction.chainHash`, which covers every round
/// before it through the chain). `casino-odds verify HISTORY.json --receipt ROUND:HASH` holds an
/// export to it: a history changed in any round up to that one, even with its whole chain
/// recomputed, or cut short before it, no longer gives that hash (Docs/rules.md).
public struct HistoryReceipt: Hashable, Sendable, CustomStringConvertible {
    /// The round number (1 for the installation's first round).
    public var round: UInt64
    /// That round's `chainHash`.
    public var hash: SHA256Digest

    /// A receipt for round `round` with hash `hash`.
    public init(round: UInt64, hash: SHA256Digest) {
        self.round = round
        self.hash = hash
    }

    /// The receipt of `transaction`, nil when it has no round number (stored before version 3).
    public init?(of transaction: Transaction) {
        guard let round = transaction.round else { return nil }
        self.init(round: round, hash: transaction.chainHash)
    }

    /// Reads `ROUND:HASH`, e.g. `12:3f77eb18…8534` (the round in decimal, the hash as 64 hex digits);
    /// nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isASCII && $0.isNumber }),
            let round = UInt64(parts[0]), round >= 1, let hash = SHA256Digest(hex: String(parts[1]))
        else { return nil }
        self.init(round: round, hash: hash)
    }

    /// `ROUND:HASH`, as the app shows it and `verify --receipt` reads it.
    public var description: String { "\(round):\(hash)" }
}

extension PersistedState {
    /// The receipt of the newest round, which the app shows after each round; nil before the first.
    public var receipt: HistoryReceipt? { transactions.last.flatMap { HistoryReceipt(of: $0) } }
}

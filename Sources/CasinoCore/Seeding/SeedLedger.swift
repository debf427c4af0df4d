/// An installation's seeds: the one in use (secret; only its commitment is shown) and the retired
/// ones (revealed by an export). Exporting retires the seed in use and commits to a fresh one, so
/// what a player or anyone else holds never predicts a round still to come.
public struct SeedLedger: Hashable, Sendable, Codable {
    /// The seed rounds are drawn from now. Never exported, never shown.
    public private(set) var current: RoundSeed
    /// SHA-256 of `current`: shown to the player before its first round, and put in every export.
    public private(set) var currentCommitment: SHA256Digest
    /// Seeds no round will use again, oldest first, each with the commitment shown for it.
    public private(set) var retired: [RevealedSeed]

    /// A fresh installation's ledger: a 256-bit seed from `source` (the app passes
    /// `SystemRandomNumberGenerator`) and its commitment.
    public init<Source: RandomNumberGenerator>(using source: inout Source) {
        current = RoundSeed.generate(using: &source)
        currentCommitment = current.commitment
        retired = []
    }

    /// A lab device's ledger: the lab's 64-bit run seed, committed as the app commits its own, so
    /// the day simulation plays by the same seed rule (package-only: the app's seeds are 256-bit,
    /// from `init(using:)`).
    package init(labSeed: UInt64) {
        current = RoundSeed(labSeed)
        currentCommitment = current.commitment
        retired = []
    }

    /// Whether `seed` is one this ledger retired (and an export may have revealed).
    public func isRetired(_ seed: RoundSeed) -> Bool { retired.contains { $0.seed == seed } }

    /// Retires the seed in use (it may now be revealed) and commits to a fresh one from `source`.
    /// Retired seeds no kept round uses (`keeping`) are dropped, so the ledger stays as bounded as
    /// the history.
    public mutating func rotate<Source: RandomNumberGenerator>(
        using source: inout Source, keeping used: Set<RoundSeed>
    ) {
        retired.append(RevealedSeed(seed: current, commitment: currentCommitment))
        retired.removeAll { !used.contains($0.seed) }
        current = RoundSeed.generate(using: &source)
        currentCommitment = current.commitment
    }
}

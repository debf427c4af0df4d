/// An installation's seeds: the one in use (secret; only its commitment is shown), the next one
/// (secret, committed in advance), and the retired ones (revealed by an export). Exporting retires
/// the seed in use and moves to the next, so what a player or anyone else holds never predicts a
/// round still to come.
///
/// The player's seed (`PlayerSeed`) is mixed into every round's draws (`RoundSeed.generator`).
/// Changing it retires the seed in use (an export then reveals it, with the rounds it drew) and
/// moves to the next seed, whose commitment the player was shown *before* choosing: so no seed the
/// app plays was picked knowing the player's seed, and the player, who moves last, cannot compute
/// an outcome either (Docs/rng.md, "The player's seed").
public struct SeedLedger: Hashable, Sendable, Codable {
    /// The seed rounds are drawn from now. Never exported, never shown.
    public private(set) var current: RoundSeed
    /// SHA-256 of `current`: shown to the player before its first round, and put in every export.
    public private(set) var currentCommitment: SHA256Digest
    /// The seed the next rotation moves to, committed now (`nextCommitment` is shown beside the
    /// current one); nil for a lab ledger and a state stored before 0.7.0 (a rotation then makes a
    /// fresh one).
    public private(set) var next: RoundSeed?
    /// Seeds no round will use again, oldest first, each with the commitment shown for it.
    public private(set) var retired: [RevealedSeed]

    /// A fresh installation's ledger: a 256-bit seed from `source` (the app passes
    /// `SystemRandomNumberGenerator`) and its commitment.
    public init<Source: RandomNumberGenerator>(using source: inout Source) {
        current = RoundSeed.generate(using: &source)
        currentCommitment = current.commitment
        next = RoundSeed.generate(using: &source)
        retired = []
    }

    /// SHA-256 of `next`: shown to the player before they choose a player seed, since changing it
    /// moves to this seed.
    public var nextCommitment: SHA256Digest? { next?.commitment }

    /// The player's seed the current seed is played with.
    public var playerSeed: PlayerSeed { current.player }

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
        moveOn(to: current.player, using: &source, keeping: used)
    }

    /// Sets the player's seed: the seed in use is retired (it may now be revealed) and the rounds
    /// go on from the next seed, committed before the player chose, played with `player`; a fresh
    /// next seed is committed. Nothing changes when `player` is the seed in use's already.
    public mutating func setPlayerSeed<Source: RandomNumberGenerator>(
        _ player: PlayerSeed, using source: inout Source, keeping used: Set<RoundSeed>
    ) {
        guard player != current.player else { return }
        moveOn(to: player, using: &source, keeping: used)
    }

    /// Retires `current` and moves to `next` (a fresh seed when there is none) played with `player`.
    private mutating func moveOn<Source: RandomNumberGenerator>(
        to player: PlayerSeed, using source: inout Source, keeping used: Set<RoundSeed>
    ) {
        retired.append(RevealedSeed(seed: current, commitment: currentCommitment))
        retired.removeAll { !used.contains($0.seed) }
        current = (next ?? RoundSeed.generate(using: &source)).playedWith(player)
        currentCommitment = current.commitment
        next = RoundSeed.generate(using: &source)
    }
}

/// What the bet card shows of the seeds before a bet (Docs/rng.md, "The player's seed"): the
/// commitment of the seed the round will be drawn from, the next seed's commitment (the one a new
/// player seed moves to, shown before the player chooses) and the player's seed.
public struct SeedDisclosure: Hashable, Sendable {
    /// SHA-256 of the seed in use.
    public var commitment: SHA256Digest
    /// SHA-256 of the next seed; nil when the ledger holds none yet.
    public var nextCommitment: SHA256Digest?
    /// The player's seed mixed into the draws (`none` until the player sets one).
    public var playerSeed: PlayerSeed
}

extension SeedLedger {
    /// What the bet card shows of these seeds.
    public var disclosure: SeedDisclosure {
        SeedDisclosure(commitment: currentCommitment, nextCommitment: nextCommitment, playerSeed: playerSeed)
    }
}

/// The seed a round's randomness comes from: an installation's secret 256-bit seed (production),
/// or a lab run's 64-bit seed (the Monte Carlo and day simulations, the RNG contract's seeding).
///
/// A 256-bit seed gives stream k the full xoshiro256** state SHA-256(seed ‖ k ‖ player seed), so
/// every one of the 2²⁵⁶ − 1 non-zero states is reachable and no stream of one seed is another's; a
/// 64-bit seed gives outputs 4k…4k+3 of SplitMix64 (Docs/rng.md). An installation's seed carries the
/// player's seed it is played with (`PlayerSeed`; `none` until the player sets one): the commitment
/// is the installation's 32 bytes alone, shown before any player seed is mixed in. JSON: a 64-bit
/// seed is a number (as version 2 wrote it), a 256-bit seed a string of 64 hex digits, followed by
/// `:` and the player seed when there is one.
public struct RoundSeed: Hashable, Sendable, CustomStringConvertible {
    private enum Kind: Hashable, Sendable {
        case lab(UInt64)
        case install(UInt64, UInt64, UInt64, UInt64, PlayerSeed)
    }

    private let kind: Kind

    /// A lab run's 64-bit seed.
    public init(_ labSeed: UInt64) { kind = .lab(labSeed) }

    /// A 256-bit seed from its four words (the first word's low byte is the seed's first byte).
    public init(words: (UInt64, UInt64, UInt64, UInt64), player: PlayerSeed = .none) {
        kind = .install(words.0, words.1, words.2, words.3, player)
    }

    /// The player's seed this seed is played with: `none` for a lab seed and until the player sets one.
    public var player: PlayerSeed {
        if case .install(_, _, _, _, let player) = kind { return player }
        return .none
    }

    /// This installation's seed played with `player` (a lab seed is returned unchanged).
    public func playedWith(_ player: PlayerSeed) -> RoundSeed {
        guard case .install(let a, let b, let c, let d, _) = kind else { return self }
        return RoundSeed(words: (a, b, c, d), player: player)
    }

    /// A fresh 256-bit seed from `source`: the app passes `SystemRandomNumberGenerator` (the
    /// system's cryptographic generator), a test a seeded one.
    ///
    /// - Complexity: four draws.
    public static func generate<Source: RandomNumberGenerator>(using source: inout Source) -> RoundSeed {
        RoundSeed(words: (source.next(), source.next(), source.next(), source.next()))
    }

    /// The lab seed, or nil for a 256-bit seed.
    public var labSeed: UInt64? {
        if case .lab(let seed) = kind { return seed }
        return nil
    }

    /// The seed's bytes: 8 (lab) or 32, each word little-endian.
    public var bytes: [UInt8] {
        switch kind {
        case .lab(let seed): return littleEndianBytes([seed])
        case .install(let a, let b, let c, let d, _): return littleEndianBytes([a, b, c, d])
        }
    }

    /// `bytes.count`: 8 for a lab seed, 32 for an installation's.
    var byteCount: Int {
        if case .lab = kind { return 8 }
        return 32
    }

    /// Writes `bytes` at `destination` (`byteCount` bytes, any alignment): the hash chain's hot path.
    func writeBytes(to destination: UnsafeMutableRawPointer) {
        switch kind {
        case .lab(let seed): destination.storeBytes(of: seed.littleEndian, as: UInt64.self)
        case .install(let a, let b, let c, let d, _):
            destination.storeBytes(of: a.littleEndian, toByteOffset: 0, as: UInt64.self)
            destination.storeBytes(of: b.littleEndian, toByteOffset: 8, as: UInt64.self)
            destination.storeBytes(of: c.littleEndian, toByteOffset: 16, as: UInt64.self)
            destination.storeBytes(of: d.littleEndian, toByteOffset: 24, as: UInt64.self)
        }
    }

    /// The commitment published before the seed's first round: SHA-256 of `bytes` (the player's
    /// seed is not in it: it is chosen after the commitment is shown).
    public var commitment: SHA256Digest { SHA256.hash(bytes) }

    /// The generator of stream `stream` at its start.
    ///
    /// For a 256-bit seed: xoshiro256** with the state SHA-256(seed's 32 bytes ‖ `stream` as 8 bytes
    /// little-endian ‖ the player seed's ASCII bytes), read as four little-endian words.
    ///
    /// - Complexity: O(1) (one SHA-256 of at most 104 bytes for a 256-bit seed).
    public func generator(stream: UInt64) -> Xoshiro256StarStar {
        switch kind {
        case .lab(let seed):
            return Xoshiro256StarStar(seed: seed, stream: stream)
        case .install:
            let digest = SHA256.hash(bytes + littleEndianBytes([stream]) + player.bytes).bytes
            func word(_ i: Int) -> UInt64 {
                (0..<8).reduce(UInt64(0)) { $0 | UInt64(digest[8 * i + $1]) << (8 * UInt64($1)) }
            }
            let state = (word(0), word(1), word(2), word(3))
            // The all-zero state (a fixed point) has probability 2⁻²⁵⁶; mapped away all the same.
            if state.0 | state.1 | state.2 | state.3 == 0 {
                return Xoshiro256StarStar(state: (SplitMix64.gamma, 0, 0, 0))
            }
            return Xoshiro256StarStar(state: state)
        }
    }

    /// The lab seed in decimal, or the 256-bit seed as 64 hex digits (its bytes in order).
    public var description: String {
        switch kind {
        case .lab(let seed): return String(seed)
        case .install(_, _, _, _, let player):
            return player.isNone ? HexBytes.encode(bytes) : HexBytes.encode(bytes) + ":" + player.text
        }
    }

    private func littleEndianBytes(_ words: [UInt64]) -> [UInt8] {
        words.flatMap { w in (0..<8).map { UInt8(truncatingIfNeeded: w >> (8 * UInt64($0))) } }
    }
}

extension RoundSeed: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let lab = try? container.decode(UInt64.self) {
            self.init(lab)
            return
        }
        let text = try container.decode(String.self)
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        // One spelling: lower-case hex, as `description` writes it; the player seed after a colon.
        guard let bytes = HexBytes.decode(String(parts[0])), bytes.count == 32,
            HexBytes.encode(bytes) == parts[0]
        else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "a seed is a 64-bit number or 64 lower-case hex digits (then ':' and a player seed)")
        }
        var player = PlayerSeed.none
        if parts.count == 2 {
            guard let read = PlayerSeed(String(parts[1])) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: PlayerSeed.problem(with: String(parts[1])) ?? "not a player seed")
            }
            player = read
        }
        func word(_ i: Int) -> UInt64 {
            (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[8 * i + $1]) << (8 * UInt64($1)) }
        }
        self.init(words: (word(0), word(1), word(2), word(3)), player: player)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let labSeed { try container.encode(labSeed) } else { try container.encode(description) }
    }
}

/// A retired seed as an export reveals it, beside the commitment the player was shown before its
/// first round; `verify` checks that the one hashes to the other.
public struct RevealedSeed: Hashable, Sendable, Codable {
    /// A retired seed.
    public var seed: RoundSeed
    /// The SHA-256 commitment shown before its first round.
    public var commitment: SHA256Digest

    /// A seed revealed with its commitment.
    public init(seed: RoundSeed, commitment: SHA256Digest) {
        self.seed = seed
        self.commitment = commitment
    }

    /// A seed revealed with its own commitment.
    public init(revealing seed: RoundSeed) { self.init(seed: seed, commitment: seed.commitment) }
}

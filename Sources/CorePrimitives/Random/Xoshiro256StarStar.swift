/// The project's bit generator: xoshiro256** 1.0 (Blackman & Vigna 2018).
///
/// Seeding follows the RNG contract (Docs/rng.md): **stream k of seed s** starts from outputs
/// 4k…4k+3 of SplitMix64 started at s, so stream 0 is the standard seeding and every Monte Carlo
/// chunk, simulated day batch or replayed wager can be reconstructed from `(seed, stream)` alone.
public struct Xoshiro256StarStar: BitGenerator, Sendable {
    @usableFromInline var s0: UInt64
    @usableFromInline var s1: UInt64
    @usableFromInline var s2: UInt64
    @usableFromInline var s3: UInt64

    /// Creates a generator from an explicit 256-bit state.
    ///
    /// The all-zero state is a fixed point of the recurrence; it is accepted (the reference
    /// implementation accepts it too) but seeding through `init(seed:stream:)` never produces it.
    public init(state: (UInt64, UInt64, UInt64, UInt64)) {
        (s0, s1, s2, s3) = state
    }

    /// The number of distinct streams of a seed: 2^62. Stream k starts at SplitMix64 output 4k,
    /// and 4k wraps modulo 2^64, so stream k + 2^62 is stream k again; callers keep streams below
    /// this (the CLI refuses larger ones).
    public static let streamCount: UInt64 = 1 << 62

    /// Creates stream `stream` of `seed`: the state is outputs 4·stream … 4·stream+3 of SplitMix64(seed).
    /// Streams are distinct below `streamCount`; stream k + 2^62 aliases stream k.
    ///
    /// - Complexity: O(1) in `stream`.
    public init(seed: UInt64, stream: UInt64 = 0) {
        var mixer = SplitMix64(seed: seed, skipping: stream &* 4)
        s0 = mixer.next()
        s1 = mixer.next()
        s2 = mixer.next()
        s3 = mixer.next()
        // Unreachable: SplitMix64 is a bijection of distinct counters.
        if s0 | s1 | s2 | s3 == 0 { s0 = SplitMix64.gamma }
    }

    /// The current 256-bit state.
    public var state: (UInt64, UInt64, UInt64, UInt64) { (s0, s1, s2, s3) }

    @inlinable @inline(__always)
    public mutating func next() -> UInt64 {
        let result = rotateLeft(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotateLeft(s3, 45)
        return result
    }
}

@inlinable @inline(__always)
func rotateLeft(_ x: UInt64, _ k: UInt64) -> UInt64 {
    (x << k) | (x >> (64 &- k))
}

/// SplitMix64 (Steele, Lea & Flood 2014), used only to expand a 64-bit seed into
/// xoshiro256** states, as its authors recommend.
public struct SplitMix64: BitGenerator, Sendable {
    /// The golden-ratio increment added to the state before each output.
    public static let gamma: UInt64 = 0x9e37_79b9_7f4a_7c15

    /// The internal counter; output `i` (0-based) is a mix of `seed + (i + 1) * gamma`.
    public var state: UInt64

    /// Creates a generator whose first output is the mix of `seed + gamma`.
    public init(seed: UInt64) { state = seed }

    /// Creates the generator as it stands after `skipping` outputs from `seed`.
    ///
    /// - Complexity: O(1): the state is a counter, so skipping is one multiplication.
    public init(seed: UInt64, skipping count: UInt64) {
        state = seed &+ count &* SplitMix64.gamma
    }

    @inlinable
    public mutating func next() -> UInt64 {
        state &+= SplitMix64.gamma
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}

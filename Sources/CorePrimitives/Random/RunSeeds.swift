/// The RNG contract's two rules for cutting a seeded run into independent parts (Docs/rng.md),
/// each written here once and nowhere else:
///
/// - **sub-run i** of a command seeded S (case i of `check`, the report's i-th simulation, …)
///   plays on seed `subRunSeed(of: S, index: i)`: output i (0-based) of SplitMix64 started at S;
/// - **chunk k** of a run seeded s plays on stream k of s (`chunkGenerator(seed:chunk:)`), so what
///   a chunk plays does not depend on the thread that plays it.
public enum RunSeeds {
    /// The seed of sub-run `index` (0-based) of a command seeded `runSeed`: output `index` of
    /// SplitMix64 started at `runSeed`.
    ///
    /// - Complexity: O(1).
    public static func subRunSeed(of runSeed: UInt64, index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: runSeed, skipping: UInt64(index))
        return mixer.next()
    }

    /// The stream chunk `chunk` of a run plays on: stream k for chunk k.
    @inlinable
    public static func stream(ofChunk chunk: Int) -> UInt64 { UInt64(chunk) }

    /// The chunk that plays on `stream`, when there is one (the inverse of `stream(ofChunk:)`).
    @inlinable
    public static func chunk(ofStream stream: UInt64) -> Int? { stream <= UInt64(Int.max) ? Int(stream) : nil }

    /// The generator chunk `chunk` of a run seeded `seed` starts from.
    @inlinable
    public static func chunkGenerator(seed: UInt64, chunk: Int) -> Xoshiro256StarStar {
        Xoshiro256StarStar(seed: seed, stream: stream(ofChunk: chunk))
    }
}

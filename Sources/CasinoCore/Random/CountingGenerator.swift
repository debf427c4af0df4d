/// Wraps a generator and counts its draws, so a wager can record the exact RNG position
/// (seed, stream, draw index) that produced it and be replayed later.
public struct CountingGenerator<Base: BitGenerator>: BitGenerator {
    /// The wrapped generator.
    public private(set) var base: Base
    /// How many 64-bit words have been drawn through this wrapper.
    public private(set) var drawIndex: UInt64

    /// Wraps `base`, starting the count at `drawIndex`.
    public init(_ base: Base, drawIndex: UInt64 = 0) {
        self.base = base
        self.drawIndex = drawIndex
    }

    public mutating func next() -> UInt64 {
        drawIndex &+= 1
        return base.next()
    }
}

/// Where a random result came from: enough to rebuild the generator and replay it exactly.
public struct RandomPosition: Hashable, Sendable, Codable {
    /// The seed: an installation's 256-bit seed, or a lab run's 64-bit seed.
    public var seed: RoundSeed
    /// The stream of that seed (`RoundSeed.generator(stream:)`).
    public var stream: UInt64
    /// The number of words drawn from the stream before the result's first draw.
    public var drawIndex: UInt64

    /// Draw `drawIndex` of stream `stream` of `seed`.
    public init(seed: RoundSeed, stream: UInt64, drawIndex: UInt64) {
        self.seed = seed
        self.stream = stream
        self.drawIndex = drawIndex
    }

    /// A position of a lab run's 64-bit seed.
    public init(seed: UInt64, stream: UInt64, drawIndex: UInt64) {
        self.init(seed: RoundSeed(seed), stream: stream, drawIndex: drawIndex)
    }

    /// The generator positioned exactly here.
    ///
    /// - Complexity: O(drawIndex).
    public func makeGenerator() -> CountingGenerator<Xoshiro256StarStar> {
        var g = seed.generator(stream: stream)
        var skipped: UInt64 = 0
        while skipped < drawIndex { _ = g.next(); skipped += 1 }
        return CountingGenerator(g, drawIndex: drawIndex)
    }
}

/// Slots with strips and paytable fixed: one bounded draw and one table lookup.
///
/// The engine draws one position of the cycle, `r = nextBounded(cycle)`, whose mixed-radix digits
/// (radices the strip lengths, first reel most significant) are the three stops: every stop
/// triple exactly equally likely (Docs/rng.md). It looks `r` up in a table built once, when the
/// engine is made, that holds the outcome index of every triple of the cycle: so a spin costs one
/// draw and one load, and pays exactly what the PAR sheet counts.
public struct SlotsEngine: GameEngine, Hashable {
    /// The configuration the engine was built from.
    public let configuration: SlotsConfiguration
    public let outcomeTable: OutcomeTable
    /// The strip lengths.
    @usableFromInline let lengths: (UInt64, UInt64, UInt64)
    /// Their product: the number of stop triples.
    @usableFromInline let cycle: UInt64
    /// Outcome index of stop triple (a, b, c) at `(a · length₁ + b) · length₂ + c`.
    @usableFromInline let lookup: [UInt8]

    /// Builds the engine after checking the configuration.
    ///
    /// - Complexity: O(cycle) time and bytes, once.
    public init(configuration: SlotsConfiguration = .defaults, options: SlotsOptions = .default)
        throws(ConfigurationError)
    {
        try configuration.validate()
        self.configuration = configuration
        let reels = configuration.reels
        self.lengths = (UInt64(reels[0].count), UInt64(reels[1].count), UInt64(reels[2].count))
        self.cycle = UInt64(configuration.cycle)
        self.outcomeTable = SlotsOdds.outcomeTable(configuration: configuration)

        // Decide each symbol combination once (the PAR sheet's list), then spread it over the stops that show it.
        let symbols = configuration.symbols
        var symbolIndex: [String: Int] = [:]
        for (i, symbol) in symbols.enumerated() { symbolIndex[symbol] = i }
        let ids = reels.map { strip in strip.map { symbolIndex[$0] ?? 0 } }
        let s = symbols.count
        let noWin = UInt8(configuration.paytable.count)
        var bySymbols = [UInt8](repeating: noWin, count: s * s * s)
        // Index by index, with no combination value (and no allocation) per triple.
        SlotsOdds.forEachTriple(of: configuration, symbols: symbols) { a, b, c, _, line in
            if let line { bySymbols[(a * s + b) * s + c] = UInt8(line) }
        }
        var lookup = [UInt8](repeating: noWin, count: configuration.cycle)
        var index = 0
        for a in ids[0] {
            for b in ids[1] {
                for c in ids[2] {
                    lookup[index] = bySymbols[(a * s + b) * s + c]
                    index += 1
                }
            }
        }
        self.lookup = lookup
    }

    /// The outcome index of a stop triple (each stop within its strip).
    @inlinable @inline(__always)
    public func outcome(forStops a: UInt64, _ b: UInt64, _ c: UInt64) -> Int {
        Int(lookup[Int(truncatingIfNeeded: (a &* lengths.1 &+ b) &* lengths.2 &+ c)])
    }

    /// The stops shown at position `r` of the cycle (`0..<cycle`): its mixed-radix digits, first reel
    /// most significant, `r = (a · length₁ + b) · length₂ + c`.
    public func stops(forCyclePosition r: UInt64) -> (UInt64, UInt64, UInt64) {
        (r / (lengths.1 * lengths.2), r / lengths.2 % lengths.1, r % lengths.2)
    }

    /// Draws one spin's position in the cycle: `nextBounded(cycle)`, the RNG contract of Slots.
    @inlinable @inline(__always)
    public func nextCyclePosition<G: BitGenerator>(using generator: inout G) -> UInt64 {
        generator.nextBounded(cycle)
    }

    /// - Complexity: one bounded draw and one load; no allocation.
    @inlinable @inline(__always)
    public func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        // `nextCyclePosition`, split: its first word decides all but `cycle / 2⁶⁴` of spins.
        let word = generator.next()
        let decided = outcome(decidedBy: word)
        if _fastPath(decided >= 0) { return decided }
        return Int(lookup[Int(truncatingIfNeeded: generator.nextBounded(cycle, startingWith: word))])
    }

    /// The spin's outcome when Lemire's test accepts `word` outright (`boundedDraw(of:bound:)`), else −1.
    @inlinable @inline(__always)
    public func outcome(decidedBy word: UInt64) -> Int {
        // The table is laid out in cycle order, so the position is its index (the stops never need decoding).
        guard let position = boundedDraw(of: word, bound: cycle) else { return -1 }
        // position < cycle = lookup.count (Lemire's bound): the table is read without a bounds test.
        return lookup.withUnsafeBufferPointer { Int($0[Int(truncatingIfNeeded: position)]) }
    }

    @inlinable
    public var decidesRoundsByOneWord: Bool { true }

    public static func == (lhs: SlotsEngine, rhs: SlotsEngine) -> Bool { lhs.configuration == rhs.configuration }
    public func hash(into hasher: inout Hasher) { hasher.combine(configuration) }
}

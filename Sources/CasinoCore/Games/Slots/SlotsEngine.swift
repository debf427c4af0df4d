/// Slots with strips and paytable fixed: three bounded draws and one table lookup.
///
/// The engine draws one stop per reel (`nextBounded(length)`), and looks the stop triple up in a
/// table built once, when the plan is made, that holds the outcome index of every triple of the
/// cycle: so a spin costs three draws and one load, and pays exactly what the PAR sheet counts.
public struct SlotsEngine: GamePlan, Hashable {
    /// The configuration the engine was built from.
    public let configuration: SlotsConfiguration
    public let outcomeTable: OutcomeTable
    /// The strip lengths.
    @usableFromInline let lengths: (UInt64, UInt64, UInt64)
    /// Outcome index of stop triple (a, b, c) at `(a · length₁ + b) · length₂ + c`.
    @usableFromInline let lookup: [UInt8]

    /// Builds the engine after checking the configuration.
    ///
    /// - Complexity: O(cycle) time and bytes, once.
    public init(configuration: SlotsConfiguration = .defaults, options: SlotsOptions = .default) throws(ConfigurationError) {
        try configuration.validate()
        self.configuration = configuration
        let reels = configuration.reels
        self.lengths = (UInt64(reels[0].count), UInt64(reels[1].count), UInt64(reels[2].count))
        self.outcomeTable = SlotsOdds.outcomeTable(configuration: configuration)

        // Decide each symbol combination once (the PAR sheet's list), then spread it over the stops that show it.
        let symbols = configuration.symbols
        let ids = reels.map { strip in strip.map { symbols.firstIndex(of: $0) ?? 0 } }
        let s = symbols.count
        let noWin = UInt8(configuration.paytable.count)
        var bySymbols = [UInt8](repeating: noWin, count: s * s * s)
        for combo in SlotsOdds.combinations(configuration: configuration) {
            guard let line = combo.paylineIndex else { continue }
            let a = symbols.firstIndex(of: combo.symbols[0]) ?? 0
            let b = symbols.firstIndex(of: combo.symbols[1]) ?? 0
            let c = symbols.firstIndex(of: combo.symbols[2]) ?? 0
            bySymbols[(a * s + b) * s + c] = UInt8(line)
        }
        var lookup = [UInt8](repeating: noWin, count: configuration.cycle)
        var index = 0
        for a in ids[0] { for b in ids[1] { for c in ids[2] {
            lookup[index] = bySymbols[(a * s + b) * s + c]
            index += 1
        } } }
        self.lookup = lookup
    }

    /// The outcome index of a stop triple (each stop within its strip).
    @inlinable @inline(__always)
    public func outcome(forStops a: UInt64, _ b: UInt64, _ c: UInt64) -> Int {
        Int(lookup[Int(truncatingIfNeeded: (a &* lengths.1 &+ b) &* lengths.2 &+ c)])
    }

    /// - Complexity: three bounded draws and one load; no allocation.
    @inlinable @inline(__always)
    public func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        let a = generator.nextBounded(lengths.0)
        let b = generator.nextBounded(lengths.1)
        let c = generator.nextBounded(lengths.2)
        return outcome(forStops: a, b, c)
    }

    public static func == (lhs: SlotsEngine, rhs: SlotsEngine) -> Bool { lhs.configuration == rhs.configuration }
    public func hash(into hasher: inout Hasher) { hasher.combine(configuration) }
}

/// Mines with the plan fixed: place the mines, then find the first revealed tile that holds one.
///
/// The mines are `generator.nextSubsetMask(count: m, of: 25)`: a uniform m-subset, as a bit mask,
/// Floyd's digits decoded from one draw (two above 15 mines; `SubsetSampler`).
/// The plan's revealed tiles are a mask too, and each tile's position in the reveal order is
/// packed 5 bits per tile into one 128-bit word (two 64-bit words: iOS 17 has no native 128-bit
/// integer), so finding the first mine revealed is a few
/// bit operations per mine under a revealed tile: no allocation, no array.
public struct MinesEngine: GameEngine, Hashable {
    /// The configuration the engine was built from.
    public let configuration: MinesConfiguration
    /// The player's plan.
    public let plan: MinesPlan
    public let outcomeTable: OutcomeTable
    /// Bit t set ⇔ tile t is revealed.
    @usableFromInline let revealMask: UInt64
    /// Bits 5t…5t+4 hold the position (0-based) of tile t in the reveal order.
    @usableFromInline let revealRanks: WideUnsigned
    /// Places the mines.
    @usableFromInline let sampler: SubsetSampler
    /// True when tile t is revealed t-th, so the first mine revealed is the lowest set bit.
    @usableFromInline let revealsInTileOrder: Bool
    /// `1 << reveals`: the bit just above the revealed tiles when they are tiles 0…k−1.
    @usableFromInline let cashOutBit: UInt64

    /// Builds the engine after checking the configuration and the plan.
    public init(configuration: MinesConfiguration = .defaults, plan: MinesPlan = .default) throws(ConfigurationError) {
        try configuration.validate()
        try plan.validate()
        if !configuration.offers(mines: plan.mines, reveals: plan.reveals) {
            throw ConfigurationError(path: "mines", value: plan.description,
                                     rule: "is not offered (the configuration's table has no multiplier for it)")
        }
        self.configuration = configuration
        self.plan = plan
        var mask: UInt64 = 0
        var ranks: WideUnsigned = 0
        for (rank, tile) in plan.tiles.enumerated() {
            mask |= 1 << UInt64(tile)
            ranks |= WideUnsigned(UInt64(rank)) &<< WideUnsigned(UInt64(5 * tile))
        }
        self.revealMask = mask
        self.revealRanks = ranks
        self.revealsInTileOrder = plan.tiles == Array(0..<plan.reveals)
        self.cashOutBit = 1 << UInt64(plan.reveals)
        self.sampler = SubsetSampler(count: plan.mines, of: MinesConfiguration.tileCount)
        self.outcomeTable = MinesOdds.outcomeTable(configuration: configuration, mines: plan.mines, reveals: plan.reveals)
    }

    /// The outcome of a mine placement: the index `j − 1` of the first reveal that hits a mine,
    /// or `reveals` (cash out) when no revealed tile holds one.
    ///
    /// - Complexity: O(mines under revealed tiles); no allocation.
    @inlinable @inline(__always)
    public func outcome(forMines mines: UInt64) -> Int {
        // Tiles 0…k−1 revealed in order: the first mine revealed is the lowest set bit of `mines`
        // if it is below k, and setting bit k makes "none" come out as k, cash out, without a
        // branch: cashing out is half of all rounds at 3 mines and 5 reveals, a coin flip no
        // branch predictor could learn.
        if revealsInTileOrder { return (mines | cashOutBit).trailingZeroBitCount }
        var hits = mines & revealMask
        if hits == 0 { return plan.reveals }
        var first = Int.max
        while hits != 0 {
            let tile = hits.trailingZeroBitCount
            let rank = Int(truncatingIfNeeded: (revealRanks &>> WideUnsigned(UInt64(5 * tile))).low & 31)
            first = min(first, rank)
            hits &= hits &- 1
        }
        return first
    }

    /// - Complexity: one draw (two above 15 mines), `mines` multiplications (Floyd's subset), then
    ///   `outcome(forMines:)`; no allocation.
    @inlinable @inline(__always)
    public func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        outcome(forMines: sampler.nextMask(using: &generator))
    }
}

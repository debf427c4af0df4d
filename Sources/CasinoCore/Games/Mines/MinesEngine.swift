/// Mines with the plan fixed: place the mines, then find the first revealed tile that holds one.
///
/// The mines are `generator.nextSubsetMask(count: m, of: 25)`: a uniform m-subset, as a bit mask,
/// Floyd's digits decoded from one draw (two above 15 mines; `SubsetSampler`).
/// The plan's revealed tiles are a mask too, and each tile's position in the reveal order is
/// packed 5 bits per tile into one 128-bit word (two 64-bit words: iOS 17 has no native 128-bit
/// integer), so finding the first mine revealed is a few
/// bit operations per mine under a revealed tile: no allocation, no array.
///
/// When the one draw's range is small (up to 3 mines of 25: 23 · 24 · 25 = 13,800 values), the
/// engine decides every value of the draw once, when the engine is made, with exactly that code, and
/// a round is one bounded draw and one table load, like Slots. The draws and outcomes are the same.
/// From 4 to 15 mines, the first three of Floyd's digits look their partial mask up in a smaller
/// table made the same way, and each later digit is read from the word on its own
/// (`digitsFromPrefix`), so only Floyd's collision test is left in sequence.
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
    /// Outcome index per value of the one draw `nextBounded(lookupBound)` (the subset's draw), or empty
    /// when the subset takes more draws or more than `MinesEngine.lookupLimit` values.
    @usableFromInline private(set) var lookup: [UInt8] = []
    /// The draw's range when `lookup` is used, else 0.
    @usableFromInline private(set) var lookupBound: UInt64 = 0
    /// The range of the subset's one draw (`sampler.oneDrawProduct`), or 0 when it takes two.
    @usableFromInline let oneDrawBound: UInt64
    /// Above the lookup's range, for a one-draw subset: the product of the first `prefixDigits`
    /// radices (`prefixMasks.count`), and the partial mine mask Floyd's first steps make for each
    /// value of those digits; empty otherwise.
    @usableFromInline private(set) var prefixMasks: [UInt32] = []
    @usableFromInline private(set) var prefixBound: UInt64 = 0
    /// Entry i: the product of the first `prefixDigits + 1 + i` radices (all fit in 64 bits in a
    /// one-draw subset), so each later digit comes from the word on its own (`digitsFromPrefix`).
    @usableFromInline private(set) var digitProducts: [UInt64] = []
    /// Floyd's j of the first digit after the prefix.
    @usableFromInline private(set) var prefixEndJ: UInt64 = 0

    /// The largest draw range decided in advance: 64 KiB of table at most (3 mines: 13,800 bytes).
    public static let lookupLimit: UInt64 = 1 << 16

    /// Builds the engine after checking the configuration and the plan.
    public init(configuration: MinesConfiguration = .defaults, plan: MinesPlan = .default) throws(ConfigurationError) {
        try configuration.validate()
        try plan.validate()
        if !configuration.offers(mines: plan.mines, reveals: plan.reveals) {
            throw ConfigurationError(
                path: "mines", value: plan.description,
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
        self.revealsInTileOrder = plan.revealsInTileOrder
        self.cashOutBit = 1 << UInt64(plan.reveals)
        self.sampler = SubsetSampler(count: plan.mines, of: MinesConfiguration.tileCount)
        self.oneDrawBound = sampler.oneDrawProduct ?? 0
        self.outcomeTable = MinesOdds.outcomeTable(
            configuration: configuration, mines: plan.mines, reveals: plan.reveals)
        if let bound = sampler.oneDrawProduct, bound <= MinesEngine.lookupLimit {
            lookup = MinesEngine.decideEveryDraw(self, bound: bound)
            lookupBound = bound
        } else if sampler.oneDrawProduct != nil {
            (prefixMasks, prefixBound, digitProducts, prefixEndJ) = MinesEngine.prefixTables(sampler)
        }
    }

    /// The largest prefix table: 16,384 partial masks (64 KiB), three digits at every count that uses it.
    public static let prefixLimit: UInt64 = 1 << 14

    /// The partial masks of Floyd's first digits (as many as keep their product within
    /// `prefixLimit`), made by the sampler's own decoding of a word whose first digits are each
    /// value (`word(drawing:bound:offset:)`), and the products `digitsFromPrefix` reads the later
    /// digits with.
    static func prefixTables(_ sampler: SubsetSampler) -> (
        masks: [UInt32], bound: UInt64, products: [UInt64], endJ: UInt64
    ) {
        let firstJ = UInt64(sampler.universe - sampler.count)
        let end = UInt64(sampler.universe)
        var bound: UInt64 = 1
        var digits = 0
        while firstJ + UInt64(digits) < end, bound * (firstJ + UInt64(digits) + 1) <= prefixLimit {
            bound *= firstJ + UInt64(digits) + 1
            digits += 1
        }
        var masks = [UInt32](repeating: 0, count: Int(bound))
        for value in 0..<bound {
            let word = MinesEngine.word(drawing: value, bound: bound, offset: 1 << 63)
            masks[Int(value)] = UInt32(truncatingIfNeeded: sampler.mask(fromWord: word, digits: digits))
        }
        var products: [UInt64] = []
        var product = bound
        var j = firstJ + UInt64(digits)
        while j < end {
            product *= j + 1 // Within 64 bits: the sampler takes one draw.
            products.append(product)
            j += 1
        }
        return (masks, bound, products, firstJ + UInt64(digits))
    }

    /// `sampler.mask(fromAcceptedWord: word)`, computed another way: the first digits' partial mask
    /// is looked up, and each later digit i comes from the word on its own, as
    /// `high(word · Pᵢ) − rᵢ · high(word · Pᵢ₋₁)` (Pᵢ the product of the radices up to i, rᵢ its
    /// own radix: `high(word · Pᵢ)` is the first i digits in mixed radix, Docs/rng.md), instead of
    /// from the word the previous digit left. The digits no longer wait for each other; only
    /// Floyd's collision test does.
    @inlinable @inline(__always)
    func digitsFromPrefix(_ word: UInt64) -> UInt64 {
        var previous = word.multipliedFullWidth(by: prefixBound).high
        var mask = prefixMasks.withUnsafeBufferPointer { UInt64($0[Int(truncatingIfNeeded: previous)]) }
        var j = prefixEndJ
        digitProducts.withUnsafeBufferPointer { products in
            for product in products {
                let high = word.multipliedFullWidth(by: product).high
                let t = high &- (j &+ 1) &* previous
                previous = high
                // As `SubsetSampler.mask(fromAcceptedWord:)`: t, or j when t is already in.
                let bit: UInt64 = 1 &<< t
                let taken = 0 &- ((mask &>> t) & 1)
                mask |= bit ^ ((bit ^ (1 &<< j)) & taken)
                j &+= 1
            }
        }
        return mask
    }

    /// The outcome of every value r of the subset's draw, from a word whose draw is r (the middle
    /// of r's range of words: `high(x · bound) = r`), through the engine's own Floyd decoding and
    /// `outcome(forMines:)`. Every word with the same draw decodes to the same digits (Docs/rng.md,
    /// "Mixed-radix decoding"); a test checks the first and last word of every value too.
    static func decideEveryDraw(_ engine: MinesEngine, bound: UInt64) -> [UInt8] {
        var table = [UInt8](repeating: 0, count: Int(bound))
        for r in 0..<bound {
            let word = MinesEngine.word(drawing: r, bound: bound, offset: 1 << 63)
            table[Int(r)] = UInt8(
                truncatingIfNeeded: engine.outcome(forMines: engine.sampler.mask(fromAcceptedWord: word)))
        }
        return table
    }

    /// `floor((r · 2⁶⁴ + offset) / bound)`, a word x whose draw `high(x · bound)` is r (for r < bound)
    /// when offset is in `bound − 1 ... 2⁶⁴ − 1`: `bound − 1` gives r's first word, `2⁶⁴ − 1` its last.
    public static func word(drawing r: UInt64, bound: UInt64, offset: UInt64) -> UInt64 {
        bound.dividingFullWidth((high: r, low: offset)).quotient
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

    /// - Complexity: one draw (two above 15 mines), then one table load (up to 3 mines) or `mines`
    ///   multiplications (Floyd's subset) and `outcome(forMines:)`; no allocation.
    @inlinable @inline(__always)
    public func playOutcome<G: BitGenerator>(using generator: inout G) -> Int {
        guard oneDrawBound != 0 else { return outcome(forMines: sampler.nextMask(using: &generator)) }
        // `sampler.nextMask`, split: its first word decides all but `bound / 2⁶⁴` of rounds.
        let word = generator.next()
        let decided = outcome(decidedBy: word)
        if _fastPath(decided >= 0) { return decided }
        return outcome(ofAcceptedWord: generator.nextBoundedWord(oneDrawBound, startingWith: word))
    }

    /// The round's outcome when Lemire's test accepts `word` outright, else −1 (and always −1 above 15 mines).
    @inlinable @inline(__always)
    public func outcome(decidedBy word: UInt64) -> Int {
        if lookupBound != 0 {
            guard let draw = boundedDraw(of: word, bound: lookupBound) else { return -1 }
            // draw < lookupBound = lookup.count (Lemire's bound): the table is read without a bounds test.
            return lookup.withUnsafeBufferPointer { Int($0[Int(truncatingIfNeeded: draw)]) }
        }
        guard oneDrawBound != 0, word &* oneDrawBound >= oneDrawBound else { return -1 }
        return outcome(forMines: digitsFromPrefix(word))
    }

    @inlinable
    public var decidesRoundsByOneWord: Bool { oneDrawBound != 0 }

    /// The outcome of a word accepted by `nextBoundedWord(oneDrawBound)`: the table's entry for its
    /// draw, or Floyd's decoding of it.
    @inlinable @inline(__always)
    func outcome(ofAcceptedWord word: UInt64) -> Int {
        if lookupBound != 0 {
            return Int(lookup[Int(truncatingIfNeeded: word.multipliedFullWidth(by: lookupBound).high)])
        }
        return outcome(forMines: sampler.mask(fromAcceptedWord: word))
    }

    /// Plays by Floyd's decoding even where the table would answer: the table's reference (tests).
    public func playOutcomeByDecoding<G: BitGenerator>(using generator: inout G) -> Int {
        outcome(forMines: sampler.nextMask(using: &generator))
    }

    public static func == (lhs: MinesEngine, rhs: MinesEngine) -> Bool {
        lhs.configuration == rhs.configuration && lhs.plan == rhs.plan
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(configuration)
        hasher.combine(plan)
    }
}

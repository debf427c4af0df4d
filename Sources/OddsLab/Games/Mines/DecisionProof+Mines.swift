import CasinoCore

// Mines's decision proof (`MinesEngine.proveDecisions`, `DecisionProof`): its domain and its rule
// derived a second way, calling none of the engine's tables or decoding except through
// `playOutcome` and `outcome(decidedBy:)`, and then its other public paths to an outcome held to the
// same rule on the same elements (the app shows a round through them, so one that disagreed with
// play would show a round other than the one paid; they add nothing to `evaluated`). Instance
// paths are checked only on a real engine; a substitute engine in a test has none of them.
extension DecisionProof {
    /// Up to 3 mines every value of the subset's draw; above, step by step.
    static func proveMines<Decider: GameEngine>(
        _ engine: MinesEngine, _ decider: Decider, _ log: inout ProofLog
    ) -> String {
        let floyd = MinesDraws(engine, decider)
        let (m, tiles, n, bounds, drawOf) = (floyd.m, floyd.tiles, floyd.n, floyd.bounds, floyd.drawOf)
        func check(_ draws: (UInt64, UInt64), firstWords: Bool = false) -> Int {
            floyd.check(draws, firstWords: firstWords, &log)
        }
        if bounds.count == 1 && bounds[0] <= 1 << 14 { return proveMinesExhaustively(engine, floyd, &log) }

        // Step by step. (1) Floyd's decoding at 4 097 draws spread over each draw's range.
        let spread: UInt128 = 4096
        for i in 0...spread {
            let draws = bounds.map { UInt64(UInt128($0 - 1) * i / spread) }
            _ = check((draws[0], draws.count > 1 ? draws[1] : 0))
        }
        // (2) Every first-hit pattern: the mine at reveal j, the other mines on tiles not revealed
        // before it (the lowest such tiles, then the highest), and cash out with none revealed.
        checkMinesFirstHits(floyd, &log)
        // (3) Every digit sequence, step by step (`MinesDigitChain`): the outcome counts over all
        // ∏ (j + 1) sequences, exactly, against the table; and the engine played through every
        // transition of the chain, each sequence's draws alternately at their last and first words.
        var played = 0
        let chain = MinesDigitChain(mines: m, tiles: tiles) { digits in
            var draws: (UInt64, UInt64) = (0, 0)
            for i in 0..<m {
                let digit = UInt64(truncatingIfNeeded: digits >> UInt128(5 * i)) & 31
                if drawOf[i] == 0 {
                    draws.0 = draws.0 * UInt64(n - m + i + 1) + digit
                } else {
                    draws.1 = draws.1 * UInt64(n - m + i + 1) + digit
                }
            }
            played += 1
            _ = check(draws, firstWords: played % 2 == 0)
        }
        log.compare(counts: chain.counts, size: chain.sequences, with: engine.outcomeTable)
        return "\(m) mines step by step: all \(chain.sequences) Floyd digit sequences counted over \(chain.states) "
            + "states of the revealed tiles, the engine played through each of the \(chain.transitions) digit classes "
            + "leaving them, Floyd's decoding at \(spread + 1) draws, every first-hit pattern"
    }

    /// Exhaustive: every value of the one draw, at its first accepted word too.
    private static func proveMinesExhaustively<Decider: GameEngine>(
        _ engine: MinesEngine, _ floyd: MinesDraws<Decider>, _ log: inout ProofLog
    ) -> String {
        let (m, k, bounds, regions, decider) = (floyd.m, floyd.k, floyd.bounds, floyd.regions, floyd.decider)
        func check(_ draws: (UInt64, UInt64)) -> Int { floyd.check(draws, &log) }
        var counts = [UInt128](repeating: 0, count: k + 1)
        for r in 0..<bounds[0] {
            let words = regions[0].words(of: r)
            if words.accepted != regions[0].wordsPerValue { log.fail("draw \(r) has \(words.accepted) words") }
            let expected = check((r, 0))
            let early = log.outcome(decider, words.firstAccepted, what: "draw \(r)")
            if early != expected { log.fail("draw \(r)'s first accepted word decides \(early), not \(expected)") }
            counts[expected] += 1
        }
        log.compare(counts: counts, size: UInt128(bounds[0]), with: engine.outcomeTable)
        return "all \(bounds[0]) values of Floyd's draw (\(m) mines)"
    }

    /// Each first-hit pattern, through `outcome(forMines:)`.
    private static func checkMinesFirstHits<Decider: GameEngine>(_ floyd: MinesDraws<Decider>, _ log: inout ProofLog) {
        let (m, tiles, k, n, decider) = (floyd.m, floyd.tiles, floyd.k, floyd.n, floyd.decider)
        let revealedBefore = { (j: Int) -> UInt64 in tiles.prefix(j).reduce(0) { $0 | 1 << UInt64($1) } }
        for j in 0...k {
            let forbidden = revealedBefore(j) | (j < k ? 1 << UInt64(tiles[j]) : 0)
            let free = (0..<n).filter { forbidden >> UInt64($0) & 1 == 0 }
            let need = j < k ? m - 1 : m
            guard free.count >= need else { continue }
            for pick in [Array(free.prefix(need)), Array(free.suffix(need))] {
                var mines: UInt64 = j < k ? 1 << UInt64(tiles[j]) : 0
                for tile in pick { mines |= 1 << UInt64(tile) }
                guard let decider = decider as? MinesEngine else { continue }
                log.evaluated += 1
                let got = decider.outcome(forMines: mines)
                if got != j { log.fail("mines \(String(mines, radix: 2)): first hit \(j), the engine \(got)") }
            }
        }
    }

    /// Mines, for one round's mines (Floyd's subset of its draws) and words: `outcome(forMines:)`
    /// and `playOutcomeByDecoding` (Floyd's decoding where play reads a table) give the first hit.
    static func checkMinesPaths(
        _ engine: MinesEngine, mines: UInt64, words: (UInt64, UInt64?), firstHit: Int, _ log: inout ProofLog
    ) {
        let placed = engine.outcome(forMines: mines)
        var replay = ReplayedWords(first: words.0, second: words.1 ?? words.0)
        let decoded = engine.playOutcomeByDecoding(using: &replay)
        if placed != firstHit || decoded != firstHit {
            log.fail(
                "mines \(String(mines, radix: 2)): first hit \(firstHit); outcome(forMines:) says \(placed), "
                    + "playOutcomeByDecoding \(decoded)")
        }
    }
}

/// Floyd's draws for one Mines plan (its radices grouped greedily into 64-bit draws, each digit's
/// draw and place in it, the plan's reveal order), and the engine checked on a pair of draws.
private struct MinesDraws<Decider: GameEngine> {
    let m: Int
    let tiles: [Int]
    let k: Int
    let n: Int
    let bounds: [UInt64]
    let drawOf: [Int]
    let below: [UInt64]
    let rank: [Int]
    let regions: [LemireRegion]
    let decider: Decider
    let real: MinesEngine?

    init(_ engine: MinesEngine, _ decider: Decider) {
        let m = engine.plan.mines
        let tiles = engine.plan.tiles
        let k = tiles.count
        let n = MinesConfiguration.tileCount
        // Floyd's radices j + 1 for j = n − m … n − 1, grouped greedily into 64-bit draws.
        var groups: [[UInt64]] = []
        var current: [UInt64] = []
        var product: UInt64 = 1
        for j in (n - m)..<n {
            let radix = UInt64(j + 1)
            let (next, overflow) = product.multipliedReportingOverflow(by: radix)
            if overflow {
                groups.append(current)
                current = [radix]
                product = radix
            } else {
                current.append(radix)
                product = next
            }
        }
        groups.append(current)
        let bounds = groups.map { $0.reduce(1, *) }
        // Per digit (Floyd's order): its draw, and the product of the radices after it in that draw.
        var drawOf: [Int] = []
        var below: [UInt64] = []
        for (g, group) in groups.enumerated() {
            for i in group.indices {
                drawOf.append(g)
                below.append(group[(i + 1)...].reduce(1, *))
            }
        }
        var rank = [Int](repeating: k, count: n)
        for (r, tile) in tiles.enumerated() { rank[tile] = r }
        (self.m, self.tiles, self.k, self.n) = (m, tiles, k, n)
        (self.bounds, self.drawOf, self.below, self.rank) = (bounds, drawOf, below, rank)
        regions = bounds.map(LemireRegion.init(bound:))
        self.decider = decider
        real = decider as? MinesEngine
    }

    // The first reveal that holds a mine (k: none), by the plan's order.
    func firstHit(_ mines: UInt64) -> Int {
        var first = k
        var rest = mines
        while rest != 0 {
            first = min(first, rank[rest.trailingZeroBitCount])
            rest &= rest - 1
        }
        return first
    }
    // Floyd's subset: digit i is the draw's mixed-radix digit, most significant first.
    func floyd(_ draws: (UInt64, UInt64)) -> UInt64 {
        var mines: UInt64 = 0
        for i in 0..<m {
            let draw = drawOf[i] == 0 ? draws.0 : draws.1
            let t = draw / below[i] % UInt64(n - m + i + 1)
            mines |= mines >> t & 1 == 1 ? 1 << UInt64(n - m + i) : 1 << t
        }
        return mines
    }
    // The engine on the draws' first accepted words or their last, against Floyd and the first hit.
    func check(_ draws: (UInt64, UInt64), firstWords: Bool = false, _ log: inout ProofLog) -> Int {
        let mines = floyd(draws)
        let expected = firstHit(mines)
        let first = regions[0].words(of: draws.0, last: !firstWords)
        let second = regions.count > 1 ? regions[1].words(of: draws.1, last: !firstWords) : nil
        let got = log.outcome(decider, first, then: second, what: "draw \(draws)")
        if got != expected { log.fail("draw \(draws): the first mine revealed is \(expected), the engine \(got)") }
        if let real {
            DecisionProof.checkMinesPaths(real, mines: mines, words: (first, second), firstHit: expected, &log)
        }
        return expected
    }
}

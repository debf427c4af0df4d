import CasinoCore

// Each game's domain and its rule derived a second way: code here never calls an engine's tables
// or decoding except through `playOutcome` and `outcome(decidedBy:)`, the engine's own decision,
// and the other public paths to an outcome (`DecisionProof+PublicPaths.swift`).
extension DecisionProof {
    /// Every bounce pattern of R rows, at its first and last word: bucket = number of rights.
    static func provePlinko<Decider: GameEngine>(
        _ engine: PlinkoEngine, _ decider: Decider, _ log: inout ProofLog
    ) -> String {
        let rows = engine.options.rows
        let shift = UInt64(64 - rows)
        let below: UInt64 = (1 << shift) - 1
        var counts = [UInt128](repeating: 0, count: engine.outcomeTable.outcomes.count)
        for pattern in 0..<(UInt64(1) << UInt64(rows)) {
            var rights = 0
            for row in 0..<rows where pattern >> UInt64(rows - 1 - row) & 1 == 1 { rights += 1 }
            checkPlinkoPaths(pattern: pattern, rights: rights, &log)
            let first = log.outcome(decider, pattern << shift, what: "pattern \(pattern)")
            let last = log.outcome(decider, pattern << shift | below, what: "pattern \(pattern)")
            if first != rights || last != rights {
                log.fail("bounce pattern \(String(pattern, radix: 2)) (\(rights) rights) lands in \(first) and \(last)")
                continue
            }
            counts[rights] += 1
        }
        log.compare(counts: counts, size: UInt128(1) << UInt128(rows), with: engine.outcomeTable)
        return "all \(1 << rows) bounce patterns"
    }

    /// Every cycle position, at its first accepted and last word: the stop triple's paying line.
    static func proveSlots<Decider: GameEngine>(
        _ engine: SlotsEngine, _ decider: Decider, _ log: inout ProofLog
    ) -> String {
        let configuration = engine.configuration
        let reels = configuration.reels
        let lengths = reels.map { UInt64($0.count) }
        let cycle = lengths.reduce(1, *)
        let region = LemireRegion(bound: cycle)
        let noWin = configuration.paytable.count
        var counts = [UInt128](repeating: 0, count: engine.outcomeTable.outcomes.count)
        let real = decider as? SlotsEngine
        for r in 0..<cycle {
            let words = region.words(of: r)
            if words.accepted != region.wordsPerValue {
                log.fail("cycle position \(r) has \(words.accepted) accepted words, not \(region.wordsPerValue)")
            }
            // Mixed-radix digits, first reel most significant: r = (a · length₁ + b) · length₂ + c.
            let c = r % lengths[2]
            let b = (r / lengths[2]) % lengths[1]
            let a = r / (lengths[2] * lengths[1])
            let shown = [reels[0][Int(a)], reels[1][Int(b)], reels[2][Int(c)]]
            let line = DecisionProof.payingLine(shown, configuration.paytable) ?? noWin
            if let real {
                checkSlotsPaths(
                    real, position: r, firstAccepted: words.firstAccepted, stops: (a, b, c), line: line, &log)
            }
            let first = log.outcome(decider, words.firstAccepted, what: "cycle position \(r)")
            let last = log.outcome(decider, words.last, what: "cycle position \(r)")
            if first != line || last != line {
                log.fail(
                    "cycle position \(r) (stops \(a) \(b) \(c): \(shown.joined(separator: " "))) pays line \(line), "
                        + "the engine \(first) and \(last)")
                continue
            }
            counts[line] += 1
        }
        log.compare(counts: counts, size: UInt128(cycle), with: engine.outcomeTable)
        return "all \(cycle) cycle positions (\(lengths.map(String.init).joined(separator: "×")) stops)"
    }

    /// The paytable's rule read afresh: the highest-paying line the symbols match, the first
    /// listed among equals; nil when none matches.
    static func payingLine(_ shown: [String], _ paytable: [SlotsPayline]) -> Int? {
        var best: Int? = nil
        for (index, line) in paytable.enumerated() {
            let matches: Bool
            switch line.pattern {
            case .line(let allowed):
                matches =
                    allowed.count == shown.count
                    && zip(allowed, shown).allSatisfy { options, symbol in options.isEmpty || options.contains(symbol) }
            case .count(let symbol, let atLeast):
                matches = shown.reduce(0) { $0 + ($1 == symbol ? 1 : 0) } >= atLeast
            }
            if matches, best.map({ paytable[$0].centi.hundredths < line.centi.hundredths }) ?? true { best = index }
        }
        return best
    }

    /// The threshold: numerators u ≤ T win, u > T lose, with T from the rule text.
    static func proveCrash<Decider: GameEngine>(
        _ engine: CrashEngine, _ decider: Decider, _ log: inout ProofLog
    ) -> String {
        // Crash point ⌊100 · r / U⌋ with r = returnPPM / 10⁶ and U = u / 2⁵³ reaches the target C
        // (hundredths) iff returnPPM · 2⁵³ / (10⁴ · u) ≥ C, i.e. u ≤ returnPPM · 2⁵³ / (10⁴ · C).
        let ppm = UInt128(engine.configuration.returnPPM)
        let target = UInt128(engine.target.centi.hundredths)
        let top = UInt128(1) << 53
        let threshold = min(top, ppm * top / (10_000 * target))
        var probes: Set<UInt128> = [1, top, threshold, threshold + 1, max(1, threshold) - 1]
        for i in 0...64 { probes.insert(max(1, top * UInt128(i) / 64)) }
        checkCrashPaths(engine, decider, threshold: threshold, probes: probes.sorted(), &log)
        for u in probes.sorted() where u >= 1 && u <= top {
            let expected = u <= threshold ? CrashEngine.winIndex : CrashEngine.lossIndex
            // Every numerator u is the words (u − 1) · 2¹¹ … (u − 1) · 2¹¹ + 2¹¹ − 1.
            let first = UInt64(u - 1) << 11
            for word in [first, first | 0x7FF] {
                let got = log.outcome(decider, word, what: "numerator \(u)")
                if got != expected {
                    log.fail(
                        "numerator \(u) (threshold \(threshold)) should \(expected == CrashEngine.winIndex ? "win" : "lose")"
                    )
                }
            }
        }
        // The table's win probability r / c, counted in numerators: ⌊p · 2⁵³⌋ must be T.
        let win = engine.outcomeTable.outcomes[CrashEngine.winIndex].probability
        let numerator = UInt128(win.numerator.high) << 64 | UInt128(win.numerator.low)
        let denominator = UInt128(win.denominator.high) << 64 | UInt128(win.denominator.low)
        let (scaled, overflow) = numerator.multipliedReportingOverflow(by: top)
        if overflow || denominator == 0 || scaled / denominator != threshold {
            log.fail("the table's win probability \(win) is not \(threshold) of 2^53 numerators")
        }
        return "the 2^53 numerators: win iff u ≤ \(threshold), checked at \(log.evaluated) words"
    }

    /// Up to 3 mines every value of the subset's draw; above, step by step.
    static func proveMines<Decider: GameEngine>(
        _ engine: MinesEngine, _ decider: Decider, _ log: inout ProofLog
    ) -> String {
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
        let regions = bounds.map(LemireRegion.init(bound:))
        let real = decider as? MinesEngine
        // The engine on the draws' first accepted words or their last, against Floyd and the first hit.
        func check(_ draws: (UInt64, UInt64), firstWords: Bool = false) -> Int {
            let mines = floyd(draws)
            let expected = firstHit(mines)
            let first = regions[0].words(of: draws.0, last: !firstWords)
            let second = regions.count > 1 ? regions[1].words(of: draws.1, last: !firstWords) : nil
            let got = log.outcome(decider, first, then: second, what: "draw \(draws)")
            if got != expected { log.fail("draw \(draws): the first mine revealed is \(expected), the engine \(got)") }
            if let real { checkMinesPaths(real, mines: mines, words: (first, second), firstHit: expected, &log) }
            return expected
        }

        if bounds.count == 1 && bounds[0] <= 1 << 14 {
            // Exhaustive: every value of the one draw, at its first accepted word too.
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

        // Step by step. (1) Floyd's decoding at 4 097 draws spread over each draw's range.
        let spread: UInt128 = 4096
        for i in 0...spread {
            let draws = bounds.map { UInt64(UInt128($0 - 1) * i / spread) }
            _ = check((draws[0], draws.count > 1 ? draws[1] : 0))
        }
        // (2) Every first-hit pattern: the mine at reveal j, the other mines on tiles not revealed
        // before it (the lowest such tiles, then the highest), and cash out with none revealed.
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

    /// C(n, k), exactly (n ≤ 64).
    static func choose(_ n: Int, _ k: Int) -> UInt128 {
        guard k >= 0, k <= n else { return 0 }
        var result: UInt128 = 1
        for i in 0..<k { result = result * UInt128(n - i) / UInt128(i + 1) }
        return result
    }
}

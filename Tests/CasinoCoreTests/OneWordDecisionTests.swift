import Testing
@testable import CasinoCore

/// `outcome(decidedBy:)` (what the lab's runner calls on a block of words) and the Mines table are
/// the engines' own answers: checked against `playOutcome` and Floyd's decoding word by word.
@Suite("One-word decisions")
struct OneWordDecisionTests {
    /// The first, a middle and the last word whose draw `high(x · bound)` is r.
    static func words(drawing r: UInt64, bound: UInt64) -> [UInt64] {
        [bound - 1, 1 << 63, UInt64.max].map { MinesEngine.word(drawing: r, bound: bound, offset: $0) }
    }

    /// Plays `engine` on `word` followed by fallback words; returns the outcome and the words drawn.
    static func play<Engine: GameEngine>(_ engine: Engine, on word: UInt64) -> (outcome: Int, draws: Int) {
        var g = ScriptedGenerator([word, 0x9E37_79B9_7F4A_7C15, 0xD1B5_4A32_D192_ED03, 0x8CB9_2BA7_2F3D_8DD7])
        let outcome = engine.playOutcome(using: &g)
        return (outcome, g.index)
    }

    /// Checks `outcome(decidedBy:)` on `word`: either −1, or `playOutcome`'s answer having drawn only `word`.
    static func expectDecisionIsThePlay<Engine: GameEngine>(_ engine: Engine, _ word: UInt64, _ note: String) {
        let decided = engine.outcome(decidedBy: word)
        let played = play(engine, on: word)
        if decided >= 0 {
            #expect(decided == played.outcome && played.draws == 1, "\(note) word \(word)")
        } else {
            #expect(decided == -1, "\(note) word \(word)")
        }
    }

    /// Every value of the 3-mine draw (23 · 24 · 25 = 13,800), and of 1 and 2 mines, through the
    /// table and through Floyd's decoding, on the first, a middle and the last word of the value
    /// (the first word of a value goes through Lemire's modulo test, and is sometimes redrawn):
    /// the same outcome and the same draws, for plans in tile order and in another order.
    @Test(arguments: 1...3)
    func theMinesTableIsFloydsDecodingForEveryValueOfTheDraw(m: Int) throws {
        let bound = (26 - m...25).reduce(UInt64(1)) { $0 * UInt64($1) }
        for plan in [
            MinesPlan(mines: m, reveals: 5), MinesPlan(mines: m, reveals: 1),
            MinesPlan(mines: m, reveals: 4, tiles: [24, 3, 7, 12])
        ] {
            let engine = try MinesEngine(plan: plan)
            #expect(engine.lookupBound == bound && engine.lookup.count == Int(bound))
            var undecided = 0
            for r in 0..<bound {
                for word in Self.words(drawing: r, bound: bound) {
                    #expect(word.multipliedFullWidth(by: bound).high == r)
                    let table = Self.play(engine, on: word)
                    var g = ScriptedGenerator([
                        word, 0x9E37_79B9_7F4A_7C15, 0xD1B5_4A32_D192_ED03, 0x8CB9_2BA7_2F3D_8DD7
                    ])
                    let decoded = engine.playOutcomeByDecoding(using: &g)
                    if table.outcome != decoded || table.draws != g.index {
                        Issue.record(
                            "\(plan) draw \(r) word \(word): table \(table), decoding \(decoded) in \(g.index) draws"
                        )
                    }
                    if engine.outcome(decidedBy: word) < 0 { undecided += 1 }
                }
            }
            // Only first words can fall below the bound in the low half: at most one per value.
            #expect(undecided <= Int(bound))
        }
    }

    /// From 4 mines the draw is too wide for a table: Floyd's decoding, still one draw up to 15 mines, none decided above.
    @Test func minesWithoutATableDecideByFloydUpToFifteenMines() throws {
        let four = try MinesEngine(plan: MinesPlan(mines: 4, reveals: 5))
        #expect(four.lookup.isEmpty && four.decidesRoundsByOneWord)
        let sixteen = try MinesEngine(plan: MinesPlan(mines: 16, reveals: 2))
        #expect(!sixteen.decidesRoundsByOneWord)
        var source = Xoshiro256StarStar(seed: 11)
        for _ in 0..<20_000 {
            let word = source.next()
            Self.expectDecisionIsThePlay(four, word, "4 mines")
            #expect(sixteen.outcome(decidedBy: word) == -1)
        }
    }

    /// From 4 to 15 mines a decided round reads its first Floyd digits' partial mask from a table
    /// and each later digit from the word on its own: the same mines as Floyd's step-by-step
    /// decoding, on the first, a middle and the last word of every value of the table's digits,
    /// and on 20,000 seeded words per count.
    @Test(arguments: 4...15)
    func minesPrefixDecodingIsFloydsDecoding(m: Int) throws {
        let engine = try MinesEngine(plan: MinesPlan(mines: m, reveals: 1))
        let bound = engine.prefixBound
        #expect(bound > 1 && bound <= MinesEngine.prefixLimit && engine.prefixMasks.count == Int(bound))
        #expect(engine.digitProducts.last == engine.oneDrawBound)
        var mismatches = 0
        for r in 0..<bound {
            for word in Self.words(drawing: r, bound: bound)
            where engine.digitsFromPrefix(word) != engine.sampler.mask(fromAcceptedWord: word) {
                mismatches += 1
            }
        }
        var source = Xoshiro256StarStar(seed: 12)
        for _ in 0..<20_000 {
            let word = source.next()
            if engine.digitsFromPrefix(word) != engine.sampler.mask(fromAcceptedWord: word) { mismatches += 1 }
        }
        #expect(mismatches == 0, "\(m) mines")
    }

    /// Every cycle position of the default Slots, on its first, a middle and its last word, and
    /// every 16-bit bounce pattern of Plinko: the decision is the engine's play.
    @Test func slotsAndPlinkoDecideEveryWordAsTheyPlayIt() throws {
        let slots = try SlotsEngine()
        let cycle = UInt64(slots.configuration.cycle)
        for r in 0..<cycle {
            for word in Self.words(drawing: r, bound: cycle) {
                Self.expectDecisionIsThePlay(slots, word, "slots position \(r)")
                #expect((slots.outcome(decidedBy: word) >= 0) == (word &* cycle >= cycle))
            }
        }
        var tables = 0
        for rows in 8...16 {
            for risk in PlinkoRisk.allCases {
                guard let plinko = try? PlinkoEngine(options: PlinkoOptions(rows: rows, risk: risk)) else { continue }
                tables += 1
                for pattern in UInt64(0)..<(1 << UInt64(rows)) {
                    let word = pattern << UInt64(64 - rows) | (pattern &* 0x9E37_79B9 & ((1 << UInt64(64 - rows)) - 1))
                    let decided = plinko.outcome(decidedBy: word)
                    if decided != pattern.nonzeroBitCount || decided != Self.play(plinko, on: word).outcome {
                        Issue.record("plinko \(rows) \(risk) pattern \(pattern): decided \(decided)")
                    }
                }
            }
        }
        #expect(tables >= 9)
    }

    /// Crash decides by `u ≤ T`: the words either side of the threshold, and random words, for several targets.
    @Test func crashDecidesEveryWordAsItPlaysIt() throws {
        var source = Xoshiro256StarStar(seed: 12)
        for target in [101, 200, 1000, 100_000] {
            let engine = try CrashEngine(
                configuration: .defaults.offering(Centi(target)), target: CrashTarget(Centi(target)))
            let t = engine.winThreshold
            for (word, win) in [
                (wordForNumerator(t), true), (wordForNumerator(t) | 0x7FF, true),
                (wordForNumerator(t + 1), false), (0, true), (UInt64.max, t >= 1 << 53)
            ] {
                #expect(
                    engine.outcome(decidedBy: word) == (win ? CrashEngine.winIndex : CrashEngine.lossIndex),
                    "target \(target)")
                Self.expectDecisionIsThePlay(engine, word, "crash \(target)")
            }
            for _ in 0..<10_000 { Self.expectDecisionIsThePlay(engine, source.next(), "crash \(target)") }
        }
    }
}

import CasinoCore

// Slots's decision proof (`SlotsEngine.proveDecisions`, `DecisionProof`): its domain and its rule
// derived a second way, calling none of the engine's tables or decoding except through
// `playOutcome` and `outcome(decidedBy:)`, and then its other public paths to an outcome held to the
// same rule on the same elements (the app shows a round through them, so one that disagreed with
// play would show a round other than the one paid; they add nothing to `evaluated`). Instance
// paths are checked only on a real engine; a substitute engine in a test has none of them.
extension DecisionProof {
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

    /// Slots, at cycle position `r` with its digits `stops` and the rule's `line`: the engine's
    /// `nextCyclePosition` on r's first accepted word is r, `stops(forCyclePosition:)` is its digits,
    /// and `outcome(forStops:)` of them is the line play pays.
    static func checkSlotsPaths(
        _ engine: SlotsEngine, position r: UInt64, firstAccepted word: UInt64,
        stops: (UInt64, UInt64, UInt64), line: Int, _ log: inout ProofLog
    ) {
        var replay = ReplayedWords(first: word, second: word)
        let drawn = engine.nextCyclePosition(using: &replay)
        if drawn != r { log.fail("cycle position \(r): nextCyclePosition draws \(drawn) from its first accepted word") }
        let decoded = engine.stops(forCyclePosition: r)
        if decoded != stops {
            log.fail("cycle position \(r): stops(forCyclePosition:) says \(decoded), the digits are \(stops)")
        }
        let looked = engine.outcome(forStops: stops.0, stops.1, stops.2)
        if looked != line {
            log.fail(
                "stops \(stops.0) \(stops.1) \(stops.2) (cycle position \(r)): outcome(forStops:) says \(looked), "
                    + "the rule and play \(line)")
        }
    }
}

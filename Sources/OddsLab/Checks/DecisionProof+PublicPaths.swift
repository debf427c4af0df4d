import CasinoCore

// The other public ways the core reaches an outcome, held to the same rule on the same domain as
// `playOutcome` and `outcome(decidedBy:)`: the app shows a round through them (the reels' stops,
// the crash point, the mines' places), so one that disagreed with play would show a round other
// than the one paid. A radix slip in `SlotsEngine.outcome(forStops:)` passed every gate because
// play reads the lookup table instead (issue 42). These checks add nothing to `evaluated`, which
// Crash's published domain prints, so a passing proof's row reads as before. Instance paths are
// checked only on a real engine; a substitute engine in a test has none of them.
extension DecisionProof {
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

    /// Crash: the engine's threshold is the rule's T, and at each probed numerator u the displayed
    /// crash point (`crashPoint(returnPPM:numerator:)`) reaches the target exactly when u wins.
    static func checkCrashPaths<Decider: GameEngine>(
        _ engine: CrashEngine, _ decider: Decider, threshold: UInt128, probes: [UInt128], _ log: inout ProofLog
    ) {
        let top = UInt128(1) << 53
        if let real = decider as? CrashEngine, min(UInt128(real.winThreshold), top) != threshold {
            log.fail("the engine's winThreshold is \(real.winThreshold), the rule's \(threshold)")
        }
        let ppm = engine.configuration.returnPPM
        let target = engine.target.centi.hundredths
        for u in probes where u >= 1 && u <= top {
            let point = CrashEngine.crashPoint(returnPPM: ppm, numerator: UInt64(u)).hundredths
            if (point >= target) != (u <= threshold) {
                log.fail(
                    "numerator \(u) (threshold \(threshold)): crashPoint shows \(point) hundredths against the "
                        + "target \(target), play \(u <= threshold ? "wins" : "loses")")
            }
        }
    }

    /// Plinko: `bucket(forBounces:)` of a bounce pattern is its number of rights.
    static func checkPlinkoPaths(pattern: UInt64, rights: Int, _ log: inout ProofLog) {
        let bucket = PlinkoEngine.bucket(forBounces: pattern)
        if bucket != rights {
            log.fail("bounce pattern \(String(pattern, radix: 2)): bucket(forBounces:) says \(bucket), not \(rights)")
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

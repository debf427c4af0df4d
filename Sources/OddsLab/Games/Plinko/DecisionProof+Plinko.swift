import CasinoCore

// Plinko's decision proof (`PlinkoEngine.proveDecisions`, `DecisionProof`): its domain and its rule
// derived a second way, calling none of the engine's tables or decoding except through
// `playOutcome` and `outcome(decidedBy:)`, and then its other public paths to an outcome held to the
// same rule on the same elements (the app shows a round through them, so one that disagreed with
// play would show a round other than the one paid; they add nothing to `evaluated`). Instance
// paths are checked only on a real engine; a substitute engine in a test has none of them.
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

    /// Plinko: `bucket(forBounces:)` of a bounce pattern is its number of rights.
    static func checkPlinkoPaths(pattern: UInt64, rights: Int, _ log: inout ProofLog) {
        let bucket = PlinkoEngine.bucket(forBounces: pattern)
        if bucket != rights {
            log.fail("bounce pattern \(String(pattern, radix: 2)): bucket(forBounces:) says \(bucket), not \(rights)")
        }
    }
}

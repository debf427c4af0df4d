import CasinoCore

/// An exact proof that one offered choice's engine decides rounds as its outcome table says: the
/// engine's own decision (`outcome(decidedBy:)`, and `playOutcome` on the same words) is evaluated
/// over the whole domain the round is decided on, each element checked against the rule derived a
/// second way (bounce count, stop triple's paying line, Floyd's subset, crash-point threshold),
/// and the counts compared with the exact table. No sampling: a pass is a proof (on the domain the
/// RNG contract defines, Docs/rng.md), a failure names the first elements that disagree. Every
/// other public path of the engine to an outcome is held to the same rule on the same elements
/// (each game's `Games/<Game>/DecisionProof+<Game>.swift`): Slots' `nextCyclePosition`, `stops(forCyclePosition:)` and
/// `outcome(forStops:)` at every cycle position, Crash's `winThreshold` and `crashPoint` at every
/// probed numerator, Plinko's `bucket(forBounces:)` at every pattern, Mines' `outcome(forMines:)`
/// and `playOutcomeByDecoding` at every draw or digit sequence the proof plays.
///
/// The domains, per game (Docs/methodology.md, "What is proven exactly"):
/// - **Plinko**: all 2ᴿ bounce patterns (the top R bits of the word), each at its first and last
///   word; bucket = number of rights; counts C(R, k).
/// - **Slots**: every position r of the cycle, at its first word Lemire's method accepts and its
///   last; stops = r's mixed-radix digits; the paying line read from the paytable; counts per line.
///   Lemire's acceptance region is counted per value (`LemireRegion`): each r has ⌊2⁶⁴ / cycle⌋ words.
/// - **Crash**: the threshold: every numerator u ≤ T wins and every u > T loses, with T derived from
///   the rule text (crash point ⌊100·r / U⌋ ≥ target); the engine is checked at u = 1, T, T + 1,
///   2⁵³ and 64 points between, at both ends of each u's 2¹¹ words, and T / 2⁵³ against the table.
/// - **Mines**: up to 3 mines, every value of the subset's draw (Floyd's digits in mixed radix,
///   13 800 at most); above, step by step (`MinesDigitChain`): every Floyd digit sequence counted
///   exactly over the chain of the revealed tiles' mines, the counts against the table, and the
///   engine played through every transition of that chain; with Floyd's decoding at 4 097 draws
///   spread over the range and the outcome of every first-hit pattern.
struct DecisionProof: Hashable, Sendable {
    /// The choice, e.g. `"plinko 16 rows high"`.
    var title: String
    /// What was enumerated, e.g. `"65536 bounce patterns"`.
    var domain: String
    /// How many elements of the domain were decided by the engine.
    var evaluated: Int
    /// The disagreements, at most `DecisionProof.namedProblems` of them.
    var problems: [String]
    /// How many disagreements there were in all.
    var problemCount: Int
    /// False for a game this type has no proof for: its item is n/a, never a pass.
    var isProven = true

    /// How many problems a failure names.
    static let namedProblems = 3

    /// True when every element agreed and every count matched the table.
    var passed: Bool { problemCount == 0 }

    /// Proves `game`'s decisions (see the type's documentation).
    ///
    /// - Complexity: O(domain) engine decisions: 2ᴿ for Plinko, 2 · cycle for Slots, about 140
    ///   for Crash, 13 800 for Mines up to 3 mines, above about 4 200 plus 1.5 per transition of
    ///   its digit chain (at most about 190 000, for 7 mines 14 reveals, among the offered default plans).
    init(_ game: ConfiguredGame) {
        var log = ProofLog()
        // A game without a proof of its own (`LabGameEngine`'s default) is sampled only: its item
        // says so (n/a).
        let domain = game.engine.lab?.proveOwnDecisions(log: &log)
        self.init(game, domain: domain, log: log)
    }

    /// Proves `decider` against `game`'s rule and table: how a test shows what the proof catches,
    /// with a subtly wrong engine in place of the real one (it claims the real table, but decides
    /// rounds its own way). Mines' first-hit patterns are checked only when `decider` is a `MinesEngine`.
    init<Decider: GameEngine>(_ game: ConfiguredGame, playing decider: Decider) {
        var log = ProofLog()
        let domain = game.engine.lab?.proveDecisions(playing: decider, log: &log)
        self.init(game, domain: domain, log: log)
    }

    private init(_ game: ConfiguredGame, domain: String?, log: ProofLog) {
        self.domain = domain ?? "no enumerated decision domain for this game (its rounds are sampled only)"
        isProven = domain != nil
        title = game.title
        evaluated = log.evaluated
        problems = log.problems
        problemCount = log.problemCount
    }

    /// The proof as a gate item.
    func item(caseIndex: Int) -> CheckItem {
        let detail =
            !isProven
            ? "not proven: \(domain)"
            : passed
                ? "proven over \(domain): every decision agrees with the rule and the counts equal the exact table"
                : "\(problemCount) disagreements over \(domain): " + problems.joined(separator: "; ")
        return CheckItem(
            caseIndex: caseIndex, caseTitle: title, kind: .decisionProof,
            verdict: !isProven ? .notApplicable : passed ? .pass : .fail,
            pValue: nil, adjustedPValue: nil, detail: detail)
    }
}

/// What a proof found: decisions made and disagreements, the first few named.
struct ProofLog {
    var evaluated = 0
    var problems: [String] = []
    var problemCount = 0

    mutating func fail(_ problem: @autoclosure () -> String) {
        if problemCount < DecisionProof.namedProblems { problems.append(problem()) }
        problemCount += 1
    }

    /// The engine's outcome for a round whose words are `words` (the last repeated if it asks for
    /// more): `playOutcome`, and `outcome(decidedBy:)` of the first word when it decides, which
    /// must agree. −1 when the two paths disagree (logged).
    mutating func outcome<Engine: GameEngine>(
        _ engine: Engine, _ first: UInt64, then second: UInt64? = nil, what: @autoclosure () -> String
    ) -> Int {
        evaluated += 1
        var replay = ReplayedWords(first: first, second: second ?? first)
        let played = engine.playOutcome(using: &replay)
        let decided = engine.outcome(decidedBy: first)
        if decided >= 0 && decided != played {
            fail("\(what()): outcome(decidedBy:) says \(decided), playOutcome \(played)")
            return -1
        }
        return played
    }

    /// Compares outcome counts over a domain of `size` elements with the table, exactly.
    mutating func compare(counts: [UInt128], size: UInt128, with table: OutcomeTable) {
        guard counts.count == table.outcomes.count else {
            fail("the engine decided \(counts.count) outcomes, the table has \(table.outcomes.count)")
            return
        }
        for (count, outcome) in zip(counts, table.outcomes) {
            let p = outcome.probability
            let lhs = count.multipliedReportingOverflow(
                by: UInt128(p.denominator.high) << 64 | UInt128(p.denominator.low))
            let rhs = size.multipliedReportingOverflow(by: UInt128(p.numerator.high) << 64 | UInt128(p.numerator.low))
            if lhs.overflow || rhs.overflow || lhs.partialValue != rhs.partialValue {
                fail("\(outcome.label): \(count) of \(size) against the table's \(p)")
            }
        }
    }
}

/// A generator that returns `first`, then `second` forever: the engine sees exactly the words a
/// proof chooses (no allocation, so a proof of 2¹⁷ decisions stays in milliseconds).
struct ReplayedWords: BitGenerator {
    let first: UInt64
    let second: UInt64
    var drawn = false

    mutating func next() -> UInt64 {
        defer { drawn = true }
        return drawn ? second : first
    }
}

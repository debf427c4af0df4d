/// One possible result of a round, with its exact probability and its multiplier.
public struct Outcome: Hashable, Sendable {
    /// A short, stable name: `"win"`, `"bucket 3"`, `"mine hit"`, `"BAR BAR BAR"`.
    public var label: String
    /// The exact probability of this outcome.
    public var probability: ExactFraction
    /// The multiplier paid on this outcome (0 for a loss).
    public var centi: Centi

    /// An outcome named `label` with its exact `probability` and multiplier.
    public init(label: String, probability: ExactFraction, centi: Centi) {
        self.label = label
        self.probability = probability
        self.centi = centi
    }
}

/// Every outcome of a game with its options fixed, in the order the engine numbers them.
public struct OutcomeTable: Hashable, Sendable {
    /// Every outcome, each with its exact probability (they sum to 1).
    public var outcomes: [Outcome] { didSet { weights = OutcomeWeights(outcomes) } }
    /// The outcomes as integer weights over their common denominator, computed once with the table:
    /// every commit judges its bet's effective return on them (`EffectiveReturn`, `ReturnFloor`).
    private(set) var weights: OutcomeWeights?

    /// A table of `outcomes`.
    public init(_ outcomes: [Outcome]) {
        self.outcomes = outcomes
        weights = OutcomeWeights(outcomes)
    }

    // Two tables are equal when their outcomes are (`weights` follows from them).
    public static func == (lhs: OutcomeTable, rhs: OutcomeTable) -> Bool { lhs.outcomes == rhs.outcomes }

    public func hash(into hasher: inout Hasher) { hasher.combine(outcomes) }

    /// The multipliers alone, indexed like `outcomes`: what a hot loop needs.
    public var centis: [Centi] { outcomes.map(\.centi) }
}

/// A game with its options fixed and validated, ready to play wager after wager.
///
/// This is the protocol every game engine implements: the same value drives the app, the exact
/// analysis (through `outcomeTable`) and the Monte Carlo runner (through `playOutcome`), so the lab
/// measures the code that ships. Engines are pure: everything random comes from `generator`.
public protocol GameEngine: Sendable {
    /// The exact outcome table; `playOutcome` returns indices into it.
    var outcomeTable: OutcomeTable { get }

    /// Plays one round and returns the index of the outcome in `outcomeTable`.
    ///
    /// - Complexity: one draw for Crash, Plinko and Slots, one for Mines up to 15 mines and two above (plus Lemire's rare redraws); no allocation.
    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int

    /// The outcome of a round whose first draw is `word`, when that word alone decides it: what
    /// `playOutcome` returns, having drawn only `word`, on a generator whose next word is `word`.
    /// −1 when the round needs more draws (or the engine never decides from one word). The engines
    /// call it first in `playOutcome`, so it is the same code; the lab's runner calls it on a block
    /// of words to play many rounds without a generator between them.
    func outcome(decidedBy word: UInt64) -> Int

    /// True when `outcome(decidedBy:)` decides all but a vanishing share of rounds (Crash, Plinko,
    /// Slots, and Mines up to 15 mines: all but `bound / 2⁶⁴` of them, Lemire's rare redraw test).
    var decidesRoundsByOneWord: Bool { get }
}

extension GameEngine {
    /// Never decided by one word: every round goes through `playOutcome`.
    @inlinable
    public func outcome(decidedBy word: UInt64) -> Int { -1 }

    @inlinable
    public var decidesRoundsByOneWord: Bool { false }
}

/// What a settled round pays, before the midnight cap.
public struct GameOutcome: Hashable, Sendable {
    /// Index into the plan's outcome table.
    public var outcomeIndex: Int
    /// The multiplier of that outcome.
    public var centi: Centi
    /// The minutes staked.
    public var wager: Int
    /// `floor(wager · centi / 100)`; 0 on a loss.
    public var payout: Int
    /// `payout − wager` (negative on a loss), before the midnight cap.
    public var deltaMinutes: Int { payout - wager }
    /// A win is any outcome that pays something back.
    public var isWin: Bool { payout > 0 && centi.hundredths > 0 }

    /// The outcome at `outcomeIndex` paying `centi` on `wager` minutes (floored).
    public init(outcomeIndex: Int, centi: Centi, wager: Int) {
        self.outcomeIndex = outcomeIndex
        self.centi = centi
        self.wager = wager
        self.payout = centi.payout(forWager: wager)
    }
}

extension GameEngine {
    /// Plays one round for `wager` minutes: the engine decides the outcome, integer arithmetic the payout.
    public func play<G: BitGenerator>(wager: Int, using generator: inout G) -> GameOutcome {
        let index = playOutcome(using: &generator)
        return GameOutcome(outcomeIndex: index, centi: outcomeTable.outcomes[index].centi, wager: wager)
    }
}

import CasinoCore
import Foundation
import SeededRuns

/// The fairness gate's documented list of cases: every choice the configuration offers, at the
/// wager sizes where floor rounding differs, and budgets that make the midnight cap bite.
///
/// The standard suite (`init(configuration:)`), in this order:
/// - **every offered choice** (`Offer`: a choice the return floor accepts at some wager 1…120 at
///   00:00), in configuration order — Crash targets, Plinko tables, Mines plans, Slots — at each
///   of `wagers(for:)`: its smallest accepted wager, 10 and 60 minutes, each the floor accepts and
///   whose exact effective return differs from the wagers already kept (258 choices and 459 cases
///   with the defaults). A choice the floor refuses at every wager has no case: the app takes no
///   bet on it (`check`'s floor cases still examine it exactly);
/// - **the cap biting**: Crash 2.00x with 5 minutes of room and with none (remaining above the
///   minutes to midnight: a win must pay back the wager, never less), Plinko 16 medium with 20
///   minutes of room, Mines 3/5 with 5, Slots with 20 and at 23:59, Plinko 8 high at 23:59.
///
/// Every other case has the loosest budget a day allows (remaining = wager, 1439 minutes to
/// midnight), so it is capped only where the app would cap it.
///
/// **Seeds.** Case i (0-based, in suite order) plays on seed `caseSeed(runSeed: S, caseIndex: i)`:
/// output i of SplitMix64 started at S. Within a case, chunk k plays on stream k of that seed,
/// as every Monte Carlo run does, so each case can be replayed alone with `simulate`.
package struct CheckSuite: Sendable {
    /// The cases, in order.
    var cases: [CheckCase]

    init(cases: [CheckCase]) { self.cases = cases }

    /// The seed of a default run.
    package static let defaultSeed: UInt64 = 2026

    /// The wagers each case plays in a default run: 2²⁰ = 1 048 576 (one chunk), 5.0·10⁸ wagers for
    /// the standard suite (477 cases). The decisions and payouts are proven exactly first
    /// (`ExactGate`), so the Monte Carlo is sized for the plumbing around them — generator, lanes,
    /// runner, counting, merging — whose faults move whole outcome counts, not a hundredth of a
    /// percent (Docs/methodology.md, "What is proven exactly, what is sampled", has the deviation
    /// each test detects at this size; Docs/performance.md the time). The audited false-alarm rate
    /// of the standard suite stays below 10⁻⁶.
    package static let defaultWagers = 1 << 20

    /// The seed case `caseIndex` plays on in a run seeded `runSeed`: output `caseIndex` (0-based)
    /// of SplitMix64 started at `runSeed`.
    static func caseSeed(runSeed: UInt64, caseIndex: Int) -> UInt64 {
        RunSeeds.subRunSeed(of: runSeed, index: caseIndex)
    }

    /// The standard suite for `configuration` (see the type's documentation).
    ///
    /// - Throws: `ConfigurationError` when a configuration cannot build one of the suite's games.
    init(configuration: GameConfiguration) throws(ConfigurationError) {
        try self.init(configuration: configuration, offer: try Offer(configuration: configuration))
    }

    /// The standard suite for `configuration`, from its offer computed already (`Offer(configuration:)`,
    /// which `FloorGate` and the disclosure read too), so the offer is not computed twice.
    ///
    /// - Throws: `ConfigurationError` when a configuration cannot build one of the suite's games.
    package init(configuration: GameConfiguration, offer: Offer) throws(ConfigurationError) {
        var cases: [CheckCase] = []
        // Every offered choice of every registered game (one the floor accepts at some wager), at each
        // wager where its rounding differs: a new game is in the gate as soon as it is in the registry.
        // The offer lists the registry's games in order, each game's choices in configuration order.
        for choice in offer.choices {
            for wager in CheckSuite.wagers(for: choice) { cases.append(CheckCase(game: choice.game, wager: wager)) }
        }

        // The cap biting: small or no room between the remaining minutes and midnight, each game's own
        // cases (its descriptor) merged into one list by their places: case i's seed is fixed by its
        // place, and this order is published.
        var capBiting: [(place: Int, checkCase: CheckCase)] = []
        for game in GameRegistry.games { capBiting += try game.capBitingCases(configuration) }
        cases += capBiting.sorted { $0.place < $1.place }.map(\.checkCase)
        self.cases = cases
    }

    /// The wagers a choice is played at, increasing: of its smallest accepted wager (where floor
    /// rounding costs the most among the bets the app takes), the disclosure's 10 minutes and 60
    /// minutes (where the cap already binds on the largest wins at 00:00), each one the offer
    /// accepts and whose exact effective return differs from every wager already kept — a wager
    /// with the same return as one kept adds no new rounding. Empty for a choice the floor refuses
    /// at every wager (the app takes no bet on it, so there is nothing to play).
    ///
    /// - Complexity: O(wagers looked at by the offer).
    static func wagers(for choice: Offer.Choice) -> [Int] {
        guard let smallest = choice.smallestAcceptedWager else { return [] }
        var kept: [(wager: Int, effectiveReturn: ExactFraction?)] = []
        for wager in [smallest] + roundingWagers where !kept.contains(where: { $0.wager == wager }) {
            guard let bet = choice.bet(atWager: wager), bet.accepted else { continue }
            let exact = bet.effectiveReturn?.fraction
            // A return too large for 128 bits is never merged with another.
            if let exact, kept.contains(where: { $0.effectiveReturn == exact }) { continue }
            kept.append((wager, exact))
        }
        return kept.map(\.wager).sorted()
    }

    /// The wagers every choice is tried at besides its smallest accepted one.
    static let roundingWagers = [10, 60]

    /// Plays the cases `range` (all of them for a whole run, a shard's for `check --shard`) and tests
    /// each; case i plays on `caseSeed(runSeed: seed, caseIndex: i)` whatever the range.
    ///
    /// - Throws: `InputError` when a case cannot be run as specified; `CommandInterrupted` after a
    ///   stop, saying what the caller `kept`.
    func playCases(
        _ range: Range<Int>, seed: UInt64, wagersPerCase: Int, threads: Int, plan: CheckPlan,
        control: RunControl = RunControl(), kept: String = CommandInterrupted.stopped.kept
    ) throws -> [CaseResult] {
        let policy = plan.policy
        for i in range {
            let checkCase = self.cases[i]
            _ = try checkCase.runSpec(seed: CheckSuite.caseSeed(runSeed: seed, caseIndex: i), wagers: wagersPerCase)
        }
        let chunks = (wagersPerCase + RunSpec.standardChunkSize - 1) / RunSpec.standardChunkSize
        let cases = self.cases
        // Cases of fewer chunks than threads run side by side, one thread each; larger cases one
        // after another, each on every thread. Either way case i is chunk i of the runner, so the
        // results come back in case order.
        let sideBySide = chunks < max(1, threads) && threads > 1
        let outcome = ChunkedRunner.run(
            range, threads: sideBySide ? threads : 1, control: control, empty: ChunkResults<CaseResult>()
        ) { index, control in
            // The specs were validated above; a failure here can only be a stop.
            let result = try? FairnessCheck.run(
                cases[index], seed: CheckSuite.caseSeed(runSeed: seed, caseIndex: index), wagers: wagersPerCase,
                threads: sideBySide ? 1 : max(1, threads), policy: policy, control: control,
                odds: plan.entries[index].odds)
            return result.map { ChunkResults([$0]) }
        }
        // A case that gave up with no stop requested could not be run: not an interruption.
        if !outcome.isComplete && !control.isStopRequested {
            throw InputError(clipping: "a check case could not be run")
        }
        return try outcome.whole(kept: kept).elements
    }

    /// The plan of a run of `wagersPerCase` wagers per case: tests, power and audited false alarms.
    func plan(wagersPerCase: Int, policy: CheckPolicy = .standard) -> CheckPlan {
        CheckPlan(cases: cases, wagersPerCase: wagersPerCase, policy: policy)
    }

    /// Plays every case and decides every check.
    ///
    /// Results do not depend on `threads`: cases with several chunks run one after another on all
    /// threads; when a case has fewer chunks than threads, cases run side by side instead.
    ///
    /// - Parameters:
    ///   - seed: the run's seed; case i plays on `caseSeed(runSeed: seed, caseIndex: i)`.
    ///   - wagersPerCase: wagers per case, at least 1.
    ///   - threads: worker threads, at least 1.
    ///   - floorGate: the return floor's exact cases, decided already; their items join the report.
    ///   - control: progress (wagers played over all cases) and stop requests.
    /// - Throws: `InputError` when a case cannot be run as specified (e.g. too many wagers);
    ///   `CommandInterrupted` when `control` was asked to stop before every case ran, saying what
    ///   the caller `kept`.
    /// - Complexity: O(cases × wagersPerCase × cost of a round / threads).
    package func run(
        seed: UInt64, wagersPerCase: Int, threads: Int, policy: CheckPolicy = .standard,
        floorGate: FloorGate? = nil, control: RunControl = RunControl(), kept: String = CommandInterrupted.stopped.kept
    ) throws -> CheckReport {
        let plan = self.plan(wagersPerCase: wagersPerCase, policy: policy)
        let results = try playCases(
            cases.indices, seed: seed, wagersPerCase: wagersPerCase, threads: threads, plan: plan, control: control,
            kept: kept)
        return CheckReport(
            seed: seed, plan: plan, results: results, floorGate: floorGate,
            exactGate: ExactGate(cases: cases, threads: max(1, threads)))
    }
}

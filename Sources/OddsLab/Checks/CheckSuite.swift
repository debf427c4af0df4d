import Foundation
import Synchronization

/// The fairness gate's documented list of cases: every game, a spread of configurations, several
/// wager sizes, and budgets that make the midnight cap bite.
///
/// The standard suite (`init(configuration:)`), in this order:
/// - **Crash**: every analysis target of the configuration (1.01x … 1000.00x by default) at
///   wagers 1, 10 and 60 minutes;
/// - **Plinko**: every offered table (27 by default) at wager 10; 8 rows low, 12 medium and 16 high
///   at wager 1; 8 high, 12 low and 16 medium at wager 60;
/// - **Mines**: 17 plans at wager 10 — 1 mine (1, 5, 12, 24 reveals), 3 (1, 5, 10, 22), 5 (1, 5,
///   10, 15), 10 (1, 3, 6, 10), 24 (1); 1/1 and 3/5 at wager 1; 3/5 and 24/1 at wager 60;
/// - **Slots**: the machine at wagers 1, 10 and 60;
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
public struct CheckSuite: Sendable {
    /// The cases, in order.
    public var cases: [CheckCase]

    public init(cases: [CheckCase]) { self.cases = cases }

    /// The seed of a default run.
    public static let defaultSeed: UInt64 = 2026

    /// The wagers each case plays in a default run: 2²⁶ = 67 108 864 (64 chunks), 6.5·10⁹ wagers
    /// for the standard suite. It takes about 15 s on 2 idle cores in a release build (40 s
    /// measured with the cores shared three ways), under the 2-minute budget with room to spare,
    /// and keeps the audited false-alarm rate of the standard suite below 10⁻⁶
    /// (Docs/methodology.md has the power this size buys).
    public static let defaultWagers = 1 << 26

    /// The seed case `caseIndex` plays on in a run seeded `runSeed`: output `caseIndex` (0-based)
    /// of SplitMix64 started at `runSeed`.
    public static func caseSeed(runSeed: UInt64, caseIndex: Int) -> UInt64 {
        var mixer = SplitMix64(seed: runSeed, skipping: UInt64(caseIndex))
        return mixer.next()
    }

    /// The standard suite for `configuration` (see the type's documentation).
    ///
    /// - Throws: `ConfigurationError` when a configuration cannot build one of the suite's games.
    public init(configuration: GameConfiguration) throws(ConfigurationError) {
        var cases: [CheckCase] = []
        for game in GameRegistry.games { cases += try game.checkCases(configuration) }

        // The cap biting: small or no room between the remaining minutes and midnight. One list across
        // the games, not one per descriptor: case i's seed is fixed by its place, and this order is published.
        let crashTargets = configuration.crash.analysisTargets.map(CrashTarget.init)
        let plinko = configuration.plinko
        let slots = try ConfiguredGame.slots(configuration.slots)
        let capTarget = (try? CrashTarget.default.validate(against: configuration.crash)) != nil
            ? CrashTarget.default : crashTargets[0]
        let crash = try ConfiguredGame.crash(configuration.crash, target: capTarget)
        cases.append(CheckCase(game: crash, wager: 10, remainingMinutes: 100, minutesUntilMidnight: 105))
        cases.append(CheckCase(game: crash, wager: 60, remainingMinutes: 200, minutesUntilMidnight: 100))
        let capPlinko = [PlinkoOptions(rows: 16, risk: .medium), PlinkoOptions(rows: 8, risk: .high)]
            .filter { plinko.table(for: $0) != nil }
        if let options = capPlinko.first {
            cases.append(CheckCase(game: try .plinko(plinko, options: options), wager: 10,
                                   remainingMinutes: 30, minutesUntilMidnight: 50))
        }
        cases.append(CheckCase(game: try .mines(configuration.mines, plan: .default), wager: 10,
                               remainingMinutes: 10, minutesUntilMidnight: 15))
        cases.append(CheckCase(game: slots, wager: 10, remainingMinutes: 500, minutesUntilMidnight: 520))
        cases.append(CheckCase(game: slots, wager: 60, remainingMinutes: 1439, minutesUntilMidnight: 0))
        if let options = capPlinko.last {
            cases.append(CheckCase(game: try .plinko(plinko, options: options), wager: 1,
                                   remainingMinutes: 1, minutesUntilMidnight: 1))
        }
        self.cases = cases
    }

    /// The plan of a run of `wagersPerCase` wagers per case: tests, power and audited false alarms.
    public func plan(wagersPerCase: Int, policy: CheckPolicy = .standard) -> CheckPlan {
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
    ///   - progress: called after each case with the number of cases done (from any thread).
    /// - Throws: `RunSpecError` when a case cannot be run as specified (e.g. too many wagers).
    /// - Complexity: O(cases × wagersPerCase × cost of a round / threads).
    public func run(seed: UInt64, wagersPerCase: Int, threads: Int, policy: CheckPolicy = .standard,
                    floorGate: FloorGate? = nil, progress: (@Sendable (Int) -> Void)? = nil) throws -> CheckReport {
        let plan = self.plan(wagersPerCase: wagersPerCase, policy: policy)
        for (i, checkCase) in cases.enumerated() {
            _ = try checkCase.runSpec(seed: CheckSuite.caseSeed(runSeed: seed, caseIndex: i), wagers: wagersPerCase)
        }
        let chunks = (wagersPerCase + RunSpec.standardChunkSize - 1) / RunSpec.standardChunkSize
        let cases = self.cases
        let slots = Mutex<[CaseResult?]>(Array(repeating: nil, count: cases.count))
        let done = Atomic<Int>(0)
        let runCase: @Sendable (Int, Int) -> Void = { index, caseThreads in
            let seedOfCase = CheckSuite.caseSeed(runSeed: seed, caseIndex: index)
            // The spec was validated above, so this cannot throw.
            let result = try? FairnessCheck.run(cases[index], seed: seedOfCase, wagers: wagersPerCase,
                                                threads: caseThreads, policy: policy)
            slots.withLock { $0[index] = result }
            let finished = done.wrappingAdd(1, ordering: .relaxed).newValue
            progress?(finished)
        }
        if chunks < max(1, threads) && threads > 1 {
            // `threads` workers each claim the next case until none are left.
            let next = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: min(threads, cases.count)) { _ in
                while true {
                    let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard index < cases.count else { return }
                    runCase(index, 1)
                }
            }
        } else {
            for index in cases.indices { runCase(index, max(1, threads)) }
        }
        let results = slots.withLock { $0 }.compactMap { $0 }
        guard results.count == cases.count else { throw RunSpecError("a check case could not be run") }
        return CheckReport(seed: seed, plan: plan, results: results, floorGate: floorGate)
    }
}

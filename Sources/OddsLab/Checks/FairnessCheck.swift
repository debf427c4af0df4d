import CasinoCore
import SeededRuns
import Statistics

/// One statistical test of a case: its statistic and p-value, or why it could not be run.
package struct StatisticalTest: Hashable, Sendable {
    /// z for the RTP test, Pearson's X² for the chi-square; 0 when not applicable.
    package var statistic: Double
    /// Degrees of freedom of the chi-square (bins − 1); nil for the z-test.
    package var degreesOfFreedom: Int?
    /// The p-value; 1 when not applicable.
    package var pValue: Double
    /// Why the test was not run, or nil when it was.
    var notApplicableReason: String?

    /// Whether the test was run and takes part in the Holm family.
    package var isApplicable: Bool { notApplicableReason == nil }

    static func notApplicable(_ reason: String, degreesOfFreedom: Int? = nil) -> StatisticalTest {
        StatisticalTest(statistic: 0, degreesOfFreedom: degreesOfFreedom, pValue: 1, notApplicableReason: reason)
    }
}

/// Everything the gate learned from one case: the run's counters and the tests built on them.
package struct CaseResult: Sendable {
    /// The case.
    package let checkCase: CheckCase
    /// The seed its run used (derived from the run's seed, see `CheckSuite.caseSeed`).
    package let seed: UInt64
    /// The exact odds it was compared with.
    package let odds: CaseOdds
    /// The Monte Carlo result.
    package let run: MonteCarloResult
    /// Observed RTP: minutes paid ÷ minutes wagered.
    package let observedRTP: Double
    /// The exact standard error of the RTP after `run.totals.wagers` wagers: σ ÷ √n.
    package let standardError: Double
    /// The z-test of the observed RTP against the exact one, with the exact σ.
    package let rtpTest: StatisticalTest
    /// Pearson's chi-square of the outcome counts against the exact probabilities.
    package let chiSquare: StatisticalTest
    /// Wagers observed in outcomes of probability exactly 0.
    let impossibleOutcomes: Int

    /// Wagers paid differently from their preview.
    package var previewMismatches: Int { run.totals.previewMismatches }
    /// Wagers that broke a cap or sign rule, or whose engine returned an outcome outside its table.
    package var ruleViolations: Int { run.totals.ruleViolations }
    /// Wagers whose win the cap lowered.
    package var capApplications: Int { run.totals.capApplications }
}

/// Runs one case of the gate through the Monte Carlo runner and tests the result.
///
/// The tests, each against the exact odds of the case (`CaseOdds`: the preview's payouts, cap
/// included):
/// - **RTP z-test**: z = (observed RTP − exact RTP) / (σ/√n) with the exact σ of payout ÷ wager;
///   two-sided p. Not applicable when every outcome pays the same (σ = 0).
/// - **chi-square**: Pearson's test of the outcome counts, adjacent outcomes pooled until each bin
///   expects `policy.minimumExpectedCount`; not applicable when that leaves one bin.
/// - **preview == payout**, **cap and sign rules**, **possible outcomes only**: counts that must be
///   0 (any other count fails, with no false alarm).
enum FairnessCheck {
    /// Plays `wagers` wagers of `checkCase` on `seed` with the case's own engine and tests them.
    ///
    /// - Parameter threads: worker threads; the result does not depend on it.
    /// - Throws: `InputError` when the case's wager or budget breaks a rule.
    /// - Parameter odds: the case's exact odds when the caller has them already (the plan's).
    static func run(
        _ checkCase: CheckCase, seed: UInt64, wagers: Int, threads: Int,
        policy: CheckPolicy = .standard, control: RunControl = RunControl(), odds: CaseOdds? = nil
    ) throws -> CaseResult {
        // The game's kernel plays the concrete engine, so the runner's loop is specialised on its type.
        let spec = try checkCase.runSpec(seed: seed, wagers: wagers)
        let result = MonteCarloRunner.run(
            game: checkCase.game.engine, spec: spec, producer: "casino-odds check", threads: threads,
            control: control)
        if result.interrupted { throw CommandInterrupted.stopped }
        return evaluate(checkCase, run: result, policy: policy, odds: odds)
    }

    /// Plays `engine` in place of the case's engine, and tests it against the case's exact odds.
    ///
    /// This is how a test shows the gate's power: a subtly wrong engine that reports the real
    /// outcome table (so it claims the real odds) but plays differently.
    static func run<Engine: GameEngine>(
        _ checkCase: CheckCase, engine: Engine, seed: UInt64, wagers: Int, threads: Int,
        policy: CheckPolicy = .standard, control: RunControl = RunControl(), odds: CaseOdds? = nil
    ) throws -> CaseResult {
        let spec = try checkCase.runSpec(seed: seed, wagers: wagers)
        let result = MonteCarloRunner.run(
            engine: engine, spec: spec, producer: "casino-odds check", threads: threads, control: control)
        if result.interrupted { throw CommandInterrupted.stopped }
        return evaluate(checkCase, run: result, policy: policy, odds: odds)
    }

    /// Tests a finished run of `checkCase`.
    ///
    /// - Complexity: O(outcomes).
    /// - Parameter odds: the case's exact odds when the caller has them already, else computed here.
    static func evaluate(
        _ checkCase: CheckCase, run result: MonteCarloResult, policy: CheckPolicy = .standard, odds: CaseOdds? = nil
    ) -> CaseResult {
        let odds = odds ?? CaseOdds(checkCase)
        let totals = result.totals
        let n = totals.wagers
        let observed = totals.minutesWagered > 0 ? Double(totals.minutesPaid) / Double(totals.minutesWagered) : 0
        let standardError = n > 0 ? odds.sigma / Double(n).squareRoot() : 0

        let rtpTest: StatisticalTest
        if odds.isDegenerate {
            rtpTest = .notApplicable("every outcome pays the same at this wager (σ = 0), so the RTP cannot vary")
        } else if n < 2 {
            rtpTest = .notApplicable("fewer than 2 wagers")
        } else {
            let sums = PayoutSums(
                count: UInt64(n), totalPaid: UInt128(max(0, totals.minutesPaid)),
                sumOfSquaredPayouts: UInt128(max(0, totals.sumPaidSquared)))
            do {
                let estimate = try RTPEstimate(
                    sums: sums, wager: UInt64(checkCase.wager), exactRTP: odds.rtpValue,
                    exactSigma: odds.sigma)
                rtpTest = StatisticalTest(
                    statistic: estimate.z, degreesOfFreedom: nil, pValue: estimate.pValue,
                    notApplicableReason: nil)
            } catch {
                rtpTest = .notApplicable("cannot estimate the RTP: \(error)")
            }
        }

        let chiSquare: StatisticalTest
        do {
            let test = try PearsonChiSquareTest(
                observed: totals.outcomeCounts.map { UInt64(max(0, $0)) },
                expectedProbabilities: odds.probabilities,
                minimumExpectedCount: policy.minimumExpectedCount)
            if let reason = test.notApplicableReason {
                chiSquare = .notApplicable(reason)
            } else {
                chiSquare = StatisticalTest(
                    statistic: test.statistic, degreesOfFreedom: test.degreesOfFreedom,
                    pValue: test.pValue, notApplicableReason: nil)
            }
        } catch {
            chiSquare = .notApplicable("cannot run: \(error)")
        }

        var impossible = 0
        for (count, p) in zip(totals.outcomeCounts, odds.probabilities) where p.numerator == 0 { impossible += count }

        return CaseResult(
            checkCase: checkCase, seed: result.spec.seed, odds: odds, run: result, observedRTP: observed,
            standardError: standardError, rtpTest: rtpTest, chiSquare: chiSquare,
            impossibleOutcomes: impossible)
    }

    /// How many bins the chi-square of `odds` will have after `wagers` wagers (bins depend only on
    /// the count and the probabilities), so a run's family size is known before it plays.
    static func chiSquareBins(_ odds: CaseOdds, wagers: Int, policy: CheckPolicy = .standard) -> Int {
        guard wagers > 0 else { return 0 }
        var counts = [UInt64](repeating: 0, count: odds.probabilities.count)
        if !counts.isEmpty { counts[0] = UInt64(wagers) }
        guard
            let test = try? PearsonChiSquareTest(
                observed: counts, expectedProbabilities: odds.probabilities,
                minimumExpectedCount: policy.minimumExpectedCount)
        else { return 0 }
        return test.bins.count
    }
}

/// The checks the report runs on its own model, each with its verdict.
///
/// - exact: every configuration's outcome probabilities sum to exactly 1;
/// - each simulated run: no wager paid differently from its preview; no cap rule broken; no
///   outcome of probability 0 observed; the observed RTP agrees with the exact RTP (two-sided
///   z-test); the outcome counts agree with the exact probabilities (Pearson's chi-square,
///   adjacent outcomes pooled until every bin expects at least 5). The statistical tests of all
///   runs (two per run) are one family, Holm-corrected at family-wise false-alarm rate
///   `familyFalseAlarmRate`.
public struct ReportChecks: Sendable {
    /// One check and its verdict.
    public struct Check: Hashable, Sendable {
        /// What is checked: `"probabilities sum to 1"`, `"RTP z-test"`, `"outcome frequencies chi-square"`,
        /// `"preview equals payout"`, `"cap rules hold"`.
        public var name: String
        public var game: ConfiguredGame
        /// The wager of the run checked; nil for an exact check.
        public var wager: Int?
        /// The measured value as printed (`"1"`, `"0"`, an RTP), or nil.
        public var measured: String?
        /// What it must be.
        public var expected: String?
        /// The test statistic of a statistical check: z, or the chi-square statistic.
        public var statistic: Double?
        /// The chi-square test's degrees of freedom (bins − 1); nil for other checks.
        public var degreesOfFreedom: Int?
        /// The raw p-value of a statistical check.
        public var pValue: Double?
        /// The Holm-adjusted p-value of a statistical check.
        public var adjustedPValue: Double?
        public var passed: Bool
    }

    /// The probability that a report of correct games fails any statistical test: 0.001, Holm over all of them.
    public static let familyFalseAlarmRate = 0.001

    public let checks: [Check]

    public init(_ model: ReportModel) {
        var checks: [Check] = []
        for odds in model.games {
            let total = odds.analysis.totalProbability
            checks.append(Check(name: "probabilities sum to 1", game: odds.game, wager: nil,
                                measured: total == .one ? "1" : total.description, expected: "1",
                                passed: total == .one))
        }
        let runs = model.simulations
        let chiSquares = runs.map(ReportChecks.chiSquare)
        // One family: every run's z-test, then every run's chi-square that could be run.
        let family = runs.map(\.pValue) + chiSquares.compactMap { $0?.isApplicable == true ? $0?.pValue : nil }
        let adjusted = ReportChecks.holmAdjusted(family)
        var nextChiSquare = runs.count
        for (index, run) in runs.enumerated() {
            let game = run.request.game, wager = run.request.wager
            let adjustedZ = adjusted[index]
            checks.append(Check(name: "RTP z-test", game: game, wager: wager, statistic: run.z, pValue: run.pValue,
                                adjustedPValue: adjustedZ, passed: adjustedZ > ReportChecks.familyFalseAlarmRate))
            if let test = chiSquares[index], test.isApplicable {
                let adjustedChi = adjusted[nextChiSquare]
                nextChiSquare += 1
                checks.append(Check(name: "outcome frequencies chi-square", game: game, wager: wager,
                                    statistic: test.statistic, degreesOfFreedom: test.degreesOfFreedom,
                                    pValue: test.pValue, adjustedPValue: adjustedChi,
                                    passed: adjustedChi > ReportChecks.familyFalseAlarmRate))
            } else if let test = chiSquares[index] {
                // The policy `check` follows: a test that cannot be run (one bin after pooling, as
                // when every outcome pays the same) is reported as not applicable, never a failure.
                checks.append(Check(name: "outcome frequencies chi-square", game: game, wager: wager,
                                    measured: "not applicable: " + (test.notApplicableReason ?? "no bins"), passed: true))
            } else {
                checks.append(Check(name: "outcome frequencies chi-square", game: game, wager: wager,
                                    measured: "cannot run: the counts do not match the outcome table", passed: false))
            }
            let impossible = chiSquares[index]?.observedInImpossibleCategories ?? 0
            checks.append(Check(name: "no impossible outcome", game: game, wager: wager,
                                measured: String(impossible), expected: "0", passed: impossible == 0))
            checks.append(Check(name: "preview equals payout", game: game, wager: wager,
                                measured: String(run.previewMismatches), expected: "0", passed: run.previewMismatches == 0))
            checks.append(Check(name: "cap rules hold", game: game, wager: wager,
                                measured: String(run.ruleViolations), expected: "0", passed: run.ruleViolations == 0))
        }
        self.checks = checks
    }

    /// Pearson's chi-square of a run's outcome counts against its game's exact probabilities, or
    /// nil when the counts and the table do not match (the check then fails).
    static func chiSquare(_ run: SimulatedRTP) -> PearsonChiSquareTest? {
        let probabilities = run.request.game.plan.outcomeTable.outcomes.map(\.probability.doubleValue)
        return try? PearsonChiSquareTest(observed: run.outcomeCounts.map { UInt64(max(0, $0)) },
                                         expectedProbabilities: probabilities)
    }

    /// True when every check passed.
    public var allPassed: Bool { checks.allSatisfy(\.passed) }

    /// Holm's step-down adjusted p-values, in input order (ties in input order, so deterministic).
    ///
    /// - Complexity: O(m log m).
    static func holmAdjusted(_ p: [Double]) -> [Double] {
        let m = p.count
        let order = p.indices.sorted { (p[$0], $0) < (p[$1], $1) }
        var adjusted = [Double](repeating: 1, count: m)
        var runningMax = 0.0
        for (rank, index) in order.enumerated() {
            runningMax = max(runningMax, min(1, Double(m - rank) * (p[index].isNaN ? 1 : p[index])))
            adjusted[index] = runningMax
        }
        return adjusted
    }
}

/// The checks the report runs on its own model, each with its verdict.
///
/// - exact: every configuration's outcome probabilities sum to exactly 1;
/// - each simulated run: no wager paid differently from its preview; no cap rule broken;
///   the observed RTP agrees with the exact RTP (two-sided z-test), with Holm's correction over
///   all runs at family-wise false-alarm rate `familyFalseAlarmRate`.
///
/// Hook (check gate): when `casino-odds check` lands in main, its checks (outcome frequencies by
/// chi-square, forfeit and day invariants) join this list and its thresholds replace these.
public struct ReportChecks: Sendable {
    /// One check and its verdict.
    public struct Check: Hashable, Sendable {
        /// What is checked: `"probabilities sum to 1"`, `"RTP z-test"`, `"preview equals payout"`, `"cap rules hold"`.
        public var name: String
        public var game: ConfiguredGame
        /// The wager of the run checked; nil for an exact check.
        public var wager: Int?
        /// The measured value as printed (`"1"`, `"0"`, an RTP), or nil.
        public var measured: String?
        /// What it must be.
        public var expected: String?
        /// The z statistic of a statistical check.
        public var z: Double?
        /// The raw p-value of a statistical check.
        public var pValue: Double?
        /// The Holm-adjusted p-value of a statistical check.
        public var adjustedPValue: Double?
        public var passed: Bool
    }

    /// The probability that a report of correct games fails any RTP z-test: 0.001, Holm over all runs.
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
        let adjusted = ReportChecks.holmAdjusted(runs.map(\.pValue))
        for (run, adjustedP) in zip(runs, adjusted) {
            let game = run.request.game, wager = run.request.wager
            checks.append(Check(name: "RTP z-test", game: game, wager: wager, z: run.z, pValue: run.pValue,
                                adjustedPValue: adjustedP, passed: adjustedP > ReportChecks.familyFalseAlarmRate))
            checks.append(Check(name: "preview equals payout", game: game, wager: wager,
                                measured: String(run.previewMismatches), expected: "0", passed: run.previewMismatches == 0))
            checks.append(Check(name: "cap rules hold", game: game, wager: wager,
                                measured: String(run.ruleViolations), expected: "0", passed: run.ruleViolations == 0))
        }
        self.checks = checks
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

import CasinoCore
import OddsLab

/// The checks the report publishes, each with its verdict.
///
/// - **exact**: every configuration's outcome probabilities sum to exactly 1;
/// - **the fairness gate** (`ReportModel.gate`): every case and verdict of the same run as
///   `casino-odds check` — its Monte Carlo cases (RTP z-test, chi-square, preview == payout, cap
///   and sign rules, possible outcomes only) and the return floor's exact cases. Its statistical
///   tests are the only ones the report decides on, under the gate's policy
///   (`CheckPolicy.standard`: one Holm family, one α, one binning rule), so "pass" in the report is
///   the CI gate's pass;
/// - **the report's own runs** (`ReportModel.simulations`, shown for their figures): the counts that
///   must be 0 — no wager paid differently from its preview, no cap rule broken, no outcome of
///   probability 0. Their z and p are printed as figures, not decided on: a second family would be
///   a second policy.
struct ReportChecks: Sendable {
    /// Where a check comes from.
    enum Source: Hashable, Sendable {
        /// Exact arithmetic on a configuration's outcome table.
        case exact
        /// Case `index` of the gate's run (its floor cases follow its Monte Carlo cases).
        case gate(caseIndex: Int)
        /// One of the report's own Monte Carlo runs.
        case reportRun
    }

    /// One check and its verdict.
    struct Check: Hashable, Sendable {
        /// What is checked: `"probabilities sum to 1"`, a gate check (`CheckKind.rawValue`, e.g.
        /// `"RTP z-test"`), `"preview equals payout"`, `"cap rules hold"`, `"no impossible outcome"`.
        var name: String
        var source: Source
        /// The game; every check has one.
        var gameKind: GameKind
        /// The configuration, or nil for a gate floor case (it covers every choice of `gameKind`).
        var game: ConfiguredGame? = nil
        /// The wager of the run or case checked; nil for an exact check or a floor case.
        var wager: Int? = nil
        /// The budget of a gate case or report run: the player's minutes before each wager, and
        /// the minutes until 23:59.
        var remainingMinutes: Int? = nil
        var minutesUntilMidnight: Int? = nil
        /// The measured value or the gate's one-line detail, or nil.
        var measured: String? = nil
        /// What it must be.
        var expected: String? = nil
        /// The test statistic of a statistical check: z, or the chi-square statistic.
        var statistic: Double? = nil
        /// The chi-square test's degrees of freedom (bins − 1); nil for other checks.
        var degreesOfFreedom: Int? = nil
        /// The raw p-value of a statistical check.
        var pValue: Double? = nil
        /// The Holm-adjusted p-value of a statistical check.
        var adjustedPValue: Double? = nil
        /// pass, fail, or not applicable (a test the policy does not run, never a failure).
        var verdict: CheckVerdict
        /// How it decides (`CheckKind.method`): `exact`, `sampled` or `statistical`.
        var method = "exact"

        /// True unless the check failed.
        var passed: Bool { verdict != .fail }
    }

    /// The family-wise level of every statistical verdict the report gives: the gate's.
    static let familyFalseAlarmRate = CheckPolicy.standard.familyWiseAlpha

    let checks: [Check]

    init(_ model: ReportModel) {
        var checks: [Check] = []
        for odds in model.games {
            let total = odds.analysis.totalProbability
            checks.append(
                Check(
                    name: "probabilities sum to 1", source: .exact, gameKind: odds.game.game, game: odds.game,
                    measured: total == .one ? "1" : total.description, expected: "1",
                    verdict: total == .one ? .pass : .fail))
        }
        if let gate = model.gate {
            for item in gate.items {
                var check = Check(
                    name: item.kind.rawValue, source: .gate(caseIndex: item.caseIndex), gameKind: .crash,
                    measured: item.detail, pValue: item.pValue, adjustedPValue: item.adjustedPValue,
                    verdict: item.verdict, method: item.kind.method)
                if item.caseIndex < gate.results.count {
                    let result = gate.results[item.caseIndex]
                    let checkCase = result.checkCase
                    check.gameKind = checkCase.game.game
                    check.game = checkCase.game
                    check.wager = checkCase.wager
                    check.remainingMinutes = checkCase.remainingMinutes
                    check.minutesUntilMidnight = checkCase.minutesUntilMidnight
                    if item.pValue != nil {
                        let test = item.kind == .rtp ? result.rtpTest : result.chiSquare
                        check.statistic = test.statistic
                        check.degreesOfFreedom = test.degreesOfFreedom
                    }
                } else if let floorGate = gate.floorGate, item.caseIndex - gate.results.count < floorGate.results.count
                {
                    check.gameKind = floorGate.results[item.caseIndex - gate.results.count].game
                }
                checks.append(check)
            }
        }
        for run in model.simulations {
            let request = run.request
            let probabilities = request.game.engine.outcomeTable.outcomes.map(\.probability)
            var impossible = 0
            for (count, p) in zip(run.outcomeCounts, probabilities) where p.numerator == 0 { impossible += count }
            if run.outcomeCounts.count != probabilities.count { impossible = max(1, impossible) }
            for (name, count) in [
                ("no impossible outcome", impossible), ("preview equals payout", run.previewMismatches),
                ("cap rules hold", run.ruleViolations)
            ] {
                checks.append(
                    Check(
                        name: name, source: .reportRun, gameKind: request.game.game, game: request.game,
                        wager: request.wager, remainingMinutes: request.remainingMinutes,
                        minutesUntilMidnight: request.minutesUntilMidnight,
                        measured: String(count), expected: "0", verdict: count == 0 ? .pass : .fail,
                        method: "sampled"))
            }
        }
        self.checks = checks
    }

    /// True when every check passed.
    var allPassed: Bool { checks.allSatisfy(\.passed) }
}

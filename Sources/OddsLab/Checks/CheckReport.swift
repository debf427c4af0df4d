import Foundation
import Statistics

/// The kinds of check run on every case.
package enum CheckKind: String, CaseIterable, Hashable, Sendable {
    case rtp = "RTP z-test"
    case chiSquare = "chi-square"
    case preview = "preview == payout"
    case capRules = "cap and sign rules"
    case possibleOutcomes = "possible outcomes only"
    /// The return floor (`FloorGate`): the core's accept/refuse agrees with the exact return.
    case floorDecision = "floor decision"
    /// The return floor: no accepted bet returns less than `check`'s policy floor.
    case policyFloor = "policy floor"
    /// Every bet the core accepts, at every moment of the grid, has an outcome that gains (`FloorGate`).
    case gainRule = "every accepted bet can gain"
    /// Every choice is accepted at some stake (`FloorGate`).
    case offeredChoice = "every choice accepted at some stake"
    /// Every choice is accepted at some common stake for half an ordinary day, holding only the bet (`FloorGate`, `DayAcceptance`).
    case playableDay = "every choice open half the day"
    /// No choice returns more than 100 % nominal (`FloorGate`).
    case nominalReturn = "nominal return at most 100 %"
    /// The choices the core accepts are the disclosed ones (`FloorGate`).
    case disclosedChoices = "accepted choices are the disclosed ones"
    /// Every choice's top prize is paid in full on some accepted bet, or the configuration marks
    /// it cap-limited (`FloorGate`, `PaidInFull`).
    case attainablePrize = "every advertised prize attainable"
    /// The run tested something: a run with no statistical test fails.
    case statisticalTests = "statistical tests run"
    /// The engine's decision over its whole domain agrees with the rule and the exact table (`DecisionProof`).
    case decisionProof = "decision proof"
    /// The preview's payouts equal the payouts derived again from the rule text (`PayoutDerivation`).
    case payoutDerivation = "payouts derived twice"

    /// Statistical checks are decided by Holm; the others fail on any count above 0.
    package var isStatistical: Bool { self == .rtp || self == .chiSquare }

    /// A short machine name: `rtp`, `chi-square`, `preview`, `cap-rules`, `possible-outcomes`.
    package var key: String {
        switch self {
        case .rtp: return "rtp"
        case .chiSquare: return "chi-square"
        case .preview: return "preview"
        case .capRules: return "cap-rules"
        case .possibleOutcomes: return "possible-outcomes"
        case .floorDecision: return "floor-decision"
        case .policyFloor: return "policy-floor"
        case .gainRule: return "gain-rule"
        case .offeredChoice: return "offered-choice"
        case .playableDay: return "playable-day"
        case .nominalReturn: return "nominal-return"
        case .disclosedChoices: return "disclosed-choices"
        case .attainablePrize: return "attainable-prize"
        case .statisticalTests: return "statistical-tests"
        case .decisionProof: return "decision-proof"
        case .payoutDerivation: return "payout-derivation"
        }
    }

    /// How the check decides, as JUnit and `checks.csv` name it: `exact` over the whole domain or
    /// every bet (a proof: no false alarm), `sampled` on the Monte Carlo's wagers (a count that
    /// must be 0: no false alarm, but only what was played is seen), `statistical` on those wagers
    /// (a test within the run's false-alarm bound).
    package var method: String {
        switch self {
        case .rtp, .chiSquare: return "statistical"
        case .preview, .capRules, .possibleOutcomes, .statisticalTests: return "sampled"
        case .floorDecision, .policyFloor, .gainRule, .offeredChoice, .playableDay, .nominalReturn, .disclosedChoices,
            .attainablePrize, .decisionProof, .payoutDerivation:
            return "exact"
        }
    }
}

/// A check's verdict.
package enum CheckVerdict: String, Hashable, Sendable {
    case pass
    case fail
    /// Not run, with a reason (one bin after pooling, σ = 0): never a failure.
    case notApplicable = "n/a"
}

/// One check of one case: what JUnit calls a test case.
package struct CheckItem: Hashable, Sendable {
    /// The index of the case in the report.
    package let caseIndex: Int
    /// The case's title, e.g. `"crash 2.00x, wager 10"`.
    package let caseTitle: String
    /// Which check.
    package let kind: CheckKind
    /// The verdict.
    package let verdict: CheckVerdict
    /// The raw p-value of a statistical check that ran.
    package let pValue: Double?
    /// Its Holm-adjusted p-value (rejected iff ≤ the family-wise α).
    package let adjustedPValue: Double?
    /// One line: the evidence for a failure, the figures of a pass, or why it was not run.
    package let detail: String

    /// `"crash 2.00x, wager 10: RTP z-test"`.
    var name: String { "\(caseTitle): \(kind.rawValue)" }

    /// `"crash 2.00x, wager 10: RTP z-test: p = 1.2e-14 (Holm-adjusted 2.3e-12 ≤ 5e-07)"`.
    package var summary: String { "\(name): \(detail)" }
}

/// The outcome of a gate run: every case's results, every check's verdict, and the false-alarm
/// rate that the verdicts carry.
///
/// The statistical checks of all cases form one family, decided by Holm at
/// `policy.familyWiseAlpha`; the deterministic checks fail on any count above 0.
package struct CheckReport: Sendable {
    /// The run's seed (each case derives its own, `CheckSuite.caseSeed`).
    package let seed: UInt64
    /// What was planned: sizes, power, audited false-alarm rate.
    package let plan: CheckPlan
    /// One result per case, in suite order.
    package let results: [CaseResult]
    /// Every check, case by case in `CheckKind` order.
    package let items: [CheckItem]

    /// The return floor's exact cases, when they were run (their items follow the Monte Carlo cases').
    package let floorGate: FloorGate?

    /// Decides every check of `results`, which must be the plan's cases in order, and appends the
    /// floor gate's items when one is given.
    ///
    /// - Complexity: O(checks · log checks) for Holm.
    init(
        seed: UInt64, plan: CheckPlan, results: [CaseResult], floorGate: FloorGate? = nil, exactGate: ExactGate? = nil
    ) {
        self.seed = seed
        self.plan = plan
        self.results = results
        self.floorGate = floorGate
        let policy = plan.policy
        // The plan's word on which z-tests run (a skewed one is not), so the family is the one audited.
        let skewed = plan.zTestSkippedAsSkewed
        let (familySize, adjusted) = CheckReport.holmAdjusted(results, skewed: skewed, alpha: policy.familyWiseAlpha)
        var items: [CheckItem] = []
        for (index, result) in results.enumerated() {
            items += CheckReport.statisticalItems(
                index, result, skewed: skewed, adjusted: adjusted, alpha: policy.familyWiseAlpha)
            items += CheckReport.countItems(index, result, wagersAsked: plan.wagersPerCase)
            if let exactGate { items += exactGate.items(ofCase: index) }
        }
        if let floorGate { items += floorGate.items(firstCaseIndex: results.count) }
        // A gate that ran no statistical test proved nothing about the engines (`check --wagers 1`):
        // it fails, exactly, instead of printing PASS.
        let statisticalIndex = results.count + (floorGate?.results.count ?? 0)
        items.append(
            CheckItem(
                caseIndex: statisticalIndex, caseTitle: "the run (\(results.count) cases)", kind: .statisticalTests,
                verdict: familySize == 0 ? .fail : .pass, pValue: nil, adjustedPValue: nil,
                detail: familySize == 0
                    ? "no statistical test ran (every test was not applicable at \(plan.wagersPerCase) wagers per case): "
                        + "the run proves nothing about the engines; play more wagers"
                    : "\(familySize) statistical tests ran"))
        self.items = items
    }

    /// The statistical test `kind` of the case at `index`: not applicable when the plan skips its
    /// z-test as skewed.
    private static func test(_ kind: CheckKind, of result: CaseResult, at index: Int, skewed: [Bool])
        -> StatisticalTest
    {
        if kind == .rtp, index < skewed.count, skewed[index], result.rtpTest.isApplicable {
            return .notApplicable(
                "the payouts are too skewed at this size for the normal tail (a rare win expected only a few "
                    + "times); the chi-square tests the counts")
        }
        return kind == .rtp ? result.rtpTest : result.chiSquare
    }

    /// The family (every applicable statistical test, in case order): its size, and each member's
    /// Holm-adjusted p-value keyed `"case kind"`.
    private static func holmAdjusted(_ results: [CaseResult], skewed: [Bool], alpha: Double)
        -> (familySize: Int, adjusted: [String: Double])
    {
        var family: [(caseIndex: Int, kind: CheckKind)] = []
        var pValues: [Double] = []
        for (index, result) in results.enumerated() {
            for (kind, test) in [
                (CheckKind.rtp, test(.rtp, of: result, at: index, skewed: skewed)), (.chiSquare, result.chiSquare)
            ]
            where test.isApplicable {
                family.append((index, kind))
                pValues.append(min(1, max(0, test.pValue.isNaN ? 1 : test.pValue)))
            }
        }
        var adjusted: [String: Double] = [:]
        if let holm = try? HolmCorrection(pValues: pValues, alpha: alpha) {
            for (member, value) in zip(family, holm.adjustedPValues) {
                adjusted["\(member.caseIndex) \(member.kind.key)"] = value
            }
        }
        return (family.count, adjusted)
    }

    /// The case's z-test and chi-square, each decided by its Holm-adjusted p-value.
    private static func statisticalItems(
        _ index: Int, _ result: CaseResult, skewed: [Bool], adjusted: [String: Double], alpha: Double
    ) -> [CheckItem] {
        let alphaText = CheckReport.scientific(alpha)
        let title = result.checkCase.title
        var items: [CheckItem] = []
        for (kind, test) in [
            (CheckKind.rtp, test(.rtp, of: result, at: index, skewed: skewed)), (.chiSquare, result.chiSquare)
        ] {
            guard test.isApplicable, let holmP = adjusted["\(index) \(kind.key)"] else {
                items.append(
                    CheckItem(
                        caseIndex: index, caseTitle: title, kind: kind, verdict: .notApplicable,
                        pValue: nil, adjustedPValue: nil,
                        detail: "not applicable: \(test.notApplicableReason ?? "not in the family")"))
                continue
            }
            let failed = holmP <= alpha
            let statistic =
                kind == .rtp
                ? "observed RTP \(CheckReport.percent(result.observedRTP)) vs exact \(CheckReport.percent(result.odds.rtpValue)) ± \(CheckReport.percent(result.standardError)), z = \(CheckReport.fixed(test.statistic, 2))"
                : "X² = \(CheckReport.fixed(test.statistic, 2)) on \(test.degreesOfFreedom ?? 0) df"
            let detail =
                "\(statistic), p = \(CheckReport.scientific(test.pValue)), Holm-adjusted \(CheckReport.scientific(holmP)) \(failed ? "≤" : ">") \(alphaText)"
            items.append(
                CheckItem(
                    caseIndex: index, caseTitle: title, kind: kind, verdict: failed ? .fail : .pass,
                    pValue: test.pValue, adjustedPValue: holmP, detail: detail))
        }
        return items
    }

    /// The case's deterministic counts: preview, cap and sign rules, possible outcomes (and the
    /// counting itself).
    private static func countItems(_ index: Int, _ result: CaseResult, wagersAsked: Int) -> [CheckItem] {
        let title = result.checkCase.title
        var items: [CheckItem] = []
        let counts: [(CheckKind, Int, String)] = [
            (.preview, result.previewMismatches, "wagers paid differently from their preview"),
            (.capRules, result.ruleViolations, "wagers broke a cap or sign rule (or left the outcome table)"),
            (.possibleOutcomes, result.impossibleOutcomes, "wagers landed on outcomes of probability 0")
        ]
        // The counting itself, the plumbing the Monte Carlo is there to check: every wager asked was
        // played and counted in exactly one outcome (checked with the outcomes it landed on).
        let played = result.run.totals.wagers
        let binned = result.run.totals.outcomeCounts.reduce(0, +)
        let miscounted = played != wagersAsked || binned != played
        for (kind, count, what) in counts {
            var detail =
                count == 0
                ? "0 of \(played) \(what)" + (kind == .capRules ? " (\(result.capApplications) capped)" : "")
                : "\(count) of \(played) \(what)"
            let fails = count != 0 || (kind == .possibleOutcomes && miscounted)
            if kind == .possibleOutcomes && miscounted {
                detail =
                    "\(played) wagers played and \(binned) counted in the outcomes, of \(wagersAsked) asked; "
                    + detail
            }
            items.append(
                CheckItem(
                    caseIndex: index, caseTitle: title, kind: kind, verdict: fails ? .fail : .pass,
                    pValue: nil, adjustedPValue: nil, detail: detail))
        }
        return items
    }

    /// The floor gate's items (empty when it was not run).
    package var floorItems: [CheckItem] { items.filter { $0.caseIndex >= results.count } }

    /// The checks that failed, in report order.
    package var failures: [CheckItem] { items.filter { $0.verdict == .fail } }

    /// True when no check failed.
    package var passed: Bool { !items.contains { $0.verdict == .fail } }

    /// The verdict of a case: fail if any of its checks failed, else pass.
    package func verdict(ofCase index: Int) -> CheckVerdict {
        items.contains { $0.caseIndex == index && $0.verdict == .fail } ? .fail : .pass
    }

    /// The items of one case, in `CheckKind` order.
    package func items(ofCase index: Int) -> [CheckItem] { items.filter { $0.caseIndex == index } }

    // MARK: Number text for the one-line details (locale-free; the writers format everything else).

    /// `"1.2e-14"`, `"0.35"`: a p-value or rate to two significant digits, with an exponent below 0.001.
    package static func scientific(_ x: Double) -> String {
        guard x.isFinite else { return "n/a" }
        if x == 0 { return "0" }
        if x >= 0.001 && x < 1e4 { return fixed(x, max(0, 1 - Int(floor(log10(abs(x)))))) }
        let exponent = Int(floor(log10(abs(x))))
        var mantissa = x / pow(10, Double(exponent))
        var e = exponent
        if abs((mantissa * 10).rounded()) >= 100 { mantissa /= 10; e += 1 }
        return fixed(mantissa, 1) + "e" + (e < 0 ? "-" : "") + String(abs(e))
    }

    /// `x` with `places` decimals, half away from zero, no exponent; digit by digit in integers,
    /// never through the C library's formatter, so every platform prints the same text.
    static func fixed(_ x: Double, _ places: Int) -> String {
        guard x.isFinite else { return "n/a" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(x) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e18 else { return x.description }
        let n = Int(scaled)
        let unit = Int(scale)
        let fraction = String(n % unit)
        return (x < 0 && n > 0 ? "-" : "") + String(n / unit)
            + (places > 0 ? "." + String(repeating: "0", count: places - fraction.count) + fraction : "")
    }

    /// `"96.9947 %"`: four decimals of a percentage.
    static func percent(_ x: Double) -> String { fixed(100 * x, 4) + " %" }
}

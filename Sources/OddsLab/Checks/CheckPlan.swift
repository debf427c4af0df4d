import Statistics

/// A check suite at a given size, before anything is played: which tests will run, the level each
/// is decided at, what each can detect, and the audited false-alarm rate of the whole run.
///
/// Everything here follows from the exact odds and the number of wagers alone (the chi-square's
/// bins depend only on n and the probabilities), so `check --list` prints it without playing, and
/// the report of a run carries the same figures.
package struct CheckPlan: Sendable {
    /// One case's tests and their power.
    package struct Entry: Sendable {
        /// The case.
        package let checkCase: CheckCase
        /// Its exact odds.
        package let odds: CaseOdds
        /// Whether the RTP z-test will run (σ > 0 and at least 2 wagers).
        package let runsZTest: Bool
        /// The chi-square's bins after pooling; it runs when there are at least 2.
        package let chiSquareBins: Int
        /// The smallest RTP deviation detected with probability ≥ 99 % at the Bonferroni level;
        /// nil when the z-test does not run.
        package let detectableDeviation: Double?
        /// The smallest chi-square effect size w = √Σ(p′ − p)²/p detected with probability ≥ 99 %
        /// at the Bonferroni level; nil when the chi-square does not run.
        package let detectableEffect: Double?
        /// The real probability that the z-test rejects a right engine at the Bonferroni level
        /// (saddlepoint), or 0 when it does not run.
        package let zTestFalseAlarm: Double

        /// Whether the chi-square will run.
        var runsChiSquare: Bool { chiSquareBins >= 2 }
    }

    /// The wagers every case plays.
    package let wagersPerCase: Int
    /// The decision rules.
    package let policy: CheckPolicy
    /// One entry per case, in suite order.
    package let entries: [Entry]
    /// The number of statistical tests that will run: the Holm family size m.
    package let statisticalTestCount: Int
    /// Per case: true when its z-test is not run because the sum of payouts is too skewed at this
    /// size for the normal tail (`CheckPolicy.zTestTailFactor`).
    let zTestSkippedAsSkewed: [Bool]

    /// Plans `cases` at `wagersPerCase` wagers each.
    ///
    /// - Complexity: O(cases × outcomes), plus one power search per chi-square (about 40
    ///   noncentral chi-square evaluations) and two saddlepoint solutions per z-test.
    init(cases: [CheckCase], wagersPerCase: Int, policy: CheckPolicy = .standard) {
        self.wagersPerCase = wagersPerCase
        self.policy = policy
        var prepared: [(CheckCase, CaseOdds, Bool, Int)] = []
        var m = 0
        for checkCase in cases {
            let odds = CaseOdds(checkCase)
            let runsZ = !odds.isDegenerate && wagersPerCase >= 2
            let bins = FairnessCheck.chiSquareBins(odds, wagers: wagersPerCase, policy: policy)
            m += (runsZ ? 1 : 0) + (bins >= 2 ? 1 : 0)
            prepared.append((checkCase, odds, runsZ, bins))
        }
        // A z-test whose audited tail at α/m is beyond zTestTailFactor × α/m is not run. Dropping
        // tests raises α/m, which can push another test's tail over the line, so this repeats
        // until no test is dropped: every test that runs is within the factor at the final level.
        var zTooSkewed = Array(repeating: false, count: prepared.count)
        var dropped = true
        while dropped {
            dropped = false
            let level = m > 0 ? policy.familyWiseAlpha / Double(m) : policy.familyWiseAlpha
            for (i, item) in prepared.enumerated() where item.2 {
                if item.1.zTestFalseAlarm(alpha: level, wagers: wagersPerCase) > policy.zTestTailFactor * level {
                    zTooSkewed[i] = true
                    prepared[i].2 = false
                    m -= 1
                    dropped = true
                }
            }
        }
        zTestSkippedAsSkewed = zTooSkewed
        statisticalTestCount = m
        let level = m > 0 ? policy.familyWiseAlpha / Double(m) : policy.familyWiseAlpha
        // The chi-square's power depends on the case only through its degrees of freedom.
        var noncentrality: [Int: Double] = [:]
        entries = prepared.map { checkCase, odds, runsZ, bins in
            var effect: Double? = nil
            if bins >= 2 {
                let lambda =
                    noncentrality[bins - 1]
                    ?? PowerAnalysis.chiSquareNoncentrality(
                        alpha: level, power: 0.99, degreesOfFreedom: bins - 1)
                noncentrality[bins - 1] = lambda
                effect = (lambda / Double(wagersPerCase)).squareRoot()
            }
            return Entry(
                checkCase: checkCase, odds: odds, runsZTest: runsZ, chiSquareBins: bins,
                detectableDeviation: runsZ ? odds.minimumDetectableDeviation(alpha: level, wagers: wagersPerCase) : nil,
                detectableEffect: effect,
                zTestFalseAlarm: runsZ ? odds.zTestFalseAlarm(alpha: level, wagers: wagersPerCase) : 0)
        }
    }

    /// α/m: the level of the first Holm step, at which every power figure is stated (Holm rejects
    /// at least what Bonferroni does, so the figures are conservative).
    package var bonferroniLevel: Double {
        statisticalTestCount > 0 ? policy.familyWiseAlpha / Double(statisticalTestCount) : policy.familyWiseAlpha
    }

    /// The audited probability that a run of right engines fails a statistical check.
    ///
    /// With every engine right, Holm rejects something only if some p ≤ α/m, so the family-wise
    /// false-alarm rate is at most Σ P(pᵢ ≤ α/m): the saddlepoint tail of each z-test's rejection
    /// region, plus `chiSquareTailFactor` · α/m per chi-square. The deterministic rules add nothing.
    package var falseAlarmBound: Double {
        var bound = 0.0
        for entry in entries {
            bound += entry.zTestFalseAlarm
            if entry.runsChiSquare { bound += min(1, policy.chiSquareTailFactor * bonferroniLevel) }
        }
        return min(1, bound)
    }

    /// Whether the audited rate meets the policy's target.
    var meetsFalseAlarmTarget: Bool { falseAlarmBound <= policy.falseAlarmTarget }
}

import CasinoCore
@testable import OddsLab
import OddsReports
import Testing

// The fairness gate's suite, plan and report: what is run, with which seeds, at which false-alarm
// rate, and how verdicts are reached. Tests here are deterministic (fixed seeds), except where a
// false-alarm rate is stated.

private func standardSuite() throws -> CheckSuite {
    try CheckSuite(configuration: .defaults)
}

/// Done-when of the floor: the Monte Carlo covers every choice the offer accepts at some wager, each
/// at the wagers where its rounding differs — computed from the offer, not today's counts.
@Test func standardSuitePlaysEveryOfferedChoiceAtEachWagerWhereRoundingDiffers() throws {
    let suite = try standardSuite()
    let offer = try Offer(configuration: .defaults)
    let played = suite.cases.filter(\.hasDefaultBudget)
    var expected: [CheckCase] = []
    for choice in offer.choices where !choice.hasNoAcceptedWager {
        let wagers = CheckSuite.wagers(for: choice)
        #expect(!wagers.isEmpty, "\(choice.game.title)")
        #expect(wagers.first == choice.smallestAcceptedWager, "\(choice.game.title)")
        for wager in wagers {
            let bet = try #require(choice.bet(atWager: wager))
            #expect(bet.accepted, "\(choice.game.title) at \(wager)")
            expected.append(CheckCase(game: choice.game, wager: wager))
        }
        // Two wagers kept for one choice never have the same exact return.
        let returns = wagers.compactMap { choice.bet(atWager: $0)?.effectiveReturn?.fraction }
        #expect(Set(returns.map(\.description)).count == returns.count, "\(choice.game.title)")
        // A candidate left out is refused or returns exactly what a kept wager does.
        for wager in CheckSuite.roundingWagers where !wagers.contains(wager) {
            guard let bet = choice.bet(atWager: wager), bet.accepted, let r = bet.effectiveReturn?.fraction else {
                continue
            }
            #expect(returns.contains(r), "\(choice.game.title) at \(wager)")
        }
    }
    #expect(played == expected)
    // Choices the floor refuses at every wager have no case.
    let refused = Set(offer.choicesWithNoAcceptedWager.map(\.game.title))
    #expect(!played.contains { refused.contains($0.game.title) })
    #expect(Set(played.map(\.game.title)).count == offer.choices.count - offer.choicesWithNoAcceptedWager.count)
    #expect(Set(played.map(\.game.game)) == Set(GameKind.allCases))
}

@Test func everyCaseWithASetBudgetMakesTheCapBite() throws {
    let capped = try standardSuite().cases.filter { !$0.hasDefaultBudget }
    // Every registered game's cap-biting cases (7 for the four games today), and only those.
    var declared = 0
    for game in GameRegistry.games { declared += try game.capBitingCases(.defaults).count }
    #expect(capped.count == declared)
    #expect(GameRegistry.kinds != [.crash, .plinko, .mines, .slots] || declared == 7)
    for checkCase in capped { #expect(checkCase.capBites, "\(checkCase.title)") }
    // Remaining above the minutes to midnight: the cap must pay a win back, never take minutes.
    #expect(capped.contains { $0.remainingMinutes > $0.minutesUntilMidnight })
    #expect(capped.contains { $0.minutesUntilMidnight == 0 })
}

@Test func caseSeedIsOutputIOfSplitMix64StartedAtTheRunSeed() {
    var mixer = SplitMix64(seed: 2026)
    for i in 0..<5 {
        #expect(CheckSuite.caseSeed(runSeed: 2026, caseIndex: i) == mixer.next())
    }
}

@Test func defaultSizeKeepsTheAuditedFalseAlarmRateBelowOneInAMillion() throws {
    let plan = try standardSuite().plan(wagersPerCase: CheckSuite.defaultWagers)
    #expect(plan.statisticalTestCount == 2 * plan.entries.count - plan.zTestSkippedAsSkewed.filter { $0 }.count)
    #expect(plan.falseAlarmBound <= 1e-6)
    #expect(plan.meetsFalseAlarmTarget)
    // No z-test's real tail is more than 1.5 times its nominal one at the default size.
    for entry in plan.entries where entry.runsZTest {
        #expect(entry.zTestFalseAlarm <= 1.5 * plan.bonferroniLevel, "\(entry.checkCase.title)")
    }
}

@Test func aTooSmallRunDropsTheZTestsWhoseTailIsNotNormalAndSaysSo() throws {
    // 10⁴ wagers: the heavy-tailed cases are far from normal. Their z-tests are not run, so every
    // test that runs has a real tail within 1.5 times its level, and the plan's audit covers them.
    let plan = try standardSuite().plan(wagersPerCase: 10_000)
    #expect(plan.zTestSkippedAsSkewed.contains(true))
    for (entry, skewed) in zip(plan.entries, plan.zTestSkippedAsSkewed) {
        if skewed { #expect(!entry.runsZTest, "\(entry.checkCase.title)") }
        if entry.runsZTest { #expect(entry.zTestFalseAlarm <= 1.5 * plan.bonferroniLevel, "\(entry.checkCase.title)") }
    }
    #expect(plan.falseAlarmBound <= 1e-6)
    // At 2²⁴ wagers no z-test is too skewed: the whole suite is tested twice. (The default, 2²⁰,
    // samples only the plumbing: the decisions are proven exactly, `ExactGate`.)
    #expect(!(try standardSuite().plan(wagersPerCase: 1 << 24).zTestSkippedAsSkewed.contains(true)))
}

@Test func reportDoesNotDependOnThreadsOrOnRunningCasesSideBySide() throws {
    let suite = try standardSuite()
    // 3000 wagers is one chunk per case: with 2 threads the cases run side by side.
    let one = try suite.run(seed: 7, wagersPerCase: 3000, threads: 1)
    let two = try suite.run(seed: 7, wagersPerCase: 3000, threads: 2)
    #expect(one.json == two.json)
    #expect(one.results.map(\.seed) == (0..<suite.cases.count).map { CheckSuite.caseSeed(runSeed: 7, caseIndex: $0) })
}

@Test func degenerateCasesAreNotApplicableNeverNaNOrAFailure() throws {
    // Every Plinko bucket paying 1.00x: every wager pays its stake back, σ = 0.
    var configuration = GameConfiguration.defaults
    let flat = PlinkoOptions(rows: 8, risk: .low)
    configuration.plinko.tables[flat] = PlinkoTable(Array(repeating: Centi(100), count: 9))
    let flatCase = CheckCase(game: try .plinko(configuration.plinko, options: flat), wager: 10)
    // 1000x Crash over 2000 wagers expects 2 wins: the chi-square pools everything into one bin,
    // and the z-test is not run (its normal tail would be far off with 2 wins expected).
    let rareCase = CheckCase(
        game: try .crash(CrashConfiguration.defaults.offering(Centi(100_000)), target: CrashTarget(Centi(100_000))),
        wager: 10)
    let suite = CheckSuite(cases: [flatCase, rareCase])
    let report = try suite.run(seed: 1, wagersPerCase: 2000, threads: 1)
    // No case fails; the run as a whole does, since no statistical test could run (Docs/checks.md).
    #expect(report.failures.map(\.kind) == [.statisticalTests])
    let flatRTP = try #require(report.items.first { $0.caseIndex == 0 && $0.kind == .rtp })
    #expect(flatRTP.verdict == .notApplicable)
    #expect(flatRTP.detail.contains("σ = 0"))
    let rareChi = try #require(report.items.first { $0.caseIndex == 1 && $0.kind == .chiSquare })
    #expect(rareChi.verdict == .notApplicable)
    #expect(rareChi.detail.contains("one bin"))
    #expect(!report.json.contains("nan") && !report.json.contains("NaN"))
    let rareRTP = try #require(report.items.first { $0.caseIndex == 1 && $0.kind == .rtp })
    #expect(rareRTP.verdict == .notApplicable)
    #expect(rareRTP.detail.contains("too skewed"))
    #expect(report.plan.statisticalTestCount == 0)
}

@Test func deterministicRulesFailOnASingleCount() throws {
    let checkCase = CheckCase(game: try .crash(.defaults, target: .default), wager: 10)
    var run = try FairnessCheck.run(checkCase, seed: 3, wagers: 5000, threads: 1).run
    run.totals.previewMismatches = 1
    run.totals.ruleViolations = 2
    let result = FairnessCheck.evaluate(checkCase, run: run)
    let report = CheckReport(seed: 3, plan: CheckPlan(cases: [checkCase], wagersPerCase: 5000), results: [result])
    #expect(!report.passed)
    #expect(report.failures.map(\.kind) == [.preview, .capRules])
    #expect(
        report.failures[0].summary
            == "crash 2.00x, wager 10: preview == payout: 1 of 5000 wagers paid differently from their preview")
    #expect(report.failures.allSatisfy { !$0.summary.contains("\n") })
}

/// The Monte Carlo checks the plumbing, so a run that played or counted other than the wagers
/// asked fails even when every statistic and count it has looks right.
@Test func aCaseThatCountedOtherThanTheWagersAskedFails() throws {
    let checkCase = CheckCase(game: try .crash(.defaults, target: .default), wager: 10)
    let run = try FairnessCheck.run(checkCase, seed: 3, wagers: 5000, threads: 1).run
    let plan = CheckPlan(cases: [checkCase], wagersPerCase: 5000)
    #expect(CheckReport(seed: 3, plan: plan, results: [FairnessCheck.evaluate(checkCase, run: run)]).passed)
    // Wagers lost on the way: a whole, consistent run of 4000 handed in for the 5000 asked.
    let short = try FairnessCheck.run(checkCase, seed: 3, wagers: 4000, threads: 1).run
    let shortReport = CheckReport(seed: 3, plan: plan, results: [FairnessCheck.evaluate(checkCase, run: short)])
    #expect(shortReport.failures.map(\.kind) == [.possibleOutcomes])
    #expect(
        shortReport.failures.first?.summary.contains(
            "4000 wagers played and 4000 counted in the outcomes, of 5000 asked") == true)
    // Played but not counted in any outcome.
    var uncounted = run
    uncounted.totals.outcomeCounts[0] -= 1
    let uncountedReport = CheckReport(
        seed: 3, plan: plan, results: [FairnessCheck.evaluate(checkCase, run: uncounted)])
    #expect(uncountedReport.failures.map(\.kind).contains(.possibleOutcomes))
}

@Test func holmFailsAnRTPFarFromExactAndNamesTheCaseInOneLine() throws {
    let checkCase = CheckCase(game: try .crash(.defaults, target: .default), wager: 10)
    var run = try FairnessCheck.run(checkCase, seed: 4, wagers: 100_000, threads: 1).run
    // Turn 4000 losses into wins: the RTP rises 8 pp, 25 standard errors.
    run.totals.outcomeCounts[0] -= 4000
    run.totals.outcomeCounts[1] += 4000
    run.totals.minutesPaid += 4000 * 20
    run.totals.sumPaidSquared += 4000 * 400
    let result = FairnessCheck.evaluate(checkCase, run: run)
    let report = CheckReport(seed: 4, plan: CheckPlan(cases: [checkCase], wagersPerCase: 100_000), results: [result])
    #expect(Set(report.failures.map(\.kind)) == [.rtp, .chiSquare])
    for failure in report.failures {
        #expect(failure.summary.hasPrefix("crash 2.00x, wager 10: "))
        #expect(failure.summary.contains("Holm-adjusted"))
        #expect((failure.adjustedPValue ?? 1) <= CheckPolicy.standard.familyWiseAlpha)
    }
}

@Test func rightEnginesPassTheStandardSuiteAtAReducedSize() throws {
    // 2¹⁶ wagers per case, the suite's false-alarm rate at this size is printed by the plan
    // (above 10⁻⁶ here only through the heavy-tailed cases; still far below 10⁻³).
    let suite = try standardSuite()
    let report = try suite.run(seed: CheckSuite.defaultSeed, wagersPerCase: 1 << 16, threads: 2)
    #expect(report.plan.falseAlarmBound < 1e-3)
    #expect(report.passed, "\(report.failures.map(\.summary))")
    // Five checks per case, its payouts derived twice, one decision proof per choice played, and
    // the run's own: statistical tests ran.
    let choices = Set(suite.cases.map(\.game.title)).count
    #expect(report.items.count == suite.cases.count * 6 + choices + 1)
}

import CasinoCore
import Testing
@testable import CommitmentCore

@Suite("Commitment penalties (seed 003)")
struct CommitmentTests {
    let eastern = USEasternTimeRules()

    private func terms(limit: Int = 21 * 60, rate: Int = 10, apps: Int = 3) -> CommitmentTerms {
        try! CommitmentTerms(limitMinutes: limit, penaltyPerMinuteCents: rate, selectedAppCount: apps)
    }

    private func local(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0, _ s: Int = 0) -> LocalDateTime {
        LocalDateTime(year: y, month: mo, day: d, hour: h, minute: mi, second: s)!
    }

    @Test func limitIsThirtyMinutesToFortyTwoHours() {
        #expect((try? CommitmentTerms(limitMinutes: 30, penaltyPerMinuteCents: 10, selectedAppCount: 1)) != nil)
        #expect((try? CommitmentTerms(limitMinutes: 2520, penaltyPerMinuteCents: 10, selectedAppCount: 1)) != nil)
        #expect(throws: CommitmentError.limitOutOfRange(minutes: 29)) {
            try CommitmentTerms(limitMinutes: 29, penaltyPerMinuteCents: 10, selectedAppCount: 1)
        }
        #expect(throws: CommitmentError.limitOutOfRange(minutes: 2521)) {
            try CommitmentTerms(limitMinutes: 2521, penaltyPerMinuteCents: 10, selectedAppCount: 1)
        }
    }

    @Test func penaltyRateIsOneCentToFiveDollars() {
        #expect((try? CommitmentTerms(limitMinutes: 60, penaltyPerMinuteCents: 1, selectedAppCount: 0)) != nil)
        #expect((try? CommitmentTerms(limitMinutes: 60, penaltyPerMinuteCents: 500, selectedAppCount: 0)) != nil)
        #expect(throws: CommitmentError.penaltyRateOutOfRange(cents: 0)) {
            try CommitmentTerms(limitMinutes: 60, penaltyPerMinuteCents: 0, selectedAppCount: 0)
        }
        #expect(throws: CommitmentError.penaltyRateOutOfRange(cents: 501)) {
            try CommitmentTerms(limitMinutes: 60, penaltyPerMinuteCents: 501, selectedAppCount: 0)
        }
        #expect("\(CommitmentError.penaltyRateOutOfRange(cents: 501))".contains("501 cents"))
    }

    @Test func penaltyIsExcessMinutesTimesRate() {
        let t = terms(limit: 60, rate: 25)
        #expect(t.penaltyCents(forUsageSeconds: 60 * 60) == 0)
        #expect(t.penaltyCents(forUsageSeconds: 61 * 60) == 25)
        #expect(t.penaltyCents(forUsageSeconds: 90 * 60) == 750)
        #expect(t.penaltyCents(forUsageSeconds: 0) == 0)
        #expect(t.penaltyCents(forUsageSeconds: -500) == 0)
    }

    @Test func partialMinutesOverTheLimitAreNotCharged() {
        let t = terms(limit: 60, rate: 25)
        #expect(t.excessMinutes(forUsageSeconds: 61 * 60 - 1) == 0)
        #expect(t.excessMinutes(forUsageSeconds: 62 * 60 - 1) == 1)
    }

    @Test func authorizationIsClampedToFiveAndOneThousandDollars() {
        let formula = AuthorizationFormula.placeholder
        // 42 h limit, a 1-hour week: the formula is negative, the clamp holds $5.
        #expect(formula.authorizationCents(terms: terms(limit: 2520, rate: 1, apps: 0), remainingSeconds: 3600) == 500)
        let huge = try! AuthorizationFormula(
            centsPerHeadroomHour: 1_000_000, penaltyMinutesHeld: 0, centsPerSelectedApp: 0)
        #expect(huge.authorizationCents(terms: terms(), remainingSeconds: 7 * 86400) == 100_000)
    }

    @Test func authorizationFormulaIsExactInCentsAndFloors() {
        // (168 h − 21 h)·100 ¢ + 10 ¢·60 + 3·100 ¢ = 14700 + 600 + 300 = 15600 ¢.
        let formula = AuthorizationFormula.placeholder
        #expect(formula.authorizationCents(terms: terms(), remainingSeconds: 168 * 3600) == 15_600)
        // One second less of headroom is 100/3600 ¢ less: floored to 15599 ¢.
        #expect(formula.unclampedCents(terms: terms(), remainingSeconds: 168 * 3600 - 1) == 15_599)
        // Negative headroom floors toward negative infinity: −1/3600 h · 100 ¢ = −0.0277… → −1.
        let zero = try! AuthorizationFormula(centsPerHeadroomHour: 100, penaltyMinutesHeld: 0, centsPerSelectedApp: 0)
        #expect(zero.unclampedCents(terms: terms(limit: 60), remainingSeconds: 3599) == -1)
    }

    @Test func authorizationFactorsAreConfigurableAndValidated() {
        let f = try! AuthorizationFormula(centsPerHeadroomHour: 0, penaltyMinutesHeld: 120, centsPerSelectedApp: 500)
        // 0 + 10·120 + 3·500 = 2700 ¢.
        #expect(f.authorizationCents(terms: terms(), remainingSeconds: 168 * 3600) == 2700)
        #expect(throws: CommitmentError.self) {
            try AuthorizationFormula(centsPerHeadroomHour: -1, penaltyMinutesHeld: 0, centsPerSelectedApp: 0)
        }
    }

    @Test func authorizationUsesRealHoursOfDaylightSavingWeeks() {
        // Lock-in Monday 12:00 before each change: the March week is 167 h, the November week 169 h.
        let march = CommitmentWeek(terms: terms(), lockInInstant: 1772470800, baselineUsageSeconds: 0, rules: eastern)
        let november = CommitmentWeek(
            terms: terms(), lockInInstant: 1793030400, baselineUsageSeconds: 0, rules: eastern)
        #expect(march.deadlineInstant - march.lockInInstant == 167 * 3600)
        #expect(november.deadlineInstant - november.lockInInstant == 169 * 3600)
        #expect(march.authorizationCents == 15_500)
        #expect(november.authorizationCents == 15_700)
    }

    // Deadline literals from zoneinfo: "next Monday 12:00 America/New_York strictly after t".
    @Test func deadlineInTheMarchDaylightSavingWeek() {
        let cases: [(Int64, Int64)] = [
            (1772470800, 1773072000), // Mon 2026-03-02 12:00 EST → Mon 03-09 12:00 EDT (167 h)
            (1772924400, 1773072000), // Sat 03-07 18:00 EST
            (1772953199, 1773072000), // Sun 03-08 01:59:59 EST, the last second before the change
            (1772953200, 1773072000), // Sun 03-08 03:00:00 EDT, the first second after
            (1772985600, 1773072000), // Sun 03-08 12:00 EDT
            (1773071999, 1773072000), // Mon 03-09 11:59:59 EDT: one second left
            (1773072000, 1773676800) // Mon 03-09 12:00:00 EDT exactly: the next week's
        ]
        for (lockIn, deadline) in cases {
            #expect(CommitmentDeadline.mondayNoon.next(after: lockIn, in: eastern) == deadline, "lock-in \(lockIn)")
        }
    }

    @Test func deadlineInTheNovemberDaylightSavingWeek() {
        let cases: [(Int64, Int64)] = [
            (1793030400, 1793638800), // Mon 2026-10-26 12:00 EDT → Mon 11-02 12:00 EST (169 h)
            (1793507400, 1793638800), // Sun 11-01 00:30 EDT
            (1793511000, 1793638800), // Sun 11-01 01:30 EDT (first 01:30)
            (1793514600, 1793638800), // Sun 11-01 01:30 EST (second 01:30)
            (1793552400, 1793638800), // Sun 11-01 12:00 EST
            (1793638799, 1793638800), // Mon 11-02 11:59:59 EST
            (1793638800, 1794243600), // Mon 11-02 12:00:00 EST exactly: the next week's
            (1798776000, 1799082000) // Thu 12-31 23:00 EST → Mon 2027-01-04 12:00 EST, across New Year
        ]
        for (lockIn, deadline) in cases {
            #expect(CommitmentDeadline.mondayNoon.next(after: lockIn, in: eastern) == deadline, "lock-in \(lockIn)")
        }
    }

    @Test func deadlineIsAlwaysTheNextMondayNoonOnTheWallClock() {
        // Every 7 minutes through 2026: the deadline shows Monday 12:00:00, is after lock-in, and
        // no Monday noon lies in between (the gap is at most one wall-clock week).
        var t: Int64 = 1767225600
        while t < 1798761600 {
            let deadline = CommitmentDeadline.mondayNoon.next(after: t, in: eastern)
            let wall = eastern.localDateTime(at: deadline)
            #expect(wall.weekday == .monday && wall.hour == 12 && wall.minute == 0 && wall.second == 0)
            #expect(deadline > t && deadline - t <= 7 * 86400 + 3600)
            t += 7 * 60
        }
    }

    @Test func deadlineInUTCIsAPlainWeek() {
        let utc = FixedOffsetTimeZoneRules(offsetSeconds: 0)
        #expect(CommitmentDeadline.mondayNoon.next(after: 0, in: utc) == 4 * 86400 + 12 * 3600) // Mon 1970-01-05
    }

    @Test func usageIsKnownOnlyAtThresholds() throws {
        let step = try ThresholdSchedule(stepMinutes: 15)
        #expect(step.reportedUsageSeconds(forTrueUsageSeconds: 15 * 60 - 1) == 0)
        #expect(step.reportedUsageSeconds(forTrueUsageSeconds: 15 * 60) == 900)
        #expect(step.reportedUsageSeconds(forTrueUsageSeconds: 44 * 60) == 1800)
        #expect(throws: CommitmentError.thresholdStepOutOfRange(minutes: 0)) { try ThresholdSchedule(stepMinutes: 0) }
    }

    @Test func usageSinceLockInIsReportedMinusBaseline() {
        var usage = MonitoredUsage(baselineUsageSeconds: 1800)
        #expect(usage.usageSecondsSinceLockIn == 0)
        usage.record(reportedUsageSeconds: 2700)
        #expect(usage.usageSecondsSinceLockIn == 900)
        usage.record(reportedUsageSeconds: 1800) // a stale report never lowers cumulative usage
        #expect(usage.usageSecondsSinceLockIn == 900)
    }

    @Test func penaltyBeyondTheAuthorizationIsUncollectible() {
        var week = CommitmentWeek(
            terms: terms(limit: 60, rate: 500, apps: 0), lockInInstant: 1772470800,
            baselineUsageSeconds: 0, rules: eastern,
            formula: try! AuthorizationFormula(
                centsPerHeadroomHour: 0, penaltyMinutesHeld: 0,
                centsPerSelectedApp: 0))
        #expect(week.authorizationCents == 500)
        week.record(reportedUsageSeconds: 63 * 60, at: week.lockInInstant + 3600) // 3 minutes over at $5 = $15
        #expect(week.settlement == CommitmentSettlement(penaltyCents: 1500, authorizationCents: 500))
        #expect(week.settlement.collectibleCents == 500 && week.settlement.uncollectibleCents == 1000)
        #expect(week.settlement.exceedsAuthorization)
        #expect(!week.isSettled(at: week.deadlineInstant - 1) && week.isSettled(at: week.deadlineInstant))
    }
}

/// The rules a front end checks first (`problem`) are the initializers' own: each refuses exactly
/// when the other does, with the same error, on both sides of every bound.
@Suite struct CommitmentProblemTests {
    @Test func termsProblemIsWhatTheInitializerThrows() {
        for limit in [29, 30, 2520, 2521] {
            for cents in [0, 1, 500, 501] {
                for apps in [-1, 0, 10_000, 10_001] {
                    let problem = CommitmentTerms.problem(
                        limitMinutes: limit, penaltyPerMinuteCents: cents, selectedAppCount: apps)
                    do {
                        _ = try CommitmentTerms(
                            limitMinutes: limit, penaltyPerMinuteCents: cents, selectedAppCount: apps)
                        #expect(problem == nil, "\(limit) \(cents) \(apps)")
                    } catch {
                        #expect(problem == error, "\(limit) \(cents) \(apps)")
                    }
                }
            }
        }
    }

    @Test func formulaProblemIsWhatTheInitializerThrows() {
        let values = [-1, 0, AuthorizationFormula.factorLimit, AuthorizationFormula.factorLimit + 1]
        for a in values {
            for b in values {
                for c in values {
                    let problem = AuthorizationFormula.problem(
                        centsPerHeadroomHour: a, penaltyMinutesHeld: b, centsPerSelectedApp: c)
                    do {
                        _ = try AuthorizationFormula(
                            centsPerHeadroomHour: a, penaltyMinutesHeld: b, centsPerSelectedApp: c)
                        #expect(problem == nil, "\(a) \(b) \(c)")
                    } catch {
                        #expect(problem == error, "\(a) \(b) \(c)")
                    }
                }
            }
        }
    }
}

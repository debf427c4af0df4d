import CasinoCore
import CommitmentCore // no @testable: an app outside the module has exactly this
import Foundation
import Testing

/// The commitment app's storage as an app outside the module would write it: JSON bytes (the
/// seed's App Group), killed after its n-th write.
struct JSONCommitmentStorage: CommitmentStorage {
    struct Killed: Error {}
    var bytes: Data?
    var writes = 0
    var killAfterWrite: Int?

    func loadCommitmentWeek() -> CommitmentWeek? {
        bytes.flatMap { try? JSONDecoder().decode(CommitmentWeek?.self, from: $0) }
    }
    mutating func saveCommitmentWeek(_ week: CommitmentWeek?) throws {
        if writes + 1 == killAfterWrite {
            writes += 1
            throw Killed() // killed before the write landed
        }
        bytes = try JSONEncoder().encode(week)
        writes += 1
    }
}

@Suite("Commitment through its public API: stored, restored, reported after the deadline")
struct CommitmentPublicAPITests {
    let eastern = USEasternTimeRules()
    let lockIn: Int64 = 1_772_470_800 // Mon 2026-03-02 12:00 EST
    var terms: CommitmentTerms {
        try! CommitmentTerms(limitMinutes: 60, penaltyPerMinuteCents: 10, selectedAppCount: 2)
    }

    /// Lock-in, then the monitor's reports (each saved), as the app runs them on `storage`.
    func runWeek(_ storage: inout JSONCommitmentStorage, reports: [(Int, Int64)]) throws {
        var week = CommitmentWeek(terms: terms, lockInInstant: lockIn, baselineUsageSeconds: 600, rules: eastern)
        try storage.saveCommitmentWeek(week)
        for (seconds, at) in reports {
            // Every event starts from the stored week, as a relaunched process would.
            week = storage.loadCommitmentWeek() ?? week
            week.record(reportedUsageSeconds: seconds, at: at)
            try storage.saveCommitmentWeek(week)
        }
    }

    /// Seed 003: the numbers come only from the monitor's threshold events. Through the public
    /// API, minute by minute of true use: the monitor records what its 15-minute thresholds report
    /// (`ThresholdSchedule`), the app reads the week each minute, and the penalty and the progress
    /// bar move only at the minutes a threshold is reached; the use in between (what the report
    /// extension would show) never reaches them, and a week has no other input than `record`.
    @Test func theWeeksNumbersMoveOnlyWhenTheMonitorRecordsAThreshold() throws {
        let schedule = try ThresholdSchedule(stepMinutes: 15)
        var week = CommitmentWeek(terms: terms, lockInInstant: lockIn, baselineUsageSeconds: 0, rules: eastern)
        var moved: [Int] = []
        var last = (week.penaltyCents, week.progressBarWidth(fullWidth: 300))
        for minute in 1...120 {
            week.record(
                reportedUsageSeconds: schedule.reportedUsageSeconds(forTrueUsageSeconds: minute * 60),
                at: lockIn + Int64(minute * 60))
            let now = (week.penaltyCents, week.progressBarWidth(fullWidth: 300))
            if now != last { moved.append(minute) }
            last = now
        }
        // The bar moves at every threshold up to the 60-minute limit; the penalty only after it.
        #expect(moved == [15, 30, 45, 60, 75, 90, 105, 120])
        #expect(week.penaltyCents == (120 - 60) * 10)
        #expect(week.progressBarWidth(fullWidth: 300) == 300)
        // 14 minutes past the last threshold are invisible until the next one.
        week.record(
            reportedUsageSeconds: schedule.reportedUsageSeconds(forTrueUsageSeconds: 134 * 60), at: lockIn + 8040)
        #expect(week.penaltyCents == 600)
    }

    @Test func aRestartAfterEveryWriteRecoversTheWeeksCommitment() throws {
        let reports: [(Int, Int64)] = [(1800, lockIn + 3600), (4200, lockIn + 7200), (6000, lockIn + 86_400)]
        var full = JSONCommitmentStorage()
        try runWeek(&full, reports: reports)
        let finished = try #require(full.loadCommitmentWeek())
        #expect(finished.penaltyCents == (6000 - 600) / 60 * 10 - 60 * 10)
        for kill in 1...(reports.count + 1) {
            var storage = JSONCommitmentStorage(killAfterWrite: kill)
            #expect(throws: JSONCommitmentStorage.Killed.self) { try runWeek(&storage, reports: reports) }
            let restored = storage.loadCommitmentWeek()
            if kill == 1 {
                #expect(restored == nil) // killed before the lock-in was stored: no commitment
                continue
            }
            let week = try #require(restored)
            // Everything of the lock-in survives, and usage as of the last write that landed.
            #expect(week.terms == terms)
            #expect(week.lockInInstant == lockIn)
            #expect(week.deadlineInstant == finished.deadlineInstant)
            #expect(week.authorizationCents == finished.authorizationCents)
            #expect(week.usage.currentUsageSeconds == (kill == 2 ? 600 : reports[kill - 3].0))
        }
    }

    @Test func aStoredWeekRoundTripsAndIsRebuiltFromItsFields() throws {
        var week = CommitmentWeek(terms: terms, lockInInstant: lockIn, baselineUsageSeconds: 600, rules: eastern)
        week.record(reportedUsageSeconds: 5000, at: lockIn + 60)
        let decoded = try JSONDecoder().decode(CommitmentWeek.self, from: try JSONEncoder().encode(week))
        #expect(decoded == week)
        let rebuilt = try CommitmentWeek(
            restoringTerms: week.terms, lockInInstant: week.lockInInstant, deadlineInstant: week.deadlineInstant,
            authorizationCents: week.authorizationCents,
            usage: MonitoredUsage(baselineUsageSeconds: 600, currentUsageSeconds: 5000))
        #expect(rebuilt == week)
    }

    @Test func aDamagedStoredWeekIsRefused() throws {
        #expect(throws: CommitmentError.self) {
            try CommitmentWeek(
                restoringTerms: terms, lockInInstant: lockIn, deadlineInstant: lockIn,
                authorizationCents: 100, usage: MonitoredUsage(baselineUsageSeconds: 0))
        }
        // Stored terms outside their ranges are refused on decoding, as at Setup.
        let bad = Data(#"{"limitMinutes": 5, "penaltyPerMinuteCents": 10, "selectedApps": ["app.a"]}"#.utf8)
        #expect(throws: CommitmentError.limitOutOfRange(minutes: 5)) {
            try JSONDecoder().decode(CommitmentTerms.self, from: bad)
        }
        let twice = Data(#"{"limitMinutes": 60, "penaltyPerMinuteCents": 10, "selectedApps": ["app.a", "app.a"]}"#.utf8)
        #expect(throws: CommitmentError.selectedAppRepeated(token: "app.a")) {
            try JSONDecoder().decode(CommitmentTerms.self, from: twice)
        }
    }

    /// Seed 003 persists `selectedApps`, the picker's tokens (issue 41: 0.7.0 stored a count only).
    /// They round-trip through the stored week; terms stored by 0.7.0 or earlier, a count without
    /// tokens, are refused by name (no count gives back the apps the monitor must watch).
    @Test func theSelectedAppsTokensAreStoredAndACountOnlyRecordIsRefusedByName() throws {
        let picked = ["token.social", "token.video", "token.game"]
        let terms = try CommitmentTerms(limitMinutes: 60, penaltyPerMinuteCents: 10, selectedApps: picked)
        #expect(terms.selectedAppCount == 3)
        var storage = JSONCommitmentStorage()
        try storage.saveCommitmentWeek(
            CommitmentWeek(terms: terms, lockInInstant: lockIn, baselineUsageSeconds: 0, rules: eastern))
        #expect(storage.loadCommitmentWeek()?.terms.selectedApps == picked)
        let json = try #require(storage.bytes.map { String(decoding: $0, as: UTF8.self) })
        #expect(json.contains(#""selectedApps":["token.social","token.video","token.game"]"#))
        // 0.7.0's terms, as its synthesized encoder wrote them.
        let released = Data(#"{"limitMinutes":60,"penaltyPerMinuteCents":10,"selectedAppCount":3}"#.utf8)
        do {
            _ = try JSONDecoder().decode(CommitmentTerms.self, from: released)
            Issue.record("a count-only record decoded")
        } catch let error as CommitmentError {
            #expect(
                error.description
                    == "the stored commitment is invalid: selectedApps is missing: stored as a count (3 apps) by 0.7.0 "
                    + "or earlier, without the app tokens; the apps must be picked again")
        }
    }

    @Test func usageReportedAtOrAfterTheDeadlineIsNotCharged() {
        var week = CommitmentWeek(terms: terms, lockInInstant: lockIn, baselineUsageSeconds: 0, rules: eastern)
        let deadline = week.deadlineInstant
        let before = week.record(reportedUsageSeconds: 3600, at: deadline - 1)
        let at = week.record(reportedUsageSeconds: 9000, at: deadline)
        let after = week.record(reportedUsageSeconds: 9999, at: deadline + 3600)
        #expect(before && !at && !after)
        #expect(week.usage.usageSecondsSinceLockIn == 3600)
        #expect(week.penaltyCents == 0)
    }

    @Test func theProgressBarIsUsageSinceLockInOverTheLimitFlooredAndFullAtTheLimit() {
        var week = CommitmentWeek(terms: terms, lockInInstant: lockIn, baselineUsageSeconds: 600, rules: eastern)
        #expect(week.progressBarWidth(fullWidth: 300) == 0)
        week.record(reportedUsageSeconds: 600 + 1799, at: lockIn + 60) // 1799 s of a 3600 s limit
        #expect(week.progressBarWidth(fullWidth: 300) == 149) // 149.9 floors
        week.record(reportedUsageSeconds: 600 + 3600, at: lockIn + 120)
        #expect(week.progressBarWidth(fullWidth: 300) == 300)
        week.record(reportedUsageSeconds: 600 + 7200, at: lockIn + 180)
        #expect(week.progressBarWidth(fullWidth: 300) == 300) // over the limit: full, never wider
        #expect(week.progressBarWidth(fullWidth: 0) == 0)
    }

    /// Seed 003's "next Monday 12:00 EST", decided: Monday 12:00 on the New York wall clock, so
    /// 16:00 UTC in summer (EDT), 17:00 UTC in winter (EST), never a fixed UTC−5.
    @Test func theDeadlineIsMondayNoonNewYorkWallClockInSummerAndWinter() {
        let summerLockIn: Int64 = 1_782_820_800 // Tue 2026-06-30 12:00 UTC
        let summer = CommitmentWeek(terms: terms, lockInInstant: summerLockIn, baselineUsageSeconds: 0, rules: eastern)
        #expect(summer.deadlineInstant == 1_783_353_600) // Mon 2026-07-06 16:00 UTC = 12:00 EDT
        let winterLockIn: Int64 = 1_767_700_800 // Tue 2026-01-06 12:00 UTC
        let winter = CommitmentWeek(terms: terms, lockInInstant: winterLockIn, baselineUsageSeconds: 0, rules: eastern)
        #expect(winter.deadlineInstant == 1_768_237_200) // Mon 2026-01-12 17:00 UTC = 12:00 EST
    }
}

import AppGroupStore
import CasinoAppGroupStore
import CasinoCore
import CommitmentAppGroupStore
import CommitmentCore
import Foundation
import RedemptionAppGroupStore
import RedemptionCore
import Testing

struct FixedClock: LocalClock {
    var seconds: Int64
    var now: Instant { Instant(secondsSinceEpoch: seconds) }
    func dayKey(at instant: Instant) -> DayKey { ZoneClock(rules: USEasternTimeRules()) { now }.dayKey(at: instant) }
    func endOfDay(containing instant: Instant) -> Instant {
        ZoneClock(rules: USEasternTimeRules()) { now }.endOfDay(containing: instant)
    }
}

struct FixedUsage: UsageMonitor {
    var minutes: Int
    mutating func usageMinutes(on day: DayKey, for selection: [String]) -> Int { minutes }
    mutating func scheduleUsageThreshold(_ threshold: UsageThreshold) {}
}

struct NoShields: ShieldController {
    mutating func applyShields(to selection: [String]) {}
    mutating func clearShields() {}
}

struct NoLog: EventLog {
    mutating func record(_ event: LogEvent) {}
}

/// 2026-01-05 12:00 New York.
let noon: Int64 = 1_767_589_200 + 12 * 3600

typealias FileCoordinator = AppCoordinator<FixedClock, FixedUsage, NoShields, CasinoStateFile, NoLog>

func process(_ folder: String, usage: Int = 10) -> FileCoordinator {
    FileCoordinator(
        clock: FixedClock(seconds: noon), usage: FixedUsage(minutes: usage), shields: NoShields(),
        storage: CasinoStateFile(folder: folder), log: NoLog(), initialAllowanceMinutes: 60)
}

@Suite("The products' App Group adapters")
struct AdapterTests {
    /// Two processes on one container: the shield action's unlock reaches the app, which reads
    /// again before its event instead of writing over it from memory.
    @Test func theCasinosProcessesShareOneRecordWithCompareAndSwap() throws {
        let folder = try makeContainer()
        var app = process(folder)
        app.launch()
        #expect(app.version == 1)
        var shield = process(folder)
        #expect(shield.toggleLock() == .unlocked)
        var monitor = process(folder, usage: 25)
        monitor.usageThresholdReached()
        app.enterForeground() // reloads: the unlock and the usage are kept
        let stored = try #require(CasinoStateFile(folder: folder).load())
        #expect(stored.version == 3 && app.version == 3)
        #expect(stored.state.userWantsUnlocked && stored.state.usageMinutesToday == 25)
        // A save against a version another process moved past stores nothing.
        var stale = CasinoStateFile(folder: folder)
        #expect(stale.save(stored.state, replacing: 2) == nil)
        #expect(stale.conflicts == 1 && CasinoStateFile(folder: folder).storedVersion == 3)
    }

    /// A record that is not a state at all loads as nothing but keeps its version stored, so no
    /// "first launch" writes a fresh allowance over the history: every save is refused, by name.
    @Test func anUndecodableCasinoRecordRefusesEverySave() throws {
        let folder = try makeContainer()
        var storage = CasinoStateFile(folder: folder)
        #expect(try storage.file.write(Array("{\"not\":\"a state\"}".utf8), replacing: 0) == 1)
        #expect(storage.load() == nil)
        #expect(
            storage.loadError() == .damagedRecord(path: storage.file.path, reason: "the body is not a casino state"))
        var app = process(folder)
        app.launch()
        #expect(app.storeRefusal == .storeDidNotMoveOn(version: 0))
        #expect(try storage.file.read()?.body == Array("{\"not\":\"a state\"}".utf8))
        #expect(storage.save(app.state, replacing: 0) == nil)
    }

    /// Seed 003's writer split: the monitor writes usage only, the app the lock-in only, so a
    /// stale app save cannot lower usage and a monitor write cannot drop or replace a lock-in.
    @Test func theMonitorAndTheAppEachWriteOnlyTheirOwnRecord() throws {
        let folder = try makeContainer()
        var app = CommitmentAppGroupStorage(folder: folder)
        let monitor = MonitoredUsageAppGroupWriter(folder: folder)
        try monitor.recordReportedUsage(seconds: 1_200, at: noon - 60) // before any lock-in
        #expect(try app.latestReportedUsageSeconds() == 1_200)
        let terms = try CommitmentTerms(limitMinutes: 60, penaltyPerMinuteCents: 10, selectedAppCount: 3)
        let week = CommitmentWeek(
            terms: terms, lockInInstant: noon, baselineUsageSeconds: try app.latestReportedUsageSeconds(),
            rules: USEasternTimeRules())
        try app.saveCommitmentWeek(week)
        let held = try #require(app.loadCommitmentWeek()) // the app's memory, about to go stale
        #expect(held.usage.usageSecondsSinceLockIn == 0)
        #expect(try monitor.recordReportedUsage(seconds: 6_000, at: noon + 3_600))
        #expect(try monitor.recordReportedUsage(seconds: 5_000, at: noon + 3_700)) // older: changes nothing
        // The app saves the week it held (usage from before the monitor's write): usage is kept.
        try app.saveCommitmentWeek(held)
        let joined = try #require(app.loadCommitmentWeek())
        #expect(joined.usage.usageSecondsSinceLockIn == 4_800)
        #expect(joined.lockInInstant == noon && joined.authorizationCents == week.authorizationCents)
        // A report after the deadline is the next week's: it does not count toward this one.
        #expect(try !monitor.recordReportedUsage(seconds: 90_000, at: week.deadlineInstant))
        #expect(app.loadCommitmentWeek()?.usage.usageSecondsSinceLockIn == 4_800)
        // Another app value's save after this one's read is refused (the lock-in's compare-and-swap).
        var other = CommitmentAppGroupStorage(folder: folder)
        _ = other.loadCommitmentWeek()
        try app.saveCommitmentWeek(nil)
        #expect(throws: AppGroupStoreError.conflict(path: other.lockInFile.path)) { try other.saveCommitmentWeek(week) }
        #expect(app.loadCommitmentWeek() == nil)
    }

    /// A new lock-in is not charged the old week's usage: the monitor's week usage is named by
    /// its lock-in instant.
    @Test func aNewLockInStartsFromItsOwnBaseline() throws {
        let folder = try makeContainer()
        var app = CommitmentAppGroupStorage(folder: folder)
        let monitor = MonitoredUsageAppGroupWriter(folder: folder)
        let terms = try CommitmentTerms(limitMinutes: 60, penaltyPerMinuteCents: 10, selectedAppCount: 3)
        let first = CommitmentWeek(
            terms: terms, lockInInstant: noon, baselineUsageSeconds: 0, rules: USEasternTimeRules())
        try app.saveCommitmentWeek(first)
        try monitor.recordReportedUsage(seconds: 9_000, at: noon + 60)
        let second = CommitmentWeek(
            terms: terms, lockInInstant: first.deadlineInstant + 60, baselineUsageSeconds: 9_000,
            rules: USEasternTimeRules())
        try app.saveCommitmentWeek(second)
        #expect(app.loadCommitmentWeek()?.usage.usageSecondsSinceLockIn == 0)
    }

    @Test func theRedemptionRecordIsVersionedAndComparedAndSwapped() throws {
        let folder = try makeContainer()
        var app = RedemptionStateFile(folder: folder)
        var monitor = RedemptionStateFile(folder: folder)
        #expect(app.loadVersionedRedemptionState() == nil)
        #expect(try app.saveRedemptionState(FamilyRedemptionState(), replacing: 0))
        #expect(try monitor.saveRedemptionState(FamilyRedemptionState(), replacing: 1))
        #expect(try !app.saveRedemptionState(FamilyRedemptionState(), replacing: 1))
        #expect(
            app.loadVersionedRedemptionState() == VersionedRedemptionState(state: FamilyRedemptionState(), version: 2))
        #expect(app.loadError() == nil)
    }
}

import CasinoCore

/// The simulated phone: the time, the restricted apps' true usage, the shields and the app's
/// storage — everything that outlives the app's process.
///
/// The four effect types (`SimulatedClock`, `HonestUsageSource`, `RecordingShields`,
/// `KillableStorage`) are thin views of one device, so a relaunch is simply a new coordinator on
/// the same device, and a fork (a what-if run) is a coordinator on a `copy()`.
///
/// A planned kill (`killAfterEffect`) ends the process right after that effect call (a write, a
/// shield call, a threshold schedule or a log event): from then on effects are dropped, as they
/// would be by a dead process, until `relaunch()`.
///
/// The storage is the one store the app and its two extensions (the DeviceActivity monitor, the
/// shield action) share as separate processes: every write is a compare-and-swap against the
/// version its process read, and every write that lands is checked against the state it replaces
/// (`WriteAudit`), whichever process made it. `racingWrite` lets another process write in the
/// middle of an app's event, between its read and its write.
///
/// A device belongs to one timeline on one thread, and no access to its state spans a call that
/// could reach it again, so its properties skip the run-time exclusivity check: on the day loop's
/// hot path (every effect call, every step's checks) that check cost a sixth of a day's instructions.
final class SimulatedDevice {
    let zone: LabTimeZone
    /// The seed the app commits at installation: the lab's run seed, where a phone would make a
    /// 256-bit one from its cryptographic generator (the rounds replay from `--seed`).
    let installationSeed: UInt64

    // MARK: Clock
    /// The current instant; the simulation moves it minute by minute.
    @exclusivity(unchecked) private(set) var now: Instant
    /// The local day containing `now`, cached because the coordinator asks for it on every event.
    @exclusivity(unchecked) private(set) var today: LocalDay

    // MARK: Usage, measured honestly
    /// The day `usageMinutes` belongs to.
    @exclusivity(unchecked) private(set) var usageDayNumber: Int
    /// True restricted-app use on `usageDayNumber`, whatever the app last saw.
    @exclusivity(unchecked) private(set) var usageMinutes: Int
    /// The usage DeviceActivity reports now (what a refresh reads): `usageMinutes` on a phone that
    /// reports at once, less the last minutes of use on one that reports late.
    @exclusivity(unchecked) private(set) var reportedUsageMinutes: Int
    /// The usage the threshold events have caught up with (at most `reportedUsageMinutes`).
    @exclusivity(unchecked) private(set) var eventUsageMinutes: Int
    /// How many times the app asked for usage.
    @exclusivity(unchecked) private(set) var usageReads = 0
    /// The threshold event the app last scheduled, until it fires (DeviceActivity keeps it across processes).
    @exclusivity(unchecked) private(set) var scheduledThreshold: UsageThreshold?

    // MARK: Log
    /// Events the app logged, in all and by sequence (`AppSequence.allCases` order).
    @exclusivity(unchecked) private(set) var loggedEvents = 0
    @exclusivity(unchecked) private(set) var loggedBySequence = [Int](
        repeating: 0, count: AppSequence.allCases.count)

    // MARK: Shields
    @exclusivity(unchecked) private(set) var shieldsApplied = false
    /// Every apply and clear call, and how many of them changed anything.
    @exclusivity(unchecked) private(set) var shieldApplyCalls = 0
    @exclusivity(unchecked) private(set) var shieldClearCalls = 0
    @exclusivity(unchecked) private(set) var shieldChanges = 0

    // MARK: Storage
    /// The last state saved, or nil before the first write.
    @exclusivity(unchecked) private(set) var stored: PersistedState?
    /// The version of `stored` (0 before the first write).
    @exclusivity(unchecked) private(set) var version: UInt64 = 0
    /// Writes refused because another process had written since the writer read.
    @exclusivity(unchecked) private(set) var conflicts = 0
    /// Every landed write checked against the state it replaced.
    @exclusivity(unchecked) var audit = WriteAudit()
    /// True while the process that writes is handling a lock/unlock tap (the one event that may
    /// change `userWantsUnlocked`).
    @exclusivity(unchecked) var handlingTap = false
    /// Another process's event, run inside each of the next `racesLeft` write attempts just before
    /// its version check, as if that process had written first (a race fork; never copied).
    @exclusivity(unchecked) var racingWrite: (() -> Void)?
    @exclusivity(unchecked) var racesLeft = 0
    /// Racing events run so far (each logs one event of its own).
    @exclusivity(unchecked) private(set) var races = 0
    @exclusivity(unchecked) private var isRacing = false
    /// Writes so far on this device (dropped writes of a dead process not counted).
    @exclusivity(unchecked) private(set) var writes = 0
    /// Effect calls so far on this device: writes, shield calls, threshold schedules and log events
    /// (those of a dead process not counted). Each is a point where a process can die.
    @exclusivity(unchecked) private(set) var effects = 0
    /// When set, the process dies right after effect number `killAfterEffect` (absolute, see `effects`).
    @exclusivity(unchecked) var killAfterEffect: Int?
    /// True after a kill until `relaunch()`: the process is dead and its effects are lost.
    @exclusivity(unchecked) private(set) var isKilled = false

    /// A device on day `dayNumber`'s midnight, with no app installed.
    init(zone: LabTimeZone, dayNumber: Int, installationSeed: UInt64) {
        self.zone = zone
        self.installationSeed = installationSeed
        let day = zone.localDay(dayNumber)
        today = day
        now = day.start
        usageDayNumber = dayNumber
        usageMinutes = 0
        reportedUsageMinutes = 0
        eventUsageMinutes = 0
    }

    private init(copying other: SimulatedDevice) {
        zone = other.zone
        installationSeed = other.installationSeed
        now = other.now
        today = other.today
        usageDayNumber = other.usageDayNumber
        usageMinutes = other.usageMinutes
        reportedUsageMinutes = other.reportedUsageMinutes
        eventUsageMinutes = other.eventUsageMinutes
        usageReads = other.usageReads
        scheduledThreshold = other.scheduledThreshold
        loggedEvents = other.loggedEvents
        loggedBySequence = other.loggedBySequence
        shieldsApplied = other.shieldsApplied
        shieldApplyCalls = other.shieldApplyCalls
        shieldClearCalls = other.shieldClearCalls
        shieldChanges = other.shieldChanges
        stored = other.stored
        version = other.version
        conflicts = other.conflicts
        audit = other.audit
        handlingTap = other.handlingTap
        races = other.races
        writes = other.writes
        effects = other.effects
        killAfterEffect = other.killAfterEffect
        isKilled = other.isKilled
    }

    /// An independent device in the same state, for a what-if run.
    func copy() -> SimulatedDevice { SimulatedDevice(copying: self) }

    // MARK: Driving the device

    /// Moves the clock to local midnight starting `day` (usage starts at 0 on a new day).
    func startDay(_ day: LocalDay) {
        today = day
        now = day.start
        if day.dayNumber != usageDayNumber {
            usageDayNumber = day.dayNumber
            usageMinutes = 0
            reportedUsageMinutes = 0
            eventUsageMinutes = 0
        }
    }

    /// Moves the clock to real minute `minute` of today, with `usage` minutes really used so far today.
    ///
    /// The simulation keeps time and usage itself and brings the device up to date only before the
    /// app runs, so an idle minute costs nothing here.
    @inline(__always)
    func sync(minute: Int, usage: Int) {
        now = today.start.advanced(bySeconds: Int64(minute) * 60)
        usageMinutes = usage
        reportedUsageMinutes = usage
        eventUsageMinutes = usage
    }

    /// `sync(minute:usage:)` on a phone whose DeviceActivity is late: a refresh reads `reported`
    /// and the threshold events have seen `event` (`event ≤ reported ≤ usage`).
    func sync(minute: Int, usage: Int, reported: Int, event: Int) {
        now = today.start.advanced(bySeconds: Int64(minute) * 60)
        usageMinutes = usage
        reportedUsageMinutes = reported
        eventUsageMinutes = event
    }

    /// Starts a new process after a kill: effects count again.
    func relaunch() {
        isKilled = false
        killAfterEffect = nil
    }

    /// One more minute of restricted-app use now, reported at once (what a racing monitor reads).
    func useOneMoreMinute() {
        usageMinutes += 1
        reportedUsageMinutes += 1
        eventUsageMinutes += 1
    }

    /// Ends the process now, before its next write.
    func kill() { isKilled = true }

    // MARK: What the effect types call

    func localDay(containing instant: Instant) -> LocalDay {
        today.contains(instant) ? today : zone.localDay(zone.dayNumber(at: instant))
    }

    func usageMinutes(on day: DayKey) -> Int {
        usageReads += 1
        return day == today.key && usageDayNumber == today.dayNumber ? reportedUsageMinutes : 0
    }

    func schedule(_ threshold: UsageThreshold) {
        guard !isKilled else { return }
        scheduledThreshold = threshold
        effectDone()
    }

    /// True once today's usage, as the threshold events have seen it, has reached the scheduled
    /// threshold; the event then fires once.
    func takeThresholdEvent() -> Bool {
        guard thresholdEventDue(eventUsage: eventUsageMinutes) else { return false }
        scheduledThreshold = nil
        return true
    }

    /// Whether the scheduled threshold event would fire once the threshold events have seen
    /// `eventUsage` minutes of today's use (asked before the device is brought up to date).
    func thresholdEventDue(eventUsage: Int) -> Bool {
        guard let t = scheduledThreshold, t.day == today.key, usageDayNumber == today.dayNumber else { return false }
        return eventUsage >= t.usageMinutes
    }

    /// `AppSequence.allCases`, made once (each call of `allCases` builds the array again).
    private static let sequences = AppSequence.allCases

    func log(_ event: LogEvent) {
        guard !isKilled else { return }
        loggedEvents += 1
        if let i = SimulatedDevice.sequences.firstIndex(of: event.sequence) { loggedBySequence[i] += 1 }
        effectDone()
    }

    func setShields(_ applied: Bool) {
        guard !isKilled else { return }
        if applied { shieldApplyCalls += 1 } else { shieldClearCalls += 1 }
        if shieldsApplied != applied {
            shieldsApplied = applied
            shieldChanges += 1
        }
        effectDone()
    }

    func save(_ state: PersistedState, replacing expected: UInt64) -> UInt64? {
        // A dead process's write is lost, but the process cannot tell: its code runs on, as if
        // the write had landed, until the simulation discards it (a refusal would have it retry).
        guard !isKilled else { return expected &+ 1 }
        raceIfDue()
        guard expected == version else {
            conflicts += 1
            return nil
        }
        land(state)
        return version
    }

    /// A write without the version check (a test's wrong coordinator): it lands whatever the
    /// writer read, and is audited like any other.
    func overwrite(_ state: PersistedState) {
        guard !isKilled else { return }
        raceIfDue()
        land(state)
    }

    /// Runs the racing process's event when this write is due for one (`raceEvery`).
    private func raceIfDue() {
        guard racesLeft > 0, !isRacing, let race = racingWrite else { return }
        racesLeft -= 1
        isRacing = true
        let tap = handlingTap
        handlingTap = false
        races += 1
        race()
        handlingTap = tap
        isRacing = false
    }

    private func land(_ state: PersistedState) {
        audit.check(state, replacing: stored, handlingTap: handlingTap)
        stored = state
        version += 1
        writes += 1
        effectDone()
    }

    /// Counts an effect call that reached the device, and ends the process there if planned.
    @inline(__always)
    private func effectDone() {
        effects += 1
        if let kill = killAfterEffect, effects >= kill { isKilled = true }
    }
}

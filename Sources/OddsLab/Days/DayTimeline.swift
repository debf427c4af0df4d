import CasinoCore
import SeededRuns

/// What a day's runs share: the user, the chunk's randomness coordinates and the run options.
struct DayContext {
    let profile: CompiledProfile
    let seed: UInt64
    let stream: UInt64
    let killEveryWrite: Bool
    var allowance: Int { profile.profile.dailyAllowanceMinutes }
}

/// Forks made by `--kill-every-write`: how many sampled wagers, and how many kills at each kill
/// point of their commit/settle path (index 0: before the first effect call, index n: right after
/// the n-th write, shield call, threshold schedule or log event); the same for unlock taps with
/// minutes left (sequence 5).
package struct KillForkCounts: Hashable, Mergeable {
    package var wagers = 0
    package var killsAfterWrite: [Int] = []
    package var unlockTaps = 0
    package var unlockKillsAfterWrite: [Int] = []
    /// Race forks (one per forked wager or unlock tap), and the writes of another process that
    /// raced their writes (each refused the forked write once: a conflict, then a fresh read).
    var raceForks = 0
    var races = 0
    var conflicts = 0

    init() {}

    mutating func count(killPoint: Int) { Self.count(killPoint, in: &killsAfterWrite) }

    mutating func countUnlock(killPoint: Int) { Self.count(killPoint, in: &unlockKillsAfterWrite) }

    private static func count(_ point: Int, _ n: Int = 1, in counts: inout [Int]) {
        while counts.count <= point { counts.append(0) }
        counts[point] += n
    }

    /// All forks run: wagers' and unlock taps'.
    package var forks: Int { killsAfterWrite.reduce(0, +) + unlockKillsAfterWrite.reduce(0, +) }

    package static func += (lhs: inout KillForkCounts, rhs: KillForkCounts) {
        lhs.wagers += rhs.wagers
        lhs.unlockTaps += rhs.unlockTaps
        lhs.raceForks += rhs.raceForks
        lhs.races += rhs.races
        lhs.conflicts += rhs.conflicts
        for (point, n) in rhs.killsAfterWrite.enumerated() { Self.count(point, n, in: &lhs.killsAfterWrite) }
        for (point, n) in rhs.unlockKillsAfterWrite.enumerated() {
            Self.count(point, n, in: &lhs.unlockKillsAfterWrite)
        }
    }
}

/// One device, one app and one user living through a day, step by step.
///
/// The day is simulated minute by minute in real time (1380, 1440 or 1500 minutes). In each minute:
/// the day boundary (at 0), a selection change, session starts, game visits and checks as planned,
/// a session end, then one minute of restricted-app use if a session is on and the shields are off.
/// Every call into the app is a step, after which the stored state is checked.
struct DayTimeline<App: SimulatedApp> {
    let context: DayContext
    var run: DayRunKind
    var dayInChunk = 0
    var device: SimulatedDevice
    /// The app's process, nil when it is not running.
    var app: App?
    /// The DeviceActivity monitor extension's process (day boundary, usage threshold events) and
    /// the ShieldAction extension's (taps on the shield's button): separate processes with their
    /// own memory over the device's one store, alive between their callbacks until the system ends
    /// them (`endsExtension`), nil when not running.
    var monitor: App?
    var shieldExtension: App?
    var checker = InvariantChecker()
    var bettor = BettorMemory()
    var generator: CountingGenerator<Xoshiro256StarStar>
    var step = 0
    var figures = DayFigures()
    /// The restricted-app session in progress ends before this minute of today (none if ≤ now);
    /// a session past midnight carries into the next day.
    var sessionEnd = -1
    var sessionLocksAfter = false
    /// allowance + bonus of the stored state, refreshed after every step, for the overrun count.
    var storedBudget = 0
    var minute = 0
    var day: LocalDay
    /// True restricted-app use today, kept here and copied to the device before the app runs.
    var usage = 0
    /// The device's shields as of the last step (they change only when the app runs).
    var shieldsOn = false
    /// The device's logged events, and racing events, as of the last step.
    var loggedAtLastStep = 0
    var racesAtLastStep = 0
    var conflictsAtLastStep = 0
    /// On a phone whose DeviceActivity is late: today's true usage at the start of each minute, so
    /// the device can be told what it reports and what its threshold events have seen.
    var usageAtMinute: [Int] = []
    /// Where a seed-triggers-only run split off the app run resumes (nil otherwise).
    var resumeAt: DayCursor?

    init(context: DayContext, device: SimulatedDevice) {
        self.context = context
        self.device = device
        run = .app
        day = device.today
        generator = CountingGenerator(Xoshiro256StarStar(seed: context.seed, stream: context.stream))
    }

    var location: StepLocation { StepLocation(dayInChunk: dayInChunk, run: run, step: step) }

    /// An independent copy for a what-if run: the phone copied, and each running process exactly as
    /// it is (its memory: the state it holds and the version it read) on the copy.
    func fork(as run: DayRunKind) -> DayTimeline {
        var copy = self
        copy.device = device.copy()
        copy.app = app?.moved(to: copy.device)
        copy.monitor = monitor?.moved(to: copy.device)
        copy.shieldExtension = shieldExtension?.moved(to: copy.device)
        copy.run = run
        return copy
    }

    /// The seed-triggers-only run split off here, before the app run's first threshold event: a
    /// fork that resumes at `cursor` in `phase` without the event.
    func splitOff(at cursor: DayCursor, _ phase: DayCursor.Phase) -> DayTimeline {
        var copy = fork(as: .seedTriggersOnly)
        copy.resumeAt = cursor
        copy.resumeAt!.phase = phase
        return copy
    }

    // MARK: The day

    /// Plays `day` as planned. `isFirstDay`: the app is installed and first launched at midnight.
    ///
    /// With `splitsSeedTriggersOnly` (the app run), the seed-triggers-only run of the same day is
    /// returned: the two runs are the same run, step for step, until the first usage threshold
    /// event the app run receives (that event is the only thing the two runs do differently), so
    /// the comparison run is split off there — an exact copy of the phone and of every process's
    /// memory, without the event — and `playSplit` plays the rest of its day. Nil when no event
    /// came: the comparison run was this run all day.
    mutating func play<T: DayTracer>(
        _ day: LocalDay, plan: DayPlan, dayInChunk: Int, isFirstDay: Bool, splitsSeedTriggersOnly: Bool = false,
        tally: inout InvariantTally, forks: inout KillForkCounts, trace: inout T
    ) -> DayTimeline? {
        self.day = day
        self.dayInChunk = dayInChunk
        step = 0
        figures = DayFigures()
        figures.lengthChangeMinutes = day.lengthMinutes - 1440
        bettor = BettorMemory()
        if trace.wants(run) {
            trace.record(
                "— \(run) run of \(day.key) (\(day.lengthMinutes / 60) h): \(plan.sessions.count) sessions, "
                    + "\(plan.visits.count) game visits, \(plan.checks.count) checks")
        }
        usage = 0
        if isLate { usageAtMinute = [Int](repeating: 0, count: day.lengthMinutes + 1) }
        let start = DayCursor(writesAtStart: device.writes, changesAtStart: device.shieldChanges)
        return playMinutes(
            from: start, plan: plan, isFirstDay: isFirstDay, splitsSeedTriggersOnly: splitsSeedTriggersOnly,
            tally: &tally, forks: &forks, trace: &trace)
    }

    /// Plays the rest of the day of a seed-triggers-only run split off by `play`.
    mutating func playSplit<T: DayTracer>(
        plan: DayPlan, tally: inout InvariantTally, forks: inout KillForkCounts, trace: inout T
    ) {
        guard let cursor = resumeAt else { return }
        resumeAt = nil
        if trace.wants(run) {
            trace.record(
                "— \(run) run of \(day.key): the app run's steps until step \(step), at "
                    + "\(day.wallClock(atMinute: cursor.minute)), where the app run's first usage threshold event "
                    + "came; from there without it")
        }
        _ = playMinutes(
            from: cursor, plan: plan, isFirstDay: false, splitsSeedTriggersOnly: false,
            tally: &tally, forks: &forks, trace: &trace)
    }

    /// Where the minute loop is: the minute, what of it is done, and the next planned event of
    /// each kind.
    struct DayCursor {
        /// What of minute `minute` is done: nothing, the planned steps, the minute's use, all of it.
        enum Phase: Int, Comparable {
            case start, steps, use, done
            static func < (a: Phase, b: Phase) -> Bool { a.rawValue < b.rawValue }
        }
        var minute = 0
        var phase = Phase.start
        var nextSession = 0, nextVisit = 0, nextCheck = 0
        /// The device's counts when the day began.
        var writesAtStart: Int
        var changesAtStart: Int
    }

    /// The minute loop from `cursor` to the end of the day, then the day's figures.
    private mutating func playMinutes<T: DayTracer>(
        from cursor: DayCursor, plan: DayPlan, isFirstDay: Bool, splitsSeedTriggersOnly: Bool,
        tally: inout InvariantTally, forks: inout KillForkCounts, trace: inout T
    ) -> DayTimeline? {
        // The app schedules a usage threshold after every change and the device delivers it when
        // usage reaches it; the seed-triggers-only run leaves it undelivered, for comparison.
        let thresholdEvents = run != .seedTriggersOnly
        let late = isLate
        var c = cursor
        var split: DayTimeline?
        while c.minute < day.lengthMinutes {
            let m = c.minute
            minute = m
            if c.phase < .steps {
                if late { usageAtMinute[m] = usage }
                let busy =
                    m == 0 || m == sessionEnd || m == plan.selectionChangeMinute
                    || (c.nextSession < plan.sessions.count && plan.sessions[c.nextSession].start == m)
                    || (c.nextVisit < plan.visits.count && plan.visits[c.nextVisit].minute == m)
                    || (c.nextCheck < plan.checks.count && plan.checks[c.nextCheck].minute == m)
                if busy {
                    if m == 0 { device.startDay(day) } else { syncDevice(minute: m, late: late) }
                    if m == 0 {
                        if isFirstDay {
                            install(tally: &tally, trace: &trace)
                        } else {
                            dayBoundary(tally: &tally, trace: &trace)
                        }
                    }
                    if m == plan.selectionChangeMinute { changeSelection(tally: &tally, trace: &trace) }
                    if sessionEnd == m { endSession(tally: &tally, trace: &trace) }
                    while c.nextSession < plan.sessions.count && plan.sessions[c.nextSession].start == m {
                        startSession(plan.sessions[c.nextSession], tally: &tally, forks: &forks, trace: &trace)
                        c.nextSession += 1
                    }
                    while c.nextVisit < plan.visits.count && plan.visits[c.nextVisit].minute == m {
                        gameVisit(plan.visits[c.nextVisit], tally: &tally, forks: &forks, trace: &trace)
                        c.nextVisit += 1
                    }
                    while c.nextCheck < plan.checks.count && plan.checks[c.nextCheck].minute == m {
                        let check = plan.checks[c.nextCheck]
                        openApp(
                            cold: check.coldLaunch, pull: check.pullsToRefresh, why: "check", tally: &tally,
                            trace: &trace)
                        c.nextCheck += 1
                    }
                    shieldsOn = device.shieldsApplied
                    // A step that lowered the budget below the usage already counted wakes the app now.
                    if thresholdEvents && !shieldsOn && device.thresholdEventDue(eventUsage: device.eventUsageMinutes) {
                        if splitsSeedTriggersOnly && split == nil { split = splitOff(at: c, .steps) }
                        _ = device.takeThresholdEvent()
                        usageEvent(tally: &tally, trace: &trace)
                        shieldsOn = device.shieldsApplied
                    }
                }
            }
            if c.phase < .use && m < sessionEnd {
                if shieldsOn {
                    // Shields came on mid-session (a refresh found 0): the user is thrown out.
                    sessionEnd = m
                    figures.sessionsCut += 1
                } else {
                    if storedBudget - usage <= 0 { figures.overrunMinutes += 1 }
                    usage += 1
                    figures.usageMinutes += 1
                    if thresholdEvents && !late && device.thresholdEventDue(eventUsage: usage) {
                        if splitsSeedTriggersOnly && split == nil { split = splitOff(at: c, .use) }
                        device.sync(minute: m, usage: usage)
                        _ = device.takeThresholdEvent()
                        usageEvent(tally: &tally, trace: &trace)
                        shieldsOn = device.shieldsApplied
                    }
                }
            }
            if c.phase < .done && late {
                // The minute just used reaches the reports and the events later; an event fires when
                // the usage it has seen grows to the threshold, shields or not.
                usageAtMinute[m + 1] = usage
                let seen = lateUsage(atMinute: m + 1, lag: eventLagMinutes)
                if thresholdEvents && seen > lateUsage(atMinute: m, lag: eventLagMinutes)
                    && device.thresholdEventDue(eventUsage: seen)
                {
                    if splitsSeedTriggersOnly && split == nil { split = splitOff(at: c, .done) }
                    syncDevice(minute: m, late: true, endOfMinute: true)
                    _ = device.takeThresholdEvent()
                    usageEvent(tally: &tally, trace: &trace)
                    shieldsOn = device.shieldsApplied
                }
            }
            c.minute = late ? m + 1 : nextBusyMinute(after: m, plan, c.nextSession, c.nextVisit, c.nextCheck)
            c.phase = .start
        }
        minute = max(0, day.lengthMinutes - 1)
        if late {
            syncDevice(minute: day.lengthMinutes - 1, late: true, endOfMinute: true)
        } else {
            device.sync(minute: day.lengthMinutes - 1, usage: usage)
        }
        sessionEnd -= day.lengthMinutes
        figures.endedAtZero = storedBudget - usage <= 0
        if let s = device.stored, s.budgetDay == day.key { figures.netGameMinutes = s.bonusMinutesFromGames }
        figures.writes = device.writes - c.writesAtStart
        figures.shieldChanges = device.shieldChanges - c.changesAtStart
        if trace.wants(run) {
            trace.record(
                "— end of \(day.key): used \(figures.usageMinutes) min, overrun \(figures.overrunMinutes) min, "
                    + "games net \(figures.netGameMinutes) min, \(figures.endedAtZero ? "ended at 0" : "minutes left")")
        }
        return split
    }

    // MARK: A late DeviceActivity

    /// True when the phone reports usage, or delivers threshold events, later than it happens.
    var isLate: Bool {
        context.profile.profile.usageReportDelayMinutes + context.profile.profile.thresholdEventDelayMinutes > 0
    }

    /// The minute after `m` at which the minute loop next has work, on a phone whose reports are
    /// not late: the next minute while a session is on, else the next planned session, visit,
    /// check or selection change, or the session's end (a later one when none is left: the loop
    /// ends). The minutes skipped would each have done nothing.
    func nextBusyMinute(after m: Int, _ plan: DayPlan, _ nextSession: Int, _ nextVisit: Int, _ nextCheck: Int) -> Int {
        let n = m + 1
        if n <= sessionEnd { return n }
        var next = Int.max
        // Only a planned minute not yet passed can be reached (the loop tests equality).
        if nextSession < plan.sessions.count, plan.sessions[nextSession].start >= n {
            next = plan.sessions[nextSession].start
        }
        if nextVisit < plan.visits.count, plan.visits[nextVisit].minute >= n {
            next = min(next, plan.visits[nextVisit].minute)
        }
        if nextCheck < plan.checks.count, plan.checks[nextCheck].minute >= n {
            next = min(next, plan.checks[nextCheck].minute)
        }
        if let change = plan.selectionChangeMinute, change >= n { next = min(next, change) }
        return next
    }

    /// Minutes after it is used that a minute of use reaches a threshold event.
    var eventLagMinutes: Int {
        context.profile.profile.usageReportDelayMinutes + context.profile.profile.thresholdEventDelayMinutes
    }

    /// Today's usage at the start of minute `minute`, as a report `lag` minutes late shows it.
    func lateUsage(atMinute minute: Int, lag: Int) -> Int {
        let i = minute - lag
        return i <= 0 ? 0 : usageAtMinute[i]
    }

    /// Brings the device to `minute` with today's usage, and on a late phone what it reports and
    /// what its events have seen (`endOfMinute`: after the minute's use).
    mutating func syncDevice(minute m: Int, late: Bool, endOfMinute: Bool = false) {
        guard late else { return device.sync(minute: m, usage: usage) }
        let t = endOfMinute ? m + 1 : m
        device.sync(
            minute: m, usage: usage,
            reported: lateUsage(atMinute: t, lag: context.profile.profile.usageReportDelayMinutes),
            event: lateUsage(atMinute: t, lag: eventLagMinutes))
    }

    // MARK: Steps

    /// Checks the stored state after a step and records its trace line.
    @discardableResult
    mutating func finishStep<T: DayTracer>(
        _ what: @autoclosure () -> String, tally: inout InvariantTally,
        trace: inout T
    ) -> [Transaction] {
        step += 1
        figures.steps += 1
        let location = self.location
        // One reference to the device for the whole step (each access through `self` may retain it).
        let device = self.device
        // One read of the stored state, lent to each check (each read of it is a copy).
        var new: [Transaction] = []
        if let stored = device.stored {
            new = checker.observe(device, stored: stored, at: location, into: &tally)
            device.audit.drain(into: &tally, at: location)
            InvariantChecker.checkShields(
                device, stored: stored, afterKill: device.isKilled, at: location, into: &tally)
            storedBudget = stored.dailyAllowanceMinutes + stored.bonusMinutesFromGames
        } else {
            device.audit.drain(into: &tally, at: location)
        }
        if !device.isKilled {
            // A racing process's event (a race fork) logs its own one event.
            let logged = device.loggedEvents - loggedAtLastStep - (device.races - racesAtLastStep)
            tally.check(.oneLogEventPerSequence, logged == 1, at: location, "the step logged \(logged) events")
        }
        if device.races == racesAtLastStep {
            let refused = device.conflicts - conflictsAtLastStep
            tally.check(
                .eventReadsFirst, refused == 0, at: location,
                "\(refused) writes refused with no other process writing during the step: an event acted on a stale read"
            )
        }
        loggedAtLastStep = device.loggedEvents
        racesAtLastStep = device.races
        conflictsAtLastStep = device.conflicts
        for t in new where t.resolution == .forfeited {
            figures.forfeits += 1
            figures.forfeitedMinutes += t.wager
            if t.day != day.key { figures.lateForfeits += 1 }
        }
        if trace.wants(run) { trace.record(describeStep(what(), new)) }
        return new
    }

    func describeStep(_ what: String, _ new: [Transaction]) -> String {
        var line: String
        switch run {
        case .app: line = ""
        case .seedTriggersOnly: line = "  seed-only "
        case .killFork(_, let point): line = "  fork@\(point) "
        case .unlockKillFork(let point): line = "  unlock-fork@\(point) "
        case .raceFork: line = "  race-fork "
        }
        line += "#\(step) \(day.wallClock(atMinute: minute)) \(what)"
        for t in new {
            line +=
                " [wager \(t.wagerID) \(t.resolution.rawValue) \(t.deltaMinutes >= 0 ? "+" : "")\(t.deltaMinutes)"
                + (t.capApplied ? " capped" : "") + (t.appliedToBonus ? "" : " not charged: placed \(t.day)") + "]"
        }
        if let s = device.stored {
            line +=
                " | remaining \(s.budget.remainingMinutes), bonus \(s.bonusMinutesFromGames), usage \(s.usageMinutesToday)"
                + " (real \(device.usageMinutes)), \(s.userWantsUnlocked ? "wants unlocked" : "wants locked")"
                + ", shields \(device.shieldsApplied ? "on" : "off")"
            if let p = s.pendingWager { line += ", pending wager \(p.id)" }
        }
        return line
    }

    mutating func install<T: DayTracer>(tally: inout InvariantTally, trace: inout T) {
        var fresh = App(device: device, initialAllowanceMinutes: context.allowance)
        _ = fresh.launch()
        app = fresh
        finishStep("install and first launch", tally: &tally, trace: &trace)
    }

    /// DeviceActivity's interval start at midnight, delivered to the monitor extension's process
    /// (never to the app, running or not; the monitor never forfeits: the app may be mid-game).
    mutating func dayBoundary<T: DayTracer>(tally: inout InvariantTally, trace: inout T) {
        let started = monitor == nil
        var process = monitor ?? App(device: device, initialAllowanceMinutes: context.allowance)
        process.dayBoundaryReached()
        monitor = endsExtension ? nil : process
        finishStep("day boundary (monitor\(started ? ", started" : ""))", tally: &tally, trace: &trace)
    }

    /// The usage threshold the app scheduled was reached (not in the seed-triggers-only run):
    /// delivered to the monitor extension's process.
    mutating func usageEvent<T: DayTracer>(tally: inout InvariantTally, trace: inout T) {
        let started = monitor == nil
        var process = monitor ?? App(device: device, initialAllowanceMinutes: context.allowance)
        process.usageThresholdReached()
        monitor = endsExtension ? nil : process
        finishStep("usage threshold event (monitor\(started ? ", started" : ""))", tally: &tally, trace: &trace)
    }

    /// Whether the system ends an extension's process after the callback of this step: about half
    /// the time, by a fixed hash of the day and step (it draws nothing from the day's stream, so the
    /// day's plan and games are as before).
    var endsExtension: Bool {
        (UInt64(truncatingIfNeeded: dayInChunk &* 1_000_003 &+ step) &* 0x9E37_79B9_7F4A_7C15) >> 63 == 1
    }

    /// The user opens the app: a cold launch if it is not running (or was ended in the background),
    /// else a return to the foreground; then maybe a pull to refresh.
    mutating func openApp<T: DayTracer>(
        cold: Bool, pull: Bool, why: String,
        tally: inout InvariantTally, trace: inout T
    ) {
        if app == nil || cold {
            // Whatever ended the last process (a kill mid-game, the system in the background),
            // the stored state must be one a launch can load.
            InvariantChecker.checkStoredState(
                device, at: StepLocation(dayInChunk: dayInChunk, run: run, step: step + 1),
                into: &tally)
            device.relaunch()
            var launched = App(device: device, initialAllowanceMinutes: context.allowance)
            _ = launched.launch()
            app = launched
            finishStep("\(why): cold launch", tally: &tally, trace: &trace)
        } else {
            app!.enterForeground()
            finishStep("\(why): foreground", tally: &tally, trace: &trace)
        }
        if pull {
            app!.pullToRefresh()
            finishStep("pull to refresh", tally: &tally, trace: &trace)
        }
    }

    /// One tap on Lock/Unlock, with the rule for taps at 0 checked: in the app, or (`fromShield`)
    /// on the shield's button, which the ShieldAction extension's process handles, whether the app
    /// runs or not (it never launches: no forfeit, no foreground refresh). A tap that reports the
    /// apps unlocked (or locked) must have stored that wish: `noLostUnlock`.
    /// Under `--kill-every-write` an unlock tap with minutes left is first forked at every effect call.
    @discardableResult
    mutating func tapLock<T: DayTracer>(
        fromShield: Bool = false, tally: inout InvariantTally,
        forks: inout KillForkCounts, trace: inout T
    ) -> LockToggleResult {
        guard app != nil || fromShield else { return .refused }
        // One reference to the device for the tap (each access through `self` may retain it).
        let device = self.device
        // One read of the stored state for the checks below (the forks run on copies of the device).
        let before = device.stored
        var wasUnlockAttempt = true, atZero = false
        if let before {
            wasUnlockAttempt = !before.lockPolicy.isUnlockedEffective
            atZero = before.budgetDay == day.key && before.budget.remainingMinutes == 0
        }
        if context.killEveryWrite && run == .app && wasUnlockAttempt && !atZero {
            forkUnlockKills(fromShield: fromShield, tally: &tally, forks: &forks, trace: &trace)
        }
        // The process that takes the tap keeps running afterwards (an extension until the system ends it).
        let running = app != nil
        var process: App
        if fromShield {
            process = shieldExtension.take() ?? App(device: device, initialAllowanceMinutes: context.allowance)
        } else {
            process = app.take()!
        }
        let writes = device.writes
        let shieldCalls = device.shieldApplyCalls + device.shieldClearCalls
        device.handlingTap = true
        let result = process.toggleLock()
        device.handlingTap = false
        if !device.isKilled, result != .refused, let stored = device.stored {
            // An unlock that found 0 minutes is stored with the wish off (seed 002).
            let wanted = result == .unlocked
            tally.check(
                .noLostUnlock, stored.userWantsUnlocked == wanted,
                at: StepLocation(dayInChunk: dayInChunk, run: run, step: step + 1),
                "the tap reported \(result.rawValue) but the stored wish is "
                    + (stored.userWantsUnlocked ? "unlocked" : "locked"))
        }
        if wasUnlockAttempt && atZero, let state = before { // (at 0 there is a stored state)
            let unchanged =
                result == .refused && process.state == state && device.writes == writes
                && device.shieldApplyCalls + device.shieldClearCalls == shieldCalls
            tally.check(
                .unlockRefusedAtZero, unchanged, at: StepLocation(dayInChunk: dayInChunk, run: run, step: step + 1),
                "unlock at 0 minutes returned \(result.rawValue) and "
                    + (process.state == state ? "" : "changed the state, ")
                    + "made \(device.writes - writes) writes")
        } else if result == .refused,
            let after = device.stored, after.budgetDay != day.key || after.budget.remainingMinutes > 0
        {
            // (Another process may have taken the last minutes between the tap's read and its write.)
            tally.fail(
                .unlockRefusedAtZero, at: StepLocation(dayInChunk: dayInChunk, run: run, step: step + 1),
                "unlock refused with \(after.budget.remainingMinutes) minutes remaining")
        }
        // Moved back, not copied (a copy of a coordinator retains the device five times and its state).
        if fromShield {
            if !endsExtension { shieldExtension = consume process }
        } else if running {
            app = consume process
        }
        if result == .refused { figures.blockedUnlocks += 1 }
        if result == .unlockedWithoutMinutes { figures.unlocksOnStaleUsage += 1 }
        let place = fromShield ? " on the shield (extension)" : ""
        finishStep(
            "tap \(wasUnlockAttempt ? "unlock" : "lock")\(place): \(result.rawValue)", tally: &tally, trace: &trace)
        return result
    }

    mutating func changeSelection<T: DayTracer>(tally: inout InvariantTally, trace: inout T) {
        openApp(cold: false, pull: false, why: "settings", tally: &tally, trace: &trace)
        let next = (app!.state.appSelection.first == "social.a") ? ["social.b", "video.a"] : ["social.a", "video.a"]
        app!.changeSelection(next)
        finishStep("change selection to \(next.joined(separator: ", "))", tally: &tally, trace: &trace)
    }

    // MARK: Sessions

    mutating func startSession<T: DayTracer>(
        _ session: PlannedSession, tally: inout InvariantTally,
        forks: inout KillForkCounts, trace: inout T
    ) {
        let end = session.start + session.length
        if minute < sessionEnd {
            sessionEnd = max(sessionEnd, end) // already on the phone: the session runs longer
            sessionLocksAfter = session.locksAfter
            return
        }
        sessionEnd = end
        sessionLocksAfter = session.locksAfter
        guard device.shieldsApplied else { return }
        // Shielded: a user who unlocks from the shield taps its button first; if the shields stay
        // on, the user goes to the app to unlock, and taps again when it is refused.
        if context.profile.profile.unlocksFromShield {
            tapLock(fromShield: true, tally: &tally, forks: &forks, trace: &trace)
            guard device.shieldsApplied else { return }
        }
        openApp(cold: false, pull: false, why: "wants the apps", tally: &tally, trace: &trace)
        if device.shieldsApplied {
            var taps = app!.state.budget.remainingMinutes > 0 ? 1 : context.profile.profile.tapsWhenBlocked
            while taps > 0 && device.shieldsApplied {
                if tapLock(tally: &tally, forks: &forks, trace: &trace) != .refused { break }
                taps -= 1
            }
        }
        if device.shieldsApplied {
            sessionEnd = minute
            figures.blockedSessions += 1
        }
    }

    mutating func endSession<T: DayTracer>(tally: inout InvariantTally, trace: inout T) {
        guard sessionLocksAfter else { return }
        openApp(cold: false, pull: false, why: "done with the apps", tally: &tally, trace: &trace)
        var none = KillForkCounts() // a lock tap is not forked
        if app!.state.lockPolicy.isUnlockedEffective { tapLock(tally: &tally, forks: &none, trace: &trace) }
    }
}

import SeededRuns
import CasinoCore
import RedemptionCore

/// `casino-odds redeem`: children's days of earning and redeeming points under one stacking
/// policy (seed 004), run through the real `RedemptionController` on a simulated device that is
/// killed at random moments and, with `checksEveryWrite`, after every single write.
///
/// Deterministic: days are cut into chunks of `daysPerChunk`; chunk k draws from stream k of
/// the seed, and the day plans never depend on the policy, so the four policies are compared
/// on exactly the same days.
public struct RedeemSimulation: Hashable, Sendable {
    /// Days per chunk: part of the output contract.
    public static let daysPerChunk = 1000

    public var rules: RedemptionRules
    public var days: Int
    public var seed: UInt64
    public var model: ChildDayModel
    /// Seconds between the end of a window and the system's wake-up (S-504 allows 5).
    public var relockLatencySeconds: Int64
    /// The re-lock tolerance checked (S-504: 5 s).
    public var relockToleranceSeconds: Int64
    /// Simulate a kill and relaunch after every write (the exhaustive check).
    public var checksEveryWrite: Bool

    public init(
        rules: RedemptionRules, days: Int, seed: UInt64, model: ChildDayModel = ChildDayModel(),
        relockLatencySeconds: Int64 = 1, relockToleranceSeconds: Int64 = 5, checksEveryWrite: Bool = true
    ) {
        self.rules = rules
        self.days = max(0, days)
        self.seed = seed
        self.model = model
        self.relockLatencySeconds = max(0, relockLatencySeconds)
        self.relockToleranceSeconds = relockToleranceSeconds
        self.checksEveryWrite = checksEveryWrite
    }

    /// Runs every day on `threads` workers.
    ///
    /// - Complexity: O(days × events per day × writes per event) with the exhaustive check.
    public func run(threads: Int) -> RedeemSimulationResult {
        // A fresh control is never asked to stop.
        (try? run(threads: threads, control: RunControl()))!
    }

    /// Runs every day on `threads` workers, reporting days done to `control`.
    ///
    /// - Throws: `CommandInterrupted` when `control` was asked to stop before every day ran.
    public func run(threads: Int, control: RunControl) throws(CommandInterrupted) -> RedeemSimulationResult {
        let chunkCount = (days + RedeemSimulation.daysPerChunk - 1) / RedeemSimulation.daysPerChunk
        let spec = self
        let outcome = ChunkedRunner.run(0..<chunkCount, threads: threads, control: control, empty: RedeemTally()) {
            chunk, control in spec.runChunk(chunk, control: control)
        }
        return RedeemSimulationResult(simulation: self, tally: try outcome.whole())
    }

    /// Chunk `chunk`'s days, or nil when `control` asked to stop part-way.
    func runChunk(_ chunk: Int, control: RunControl = RunControl()) -> RedeemTally? {
        var generator = RunSeeds.chunkGenerator(seed: seed, chunk: chunk)
        let first = chunk * RedeemSimulation.daysPerChunk
        let count = min(RedeemSimulation.daysPerChunk, days - first)
        let audit = RedemptionAudit(
            controller: RedemptionController(rules: rules),
            relockToleranceSeconds: relockToleranceSeconds)
        var device = SimulatedRedemptionDevice(audit: audit, checksEveryWrite: checksEveryWrite)
        var plan = ChildDayPlan()
        for _ in 0..<count {
            if control.isStopRequested { return nil }
            model.drawDay(into: &plan, configuration: rules.configuration, using: &generator)
            simulateDay(plan, device: &device)
            control.record(1)
        }
        return device.audit.tally
    }

    /// One day: first launch, then the planned events and the system's wake-ups in time order.
    func simulateDay(_ plan: ChildDayPlan, device: inout SimulatedRedemptionDevice) {
        let controller = device.audit.controller
        device.reset()
        device.audit.openingBalancePoints = plan.openingBalancePoints
        device.audit.tally.days += 1
        var clock = ChildDayModel.dayStart
        device.now = clock
        var appAlive =
            (try? controller.recover(
                at: clock,
                firstLaunch: SimulatedRedemptionDevice.firstLaunch(openingBalancePoints: plan.openingBalancePoints),
                device: &device)) != nil
        var next = 0
        var answeredGrants = 0
        while true {
            let planned = next < plan.events.count ? plan.events[next].time : Int64.max
            let wakeUp = device.pendingWakeUps.first.map { $0 + relockLatencySeconds } ?? Int64.max
            if planned == Int64.max && wakeUp == Int64.max { break }
            // A wake-up due at the same second as a child's event is delivered first.
            let time = min(planned, wakeUp)
            advance(&device, from: clock, to: time)
            clock = time
            device.now = time
            if wakeUp <= planned {
                device.pendingWakeUps.removeFirst()
                device.audit.tally.wakeUps += 1
                // The wake-up runs in the monitor extension: the app's life is not involved.
                _ = try? controller.recover(at: time, device: &device)
            } else {
                play(plan.events[next], at: time, device: &device, appAlive: &appAlive, answeredGrants: &answeredGrants)
                next += 1
            }
            checkEvent(&device, at: time)
        }
        // The end of the day: the child opens the app once more if it was killed.
        let end = max(clock, ChildDayModel.dayEnd)
        advance(&device, from: clock, to: end)
        device.now = end
        if !appAlive { _ = relaunch(&device, at: end) }
        checkEvent(&device, at: end)
        // The day's books come from what is on disk, which includes redemptions whose process
        // was killed after the save (the child never saw the answer, but the window was created).
        closeBooks(&device, answeredGrants: answeredGrants)
    }

    /// A child's planned event: a kill armed after some writes, points earned, or a redemption
    /// asked (relaunching the app first when it was killed).
    private func play(
        _ event: PlannedChildEvent, at time: Int64, device: inout SimulatedRedemptionDevice, appAlive: inout Bool,
        answeredGrants: inout Int
    ) {
        let controller = device.audit.controller
        switch event.kind {
        case .kill(let afterWrites):
            device.writesUntilKill = afterWrites
        case .earn(let points):
            if !appAlive { appAlive = relaunch(&device, at: time) }
            guard appAlive else { break }
            do {
                if try controller.earn(
                    points: points, for: SimulatedRedemptionDevice.child, at: time, device: &device)
                {
                    device.audit.tally.earnings += 1
                }
            } catch { appAlive = false }
        case .redeem(let points):
            if !appAlive { appAlive = relaunch(&device, at: time) }
            guard appAlive else { break }
            device.audit.tally.requests += 1
            do {
                let result = try controller.redeem(
                    points: points, for: SimulatedRedemptionDevice.child, at: time, device: &device)
                if case .success = result { answeredGrants += 1 }
                record(result, into: &device.audit.tally)
            } catch { appAlive = false }
        }
    }

    /// The day's books, from what is on disk.
    private func closeBooks(_ device: inout SimulatedRedemptionDevice, answeredGrants: Int) {
        if let state = device.stored {
            var grants = 0
            for entry in state.ledger where entry.kind == .redeemed { grants += 1 }
            device.audit.tally.grants += grants
            device.audit.tally.unansweredGrants += grants - answeredGrants
            device.audit.tally.grantedSeconds += Int(state.grantedSecondsTotal)
            device.audit.tally.redeemedPoints += state.redeemedPointsTotal
            device.audit.tally.earnedPoints += state.earnedPointsTotal
            device.audit.tally.forfeitedSeconds += Int(state.forfeitedSecondsTotal)
            device.audit.tally.unspentPoints += state.balancePoints
        }
    }

    /// Relaunches the app and checks that it restored the right state.
    private func relaunch(_ device: inout SimulatedRedemptionDevice, at time: Int64) -> Bool {
        let before = device.stored
        device.audit.tally.relaunches += 1
        let opening = device.audit.openingBalancePoints
        do {
            try device.audit.controller.recover(
                at: time, firstLaunch: SimulatedRedemptionDevice.firstLaunch(openingBalancePoints: opening),
                device: &device)
        } catch {
            return false
        }
        if !device.audit.recoveryIsRight(before: before, after: device, at: time) {
            device.audit.tally.violations.recovery += 1
        }
        return true
    }

    private func record(_ result: Result<RedemptionGrant, RedemptionError>, into tally: inout RedeemTally) {
        switch result {
        case .failure(let error):
            tally.refusals.record(error)
        case .success(let grant):
            switch grant.effect {
            case .started: tally.started += 1
            case .replaced: tally.replaced += 1
            case .extended: tally.extended += 1
            case .queued(let wait):
                tally.queued += 1
                tally.queueWaitSeconds += Int(wait)
                tally.maxQueueWaitSeconds = max(tally.maxQueueWaitSeconds, Int(wait))
            }
        }
    }

    /// Accounts for `[from, to)`, during which nothing changes: shields and the stored windows
    /// (back to back, so their span is one interval) are constant.
    private func advance(_ device: inout SimulatedRedemptionDevice, from: Int64, to: Int64) {
        guard to > from else { return }
        var paid: Int64 = 0
        if let state = device.stored, let first = state.windows.first, let last = state.windows.last {
            paid = max(0, min(to, last.endInstant) - max(from, first.startInstant))
        }
        if device.shieldsApplied {
            device.audit.tally.lostToKillsSeconds += Int(paid)
        } else {
            device.audit.tally.accessSeconds += Int(to - from)
            device.audit.tally.overrunSeconds += Int(to - from - paid)
            // Checked at the end of the stretch, before the event that may re-lock: a late or
            // missing wake-up shows up here.
            if !device.audit.unshieldedTimeIsPaid(device, at: to) { device.audit.tally.violations.unpaidAccess += 1 }
        }
    }

    /// The invariants after an event: books, cap, windows, and no unshielded time that is not paid.
    private func checkEvent(_ device: inout SimulatedRedemptionDevice, at time: Int64) {
        if let state = device.stored {
            if !device.audit.booksBalance(state) { device.audit.tally.violations.books += 1 }
            let shape = device.audit.windowsAreWellFormed(state)
            if !shape.wellFormed { device.audit.tally.violations.malformedWindows += 1 }
            if !shape.withinCap { device.audit.tally.violations.cap += 1 }
        }
        if !device.audit.unshieldedTimeIsPaid(device, at: time) { device.audit.tally.violations.unpaidAccess += 1 }
    }
}

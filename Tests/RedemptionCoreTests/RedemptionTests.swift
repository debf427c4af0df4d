import Testing
@testable import RedemptionCore

/// A device that records every effect in order and can be killed after its n-th write.
struct RecordingDevice: RedemptionEffects {
    struct Killed: Error {}
    enum Write: Hashable {
        case save, apply, clear
        case wakeUp(Int64)
    }

    var record: FamilyRedemptionState?
    var shieldsApplied = false
    var relocks: [Int64] = []
    var log: [Write] = []
    var killAfterWrite: Int?

    /// The one child's stored state (these tests follow one child; the family tests several).
    var stored: RedemptionState? { record?[kid]?.state }

    var version: UInt64 = 0

    func loadVersionedRedemptionState() -> VersionedRedemptionState? {
        record.map { VersionedRedemptionState(state: $0, version: version) }
    }
    mutating func saveRedemptionState(_ state: FamilyRedemptionState, replacing expected: UInt64) throws -> Bool {
        guard expected == version else { return false }
        record = state
        version += 1
        try wrote(.save)
        return true
    }
    mutating func applyShields(for child: ChildID, to selection: RewardSelection) throws {
        shieldsApplied = true
        try wrote(.apply)
    }
    mutating func clearShields(for child: ChildID) throws { shieldsApplied = false; try wrote(.clear) }
    mutating func scheduleWakeUp(at instant: Int64) throws { relocks.append(instant); try wrote(.wakeUp(instant)) }

    private mutating func wrote(_ write: Write) throws {
        log.append(write)
        if log.count == killAfterWrite { throw Killed() }
    }
}

/// The child the single-child tests follow.
let kid = ChildID("kid")

extension FamilyRedemptionState {
    /// A first launch with `kid` alone, holding `points`, one reward app.
    static func kid(_ points: Int) -> FamilyRedemptionState {
        FamilyRedemptionState(
            migrating: RedemptionState(openingBalancePoints: points), to: RedemptionCoreTests.kid,
            rewardApps: RewardApps(configuration: ShieldConfiguration(rewardApps: ["game"])))
    }
}

@Suite("Points redemption (seed 004)")
struct RedemptionTests {
    let configuration = RedemptionConfiguration.seedExample // 10 points/min, 30 … 600 points

    private func rules(_ policy: ExemptionStackingPolicy) -> RedemptionRules {
        try! RedemptionRules(configuration: configuration, policy: policy)
    }

    private func redeem(
        _ state: RedemptionState, _ points: Int, at t: Int64,
        _ policy: ExemptionStackingPolicy
    ) -> Result<RedemptionGrant, RedemptionError> {
        Result { () throws(RedemptionError) in try state.redeeming(points: points, at: t, rules: rules(policy)) }
    }

    @Test func configurationIsValidatedWithClearErrors() {
        #expect(throws: RedemptionError.self) {
            try RedemptionConfiguration(pointsPerMinute: 0, minRedemptionPoints: 30, maxRedemptionPoints: 600)
        }
        #expect(
            throws: RedemptionError.invalidConfiguration(
                field: "maxRedemptionPoints", value: 20,
                rule: "must be at least minRedemptionPoints (30)")
        ) {
            try RedemptionConfiguration(pointsPerMinute: 10, minRedemptionPoints: 30, maxRedemptionPoints: 20)
        }
        // 31 … 39 points hold no whole minute at 10 points per minute.
        #expect(throws: RedemptionError.self) {
            try RedemptionConfiguration(pointsPerMinute: 10, minRedemptionPoints: 31, maxRedemptionPoints: 39)
        }
        #expect(throws: RedemptionError.self) {
            try RedemptionRules(configuration: .seedExample, policy: .extend(maxTotalMinutes: 2))
        }
        #expect(configuration.minutesRange == 3...60)
    }

    @Test func pointsConvertToSecondsAtTheRatio() throws {
        #expect(try configuration.earnedSeconds(forPoints: 30) == 180)
        #expect(try configuration.earnedSeconds(forPoints: 600) == 3600)
    }

    @Test func redemptionBoundsAreEnforced() {
        #expect(throws: RedemptionError.belowMinimum(points: 20, minimum: 30)) {
            try configuration.earnedSeconds(forPoints: 20)
        }
        #expect(throws: RedemptionError.aboveMaximum(points: 610, maximum: 600)) {
            try configuration.earnedSeconds(forPoints: 610)
        }
        #expect(throws: RedemptionError.notWholeMinutes(points: 35, pointsPerMinute: 10)) {
            try configuration.earnedSeconds(forPoints: 35)
        }
        #expect(throws: RedemptionError.nonPositivePoints(points: 0)) { try configuration.earnedSeconds(forPoints: 0) }
    }

    @Test func insufficientBalanceIsRefusedAndChangesNothing() {
        let state = RedemptionState(openingBalancePoints: 50)
        #expect(redeem(state, 60, at: 0, .replace) == .failure(.insufficientBalance(points: 60, balance: 50)))
        #expect(state.balancePoints == 50 && state.windows.isEmpty && state.ledger.isEmpty)
    }

    @Test func pointsAreDeductedIffAWindowIsCreated() throws {
        let state = RedemptionState(openingBalancePoints: 100)
        let grant = try redeem(state, 60, at: 1000, .replace).get()
        #expect(grant.state.balancePoints == 40)
        #expect(
            grant.state.windows == [
                EarnedTimeWindow(id: 1, startInstant: 1000, durationSeconds: 360, requestedInstant: 1000)
            ])
        #expect(
            grant.state.ledger == [
                RedemptionLedgerEntry(kind: .redeemed, points: 60, instant: 1000, windowID: 1, seconds: 360)
            ])
        #expect(grant.state.booksBalance(pointsPerMinute: 10))
        #expect(grant.effect == .started)
    }

    @Test func windowEndsAtStartPlusDuration() {
        let w = EarnedTimeWindow(id: 1, startInstant: 100, durationSeconds: 60, requestedInstant: 100)
        #expect(w.endInstant == 160)
        #expect(w.contains(100) && w.contains(159) && !w.contains(160))
        #expect(
            w.remainingSeconds(at: 130) == 30 && w.remainingSeconds(at: 200) == 0 && w.remainingSeconds(at: 0) == 60)
    }

    @Test func replacePolicyForfeitsTheRestOfTheRunningWindow() throws {
        let first = try redeem(RedemptionState(openingBalancePoints: 200), 100, at: 0, .replace).get() // 0 ..< 600
        let second = try redeem(first.state, 50, at: 200, .replace).get()
        #expect(second.effect == .replaced(forfeitedSeconds: 400))
        #expect(second.state.windows.map(\.startInstant) == [200] && second.state.windows[0].endInstant == 500)
        #expect(second.state.forfeitedSecondsTotal == 400 && second.state.balancePoints == 50)
    }

    @Test func extendPolicyGrowsTheWindowUpToTheCap() throws {
        let policy = ExemptionStackingPolicy.extend(maxTotalMinutes: 20)
        let first = try redeem(RedemptionState(openingBalancePoints: 1000), 100, at: 0, policy).get() // 10 min
        let second = try redeem(first.state, 100, at: 300, policy).get() // 20 min total
        #expect(second.effect == .extended)
        #expect(
            second.state.windows == [
                EarnedTimeWindow(id: 1, startInstant: 0, durationSeconds: 1200, requestedInstant: 0)
            ])
        #expect(
            redeem(second.state, 30, at: 600, policy) == .failure(.capReached(capMinutes: 20, maxAdditionalMinutes: 0)))
    }

    @Test func extendPolicyRefusesPastTheCapAndSaysWhatFits() throws {
        let policy = ExemptionStackingPolicy.extend(maxTotalMinutes: 20)
        let first = try redeem(RedemptionState(openingBalancePoints: 1000), 150, at: 0, policy).get() // 15 min
        #expect(
            redeem(first.state, 60, at: 60, policy) == .failure(.capReached(capMinutes: 20, maxAdditionalMinutes: 5)))
        #expect(
            redeem(RedemptionState(openingBalancePoints: 1000), 300, at: 0, policy)
                == .failure(.capReached(capMinutes: 20, maxAdditionalMinutes: 20)))
    }

    @Test func queuePolicyStartsTheNextWindowWhenTheLastEnds() throws {
        let first = try redeem(RedemptionState(openingBalancePoints: 1000), 100, at: 0, .queue).get() // 0 ..< 600
        let second = try redeem(first.state, 50, at: 100, .queue).get() // 600 ..< 900
        let third = try redeem(second.state, 30, at: 200, .queue).get() // 900 ..< 1080
        #expect(second.effect == .queued(waitSeconds: 500) && third.effect == .queued(waitSeconds: 700))
        #expect(third.state.windows.map(\.startInstant) == [0, 600, 900])
        #expect(third.state.activeWindow(at: 650)?.id == 2)
    }

    @Test func blockPolicyRefusesWhileAWindowRuns() throws {
        let first = try redeem(RedemptionState(openingBalancePoints: 1000), 100, at: 0, .block).get()
        #expect(redeem(first.state, 50, at: 599, .block) == .failure(.blockedByActiveWindow(endInstant: 600)))
        #expect((try? redeem(first.state, 50, at: 600, .block).get())?.effect == .started)
    }

    @Test func reconcileRemovesEndedWindowsAndKeepsQueuedStarts() throws {
        let a = try redeem(RedemptionState(openingBalancePoints: 1000), 100, at: 0, .queue).get()
        let b = try redeem(a.state, 100, at: 10, .queue).get()
        let later = b.state.reconciled(at: 700)
        #expect(later.windows.map(\.id) == [2] && later.endedWindowCount == 1)
        #expect(later.activeWindow(at: 700)?.startInstant == 600)
        #expect(b.state.reconciled(at: 1200).windows.isEmpty)
        #expect(b.state.reconciled(at: 599) == b.state)
    }

    @Test func earningAddsToTheBalanceAndTheLedger() {
        let state = RedemptionState(openingBalancePoints: 5).earning(points: 40, at: 9)
        #expect(state?.balancePoints == 45 && state?.earnedPointsTotal == 40 && state?.ledger.count == 1)
        #expect(RedemptionState().earning(points: 0, at: 0) == nil)
    }

    @Test func ledgerKeepsTheLatestEntriesAndCountsTheRest() {
        var state = RedemptionState()
        for i in 0..<(RedemptionState.ledgerCapacity + 7) { state = state.earning(points: 1, at: Int64(i))! }
        #expect(state.ledger.count == RedemptionState.ledgerCapacity && state.droppedLedgerEntries == 7)
        #expect(state.ledger.first?.instant == 7 && state.earnedPointsTotal == RedemptionState.ledgerCapacity + 7)
    }
}

@Suite("Redemption controller: shields, re-lock, restart")
struct RedemptionControllerTests {
    let controller = RedemptionController(rules: try! RedemptionRules(configuration: .seedExample, policy: .queue))

    @Test func shieldsAreAppliedOnFirstLaunch() throws {
        var device = RecordingDevice()
        #expect(try controller.launch(at: 0, firstLaunch: .kid(90), device: &device)[kid] == .locked)
        #expect(device.shieldsApplied && device.stored?.balancePoints == 90)
        #expect(device.log == [.apply, .save])
    }

    @Test func redemptionSchedulesWakeUpsThenSavesThenClearsShields() throws {
        var device = RecordingDevice()
        try controller.launch(at: 0, firstLaunch: .kid(90), device: &device)
        device.log = []
        let grant = try controller.redeem(points: 60, for: kid, at: 10, device: &device).get()
        #expect(grant.window.endInstant == 370)
        #expect(device.log == [.wakeUp(10), .wakeUp(370), .save, .clear])
        #expect(!device.shieldsApplied)
    }

    @Test func refusedRedemptionWritesNothing() throws {
        var device = RecordingDevice()
        try controller.launch(at: 0, firstLaunch: .kid(20), device: &device)
        device.log = []
        #expect(
            try controller.redeem(points: 30, for: kid, at: 10, device: &device)
                == .failure(.insufficientBalance(points: 30, balance: 20)))
        #expect(device.log.isEmpty)
    }

    @Test func relockAtExpiryAppliesShieldsBeforeSaving() throws {
        var device = RecordingDevice()
        try controller.launch(at: 0, firstLaunch: .kid(90), device: &device)
        _ = try controller.redeem(points: 60, for: kid, at: 10, device: &device)
        device.log = []
        #expect(try controller.reconcile(at: 370, device: &device)[kid] == .relocked(endedWindows: 1))
        #expect(device.log == [.apply, .save] && device.shieldsApplied)
    }

    /// `recover` (the lab's launch, without the per-child answer) is `launch`: the same writes in
    /// the same order and the same stored state, on a first launch and at every instant around a
    /// running and a queued window.
    @Test func recoverMakesTheWritesLaunchMakes() throws {
        var start = RecordingDevice()
        try controller.recover(at: 0, firstLaunch: .kid(900), device: &start)
        var reference = RecordingDevice()
        try controller.launch(at: 0, firstLaunch: .kid(900), device: &reference)
        #expect(start.log == reference.log && start.record == reference.record)
        _ = try controller.redeem(points: 60, for: kid, at: 10, device: &start) // 10 ..< 370
        _ = try controller.redeem(points: 60, for: kid, at: 20, device: &start) // queued 370 ..< 730
        for instant: Int64 in [0, 10, 100, 369, 370, 371, 729, 730, 731, 2000] {
            var launched = start, recovered = start
            launched.log = []
            recovered.log = []
            try controller.launch(at: instant, device: &launched)
            try controller.recover(at: instant, device: &recovered)
            #expect(recovered.log == launched.log, "at \(instant)")
            #expect(recovered.record == launched.record && recovered.shieldsApplied == launched.shieldsApplied)
        }
    }

    @Test func staleRelockWakeUpChangesNothing() throws {
        var device = RecordingDevice()
        try controller.launch(at: 0, firstLaunch: .kid(900), device: &device)
        _ = try controller.redeem(points: 60, for: kid, at: 10, device: &device) // 10 ..< 370
        _ = try controller.redeem(points: 60, for: kid, at: 20, device: &device) // queued 370 ..< 730
        let before = device.stored
        #expect(try controller.reconcile(at: 100, device: &device)[kid] == .restored(before!.windows[0]))
        #expect(device.stored == before && !device.shieldsApplied)
    }

    @Test func queuedWindowTakesOverAtExpiryWithoutRelocking() throws {
        var device = RecordingDevice()
        try controller.launch(at: 0, firstLaunch: .kid(900), device: &device)
        _ = try controller.redeem(points: 60, for: kid, at: 10, device: &device)
        _ = try controller.redeem(points: 60, for: kid, at: 20, device: &device)
        device.log = []
        let recovery = try controller.reconcile(at: 371, device: &device)[kid]
        #expect(
            recovery
                == .restored(EarnedTimeWindow(id: 2, startInstant: 370, durationSeconds: 360, requestedInstant: 20)))
        #expect(device.log == [.wakeUp(730), .save, .clear] && !device.shieldsApplied)
    }

    @Test func launchWithAnExpiredWindowReappliesShieldsAtOnce() throws {
        var device = RecordingDevice()
        try controller.launch(at: 0, firstLaunch: .kid(90), device: &device)
        _ = try controller.redeem(points: 60, for: kid, at: 10, device: &device)
        device.shieldsApplied = false // the app died before its wake-up; shields were left off
        #expect(try controller.launch(at: 5000, device: &device)[kid] == .relocked(endedWindows: 1))
        #expect(device.shieldsApplied && device.stored?.windows.isEmpty == true)
    }

    @Test func launchWithAnActiveWindowRestoresIt() throws {
        var device = RecordingDevice()
        try controller.launch(at: 0, firstLaunch: .kid(90), device: &device)
        let window = try controller.redeem(points: 60, for: kid, at: 10, device: &device).get().window
        device.shieldsApplied = true // e.g. killed after the save, before shields came off
        device.log = []
        #expect(try controller.launch(at: 100, device: &device)[kid] == .restored(window))
        #expect(!device.shieldsApplied && device.log == [.wakeUp(370), .clear])
    }

    @Test(arguments: 1...14)
    func killAfterAnyWriteNeverUnshieldsUnpaidTimeAndKeepsTheBooks(k: Int) throws {
        // Every prefix of a redemption, a queued redemption and a re-lock: kill after write k,
        // relaunch, and check that what is on disk balances and the shields match it.
        var device = RecordingDevice()
        device.killAfterWrite = k
        do {
            try controller.launch(at: 0, firstLaunch: .kid(900), device: &device)
            _ = try controller.redeem(points: 60, for: kid, at: 10, device: &device)
            _ = try controller.redeem(points: 30, for: kid, at: 20, device: &device)
            try controller.reconcile(at: 370, device: &device)
            try controller.reconcile(at: 550, device: &device)
        } catch is RecordingDevice.Killed {}
        if let stored = device.stored {
            #expect(stored.booksBalance(pointsPerMinute: 10), "kill after write \(k)")
            #expect(
                stored.ledger.filter { $0.kind == .redeemed }.map(\.seconds).reduce(0, +)
                    == stored.grantedSecondsTotal)
            // Fail closed: shields are off only while the stored state holds paid time.
            #expect(
                device.shieldsApplied || !stored.windows.isEmpty, "kill after write \(k): unshielded, nothing paid")
        }
        device.killAfterWrite = nil
        try controller.launch(at: 600, device: &device)
        #expect(device.shieldsApplied == (device.stored?.activeWindow(at: 600) == nil), "kill after write \(k)")
    }
}

/// The rules a front end checks first (`problem`) are the initializers' own: each refuses exactly
/// when the other does, with the same error, on both sides of every bound.
@Suite struct RedemptionProblemTests {
    @Test func configurationProblemIsWhatTheInitializerThrows() {
        let values = [0, 1, 7, 40, 50, 70, 1_000_000, 1_000_001]
        for perMinute in values {
            for minimum in values {
                for maximum in values {
                    let problem = RedemptionConfiguration.problem(
                        pointsPerMinute: perMinute, minRedemptionPoints: minimum, maxRedemptionPoints: maximum)
                    do {
                        _ = try RedemptionConfiguration(
                            pointsPerMinute: perMinute, minRedemptionPoints: minimum, maxRedemptionPoints: maximum)
                        #expect(problem == nil, "\(perMinute) \(minimum) \(maximum)")
                    } catch {
                        #expect(problem == error, "\(perMinute) \(minimum) \(maximum)")
                    }
                }
            }
        }
    }

    @Test func rulesProblemIsWhatTheInitializerThrows() throws {
        let configuration = try RedemptionConfiguration(
            pointsPerMinute: 10, minRedemptionPoints: 30, maxRedemptionPoints: 600)
        let policies: [ExemptionStackingPolicy] =
            [.replace, .queue, .block] + [-1, 0, 2, 3, 10_080, 10_081].map { .extend(maxTotalMinutes: $0) }
        for policy in policies {
            let problem = RedemptionRules.problem(configuration: configuration, policy: policy)
            do {
                _ = try RedemptionRules(configuration: configuration, policy: policy)
                #expect(problem == nil, "\(policy)")
            } catch {
                #expect(problem == error, "\(policy)")
            }
        }
    }
}

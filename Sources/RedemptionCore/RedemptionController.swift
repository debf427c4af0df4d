/// Runs the redemption rules against the effects, in an order that fails closed: whatever
/// write a kill lands after, the child never gets unshielded time that was not paid for.
///
/// - Shields go **on before** the state that ends a window is saved, and come **off after**
///   the state that starts one is saved: a kill in between leaves shields on (time lost to the
///   child until the next launch, never time given away).
/// - The re-lock wake-up for a window is scheduled **before** the state naming it is saved, so
///   a saved window always has a wake-up at its end.
/// - A redemption that starts a window now also asks for a wake-up now, before the save: if the
///   app dies between the save and unshielding, the wake-up (which runs without the app)
///   unshields within its latency, so failing closed costs the child seconds, not the window.
/// - Balance and windows are saved together (`RedemptionState`), so points are deducted iff a
///   window is created; every child lives in the same record (`FamilyRedemptionState`), and an
///   operation on one child makes effects for that child only.
/// - The app and the monitor extension (whose wake-ups re-lock) write the same record: every save
///   is a compare-and-swap against the version read, and an operation whose save is refused reads
///   again and runs again, so no process writes over a state it has not seen.
public struct RedemptionController: Hashable, Sendable {
    public let rules: RedemptionRules

    public init(rules: RedemptionRules) { self.rules = rules }

    /// What a launch (or a re-lock wake-up) found, for one child.
    public enum Recovery: Hashable, Sendable {
        /// No window was held: shields applied.
        case locked
        /// `endedWindows` windows had ended while nobody looked: shields re-applied at once.
        case relocked(endedWindows: Int)
        /// A window is running: shields cleared and its wake-up scheduled.
        case restored(EarnedTimeWindow)
    }

    /// App launch (S-504 restart recovery): load the state, drop every child's ended windows, and
    /// make each child's shields and the wake-ups match it: an expired window re-applies that
    /// child's shields at once, an active one is restored.
    ///
    /// - Parameter firstLaunch: the state of a first launch, when nothing is stored (the children
    ///   enrolled at install, with their opening balances and reward apps).
    /// - Returns: what was found, per child.
    /// - Throws: whatever the effects throw, `RedemptionError.storeRefusedWrite` from a broken store, or
    ///   `RedemptionError.storeKeptConflicting` when every try met another process's write.
    /// - Complexity: O(children × windows) plus at most three writes per child.
    @discardableResult
    public func launch<Device: RedemptionEffects>(
        at instant: Int64, firstLaunch: @autoclosure () -> FamilyRedemptionState = FamilyRedemptionState(),
        device: inout Device
    ) throws -> [ChildID: Recovery] {
        try launch(at: instant, firstLaunch: firstLaunch, device: &device, reporting: true)
    }

    /// `launch` without its per-child answer, for a caller that checks the outcome on its own (the
    /// lab's redemption simulation relaunches after every write): the same reads, writes and
    /// effects, without building a dictionary keyed by child at every launch.
    package func recover<Device: RedemptionEffects>(
        at instant: Int64, firstLaunch: @autoclosure () -> FamilyRedemptionState = FamilyRedemptionState(),
        device: inout Device
    ) throws {
        _ = try launch(at: instant, firstLaunch: firstLaunch, device: &device, reporting: false)
    }

    /// `launch`, answering per child only when `reporting` (else the answer is empty).
    private func launch<Device: RedemptionEffects>(
        at instant: Int64, firstLaunch: () -> FamilyRedemptionState, device: inout Device, reporting: Bool
    ) throws -> [ChildID: Recovery] {
        var refused = 0
        while true {
            let read = device.loadVersionedRedemptionState()
            if let recoveries = try launchOnce(
                read, firstLaunch: firstLaunch, at: instant, device: &device, reporting: reporting)
            {
                return recoveries
            }
            try checkProgress(since: read, refused: &refused, device: device)
        }
    }

    /// One attempt at `launch` on the state as read; nil when another process wrote first.
    private func launchOnce<Device: RedemptionEffects>(
        _ read: VersionedRedemptionState?, firstLaunch: () -> FamilyRedemptionState, at instant: Int64,
        device: inout Device, reporting: Bool
    ) throws -> [ChildID: Recovery]? {
        var next = read?.state ?? firstLaunch()
        var recoveries: [ChildID: Recovery] = [:]
        var ended = false
        for i in next.records.indices {
            let before = next.records[i].state
            let after = before.reconciled(at: instant)
            let endedHere = after.endedWindowCount - before.endedWindowCount
            if endedHere > 0 {
                ended = true
                next.records[i].state = after
            }
            guard reporting else { continue }
            if let window = after.activeWindow(at: instant) {
                recoveries[next.records[i].id] = .restored(window)
            } else {
                recoveries[next.records[i].id] = endedHere > 0 ? .relocked(endedWindows: endedHere) : .locked
            }
        }
        if read == nil || ended {
            guard try commit(next, replacing: read, only: nil, at: instant, device: &device) else {
                return nil
            }
        } else {
            try enforce(next, at: instant, device: &device)
        }
        return recoveries
    }

    /// The re-lock wake-up: the same recovery as a launch, run by whoever wakes up.
    @discardableResult
    public func reconcile<Device: RedemptionEffects>(at instant: Int64, device: inout Device) throws
        -> [ChildID: Recovery]
    {
        try launch(at: instant, device: &device)
    }

    /// Adds a child with its reward apps and opening balance (≥ 0): its shields go on before the
    /// save, so an enrolled child is never unshielded outside paid time.
    ///
    /// - Returns: false if `child` is already enrolled (nothing written).
    @discardableResult
    public func enroll<Device: RedemptionEffects>(
        _ child: ChildID, rewardApps: RewardApps, openingBalancePoints: Int = 0, at instant: Int64,
        device: inout Device
    ) throws -> Bool {
        var refused = 0
        while true {
            let read = device.loadVersionedRedemptionState()
            var family = read?.state ?? FamilyRedemptionState()
            guard family[child] == nil else { return false }
            family.set(
                ChildRedemption(
                    id: child, rewardApps: rewardApps,
                    state: RedemptionState(openingBalancePoints: openingBalancePoints)))
            if try commit(family, replacing: read, only: child, at: instant, device: &device) { return true }
            try checkProgress(since: read, refused: &refused, device: device)
        }
    }

    /// The parent changed `child`'s reward apps (seed 004 S-505, like the casino's selection
    /// change): a wake-up now, then the save, then the shields move to the new selection. The
    /// selection is passed to the shields from the state being saved, and a kill after the save
    /// leaves a wake-up that enforces it without the app.
    ///
    /// - Returns: false if `child` is not enrolled (nothing written).
    @discardableResult
    public func changeRewardApps<Device: RedemptionEffects>(
        _ rewardApps: RewardApps, for child: ChildID, at instant: Int64,
        device: inout Device
    ) throws -> Bool {
        var refused = 0
        while true {
            let read = device.loadVersionedRedemptionState()
            guard let read, var record = read.state[child] else { return false }
            var family = read.state
            record.rewardApps = rewardApps
            family.set(record)
            try device.scheduleWakeUp(at: instant)
            if try device.saveRedemptionState(family, replacing: read.version) {
                if record.state.activeWindow(at: instant) == nil {
                    try device.applyShields(for: child, to: rewardApps.selection)
                }
                return true
            }
            try checkProgress(since: read, refused: &refused, device: device)
        }
    }

    /// Adds points earned by `child` (one write, plus the shields the child's state already implies).
    ///
    /// - Returns: false if `points` is not positive or `child` is not enrolled (nothing written).
    @discardableResult
    public func earn<Device: RedemptionEffects>(
        points: Int, for child: ChildID, at instant: Int64,
        device: inout Device
    ) throws -> Bool {
        var refused = 0
        while true {
            let read = device.loadVersionedRedemptionState()
            guard let read, var record = read.state[child] else { return false }
            guard let next = record.state.reconciled(at: instant).earning(points: points, at: instant) else {
                return false
            }
            var family = read.state
            record.state = next
            family.set(record)
            if try commit(family, replacing: read, only: child, at: instant, device: &device) { return true }
            try checkProgress(since: read, refused: &refused, device: device)
        }
    }

    /// Redeems `points` of `child`'s at `instant` (the seed's `RedemptionService`: child ID and
    /// points in, earned time out): validate, then one write of balance + window, then the
    /// child's shields come off (S-502: at once).
    ///
    /// - Returns: the grant, or the refusal (nothing written on a refusal; an unknown child is
    ///   `RedemptionError.unknownChild`).
    /// - Throws: whatever the effects throw, `RedemptionError.storeRefusedWrite` from a broken store, or
    ///   `RedemptionError.storeKeptConflicting` when every try met another process's write.
    public func redeem<Device: RedemptionEffects>(
        points: Int, for child: ChildID, at instant: Int64,
        device: inout Device
    ) throws -> Result<RedemptionGrant, RedemptionError> {
        var refused = 0
        while true {
            let read = device.loadVersionedRedemptionState()
            guard let read, var record = read.state[child] else { return .failure(.unknownChild(child)) }
            let grant: RedemptionGrant
            do {
                grant = try record.state.redeeming(points: points, at: instant, rules: rules)
            } catch {
                return .failure(error)
            }
            switch grant.effect {
            case .started, .replaced: try device.scheduleWakeUp(at: instant)
            case .extended, .queued: break // Shields are already off, or stay as they are.
            }
            var family = read.state
            record.state = grant.state
            family.set(record)
            if try commit(family, replacing: read, only: child, at: instant, device: &device) {
                return .success(grant)
            }
            try checkProgress(since: read, refused: &refused, device: device)
        }
    }

    /// Saves `family` with the fail-closed ordering described on the type, making effects for
    /// child `only` (nil: every child, in order): every wake-up and shield before the save, every
    /// clear after it.
    ///
    /// - Returns: false when the save was refused because another process wrote since `read`
    ///   (the effects made before it only ever shield or wake: failing closed).
    private func commit<Device: RedemptionEffects>(
        _ family: FamilyRedemptionState, replacing read: VersionedRedemptionState?, only: ChildID?,
        at instant: Int64, device: inout Device
    ) throws -> Bool {
        for record in family.records where only == nil || record.id == only {
            if let active = record.state.activeWindow(at: instant) {
                try device.scheduleWakeUp(at: active.endInstant)
            } else {
                try device.applyShields(for: record.id, to: record.rewardApps.selection)
            }
        }
        guard try device.saveRedemptionState(family, replacing: read?.version ?? 0) else { return false }
        for record in family.records where only == nil || record.id == only {
            if record.state.activeWindow(at: instant) != nil { try device.clearShields(for: record.id) }
        }
        return true
    }

    /// How many saves one operation may try before it gives up (`RedemptionError.storeKeptConflicting`):
    /// the app and the monitor extension race a few times at most, so a store that moves on at
    /// every try is not a race that more tries would win.
    public static let maximumWriteAttempts = 16

    /// After a refused save: another process must have written since `read`; a store that refuses
    /// without having moved on is broken, and one that moves on at `maximumWriteAttempts` tries in
    /// a row is not settling: either way the operation ends instead of retrying forever.
    private func checkProgress<Device: RedemptionEffects>(
        since read: VersionedRedemptionState?, refused: inout Int, device: Device
    ) throws {
        guard device.loadVersionedRedemptionState()?.version != read?.version else {
            throw RedemptionError.storeRefusedWrite
        }
        refused += 1
        guard refused < Self.maximumWriteAttempts else { throw RedemptionError.storeKeptConflicting(attempts: refused) }
    }

    /// Makes every child's shields and wake-up match an unchanged stored state (no save needed).
    private func enforce<Device: RedemptionEffects>(
        _ family: FamilyRedemptionState, at instant: Int64,
        device: inout Device
    ) throws {
        for record in family.records {
            if let active = record.state.activeWindow(at: instant) {
                try device.scheduleWakeUp(at: active.endInstant)
                try device.clearShields(for: record.id)
            } else {
                try device.applyShields(for: record.id, to: record.rewardApps.selection)
            }
        }
    }
}

import CasinoCore
import RedemptionCore

/// A phone as the redemption feature sees it, for the day simulation: one stored record, the
/// shields (system state: they survive a kill), the system's pending re-lock wake-ups (they
/// survive a kill too), and a kill switch that ends the writing process right after a write.
///
/// With `checksEveryWrite`, every write is also treated as a possible kill point: a copy of the
/// device is "killed" right there, relaunched at the same instant, and checked
/// (`RedemptionAudit.checkKillPoint`). That covers a kill after every write of every
/// simulated day, at the cost of one recovery per write.
struct SimulatedRedemptionDevice: RedemptionEffects {
    /// The stored record: the simulated child only.
    private(set) var record: FamilyRedemptionState?
    /// The simulated child's part of `record`, kept beside it: every check reads it, and finding
    /// the child in the record (a copy of its reward apps and state) at each read cost more than
    /// the checks themselves.
    private(set) var stored: RedemptionState?
    /// The stored record's version (0: nothing stored).
    var version: UInt64 = 0
    /// The simulated child's shields.
    var shieldsApplied = false
    /// Wake-ups the system will deliver, ascending, without duplicates.
    var pendingWakeUps: [Int64] = []
    /// Writes left before a kill: the process making the write that brings this to 0 ends right
    /// after it; 0 means no kill pending.
    var writesUntilKill = 0
    /// The simulated instant of the current operation.
    var now: Int64 = 0
    var writes = 0
    var checksEveryWrite: Bool
    var audit: RedemptionAudit

    init(audit: RedemptionAudit, checksEveryWrite: Bool) {
        self.audit = audit
        self.checksEveryWrite = checksEveryWrite
        pendingWakeUps.reserveCapacity(16)
    }

    /// Resets the device for a new day (keeps buffers and the audit's counters).
    mutating func reset() {
        record = nil
        stored = nil
        version = 0
        shieldsApplied = false
        pendingWakeUps.removeAll(keepingCapacity: true)
        writesUntilKill = 0
        now = 0
    }

    /// The id of the one child a simulated day follows.
    static let child = ChildID("child")
    /// What the simulated child's family record on its own would hold: its reward apps (one
    /// named app; the shields' content is not what the simulation measures).
    static let rewardApps = RewardApps(configuration: ShieldConfiguration(rewardApps: ["reward.app"]))

    /// Stores the simulated child's `state` as its record whole (nil: nothing stored).
    mutating func store(_ state: RedemptionState?) {
        version = state == nil ? 0 : version + 1
        record = state.map {
            FamilyRedemptionState(
                migrating: $0, to: SimulatedRedemptionDevice.child, rewardApps: SimulatedRedemptionDevice.rewardApps)
        }
        stored = state
    }

    /// A first launch's state: the simulated child with `openingBalancePoints`.
    static func firstLaunch(openingBalancePoints: Int) -> FamilyRedemptionState {
        FamilyRedemptionState(
            migrating: RedemptionState(openingBalancePoints: openingBalancePoints), to: child, rewardApps: rewardApps)
    }

    func loadVersionedRedemptionState() -> VersionedRedemptionState? {
        record.map { VersionedRedemptionState(state: $0, version: version) }
    }

    mutating func saveRedemptionState(_ state: FamilyRedemptionState, replacing expected: UInt64) throws -> Bool {
        // One process writes at a time in the simulation; the check is the store's rule all the same.
        guard expected == version else { return false }
        record = state
        stored = state.records.first { $0.id == SimulatedRedemptionDevice.child }?.state
        version += 1
        try wrote()
        return true
    }

    mutating func applyShields(for child: ChildID, to selection: RewardSelection) throws {
        if !shieldsApplied {
            // A re-lock: how late after the end of paid time did it come?
            if let end = stored?.earnedTimeEndInstant, now >= end {
                audit.tally.maxRelockDelaySeconds = max(audit.tally.maxRelockDelaySeconds, Int(now - end))
            }
        }
        shieldsApplied = true
        try wrote()
    }

    mutating func clearShields(for child: ChildID) throws {
        shieldsApplied = false
        try wrote()
    }

    mutating func scheduleWakeUp(at instant: Int64) throws {
        var i = pendingWakeUps.count
        while i > 0 && pendingWakeUps[i - 1] > instant { i -= 1 }
        if i == 0 || pendingWakeUps[i - 1] != instant { pendingWakeUps.insert(instant, at: i) }
        try wrote()
    }

    private mutating func wrote() throws {
        writes += 1
        audit.tally.writes += 1
        if checksEveryWrite {
            audit.checkKillPoint(copy self)
        }
        if writesUntilKill > 0 {
            writesUntilKill -= 1
            if writesUntilKill == 0 {
                audit.tally.kills += 1
                throw CommandInterrupted(kept: "the simulated app was killed after a write")
            }
        }
    }
}

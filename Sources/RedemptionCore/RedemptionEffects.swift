// The three effects of the redemption feature, as small protocols so the app can plug in
// UserDefaults / ManagedSettings / DeviceActivity and the lab a device that can be killed
// after any write. Every effect is a write and may throw: a kill, or a disk that refuses.

/// Where the one `FamilyRedemptionState` record lives (the seed's "UserDefaults/File"): every
/// child in one record, so a redemption is one write.
public protocol RedemptionStorage {
    /// The last state saved, or nil on first launch.
    func loadRedemptionState() -> FamilyRedemptionState?
    /// Replaces the stored state in one write.
    mutating func saveRedemptionState(_ state: FamilyRedemptionState) throws
}

/// Each child's reward-app shields (ManagedSettings: the seed's `ManagedSettingsStore` per
/// child). Shields are system state: they stay as last set when the app dies.
public protocol RedemptionShields {
    /// Shields exactly `selection` for `child`, replacing what that child's shields covered
    /// (idempotent). The selection comes from the state being saved, never from storage.
    mutating func applyShields(for child: ChildID, to selection: RewardSelection) throws
    /// Unshields `child`'s reward apps (idempotent).
    mutating func clearShields(for child: ChildID) throws
}

/// A wake-up at an instant that fires whether or not the app is running (on iOS a
/// DeviceActivity schedule boundary, handled by the monitor extension; an in-app `Timer` dies
/// with the app, and `BGTaskScheduler` runs when the system likes, so neither can promise a
/// re-lock within 5 s). The handler calls `RedemptionController.reconcile(at:)`: at a window's
/// end it re-locks, at a window's start it unshields if a kill left the shields on.
public protocol RedemptionWakeUpScheduler {
    /// Asks for a wake-up at `instant` (extra or stale wake-ups are harmless: reconcile is idempotent).
    mutating func scheduleWakeUp(at instant: Int64) throws
}

/// All three effects, as one device.
public typealias RedemptionEffects = RedemptionStorage & RedemptionShields & RedemptionWakeUpScheduler

// The three effects of the redemption feature, as small protocols so the app can plug in
// UserDefaults / ManagedSettings / DeviceActivity and the lab a device that can be killed
// after any write. Every effect is a write and may throw: a kill, or a disk that refuses.

/// Where the one `FamilyRedemptionState` record lives (the seed's "UserDefaults/File", in the app
/// group): every child in one record, so a redemption is one write.
///
/// The app and the monitor extension (a separate process) both write it, so every stored state
/// carries a version and a save is a compare-and-swap against the version the writer read, as the
/// casino's `StateStorage` does.
public protocol RedemptionStorage {
    /// The last state saved with its version (1 for the first write), or nil on first launch.
    func loadVersionedRedemptionState() -> VersionedRedemptionState?
    /// Stores `state` in one atomic write if the stored version is still `expected` (0: nothing
    /// stored yet).
    ///
    /// - Returns: false when another process wrote first: nothing was stored.
    mutating func saveRedemptionState(_ state: FamilyRedemptionState, replacing expected: UInt64) throws -> Bool
}

extension RedemptionStorage {
    /// The last state saved, or nil on first launch.
    public func loadRedemptionState() -> FamilyRedemptionState? { loadVersionedRedemptionState()?.state }
}

/// A stored family state and its version: 1 for the first write, one more for every write after it.
public struct VersionedRedemptionState: Hashable, Sendable, Codable {
    /// The stored state.
    public var state: FamilyRedemptionState
    /// The write that stored it (0 is never stored: it stands for "nothing stored yet").
    public var version: UInt64

    /// A state stored at `version`.
    public init(state: FamilyRedemptionState, version: UInt64) {
        self.state = state
        self.version = version
    }

    /// Decodes a stored record; 0.3.0's single-child record (no version, one child's state at the
    /// top level) is refused with `RedemptionError.singleChildStoredState`, as
    /// `FamilyRedemptionState` refuses it.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if !c.contains(.state) {
            _ = try FamilyRedemptionState(from: decoder) // names a 0.3.0 record
        }
        state = try c.decode(FamilyRedemptionState.self, forKey: .state)
        version = try c.decode(UInt64.self, forKey: .version)
    }
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

/// Durable storage of the whole persisted state, one atomic write at a time, shared by the app and
/// its extensions (the DeviceActivity monitor and the shield action run as separate processes over
/// the same store).
///
/// One `save` is one atomic write: either the new state is stored whole or the old one is kept.
/// The rules rely on this: applying a wager's outcome and clearing its pending record happen in a
/// single `save`, so a kill between two writes can never charge a wager twice.
///
/// Every stored state carries a version, and a write is a compare-and-swap against the version
/// the writer read: when another process has written since, nothing is stored and the writer must
/// read again. So no process can overwrite a state it has not seen (an unlock made from the
/// shield is never lost to the app's stale memory; a wager the app settled never comes back from
/// an extension's old copy).
public protocol StateStorage {
    /// The last state saved and its version, or nil on first launch.
    ///
    /// Return a damaged state as it is stored, not nil: the coordinator checks every state it
    /// loads and recovers fail-closed from one that breaks a rule, while nil is a first launch. An
    /// adapter keeping bytes decodes them as `UncheckedVersionedState` for this.
    func load() -> VersionedState?
    /// Stores `state` atomically if the stored version is still `expected` (0: nothing stored yet).
    ///
    /// - Returns: the new state's version (greater than `expected`), or nil when the stored version
    ///   is no longer `expected`: another process wrote first, and nothing was stored.
    mutating func save(_ state: PersistedState, replacing expected: UInt64) -> UInt64?
    /// The version of the last state saved (0 when nothing is stored): what `load()` would return
    /// with it, without reading the state. Every event asks it first, to skip reading a state it holds.
    var storedVersion: UInt64 { get }
}

extension StateStorage {
    /// The version `load()` returns (a store that can tell it without reading the state should say so).
    public var storedVersion: UInt64 { load()?.version ?? 0 }
}

/// A stored state and its version: 1 for the first write, one more for every write after it.
public struct VersionedState: Hashable, Sendable, Codable {
    /// The stored state.
    public var state: PersistedState
    /// The write that stored `state` (0 is never stored: it stands for "nothing stored yet").
    public var version: UInt64

    /// A state stored at `version`.
    public init(state: PersistedState, version: UInt64) {
        self.state = state
        self.version = version
    }
}

/// A `StateStorage` in memory, with the compare-and-swap rule: a reference to one store, so every
/// coordinator made with the same instance (the app's and the extensions', in tests and previews)
/// shares it, as processes share the app group's storage.
public final class InMemoryStateStorage: StateStorage {
    /// The stored state, if any.
    public private(set) var stored: VersionedState?
    /// Writes that landed, and writes refused because another write landed first.
    public private(set) var writes = 0
    /// Writes refused because another write landed first.
    public private(set) var conflicts = 0

    /// A store holding `stored` at version 1, or nothing.
    public init(stored: PersistedState? = nil) {
        self.stored = stored.map { VersionedState(state: $0, version: 1) }
    }

    public func load() -> VersionedState? { stored }

    public var storedVersion: UInt64 { stored?.version ?? 0 }

    public func save(_ state: PersistedState, replacing expected: UInt64) -> UInt64? {
        let current = stored?.version ?? 0
        guard current == expected else {
            conflicts += 1
            return nil
        }
        stored = VersionedState(state: state, version: current + 1)
        writes += 1
        return current + 1
    }
}

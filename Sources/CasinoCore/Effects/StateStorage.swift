/// Durable storage of the whole persisted state, one atomic write at a time.
///
/// One `save` is one atomic write: either the new state is stored whole or the old one is kept.
/// The rules rely on this: applying a wager's outcome and clearing its pending record happen in a
/// single `save`, so a kill between two writes can never charge a wager twice.
public protocol StateStorage {
    /// The last state saved, or nil on first launch.
    func load() -> PersistedState?
    /// Stores `state` atomically.
    mutating func save(_ state: PersistedState)
}

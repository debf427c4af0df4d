/// Why an `AppCoordinator` event ended with nothing stored (`AppCoordinator.storeRefusal`).
///
/// Either way the coordinator fails safe: nothing is applied (no wish, usage, wager or settlement
/// is stored, and `state` is what the store holds), the shields stay as the refused attempts left
/// them (applied before a write that needed them, never cleared: on if any attempt wanted them),
/// and the next event starts again from a fresh read.
public enum StoreWriteRefusal: Hashable, Sendable, CustomStringConvertible {
    /// The store refused the write though no other write had landed since the read: it is broken,
    /// and retrying cannot help.
    case storeDidNotMoveOn(version: UInt64)
    /// Another process wrote first at every one of `attempts` tries
    /// (`AppCoordinator.maximumWriteAttempts`): the event gave up rather than retry forever.
    case conflictsExhausted(attempts: Int)

    /// The refusal in words, for the app's log and the user.
    public var description: String {
        switch self {
        case .storeDidNotMoveOn(let version):
            return "the store refused a write at version \(version) that no other write had raced: "
                + "nothing was stored, and the shields stay as they failed closed"
        case .conflictsExhausted(let attempts):
            return "another process wrote first at each of \(attempts) tries: "
                + "nothing was stored, and the shields stay as they failed closed"
        }
    }
}

import CasinoCore

/// The app's key-value storage on the simulated device (one store for the app and its extensions,
/// each write a compare-and-swap on the device's version): one atomic write per `save`, and a
/// process that can be killed right after any chosen write (`SimulatedDevice.killAfterEffect`).
///
/// What survives a kill is exactly the last completed write; a relaunch is a new coordinator that
/// loads it. That is how the fault injection shows, for every write boundary, that nothing is
/// lost and nothing charged twice.
struct KillableStorage: StateStorage {
    let device: SimulatedDevice

    init(device: SimulatedDevice) { self.device = device }

    func load() -> VersionedState? {
        device.stored.map { VersionedState(state: $0, version: device.version) }
    }

    var storedVersion: UInt64 { device.version }

    mutating func save(_ state: PersistedState, replacing expected: UInt64) -> UInt64? {
        device.save(state, replacing: expected)
    }
}

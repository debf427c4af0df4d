import CasinoCore

/// ManagedSettings shields on the simulated device; every apply and clear is counted, and the
/// shields' state is what decides whether the simulated user can open a restricted app.
struct RecordingShields: ShieldController {
    let device: SimulatedDevice

    mutating func applyShields(to selection: [String]) { device.setShields(true) }

    mutating func clearShields() { device.setShields(false) }
}

import CasinoCore

/// ManagedSettings shields on the simulated device; every apply and clear is counted, and the
/// shields' state is what decides whether the simulated user can open a restricted app.
public struct RecordingShields: ShieldController {
    public let device: SimulatedDevice

    public init(device: SimulatedDevice) { self.device = device }

    public mutating func applyShields(to selection: [String]) { device.setShields(true) }

    public mutating func clearShields() { device.setShields(false) }
}

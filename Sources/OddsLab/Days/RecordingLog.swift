import CasinoCore

/// The app's OSLog on the simulated device: counts every event by sequence (a dead process logs
/// nothing), so the day simulation can check that each sequence logs exactly once.
public struct RecordingLog: EventLog {
    public let device: SimulatedDevice

    public init(device: SimulatedDevice) { self.device = device }

    public mutating func record(_ event: LogEvent) { device.log(event) }
}

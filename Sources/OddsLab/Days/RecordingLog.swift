import CasinoCore

/// The app's OSLog on the simulated device: counts every event by sequence (a dead process logs
/// nothing), so the day simulation can check that each sequence logs exactly once.
struct RecordingLog: EventLog {
    let device: SimulatedDevice

    mutating func record(_ event: LogEvent) { device.log(event) }
}

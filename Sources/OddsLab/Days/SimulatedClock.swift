import CasinoCore

/// The device's clock in the lab's time zone, to minute resolution (the simulation moves it).
public struct SimulatedClock: LocalClock {
    public let device: SimulatedDevice

    public init(device: SimulatedDevice) { self.device = device }

    public var now: Instant { device.now }

    public func dayKey(at instant: Instant) -> DayKey { device.localDay(containing: instant).key }

    public func endOfDay(containing instant: Instant) -> Instant { device.localDay(containing: instant).endOfDay }
}

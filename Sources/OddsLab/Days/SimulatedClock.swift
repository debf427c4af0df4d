import CasinoCore

/// The device's clock in the lab's time zone, to minute resolution (the simulation moves it).
struct SimulatedClock: LocalClock {
    let device: SimulatedDevice

    init(device: SimulatedDevice) { self.device = device }

    var now: Instant { device.now }

    func dayKey(at instant: Instant) -> DayKey { device.localDay(containing: instant).key }

    func endOfDay(containing instant: Instant) -> Instant { device.localDay(containing: instant).endOfDay }
}

import CasinoCore

/// The device's clock in the lab's time zone, to minute resolution (the simulation moves it).
package struct SimulatedClock: LocalClock {
    package let device: SimulatedDevice

    package init(device: SimulatedDevice) { self.device = device }

    package var now: Instant { device.now }

    package func dayKey(at instant: Instant) -> DayKey { device.localDay(containing: instant).key }

    package func endOfDay(containing instant: Instant) -> Instant { device.localDay(containing: instant).endOfDay }
}

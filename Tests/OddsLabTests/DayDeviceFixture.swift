import CasinoCore
@testable import OddsLab

/// A fresh simulated device at local midnight of 2026-06-01 (an ordinary 1440-minute day), for the
/// tests of the day simulation's effect adapters.
func midsummerDevice(seed: UInt64 = 1) -> SimulatedDevice {
    let day = LabTimeZone.dayNumber(of: DayKey(year: 2026, month: 6, day: 1))
    return SimulatedDevice(zone: .usEastern, dayNumber: day, installationSeed: seed)
}

/// A state with `allowance` minutes on 2026-06-01.
func juneFirstState(allowance: Int = 120) -> PersistedState {
    PersistedState(dailyAllowanceMinutes: allowance, budgetDay: DayKey(year: 2026, month: 6, day: 1))
}

import CasinoCore
@testable import OddsLab
import Testing

/// `KillableStorage`: the app's store on the simulated device, one compare-and-swap write per save.
@Suite struct KillableStorageTests {
    @Test func whatWasSavedLoadsBackWithItsVersion() {
        var storage = KillableStorage(device: midsummerDevice())
        #expect(storage.load() == nil)
        #expect(storage.storedVersion == 0)
        let state = juneFirstState(allowance: 90)
        #expect(storage.save(state, replacing: 0) == 1)
        #expect(storage.load()?.state == state)
        #expect(storage.load()?.version == 1)
    }

    @Test func aStaleWriterIsRefusedAndTheStoreKeepsTheOtherWrite() {
        let device = midsummerDevice()
        var app = KillableStorage(device: device)
        var monitor = KillableStorage(device: device)
        #expect(app.save(juneFirstState(allowance: 90), replacing: 0) == 1)
        #expect(monitor.save(juneFirstState(allowance: 45), replacing: 0) == nil)
        #expect(app.load()?.state.dailyAllowanceMinutes == 90)
        #expect(device.conflicts == 1)
    }
}

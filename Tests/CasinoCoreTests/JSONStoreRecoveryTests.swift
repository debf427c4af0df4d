import CasinoCore
import Foundation
import Testing

/// The app's store as an app outside the module writes it: JSON bytes (the app group's file).
final class JSONStateStorage: StateStorage {
    var bytes: Data?

    func load() -> VersionedState? {
        // Unchecked: the coordinator checks it. A checked decode would leave only nil, a first launch.
        bytes.flatMap { try? JSONDecoder().decode(UncheckedVersionedState.self, from: $0).versioned }
    }

    func save(_ state: PersistedState, replacing expected: UInt64) -> UInt64? {
        let next = VersionedState(state: state, version: expected + 1)
        guard storedVersion == expected, let data = try? JSONEncoder().encode(next) else { return nil }
        bytes = data
        return expected + 1
    }
}

@Suite("A damaged state in a JSON store reaches the coordinator")
struct JSONStoreRecoveryTests {
    @Test func aDamagedStateInAJSONStoreIsRecoveredFailClosedNotTakenForAFirstLaunch() throws {
        let device = TestDevice()
        let store = JSONStateStorage()
        func coordinator() -> AppCoordinator<TestClock, TestUsage, TestShields, JSONStateStorage, TestLog> {
            AppCoordinator(
                clock: TestClock(device: device), usage: TestUsage(device: device),
                shields: TestShields(device: device), storage: store, log: TestLog(device: device),
                initialAllowanceMinutes: 60)
        }
        var app = coordinator()
        app.launch()
        _ = app.toggleLock()
        #expect(!device.shieldsOn)
        // The stored bytes' usage goes below 0 (a storage bug, a bad migration, a tampered container).
        let text = try #require(store.bytes.map { String(decoding: $0, as: UTF8.self) })
        let damaged = text.replacingOccurrences(of: #""usageMinutesToday":0"#, with: #""usageMinutesToday":-20"#)
        #expect(damaged != text)
        store.bytes = Data(damaged.utf8)
        // Checked decoding refuses it by name ...
        do {
            _ = try JSONDecoder().decode(VersionedState.self, from: Data(damaged.utf8))
            Issue.record("a damaged state decoded as a VersionedState")
        } catch DecodingError.dataCorrupted(let context) {
            #expect((context.underlyingError as? CasinoCoreError)?.field == "usageMinutesToday")
        }
        // ... and the coordinator, loading it unchecked, recovers fail-closed instead of starting afresh.
        var relaunched = coordinator()
        #expect(relaunched.refusedStoredState?.field == "usageMinutesToday")
        relaunched.launch()
        #expect(device.shieldsOn)
        #expect(relaunched.remainingMinutes == 0)
        #expect(store.load()?.state.nextDayAllowanceMinutes == 60)
        #expect(try store.load()?.state.validated() != nil)
    }
}

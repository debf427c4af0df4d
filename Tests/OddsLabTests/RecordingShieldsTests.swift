@testable import OddsLab
import Testing

/// `RecordingShields`: every apply and clear is counted, changes only when the state flips.
@Suite struct RecordingShieldsTests {
    @Test func callsAreCountedAndOnlyFlipsAreChanges() {
        let device = midsummerDevice()
        var shields = RecordingShields(device: device)
        shields.applyShields(to: ["social"])
        shields.applyShields(to: ["social"])
        shields.clearShields()
        #expect(device.shieldApplyCalls == 2)
        #expect(device.shieldClearCalls == 1)
        #expect(device.shieldChanges == 2)
        #expect(!device.shieldsApplied)
        #expect(device.effects == 3)
    }

    @Test func aDeadProcessChangesNoShield() {
        let device = midsummerDevice()
        var shields = RecordingShields(device: device)
        device.kill()
        shields.applyShields(to: [])
        #expect(!device.shieldsApplied)
        #expect(device.shieldApplyCalls == 0)
        #expect(device.effects == 0)
    }
}

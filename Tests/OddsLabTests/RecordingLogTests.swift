import CasinoCore
@testable import OddsLab
import Testing

/// `RecordingLog`: events counted in all and by sequence; a dead process logs nothing.
@Suite struct RecordingLogTests {
    @Test func eventsAreCountedBySequence() {
        let device = midsummerDevice()
        var log = RecordingLog(device: device)
        let state = juneFirstState()
        log.record(LogEvent(sequence: .unlock, at: device.now, before: state, after: state))
        log.record(LogEvent(sequence: .unlock, at: device.now, before: state, after: state))
        log.record(LogEvent(sequence: .lock, at: device.now, before: state, after: state))
        #expect(device.loggedEvents == 3)
        let index = { (s: AppSequence) in AppSequence.allCases.firstIndex(of: s)! }
        #expect(device.loggedBySequence[index(.unlock)] == 2)
        #expect(device.loggedBySequence[index(.lock)] == 1)
        #expect(device.loggedBySequence[index(.launch)] == 0)
        device.kill()
        log.record(LogEvent(sequence: .launch, at: device.now, before: state, after: state))
        #expect(device.loggedEvents == 3)
    }
}

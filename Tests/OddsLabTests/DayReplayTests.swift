import CasinoCore
@testable import OddsLab
import Testing

/// `DayReplayHandle` and `DayReplay`: `SEED:STREAM:DAY` read strictly, and a replayed day is the
/// same day every time, dated from its chunk.
@Suite struct DayReplayTests {
    @Test func aHandleReadsBackFromItsDescription() throws {
        let handle = try DayReplayHandle(parsing: "18446744073709551615:42:99")
        #expect(handle == DayReplayHandle(seed: UInt64.max, stream: 42, day: 99))
        #expect(DayReplayHandle(handle.description) == handle)
    }

    @Test(arguments: [
        ("1:2", "needs 3 fields"), ("1::3", "STREAM is empty"), ("1:x:3", "'x' is not a whole number"),
        ("1:2:100", "DAY 100 is out of range: it must be 0…99"), ("1:-2:3", "STREAM -2 is out of range"),
        ("18446744073709551616:0:0", "SEED 18446744073709551616 is out of range")
    ])
    func malformedHandlesAreRefusedSayingWhy(text: String, why: String) {
        #expect(DayReplayHandle(text) == nil)
        #expect(refusal { _ = try DayReplayHandle(parsing: text) }?.contains(why) == true)
    }

    @Test func aReplayedDayIsTheSameEveryTimeAndDatedFromItsChunk() throws {
        let profile = try CompiledProfile(.casual)
        let handle = DayReplayHandle(seed: 5, stream: 1, day: 2)
        let first = DayReplay.replay(
            profile: profile, handle: handle, killEveryWrite: false, includeSeedTriggersOnly: false)
        let again = DayReplay.replay(
            profile: profile, handle: handle, killEveryWrite: false, includeSeedTriggersOnly: false)
        #expect(first.date == DayKey(year: 2026, month: 4, day: 13))
        #expect(!first.lines.isEmpty)
        #expect(first.lines == again.lines)
        #expect(first.figures == again.figures)
        #expect(first.tally.violationCount == 0)
    }
}

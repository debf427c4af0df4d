import CasinoCore
@testable import OddsLab
import Testing

/// `DayRunSpec`: chunks of 100 days from 2026-01-01, the last one short.
@Suite struct DayRunSpecTests {
    @Test func chunksAreHundredDaysAndTheLastIsShort() throws {
        let spec = DayRunSpec(profile: try CompiledProfile(.casual), days: 250, seed: 1, killEveryWrite: false)
        #expect(spec.chunkCount == 3)
        #expect(spec.days(inChunk: 0) == 100)
        #expect(spec.days(inChunk: 2) == 50)
        #expect(DayRunSpec.chunkCount(days: 0) == 0)
        #expect(DayRunSpec.chunkCount(days: 100) == 1)
        #expect(DayRunSpec.chunkCount(days: 101) == 2)
    }

    @Test func chunkKStartsKHundredDaysAfterNewYear2026() {
        #expect(
            LabTimeZone.dayKey(ofDayNumber: DayRunSpec.firstDayNumber(ofChunk: 0))
                == DayKey(year: 2026, month: 1, day: 1))
        #expect(
            LabTimeZone.dayKey(ofDayNumber: DayRunSpec.firstDayNumber(ofChunk: 1))
                == DayKey(year: 2026, month: 4, day: 11))
        #expect(DayRunSpec.firstDayNumber(ofChunk: 5) - DayRunSpec.firstDayNumber(ofChunk: 4) == 100)
    }
}

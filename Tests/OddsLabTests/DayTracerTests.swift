@testable import OddsLab
import Testing

/// `DayTracer`: a normal run wants no line; the replay's trace takes every run but the
/// seed-triggers-only one unless asked.
@Suite struct DayTracerTests {
    @Test func whichRunsEachTracerWants() {
        #expect(!NoDayTrace().wants(.app))
        #expect(TextDayTrace().wants(.app))
        #expect(!TextDayTrace().wants(.seedTriggersOnly))
        #expect(TextDayTrace(includesSeedTriggersOnly: true).wants(.seedTriggersOnly))
    }

    @Test func linesAreKeptInOrder() {
        var trace = TextDayTrace()
        trace.record("00:00 launch")
        trace.record("00:01 unlock")
        #expect(trace.lines == ["00:00 launch", "00:01 unlock"])
    }
}

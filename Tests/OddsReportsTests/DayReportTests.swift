import CasinoCore
import Testing
@testable import OddsLab
@testable import OddsReports

@Suite("casino-odds day: the report")
struct DayReportTests {
    func report(threads: Int) throws -> DayReport {
        let spec = DayRunSpec(profile: try CompiledProfile(.casual), days: 230, seed: 3, killEveryWrite: true)
        return DayReport(
            spec: spec, result: DayRunner.run(spec, threads: threads), producer: "casino-odds test",
            replayCommand: nil)
    }

    @Test func theJSONIsByteIdenticalAcrossThreadCounts() throws {
        let one = try report(threads: 1).json
        let three = try report(threads: 3).json
        #expect(one == three)
        #expect(one.hasPrefix("{\n  \"producer\": \"casino-odds test\",\n"))
        #expect(one.contains("\"firstViolation\": null"))
        #expect(one.contains("\"killsAfterWrite\": ["))
    }

    @Test func aCleanRunSaysSoAndAViolationNamesItsReplay() throws {
        var r = try report(threads: 2)
        #expect(r.table.contains("no violations in "))
        #expect(r.firstViolationHandle == nil)
        var result = r.result
        result.tally.fail(
            .wagerResolvedOnce, at: StepLocation(dayInChunk: 17, run: .app, step: 42), "wager 9 resolved a second time")
        result.firstViolationChunk = 2
        r = DayReport(
            spec: r.spec, result: result, producer: "casino-odds test",
            replayCommand: "casino-odds day --profile casual --replay 3:2:17")
        #expect(r.firstViolationHandle == DayReplayHandle(seed: 3, stream: 2, day: 17))
        #expect(r.firstViolationDate == DayKey(year: 2026, month: 8, day: 6)) // day 217 of the run
        #expect(
            r.violationSummary.hasPrefix(
                "1 violations; first: wager-resolved-once on 2026-08-06 (seed 3, stream 2, day 17), app step 42"))
        #expect(r.violationSummary.hasSuffix("replay: casino-odds day --profile casual --replay 3:2:17"))
        #expect(r.json.contains("\"replay\": \"3:2:17\""))
    }

    @Test func ratiosAreFixedPointDecimalsFromIntegers() {
        #expect(NumberFormat.ratio(2, 3, places: 4) == "0.6667")
        #expect(NumberFormat.ratio(-1, 8, places: 2) == "-0.13")
        #expect(NumberFormat.ratio(-1, 1000, places: 2) == "0.00")
        #expect(NumberFormat.ratio(0, 5, places: 2) == "0.00")
        #expect(NumberFormat.ratio(5, 0, places: 2) == "n/a")
        #expect(NumberFormat.percentText(9_653, 10_000) == "96.53 %")
    }
}

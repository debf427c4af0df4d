import CasinoCore
import Testing

@testable import OddsLab
@testable import OddsReports

/// The day run's result has one schema, `DayResultFile`, which `DayReport.json` encodes and a reader
/// decodes with `JSONTreeDecoder`.
@Suite("The day result's schema")
struct DayResultFileTests {
    /// 40 casual days with every write killed (`killForks` present), and the same run with a
    /// violation recorded (`firstViolation` an object, not null).
    static func reports() throws -> [DayReport] {
        let spec = DayRunSpec(profile: try CompiledProfile(.casual), days: 40, seed: 3, killEveryWrite: true)
        let clean = DayReport(
            spec: spec, result: DayRunner.run(spec, threads: 1), producer: "casino-odds test", replayCommand: nil)
        var result = clean.result
        result.tally.fail(
            .wagerResolvedOnce, at: StepLocation(dayInChunk: 17, run: .app, step: 42), "wager 9 resolved a second time")
        result.firstViolationChunk = 0
        let failed = DayReport(spec: spec, result: result, producer: "casino-odds test", replayCommand: nil)
        let plain = DayRunSpec(profile: try CompiledProfile(.chaser), days: 20, seed: 4, killEveryWrite: false)
        let chaser = DayReport(
            spec: plain, result: DayRunner.run(plain, threads: 1), producer: "casino-odds test", replayCommand: nil)
        return [clean, failed, chaser]
    }

    /// Write → read → equal, and read → write → the same bytes.
    @Test func everyDayResultRoundTripsThroughItsSchema() throws {
        for report in try Self.reports() {
            let text = report.json
            let decoded = try JSONTreeDecoder.decode(DayResultFile.self, from: Array(text.utf8))
            #expect(decoded == report.file)
            #expect(JSONTreeEncoder.encode(decoded).jsonText() + "\n" == text)
        }
    }

    @Test func optionalMembersPrintAsTheFormatHasThem() throws {
        let reports = try Self.reports()
        #expect(reports[0].json.contains("\"firstViolation\": null"))
        #expect(reports[0].json.contains("\"killForks\": {"))
        #expect(reports[1].json.contains("\"firstViolation\": {\n    \"invariant\": \"wager-resolved-once\","))
        #expect(!reports[2].json.contains("killForks"))
        #expect(reports[2].json.contains("\"p50\": "))
    }
}

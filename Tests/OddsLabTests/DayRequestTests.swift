import Foundation
@testable import OddsLab
import SeededRuns
import Testing

/// `day`'s request: the days it plays (whole, shard or replay), the same on any thread count, and
/// the options that would be ignored refused.
@Suite struct DayRequestTests {
    func request(
        days: Int = 30, threads: Int = 1, replay: String? = nil, shard: String? = nil, exports: Bool = false,
        trace: Bool = false, ignored: String? = nil
    ) throws -> DayRequest {
        try DayRequest(
            profile: "casual", profileFile: nil, days: days, seed: Seed(value: 3), threads: threads,
            killEveryWrite: false, replay: replay, traceEvents: trace, exportsHistory: exports,
            ignoredWithReplay: ignored, shard: shard)
    }

    @Test func aRunIsTheSameOnOneAndTwoThreads() throws {
        guard case .days(let spec, let one) = try request(threads: 1).run(),
            case .days(_, let two) = try request(threads: 2).run()
        else {
            Issue.record("not a day run")
            return
        }
        #expect(spec.days == 30)
        #expect(one.days == 30)
        #expect(one == two)
        #expect(one.tally.violationCount == 0)
    }

    @Test func unitsToPlayAreTheShardsDaysOrOneReplayedDay() throws {
        #expect(try request(days: 250).unitsToPlay == 250)
        #expect(try request(days: 250, shard: "2/3").unitsToPlay == 100)
        #expect(try request(days: 250, shard: "3/3").unitsToPlay == 50)
        #expect(try request(replay: "3:0:4").unitsToPlay == 1)
    }

    @Test func aReplayPlaysTheDayItsHandleNames() throws {
        guard case .replay(let day, let handle) = try request(replay: "3:0:4").run() else {
            Issue.record("not a replay")
            return
        }
        #expect(handle == DayReplayHandle(seed: 3, stream: 0, day: 4))
        #expect(day.date == LabTimeZone.dayKey(ofDayNumber: DayRunSpec.firstDayNumber(ofChunk: 0) + 4))
    }

    @Test func optionsThatWouldBeIgnoredOrOutOfRangeAreRefused() {
        #expect(refusal { _ = try request(days: 0) }?.contains("got 0") == true)
        #expect(refusal { _ = try request(days: 1_000_000_001) } != nil)
        #expect(refusal { _ = try request(exports: true) } != nil)
        #expect(refusal { _ = try request(trace: true) } != nil)
        #expect(refusal { _ = try request(replay: "3:0:4", shard: "1/2") } != nil)
        #expect(refusal { _ = try request(replay: "3:0:4", ignored: "--days") }?.contains("does nothing") == true)
        #expect(refusal { _ = try request(shard: "0/2") } != nil)
        #expect(
            refusal {
                _ = try DayRequest(
                    profile: "nobody", profileFile: nil, days: 1, seed: Seed(value: 1), threads: 1,
                    killEveryWrite: false,
                    replay: nil, traceEvents: false, exportsHistory: false, ignoredWithReplay: nil)
            }?.contains("nobody") == true)
    }

    @Test func aDayMergeRefusesWhatItWouldIgnoreAndKnowsNoPartInAnotherFile() throws {
        #expect(refusal { _ = try DayMergeRequest(parts: ["a"], producer: "t", audit: 1, hasOutputDir: false) } != nil)
        #expect(refusal { _ = try DayMergeRequest(parts: ["a"], producer: "t", audit: nil, hasOutputDir: true) } != nil)
        #expect(!DayMergeRequest.looksLikeDay(["/nonexistent/part.json"]))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-part-\(UUID()).json").path
        try Data(#"{"format":"something else"}"#.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(!DayMergeRequest.looksLikeDay([path]))
    }
}

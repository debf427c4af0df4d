import CasinoCore
@testable import OddsLab
import SeededRuns
import Testing

/// `check`'s requests: `--list` plans without playing, the wagers in all, the combinations it
/// refuses before reading a configuration; the merge request's refusals.
@Suite struct CheckRequestTests {
    func request(
        wagers: String = "10k", listOnly: Bool = false, junit: Bool = false, json: Bool = false, shard: String? = nil,
        config: String? = nil, floor: String? = nil
    ) throws -> CheckRequest {
        try CheckRequest(
            wagers: wagers, seed: Seed(value: 1), config: config, returnFloor: floor, threads: 1, listOnly: listOnly,
            writesJUnit: junit, printsJSON: json, shard: shard)
    }

    /// One listing request for the suite: building it proves the whole offer's floor cases (about a
    /// second in a debug build), so it is built once.
    static let listing = Result {
        try CheckRequest(
            wagers: "10k", seed: Seed(value: 1), config: nil, returnFloor: ".9", threads: 1, listOnly: true,
            writesJUnit: false, printsJSON: false)
    }

    @Test func aListPlansTheSuiteWithoutPlayingAndKeepsThePolicyFloorAsRead() throws {
        let list = try Self.listing.get()
        guard case .plan(let plan) = try list.run(control: RunControl()) else {
            Issue.record("not a plan")
            return
        }
        #expect(plan.wagersPerCase == 10_000)
        #expect(plan.entries.count == list.suite.cases.count)
        #expect(list.totalWagers == list.suite.cases.count * 10_000)
        #expect(list.returnFloorText == "0.9")
        #expect(CheckRequest.defaultReturnFloor == "0.95")
    }

    @Test func aPolicyFloorOutsideTheGrammarIsRefusedBeforeAnyWork() {
        #expect(refusal { _ = try request(listOnly: true, floor: "90%") }?.contains("90%") == true)
        #expect(refusal { _ = try request(listOnly: true, floor: "1.5") }?.contains("1.5") == true)
    }

    @Test func combinationsThatWouldWriteNothingAskedForAreRefused() {
        #expect(refusal { _ = try request(listOnly: true, junit: true) }?.contains("plays nothing") == true)
        #expect(refusal { _ = try request(listOnly: true, json: true) } != nil)
        #expect(refusal { _ = try request(listOnly: true, shard: "1/2") } != nil)
        #expect(refusal { _ = try request(junit: true, shard: "1/2") } != nil)
        #expect(refusal { _ = try request(json: true, shard: "1/2") } != nil)
        #expect(refusal { _ = try request(shard: "1/2", config: "any.json") } != nil)
        #expect(refusal { _ = try request(wagers: "-5") }?.contains("it must be positive") == true)
        #expect(refusal { _ = try request(config: "/nonexistent/config.json") }?.contains("does not exist") == true)
    }

    @Test func theMergeRefusesAnAuditAndAnOutputFolder() throws {
        #expect(
            refusal { _ = try CheckMergeRequest(parts: ["a"], producer: "t", audit: 1, hasOutputDir: false) } != nil)
        #expect(
            refusal { _ = try CheckMergeRequest(parts: ["a"], producer: "t", audit: nil, hasOutputDir: true) } != nil)
        #expect(
            try CheckMergeRequest(parts: ["a", "b"], producer: "t", audit: nil, hasOutputDir: false).parts == ["a", "b"]
        )
    }
}

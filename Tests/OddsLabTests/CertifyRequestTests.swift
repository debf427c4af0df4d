import Foundation
@testable import OddsLab
import Testing

/// `certify`'s requests: the wagers a run plays over the offer (its shards add up to it), and the
/// outputs and counts it refuses; the merge request's own refusals.
@Suite struct CertifyRequestTests {
    func request(wagers: String = "1k", shard: String? = nil, output: Bool = false, outputDir: Bool = false) throws
        -> CertifyRequest
    {
        try CertifyRequest(
            config: nil, wagers: wagers, seed: Seed(value: 1), threads: 1, shard: shard, producer: "test",
            hasOutput: output, hasOutputDir: outputDir)
    }

    @Test func everyOfferedChoicePlaysTheWagersAndTheShardsAddUp() throws {
        let whole = try request()
        #expect(whole.plan.choices.count > 0)
        #expect(whole.wagersToPlay == whole.plan.choices.count * 1000)
        let parts = try (1...3).map { try request(shard: "\($0)/3").wagersToPlay }
        #expect(parts.reduce(0, +) == whole.wagersToPlay)
    }

    @Test func badCountsShardsAndOutputsAreRefused() {
        #expect(refusal { _ = try request(wagers: "0") } != nil)
        #expect(refusal { _ = try request(wagers: "ten") }?.contains("'ten' is not a number of wagers") == true)
        #expect(refusal { _ = try request(shard: "4/3") }?.contains("4/3 does not exist") == true)
        #expect(refusal { _ = try request(shard: "1/2", outputDir: true) } != nil)
        #expect(refusal { _ = try request(output: true, outputDir: true) } != nil)
        #expect(throws: Never.self) { _ = try request(shard: "1/2", output: true) }
    }

    @Test func theMergeRefusesABadAuditAndAFormatAndKnowsNoPartInAnotherFile() throws {
        #expect(
            refusal { _ = try CertifyMergeRequest(parts: ["a"], producer: "t", audit: 0) }?.contains("got 0") == true)
        #expect(
            refusal { _ = try CertifyMergeRequest(parts: ["a"], producer: "t", audit: nil, givesFormat: true) } != nil)
        #expect(try CertifyMergeRequest(parts: ["a"], producer: "t", audit: 2).audit == 2)
        #expect(!CertifyMergeRequest.looksLikeCertification(["/nonexistent/part.json"]))
        #expect(!CertifyMergeRequest.looksLikeCertification([NSTemporaryDirectory()]))
    }
}

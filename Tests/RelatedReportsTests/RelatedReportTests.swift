import CommitmentCore
import Foundation
import OddsReports
import RedemptionCore
import RelatedLab
import Testing
@testable import RelatedReports

@Suite("Related-systems report sections")
struct RelatedReportTests {
    static let policies: [ExemptionStackingPolicy] = [.replace, .extend(maxTotalMinutes: 120), .queue, .block]

    static let redeemResults: [RedeemSimulationResult] = policies.map { policy in
        RedeemSimulation(rules: try! RedemptionRules(configuration: .seedExample, policy: policy), days: 300, seed: 5)
            .run(threads: 2)
    }

    static let weekResults: [WeekSimulationResult] = [1, 10, 500].map { rate in
        WeekSimulation(
            terms: try! CommitmentTerms(limitMinutes: 21 * 60, penaltyPerMinuteCents: rate, selectedAppCount: 3),
            weeks: 2000, seed: 5
        ).run(threads: 2)
    }

    /// The cells of the first table row that starts with `first`, trimmed.
    private func row(_ text: String, startingWith first: String) -> [String]? {
        for line in text.split(separator: "\n") where line.hasPrefix("|") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.first == first { return cells }
        }
        return nil
    }

    @Test func redemptionMarkdownShowsTheFourPoliciesSideBySide() {
        let text = RedemptionReport.markdown(
            RelatedReportTests.redeemResults, command: "casino-odds redeem --days 300 --seed 5")
        #expect(row(text, startingWith: "per policy") == ["per policy", "replace", "extend", "queue", "block"])
        #expect(text.contains("Produced by `casino-odds redeem --days 300 --seed 5`"))
        #expect(row(text, startingWith: "minutes wasted per day (replace)")?.count == 5)
    }

    @Test func commitmentMarkdownHasThePenaltyVsAuthorizationFigure() {
        let text = CommitmentReport.markdown(RelatedReportTests.weekResults, command: "casino-odds week")
        #expect(text.contains("### Penalty vs authorization"))
        #expect(
            row(text, startingWith: "penalty / authorization") == [
                "penalty / authorization", "$0.01/min", "$0.10/min", "$5.00/min"
            ])
        #expect(row(text, startingWith: "5.00")?.count == 7)
        #expect(text.contains("the seed leaves f1, f2, f3 open"))
    }

    @Test func penaltyVsAuthorizationChartHasOneCurvePerRate() {
        let svg = CommitmentReport.chart(RelatedReportTests.weekResults).text
        #expect(svg.hasPrefix("<?xml") || svg.hasPrefix("<svg"))
        for name in ["$0.01/min", "$0.10/min", "$5.00/min"] { #expect(svg.contains(name)) }
        #expect(svg == CommitmentReport.chart(RelatedReportTests.weekResults).text)
        let files = CommitmentReport.files(
            RelatedReportTests.weekResults, command: "casino-odds week", folder: "related")
        #expect(
            files.map(\.path) == [
                "related/commitment-penalties.md", "related/charts/commitment-penalty-vs-authorization.svg",
                "related/commitment-penalty-vs-authorization.csv", "related/commitment-penalty-share.csv",
                "related/commitment-thresholds.csv"
            ])
        #expect(
            String(decoding: files[0].bytes, as: UTF8.self).contains(
                "](charts/commitment-penalty-vs-authorization.svg)"))
    }

    @Test func csvFilesAreRFC4180WithCRLF() {
        let files =
            CommitmentReport.csvFiles(RelatedReportTests.weekResults)
            + RedemptionReport.csvFiles(RelatedReportTests.redeemResults)
        for file in files {
            let records = file.text.components(separatedBy: "\r\n")
            #expect(records.last == "", "\(file.name) ends with CRLF")
            #expect(!file.text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "\(file.name): bare LF")
        }
        #expect(files.first { $0.name == "commitment-penalty-share.csv" }?.text.contains("\"(0, 25] %\"") == true)
        #expect(files.first { $0.name == "redemption-policies.csv" }?.text.hasPrefix("policy,seed,days,") == true)
    }

    @Test func jsonOutputParsesAndKeepsCountsAsIntegers() throws {
        for text in [
            CommitmentReport.json(RelatedReportTests.weekResults),
            RedemptionReport.json(RelatedReportTests.redeemResults)
        ] {
            let value = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]
            #expect(value?.count ?? 0 >= 3)
        }
        #expect(RedemptionReport.json(RelatedReportTests.redeemResults).contains("\"policy\": \"queue\""))
    }

    @Test func textTablesAreTheSameBytesForEveryThreadCount() {
        let rules = try! RedemptionRules(configuration: .seedExample, policy: .queue)
        let one = RedemptionReport.table([RedeemSimulation(rules: rules, days: 2500, seed: 9).run(threads: 1)])
        let two = RedemptionReport.table([RedeemSimulation(rules: rules, days: 2500, seed: 9).run(threads: 2)])
        #expect(one == two)
    }
}

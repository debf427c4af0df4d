import Foundation
import Testing
@testable import OddsReports

@Suite("Related-systems report sections")
struct RelatedReportTests {
    static let policies: [ExemptionStackingPolicy] = [.replace, .extend(maxTotalMinutes: 120), .queue, .block]

    static let redeemResults: [RedeemSimulationResult] = policies.map { policy in
        RedeemSimulation(rules: try! RedemptionRules(configuration: .seedExample, policy: policy), days: 300, seed: 5).run(threads: 2)
    }

    static let weekResults: [WeekSimulationResult] = [1, 10, 500].map { rate in
        WeekSimulation(terms: try! CommitmentTerms(limitMinutes: 21 * 60, penaltyPerMinuteCents: rate, selectedAppCount: 3),
                       weeks: 2000, seed: 5).run(threads: 2)
    }

    @Test func redemptionMarkdownShowsTheFourPoliciesSideBySide() {
        let text = RedemptionReport.markdown(RelatedReportTests.redeemResults, command: "casino-odds redeem --days 300 --seed 5")
        #expect(text.contains("| per policy | replace | extend | queue | block |"))
        #expect(text.contains("Produced by `casino-odds redeem --days 300 --seed 5`"))
        #expect(text.contains("| minutes wasted per day (replace) |"))
    }

    @Test func commitmentMarkdownHasThePenaltyVsAuthorizationFigure() {
        let text = CommitmentReport.markdown(RelatedReportTests.weekResults, command: "casino-odds week")
        #expect(text.contains("### Penalty vs authorization"))
        #expect(text.contains("| penalty / authorization | $0.01/min | $0.10/min | $5.00/min |"))
        #expect(text.contains("the seed leaves f1, f2, f3 open"))
    }

    @Test func csvFilesAreRFC4180WithCRLF() {
        let files = CommitmentReport.csvFiles(RelatedReportTests.weekResults) + RedemptionReport.csvFiles(RelatedReportTests.redeemResults)
        for file in files {
            let records = file.text.components(separatedBy: "\r\n")
            #expect(records.last == "", "\(file.name) ends with CRLF")
            #expect(!file.text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "\(file.name): bare LF")
        }
        #expect(files.first { $0.name == "commitment-penalty-share.csv" }?.text.contains("\"(0, 25] %\"") == true)
        #expect(files.first { $0.name == "redemption-policies.csv" }?.text.hasPrefix("policy,seed,days,") == true)
    }

    @Test func jsonOutputParsesAndKeepsCountsAsIntegers() throws {
        for text in [CommitmentReport.json(RelatedReportTests.weekResults), RedemptionReport.json(RelatedReportTests.redeemResults)] {
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

import CasinoCore
@testable import OddsLab
import OddsReports
import Testing

/// Export version 5 (issue 40): every header field is bound by `exportHash`, and each round's
/// budget at commit (allowance, games' bonus, usage reading) is in its chain bytes, so `verify`
/// re-derives the remaining minutes each stake was accepted against and judges the stake by the
/// core's own acceptance rule (`WagerValidation`: stake ≤ remaining, the gain rule, the return
/// floor). Each forgery is refused naming its round (nil for the header) and field.
@Suite("History header and budget bindings")
struct HistoryBindingTests {
    private static let app = AppHistoryFixture.export

    private func verify(_ history: HistoryExport) -> [HistoryProblem] {
        RoundReplay.verify(history, configuration: .defaults)
    }

    // MARK: The header

    /// A header field changed as an editor leaves it: refused by `exportHash`, whose line names the
    /// value now in the header; every round still verifies (the forgery is the header's alone).
    private func expectHeaderRefused(
        _ history: HistoryExport, naming value: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = verify(history)
        #expect(found.map(\.problem.field) == ["exportHash"], sourceLocation: sourceLocation)
        #expect(found.first?.round == nil, sourceLocation: sourceLocation)
        #expect(found.first?.problem.description.contains(value) == true, sourceLocation: sourceLocation)
        let line = history.verificationText(problems: found)
        #expect(line.hasPrefix("history, exportHash: the header ("), sourceLocation: sourceLocation)
    }

    @Test func anHonestExportsHashIsTheSHA256OfItsDocumentedHeaderBytes() throws {
        let history = Self.app
        #expect(history.version == 5)
        #expect(history.exportHash == SHA256.hash(history.exportHashBytes))
        #expect(Array(history.exportHashBytes.prefix(12)) == Array("stc-export-5".utf8))
        #expect(verify(history).isEmpty)
    }

    /// "UTC+00:00" gives every round the same day and minutes as "UTC": only the binding catches it.
    @Test func aTimeZoneChangedInTheHeaderIsRefused() throws {
        var history = Self.app
        history.timeZone = "UTC+00:00"
        expectHeaderRefused(history, naming: "timeZone \"UTC+00:00\"")
    }

    /// Replayed under the same games, a relabelled configuration changes no round.
    @Test func aConfigurationDigestChangedInTheHeaderIsRefused() throws {
        var history = Self.app
        history.configurationDigest = "sha256:" + String(repeating: "ab", count: 32)
        expectHeaderRefused(history, naming: "configurationDigest \"sha256:abab")
    }

    @Test func theRevealedSeedsReorderedAreRefused() throws {
        var history = Self.app
        try #require(history.seeds.count == 2)
        history.seeds.reverse()
        expectHeaderRefused(history, naming: "2 revealed seeds")
    }

    @Test func anotherCurrentCommitmentIsRefused() throws {
        var history = Self.app
        let other = SHA256.hash(Array("another seed".utf8))
        history.currentCommitment = other
        expectHeaderRefused(history, naming: "currentCommitment \(other)")
        history.currentCommitment = nil
        expectHeaderRefused(history, naming: "currentCommitment none")
    }

    @Test func anExportWithoutItsExportHashIsRefused() throws {
        var history = Self.app
        history.exportHash = nil
        let found = verify(history)
        #expect(found.map(\.problem.field) == ["exportHash"])
        #expect(found.first?.problem.description.hasPrefix("the export records no exportHash") == true)
    }

    /// A header field rewritten with `exportHash` recomputed passes with no anchor (SHA-256 has no
    /// key), as a rechained round does without its receipt; against the export hash the app showed
    /// beside the export it is refused, naming `exportHash`.
    @Test func aHeaderRewrittenWithItsHashRecomputedIsRefusedByTheExportHashTheAppShowed() throws {
        let shown = try #require(Self.app.exportHash)
        #expect(RoundReplay.verify(Self.app, configuration: .defaults, shownExportHash: shown).isEmpty)
        var history = Self.app
        history.currentCommitment = SHA256.hash(Array("another seed".utf8))
        history.exportHash = history.recomputedExportHash
        #expect(verify(history).isEmpty)
        let found = RoundReplay.verify(history, configuration: .defaults, shownExportHash: shown)
        #expect(found.map(\.problem.field) == ["exportHash"])
        #expect(found.first?.round == nil)
        #expect(found.first?.problem.description.hasSuffix("the export was changed after the app wrote it") == true)
    }

    /// The head hash is the last round's link: changed, that round is named.
    @Test func anotherHeadHashIsRefusedAtTheLastRound() throws {
        var history = Self.app
        history.headHash = SHA256.hash(Array("x".utf8))
        let found = verify(history)
        #expect(found.map(\.problem.field) == ["hash", "exportHash"])
        #expect(found.first?.round == history.transactions.last?.round)
    }

    // MARK: The budget at commit

    private func name(_ t: Transaction) -> String { "round \(t.round!) (wager \(t.wagerID))" }

    /// The first problem of `history` rechained (the forger recomputes the chain and exportHash).
    private func firstRechained(_ history: HistoryExport) -> HistoryProblem? { verify(history.rechained()).first }

    /// The day's second round onwards (same day as the round before).
    private func laterRoundOfADay() throws -> Int {
        let rounds = Self.app.transactions
        return try #require(rounds.indices.dropFirst().first { rounds[$0].day == rounds[$0 - 1].day && $0 >= 3 })
    }

    @Test func eachRoundRecordsTheBudgetItsStakeWasAcceptedAgainst() throws {
        let rounds = Self.app.transactions
        #expect(rounds.allSatisfy { $0.budgetAtCommit != nil })
        // Day one: 300 minutes allowed, usage read as 30 at its fifth round, the bonus the day's deltas.
        let first = try #require(rounds.first?.budgetAtCommit)
        #expect(first == TimeBudget(dailyAllowanceMinutes: 300, bonusMinutesFromGames: 0, usageMinutesToday: 0))
        #expect(rounds[5].budgetAtCommit?.usageMinutesToday == 30)
        #expect(rounds[5].budgetAtCommit?.bonusMinutesFromGames == rounds[..<5].reduce(0) { $0 + $1.deltaMinutes })
    }

    @Test func aRoundWithoutItsBudgetAtCommitIsRefused() throws {
        var history = Self.app
        let i = try laterRoundOfADay()
        history.transactions[i].budgetAtCommit = nil
        let found = firstRechained(history)
        #expect(found?.round == history.transactions[i].round)
        #expect(found?.problem.field == "budgetAtCommit")
    }

    /// More allowance on one round than the round before on its day: a raise waits for the next day.
    @Test func anAllowanceRaisedMidDayIsRefused() throws {
        var history = Self.app
        let i = try laterRoundOfADay()
        history.transactions[i].budgetAtCommit?.dailyAllowanceMinutes += 60
        let found = firstRechained(history)
        #expect(found?.round == history.transactions[i].round)
        #expect(found?.problem.field == "budgetAtCommit.dailyAllowanceMinutes")
        #expect(found?.problem.description.hasSuffix("a raised allowance waits for the next day") == true)
    }

    @Test func aUsageReadingLoweredIsRefused() throws {
        var history = Self.app
        let rounds = history.transactions
        let i = try #require(
            rounds.indices.dropFirst().first {
                rounds[$0].day == rounds[$0 - 1].day && (rounds[$0 - 1].budgetAtCommit?.usageMinutesToday ?? 0) > 0
            })
        history.transactions[i].budgetAtCommit?.usageMinutesToday -= 1
        let found = firstRechained(history)
        #expect(found?.round == history.transactions[i].round)
        #expect(found?.problem.field == "budgetAtCommit.usageMinutesToday")
    }

    /// A bonus the day's earlier rounds do not add up to (here 1 minute more).
    @Test func aBonusThatIsNotTheDaysDeltasIsRefused() throws {
        var history = Self.app
        let i = try laterRoundOfADay()
        history.transactions[i].budgetAtCommit?.bonusMinutesFromGames += 1
        let found = firstRechained(history)
        #expect(found?.round == history.transactions[i].round)
        #expect(found?.problem.field == "budgetAtCommit.bonusMinutesFromGames")
        // A day's first round starts at 0.
        var first = Self.app
        first.transactions[0].budgetAtCommit?.bonusMinutesFromGames = 5
        #expect(firstRechained(first)?.round == 1)
        #expect(firstRechained(first)?.problem.field == "budgetAtCommit.bonusMinutesFromGames")
    }

    /// The gain rule, as the core applies it at commit: 1,440 minutes remaining at 12:00 UTC leave the
    /// midnight cap no room for any gain, so the app would have refused the bet.
    @Test func aStakeNoOutcomeCouldGainWithIsRefusedByTheGainRule() throws {
        var history = Self.app
        history.transactions[0].budgetAtCommit = TimeBudget(dailyAllowanceMinutes: 1440)
        let found = firstRechained(history)
        #expect(found?.round == 1)
        #expect(found?.problem.field == "wager")
        let expected = CasinoCoreError.noPossibleGain(wager: 10, capLeavesNoRoom: true, smallestAcceptedWager: nil)
        #expect(
            found?.problem.description.hasSuffix(expected.description) == true, "\(found?.problem.description ?? "")")
    }

    /// The return floor, as the core applies it at commit: Mines 3 mines 5 reveals is refused below
    /// 12 minutes (the same refusal the app shows, naming the smallest stake it accepts).
    @Test func aStakeBelowTheReturnFloorIsRefused() throws {
        var history = Self.app
        history.transactions[0].game = .mines
        history.transactions[0].options = "3 mines 5 reveals"
        history.transactions[0].wager = 5
        history.transactions[0] = history.transactions[0].repaid()
        let found = firstRechained(history)
        #expect(found?.round == 1)
        #expect(found?.problem.field == "wager")
        #expect(found?.problem.description.contains("return floor") == true, "\(found?.problem.description ?? "")")
    }

    /// Remaining at the settlement above remaining at commit shaves a win through the cap (34 → 850
    /// caps a +10 win to nothing in the issue): the settlement cannot find more than commit left.
    @Test func aCapMomentAboveTheBudgetAtCommitIsRefused() throws {
        var history = Self.app
        let rounds = history.transactions
        let i = try #require(rounds.indices.first { rounds[$0].deltaMinutes > 0 })
        let budget = try #require(rounds[i].budgetAtCommit)
        history.transactions[i].capMoment?.remainingMinutes = budget.remainingMinutes + 1
        history.transactions[i] = history.transactions[i].repaid()
        let found = firstRechained(history)
        #expect(found?.round == rounds[i].round)
        #expect(found?.problem.field == "capMoment.remainingMinutes")
    }
}

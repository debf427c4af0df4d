import CasinoCore
@testable import OddsLab
import OddsReports
import Testing

/// `verify`'s rules between rounds (issue 40), which need no anchor: each forgery below is made by
/// editing an honest export, recomputing what the replay would check (`repaid`) and the whole
/// chain (`rechained`), so only the rule under test can catch it; each is refused with its line.
@Suite("History re-derivations with no anchor")
struct HistoryDerivationTests {
    private static let app = AppHistoryFixture.export

    /// `verify`'s output lines for `history` rechained.
    private func lines(_ history: HistoryExport) -> [String] {
        let chained = history.rechained()
        let problems = RoundReplay.verify(chained, configuration: .defaults)
        return chained.verificationText(problems: problems).split(separator: "\n").map(String.init)
    }

    private func name(_ t: Transaction) -> String { "round \(t.round!) (wager \(t.wagerID))" }

    private func index(_ history: HistoryExport, after start: Int = 1, where predicate: (Transaction) -> Bool) throws
        -> Int
    {
        let rounds = history.transactions
        return try #require(rounds.indices.first { $0 >= start && predicate(rounds[$0]) })
    }

    // MARK: The honest histories

    @Test func anAppHistoryUnderA256BitSeedVerifies() throws {
        let rounds = Self.app.transactions
        #expect(rounds.count == 18)
        #expect(rounds.contains { $0.resolution == .forfeited })
        #expect(rounds.contains { $0.deltaMinutes > 0 } && rounds.contains { $0.deltaMinutes < 0 })
        #expect(lines(Self.app).count == 1 && lines(Self.app)[0].hasPrefix("all 18 rounds verify"))
    }

    /// An export keeps every round from round 1 up to the latest 500, so one starting past round 1
    /// with fewer than 500 rounds had its head cut off: refused with no anchor, naming the rounds.
    @Test func anExportWhoseFirstRoundsAreDroppedIsRefused() throws {
        var history = Self.app
        history.transactions.removeFirst(3)
        // With exportHash recomputed (as left, it names the rounds dropped too).
        #expect(RoundReplay.verify(history, configuration: .defaults).last?.problem.field == "exportHash")
        let found = RoundReplay.verify(history.rechained(), configuration: .defaults)
        #expect(found.count == 1)
        #expect(found.first?.round == 4 && found.first?.problem.field == "round")
        #expect(found.first?.problem.description.contains("rounds 1…3 were dropped") == true)
        // A full history (the app keeps 500) may start past round 1.
        #expect(RoundReplay.truncation(first: history.transactions[0], count: TransactionHistory.capacity) == nil)
        #expect(RoundReplay.truncation(first: history.transactions[0], count: TransactionHistory.capacity - 1) != nil)
    }

    @Test(arguments: [
        GameChoice(.crash(target: Centi(200))), GameChoice(.mines(mines: 3, reveals: 5)),
        GameChoice(.plinko(rows: 16, risk: .high)), GameChoice(.slots)
    ])
    func aDayReplaysExportOfEachGameVerifies(game: GameChoice) throws {
        var profile = UserProfile.chaser
        profile.games = [game]
        // 15 minutes: the return floor refuses Mines 3/5 below 12.
        profile.bet = .fixed(minutes: 15)
        profile.killMidGameProbability = 0.2
        let result = DayReplay.replay(
            profile: try CompiledProfile(profile), handle: DayReplayHandle(seed: 7, stream: 0, day: 9),
            killEveryWrite: false, includeSeedTriggersOnly: false)
        let history = result.history
        #expect(history.transactions.contains { $0.resolution == .settled })
        #expect(history.transactions.contains { $0.resolution == .forfeited })
        #expect(RoundReplay.verify(history, configuration: .defaults).map(\.problem.description) == [])
    }

    // MARK: Forgeries only the new rules catch

    /// 34 → 850 remaining caps a +10 win to nothing: more than the day had left when it was accepted.
    @Test func aWinShavedByRaisingItsRemainingMinutesIsRefused() throws {
        var history = Self.app
        let rounds = history.transactions
        let found = rounds.indices.dropFirst().first { i in
            rounds[i].deltaMinutes > 0 && rounds[i - 1].resolution == .settled && rounds[i - 1].day == rounds[i].day
        }
        let i = try #require(found)
        let t = history.transactions[i]
        let untilMidnight = try #require(t.capMoment).minutesUntilMidnight
        history.transactions[i].capMoment?.remainingMinutes = untilMidnight
        history.transactions[i] = history.transactions[i].repaid()
        #expect(history.transactions[i].deltaMinutes == 0)
        let budget = try #require(t.budgetAtCommit)
        let reading: String =
            "\(budget.remainingMinutes) remaining at commit (allowance \(budget.dailyAllowanceMinutes) + bonus "
            + "\(budget.bonusMinutesFromGames) − usage \(budget.usageMinutesToday))"
        let expected: String =
            "\(name(t)), capMoment.remainingMinutes: \(untilMidnight) minutes remaining at the settlement, more than the "
            + "\(reading): until the round settles usage only grows, a raised allowance waits for the next day and the "
            + "bonus moves only by its own outcome"
        #expect(lines(history).first == expected)
    }

    /// 5 → 1499 with 60 remaining: the round's own budget at commit gives the remaining minutes the
    /// stake was judged on (not its settlement's, which a usage report mid-game may lower).
    @Test func aStakeInflatedPastTheRemainingMinutesIsRefused() throws {
        var history = Self.app
        let rounds = history.transactions
        func nextSettlement(after i: Int) -> Transaction? {
            rounds[(i + 1)...].first { $0.day == rounds[i].day && $0.resolution == .settled && $0.appliedToBonus }
        }
        let i = try #require(
            rounds.indices.first { i in
                rounds[i].deltaMinutes < 0 && rounds[i].resolution == .settled && rounds[i].appliedToBonus
                    && (nextSettlement(after: i)?.capMoment?.remainingMinutes ?? 0) > 0
            })
        let remaining = try #require(history.transactions[i].capMoment).remainingMinutes
        history.transactions[i].wager = remaining + 100
        history.transactions[i] = history.transactions[i].repaid()
        let t = history.transactions[i]
        let budget = try #require(t.budgetAtCommit)
        let first = lines(history).first ?? ""
        let zone = try #require(HistoryTimeZone.rules(named: "UTC"))
        let untilMidnight: Int = HistoryTimeZone.minutesUntilMidnight(at: t.placedAt, in: zone)
        let atCommit: Int = budget.remainingMinutes
        let reading: String =
            "allowance \(budget.dailyAllowanceMinutes) + bonus \(budget.bonusMinutesFromGames) − usage "
            + "\(budget.usageMinutesToday)"
        let expected: String =
            "\(name(t)), wager: stake \(t.wager) with \(atCommit) remaining at commit (\(reading)) and "
            + "\(untilMidnight) minutes until 23:59 is not a bet the app accepts: wager \(t.wager) is more than the "
            + "\(atCommit) minutes remaining today"
        #expect(first == expected)
    }

    @Test func aRoundMovedPastItsDrawsToChangeItsOutcomeIsRefused() throws {
        var history = Self.app
        let i = try index(history) { $0.resolution == .settled }
        let start = history.transactions[i].position.drawIndex
        history.transactions[i].position.drawIndex += 1
        history.transactions[i] = history.transactions[i].repaid()
        let t = history.transactions[i]
        #expect(
            lines(history).first
                == "\(name(t)), position.drawIndex: draw index \(start + 1) on stream \(t.position.stream) is not draw "
                + "\(start), where round \(t.round! - 1)'s draws ended: a day's rounds take its draws in turn, "
                + "forfeits included")
    }

    @Test func aRoundPutBackOnAForfeitedRoundsDrawIsRefused() throws {
        var history = Self.app
        let f = try index(history) { $0.resolution == .forfeited }
        let forfeit = history.transactions[f]
        history.transactions[f + 1].position = forfeit.position
        history.transactions[f + 1] = history.transactions[f + 1].repaid()
        let t = history.transactions[f + 1]
        #expect(
            lines(history).first
                == "\(name(t)), position.drawIndex: draw index \(forfeit.position.drawIndex) on stream "
                + "\(t.position.stream) is not draw \(forfeit.position.drawIndex + 1), where round \(forfeit.round!)'s "
                + "draws ended: a day's rounds take its draws in turn, forfeits included")
    }

    /// A lab seed's stream k + 2⁶² deals stream k's draws, so the replay alone passes it.
    @Test func aRoundMovedToAStreamThatAliasesItsOwnIsRefused() throws {
        var history = HistoryVerifyTests.simulated
        let i = try index(history) { $0.resolution == .settled }
        let stream = history.transactions[i].position.stream
        history.transactions[i].position.stream += 1 << 62
        #expect(
            lines(history)
                == [
                    "\(name(history.transactions[i])), position.stream: stream \(stream + (1 << 62)) is stream "
                        + "\(stream) again: a 64-bit seed has 2^62 streams, and stream k + 2^62 deals stream k's draws"
                ])
    }

    /// A loss added after the round it copies (ids and numbers after it moved up by one).
    @Test func aFabricatedLossIsRefused() throws {
        var history = Self.app
        let i = try index(history) { $0.deltaMinutes < 0 && $0.resolution == .settled }
        var copy = history.transactions[i]
        copy.wagerID += 1
        history.transactions.insert(copy, at: i + 1)
        for j in (i + 2)..<history.transactions.count { history.transactions[j].wagerID += 1 }
        for j in history.transactions.indices { history.transactions[j].round = UInt64(j + 1) }
        let t = history.transactions[i + 1]
        #expect(
            lines(history).first
                == "\(name(t)), position.drawIndex: draw index \(t.position.drawIndex) on stream \(t.position.stream) "
                + "is not draw \(t.position.drawIndex + 1), where round \(t.round! - 1)'s draws ended: a day's rounds "
                + "take its draws in turn, forfeits included")
    }

    /// Its draws stay spent: the round after it does not start where the round before it ended.
    @Test func aDeletedForfeitIsRefused() throws {
        var history = Self.app
        let f = try index(history) { $0.resolution == .forfeited }
        let forfeit = history.transactions.remove(at: f)
        for j in history.transactions.indices { history.transactions[j].round = UInt64(j + 1) }
        let t = history.transactions[f]
        #expect(
            lines(history).first
                == "\(name(t)), position.drawIndex: draw index \(t.position.drawIndex) on stream \(t.position.stream) "
                + "is not draw \(forfeit.position.drawIndex), where round \(t.round! - 1)'s draws ended: a day's "
                + "rounds take its draws in turn, forfeits included")
    }

    @Test func aForfeitOfOptionsNoGameHasIsRefused() throws {
        var history = Self.app
        let f = try index(history) { $0.resolution == .forfeited }
        history.transactions[f].options = "banana"
        #expect(
            lines(history)
                == ["\(name(history.transactions[f])), options: unreadable options \"banana\" for crash"])
    }

    /// The line as the CHANGELOG quotes it: the fixture's forfeit is round 7, after six one-draw rounds.
    @Test func aForfeitMovedToDrawAMillionIsRefused() throws {
        var history = Self.app
        let f = try index(history) { $0.resolution == .forfeited }
        history.transactions[f].position.drawIndex = 1_000_000
        #expect(
            lines(history).first
                == "round 7 (wager 7), position.drawIndex: draw index 1000000 on stream 20605 is not draw 6, where "
                + "round 6's draws ended: a day's rounds take its draws in turn, forfeits included")
    }

    @Test func aWagerIdBelowTheRoundBeforesIsRefused() throws {
        var history = Self.app
        let i = 5
        let before = history.transactions[i - 1].wagerID
        history.transactions[i].wagerID = before - 1
        #expect(
            lines(history)
                == [
                    "\(name(history.transactions[i])), wagerID: wager id \(before - 1) is not above round "
                        + "\(history.transactions[i - 1].round!)'s \(before): wager ids only rise"
                ])
    }

    /// A refused round is still fed to the rules between rounds: numbers at `Int`'s bounds trap nothing.
    @Test func aRoundWithNumbersAtIntsBoundsIsRefusedWithoutATrap() throws {
        var history = Self.app
        history.transactions[2].capMoment = CapMoment(remainingMinutes: Int.max, minutesUntilMidnight: 700)
        history.transactions[2].deltaMinutes = Int.max
        history.transactions[3].deltaMinutes = Int.max
        history.transactions[4].deltaMinutes = Int.max
        let found = RoundReplay.verify(history.rechained(), configuration: .defaults)
        // Round 6 was accepted against a bonus that round 5's delta of Int.max cannot have left.
        #expect(found.map(\.round) == [3, 4, 5, 6])
    }

    @Test func aRoundOnAnotherDaysStreamIsRefused() throws {
        var history = Self.app
        let i = try index(history) { $0.resolution == .settled }
        let day = history.transactions[i].day
        history.transactions[i].position.stream = day.roundStream + 1
        history.transactions[i] = history.transactions[i].repaid()
        #expect(
            lines(history).first
                == "\(name(history.transactions[i])), position.stream: stream \(day.roundStream + 1) is not the "
                + "stream of its day \(day), \(day.roundStream): each budget day plays its own stream")
    }
}

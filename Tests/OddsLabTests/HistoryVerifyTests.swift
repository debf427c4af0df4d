import CasinoCore
import Foundation
@testable import OddsLab
import Testing

/// `casino-odds verify`'s rules: a simulated history round-trips through the export format and
/// verifies; each tamper is refused, naming the round and the field.
///
/// A tamper is tried as an editor of the file makes it (the hash chain left as it was), and, where a
/// rule other than the chain catches it, also with the whole chain recomputed (`rechained`), so the
/// rule itself is shown to hold. A tamper no rule catches once rechained (rounds deleted at either
/// end) is evident only against the head hash the app showed. The rules between rounds, which need
/// no anchor, have their own forgeries in `HistoryDerivationTests`.
@Suite("History export and round verification")
struct HistoryVerifyTests {
    /// 40 chaser days (seed 9, stream 2): settled rounds of every game and forfeits from kills mid-game.
    static let simulated: HistoryExport = {
        var simulator = DaySimulator<SimulatedCoordinator>(
            profile: try! CompiledProfile(.chaser), seed: 9, stream: 2,
            firstDayNumber: DayRunSpec.firstDayNumber(ofChunk: 2),
            killEveryWrite: false)
        for _ in 0..<40 { _ = simulator.simulateNextDay() }
        return simulator.history
    }()

    private func found(_ history: HistoryExport) -> [HistoryProblem] {
        RoundReplay.verify(history, configuration: .defaults)
    }

    private func problems(_ history: HistoryExport) -> [UInt64?] { found(history).map(\.wagerID) }

    /// The first problem is at `index`'s round and names `field`; with `rechain`, also once the
    /// chain is recomputed over the tampered rounds.
    private func expectRefused(
        _ history: HistoryExport, at index: Int, field: String, rechain: Bool = true, onlyRechained: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let round = history.transactions[index].round
        let raw = onlyRechained ? found(history.rechained()) : found(history)
        #expect(
            raw.first?.round == round, "\(raw.first.map { "\($0.problem)" } ?? "accepted")",
            sourceLocation: sourceLocation)
        #expect(raw.first?.problem.field == field, sourceLocation: sourceLocation)
        guard rechain else { return }
        let chained = found(history.rechained())
        #expect(
            chained.first?.round == round, "rechained: \(chained.first.map { "\($0.problem)" } ?? "accepted")",
            sourceLocation: sourceLocation)
        #expect(chained.first?.problem.field == field, sourceLocation: sourceLocation)
    }

    private func index(where predicate: (Transaction) -> Bool) throws -> Int {
        let found = Self.simulated.transactions.firstIndex(where: predicate)
        return try #require(found)
    }

    /// A settled win, uncapped, of at least 2 minutes.
    private func win() throws -> Int {
        try index { $0.resolution == .settled && !$0.capApplied && $0.deltaMinutes >= 2 && $0.capMoment != nil }
    }

    // MARK: The honest history

    @Test func aSimulatedHistoryRoundTripsThroughJSONAndEveryRoundVerifies() throws {
        let history = Self.simulated
        #expect(history.version == HistoryExport.currentVersion)
        #expect(history.transactions.filter { $0.resolution == .settled }.count > 100)
        #expect(history.transactions.contains { $0.resolution == .forfeited })
        let decoded = try JSONDecoder().decode(HistoryExport.self, from: JSONEncoder().encode(history))
        #expect(decoded == history)
        #expect(found(decoded).isEmpty)
    }

    @Test func roundsAreNumberedFromOneAndEachCarriesTheHashOfTheRoundBefore() {
        let rounds = Self.simulated.transactions
        #expect(rounds.map(\.round) == (1...UInt64(rounds.count)).map { $0 })
        #expect(rounds.first?.previousHash == SHA256Digest.zero)
        for i in rounds.indices.dropFirst() { #expect(rounds[i].previousHash == rounds[i - 1].chainHash) }
        #expect(Self.simulated.headHash == rounds.last?.chainHash)
    }

    /// The app's own flow: a 256-bit seed committed at install, rounds drawn under it through the
    /// real engine, the export (which retires it) verifies; the seed in use after it is in no export.
    @Test func anAppExportUnder256BitSeedsVerifiesAndHoldsNoSeedStillInUse() throws {
        struct Source: RandomNumberGenerator {
            var mixer = SplitMix64(seed: 77)
            mutating func next() -> UInt64 { mixer.next() }
        }
        var source = Source()
        let zone = try #require(HistoryTimeZone.rules(named: "UTC"))
        let engine = try #require(RoundReplay.engine(game: .crash, options: "2.00x", configuration: .defaults).value)
        var state = PersistedState(dailyAllowanceMinutes: 300, budgetDay: DayKey(year: 2026, month: 6, day: 1))
        state.installSeedIfNeeded(using: &source)
        for minute in 0..<30 {
            let now = Instant(secondsSinceEpoch: 1_780_315_200 + Int64(minute) * 60)
            let untilMidnight = HistoryTimeZone.minutesUntilMidnight(at: now, in: zone)
            let today = HistoryTimeZone.day(at: now, in: zone)
            // The state names where the round's draws start (the seed in use, today's stream).
            let position = try #require(state.nextRoundPosition(today: today))
            var generator = position.makeGenerator()
            let outcome = engine.play(wager: 10, using: &generator)
            let pending = try state.commitWager(
                game: .crash, options: "2.00x", wager: 10, position: position,
                nextDrawIndex: generator.drawIndex, outcomeTable: engine.outcomeTable, returnFloor: .defaults,
                minutesUntilMidnight: untilMidnight, today: today, at: now
            ).get()
            state.settlePendingWager(
                id: pending.id, outcome: outcome, minutesUntilMidnight: untilMidnight, today: today, at: now)
        }
        let export = try #require(state.exportHistory(timeZone: "UTC", using: &source))
        #expect(export.transactions.count == 30)
        #expect(found(export).isEmpty)
        let inUse = try #require(state.seedLedger).current
        #expect(!export.seeds.contains { $0.seed == inUse })
        let json = String(decoding: try JSONEncoder().encode(export), as: UTF8.self)
        #expect(!json.contains(inUse.description))
    }

    // MARK: The fifteen tampers verify accepted before (issue 28)

    @Test func aWinShavedToNothingByAMomentWithNoMinutesToMidnightIsRefused() throws {
        var history = Self.simulated
        let i = try win()
        let remaining = try #require(history.transactions[i].capMoment).remainingMinutes
        history.transactions[i].capMoment?.minutesUntilMidnight = remaining
        history.transactions[i].deltaMinutes = 0
        history.transactions[i].capApplied = true
        expectRefused(history, at: i, field: "capMoment.minutesUntilMidnight")
    }

    @Test func aWinShavedByAMomentCloserToMidnightIsRefused() throws {
        var history = Self.simulated
        let i = try win()
        let t = history.transactions[i]
        let remaining = try #require(t.capMoment).remainingMinutes
        history.transactions[i].capMoment?.minutesUntilMidnight = remaining + t.deltaMinutes - 1
        history.transactions[i].deltaMinutes -= 1
        history.transactions[i].capApplied = true
        expectRefused(history, at: i, field: "capMoment.minutesUntilMidnight")
    }

    /// Remaining minutes rise within a day only by a win (`RoundSequence`), so no anchor is needed.
    @Test func aWinShavedByRaisingItsRemainingMinutesIsRefused() throws {
        var history = Self.simulated
        let i = try win()
        let moment = try #require(history.transactions[i].capMoment)
        history.transactions[i].capMoment?.remainingMinutes = moment.minutesUntilMidnight
        history.transactions[i].deltaMinutes = 0
        history.transactions[i].capApplied = true
        expectRefused(history, at: i, field: "capMoment.remainingMinutes")
    }

    /// The doubled loss is not in the games' bonus the day's next round was accepted against
    /// (`RoundSequence`): that round's budget at commit gives it away.
    @Test func aLossInflatedFromItsStakeToDoubleIsCaughtByTheNextRoundsBonus() throws {
        var history = Self.simulated
        let rounds = history.transactions
        let i = try index { t in
            t.resolution == .settled && t.deltaMinutes == -t.wager && t.wager <= 700
                && (t.budgetAtCommit?.remainingMinutes ?? 0) >= 2 * t.wager
        }
        try #require(rounds[i + 1].day == rounds[i].day)
        history.transactions[i].wager *= 2
        history.transactions[i].deltaMinutes *= 2
        expectRefused(history, at: i + 1, field: "budgetAtCommit.bonusMinutesFromGames", onlyRechained: true)
    }

    @Test func aWinRelabelledAsAForfeitKeepingItsMomentIsRefused() throws {
        var history = Self.simulated
        let i = try win()
        history.transactions[i].resolution = .forfeited
        history.transactions[i].deltaMinutes = -history.transactions[i].wager
        expectRefused(history, at: i, field: "capMoment")
    }

    /// The win's minutes are missing from the bonus the day's next round was accepted against
    /// (`RoundSequence`).
    @Test func aWinRelabelledAsAForfeitWithoutItsMomentIsCaughtByTheNextRoundsBonus() throws {
        var history = Self.simulated
        let i = try win()
        history.transactions[i].resolution = .forfeited
        history.transactions[i].deltaMinutes = -history.transactions[i].wager
        history.transactions[i].capMoment = nil
        expectRefused(history, at: i + 1, field: "budgetAtCommit.bonusMinutesFromGames", onlyRechained: true)
    }

    @Test func aRoundResolvedBeforeItWasPlacedIsRefused() throws {
        var history = Self.simulated
        let i = try index { $0.resolution == .settled }
        history.transactions[i].resolvedAt = history.transactions[i].placedAt.advanced(bySeconds: -60)
        expectRefused(history, at: i, field: "resolvedAt")
    }

    @Test func aDayInMonth13IsRefused() throws {
        var history = Self.simulated
        let i = try index { $0.resolution == .settled }
        history.transactions[i].day.month = 13
        expectRefused(history, at: i, field: "day")
    }

    @Test func aForfeitOfAMillionMinutesIsRefused() throws {
        var history = Self.simulated
        let i = try index { $0.resolution == .forfeited }
        history.transactions[i].wager = 1_000_000
        history.transactions[i].deltaMinutes = -1_000_000
        expectRefused(history, at: i, field: "wager")
    }

    @Test func aRoundDatedOnAnotherDayThanItWasPlacedOnIsRefused() throws {
        var history = Self.simulated
        let i = try index { $0.resolution == .settled }
        let day = LabTimeZone.dayNumber(of: history.transactions[i].day)
        history.transactions[i].day = LabTimeZone.dayKey(ofDayNumber: day - 1)
        expectRefused(history, at: i, field: "day")
    }

    @Test func aRoundPlacedBeforeTheRoundBeforeItWasResolvedIsRefused() throws {
        var history = Self.simulated
        let i = try index { $0.resolution == .settled && $0.round ?? 0 > 1 }
        let previous = history.transactions[i - 1]
        history.transactions[i].placedAt = previous.resolvedAt.advanced(bySeconds: -1)
        expectRefused(history, at: i, field: "placedAt")
    }

    @Test func aDeltaCountedInTheBonusOfADayItWasNotResolvedOnIsRefused() throws {
        var history = Self.simulated
        let i = try index { $0.resolution == .settled && $0.appliedToBonus }
        history.transactions[i].appliedToBonus = false
        expectRefused(history, at: i, field: "appliedToBonus")
    }

    @Test func aRevealedSeedThatIsNotItsCommitmentIsRefused() throws {
        var history = Self.simulated
        history.seeds[0].seed = RoundSeed(10)
        let found = found(history)
        #expect(found.first?.round == nil)
        #expect(found.first?.problem.field == "seeds[0]")
        // Every round names a seed no longer revealed; the header no longer hashes to exportHash.
        #expect(found.dropFirst().dropLast().allSatisfy { $0.problem.field == "position.seed" })
        #expect(found.last?.problem.field == "exportHash")
        #expect(found.count == history.transactions.count + 2)
    }

    @Test func aDateNoClockCanShowIsRefused() throws {
        var history = Self.simulated
        let i = try index { $0.resolution == .settled }
        history.transactions[i].resolvedAt = Instant(secondsSinceEpoch: 1_000_000_000_000_000)
        expectRefused(history, at: i, field: "resolvedAt")
    }

    @Test func aRoundMovedToASeedTheExportDoesNotRevealIsRefused() throws {
        var history = Self.simulated
        let i = try index { $0.resolution == .settled }
        history.transactions[i].position.seed = RoundSeed(10)
        expectRefused(history, at: i, field: "position.seed")
    }

    // MARK: Rounds deleted, inserted, swapped

    @Test func deletedRoundsAreRefusedNamingTheGap() throws {
        var history = Self.simulated
        history.transactions.removeSubrange(2...3) // rounds 3 and 4
        let found = found(history)
        // The gap, and the export's count of rounds that exportHash binds.
        #expect(found.map(\.round) == [5, nil])
        #expect(found.map(\.problem.field) == ["round", "exportHash"])
        #expect(found.first?.problem.description == "round 5 follows round 2: rounds 3…4 are missing")
        // Renumbered and rechained, the rounds' times still give the gap away? No: only the head hash.
        #expect(history.rechained().headHash != Self.simulated.headHash)
    }

    @Test func anInsertedRoundIsRefused() throws {
        var history = Self.simulated
        history.transactions.insert(history.transactions[10], at: 11)
        let found = found(history)
        #expect(found.map(\.round) == [11, nil])
        #expect(found.map(\.problem.field) == ["round", "exportHash"])
        // Renumbered and rechained, the copy still replays the draws of the round it copies.
        var renumbered = history
        for j in renumbered.transactions.indices { renumbered.transactions[j].round = UInt64(j + 1) }
        expectRefused(renumbered, at: 11, field: "position.drawIndex", onlyRechained: true)
    }

    @Test func swappedRoundsAreRefused() throws {
        var history = Self.simulated
        history.transactions.swapAt(20, 21)
        let found = found(history)
        #expect(found.first?.round == 22)
        #expect(found.first?.problem.field == "round")
        // Renumbered and rechained, the later round was accepted against a bonus the earlier one's
        // delta had already moved: refused at the first of them.
        var renumbered = history
        renumbered.transactions[20].round = 21
        renumbered.transactions[21].round = 22
        try #require(renumbered.transactions[20].day == renumbered.transactions[21].day)
        expectRefused(renumbered, at: 20, field: "budgetAtCommit.bonusMinutesFromGames", onlyRechained: true)
    }

    // MARK: Bounds and the replay

    /// Found by an adversarial run: a wager of 10¹⁷ trapped on the payout's overflow, a draw index of
    /// 2⁶⁴ − 1 never finished, and rounds whose draw indices fall as their ids rise replayed each
    /// stream from its start, once per round. Now a wager or index past its bound is a round's
    /// problem, and each stream is drawn once, in increasing index, whatever the rounds' order.
    @Test func aHugeWagerOrDrawIndexIsARoundsProblemAndNeverATrapOrAHang() throws {
        var history = Self.simulated
        let settled = history.transactions.indices.filter { history.transactions[$0].resolution == .settled }
        let (a, b) = (settled[0], settled[1])
        history.transactions[a].wager = 100_000_000_000_000_000
        history.transactions[b].position.drawIndex = UInt64.max
        let found = found(history)
        #expect(found.map(\.wagerID) == [history.transactions[a].wagerID, history.transactions[b].wagerID])
        #expect(
            found.first?.problem.message
                == "wager 100000000000000000 is more than 1499 minutes, more than any day's budget allows")
        #expect(
            found.last?.problem.message
                == "draw index 18446744073709551615 is past 1048576, further than a replay goes (a stream is one day's rounds)"
        )
    }

    /// A 25-hour day (autumn's clock change) has 1499 minutes until 23:59 at its midnight: the
    /// moment verify derives for a round resolved then. 1500 is no moment of any day.
    @Test func theLongestDaysMidnightIs1499MinutesBefore2359AndOneMinuteMoreIsNoMoment() throws {
        let rules = try #require(HistoryTimeZone.rules(named: "America/New_York"))
        // 2026-11-01 00:00 EDT (04:00 UTC), the day New York falls back.
        let midnight = Instant(secondsSinceEpoch: 1_793_505_600)
        #expect(HistoryTimeZone.day(at: midnight, in: rules) == DayKey(year: 2026, month: 11, day: 1))
        #expect(HistoryTimeZone.minutesUntilMidnight(at: midnight, in: rules) == 1499)
        var history = Self.simulated
        let i = try index { $0.resolution == .settled }
        history.transactions[i].capMoment?.minutesUntilMidnight = 1500
        expectRefused(history, at: i, field: "capMoment.minutesUntilMidnight")
    }

    @Test func aRoundCopiedUnderItsOwnIdIsCaught() throws {
        var history = Self.simulated
        let copy = try #require(history.transactions.first { $0.resolution == .settled })
        history.transactions.append(copy)
        let found = found(history)
        #expect(found.map(\.wagerID) == [copy.wagerID, nil])
        #expect(found.map(\.problem.field) == ["round", "exportHash"])
        var renumbered = history
        renumbered.transactions[renumbered.transactions.count - 1].round = UInt64(renumbered.transactions.count)
        expectRefused(renumbered, at: renumbered.transactions.count - 1, field: "placedAt", onlyRechained: true)
    }

    @Test func streamsPastTheReplayBudgetAreNamedNotReplayed() throws {
        // 70 rounds on 70 streams, each at a draw index of 2^20: 70 · 2^20 draws, past the 2^26 budget.
        let template = try #require(Self.simulated.transactions.first { $0.resolution == .settled })
        var history = Self.simulated
        history.transactions = (0..<70).map { i in
            var t = template
            t.wagerID = UInt64(i)
            t.round = UInt64(i + 1)
            t.position.stream = UInt64(i)
            t.position.drawIndex = 1 << 20
            t.placedAt = template.resolvedAt
            return t
        }
        let found = found(history.rechained())
        let notReplayed = found.filter { $0.problem.message.hasPrefix("not replayed") }
        #expect(notReplayed.count == 6) // 64 streams fit in 2^26 draws
        #expect(notReplayed.map(\.wagerID) == (64..<70).map { UInt64($0) })
    }

    @Test func roundsOutOfOrderAreRefusedForTheirNumbersAndNotReplayedWrong() throws {
        // Reversed, every round but the last-placed breaks the numbering; none fails its replay
        // (each stream is drawn once, whatever order the rounds come in).
        var history = Self.simulated
        history.transactions.reverse()
        let found = found(history)
        #expect(!found.isEmpty)
        #expect(!found.contains { $0.problem.field == "deltaMinutes" || $0.problem.message.hasPrefix("not replayed") })
        #expect(found.contains { ["round", "placedAt"].contains($0.problem.field) })
    }

    @Test func aChangedDeltaIsCaught() throws {
        var history = Self.simulated
        let i = try index { $0.resolution == .settled && !$0.capApplied }
        history.transactions[i].deltaMinutes += 1
        // The round, and (when the day goes on) the bonus its next round was accepted against.
        #expect(problems(history).first == history.transactions[i].wagerID)
        expectRefused(history, at: i, field: "deltaMinutes")
    }

    @Test func aPositionMovedOntoAnEarlierRoundsDrawsIsCaught() throws {
        var history = Self.simulated
        let settled = history.transactions.indices.filter { history.transactions[$0].resolution == .settled }
        let (earlier, later) = (settled[3], settled[4])
        history.transactions[later].position = history.transactions[earlier].position
        #expect(problems(history) == [history.transactions[later].wagerID])
    }

    @Test func aPositionMovedToOtherDrawsIsCaughtWhenTheyPayDifferently() throws {
        // Moving a round one draw on changes what the engine pays for most rounds; every such move is caught.
        var caught = 0, moved = 0
        for i in Self.simulated.transactions.indices where Self.simulated.transactions[i].resolution == .settled {
            var history = Self.simulated
            history.transactions[i].position.drawIndex += 1
            let t = history.transactions[i]
            guard RoundReplay.check(t, configuration: .defaults) != nil else { continue }
            moved += 1
            if problems(history).contains(t.wagerID) { caught += 1 }
            if moved == 20 { break }
        }
        #expect(moved == 20 && caught == 20)
    }

    @Test func aForfeitChargingNothingIsCaught() throws {
        var history = Self.simulated
        let i = try index { $0.resolution == .forfeited }
        history.transactions[i].deltaMinutes = 0
        expectRefused(history, at: i, field: "deltaMinutes")
    }

    @Test func aCappedWinMustPayExactlyWhatTheCapAtItsMomentAllows() throws {
        var history = Self.simulated
        // Its day's first settlement, so no earlier one bounds the remaining minutes raised below.
        let rounds = history.transactions
        let first = rounds.indices.first { i in
            let t = rounds[i]
            return t.resolution == .settled && !t.capApplied && t.deltaMinutes >= 2 && t.capMoment != nil
                && !rounds[..<i].contains { $0.day == t.day && $0.resolution == .settled }
        }
        let i = try #require(first)
        let t = history.transactions[i]
        let untilMidnight = try #require(t.capMoment).minutesUntilMidnight
        try #require(untilMidnight >= t.deltaMinutes)
        // Remaining minutes with room for one minute less than the win: the cap pays raw − 1.
        history.transactions[i].capMoment?.remainingMinutes = untilMidnight - (t.deltaMinutes - 1)
        history.transactions[i].deltaMinutes = t.deltaMinutes - 1
        history.transactions[i].capApplied = true
        // The round alone (`verify` also holds the moment under the budget at commit, which the
        // remaining raised here exceeds: `aWinShavedByRaisingItsRemainingMinutesIsRefused`).
        #expect(RoundReplay.check(history.transactions[i], configuration: .defaults) == nil)
        history.transactions[i].deltaMinutes = t.deltaMinutes - 2 // cut deeper than the cap allows
        #expect(RoundReplay.check(history.transactions[i], configuration: .defaults)?.field == "deltaMinutes")
    }

    @Test func aWinPaidAboveTheCapAtItsMomentIsCaught() throws {
        var history = Self.simulated
        let i = try win()
        let t = history.transactions[i]
        let untilMidnight = try #require(t.capMoment).minutesUntilMidnight
        history.transactions[i].capMoment?.remainingMinutes = untilMidnight - (t.deltaMinutes - 1)
        // Paid raw, uncapped: the round alone; `verify` first finds the moment above the budget at commit.
        #expect(RoundReplay.check(history.transactions[i], configuration: .defaults)?.field == "deltaMinutes")
        expectRefused(history, at: i, field: "capMoment.remainingMinutes")
    }

    @Test func aSettledRoundWithoutItsCapMomentOrWithAnImpossibleOneIsCaught() throws {
        var history = Self.simulated
        let i = try win()
        history.transactions[i].capMoment = nil
        expectRefused(history, at: i, field: "capMoment")
        history.transactions[i].capMoment = CapMoment(remainingMinutes: Int.min, minutesUntilMidnight: Int.max)
        expectRefused(history, at: i, field: "capMoment.minutesUntilMidnight")
    }
}

extension HistoryExport {
    /// The history with every `previousHash`, the `headHash` and the `exportHash` recomputed from its rounds as they
    /// now stand: what a forger who edits rounds can always do (SHA-256 has no key), and why the
    /// head hash the app shows is the anchor.
    func rechained() -> HistoryExport {
        var copy = self
        for i in copy.transactions.indices.dropFirst() {
            copy.transactions[i].previousHash = copy.transactions[i - 1].chainHash
        }
        copy.headHash = copy.transactions.last?.chainHash
        copy.exportHash = copy.recomputedExportHash
        return copy
    }
}

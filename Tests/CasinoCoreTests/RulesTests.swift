import Testing
@testable import CasinoCore

/// A two-outcome plan for rule tests: win at `centi` with probability 1/2.
struct CoinPlan: GameEngine {
    var centi: Centi
    var outcomeTable: OutcomeTable {
        OutcomeTable([
            Outcome(label: "lose", probability: ExactFraction(1, 2), centi: Centi(0)),
            Outcome(label: "win", probability: ExactFraction(1, 2), centi: centi)
        ])
    }
    func playOutcome<G: BitGenerator>(using generator: inout G) -> Int { Int(generator.next() >> 63) }
}

/// In-memory storage that counts writes, as a device would persist them.
struct MemoryStorage: StateStorage {
    var stored: PersistedState?
    var writes = 0
    func load() -> VersionedState? { stored.map { VersionedState(state: $0, version: UInt64(writes + 1)) } }
    mutating func save(_ state: PersistedState, replacing expected: UInt64) -> UInt64? {
        guard expected == UInt64(stored == nil ? 0 : writes + 1) else { return nil }
        stored = state
        writes += 1
        return UInt64(writes + 1)
    }
}

let monday = DayKey(year: 2026, month: 11, day: 23)
let tuesday = DayKey(year: 2026, month: 11, day: 24)
let noon = Instant(secondsSinceEpoch: 1_795_000_000)

func outcome(centi: Int, wager: Int) -> GameOutcome {
    GameOutcome(outcomeIndex: centi > 0 ? 1 : 0, centi: Centi(centi), wager: wager)
}

@Suite("§1 Units and arithmetic")
struct UnitRulesTests {
    @Test func payoutIsFlooredIntegerArithmetic() {
        // 100 × 0.29 is 28.999999999999996 in floating point; in hundredths it is exactly 29.
        #expect(Centi(29).payout(forWager: 100) == 29)
        #expect(Centi(150).payout(forWager: 7) == 10) // 10.5 floors to 10
        #expect(Centi(101).payout(forWager: 99) == 99) // 99.99 floors to 99
        #expect(Centi(0).payout(forWager: 60) == 0)
    }

    @Test func deltaIsPayoutMinusWagerOnWinAndMinusWagerOnLoss() {
        #expect(outcome(centi: 200, wager: 10).deltaMinutes == 10)
        #expect(outcome(centi: 150, wager: 7).deltaMinutes == 3)
        #expect(outcome(centi: 0, wager: 10).deltaMinutes == -10)
        #expect(outcome(centi: 50, wager: 10).deltaMinutes == -5)
    }

    @Test func secondsFloorToWholeMinutes() {
        #expect(Minutes.floor(seconds: 119) == 1)
        #expect(Minutes.floor(seconds: 120) == 2)
        #expect(Minutes.floor(seconds: 59) == 0)
        #expect(Minutes.floor(seconds: -30) == 0)
    }

    @Test func centiPrintsAsAMultiplier() {
        #expect(Centi(200).description == "2.00x")
        #expect(Centi(105).description == "1.05x")
        #expect(Centi(100_000).description == "1000.00x")
    }
}

@Suite("§2 Budget, lock policy, cap")
struct BudgetRulesTests {
    @Test func remainingMinutesIsDerivedAndNeverNegative() {
        #expect(
            TimeBudget(dailyAllowanceMinutes: 60, bonusMinutesFromGames: 15, usageMinutesToday: 30).remainingMinutes
                == 45)
        #expect(
            TimeBudget(dailyAllowanceMinutes: 60, bonusMinutesFromGames: -40, usageMinutesToday: 30).remainingMinutes
                == 0)
    }

    @Test func unlockIsAllowedOnlyWithMinutesLeft() {
        #expect(LockPolicy(userWantsUnlocked: true, remainingMinutes: 1).unlockAllowed)
        #expect(!LockPolicy(userWantsUnlocked: true, remainingMinutes: 0).unlockAllowed)
    }

    @Test func appsAreOpenOnlyWhenWantedAndAllowed() {
        #expect(LockPolicy(userWantsUnlocked: true, remainingMinutes: 5).isUnlockedEffective)
        #expect(!LockPolicy(userWantsUnlocked: false, remainingMinutes: 5).isUnlockedEffective)
        #expect(!LockPolicy(userWantsUnlocked: true, remainingMinutes: 0).isUnlockedEffective)
    }

    @Test(arguments: [false, true], [0, 1, 90])
    func shieldsAreWantedExactlyWhenNotEffectivelyUnlocked(wants: Bool, remaining: Int) {
        let policy = LockPolicy(userWantsUnlocked: wants, remainingMinutes: remaining)
        #expect(policy.shieldsWanted == !policy.isUnlockedEffective)
    }

    @Test func winNeverUnlocksByItself() {
        var state = PersistedState(dailyAllowanceMinutes: 10, budgetDay: monday, usageMinutesToday: 5)
        guard
            case .success(let pending) = state.commitWager(
                game: .crash, options: "", wager: 5,
                position: RandomPosition(seed: 1, stream: 0, drawIndex: 0), today: monday, at: noon)
        else {
            Issue.record("commit refused"); return
        }
        state.settlePendingWager(
            id: pending.id, outcome: outcome(centi: 300, wager: 5), minutesUntilMidnight: 600,
            today: monday, at: noon)
        #expect(state.budget.remainingMinutes == 15)
        #expect(!state.userWantsUnlocked)
        #expect(state.lockPolicy.shieldsWanted)
    }

    @Test func wagerMustBeAtLeastOneAndAtMostRemaining() {
        #expect(WagerValidation.check(wager: 0, remainingMinutes: 10) == .notPositive(wager: 0))
        #expect(WagerValidation.check(wager: -3, remainingMinutes: 10) == .notPositive(wager: -3))
        #expect(
            WagerValidation.check(wager: 11, remainingMinutes: 10) == .exceedsRemaining(wager: 11, remainingMinutes: 10)
        )
        #expect(WagerValidation.check(wager: 10, remainingMinutes: 10) == nil)
        #expect(WagerValidation.check(wager: 1, remainingMinutes: 1) == nil)
    }

    @Test func winIsCappedAtMinutesUntilMidnight() {
        let capped = PayoutCap.apply(deltaMinutes: 50, remainingMinutes: 30, minutesUntilMidnight: 60)
        #expect(capped == CappedDelta(deltaMinutes: 30, capApplied: true))
        #expect(
            PayoutCap.apply(deltaMinutes: 30, remainingMinutes: 30, minutesUntilMidnight: 60)
                == CappedDelta(deltaMinutes: 30, capApplied: false))
    }

    @Test func winNeverCostsMinutes() {
        // Near midnight with more minutes left than the day has: the seed's min(delta, 5 − 40) = −35.
        let capped = PayoutCap.apply(deltaMinutes: 10, remainingMinutes: 40, minutesUntilMidnight: 5)
        #expect(capped.deltaMinutes == 0)
        #expect(capped.capApplied)
        for remaining in 0...50 {
            for untilMidnight in 0...50 {
                #expect(
                    PayoutCap.apply(
                        deltaMinutes: 7, remainingMinutes: remaining,
                        minutesUntilMidnight: untilMidnight
                    ).deltaMinutes >= 0)
            }
        }
    }

    @Test func winNearMidnightWithRemainingAboveHorizonPaysZero() {
        var state = PersistedState(dailyAllowanceMinutes: 120, budgetDay: monday)
        guard
            case .success(let pending) = state.commitWager(
                game: .crash, options: "", wager: 10,
                position: RandomPosition(seed: 1, stream: 0, drawIndex: 0), today: monday, at: noon)
        else {
            Issue.record("commit refused"); return
        }
        let t = state.settlePendingWager(
            id: pending.id, outcome: outcome(centi: 200, wager: 10),
            minutesUntilMidnight: 3, today: monday, at: noon)
        #expect(t?.deltaMinutes == 0)
        #expect(t?.capApplied == true)
        #expect(state.bonusMinutesFromGames == 0)
    }

    @Test func lossesAreNeverCapped() {
        #expect(
            PayoutCap.apply(deltaMinutes: -10, remainingMinutes: 40, minutesUntilMidnight: 5)
                == CappedDelta(deltaMinutes: -10, capApplied: false))
        #expect(
            PayoutCap.apply(deltaMinutes: -5, remainingMinutes: 0, minutesUntilMidnight: 0)
                == CappedDelta(deltaMinutes: -5, capApplied: false))
    }

    @Test func minutesUntilMidnightIsRealElapsedTime() {
        // A spring-forward day in UTC−5/−4: local 00:30 (UTC−5) to 23:59 (UTC−4) is 22 h 29 min of real time.
        let dayStartUTC: Int64 = 1_772_946_000 // 2026-03-08 00:00 local = 05:00 UTC
        let now = Instant(secondsSinceEpoch: dayStartUTC + 30 * 60)
        let endOfDay = Instant(secondsSinceEpoch: dayStartUTC + (23 * 3600 + 59 * 60) - 3600)
        #expect(MinutesUntilMidnight.between(now, endOfDay: endOfDay) == 22 * 60 + 29)
        #expect(MinutesUntilMidnight.between(endOfDay, endOfDay: endOfDay) == 0)
        #expect(MinutesUntilMidnight.between(endOfDay.advanced(bySeconds: 59), endOfDay: endOfDay) == 0)
        #expect(MinutesUntilMidnight.between(endOfDay.advanced(bySeconds: -61), endOfDay: endOfDay) == 1)
    }

    @Test func previewedCapEqualsAppliedCap() {
        // The cap the settlement applies is the same function the preview shows.
        var state = PersistedState(dailyAllowanceMinutes: 50, budgetDay: monday)
        guard
            case .success(let pending) = state.commitWager(
                game: .crash, options: "", wager: 20,
                position: RandomPosition(seed: 1, stream: 0, drawIndex: 0), today: monday, at: noon)
        else {
            Issue.record("commit refused"); return
        }
        let shown = PayoutCap.apply(deltaMinutes: 20, remainingMinutes: 50, minutesUntilMidnight: 65)
        let t = state.settlePendingWager(
            id: pending.id, outcome: outcome(centi: 200, wager: 20),
            minutesUntilMidnight: 65, today: monday, at: noon)
        #expect(t?.deltaMinutes == shown.deltaMinutes)
        #expect(t?.capApplied == shown.capApplied)
    }
}

@Suite("§3 Forfeit and persistence")
struct PersistenceRulesTests {
    func stateWithPending(on day: DayKey, wager: Int) -> PersistedState {
        var state = PersistedState(dailyAllowanceMinutes: 60, budgetDay: day)
        _ = state.commitWager(
            game: .mines, options: "3 mines, 5 reveals", wager: wager,
            position: RandomPosition(seed: 9, stream: 2, drawIndex: 40), today: day, at: noon)
        return state
    }

    @Test func forfeitIsAppliedExactlyOnceAcrossTwoLaunches() {
        var storage = MemoryStorage(stored: stateWithPending(on: monday, wager: 15))
        for _ in 0..<2 { // two launches on the same day
            guard let read = storage.load() else { Issue.record("nothing stored"); return }
            var state = read.state
            if state.forfeitPendingWager(today: monday, at: noon) != nil {
                #expect(storage.save(state, replacing: read.version) != nil)
            }
        }
        #expect(storage.stored?.bonusMinutesFromGames == -15)
        #expect(storage.stored?.pendingWager == nil)
        #expect(storage.stored?.transactions.entries.count == 1)
        #expect(storage.stored?.transactions.entries.first?.resolution == .forfeited)
        #expect(storage.writes == 1)
    }

    @Test func pendingWagerFromYesterdayDoesNotChangeTodaysBonus() {
        var state = stateWithPending(on: monday, wager: 15)
        let t = state.forfeitPendingWager(today: tuesday, at: noon)
        #expect(state.bonusMinutesFromGames == 0)
        #expect(state.budgetDay == tuesday)
        #expect(t?.appliedToBonus == false)
        #expect(t?.deltaMinutes == -15)
        #expect(state.pendingWager == nil)
    }

    @Test func outcomeAndClearHappenInOneWrite() {
        var state = stateWithPending(on: monday, wager: 10)
        guard let id = state.pendingWager?.id else { Issue.record("no pending wager"); return }
        state.settlePendingWager(
            id: id, outcome: outcome(centi: 0, wager: 10), minutesUntilMidnight: 600,
            today: monday, at: noon)
        // One value carries both effects, so one save stores both or neither.
        #expect(state.pendingWager == nil && state.bonusMinutesFromGames == -10)
        // A second application of the same outcome finds nothing pending and changes nothing.
        let before = state
        let second = state.settlePendingWager(
            id: id, outcome: outcome(centi: 0, wager: 10), minutesUntilMidnight: 600,
            today: monday, at: noon)
        #expect(second == nil)
        #expect(state == before)
    }

    @Test func dayResetClearsBonusAndUsage() {
        var state = PersistedState(
            dailyAllowanceMinutes: 60, budgetDay: monday, bonusMinutesFromGames: 25,
            usageMinutesToday: 40)
        let sameDay = state.resetIfNewDay(today: monday)
        #expect(!sameDay)
        #expect(state.bonusMinutesFromGames == 25)
        let nextDay = state.resetIfNewDay(today: tuesday)
        #expect(nextDay)
        #expect(state.bonusMinutesFromGames == 0 && state.usageMinutesToday == 0 && state.budgetDay == tuesday)
        #expect(state.budget.remainingMinutes == 60)
    }

    @Test func usageNeverDecreasesWithinADay() {
        var state = PersistedState(dailyAllowanceMinutes: 60, budgetDay: monday)
        state.refreshUsage(30, today: monday)
        state.refreshUsage(20, today: monday)
        #expect(state.usageMinutesToday == 30)
        state.refreshUsage(5, today: tuesday)
        #expect(state.usageMinutesToday == 5)
    }

    @Test func aNegativeUsageReadingNeverTakesUsageBelowZeroEvenOnANewDay() {
        // A broken platform reading: the new day's usage starts at 0 and stays there, so remaining
        // never exceeds the allowance (a reset that stored the reading itself would store -7).
        var state = PersistedState(dailyAllowanceMinutes: 60, budgetDay: monday, usageMinutesToday: 30)
        state.refreshUsage(-7, today: tuesday)
        #expect(state.budgetDay == tuesday && state.usageMinutesToday == 0)
        #expect(state.budget.remainingMinutes == 60)
        state.refreshUsage(-7, today: tuesday)
        #expect(state.usageMinutesToday == 0)
    }

    @Test func historyKeepsTheLatest500() {
        var history = TransactionHistory()
        for i in 1...620 {
            history.append(
                Transaction(
                    wagerID: UInt64(i), resolution: .settled, game: .crash, options: "", wager: 1,
                    deltaMinutes: 1, capApplied: false, day: monday, appliedToBonus: true,
                    placedAt: noon, resolvedAt: noon,
                    position: RandomPosition(seed: 0, stream: 0, drawIndex: UInt64(i))))
        }
        #expect(history.entries.count == 500)
        #expect(history.entries.first?.wagerID == 121)
        #expect(history.entries.last?.wagerID == 620)
    }

    @Test func transactionReplaysFromItsRandomPosition() {
        let plan = CoinPlan(centi: Centi(195))
        var generator = CountingGenerator(Xoshiro256StarStar(seed: 2026, stream: 4))
        for _ in 0..<17 { _ = generator.next() } // earlier wagers' draws
        var state = PersistedState(dailyAllowanceMinutes: 60, budgetDay: monday)
        let position = RandomPosition(seed: 2026, stream: 4, drawIndex: generator.drawIndex)
        guard
            case .success(let pending) = state.commitWager(
                game: .crash, options: "", wager: 10,
                position: position, today: monday, at: noon)
        else { Issue.record("commit refused"); return }
        let played = plan.play(wager: 10, using: &generator)
        guard
            let t = state.settlePendingWager(
                id: pending.id, outcome: played, minutesUntilMidnight: 600,
                today: monday, at: noon)
        else { Issue.record("not settled"); return }
        var replay = t.position.makeGenerator()
        #expect(plan.play(wager: t.wager, using: &replay) == played)
    }

    @Test func todaysTransactionsSumToTodaysBonus() {
        var state = PersistedState(dailyAllowanceMinutes: 200, budgetDay: monday)
        var g = Xoshiro256StarStar(seed: 11)
        let plan = CoinPlan(centi: Centi(197))
        for i in 0..<40 {
            let wager = 1 + i % 7
            guard
                case .success(let p) = state.commitWager(
                    game: .crash, options: "", wager: wager,
                    position: RandomPosition(seed: 11, stream: 0, drawIndex: UInt64(i)), today: monday, at: noon)
            else { break }
            state.settlePendingWager(
                id: p.id, outcome: plan.play(wager: wager, using: &g), minutesUntilMidnight: 300,
                today: monday, at: noon)
        }
        #expect(state.transactions.bonusDelta(appliedTo: monday) == state.bonusMinutesFromGames)
        #expect(state.transactions.entries.count == 40)
    }
}

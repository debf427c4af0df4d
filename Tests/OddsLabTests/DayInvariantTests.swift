import CasinoCore
@testable import OddsLab
import Testing

@Suite("Day simulation: invariants and fault injection")
struct DayInvariantTests {
    func spec(_ profile: UserProfile, days: Int, seed: UInt64 = 7, kill: Bool) throws -> DayRunSpec {
        DayRunSpec(profile: try CompiledProfile(profile), days: days, seed: seed, killEveryWrite: kill)
    }

    func capSpec() throws -> DayRunSpec {
        DayRunSpec(
            profile: try CompiledProfile(lateNightProfile, configuration: GameConfiguration(returnFloor: .off)),
            days: 20, seed: 7, killEveryWrite: false)
    }

    @Test func everyKillPointOfTheCommitSettlePathIsExercisedWithoutViolations() throws {
        // 40 days: the return floor refuses some of the chaser's bets, which have no kill point.
        let result = DayRunner.run(try spec(.chaser, days: 40, kill: true), threads: 1)
        #expect(result.forks.wagers > 50)
        // Before the first effect and after each effect call of the commit and the settlement (each
        // write, shield call, threshold schedule and log event): every wager has the first point,
        // and more points than its two writes give.
        #expect(result.forks.killsAfterWrite.first == result.forks.wagers)
        #expect(result.forks.killsAfterWrite.count > 3)
        let killPoints = result.forks.killsAfterWrite.reduce(0, +)
        #expect(result.tally.violationCount == 0, "\(String(describing: result.tally.firstViolation))")
        #expect(result.tally.checks[DayInvariant.storedStateLoadsValid.rawValue] >= killPoints)
    }

    @Test func theSeedsThreeWriteSettlementIsCaughtChargingTwice() throws {
        let result = DayRunner.run(try spec(.chaser, days: 30, kill: true), threads: 1, app: SeedOrderCoordinator.self)
        #expect(result.forks.killsAfterWrite.count > 5) // more kill points than its four writes give
        // bonus charged, then forfeited
        #expect(result.tally.violations[DayInvariant.transactionsSumToBonus.rawValue] > 0)
        #expect(result.tally.violations[DayInvariant.wagerResolvedOnce.rawValue] > 0) // settled, then forfeited
        #expect(result.tally.violations[DayInvariant.storedStateLoadsValid.rawValue] > 0)
        #expect(result.tally.firstViolation?.location.run.isKillFork == true)
    }

    @Test func theSeedsThreeWriteSettlementLooksFineWithoutFaultInjection() throws {
        // Mid-game kills alone land before the settlement, so only the fault injection shows the bug.
        let result = DayRunner.run(try spec(.chaser, days: 30, kill: false), threads: 1, app: SeedOrderCoordinator.self)
        #expect(result.kills > 0)
        #expect(result.tally.violationCount == 0)
    }

    /// Sequence 5 fails closed: the shields come off only after a state with minutes left, read
    /// fresh at the tap, is stored. On a late phone the seed's order (wish, clear, then refresh) is
    /// caught by the kill after the refresh's write, which leaves the apps open at 0; the real
    /// coordinator, on the same days, keeps the shields on whenever the tap's own reading finds 0.
    @Test func shieldsComeOffOnlyAfterAFreshReadingWithMinutesIsStored() throws {
        let right = DayRunner.run(try spec(shieldUnlockerProfile, days: 30, kill: true), threads: 1)
        #expect(right.unlocksOnStaleUsage > 0) // the same days do read 0 at an unlock
        #expect(right.forks.unlockTaps > 0)
        // Before the first effect, after the write, the shield call, the threshold schedule and the log.
        #expect(right.forks.unlockKillsAfterWrite == Array(repeating: right.forks.unlockTaps, count: 5))
        #expect(right.tally.violationCount == 0, "\(String(describing: right.tally.firstViolation))")
        let wrong = DayRunner.run(
            try spec(shieldUnlockerProfile, days: 30, kill: true), threads: 1,
            app: SeedUnlockOrderCoordinator.self)
        #expect(wrong.tally.violations[DayInvariant.shieldsFollowPolicy.rawValue] > 0)
        // (It also writes without the version check, which the race forks catch as `noStaleWrite`
        // first; the shields are what its order gets wrong.)
    }

    @Test func theSeedsUnlockOrderLooksFineWithoutFaultInjectionOrWithAPromptPhone() throws {
        // Unkilled, the seed's order re-applies the shields within the same call.
        let unkilled = DayRunner.run(
            try spec(shieldUnlockerProfile, days: 30, kill: false), threads: 1,
            app: SeedUnlockOrderCoordinator.self)
        #expect(unkilled.unlocksOnStaleUsage > 0)
        #expect(unkilled.tally.violationCount == 0)
        // On a phone that reports at once the stored usage is never stale at an unlock, so the two
        // orders cannot be told apart: the late phone is what makes sequence 5's order observable.
        var prompt = shieldUnlockerProfile
        prompt.usageReportDelayMinutes = 0
        prompt.thresholdEventDelayMinutes = 0
        let promptRun = DayRunner.run(
            try spec(prompt, days: 30, kill: true), threads: 1, app: SeedUnlockOrderCoordinator.self)
        #expect(promptRun.forks.unlockTaps > 0)
        #expect(promptRun.unlocksOnStaleUsage == 0)
        // Only its writes without the version check are caught (by the race forks), not its order.
        #expect(promptRun.tally.violations[DayInvariant.shieldsFollowPolicy.rawValue] == 0)
        #expect(
            promptRun.tally.violationCount
                == promptRun.tally.violations[DayInvariant.noStaleWrite.rawValue]
                + promptRun.tally.violations[DayInvariant.noLostUnlock.rawValue])
    }

    @Test func theSeedsCapFormulaIsCaughtTurningAWinIntoALoss() throws {
        // With the return floor on, bets whose win the cap cuts are mostly refused before they are
        // played; the cap rule itself is tested with the floor off.
        let wrong = DayRunner.run(try capSpec(), threads: 1, app: SeedCapCoordinator.self)
        #expect(wrong.tally.violations[DayInvariant.winNeverNegative.rawValue] > 0)
        // It also skips the gain rule on purpose (the bets whose win its cap turns negative are the
        // bets without room for a gain), which `accepted-bet-can-gain` sees at the same commits.
        #expect(wrong.tally.violations[DayInvariant.acceptedBetCanGain.rawValue] > 0)
        #expect([.winNeverNegative, .acceptedBetCanGain].contains(wrong.tally.firstViolation?.invariant))
        let right = DayRunner.run(try capSpec(), threads: 1)
        // The same days reach the cap: the right app refuses the bets it leaves no room for (the gain rule).
        #expect(right.refusedByFloor > 0)
        #expect(right.tally.violationCount == 0)
    }

    @Test func aCoordinatorThatSkipsTheReturnFloorIsCaught() throws {
        let right = DayRunner.run(try spec(smallPlinkoProfile, days: 30, kill: false), threads: 1)
        #expect(right.refusedByFloor > 0)
        #expect(right.tally.violationCount == 0, "\(String(describing: right.tally.firstViolation))")
        let wrong = DayRunner.run(
            try spec(smallPlinkoProfile, days: 30, kill: false), threads: 1, app: FloorSkippingCoordinator.self)
        #expect(wrong.tally.violations[DayInvariant.acceptedBetMeetsFloor.rawValue] > 0)
        #expect(wrong.tally.firstViolation?.invariant == .acceptedBetMeetsFloor)
    }

    @Test func aForfeitThatChargesNothingIsCaught() throws {
        let right = DayRunner.run(try spec(.chaser, days: 60, kill: false), threads: 1)
        #expect(right.forfeits > 0)
        #expect(right.tally.violationCount == 0, "\(String(describing: right.tally.firstViolation))")
        let wrong = DayRunner.run(
            try spec(.chaser, days: 60, kill: false), threads: 1, app: FreeForfeitCoordinator.self)
        #expect(wrong.tally.violations[DayInvariant.forfeitCostsStake.rawValue] > 0)
        // The books balance (the free forfeit is recorded as 0 and charged as 0): only the new invariant sees it.
        #expect(wrong.tally.violations[DayInvariant.transactionsSumToBonus.rawValue] == 0)
        #expect(wrong.tally.firstViolation?.invariant == .forfeitCostsStake)
    }

    /// After a refusal the player takes the suggested wager when it is at most twice the stake
    /// wanted, else leaves the game; either way every accepted bet meets the floor.
    @Test func aRefusedPlayerTakesASuggestionOnlyWithinTwiceTheStake() throws {
        #expect(BetStrategy.takes(suggestedWager: 10, wanted: 5))
        #expect(!BetStrategy.takes(suggestedWager: 11, wanted: 5))
        #expect(BetStrategy.takes(suggestedWager: 1, wanted: 60))
        let small = DayRunner.run(try spec(smallPlinkoProfile, days: 30, kill: false), threads: 1)
        #expect(small.suggestedWagersTaken == 0) // 11 minutes asked of a 1-minute player
        #expect(small.wagers == 0)
    }

    /// A payout rounded to the nearest minute passed every other invariant (its wins are still wins,
    /// within the cap, summed into the bonus); the settled line against the preview catches it.
    @Test func aPayoutRoundedToNearestIsCaughtAgainstThePreview() throws {
        let wrong = DayRunner.run(
            try spec(.heavy, days: 30, kill: false), threads: 1, app: NearestPayoutCoordinator.self)
        #expect(wrong.tally.violations[DayInvariant.settledDeltaIsPreviewedLine.rawValue] > 0)
        #expect(wrong.tally.firstViolation?.invariant == .settledDeltaIsPreviewedLine)
        #expect(
            wrong.tally.violationCount == wrong.tally.violations[DayInvariant.settledDeltaIsPreviewedLine.rawValue])
    }

    @Test func everyInvariantIsCheckedOnAnOrdinaryRun() throws {
        let result = DayRunner.run(try spec(.chaser, days: 120, kill: true), threads: 1)
        for invariant in DayInvariant.allCases {
            #expect(result.tally.checks[invariant.rawValue] > 0, "\(invariant.name) never checked")
        }
        #expect(result.shortDays == 1) // 2026-03-08, a 23-hour day
        #expect(result.tally.violationCount == 0)
    }
}

extension DayRunKind {
    var isKillFork: Bool {
        switch self {
        case .killFork, .unlockKillFork: return true
        case .app, .seedTriggersOnly, .raceFork: return false
        }
    }
}

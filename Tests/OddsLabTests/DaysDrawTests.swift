import CasinoCore
@testable import OddsLab
import Testing

/// `no-draw-reused` in the day simulation: every round's draws, spent at its commit, are played
/// once, a forfeited round's included; and kill points at every effect call.
@Suite("Day simulation: draws spent at commit, kill points at every effect")
struct DaysDrawTests {
    func spec(_ profile: UserProfile, days: Int, seed: UInt64 = 7, kill: Bool) throws -> DayRunSpec {
        DayRunSpec(profile: try CompiledProfile(profile), days: days, seed: seed, killEveryWrite: kill)
    }

    /// `day --replay 7:0:0 --profile chaser`: wager 6 is killed mid-game and forfeited; wager 7
    /// used to start on the forfeited round's draw (both at draw 1559).
    @Test func theRoundAfterAForfeitStartsPastTheForfeitedRoundsDraws() throws {
        let day = DayReplay.replay(
            profile: try CompiledProfile(.chaser), handle: DayReplayHandle(seed: 7, stream: 0, day: 0),
            killEveryWrite: false, includeSeedTriggersOnly: false)
        let rounds = day.history.transactions
        let forfeit = try #require(rounds.firstIndex { $0.resolution == .forfeited })
        #expect(forfeit + 1 < rounds.count)
        for (earlier, later) in zip(rounds, rounds.dropFirst()) {
            #expect(later.position.drawIndex > earlier.position.drawIndex, "wager \(later.wagerID)")
        }
        #expect(day.tally.checks[DayInvariant.noDrawReused.rawValue] > 0)
        #expect(day.tally.violationCount == 0, "\(String(describing: day.tally.firstViolation))")
    }

    /// Under --kill-every-write each sampled round is killed after every effect call in turn, the
    /// app relaunched, and the next round played: none of them starts on a spent draw.
    @Test func afterAKillAtEveryEffectTheNextRoundPlaysAFreshDraw() throws {
        let result = DayRunner.run(try spec(.chaser, days: 40, kill: true), threads: 1)
        #expect(result.forks.wagers > 50)
        let killPoints = result.forks.killsAfterWrite.reduce(0, +)
        #expect(result.tally.checks[DayInvariant.noDrawReused.rawValue] >= killPoints)
        #expect(result.tally.violationCount == 0, "\(String(describing: result.tally.firstViolation))")
    }

    /// Sequence 5 with the shields cleared before the state that allows it is stored: one write,
    /// so no kill after a write lands between the two; the kill right after the shield call does.
    @Test func clearingTheShieldsBeforeStoringTheUnlockIsCaughtByTheKillAtTheShieldCall() throws {
        let wrong = DayRunner.run(
            try spec(shieldUnlockerProfile, days: 30, kill: true), threads: 1,
            app: ClearBeforeStoreUnlockCoordinator.self)
        #expect(wrong.forks.unlockTaps > 0)
        #expect(wrong.tally.firstViolation?.invariant == .shieldsFollowPolicy)
        #expect(wrong.tally.firstViolation?.location.run == .unlockKillFork(killPoint: 1))
        // Unkilled it looks right: the shields are off only once the state that allows it is stored.
        let unkilled = DayRunner.run(
            try spec(shieldUnlockerProfile, days: 30, kill: false), threads: 1,
            app: ClearBeforeStoreUnlockCoordinator.self)
        #expect(unkilled.tally.violationCount == 0)
    }
}

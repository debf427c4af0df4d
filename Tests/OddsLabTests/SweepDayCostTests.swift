import CasinoCore
import Testing
@testable import OddsLab

@Suite("Sweeps: minutes lost per day")
struct SweepDayCostTests {
    @Test func theDayColumnDoesNotDependOnTheThreadCount() throws {
        let sweep = try Sweep(game: .crash, axis: .edge([990_000, 950_000]), over: .defaults)
        let one = try SweepDayCost(sweep: sweep, profile: .chaser, days: 250, seed: 7, threads: 1)
        let three = try SweepDayCost(sweep: sweep, profile: .chaser, days: 250, seed: 7, threads: 3)
        #expect(one == three)
        #expect(one.steps.count == 2)
        #expect(one.steps.allSatisfy { $0?.minutesLostPerDay.total == 250 && $0?.violations == 0 })
    }

    @Test func eachStepPlaysOnlyTheSweptGameAtItsConfiguration() throws {
        let sweep = try Sweep(
            game: .crash, axis: .edge([950_000]), selection: GameSelection(options: ["target": "3.00"]),
            over: .defaults)
        let row = sweep.rows[0]
        let played = try #require(SweepDayCost.profile(for: row, in: sweep, from: .chaser))
        #expect(played.games == [GameChoice(.crash(target: Centi(300)))])
        #expect(played.bet == UserProfile.chaser.bet)
        // The swept edge reaches the engine the day simulation plays, not only the exact analysis.
        let compiled = try CompiledProfile(played, configuration: row.configuration)
        #expect(compiled.games.map(\.engine.outcomeTable) == [row.game.engine.outcomeTable])
    }

    @Test func aWagerStepSetsTheStakeOnlyForStrategiesThatNameOne() throws {
        let sweep = try Sweep(game: .slots, axis: .wager([3, 2000]), over: .defaults)
        #expect(SweepDayCost.profile(for: sweep.rows[0], in: sweep, from: .chaser)?.bet == .martingale(base: 3))
        #expect(SweepDayCost.profile(for: sweep.rows[0], in: sweep, from: .casual)?.bet == .fixed(minutes: 3))
        // A share of what remains (heavy) or everything (all-in) has no stake to move: the cell stays empty.
        #expect(SweepDayCost.profile(for: sweep.rows[0], in: sweep, from: .heavy) == nil)
        #expect(SweepDayCost.profile(for: sweep.rows[0], in: sweep, from: .allIn) == nil)
        // A strategy names at most 1440 minutes.
        #expect(SweepDayCost.profile(for: sweep.rows[1], in: sweep, from: .chaser) == nil)
    }
}

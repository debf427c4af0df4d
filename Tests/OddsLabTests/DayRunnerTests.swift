import CasinoCore
@testable import OddsLab
import Testing

@Suite("Day simulation: determinism and replay")
struct DayRunnerTests {
    @Test func theResultDoesNotDependOnTheThreadCount() throws {
        let spec = DayRunSpec(profile: try CompiledProfile(.heavy), days: 250, seed: 42, killEveryWrite: true)
        let one = DayRunner.run(spec, threads: 1)
        let three = DayRunner.run(spec, threads: 3)
        #expect(one == three)
        #expect(one.days == 250)
    }

    @Test func killForksAndPerMinuteEventsNeverChangeTheMainDay() throws {
        // Both work on copies, so the app run's figures are the same with and without them.
        let profile = try CompiledProfile(.chaser)
        var plain = DayRunner.run(DayRunSpec(profile: profile, days: 40, seed: 3, killEveryWrite: false), threads: 1)
        var forked = DayRunner.run(DayRunSpec(profile: profile, days: 40, seed: 3, killEveryWrite: true), threads: 1)
        #expect(forked.forks.forks > 0)
        plain.tally = InvariantTally(); forked.tally = InvariantTally()
        plain.forks = KillForkCounts(); forked.forks = KillForkCounts()
        #expect(plain == forked)
    }

    @Test(arguments: [0, 13, 24])
    func aReplayedDayReproducesItsFiguresExactly(day: Int) throws {
        let profile = try CompiledProfile(.chaser)
        var simulator = DaySimulator<SimulatedCoordinator>(
            profile: profile, seed: 9, stream: 2,
            firstDayNumber: DayRunSpec.firstDayNumber(ofChunk: 2),
            killEveryWrite: true)
        var figures: [DayFigures] = []
        for _ in 0...day { figures.append(simulator.simulateNextDay()) }
        let replayed = DayReplay.replay(
            profile: profile, handle: DayReplayHandle(seed: 9, stream: 2, day: day),
            killEveryWrite: true, includeSeedTriggersOnly: false)
        #expect(replayed.figures == figures[day])
        #expect(replayed.lines.count > 10)
        #expect(replayed.date == LabTimeZone.dayKey(ofDayNumber: DayRunSpec.firstDayNumber(ofChunk: 2) + day))
    }

    @Test func aReplayedDayReproducesItsViolation() throws {
        let spec = DayRunSpec(
            profile: try CompiledProfile(lateNightProfile, configuration: GameConfiguration(returnFloor: .off)),
            days: 20, seed: 5, killEveryWrite: false)
        let result = DayRunner.run(spec, threads: 2, app: SeedCapCoordinator.self)
        guard let first = result.tally.firstViolation, let chunk = result.firstViolationChunk else {
            Issue.record("the wrong cap was not caught"); return
        }
        let replayed = DayReplay.replay(
            profile: spec.profile,
            handle: DayReplayHandle(seed: 5, stream: UInt64(chunk), day: first.location.dayInChunk),
            killEveryWrite: false, includeSeedTriggersOnly: false, app: SeedCapCoordinator.self)
        #expect(replayed.tally.firstViolation == first)
        #expect(replayed.lines.contains { $0.hasPrefix("#\(first.location.step) ") })
    }

    @Test func theReplayHandleParsesOnlyWellFormedText() {
        #expect(DayReplayHandle("1:42:17") == DayReplayHandle(seed: 1, stream: 42, day: 17))
        #expect(DayReplayHandle("1:42:100") == nil) // days within a chunk are 0…99
        #expect(DayReplayHandle("1:42") == nil)
        #expect(DayReplayHandle("a:1:1") == nil)
        #expect(DayReplayHandle("1:-1:1") == nil)
    }
}

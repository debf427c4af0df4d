import CasinoCore
@testable import OddsLab
import Testing

/// The seed-triggers-only run is split off the app run at the app run's first usage threshold
/// event instead of being played whole from midnight: until that event the two runs are the same
/// run. These tests play both ways and compare them step by step.
@Suite("Day simulation: the seed-triggers-only run split off at the first threshold event")
struct DaysSeedTriggersSplitTests {
    /// A late phone (usage 3 min late to the reports, events 2 min after that).
    static let latePhone: UserProfile = {
        var p = UserProfile.heavy
        p.name = "late-phone"
        p.usageReportDelayMinutes = 3
        p.thresholdEventDelayMinutes = 2
        return p
    }()

    static let profiles: [UserProfile] = [.casual, .heavy, .chaser, .allIn, latePhone, shieldUnlockerProfile]
    static let names = profiles.map(\.name)
    static func profile(_ name: String) -> UserProfile { profiles.first { $0.name == name }! }

    /// Plays `days` days both ways and returns (from midnight, split) per day: figures and traces.
    func bothWays<App: SimulatedApp>(
        _ profile: CompiledProfile, days: Int, seed: UInt64, killEveryWrite: Bool, app: App.Type
    ) -> (whole: DaySimulator<App>, split: DaySimulator<App>, days: [(DayFigures, DayFigures, [String], [String])]) {
        var whole = DaySimulator<App>(
            profile: profile, seed: seed, stream: 4, firstDayNumber: DayRunSpec.firstDayNumber(ofChunk: 4),
            killEveryWrite: killEveryWrite)
        whole.playsSeedTriggersOnlyFromMidnight = true
        var split = DaySimulator<App>(
            profile: profile, seed: seed, stream: 4, firstDayNumber: DayRunSpec.firstDayNumber(ofChunk: 4),
            killEveryWrite: killEveryWrite)
        var result: [(DayFigures, DayFigures, [String], [String])] = []
        for _ in 0..<days {
            var wholeTrace = TextDayTrace(includesSeedTriggersOnly: true)
            var splitTrace = TextDayTrace(includesSeedTriggersOnly: true)
            let a = whole.simulateNextDay(trace: &wholeTrace)
            let b = split.simulateNextDay(trace: &splitTrace)
            result.append((a, b, wholeTrace.lines, splitTrace.lines))
        }
        return (whole, split, result)
    }

    @Test(arguments: names)
    func everyDaysFiguresAreTheSameEitherWay(name: String) throws {
        let profile = Self.profile(name)
        let (whole, split, days) = bothWays(
            try CompiledProfile(profile), days: 60, seed: 11, killEveryWrite: false, app: SimulatedCoordinator.self)
        for (i, day) in days.enumerated() {
            #expect(day.0 == day.1, "day \(i) of \(profile.name)")
        }
        // The split run makes fewer checks (the prefix is checked once, in the app run), never more.
        for invariant in DayInvariant.allCases {
            #expect(split.tally.checks[invariant.rawValue] <= whole.tally.checks[invariant.rawValue])
        }
        #expect(whole.tally.firstViolation == nil && split.tally.firstViolation == nil)
    }

    @Test(arguments: names)
    func theSeedTriggersOnlyStepsAreTheAppRunsUntilTheSplitThenTheWholeRunsSteps(name: String) throws {
        let profile = Self.profile(name)
        let (_, _, days) = bothWays(
            try CompiledProfile(profile), days: 40, seed: 5, killEveryWrite: false, app: SimulatedCoordinator.self)
        var splitDays = 0, wholeDays = 0
        for (i, day) in days.enumerated() {
            // The app run's steps are the same either way.
            let appSteps = day.2.filter { $0.hasPrefix("#") }
            #expect(appSteps == day.3.filter { $0.hasPrefix("#") }, "day \(i)")
            let seedPrefix = "  seed-only "
            let wholeSeed = day.2.filter { $0.hasPrefix(seedPrefix) }.map { String($0.dropFirst(seedPrefix.count)) }
            let splitSeed = day.3.filter { $0.hasPrefix(seedPrefix) }.map { String($0.dropFirst(seedPrefix.count)) }
            // Played whole, the seed-triggers-only run repeats the app run's first steps exactly,
            // then goes on as the split-off run does.
            let shared = wholeSeed.count - splitSeed.count
            #expect(shared >= 0, "day \(i)")
            guard shared >= 0 else { continue }
            #expect(Array(wholeSeed.prefix(shared)) == Array(appSteps.prefix(shared)), "day \(i)")
            #expect(Array(wholeSeed.suffix(splitSeed.count)) == splitSeed, "day \(i)")
            if day.3.contains(where: { $0.contains("the app run's, step for step") }) {
                wholeDays += 1
                #expect(
                    splitSeed.isEmpty && wholeSeed == appSteps, "day \(i): no event, so the whole day is the app run's")
            } else {
                splitDays += 1
                #expect(day.3.contains { $0.contains("the app run's steps until step \(shared),") }, "day \(i)")
            }
        }
        // Both kinds of day occur (the casual user seldom runs out; the heavy ones almost always do).
        if profile.name != UserProfile.casual.name { #expect(splitDays > 0) }
        if [UserProfile.casual.name, UserProfile.chaser.name].contains(profile.name) { #expect(wholeDays > 0) }
    }

    @Test func theSplitIsTheSameWithKillForksAndWithAWrongCoordinator() throws {
        // Kill forks run inside the app run only; a wrong coordinator's violations are found either way.
        let chaser = try CompiledProfile(.chaser)
        let forked = bothWays(chaser, days: 30, seed: 3, killEveryWrite: true, app: SimulatedCoordinator.self)
        for day in forked.days { #expect(day.0 == day.1) }
        #expect(forked.whole.forks == forked.split.forks)
        let late = try CompiledProfile(lateNightProfile, configuration: GameConfiguration(returnFloor: .off))
        let wrong = bothWays(late, days: 30, seed: 5, killEveryWrite: false, app: SeedCapCoordinator.self)
        for day in wrong.days { #expect(day.0 == day.1) }
        #expect(wrong.whole.tally.firstViolation != nil)
        #expect(wrong.whole.tally.firstViolation == wrong.split.tally.firstViolation)
        for invariant in DayInvariant.allCases {
            #expect(
                (wrong.whole.tally.violations[invariant.rawValue] > 0)
                    == (wrong.split.tally.violations[invariant.rawValue] > 0))
        }
    }
}

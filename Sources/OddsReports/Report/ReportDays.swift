import CasinoCore
import SeededRuns
import OddsLab

/// The report's day simulation, computed here in the lab (the writers' `DaysSection` only formats
/// it): every named profile played for `plan.daysPerProfile` days at the plan's seed with the
/// plan's configuration, the same days with the return floor off, and a smaller sample with the
/// app killed after every write.
///
/// All three runs of a profile share the seed on purpose (common random numbers): the floor-off
/// run and the kill sample differ from the main run only in what they change, not in their draws.
struct ReportDays: Sendable {
    /// One profile's runs.
    struct Run: Sendable {
        var spec: DayRunSpec
        var result: DayRunResult
        /// The same days with the return floor off: what the floor's refusals change.
        var floorOff: DayRunResult?
        /// A smaller run with the app killed after every write of every visit's first wager.
        var killSample: DayRunResult?

        init(
            spec: DayRunSpec, result: DayRunResult, floorOff: DayRunResult? = nil, killSample: DayRunResult? = nil
        ) {
            self.spec = spec
            self.result = result
            self.floorOff = floorOff
            self.killSample = killSample
        }
    }

    /// Days per profile of the kill-after-every-write sample, at most.
    static let killSampleLimit = 1_000

    /// One run per named profile, in `UserProfile.named` order.
    var runs: [Run]
    /// Days per profile of the kill sample (0: none was run).
    var killSampleDays: Int

    /// Plays every profile's runs on `threads` threads; the result does not depend on `threads`.
    ///
    /// - Throws: `InputError` when a profile does not compile against the configuration;
    ///   `CommandInterrupted` when `control` was asked to stop.
    /// - Complexity: O(profiles × days).
    init(plan: ReportPlan, threads: Int, control: RunControl = RunControl()) throws {
        var floorOff = plan.configuration
        floorOff.returnFloor = .off
        let killDays = min(plan.daysPerProfile, ReportDays.killSampleLimit)
        var runs: [Run] = []
        for (profileIndex, named) in UserProfile.named.enumerated() {
            let seed = plan.daysSeed(profileIndex: profileIndex)
            let profile = named.playable(in: plan.configuration)
            let refusal = { (error: InputError) in InputError("profile \(profile.name): \(error)") }
            let compiled = try CompiledProfile(profile, configuration: plan.configuration, refusal: refusal)
            let compiledOff = try CompiledProfile(profile, configuration: floorOff, refusal: refusal)
            let spec = DayRunSpec(profile: compiled, days: plan.daysPerProfile, seed: seed, killEveryWrite: false)
            let offSpec = DayRunSpec(
                profile: compiledOff, days: plan.daysPerProfile, seed: seed, killEveryWrite: false)
            let killSpec = DayRunSpec(profile: compiled, days: killDays, seed: seed, killEveryWrite: true)
            runs.append(
                Run(
                    spec: spec, result: try DayRunner.run(spec, threads: threads, control: control),
                    floorOff: try DayRunner.run(offSpec, threads: threads, control: control),
                    killSample: killDays > 0 ? try DayRunner.run(killSpec, threads: threads, control: control) : nil))
        }
        self.runs = runs
        self.killSampleDays = killDays
    }

    /// Invariant violations over every run (0 for a sound coordinator).
    var invariantViolations: Int {
        runs.reduce(0) { $0 + $1.result.tally.violationCount + ($1.killSample?.tally.violationCount ?? 0) }
    }
}

/// Simulates consecutive days of one user on one device — one chunk of a run — checking every
/// invariant at every step.
///
/// Day `i` of the chunk is global day `firstDay + i`; its date is `DayRunSpec.firstDate` plus that
/// many days. All randomness comes from stream `stream` of `seed`: each morning the day's plan is
/// drawn, then the engines draw as the day is played. The same day is also played, from the same
/// morning state and the same plan, with usage refreshed only on the seeds' triggers (its draws
/// are discarded), and, with `killEveryWrite`, the first wager of each game visit and every unlock
/// tap with minutes left are forked at every effect call. Neither changes the main day, so those options never change its figures.
struct DaySimulator<App: SimulatedApp> {
    let context: DayContext
    /// The global day number (days since 1970-01-01) of the chunk's first day.
    let firstDayNumber: Int
    var timeline: DayTimeline<App>
    var plan = DayPlan()
    /// Days simulated so far.
    private(set) var daysSimulated = 0
    /// Invariant checks and failures so far.
    var tally = InvariantTally()
    /// Forks made by the fault injection so far.
    var forks = KillForkCounts()
    /// Plays the seed-triggers-only run of each day whole from midnight, every step checked again,
    /// instead of splitting it off the app run at the first usage threshold event (the two are the
    /// same run until then). The tests compare the two ways; the figures are the same.
    var playsSeedTriggersOnlyFromMidnight = false

    /// A device on `firstDayNumber`'s midnight, before the app is installed.
    init(
        profile: CompiledProfile, seed: UInt64, stream: UInt64, firstDayNumber: Int, killEveryWrite: Bool,
        zone: LabTimeZone = .usEastern
    ) {
        context = DayContext(profile: profile, seed: seed, stream: stream, killEveryWrite: killEveryWrite)
        self.firstDayNumber = firstDayNumber
        let device = SimulatedDevice(zone: zone, dayNumber: firstDayNumber, installationSeed: seed)
        timeline = DayTimeline(context: context, device: device)
    }

    /// The device of the main day (its state after the last simulated day).
    var device: SimulatedDevice { timeline.device }

    /// Simulates the next day and returns its figures; `trace` receives its steps if it wants them.
    ///
    /// - Complexity: O(minutes in the day + steps), plus a copy of the day for the seed-triggers-only run.
    mutating func simulateNextDay<T: DayTracer>(trace: inout T) -> DayFigures {
        let dayIndex = daysSimulated
        let day = timeline.device.zone.localDay(firstDayNumber + dayIndex)
        plan.draw(for: day, profile: context.profile, using: &timeline.generator)

        var figures: DayFigures
        if playsSeedTriggersOnlyFromMidnight {
            var seedOnly = timeline.fork(as: .seedTriggersOnly)
            _ = timeline.play(
                day, plan: plan, dayInChunk: dayIndex, isFirstDay: dayIndex == 0,
                tally: &tally, forks: &forks, trace: &trace)
            _ = seedOnly.play(
                day, plan: plan, dayInChunk: dayIndex, isFirstDay: dayIndex == 0,
                tally: &tally, forks: &forks, trace: &trace)
            figures = timeline.figures
            figures.overrunSeedTriggersOnlyMinutes = seedOnly.figures.overrunMinutes
        } else {
            let split = timeline.play(
                day, plan: plan, dayInChunk: dayIndex, isFirstDay: dayIndex == 0, splitsSeedTriggersOnly: true,
                tally: &tally, forks: &forks, trace: &trace)
            figures = timeline.figures
            if var seedOnly = split {
                seedOnly.playSplit(plan: plan, tally: &tally, forks: &forks, trace: &trace)
                figures.overrunSeedTriggersOnlyMinutes = seedOnly.figures.overrunMinutes
            } else {
                // No threshold event came: the seed-triggers-only run was the app run, step for step.
                if trace.wants(.seedTriggersOnly) {
                    trace.record(
                        "— \(DayRunKind.seedTriggersOnly) run of \(day.key): the app run's, step for step "
                            + "(no usage threshold event came)")
                }
                figures.overrunSeedTriggersOnlyMinutes = figures.overrunMinutes
            }
        }
        daysSimulated += 1
        return figures
    }

    /// Simulates the next day without a trace.
    mutating func simulateNextDay() -> DayFigures {
        var none = NoDayTrace()
        return simulateNextDay(trace: &none)
    }
}

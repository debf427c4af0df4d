import CasinoCore
import CommitmentCore
import SeededRuns

/// `week`: weeks of commitment penalties simulated at each rate, measuring what the rules do.
public struct WeekRequest: Sendable {
    public var simulations: [WeekSimulation]
    /// The command line that reproduces the figures (without --threads and --format).
    public var commandLine: String
    public var threads: Int

    /// Reads and checks the options: the deadline days (1…7), the weeks (1…1e9), the usage per day
    /// (1m…24h), the authorization factors, then the terms at each rate.
    public init(
        limit: DurationArgument, rate: CentsListArgument, apps: Int, days: Int, weeks: Int,
        usagePerDay: DurationArgument, factor1: Int, factor2: Int, factor3: Int, seed: UInt64, threads: Int
    ) throws {
        guard days >= WeekSimulation.daysRange.lowerBound, days <= WeekSimulation.daysRange.upperBound else {
            throw InputError("--deadline-days must be 1 … 7 (days from lock-in to the Monday deadline), got \(days)")
        }
        guard weeks > 0 else { throw InputError("--weeks must be at least 1, got \(weeks)") }
        guard weeks <= 1_000_000_000 else { throw InputError("--weeks must be at most 1000000000, got \(weeks)") }
        guard (1...(24 * 60)).contains(usagePerDay.minutes) else {
            throw InputError("--usage-per-day must be 1m … 24h, got \(usagePerDay.minutes) min")
        }
        // Each rule is the core's, checked here first so that its refusal names the option.
        if let problem = AuthorizationFormula.problem(
            centsPerHeadroomHour: factor1, penaltyMinutesHeld: factor2, centsPerSelectedApp: factor3)
        {
            throw InputError("--factor1/2/3: \(problem)")
        }
        let formula = try AuthorizationFormula(
            centsPerHeadroomHour: factor1, penaltyMinutesHeld: factor2, centsPerSelectedApp: factor3)
        simulations = []
        for cents in rate.values {
            if let problem = CommitmentTerms.problem(
                limitMinutes: limit.minutes, penaltyPerMinuteCents: cents, selectedAppCount: apps)
            {
                let flag: String
                switch problem {
                case .limitOutOfRange: flag = "--limit"
                case .penaltyRateOutOfRange: flag = "--rate"
                default: flag = "--apps"
                }
                throw InputError("\(flag): \(problem)")
            }
            let terms = try CommitmentTerms(
                limitMinutes: limit.minutes, penaltyPerMinuteCents: cents, selectedAppCount: apps)
            simulations.append(
                WeekSimulation(
                    terms: terms, formula: formula, days: days, weeks: weeks, seed: seed,
                    model: WeekUsageModel(meanUsageSecondsPerDay: usagePerDay.minutes * 60)))
        }
        var parts = [
            "casino-odds week", "--limit \(limit.text)", "--rate \(rate.text)", "--apps \(apps)",
            "--deadline-days \(days)", "--weeks \(weeks)", "--seed \(seed)"
        ]
        if usagePerDay.minutes != 180 { parts.append("--usage-per-day \(usagePerDay.text)") }
        let p = AuthorizationFormula.placeholder
        if factor1 != p.centsPerHeadroomHour { parts.append("--factor1 \(factor1)") }
        if factor2 != p.penaltyMinutesHeld { parts.append("--factor2 \(factor2)") }
        if factor3 != p.centsPerSelectedApp { parts.append("--factor3 \(factor3)") }
        commandLine = parts.joined(separator: " ")
        self.threads = threads
    }

    /// Weeks simulated in all.
    public var totalWeeks: Int { simulations.reduce(0) { $0 + $1.weeks } }

    /// Runs every rate's weeks.
    public func run(control: RunControl) throws(CommandInterrupted) -> [WeekSimulationResult] {
        try simulations.map { simulation throws(CommandInterrupted) in
            try simulation.run(threads: threads, control: control)
        }
    }
}

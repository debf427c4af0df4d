import CasinoCore
import RedemptionCore
import SeededRuns

/// `redeem`: children's days of points redemption simulated under each stacking policy.
public struct RedeemRequest: Sendable {
    /// `--policy`: one stacking policy, or all four side by side on the same days.
    public enum PolicyChoice: String, CaseIterable, Sendable {
        case replace, extend, queue, block, all
    }

    public var simulations: [RedeemSimulation]
    /// The command line that reproduces the figures (without --threads and --format).
    public var commandLine: String
    public var threads: Int

    /// Reads and checks the options: the days (1…1e9), the re-lock latency (0…60 s), the
    /// redemption configuration, then each policy's rules.
    public init(
        policy: PolicyChoice, cap: Int, days: Int, pointsPerMinute: Int, minPoints: Int, maxPoints: Int,
        relockLatency: Int, killEveryWrite: Bool, seed: UInt64, threads: Int
    ) throws {
        guard days > 0 else { throw InputError("--days must be at least 1, got \(days)") }
        guard days <= 1_000_000_000 else { throw InputError("--days must be at most 1000000000, got \(days)") }
        guard (0...60).contains(relockLatency) else {
            throw InputError("--relock-latency must be 0 … 60 seconds, got \(relockLatency)")
        }
        // Each rule is the core's, checked here first so that its refusal names the option.
        if let problem = RedemptionConfiguration.problem(
            pointsPerMinute: pointsPerMinute, minRedemptionPoints: minPoints, maxRedemptionPoints: maxPoints)
        {
            throw InputError(RedeemRequest.flagged(problem))
        }
        let configuration = try RedemptionConfiguration(
            pointsPerMinute: pointsPerMinute, minRedemptionPoints: minPoints, maxRedemptionPoints: maxPoints)
        let policies: [ExemptionStackingPolicy]
        switch policy {
        case .replace: policies = [.replace]
        case .extend: policies = [.extend(maxTotalMinutes: cap)]
        case .queue: policies = [.queue]
        case .block: policies = [.block]
        case .all: policies = [.replace, .extend(maxTotalMinutes: cap), .queue, .block]
        }
        simulations = []
        for p in policies {
            if let problem = RedemptionRules.problem(configuration: configuration, policy: p) {
                throw InputError(RedeemRequest.flagged(problem))
            }
            let rules = try RedemptionRules(configuration: configuration, policy: p)
            simulations.append(
                RedeemSimulation(
                    rules: rules, days: days, seed: seed, relockLatencySeconds: Int64(relockLatency),
                    checksEveryWrite: killEveryWrite))
        }
        var parts = ["casino-odds redeem", "--policy \(policy.rawValue)", "--days \(days)", "--seed \(seed)"]
        if cap != 120 { parts.append("--cap \(cap)") }
        let e = RedemptionConfiguration.seedExample
        if pointsPerMinute != e.pointsPerMinute { parts.append("--points-per-minute \(pointsPerMinute)") }
        if minPoints != e.minRedemptionPoints { parts.append("--min-points \(minPoints)") }
        if maxPoints != e.maxRedemptionPoints { parts.append("--max-points \(maxPoints)") }
        if relockLatency != 1 { parts.append("--relock-latency \(relockLatency)") }
        if killEveryWrite { parts.append("--kill-every-write") }
        commandLine = parts.joined(separator: " ")
        self.threads = threads
    }

    /// Child-days simulated in all.
    public var totalDays: Int { simulations.reduce(0) { $0 + $1.days } }

    /// Runs every policy's days.
    public func run(control: RunControl) throws(CommandInterrupted) -> [RedeemSimulationResult] {
        try simulations.map { simulation throws(CommandInterrupted) in
            try simulation.run(threads: threads, control: control)
        }
    }

    /// The error with the configuration's field names replaced by the flags that set them.
    static func flagged(_ error: RedemptionError) -> String {
        var text = error.description
        for (field, flag) in [
            ("pointsPerMinute", "--points-per-minute"), ("minRedemptionPoints", "--min-points"),
            ("maxRedemptionPoints", "--max-points"), ("maxTotalMinutes", "--cap")
        ] {
            text = text.replacingOccurrences(of: field, with: flag)
        }
        return text
    }
}

import CasinoCore
import OddsLab
import ArgumentParser
import Foundation
import OddsReports
import RedemptionCore
import RelatedLab
import SeededRuns
import RelatedReports

struct RedeemCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "redeem",
        abstract: "Simulate children's days of points redemption (seed 004) under the stacking policies.",
        discussion: """
            Each simulated day: an opening balance, points earned, redemption requests (some \
            invalid), random app kills; run through the product's RedemptionController on a \
            simulated device whose shields and re-lock wake-ups survive kills. Invariants are \
            checked at every step: the extend cap is never exceeded, points are conserved, points \
            are deducted iff a window is created (with a kill and relaunch simulated after every \
            single write), shields re-lock within 5 s of expiry, and every relaunch restores the \
            right state. Violations are counted; any violation exits 1.

            --policy all (the default) runs the four policies on the same days, side by side. \
            Output is identical for every --threads value.

            Examples:
              casino-odds redeem --policy extend --days 1000000 --seed 1
              casino-odds redeem --days 100000 --format markdown
            """
    )

    enum PolicyChoice: String, ExpressibleByArgument, CaseIterable {
        case replace, extend, queue, block, all
    }

    @Option(help: "Stacking policy, or all four side by side on the same days.")
    var policy: PolicyChoice = .all

    @Option(help: "The extend policy's cap on a window's total length, in minutes (the seed's MVP: 120).")
    var cap: Int = 120

    @Option(help: "Simulated child-days per policy.")
    var days: Int = 100_000

    @Option(help: "Points per minute of earned time.")
    var pointsPerMinute: Int = RedemptionConfiguration.seedExample.pointsPerMinute

    @Option(help: "Smallest redemption, in points.")
    var minPoints: Int = RedemptionConfiguration.seedExample.minRedemptionPoints

    @Option(help: "Largest redemption, in points.")
    var maxPoints: Int = RedemptionConfiguration.seedExample.maxRedemptionPoints

    @Option(help: "Seconds from a window's end to the system's re-lock wake-up, 0 … 60 (checked against 5 s).")
    var relockLatency: Int = 1

    @Flag(inversion: .prefixedNo, help: "Simulate a kill and relaunch after every write (exhaustive; slower).")
    var killEveryWrite: Bool = false

    @OptionGroup var report: SimulationReportOptions

    /// Runs the simulations the options describe (also used by `casino-odds report`).
    func results() throws -> [RedeemSimulationResult] {
        guard days > 0 else { throw InputError("--days must be at least 1, got \(days)") }
        guard days <= 1_000_000_000 else { throw InputError("--days must be at most 1000000000, got \(days)") }
        try report.checkThreads()
        guard (0...60).contains(relockLatency) else {
            throw InputError("--relock-latency must be 0 … 60 seconds, got \(relockLatency)")
        }
        let configuration: RedemptionConfiguration
        do {
            configuration = try RedemptionConfiguration(
                pointsPerMinute: pointsPerMinute, minRedemptionPoints: minPoints,
                maxRedemptionPoints: maxPoints)
        } catch { throw InputError(RedeemCommand.flagged(error)) }
        let policies: [ExemptionStackingPolicy]
        switch policy {
        case .replace: policies = [.replace]
        case .extend: policies = [.extend(maxTotalMinutes: cap)]
        case .queue: policies = [.queue]
        case .block: policies = [.block]
        case .all: policies = [.replace, .extend(maxTotalMinutes: cap), .queue, .block]
        }
        var simulations: [RedeemSimulation] = []
        for p in policies {
            let rules: RedemptionRules
            do { rules = try RedemptionRules(configuration: configuration, policy: p) } catch {
                throw InputError(RedeemCommand.flagged(error))
            }
            let simulation = RedeemSimulation(
                rules: rules, days: days, seed: report.seed.value,
                relockLatencySeconds: Int64(relockLatency), checksEveryWrite: killEveryWrite)
            simulations.append(simulation)
        }
        let threads = try report.threadCount.value().count
        do {
            return try monitored("simulating days", unit: "days", total: days * simulations.count) { control in
                try simulations.map { simulation throws(RunInterrupted) in
                    try simulation.run(threads: threads, control: control)
                }
            }
        } catch is RunInterrupted {
            throw CommandInterrupted(kept: "nothing was written")
        }
    }

    func run() throws {
        try report.publish(try results(), with: RedemptionReport.self, commandLine: commandLine, command: "redeem")
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

    /// The command line without --threads and --format, which do not change the figures.
    var commandLine: String {
        var parts = [
            "casino-odds redeem", "--policy \(policy.rawValue)", "--days \(days)", "--seed \(report.seed.value)"
        ]
        if cap != 120 { parts.append("--cap \(cap)") }
        let e = RedemptionConfiguration.seedExample
        if pointsPerMinute != e.pointsPerMinute { parts.append("--points-per-minute \(pointsPerMinute)") }
        if minPoints != e.minRedemptionPoints { parts.append("--min-points \(minPoints)") }
        if maxPoints != e.maxRedemptionPoints { parts.append("--max-points \(maxPoints)") }
        if relockLatency != 1 { parts.append("--relock-latency \(relockLatency)") }
        if killEveryWrite { parts.append("--kill-every-write") }
        return parts.joined(separator: " ")
    }
}

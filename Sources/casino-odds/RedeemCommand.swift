import ArgumentParser
import OddsReports
import RedemptionCore
import RelatedLab
import RelatedReports

struct RedeemCommand: ParsableCommand, OptionWording {
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

    static let wording = SharedWording(
        daysHelp: "Simulated child-days per policy.",
        defaultDays: 100_000)

    @Option(help: "Stacking policy, or all four side by side on the same days.")
    var policy: RedeemRequest.PolicyChoice = .all

    @Option(help: "The extend policy's cap on a window's total length, in minutes (the seed's MVP: 120).")
    var cap: Int = 120

    @OptionGroup var days: DaysOption<RedeemCommand>

    @Option(help: "Points per minute of earned time.")
    var pointsPerMinute: Int = RedemptionConfiguration.seedExample.pointsPerMinute

    @Option(help: "Smallest redemption, in points.")
    var minPoints: Int = RedemptionConfiguration.seedExample.minRedemptionPoints

    @Option(help: "Largest redemption, in points.")
    var maxPoints: Int = RedemptionConfiguration.seedExample.maxRedemptionPoints

    @Option(help: "Seconds from a window's end to the system's re-lock wake-up, 0 … 60 (checked against 5 s).")
    var relockLatency: Int = 1

    @OptionGroup var killEveryWrite: KillEveryWriteOption<RedeemCommand>
    @OptionGroup var report: SimulationReportOptions

    func run() throws {
        let (threads, folder) = try report.checked()
        let request = try RedeemRequest(
            policy: policy, cap: cap, days: days.days, pointsPerMinute: pointsPerMinute, minPoints: minPoints,
            maxPoints: maxPoints, relockLatency: relockLatency, killEveryWrite: killEveryWrite.killEveryWrite,
            seed: report.seed.value,
            threads: threads)
        let results = try monitored("simulating days", unit: "days", total: request.totalDays, request.run)
        try report.publish(
            results, with: RedemptionReport.self, to: folder, commandLine: request.commandLine, command: "redeem")
    }
}

extension RedeemRequest.PolicyChoice: ExpressibleByArgument {}

import ArgumentParser
import CommitmentCore
import OddsReports
import RelatedLab
import RelatedReports

struct WeekCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "week",
        abstract: "Simulate weeks of commitment penalties (seed 003) and measure what the rules do.",
        discussion: """
            Each simulated week: usage of the selected apps after lock-in (a usage model, see \
            Docs/related.md), the penalty (whole excess minutes × rate), the amount authorized at \
            lock-in, and the penalty the app could charge when it knows usage only at monitor \
            thresholds of 1, 5 and 15 minutes.

            The authorization factors --factor1/2/3 are placeholders: the seed leaves them open.

            Several rates (--rate 1,10,100) give the penalty-vs-authorization figure. Output is \
            identical for every --threads value.

            Examples:
              casino-odds week --limit 21h --rate 10 --deadline-days 7 --weeks 1000000
              casino-odds week --rate '$0.01,$0.10,$1,$5' --format markdown
            """
    )

    @Option(help: "Weekly limit: 30m … 42h (e.g. 21h, 90m, 1h30m; a bare number is minutes).")
    var limit: DurationArgument = DurationArgument(minutes: 21 * 60)

    @Option(help: "Penalty per excess minute in cents, 1 … 500 (or dollars: $0.10); a comma list runs each.")
    var rate: CentsListArgument = CentsListArgument(values: [10])

    @Option(help: "Selected apps (counted by the authorization formula).") var apps: Int = 3

    @Option(name: .customLong("deadline-days"), help: "Days from lock-in to the Monday deadline, 1 … 7.")
    var days: Int = 7

    @Option(help: "Simulated weeks per rate.") var weeks: Int = 100_000

    @Option(help: "Mean use of the selected apps per day in the usage model (e.g. 3h).")
    var usagePerDay: DurationArgument = DurationArgument(minutes: 180)

    @Option(help: "Authorization factor1, cents per hour of (remainingHours − limitHours). Placeholder.")
    var factor1: Int = AuthorizationFormula.placeholder.centsPerHeadroomHour

    @Option(help: "Authorization factor2, minutes of penalty held. Placeholder.")
    var factor2: Int = AuthorizationFormula.placeholder.penaltyMinutesHeld

    @Option(help: "Authorization factor3, cents per selected app. Placeholder.")
    var factor3: Int = AuthorizationFormula.placeholder.centsPerSelectedApp

    @OptionGroup var report: SimulationReportOptions

    func run() throws {
        let (threads, folder) = try report.checked()
        let request = try WeekRequest(
            limit: limit, rate: rate, apps: apps, days: days, weeks: weeks, usagePerDay: usagePerDay, factor1: factor1,
            factor2: factor2, factor3: factor3, seed: report.seed.value, threads: threads)
        let results = try monitored("simulating weeks", unit: "weeks", total: request.totalWeeks, request.run)
        try report.publish(
            results, with: CommitmentReport.self, to: folder, commandLine: request.commandLine, command: "week")
    }
}

extension DurationArgument: ExpressibleByArgument {}
extension CentsListArgument: ExpressibleByArgument {}

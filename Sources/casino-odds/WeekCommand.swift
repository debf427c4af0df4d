import CasinoCore
import OddsLab
import ArgumentParser
import CommitmentCore
import Foundation
import OddsReports
import RelatedLab
import SeededRuns
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

    @Option(help: "Selected apps (counted by the authorization formula).")
    var apps: Int = 3

    @Option(name: .customLong("deadline-days"), help: "Days from lock-in to the Monday deadline, 1 … 7.")
    var days: Int = 7

    @Option(help: "Simulated weeks per rate.")
    var weeks: Int = 100_000

    @Option(help: "Mean use of the selected apps per day in the usage model (e.g. 3h).")
    var usagePerDay: DurationArgument = DurationArgument(minutes: 180)

    @Option(help: "Authorization factor1, cents per hour of (remainingHours − limitHours). Placeholder.")
    var factor1: Int = AuthorizationFormula.placeholder.centsPerHeadroomHour

    @Option(help: "Authorization factor2, minutes of penalty held. Placeholder.")
    var factor2: Int = AuthorizationFormula.placeholder.penaltyMinutesHeld

    @Option(help: "Authorization factor3, cents per selected app. Placeholder.")
    var factor3: Int = AuthorizationFormula.placeholder.centsPerSelectedApp

    @OptionGroup var report: SimulationReportOptions

    /// Runs the simulations the options describe (also used by `casino-odds report`).
    func results() throws -> [WeekSimulationResult] {
        guard days >= WeekSimulation.daysRange.lowerBound, days <= WeekSimulation.daysRange.upperBound else {
            throw InputError("--deadline-days must be 1 … 7 (days from lock-in to the Monday deadline), got \(days)")
        }
        guard weeks > 0 else { throw InputError("--weeks must be at least 1, got \(weeks)") }
        guard weeks <= 1_000_000_000 else { throw InputError("--weeks must be at most 1000000000, got \(weeks)") }
        try report.checkThreads()
        guard (1...(24 * 60)).contains(usagePerDay.minutes) else {
            throw InputError("--usage-per-day must be 1m … 24h, got \(usagePerDay.minutes) min")
        }
        let formula: AuthorizationFormula
        do {
            formula = try AuthorizationFormula(
                centsPerHeadroomHour: factor1, penaltyMinutesHeld: factor2,
                centsPerSelectedApp: factor3)
        } catch { throw InputError("--factor1/2/3: \(error)") }
        var simulations: [WeekSimulation] = []
        for cents in rate.values {
            let terms: CommitmentTerms
            do {
                terms = try CommitmentTerms(
                    limitMinutes: limit.minutes, penaltyPerMinuteCents: cents, selectedAppCount: apps)
            } catch {
                let flag: String
                switch error {
                case .limitOutOfRange: flag = "--limit"
                case .penaltyRateOutOfRange: flag = "--rate"
                default: flag = "--apps"
                }
                throw InputError("\(flag): \(error)")
            }
            simulations.append(
                WeekSimulation(
                    terms: terms, formula: formula, days: days, weeks: weeks, seed: report.seed.value,
                    model: WeekUsageModel(meanUsageSecondsPerDay: usagePerDay.minutes * 60)))
        }
        let total = simulations.reduce(0) { $0 + $1.weeks }
        let threads = try report.threadCount.value().count
        do {
            return try monitored("simulating weeks", unit: "weeks", total: total) { control in
                try simulations.map { simulation throws(RunInterrupted) in
                    try simulation.run(threads: threads, control: control)
                }
            }
        } catch is RunInterrupted {
            throw CommandInterrupted(kept: "nothing was written")
        }
    }

    func run() throws {
        try report.publish(try results(), with: CommitmentReport.self, commandLine: commandLine, command: "week")
    }

    /// The command line without --threads and --format, which do not change the figures.
    var commandLine: String {
        var parts = [
            "casino-odds week", "--limit \(limit.text)", "--rate \(rate.text)", "--apps \(apps)",
            "--deadline-days \(days)", "--weeks \(weeks)", "--seed \(report.seed.value)"
        ]
        if usagePerDay.minutes != 180 { parts.append("--usage-per-day \(usagePerDay.text)") }
        let p = AuthorizationFormula.placeholder
        if factor1 != p.centsPerHeadroomHour { parts.append("--factor1 \(factor1)") }
        if factor2 != p.penaltyMinutesHeld { parts.append("--factor2 \(factor2)") }
        if factor3 != p.centsPerSelectedApp { parts.append("--factor3 \(factor3)") }
        return parts.joined(separator: " ")
    }
}

/// A duration in whole minutes: `21h`, `90m`, `1h30m`, or a bare number of minutes.
struct DurationArgument: ExpressibleByArgument {
    var minutes: Int

    init(minutes: Int) { self.minutes = minutes }

    init?(argument: String) {
        let s = argument.lowercased()
        if let bare = Int(s) {
            minutes = bare
            return
        }
        var total = 0
        var number = ""
        var sawUnit = false
        for character in s {
            if character.isASCII && character.isNumber {
                number.append(character)
            } else if character == "h" || character == "m" {
                guard let n = Int(number), n <= 100_000 else { return nil }
                total += character == "h" ? n * 60 : n
                number = ""
                sawUnit = true
            } else {
                return nil
            }
        }
        guard sawUnit, number.isEmpty else { return nil }
        minutes = total
    }

    var text: String {
        let m = minutes % 60
        if minutes < 60 { return "\(minutes)m" }
        return m == 0 ? "\(minutes / 60)h" : "\(minutes / 60)h\(m)m"
    }

    var defaultValueDescription: String { text }
}

/// A comma-separated list of amounts in cents (`10`) or dollars (`$0.10`, at most two decimals).
struct CentsListArgument: ExpressibleByArgument {
    var values: [Int]

    init(values: [Int]) { self.values = values }

    init?(argument: String) {
        var parsed: [Int] = []
        for item in argument.split(separator: ",", omittingEmptySubsequences: false) {
            let text = item.trimmingCharacters(in: .whitespaces)
            guard let cents = CentsListArgument.cents(text) else { return nil }
            parsed.append(cents)
        }
        guard !parsed.isEmpty else { return nil }
        values = parsed
    }

    /// Exact parse: `$1.5` is 150 cents; never through a Double.
    static func cents(_ text: String) -> Int? {
        guard text.hasPrefix("$") else { return Int(text) }
        let body = text.dropFirst()
        let pieces = body.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count <= 2, let whole = Int(pieces[0]), whole >= 0, whole <= 1_000_000 else { return nil }
        var fraction = 0
        if pieces.count == 2 {
            let digits = pieces[1]
            guard (1...2).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }), let f = Int(digits)
            else { return nil }
            fraction = digits.count == 1 ? f * 10 : f
        }
        return whole * 100 + fraction
    }

    var text: String { values.map(String.init).joined(separator: ",") }

    var defaultValueDescription: String { text }
}

import ArgumentParser
import OddsLab
import OddsReports

struct SweepCommand: ParsableCommand, OptionWording {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Show how RTP, hit frequency, σ and minutes lost per day move with one parameter.",
        discussion: """
            One row per value, each the exact analysis of the game with that value: nominal RTP, \
            effective RTP at 1, 10 and 60 minutes (or at the swept wager), hit frequency, σ, \
            volatility index, and the exact expected minutes lost by one bet (10 minutes, or the \
            swept wager). Options left out take the defaults commands that play use (Crash 2.00x, \
            Plinko 16 rows medium, Mines 3 mines 5 reveals).
            Parameters: edge (crash, mines: house edge 1 − r, default 0.01…0.05), target (crash: \
            cash-out target in x, default 1.01…10), risk (plinko: low…high), rows (plinko: 8…16), \
            wager (any game: minutes, default 1…10). Values are spaced evenly in integers.
            Minutes lost per day (mean and p90) come from the day simulation: --days days of \
            --profile, every game visit playing the swept game at the row's value (a wager sweep sets \
            the stake a fixed or martingale strategy starts from; the heavy and all-in profiles bet a \
            share of what remains, so their cells stay empty). Every row runs on the same --seed, \
            chunked like `day`, so the output does not depend on --threads. --days 0 leaves the \
            columns out. See Docs/tuning.md.

            Examples:
              casino-odds sweep --game crash --param edge --from 0.01 --to 0.05
              casino-odds sweep --game plinko --param risk --rows 12 --format csv
            """
    )

    static let wording = SharedWording(
        seedHelp:
            "The 64-bit seed of the day simulation, the same for every row (decimal, or hexadecimal with 0x; default: 1).",
        threadsHelp: "Worker threads for the day simulation (default: all cores); the output does not depend on it.",
        daysHelp: "Simulated days per row for the minutes-lost-per-day columns (0 leaves them out; 0…10000000).",
        defaultDays: 2000,
        profileHelp: "The simulated user of those days: \(UserProfile.named.map(\.name).joined(separator: ", ")).",
        defaultProfile: "chaser")

    @OptionGroup var game: GameOptions

    @Option(help: "The parameter: \(SweepAxis.parameterNames.joined(separator: ", ")).") var param: String

    @Option(help: "The first value (see the parameter's default above).") var from: String?

    @Option(help: "The last value.") var to: String?

    @Option(help: "How many values, evenly spaced (1…\(SweepAxis.maximumSteps)).") var steps: Int?

    @Option(help: "Output format: \(SweepFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: SweepFormat = .table

    @OptionGroup var days: DaysOption<SweepCommand>
    @OptionGroup var profile: ProfileOption<SweepCommand>
    @OptionGroup var seed: SeedOption<SweepCommand>
    @OptionGroup var threads: ThreadsOption<SweepCommand>

    func run() throws {
        let request = try SweepRequest(
            game: game.flags, parameter: param, from: from, to: to, steps: steps, days: days.days,
            profile: profile.profile,
            seed: seed.seed, threads: threads.threads)
        let result = try monitored("simulating days", unit: "days", total: request.daysToPlay, request.run)
        writeStdout(result.text(format))
        if let failure = result.failure { throw failure }
    }
}

extension SweepFormat: ExpressibleByArgument {}

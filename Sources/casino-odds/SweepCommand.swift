import ArgumentParser
import CasinoCore
import Foundation
import OddsLab
import OddsReports
import SeededRuns

struct SweepCommand: ParsableCommand {
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

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json, csv
    }

    @OptionGroup var game: GameOptions

    @Option(help: "The parameter: \(SweepAxis.parameterNames.joined(separator: ", ")).")
    var param: String

    @Option(help: "The first value (see the parameter's default above).")
    var from: String?

    @Option(help: "The last value.")
    var to: String?

    @Option(help: "How many values, evenly spaced (1…\(SweepAxis.maximumSteps)).")
    var steps: Int?

    @Option(help: "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .table

    @Option(help: "Simulated days per row for the minutes-lost-per-day columns (0 leaves them out; 0…10000000).")
    var days: Int = 2000

    @Option(help: "The simulated user of those days: \(UserProfile.named.map(\.name).joined(separator: ", ")).")
    var profile: String = "chaser"

    enum Words: OptionWording {
        static let seedHelp =
            "The 64-bit seed of the day simulation, the same for every row (decimal, or hexadecimal with 0x; default: 1)."
        static let threadsHelp =
            "Worker threads for the day simulation (default: all cores); the output does not depend on it."
    }

    @OptionGroup var seed: SeedOption<Words>

    @OptionGroup var threads: ThreadsOption<Words>

    func validate() throws {
        if days < 0 || days > 10_000_000 { throw ValidationError("--days must be 0…10000000, got \(days)") }
    }

    func run() throws {
        ignoreBrokenPipe()
        let selection = try game.selection()
        let base = try game.configuration()
        let sweep: Sweep
        do {
            guard let kind = try selection.resolvedGame() else {
                throw InputError("--game is required: choose \(GameRegistry.namesInWords)")
            }
            let axis = try SweepAxis(parameter: param, from: from, to: to, steps: steps, game: kind)
            sweep = try Sweep(game: kind, axis: axis, selection: selection, over: base)
        } catch let error as ConfigurationError {
            throw InputError(error.flagged.description)
        }
        var dayCost: SweepDayCost?
        if days > 0 {
            guard let user = UserProfile.named(profile) else {
                throw InputError(
                    "--profile \(profile) is not a profile (\(UserProfile.named.map(\.name).joined(separator: ", ")))")
            }
            let workers = try threads.value().count
            do {
                dayCost = try monitored("simulating days", unit: "days", total: days * sweep.rows.count) { control in
                    try SweepDayCost(
                        sweep: sweep, profile: user, days: days, seed: seed.value,
                        threads: workers, control: control)
                }
            } catch is RunInterrupted {
                throw CommandInterrupted(kept: "nothing was written")
            } catch {
                throw InputError("profile \(user.name): \(error)")
            }
        }
        let text: String
        switch format {
        case .table: text = sweep.table(days: dayCost)
        case .json: text = sweep.json(days: dayCost)
        case .csv: text = sweep.csv(days: dayCost)
        }
        let writer = StdoutWriter()
        guard writer.write(Array(text.utf8)) else { return }
        writer.flush()
        let violations = dayCost?.violations ?? 0
        if violations > 0 {
            throw CheckFailed(
                summary:
                    "the day simulation found \(violations) invariant violations; run `casino-odds day` to replay one")
        }
    }
}

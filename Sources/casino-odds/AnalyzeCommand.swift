import ArgumentParser
import CasinoCore
import OddsLab
import OddsReports

struct AnalyzeCommand: ParsableCommand, OptionWording {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Print the exact odds of every game configuration.",
        discussion: """
            For each configuration: every outcome with its exact probability (num/den and decimal), \
            multiplier, payout and delta for --stake minutes, and "1 in N"; the nominal RTP (before \
            payouts are floored to whole minutes) and the effective RTP at 1, 2, 3, 5, 10, 15, 30, 60 \
            and 120 minutes, with whether the return floor accepts each; hit frequency; standard \
            deviation per unit wagered; volatility index (1.645 σ); the largest win. Slots adds its \
            PAR sheet.

            Effective RTP means one thing in every command: the exact return of a bet after floor \
            rounding AND the midnight cap, at a moment: --remaining (the player's minutes before the \
            bet; default the wager itself) and --until-midnight (minutes until 23:59; default 1439, a bet \
            at 00:00). The defaults are the loosest cap a day has. A bet is accepted when 1 ≤ wager ≤ remaining, \
            some outcome gains at least a minute after rounding and the cap (the gain rule), and it \
            meets the configuration's return floor ("returnFloor", 95 % by default).

            --offer prints the offer instead: for every choice, the wager sizes 1…120 the floor accepts \
            at the moment (with the common stakes 5, 10, 15, 20, 30, 60), the smallest accepted wager, \
            and the choices that accept no wager at all.

            A game option left out means every configuration of that game: all 27 Plinko tables, \
            every offered Mines plan, Crash at its offered targets (the only ones the app accepts), the slot machine. \
            See Docs/games.md for the rules, the defaults and the --config schema.

            Examples:
              casino-odds analyze --game plinko --rows 16 --risk high
              casino-odds analyze --format json > odds.json
              casino-odds analyze --game crash --target 1000 --until-midnight 239
              casino-odds analyze --offer
            """
    )

    static let wording = SharedWording(
        stakeHelp: "The stake in minutes for the payout and delta columns (1…100000).",
        remainingHelp:
            "The player's minutes before the bet, for the midnight cap (0…100000; default: the stake itself).",
        untilMidnightHelp:
            "Real minutes from the bet until 23:59, 0…1499 (default 1439: a bet at 00:00, the loosest cap).")

    @OptionGroup var game: GameOptions
    @OptionGroup var stake: StakeOption<AnalyzeCommand>
    @OptionGroup var moment: MomentOptions<AnalyzeCommand>

    @Flag(help: "Print the offer: per choice, the wagers 1…120 the return floor accepts at the moment.")
    var offer = false

    @Option(help: "Output format: \(AnalyzeFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: AnalyzeFormat = .table

    func run() throws {
        let request = try AnalyzeRequest(
            game: game.flags, stake: stake.minutes, remaining: moment.remaining, untilMidnight: moment.untilMidnight,
            offer: offer)
        writeStdout(try request.run().text(format))
    }
}

extension AnalyzeFormat: ExpressibleByArgument {}

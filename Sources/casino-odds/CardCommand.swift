import ArgumentParser
import CasinoCore
import OddsLab
import OddsReports

struct CardCommand: ParsableCommand, OptionWording {
    static let configuration = CommandConfiguration(
        commandName: "card",
        abstract:
            "Print the app's bet card for one bet, or for a batch of questions (the disclosure page's reference).",
        discussion: """
            The card is for --stake minutes held --remaining (default: the stake) at --at on --day, or \
            --until-midnight minutes before 23:59. It is the core's BetCard, the screen the app shows before a bet: whether the app \
            accepts it or why not (the base rule 1 <= stake <= minutes held, the gain rule, the return \
            floor, in the core's words), the chance to gain and to lose everything (exact fraction and \
            "1 in N", rounded up for a gain and down for losing everything), the minutes kept of every \
            100 (exact, and rounded down to 0.1 as the disclosure prints it), the largest gain now and \
            its chance, what the midnight cap cut, and the nearest accepted stakes below and above the \
            stake (within 1 and the minutes held; "none").

            --at HH:MM and --day give the moment: minutes until 23:59 are real elapsed minutes, as the \
            core's ZoneClock counts them in US Eastern time (ordinary: 2026-01-14; 23h: 2026-03-08, \
            clocks jump from 02:00 to 03:00, so 02:30 reads as 03:30; 25h: 2026-11-01, clocks go back \
            from 02:00 to 01:00, so 01:00-01:59 reads as its first occurrence, before the change).

            --questions FILE reads one JSON object a line: {"choice": ID, "wager": N, "remaining": N, \
            "minutesUntilMidnight": N} (or "at": "HH:MM" and "day" in place of "minutesUntilMidnight"), \
            ID a choice's anchor id on the disclosure pages (plinko-16-rows-high, crash-2-00x, \
            mines-3-mines-5-reveals, slots-one-payline); it writes one card per line as JSON, exact \
            fractions as "n/d" strings. Scripts/browser-test.sh holds the pages' own card to it.

            Examples:
              casino-odds card --rows 16 --risk high --stake 10 --at 20:00 --remaining 60
              casino-odds card --game crash --target 2.00 --stake 10 --at 01:30 --day 25h
              casino-odds card --questions questions.jsonl --format json
            """
    )

    @OptionGroup var game: GameOptions

    static let wording = SharedWording(
        stakeHelp: "The stake in minutes (1…1000000).", defaultStake: nil,
        remainingHelp: "The minutes held before the bet (0…1000000; default: the stake).",
        untilMidnightHelp:
            "Real minutes until 23:59 at the bet, 0…1499, when --at is not given (default 1439: a bet at 00:00).")

    @OptionGroup var stake: StakeOption<CardCommand>
    @OptionGroup var moment: MomentOptions<CardCommand>

    @Option(
        help: ArgumentHelp(
            "The time of day of the bet, read on --day (instead of --until-midnight).", valueName: "HH:MM"))
    var at: String?

    @Option(help: "The day: ordinary, 23h (clocks spring forward at 02:00) or 25h (clocks fall back at 02:00).")
    var day: PlayerCard.DayKind = .ordinary

    @Option(help: ArgumentHelp("A file of questions, one JSON object a line (see above).", valueName: "file"))
    var questions: String?

    @Option(help: "Output format: table (words) or json.") var format: TableOrJSON = .table

    func run() throws {
        if let questions {
            var options = game.flags
            options.config = nil
            if options.anyGiven || stake.stake != nil || moment.remaining != nil || at != nil {
                throw InputError(
                    "--questions takes no game options, --stake, --remaining or --at (each line names them)")
            }
            let configuration = try game.flags.configuration()
            writeStdout(try CardRequest.answers(questionsFile: questions, configuration: configuration))
            return
        }
        guard let wager = stake.value else { throw InputError("--stake is required: the stake in minutes, at least 1") }
        guard wager >= 1 && wager <= 1_000_000 else { throw InputError("--stake must be 1…1000000, got \(wager)") }
        let held = moment.remaining ?? wager
        guard held >= 0 && held <= 1_000_000 else { throw InputError("--remaining must be 0…1000000, got \(held)") }
        let untilMidnight: Int
        if let at {
            guard let wall = PlayerCard.wallMinute(at) else {
                throw InputError("--at must be HH:MM (00:00…23:59), got \(at)")
            }
            untilMidnight = PlayerCard.minutesUntilMidnight(wallMinute: wall, day: day)
        } else {
            guard (0...CapMoment.mostMinutesUntilMidnight).contains(moment.untilMidnight) else {
                throw InputError(
                    "--until-midnight must be 0…\(CapMoment.mostMinutesUntilMidnight), got \(moment.untilMidnight)")
            }
            untilMidnight = moment.untilMidnight
        }
        let configuration = try game.flags.configuration()
        let chosen = try game.flags.configuredGame(in: configuration)
        guard
            let answer = PlayerCard.Answer(
                table: chosen.engine.outcomeTable, floor: configuration.returnFloor, wager: wager, remaining: held,
                untilMidnight: untilMidnight)
        else { throw InputError("no bet card for \(chosen.title)") }
        switch format {
        case .table:
            let when =
                at.map { "at \($0) on " + (day == .ordinary ? "an ordinary day" : "the \(day.rawValue) day") }
                ?? "\(untilMidnight) minutes before 23:59"
            writeStdout("\(chosen.title) \(when)\n" + answer.words)
        case .json:
            writeStdout(answer.json.jsonText() + "\n")
        }
    }
}

extension PlayerCard.DayKind: ExpressibleByArgument {}

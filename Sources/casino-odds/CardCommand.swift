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
            The card is the core's BetCard, the screen the app shows before a bet: whether the app \
            accepts it or why not (the base rule 1 <= wager <= minutes held, the gain rule, the return \
            floor, in the core's words), the chance to gain and to lose everything (exact fraction and \
            "1 in N", rounded up for a gain and down for losing everything), the minutes kept of every \
            100 (exact, and rounded down to 0.1 as the disclosure prints it), the largest gain now and \
            its chance, what the midnight cap cut, and the nearest accepted stakes below and above the \
            wager (within 1 and the minutes held; "none").

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
              casino-odds card --rows 16 --risk high --wager 10 --at 20:00 --holding 60
              casino-odds card --game crash --target 2.00 --wager 10 --at 01:30 --day 25h
              casino-odds card --questions questions.jsonl --format json
            """
    )

    @OptionGroup var game: GameOptions

    @Option(help: "The stake in minutes (at least 1).") var wager: Int?

    @Option(help: "The minutes held before the bet (default: the stake).") var holding: Int?

    @Option(help: ArgumentHelp("The time of day of the bet (default: 00:00).", valueName: "HH:MM")) var at: String =
        "00:00"

    @Option(help: "The day: ordinary, 23h (clocks spring forward at 02:00) or 25h (clocks fall back at 02:00).")
    var day: PlayerCard.DayKind = .ordinary

    @Option(help: ArgumentHelp("A file of questions, one JSON object a line (see above).", valueName: "file"))
    var questions: String?

    @Option(help: "Output format: table (words) or json.") var format: TableOrJSON = .table

    func run() throws {
        if let questions {
            var options = game.flags
            options.config = nil
            if options.anyGiven || wager != nil || holding != nil {
                throw InputError("--questions takes no game options, --wager or --holding (each line names them)")
            }
            let configuration = try game.flags.configuration()
            writeStdout(try CardRequest.answers(questionsFile: questions, configuration: configuration))
            return
        }
        guard let wager else { throw InputError("--wager is required: the stake in minutes, at least 1") }
        guard wager >= 1 && wager <= 1_000_000 else { throw InputError("--wager must be 1…1000000, got \(wager)") }
        let held = holding ?? wager
        guard held >= 0 && held <= 1_000_000 else { throw InputError("--holding must be 0…1000000, got \(held)") }
        guard let wall = PlayerCard.wallMinute(at) else {
            throw InputError("--at must be HH:MM (00:00…23:59), got \(at)")
        }
        let untilMidnight = PlayerCard.minutesUntilMidnight(wallMinute: wall, day: day)
        let configuration = try game.flags.configuration()
        let chosen = try game.flags.configuredGame(in: configuration)
        guard
            let answer = PlayerCard.Answer(
                table: chosen.engine.outcomeTable, floor: configuration.returnFloor, wager: wager, remaining: held,
                untilMidnight: untilMidnight)
        else { throw InputError("no bet card for \(chosen.title)") }
        switch format {
        case .table:
            writeStdout(
                "\(chosen.title) at \(at) on \(day == .ordinary ? "an ordinary day" : "the \(day.rawValue) day")\n"
                    + answer.words)
        case .json:
            writeStdout(answer.json.jsonText() + "\n")
        }
    }
}

extension PlayerCard.DayKind: ExpressibleByArgument {}

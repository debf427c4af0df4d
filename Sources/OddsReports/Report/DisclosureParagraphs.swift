import CasinoCore
import OddsLab

/// The fixed paragraphs of the disclosure, written once for `odds-disclosure.md` and the web page
/// (the browser test holds the page to every plain sentence of the Markdown).
enum DisclosureParagraphs {
    static let title = "Screen Time Casino: the odds, in plain words"

    static let intro = """
        Every game here is played with minutes of your screen time. This page says, for each game, \
        what a bet does to your minutes: how likely each result is, and how many of the minutes you bet \
        you keep on average. Every figure is worked out exactly from the game's rules, not estimated, \
        and then rounded against you, never in your favour: chances of winning (or of getting your bet \
        back) are rounded down, chances of losing are rounded up, "1 in N" for a win is rounded up, \
        and the minutes you keep are rounded down.
        """

    static let moment = """
        Each choice below says the largest prize it pays, what a bet keeps on average and what it can gain \
        now after the midnight cap. Whether the app takes a bet depends on the stake, the time and the \
        minutes you hold; the app answers that before every bet. Unless a sentence names another moment, \
        a figure is for a bet placed at 00:00 \
        with nothing left but the bet; later in the day the midnight cap can only lower what a win pays. \
        A rare result is one rarer than 1 in 1000; the part of a return it gives is what it pays back, so a \
        result that pays nothing gives nothing and is not counted among the rare results a choice names. \
        The same figures, with the exact fractions behind them, are in odds-disclosure.json, \
        disclosure.csv and disclosure-outcomes.csv; how they were checked is in fairness-report.md.
        """

    /// "Of the 271 choices you can make, 251 accept some bet from 1 to 120 minutes at 00:00; …"
    static func offerSummary(_ d: Disclosure) -> String {
        let none = d.choicesWithNoAcceptedWager
        return "Of the \(d.choices.count) choices you can make, \(d.choices.count - none.count) accept some bet "
            + "from \(Offer.standardWagers.lowerBound) to \(Offer.standardWagers.upperBound) minutes at 00:00"
            + (none.isEmpty ? "." : "; \(none.count) accept none, and say so below.")
    }

    static let rounding = """
        Wins are paid in whole minutes, always rounded down: a 1-minute bet at 1.50x pays back 1 minute. \
        So the smaller the bet, the more of it rounding takes; a large bet can lose to the midnight cap \
        instead. Minutes you keep of every 100 minutes bet at 00:00 holding only the bet, by bet size \
        (rounding and the midnight cap both counted; "refused" marks a bet the app does not take), next to \
        the return before rounding:
        """

    static let cap = """
        Your minutes can never reach past 23:59. A win is cut so that the minutes you have left after it \
        are no more than the minutes until 23:59; a win is never cut below nothing, so a win never costs \
        you minutes. Losses are never cut. So a win's room shrinks both as the day goes on and as you hold \
        more minutes: holding more minutes than remain until 23:59 leaves a win nothing to add. Minutes you \
        keep of every 100 bet on a 10-minute bet (rounding included), first by time of day with only the \
        bet held:
        """

    static let capHeld = "Then at 20:00 (239 minutes before 23:59), by the minutes you hold when you bet:"

    /// The rules a player needs before any bet, in general (the index page renders them too).
    static let rulesHeading = "What the app takes, and what a win pays"

    /// The gain rule (Docs/rules.md, "Every accepted bet can gain").
    static let gainRule = """
        The app takes a bet only if it can gain you at least a minute: at least one result must pay back \
        more than you bet, after wins are rounded down to whole minutes and after the midnight cap. A bet \
        whose best result only hands your bet back is refused (on 99 minutes, 1.01x pays back 99), and the \
        app names the smallest bet on the same choice that it would take.
        """

    /// Only a gain is celebrated (Docs/rules.md, "Every outcome has a kind").
    static let stakeBack = """
        A result that gives you back your bet, or part of it, is not a win, and the app does not celebrate \
        it: no win sound, no animation, no "You won". Only a result that leaves you with more minutes than \
        you bet is shown as a gain.
        """

    /// The cap, and what it means over the day (Docs/rules.md, "Budget, lock policy, cap").
    static let capRule = """
        A win never pays more than the minutes left until 23:59: after a win you never hold more minutes \
        than remain in the day. So what a prize pays depends on the time you bet and on the minutes you \
        hold: the same multiplier pays less late in the day, or when you already hold many minutes, than \
        at 00:00 holding only the bet. The results and their chances never depend on the time; what a win \
        pays can. Where the cap keeps a choice's top prize from ever being paid in full, its first line \
        below says so.
        """

    static let checkHeading = "How to check a round"

    /// What exists today (Docs/rng.md, "Seeding for production"): the commitment, the export, `verify`.
    static let howToCheck = [
        """
        Before your first round the app makes a secret 256-bit seed with your device's cryptographic \
        random generator and shows you its commitment, the seed's SHA-256 hash. Every result is drawn from \
        that seed at a position the app records with the round, so the app cannot later claim another \
        seed drew your rounds.
        """,
        """
        Exporting your history first retires the seed in use and commits to a new one, so the export \
        reveals only seeds that will draw no more rounds, each beside the commitment you were shown, \
        together with every round.
        """,
        """
        With the export, anyone can run casino-odds verify HISTORY.json (the tool in this repository): it \
        checks each revealed seed against its commitment, replays every round through the game's own code \
        at its recorded position, and checks the minutes each round paid, the midnight cap included. \
        Docs/rng.md and Docs/rules.md in the repository say how.
        """
    ]

    static let closed = """
        Your bet is recorded before a game starts. If the app is closed or killed while a game is in \
        progress (a Mines board with tiles already revealed included), the bet is lost: it counts as \
        losing the whole bet, once, the next time the app starts. A bet only ever changes the minutes \
        of the day it was placed on.
        """

    static let roundingRules = [
        "Chances of gaining, or of getting your bet back: rounded down to 3 significant digits.",
        "Chances of losing some or all of the bet: rounded up to 3 significant digits.",
        "\"1 in N\" for a gain: N rounded up; for a loss: N rounded down.",
        "Minutes you keep of every 100 bet: rounded down to 1 decimal.",
        "The part of a return that comes from rare results: rounded up to 1 decimal, but never above the return it is part of."
    ]

    /// "Crash 2.00x": a choice as a table row names it.
    static func choiceName(_ game: ConfiguredGame) -> String {
        "\(GameRegistry.descriptor(game.game).name) \(game.variant)"
    }
}

import SeededRuns
import CasinoCore
import OddsLab

/// The published odds disclosure as one model: `odds-disclosure.md` and `odds-disclosure.json`
/// are two views of it, so the app renders exactly what the page says.
///
/// Everything follows from the configuration and the plan: the floor and the offer (every choice
/// with its effective return at the disclosure's bet and its smallest accepted wager), every
/// choice's full multiplier table, floor rounding by wager size with the cap left out, and the cap
/// by time of day and by minutes held with rounding in. The as-of date is an input, never the clock.
struct Disclosure: Sendable {
    /// One choice: its multiplier table, its return at `wager` and what the floor accepts.
    struct Choice: Sendable {
        var game: ConfiguredGame
        /// Every outcome with its exact probability and multiplier (the game's paytable for this choice).
        var outcomes: [Outcome]
        /// The effective return of a `Disclosure.wager` bet at 00:00 with remaining = the bet.
        var effectiveReturn: EffectiveReturn?
        /// Whether the floor accepts that bet.
        var accepted: Bool
        /// The smallest wager 1…120 the floor accepts at 00:00, nil when none.
        var smallestAcceptedWager: Int?
        /// The common stakes (`Offer.commonStakes`) the floor accepts at 00:00.
        var acceptedCommonStakes: [Int]
        /// What the app's bet card shows for this choice (`ChoiceCards`); nil only for a table no
        /// validated configuration builds.
        var cards: ChoiceCards?
        /// The headline: the largest multiplier some accepted bet is paid in full, and whether the
        /// top one is cap-limited (`PaidInFull`): the first sentence says so when it is.
        var paidInFull: PaidInFull
        /// True when the configuration marks this choice cap-limited (`GameConfiguration.capLimited`).
        var markedCapLimited: Bool
    }

    /// One choice's effective return (rounding and the cap) at 00:00 holding only the stake, at each
    /// `roundingWagers` size, and whether the app accepts that bet.
    struct RoundingRow: Sendable {
        var game: ConfiguredGame
        var nominal: ExactFraction
        var rounded: [ExactFraction]
        var accepted: [Bool]
    }

    /// One choice's effective return (rounding and cap) at each moment of a cap table, and whether
    /// the app accepts that bet.
    struct CapRow: Sendable {
        var game: ConfiguredGame
        var returns: [ExactFraction]
        var accepted: [Bool]
    }

    /// The bet every "return" of the choices list is for: 10 minutes.
    static let wager = ReportPlan.disclosureWager
    /// The bet sizes of the rounding table.
    static let roundingWagers = [1, 2, 3, 5, 10, 15, 20, 30, 60, 120]
    /// The cap by time of day: a 10-minute bet with only the bet held (remaining = 10).
    static let capTimes: [BetMoment] = [1439, 719, 239, 119, 59, 29, 9, 0].map {
        BetMoment(remainingMinutes: nil, minutesUntilMidnight: $0)
    }
    /// The cap by minutes held: a 10-minute bet at 20:00 (239 minutes before 23:59) holding this many minutes.
    static let capHeld: [BetMoment] = [10, 30, 60, 120, 200, 239, 300].map {
        BetMoment(remainingMinutes: $0, minutesUntilMidnight: 239)
    }

    /// The tool that made it, the configuration's digest and the date the figures are stated for.
    var toolVersion: String
    var configurationDigest: String
    var asOf: String
    /// The configuration's floor.
    var floor: ReturnFloor
    /// Every choice a player can make, in configuration order.
    var choices: [Choice]
    /// The choices with no accepted wager 1…120 at 00:00.
    var choicesWithNoAcceptedWager: [ConfiguredGame]
    /// Floor rounding by wager size (cap not binding) for the typical choices.
    var rounding: [RoundingRow]
    /// The cap by time of day (`capTimes`) and by minutes held (`capHeld`), each game's default choice.
    var capByTime: [CapRow]
    var capByHeld: [CapRow]
    /// One worked example per game: a `wager`-minute bet at 00:00 on the game's default choice, or
    /// on its first choice that accepts that bet when the default does not (never a refused bet).
    var examples: [WagerOdds]
    /// Every offered choice over an ordinary day at the common stakes, holding only the bet
    /// (`DayAcceptance`: "10 minutes: accepted 00:00–17:59 (75 % of the day)").
    var day = DayAcceptance(games: [], floor: .defaults)
    /// The choices off the offer, each with why (`OffTheOffer`).
    var offTheOffer: [OffTheOffer] = []

    /// The disclosure of `plan`, from the offer of its configuration computed already
    /// (`Offer(configuration:)`, which the gate reads too) and its typical and default choices
    /// (`ReportPlan.disclosedGames()`, `simulatedGames()`), so none is computed twice.
    ///
    /// - Throws: `InputError` when an exact sum leaves 128-bit fractions (only for extreme custom
    ///   tables), in the analysis's own words.
    /// - Complexity: O(choices · 120 · outcomes).
    /// - Parameter control: a stop request ends the per-choice work early; the result is then
    ///   incomplete and must be discarded (`ReportModel` does).
    init(
        plan: ReportPlan, offer: Offer, typical: [ConfiguredGame], defaults: [ConfiguredGame],
        control: RunControl? = nil
    ) throws(InputError) {
        let configuration = plan.configuration
        toolVersion = plan.toolVersion
        configurationDigest = configuration.contentDigest
        asOf = plan.asOf
        floor = configuration.returnFloor
        let wager = Disclosure.wager
        choices = Disclosure.builtChoices(offer: offer, configuration: configuration, wager: wager, control: control)
        choicesWithNoAcceptedWager = offer.choicesWithNoAcceptedWager.map(\.game)
        let floor = configuration.returnFloor
        rounding = try Disclosure.roundingRows(typical, wager: wager, floor: floor)
        var byTime: [CapRow] = [], byHeld: [CapRow] = []
        for game in defaults {
            byTime.append(try Disclosure.capRow(game, Disclosure.capTimes, wager: wager, floor: floor))
            byHeld.append(try Disclosure.capRow(game, Disclosure.capHeld, wager: wager, floor: floor))
        }
        capByTime = byTime
        capByHeld = byHeld
        examples = try Disclosure.exampleOdds(choices, defaults: defaults, wager: wager)
        day = DayAcceptance(games: offer.choices.map(\.game), floor: floor)
        offTheOffer = OffTheOffer.of(configuration)
    }

    /// Each choice of the offer with its bet at `wager`, its cards and what the floor pays in full.
    private static func builtChoices(
        offer: Offer, configuration: GameConfiguration, wager: Int, control: RunControl?
    ) -> [Choice] {
        // A stop request (Ctrl-C) ends the per-choice work early: the caller then discards this
        // value (`ReportModel` throws `CommandInterrupted`), so a partial list is never published.
        var built: [Choice] = []
        for choice in offer.choices {
            if control?.isStopRequested == true { break }
            let bet = choice.bet(atWager: wager)
            built.append(
                Choice(
                    game: choice.game, outcomes: choice.game.engine.outcomeTable.outcomes,
                    effectiveReturn: bet?.effectiveReturn, accepted: bet?.accepted ?? false,
                    smallestAcceptedWager: choice.smallestAcceptedWager,
                    acceptedCommonStakes: choice.acceptedCommonStakes,
                    cards: Disclosure.cards(
                        of: choice.game.engine.outcomeTable, floor: configuration.returnFloor,
                        smallestAccepted: choice.smallestAcceptedWager),
                    paidInFull: PaidInFull(table: choice.game.engine.outcomeTable, floor: configuration.returnFloor),
                    markedCapLimited: configuration.isMarkedCapLimited(choice.game.title)))
        }
        return built
    }

    /// Each typical game's nominal RTP and its effective return and acceptance at every rounding wager.
    private static func roundingRows(
        _ typical: [ConfiguredGame], wager: Int, floor: ReturnFloor
    ) throws(InputError) -> [RoundingRow] {
        var roundingRows: [RoundingRow] = []
        for game in typical {
            let table = game.engine.outcomeTable
            let analysis = try ExactAnalysis(engine: game.engine, wagers: [wager])
            // The cap is in: "97.0 at 120 minutes" would be a return no 120-minute bet gets.
            var returns: [ExactFraction] = [], accepted: [Bool] = []
            for stake in Disclosure.roundingWagers {
                guard let effective = BetMoment.loosest.effectiveReturn(of: table, wager: stake) else {
                    throw InputError("cannot compute the effective return of \(game.title) at \(stake) minutes")
                }
                returns.append(effective.fraction)
                accepted.append(Offer.accepts(table, wager: stake, floor: floor, moment: .loosest))
            }
            roundingRows.append(
                RoundingRow(game: game, nominal: analysis.nominalRTP, rounded: returns, accepted: accepted))
        }
        return roundingRows
    }

    /// One game's effective return and acceptance at each of `moments`.
    private static func capRow(
        _ game: ConfiguredGame, _ moments: [BetMoment], wager: Int, floor: ReturnFloor
    ) throws(InputError) -> CapRow {
        var returns: [ExactFraction] = [], accepted: [Bool] = []
        for moment in moments {
            guard let effective = moment.effectiveReturn(of: game.engine.outcomeTable, wager: wager) else {
                throw InputError("cannot compute the effective return of \(game.title) \(moment)")
            }
            returns.append(effective.fraction)
            accepted.append(Offer.accepts(game.engine.outcomeTable, wager: wager, floor: floor, moment: moment))
        }
        return CapRow(game: game, returns: returns, accepted: accepted)
    }

    /// For each game, one accepted choice's odds at `wager`, its default configuration's when it is accepted.
    private static func exampleOdds(
        _ choices: [Choice], defaults: [ConfiguredGame], wager: Int
    ) throws(InputError) -> [WagerOdds] {
        var examples: [WagerOdds] = []
        for kind in GameRegistry.kinds {
            let accepted = choices.filter { $0.game.game == kind && $0.accepted }.map(\.game)
            guard let game = accepted.first(where: { defaults.contains($0) }) ?? accepted.first else { continue }
            examples.append(try WagerOdds(game: game, wager: wager))
        }
        return examples
    }

    /// The choices of one game.
    func choices(of game: GameKind) -> [Choice] { choices.filter { $0.game.game == game } }
}

extension GameConfiguration {
    /// A 16-hex-digit digest of what a player faces under this configuration: the return floor,
    /// Crash's target range, and every choice's outcome table (labels, exact probabilities,
    /// multipliers), in configuration order. Two configurations with the same digest offer the
    /// same bets at the same odds, whatever file (or the built-in defaults) they came from.
    var contentDigest: String {
        var text =
            "returnFloor \(returnFloor.perMillion)\ncrash \(crash.returnPPM) \(crash.minimumTarget.hundredths) \(crash.maximumTarget.hundredths)\n"
        let games = (try? configuredGames(for: GameSelection())) ?? []
        for game in games {
            text += game.title + "\n"
            for outcome in game.engine.outcomeTable.outcomes {
                text += "  \(outcome.label)\t\(outcome.probability)\t\(outcome.centi.hundredths)\n"
            }
        }
        return RunSpec.digest(of: Array(text.utf8))
    }
}

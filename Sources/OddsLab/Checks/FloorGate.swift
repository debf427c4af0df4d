import CasinoCore

/// The return floor as gate cases: exact checks, no statistics, so they add nothing to the
/// false-alarm budget.
///
/// `check` holds its own policy floor (`--return-floor`, 95 % by default), independent of the
/// configuration under test. For every choice the configuration offers and every wager 1…120 at
/// 00:00 with remaining = the wager (`Offer` under the configuration's own floor), per game:
/// - **floor decision**: the core's accept/refuse (`ReturnFloor.accepts`, what the coordinator
///   applies) agrees with the bet's exact effective return (`EffectiveReturn.fraction`) compared
///   with the configuration's floor as exact fractions — not through the core's own comparison
///   (`EffectiveReturn.meets`); `OfferTests` also sums the return from the previewed payouts;
/// - **policy floor**: no accepted bet returns less than the policy floor. A configuration whose
///   `returnFloor` is below the policy (0 turns it off) fails here, naming its worst accepted bets.
///
/// And the offer's honesty (Docs/rules.md, "Every accepted bet can gain" and "The app accepts only
/// what is disclosed"), per game, exactly:
/// - **gain rule**: no bet the core accepts (`Offer.accepts`) at any moment of `BetMoment.grid` and
///   any stake of `gainStakes` lacks an outcome whose previewed delta is at least +1 minute — under
///   the configuration's floor, and with the floor off (the base and gain rules alone), so a floor
///   that refuses the bet anyway cannot hide a gain rule that would take it;
/// - **offered choice**: every choice is accepted at some stake of the offer (1…120 and the common
///   stakes at 00:00): a choice refused at every stake fails, named, instead of silently leaving the gate;
/// - **open half the day**: every choice is accepted at some common stake (1, 5, 10, 15, 20, 30, 60,
///   120 minutes) for at least half of an ordinary day, holding only the bet (`DayAcceptance`, the
///   core's decision at every minute): a choice that is not fails, named with its best stake and share;
/// - **nominal return**: no choice returns more than 100 % nominal (the configuration reader
///   refuses such a file already; this holds configurations built in code to the same rule);
/// - **disclosed choices**: the choices the core accepts (every option value the game allows, built
///   as the app builds it) are exactly the ones the disclosure lists (`configuredGames`);
/// - **attainable prize**: every choice's top multiplier is paid in full (not cut by the midnight
///   cap) on some bet the core accepts — a stake 1…1440 at some moment of the ordinary, 23- or
///   25-hour day (`PaidInFull`) — unless the configuration marks the choice cap-limited
///   (`GameConfiguration.capLimited`), and then the disclosure's first line says the cap cuts it.
package struct FloorGate: Sendable {
    /// One game's two checks.
    package struct GameResult: Sendable {
        package var game: GameKind
        /// Choices of the game and bets looked at.
        var choices: Int
        var bets: Int
        /// Bets the core accepted.
        var accepted: Int
        /// Bets where the core's decision differs from the exact return against the configuration's floor.
        var disagreements: [WorstBet]
        /// Accepted bets returning less than the policy floor, worst first.
        var belowPolicy: [WorstBet]
        /// Bets looked at over the moment grid for the gain rule, and how many have no outcome that gains.
        var gridBets: Int = 0
        var gridWithoutGain: Int = 0
        /// Accepted bets (over the moment grid) with no outcome that gains, as `"choice, wager W, moment"`.
        var acceptedWithoutGain: [String] = []
        /// Choices accepted at no stake of the offer.
        var refusedAtEveryStake: [String] = []
        /// Choices with no common stake accepted for half an ordinary day holding only the bet, each
        /// with its best stake and share (`DayAcceptance`).
        var notOpenHalfTheDay: [String] = []
        /// Choices whose nominal return is above 100 % (or cannot be summed exactly), with it.
        var aboveFullReturn: [String] = []
        /// Choices the core accepts that the disclosure does not list, and the reverse.
        var acceptedNotDisclosed: [String] = []
        var disclosedNotAccepted: [String] = []
        /// Option values tried for the disclosure check, and whether every allowed value was tried.
        var optionValuesTried: Int = 0
        var optionValuesExhaustive: Bool = true
        /// Cap-limited choices (`PaidInFull.isCapLimited`) the configuration marks, and those it does not.
        var markedCapLimited: [String] = []
        var unmarkedCapLimited: [String] = []
    }

    /// A bet named in a failure: the choice, the wager and its exact return.
    struct WorstBet: Hashable, Sendable, CustomStringConvertible {
        var choice: String
        var wager: Int
        var effectiveReturn: ExactFraction
        var accepted: Bool

        /// `"mines 12 mines 13 reveals, wager 10: returns 0.003 %"` (rounded down).
        var description: String {
            "\(choice), wager \(wager): returns \(FloorGate.percentDown(effectiveReturn)) %"
                + (accepted ? "" : " (refused)")
        }
    }

    /// The floor `check` holds configurations to when `--return-floor` is left out.
    static let defaultPolicyFloor = ReturnFloor.defaults
    /// How many bets a failure names.
    static let namedBets = 5

    /// The policy floor.
    package var policyFloor: ReturnFloor
    /// The offer checked (the configuration's floor, 1…120 and the common stakes, at 00:00).
    package var offer: Offer
    /// One result per game, in `GameKind` order (games with no choice left out).
    package var results: [GameResult]

    /// The moments the gain rule is checked at (`BetMoment.grid`).
    var gainMoments: [BetMoment]
    /// The stakes the gain rule is checked at.
    var gainStakes: ClosedRange<Int>

    /// Checks every choice of `configuration` against `policyFloor`, and the offer's honesty.
    ///
    /// - Parameter gainStakes: the stakes the gain rule is checked at, at every moment of the grid
    ///   (1…120 by default, the offer's; a test widens it to a whole day, 1…1440).
    /// - Throws: `ConfigurationError` when a choice cannot be built, `InputError` when a return
    ///   cannot be summed exactly.
    /// - Complexity: O(choices · (wagers · outcomes + grid · gainStakes · outcomes)), plus one core
    ///   build per allowed option value (Crash: every hundredth of its target range).
    init(
        configuration: GameConfiguration, policyFloor: ReturnFloor = FloorGate.defaultPolicyFloor,
        gainStakes: ClosedRange<Int> = Offer.standardWagers
    ) throws {
        try self.init(
            configuration: configuration, offer: try Offer(configuration: configuration), policyFloor: policyFloor,
            gainStakes: gainStakes)
    }

    /// Checks `offer`, the offer of `configuration` computed already (`Offer(configuration:)`, which
    /// the suite and the disclosure read too), so it is not computed twice.
    package init(
        configuration: GameConfiguration, offer: Offer, policyFloor: ReturnFloor = FloorGate.defaultPolicyFloor,
        gainStakes: ClosedRange<Int> = Offer.standardWagers
    ) throws {
        self.policyFloor = policyFloor
        self.gainMoments = BetMoment.grid
        self.gainStakes = gainStakes
        self.offer = offer
        let configured = offer.floor.fraction
        let policy = policyFloor.fraction
        var results: [GameResult] = []
        for game in GameRegistry.kinds {
            let choices = offer.choices.filter { $0.game.game == game }
            guard !choices.isEmpty else { continue }
            var result = GameResult(
                game: game, choices: choices.count, bets: 0, accepted: 0, disagreements: [], belowPolicy: [])
            for choice in choices {
                for bet in choice.bets {
                    guard let exact = bet.effectiveReturn?.fraction else {
                        throw InputError.exactOverflow("effective return of \(choice.game.title) at \(bet.wager) min")
                    }
                    let named = WorstBet(
                        choice: choice.game.title, wager: bet.wager, effectiveReturn: exact, accepted: bet.accepted)
                    result.bets += 1
                    if bet.accepted { result.accepted += 1 }
                    let gains = FloorGate.previewGains(
                        choice.game.engine.outcomeTable, wager: bet.wager, moment: offer.moment)
                    let shouldAccept = (offer.floor.isOff || exact >= configured) && gains
                    if bet.accepted != shouldAccept { result.disagreements.append(named) }
                    if bet.accepted && !policyFloor.isOff && exact < policy { result.belowPolicy.append(named) }
                }
            }
            for choice in choices {
                let table = choice.game.engine.outcomeTable
                let reach = PaidInFull(table: table, floor: offer.floor)
                if reach.isCapLimited {
                    let named =
                        "\(choice.game.title) (tops at \(reach.top), "
                        + (reach.headline.map { "no accepted bet is paid more than \($0) in full" }
                            ?? "no accepted bet is paid a gain in full")
                        + ")"
                    if configuration.isMarkedCapLimited(choice.game.title) {
                        result.markedCapLimited.append(named)
                    } else {
                        result.unmarkedCapLimited.append(named)
                    }
                }
                if choice.hasNoAcceptedWager { result.refusedAtEveryStake.append(choice.game.title) }
                let day = DayAcceptance.cells(of: table, floor: offer.floor)
                if !DayAcceptance.isPlayable(day) {
                    let best = DayAcceptance.best(of: day)
                    result.notOpenHalfTheDay.append(
                        "\(choice.game.title) (best: "
                            + (best.map {
                                "\($0.stake) min, \($0.minutesAccepted) of \(DayAcceptance.dayMinutes) minutes = \($0.percentText)"
                            }
                                ?? "none") + ")")
                }
                if let nominal = table.nominalReturn {
                    if nominal > .one {
                        result.aboveFullReturn.append(
                            "\(choice.game.title) (\(FloorGate.percentDown(nominal)) %)")
                    }
                } else {
                    result.aboveFullReturn.append("\(choice.game.title) (a nominal return too large to sum)")
                }
                let centis = table.centis
                for moment in gainMoments {
                    for wager in gainStakes {
                        result.gridBets += 1
                        // Only a bet without a gain can break the rule: ask the core about those alone.
                        if FloorGate.settledGains(centis, wager: wager, moment: moment) { continue }
                        result.gridWithoutGain += 1
                        if Offer.accepts(table, wager: wager, floor: offer.floor, moment: moment) {
                            result.acceptedWithoutGain.append("\(choice.game.title), wager \(wager), \(moment)")
                        } else if Offer.accepts(table, wager: wager, floor: .off, moment: moment) {
                            // The floor refused it, but the gain rule alone must too: a floor can hide a
                            // gain rule that lets a bet through (a no-gain bet returns at most 1 / its
                            // top multiplier, under 95 % unless that is 1.02x or less).
                            result.acceptedWithoutGain.append(
                                "\(choice.game.title), wager \(wager), \(moment) (by the gain rule, the floor off)")
                        }
                    }
                }
            }
            let disclosed = Set(choices.map(\.game.title))
            let accepted = FloorGate.acceptedChoices(of: game, in: configuration)
            result.optionValuesTried = accepted.tried
            result.optionValuesExhaustive = accepted.exhaustive
            result.acceptedNotDisclosed = accepted.titles.filter { !disclosed.contains($0) }
            let acceptedSet = Set(accepted.titles)
            result.disclosedNotAccepted = choices.map(\.game.title).filter { !acceptedSet.contains($0) }
            result.belowPolicy.sort {
                $0.effectiveReturn != $1.effectiveReturn
                    ? $0.effectiveReturn < $1.effectiveReturn
                    : ($0.choice, $0.wager) < ($1.choice, $1.wager)
            }
            results.append(result)
        }
        self.results = results
    }

    /// Every accepted bet, in every game, returning less than the policy floor, worst first.
    var acceptedBelowPolicy: [WorstBet] {
        results.flatMap(\.belowPolicy).sorted {
            $0.effectiveReturn != $1.effectiveReturn
                ? $0.effectiveReturn < $1.effectiveReturn
                : ($0.choice, $0.wager) < ($1.choice, $1.wager)
        }
    }

    /// True when every check passes for every game.
    var passed: Bool { items(firstCaseIndex: 0).allSatisfy { $0.verdict != .fail } }

    /// True when some outcome of `table` changes the minutes by at least +1 on a `wager`-minute bet at
    /// `moment`: the gain rule judged from the previewed payouts (what the engine pays), not through
    /// `GainRule`.
    static func previewGains(_ table: OutcomeTable, wager: Int, moment: BetMoment) -> Bool {
        settledGains(table.centis, wager: wager, moment: moment)
    }

    /// The same, from the multipliers alone: each settled as the preview and the engine settle a
    /// round (`WagerPreview.settle`: the floor payout, then the cap).
    static func settledGains(_ centis: [Centi], wager: Int, moment: BetMoment) -> Bool {
        guard wager >= 1 else { return false }
        let remaining = moment.remainingMinutes(forWager: wager)
        return centis.contains { centi in
            WagerPreview.settle(
                centi: centi, wager: wager, remainingMinutes: remaining,
                minutesUntilMidnight: moment.minutesUntilMidnight
            ).capped.deltaMinutes > 0
        }
    }

    /// The most Crash targets the disclosure check builds one by one; a wider range is checked at
    /// every offered target, its neighbours a hundredth either side and the range's ends.
    static let exhaustiveTargetLimit = 1_000_000

    /// The titles of every choice of `game` the core accepts under `configuration`: every option value
    /// the game allows (Crash: every hundredth of `minimumTarget…maximumTarget`; Plinko: rows 8…16 ×
    /// risk; Mines: every m × k; Slots: the machine), built as the app builds it
    /// (`configuredGame(for:)`), kept when the build succeeds.
    static func acceptedChoices(of game: GameKind, in configuration: GameConfiguration) -> (
        titles: [String], tried: Int, exhaustive: Bool
    ) {
        // A game without its option space (`LabGameEngine`'s default) is checked on its disclosed
        // choices only (not exhaustive).
        let descriptor = GameRegistry.descriptor(game)
        guard let accepted = descriptor.engineType.acceptedSelections(in: configuration) else {
            let disclosed = (try? descriptor.disclosedChoices(configuration)) ?? []
            return (disclosed.map(\.title), disclosed.count, false)
        }
        let (selections, exhaustive) = accepted
        let titles = selections.compactMap { selection -> String? in
            try? configuration.configuredGame(for: selection).title
        }
        return (titles, selections.count, exhaustive)
    }

    /// The checks as gate items: two per game, numbered from `firstCaseIndex`.
    func items(firstCaseIndex: Int) -> [CheckItem] {
        var items: [CheckItem] = []
        let moment = offer.moment
        for (i, result) in results.enumerated() {
            let title =
                "return floor: \(result.game), \(result.choices) choices × wagers \(offer.wagers.first ?? 0)…\(offer.wagers.last ?? 0), \(moment)"
            let decided =
                result.disagreements.isEmpty
                ? "the core's decision agrees with the exact return against the configuration floor (\(offer.floor)) on all \(result.bets) bets (\(result.accepted) accepted)"
                : "\(result.disagreements.count) of \(result.bets) bets decided against their exact return: "
                    + result.disagreements.prefix(FloorGate.namedBets).map(\.description).joined(separator: "; ")
            items.append(
                CheckItem(
                    caseIndex: firstCaseIndex + i, caseTitle: title, kind: .floorDecision,
                    verdict: result.disagreements.isEmpty ? .pass : .fail, pValue: nil, adjustedPValue: nil,
                    detail: decided))
            let policy =
                result.belowPolicy.isEmpty
                ? "all \(result.accepted) accepted bets return at least the \(policyFloor) policy floor"
                : "\(result.belowPolicy.count) of \(result.accepted) accepted bets return less than the \(policyFloor) policy floor "
                    + "(configuration floor \(offer.floor)); worst: "
                    + result.belowPolicy.prefix(FloorGate.namedBets).map(\.description).joined(separator: "; ")
            items.append(
                CheckItem(
                    caseIndex: firstCaseIndex + i, caseTitle: title, kind: .policyFloor,
                    verdict: result.belowPolicy.isEmpty ? .pass : .fail, pValue: nil, adjustedPValue: nil,
                    detail: policy))
            func exact(_ kind: CheckKind, _ title: String, _ failures: [String], pass: String, fail: String) {
                let named = failures.prefix(FloorGate.namedBets).joined(separator: "; ")
                items.append(
                    CheckItem(
                        caseIndex: firstCaseIndex + i, caseTitle: title, kind: kind,
                        verdict: failures.isEmpty ? .pass : .fail, pValue: nil, adjustedPValue: nil,
                        detail: failures.isEmpty ? pass : "\(failures.count) \(fail): \(named)"))
            }
            exact(
                .gainRule,
                "gain rule: \(result.game), \(result.choices) choices × stakes \(gainStakes.lowerBound)…\(gainStakes.upperBound) "
                    + "× \(gainMoments.count) moments (00:00, 12:00, 20:00, 23:00, 23:30 × held = the stake, 30, 60, 120)",
                result.acceptedWithoutGain,
                pass:
                    "the core refuses all \(result.gridWithoutGain) of the \(result.gridBets) bets that have no outcome that gains",
                fail: "accepted bets have no outcome that gains")
            exact(
                .offeredChoice,
                "offered choices: \(result.game), \(result.choices) choices × wagers \(wagerRange), \(moment)",
                result.refusedAtEveryStake,
                pass: "every choice is accepted at some stake",
                fail: "choices are refused at every stake (offered in name only)")
            exact(
                .playableDay,
                "open half the day: \(result.game), \(result.choices) choices × stakes "
                    + DayAcceptance.commonStakes.map(String.init).joined(separator: ", ")
                    + " × every minute of an ordinary day, holding only the bet",
                result.notOpenHalfTheDay,
                pass: "every choice is accepted at some common stake for at least half the day",
                fail: "choices are accepted at no common stake for half the day")
            exact(
                .nominalReturn, "nominal return: \(result.game), \(result.choices) choices", result.aboveFullReturn,
                pass: "no choice returns more than 100 % nominal",
                fail: "choices return more than 100 % nominal")
            let tried =
                "\(result.optionValuesTried) option values \(result.optionValuesExhaustive ? "(all allowed)" : "(offered ones, their neighbours and the range's ends)")"
            exact(
                .disclosedChoices, "disclosed choices: \(result.game), \(tried)",
                result.acceptedNotDisclosed.map { "\($0) accepted, not disclosed" }
                    + result.disclosedNotAccepted.map { "\($0) disclosed, not accepted" },
                pass: "the \(result.choices) choices the core accepts are exactly the disclosed ones",
                fail: "choices differ between what the core accepts and what is disclosed")
            exact(
                .attainablePrize,
                "attainable prize: \(result.game), \(result.choices) choices × stakes \(PaidInFull.stakes.lowerBound)…"
                    + "\(PaidInFull.stakes.upperBound) at every moment of the ordinary, 23- and 25-hour days",
                result.unmarkedCapLimited,
                pass: result.markedCapLimited.isEmpty
                    ? "every choice's top prize is paid in full on some accepted bet"
                    : "every choice's top prize is paid in full on some accepted bet, but \(result.markedCapLimited.count) "
                        + "marked cap-limited (the page says so first): "
                        + result.markedCapLimited.prefix(FloorGate.namedBets).joined(separator: "; "),
                fail: "choices advertise a top prize no accepted bet is paid in full and are not marked cap-limited "
                    + "(configuration `capLimited`)")
        }
        return items
    }

    /// `"1…120"`: the offer's wager range.
    var wagerRange: String { "\(offer.wagers.first ?? 0)…\(offer.wagers.last ?? 0)" }

    /// `"0.003"`: a return in percent, three decimals, rounded down (against the player).
    static func percentDown(_ fraction: ExactFraction) -> String {
        // Exact: floor(fraction · 100 000) / 1000, in integers.
        let scaled = fraction.numerator.multipliedFullWidth(by: 100_000)
        let q = fraction.denominator.dividingFullWidth(scaled).quotient
        let whole = q / 1000, rest = q % 1000
        let restText = String(rest)
        return "\(whole)." + String(repeating: "0", count: 3 - restText.count) + restText
    }
}

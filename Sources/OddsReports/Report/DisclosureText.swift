import CasinoCore
import OddsLab

/// The words and figures of the disclosure that both of its views print — `odds-disclosure.md`
/// and `odds-disclosure.json` — so the two say the same thing.
///
/// Returns are printed as minutes kept of every 100 bet, rounded down to one decimal (against the
/// player); the JSON also carries every exact fraction.
enum DisclosureText {
    static func floorParagraph(_ d: Disclosure) -> String {
        if d.floor.isOff {
            return """
                This configuration sets no return floor: the app accepts any bet from 1 minute up to what you have \
                left, however little it returns after rounding and the midnight cap.
                """
        }
        return """
            The return floor is \(d.floor). The app accepts a bet only if, on average, it gives back at least \
            \(keptFloor(d.floor)) of every 100 minutes you bet, counting the rounding of wins to whole minutes and \
            the midnight cap for the minutes you hold at that moment. Before every bet the app shows what you keep \
            on average; a bet below the floor is refused, and the app tells you the smallest bet on the same \
            choice that it would accept right now, or that none would.
            """
    }

    static let independence = """
        Every round is independent: no result depends on earlier rounds, on the time, or on how much you have \
        won or lost. A round's outcome is drawn once, from the app's random number generator, right after your \
        bet is recorded and before anything is shown (the crash point, where the ball lands, where the mines \
        are, where the reels stop); nothing you do during the round changes it, and closing the app loses the bet.
        """

    /// How the disclosure's returns are rounded, in the JSON and the web page.
    static let roundingNote =
        "minutes kept of every 100 bet are rounded down to 0.1; exact fractions are given alongside"

    static let responsiblePlay =
        "These games spend your screen time: set a budget you are happy to lose, and stop when it is gone."

    /// `"95"` for 95 %, `"95.5"` for 95.5 %: the floor as minutes of every 100.
    static func keptFloor(_ floor: ReturnFloor) -> String {
        let text = floor.description
        return text.hasSuffix(" %") ? String(text.dropLast(2)) : text
    }

    /// Minutes kept of every 100 bet, rounded down to one decimal; `"n/a"` when not computable.
    static func kept(_ fraction: ExactFraction?) -> String {
        fraction.map { NumberFormat.percent($0, places: 1, rounding: .down) } ?? "n/a"
    }

    /// `"5, 10–120"` or `"none"`.
    static func wagers(_ list: [Int]) -> String { OfferText.wagerRuns(list) }

    /// `"1.50x"`.
    static func multiplier(_ centi: Centi) -> String { centi.description }

    /// A probability rounded to 3 significant digits, down (a chance of gaining) or up (of losing).
    /// A chance of losing below 1 never shows as "100" (99.903 % is 99.91, not a certain loss).
    static func chance(_ p: ExactFraction, paysMore: Bool) -> String {
        paysMore ? ReportFigures.gainPercent(p) : ReportFigures.lossPercent(p)
    }
}

/// `odds-disclosure.json`: the disclosure, machine-readable, for the app to render.
enum DisclosureJSON {
    static func text(_ d: Disclosure) -> String {
        func fraction(_ f: ExactFraction?) -> JSONValue { f.map { .string($0.description) } ?? .null }
        func number(_ n: Int?) -> JSONValue { n.map { .number(String($0)) } ?? .null }
        let choices: [JSONValue] = d.choices.map { c in
            .object(pairs: [
                ("game", .string(c.game.game.rawValue)),
                ("variant", .string(c.game.variant)),
                (
                    "options",
                    .object(pairs: c.game.options.keys.sorted().map { ($0, .string(c.game.options[$0] ?? "")) })
                ),
                ("effectiveReturnAtWager", fraction(c.effectiveReturn?.fraction)),
                ("keptPer100AtWager", .string(DisclosureText.kept(c.effectiveReturn?.fraction))),
                ("acceptedAtWager", .bool(c.accepted)),
                ("smallestAcceptedWager", number(c.smallestAcceptedWager)),
                ("acceptedCommonStakes", .array(c.acceptedCommonStakes.map { .number(String($0)) })),
                (
                    "outcomes",
                    .array(
                        c.outcomes.map { o in
                            .object(pairs: [
                                ("label", .string(o.label)), ("probability", .string(o.probability.description)),
                                ("centi", .number(String(o.centi.hundredths))),
                                ("multiplier", .string(o.centi.description)),
                                (
                                    "chancePercent",
                                    .string(DisclosureText.chance(o.probability, paysMore: o.centi.hundredths > 100))
                                )
                            ])
                        })
                )
            ])
        }
        func capRows(_ rows: [Disclosure.CapRow], _ moments: [BetMoment]) -> JSONValue {
            .object(pairs: [
                (
                    "moments",
                    .array(
                        moments.map { m in
                            .object(pairs: [
                                ("clockTime", m.clockTime.map { .string($0) } ?? .null),
                                ("minutesUntilMidnight", .number(String(m.minutesUntilMidnight))),
                                ("remainingMinutes", m.remainingMinutes.map { .number(String($0)) } ?? .string("wager"))
                            ])
                        })
                ),
                (
                    "rows",
                    .array(
                        rows.map { r in
                            .object(pairs: [
                                ("choice", .string(r.game.title)),
                                ("effectiveReturns", .array(r.returns.map { .string($0.description) })),
                                ("keptPer100", .array(r.returns.map { .string(DisclosureText.kept($0)) }))
                            ])
                        })
                )
            ])
        }
        let root: JSONValue = .object(pairs: [
            ("toolVersion", .string(d.toolVersion)),
            ("configurationDigest", .string(d.configurationDigest)),
            ("asOf", .string(d.asOf)),
            ("returnFloorPPM", .number(String(d.floor.perMillion))),
            ("returnFloor", .string(DisclosureText.floorParagraph(d))),
            ("independence", .string(DisclosureText.independence)),
            ("responsiblePlay", .string(DisclosureText.responsiblePlay)),
            ("wager", .number(String(Disclosure.wager))),
            ("moment", .string(BetMoment.loosest.description)),
            ("rounding", .string(DisclosureText.roundingNote)),
            ("choices", .array(choices)),
            ("choicesAcceptingSomeWager", .number(String(d.choices.count - d.choicesWithNoAcceptedWager.count))),
            ("choicesWithNoAcceptedWager", .array(d.choicesWithNoAcceptedWager.map { .string($0.title) })),
            (
                "floorRounding",
                .object(pairs: [
                    ("wagers", .array(Disclosure.roundingWagers.map { .number(String($0)) })),
                    (
                        "rows",
                        .array(
                            d.rounding.map { r in
                                .object(pairs: [
                                    ("choice", .string(r.game.title)),
                                    ("nominalReturn", .string(r.nominal.description)),
                                    ("nominalKeptPer100", .string(DisclosureText.kept(r.nominal))),
                                    ("roundedReturns", .array(r.rounded.map { .string($0.description) })),
                                    ("keptPer100", .array(r.rounded.map { .string(DisclosureText.kept($0)) }))
                                ])
                            })
                    )
                ])
            ),
            ("capByTimeOfDay", capRows(d.capByTime, Disclosure.capTimes)),
            ("capByMinutesHeld", capRows(d.capByHeld, Disclosure.capHeld))
        ])
        return root.jsonText() + "\n"
    }
}

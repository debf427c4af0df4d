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
        Every round is independent: no round's result depends on earlier rounds, on the time, or on how much \
        you have won or lost; only what a win pays can depend on the time, through the midnight cap. A round's outcome is drawn once, from the app's random number generator, right after your \
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

    /// An outcome's chance rounded to 3 significant digits against the player: down for an outcome
    /// that pays at least the bet back (a gain, or the bet back: 7/64 is 10.9, not 11.0), up for one
    /// that loses. A chance of losing below 1 never shows as "100" (99.903 % is 99.91).
    static func chance(_ p: ExactFraction, paying centi: Centi) -> String {
        centi.hundredths >= 100 ? ReportFigures.gainPercent(p) : ReportFigures.lossPercent(p)
    }

    /// A chance the player hopes for: `"48.5 % of the time (1 in 2.07)"`, the percentage rounded
    /// down and N up, so it never looks likelier than it is.
    static func gainChance(_ c: BetCard.Chance) -> String {
        ReportFigures.gainPercent(c.probability) + " % of the time"
            + (ReportFigures.gainOneIn(c.probability).map { " (1 in \($0))" } ?? "")
    }

    /// A chance of losing in words, 3 significant digits rounded up as the page promises: a chance
    /// above 99.9 % but short of certain, which 3 digits would round up to a certain "100", reads
    /// "more than 99.9" (the JSON's and the CSVs' figures keep the extra digit: 99.91).
    static func lossPercentInWords(_ p: ExactFraction) -> String {
        p < .one && NumberFormat.percent(p, significantDigits: 3, rounding: .up).hasPrefix("100")
            ? "more than 99.9" : ReportFigures.lossPercent(p)
    }

    /// An outcome's chance in a sentence: `chance`, with `lossPercentInWords` for one that loses.
    static func chanceInWords(_ p: ExactFraction, paying centi: Centi) -> String {
        centi.hundredths >= 100 ? ReportFigures.gainPercent(p) : lossPercentInWords(p)
    }

    /// A chance the player fears: `"51.5 % of the time (1 in 1.94)"`, the percentage rounded up and
    /// N down, so it never looks rarer than it is.
    static func lossChance(_ c: BetCard.Chance) -> String {
        lossPercentInWords(c.probability) + " % of the time"
            + (ReportFigures.lossOneIn(c.probability).map { " (1 in \($0))" } ?? "")
    }

    /// Minutes kept of every 100 (`kept`), with " (refused)" for a bet the app does not take.
    static func keptOrRefused(_ fraction: ExactFraction, _ accepted: Bool) -> String {
        kept(fraction) + (accepted ? "" : " (refused)")
    }

    /// "If you bet 10 minutes on 2.00x: you win 10 minutes with probability 48.5 % (1 in 2.07); …":
    /// one game's worked example (`Disclosure.examples`, always a bet the app accepts).
    static func example(_ odds: WagerOdds) -> String {
        let f = DisclosureFigures(odds)
        var parts: [String] = []
        let gains = odds.changes.filter { $0.deltaMinutes > 0 }
        if gains.count == 1, let gain = gains.first {
            let c = ChangeFigures(gain, wager: odds.wager)
            parts.append(
                "you win \(DisclosureSentences.minutes(gain.deltaMinutes))"
                    + (gain.capApplied ? " (cut by the midnight cap)" : "")
                    + " with probability \(c.percent) % (1 in \(c.oneIn ?? ""))")
        } else if !gains.isEmpty {
            parts.append(
                "you win something with probability \(f.gain) % (1 in \(f.gainOneIn ?? "")), "
                    + "at most \(DisclosureSentences.minutes(f.largestWin))"
                    + (f.largestWinCapped ? " (cut by the midnight cap)" : ""))
        }
        if odds.evenProbability.numerator > 0 {
            parts.append("you get your \(odds.wager) minutes back and nothing more with probability \(f.even) %")
        }
        let all = DisclosureSentences.minutes(odds.wager)
        if odds.changes.contains(where: { $0.deltaMinutes < 0 && $0.deltaMinutes > -odds.wager }) {
            parts.append("you lose part or all of your bet with probability \(f.loss) %")
            parts.append(
                odds.wholeLossProbability.numerator > 0
                    ? "all \(all) with probability \(f.wholeLoss) %" : "never all \(all)")
        } else {
            parts.append("you lose \(all) with probability \(f.wholeLoss) %")
        }
        parts.append("on average you keep \(f.kept) of every 100 minutes you bet")
        return "If you bet \(all) on \(odds.game.variant): " + parts.joined(separator: "; ") + "."
    }

    /// "1 in N" for a result the player hopes for, N rounded up.
    static func gainOneIn(_ p: ExactFraction) -> String { ReportFigures.gainOneIn(p) ?? "never" }

    /// The part of every 100 minutes returned that rests on rare results, 1 decimal, rounded up
    /// (the reliance on luck never looks smaller than it is) — but never above the return it is part
    /// of as printed (`kept(total)`, rounded down): a share is never larger than its total.
    static func rareShare(_ share: ExactFraction, of total: ExactFraction) -> String {
        let up = NumberFormat.percent(share, places: 1, rounding: .up), whole = kept(total)
        return tenths(up) > tenths(whole) ? whole : up
    }

    /// `"13.9"` → 139: a one-decimal figure in tenths, for comparing two printed figures.
    static func tenths(_ text: String) -> Int {
        let parts = text.split(separator: ".")
        return (Int(parts.first ?? "") ?? 0) * 10 + (parts.count > 1 ? Int(parts[1].prefix(1)) ?? 0 : 0)
    }
}

/// `odds-disclosure.json`: the disclosure, machine-readable, for the app to render; its schema is
/// `DisclosureFile`.
enum DisclosureJSON {
    static func text(_ d: Disclosure) -> String {
        JSONTreeEncoder.encode(file(d)).jsonText() + "\n"
    }

    static func file(_ d: Disclosure) -> DisclosureFile {
        DisclosureFile(
            toolVersion: d.toolVersion, configurationDigest: d.configurationDigest, asOf: d.asOf,
            returnFloorPPM: d.floor.perMillion, returnFloor: DisclosureText.floorParagraph(d),
            independence: DisclosureText.independence, responsiblePlay: DisclosureText.responsiblePlay,
            wager: Disclosure.wager, moment: BetMoment.loosest.description, rounding: DisclosureText.roundingNote,
            offerSummary: DisclosureParagraphs.offerSummary(d), choices: d.choices.map { choice($0, floor: d.floor) },
            choicesAcceptingSomeWager: d.choices.count - d.choicesWithNoAcceptedWager.count,
            choicesWithNoAcceptedWager: d.choicesWithNoAcceptedWager.map(\.title),
            floorRounding: DisclosureFile.FloorRounding(
                wagers: Disclosure.roundingWagers,
                rows: d.rounding.map { r in
                    DisclosureFile.RoundingRow(
                        choice: DisclosureParagraphs.choiceName(r.game), nominalReturn: r.nominal.description,
                        nominalKeptPer100: DisclosureText.kept(r.nominal),
                        effectiveReturns: r.rounded.map(\.description), keptPer100: r.rounded.map(DisclosureText.kept),
                        accepted: r.accepted)
                }),
            examples: d.examples.map { e in
                DisclosureFile.Example(
                    game: e.game.game.rawValue, variant: e.game.variant, sentence: DisclosureText.example(e))
            },
            capByTimeOfDay: capTable(d.capByTime, Disclosure.capTimes),
            capByMinutesHeld: capTable(d.capByHeld, Disclosure.capHeld))
    }

    static func choice(_ c: Disclosure.Choice, floor: ReturnFloor) -> DisclosureFile.Choice {
        DisclosureFile.Choice(
            game: c.game.game.rawValue, variant: c.game.variant,
            options: OrderedMembers(c.game.options.keys.sorted().map { ($0, c.game.options[$0] ?? "") }),
            effectiveReturnAtWager: c.effectiveReturn?.fraction.description,
            keptPer100AtWager: DisclosureText.kept(c.effectiveReturn?.fraction), acceptedAtWager: c.accepted,
            smallestAcceptedWager: c.smallestAcceptedWager, acceptedCommonStakes: c.acceptedCommonStakes,
            card: c.cards.map(cards),
            paidInFull: DisclosureFile.PaidInFull(
                topMultiplier: DisclosureText.multiplier(c.paidInFull.top),
                headlineMultiplier: c.paidInFull.headline.map(DisclosureText.multiplier),
                witnessStake: c.paidInFull.witness?.stake,
                witnessMinutesUntilMidnight: c.paidInFull.witness?.minutesUntilMidnight,
                capLimited: c.paidInFull.isCapLimited, markedCapLimited: c.markedCapLimited),
            sentences: DisclosureSentences.choice(c, floor: floor),
            outcomes: c.outcomes.map { o in
                DisclosureFile.Outcome(
                    label: o.label, probability: o.probability.description, centi: o.centi.hundredths,
                    multiplier: o.centi.description,
                    chancePercent: DisclosureText.chance(o.probability, paying: o.centi))
            })
    }

    static func capTable(_ rows: [Disclosure.CapRow], _ moments: [BetMoment]) -> DisclosureFile.CapTable {
        DisclosureFile.CapTable(
            moments: moments.map { m in
                DisclosureFile.Moment(
                    clockTime: m.clockTime, minutesUntilMidnight: m.minutesUntilMidnight,
                    remainingMinutes: m.remainingMinutes.map { .minutes($0) } ?? .wager)
            },
            rows: rows.map { r in
                DisclosureFile.CapRow(
                    choice: DisclosureParagraphs.choiceName(r.game), effectiveReturns: r.returns.map(\.description),
                    keptPer100: r.returns.map { DisclosureText.kept($0) }, accepted: r.accepted)
            })
    }

    /// One choice's bet cards: each figure as its exact fraction and as printed.
    static func cards(_ cards: Disclosure.ChoiceCards) -> DisclosureFile.Cards {
        let r = cards.rareReturn
        let rest = (try? r.nominal.absoluteDifference(from: r.share, "rare return")) ?? .zero
        return DisclosureFile.Cards(
            atWager: card(cards.atWager), atSmallestAcceptedWager: cards.atSmallestAccepted.map(card),
            atCommonStakes: cards.atCommonStakes.map(card),
            rareReturn: DisclosureFile.RareReturn(
                rarerThanOneIn: JSONNumber(String(Disclosure.rareOneIn)), share: r.share.description,
                sharePer100: DisclosureText.rareShare(r.share, of: r.nominal), nominal: r.nominal.description,
                nominalKeptPer100: DisclosureText.kept(r.nominal), withoutThem: rest.description,
                withoutThemKeptPer100: DisclosureText.kept(rest), results: r.lines,
                likeliest: r.likeliest?.description, likeliestOneIn: r.likeliest.flatMap(ReportFigures.gainOneIn)),
            spreadOf100Minutes: DisclosureFile.Spread(low: cards.spreadOf100.low, high: cards.spreadOf100.high))
    }

    static func card(_ c: BetCard) -> DisclosureFile.Card {
        let gain = c.chanceOfGain.probability
        let loss = c.chanceOfLosingEverything.probability
        return DisclosureFile.Card(
            wager: c.wager, accepted: c.isAccepted, effectiveReturn: c.keptPer100Fraction?.description,
            keptPer100: DisclosureText.kept(c.keptPer100Fraction), chanceOfGain: gain.description,
            chanceOfGainPercent: ReportFigures.gainPercent(gain), chanceOfGainOneIn: ReportFigures.gainOneIn(gain),
            chanceOfLosingEverything: loss.description,
            chanceOfLosingEverythingPercent: ReportFigures.lossPercent(loss),
            chanceOfLosingEverythingOneIn: ReportFigures.lossOneIn(loss),
            largestGainMinutes: c.largestGain?.deltaMinutes,
            largestGainCappedFrom: c.isLargestGainCapped ? c.uncappedLargestGainMinutes : nil,
            largestGainChance: c.largestGain?.chance.probability.description,
            largestGainChancePercent: c.largestGain.map { ReportFigures.gainPercent($0.chance.probability) },
            largestGainOneIn: c.largestGain.flatMap { ReportFigures.gainOneIn($0.chance.probability) })
    }
}

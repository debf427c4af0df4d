import CasinoCore
import OddsLab

/// The plain sentences of the disclosure, written once: `odds-disclosure.md` prints them, the JSON
/// carries them (for the app) and the web page shows them from the JSON, so the three say the same
/// words. Every figure in them is printed by the one formatter for its direction (`DisclosureText`).
enum DisclosureSentences {
    /// The sentences about one choice, in reading order: the largest prize it pays in full (and
    /// whether the midnight cap cuts its top one), its results, its headline bet (or why it is
    /// refused), the largest gain of a bet it accepts, what it keeps at the common stakes, how much of its return
    /// rests on rare results and how far 100 bets stray.
    static func choice(_ c: Disclosure.Choice, floor: ReturnFloor) -> [String] {
        var sentences = [headline(c), pays(c)]
        guard let cards = c.cards else { return sentences }
        let w = Disclosure.wager
        let headline = cards.atWager
        if headline.isAccepted {
            sentences.append("A \(w)-minute bet at 00:00: " + card(headline) + ".")
        } else {
            sentences.append("A \(w)-minute bet at 00:00 is refused: " + refusal(headline, floor: floor) + ".")
            if let smallest = cards.atSmallestAccepted {
                sentences.append(
                    "The smallest bet it accepts at 00:00 is \(minutes(smallest.wager)): " + card(smallest) + ".")
            } else {
                sentences.append(
                    "It accepts no bet from \(Offer.standardWagers.lowerBound) to \(Offer.standardWagers.upperBound) "
                        + "minutes at 00:00.")
            }
        }
        if let example = example(cards) { sentences.append(largestGain(example)) }
        sentences.append(stakes(cards))
        sentences.append(rare(cards.rareReturn))
        sentences.append(
            "100 bets of \(w) minutes at 00:00 typically end "
                + (cards.spreadOf100.low == cards.spreadOf100.high
                    ? "\(cards.spreadOf100.low)" : "\(cards.spreadOf100.low) to \(cards.spreadOf100.high)")
                + " minutes away from their average (one standard deviation of the total).")
        return sentences
    }

    /// The bet a choice's sentences quote a gain of: the headline bet when the app accepts it, else
    /// the smallest bet it accepts at 00:00; nil when it accepts none (a refused bet's gain is never
    /// shown as if it could be won).
    static func example(_ cards: Disclosure.ChoiceCards) -> BetCard? {
        cards.atWager.isAccepted ? cards.atWager : cards.atSmallestAccepted
    }

    /// The first sentence: the largest multiplier the app pays in full on some bet it accepts
    /// (`PaidInFull`), and, where the midnight cap cuts the top prize, that it does — on the bet of
    /// `example` (always an accepted one): "It pays up to 850.40x your bet, but a win is never more
    /// than the minutes left until 23:59: on 10 minutes at 00:00 at most +1429."
    static func headline(_ c: Disclosure.Choice) -> String {
        let reach = c.paidInFull
        let top = DisclosureText.multiplier(reach.top)
        let cut = "a win is never more than the minutes left until 23:59"
        var atMost = ""
        if let cards = c.cards, let ex = example(cards) {
            if let gain = ex.largestGain, ex.isLargestGainCapped {
                atMost = "on \(minutes(ex.wager)) at 00:00 at most +\(gain.deltaMinutes)"
            } else if ex.largestGain == nil, reach.top.hundredths > 100 {
                atMost = "on \(minutes(ex.wager)) at 00:00 nothing more than the bet"
            }
        }
        guard reach.isCapLimited else {
            guard reach.top.hundredths > 100 else { return "It pays at most \(top) your bet: no result gains." }
            return "It pays up to \(top) your bet" + (atMost.isEmpty ? "." : ", but \(cut): \(atMost).")
        }
        let tail = atMost.isEmpty ? "." : ": \(atMost)."
        guard let paid = reach.headline else {
            return "Its top prize is \(top) your bet, but no bet it accepts is paid that, or any gain, in full: "
                + cut + tail
        }
        return "It pays up to \(DisclosureText.multiplier(paid)) your bet in full; its top prize, \(top), "
            + "is never paid in full on a bet it accepts, because \(cut)" + tail
    }

    /// "Its results: 0.00x (51.5 %), 2.00x (48.5 %) times your bet." Every multiplier with its chance,
    /// in table order.
    static func pays(_ c: Disclosure.Choice) -> String {
        "Its results: "
            + c.outcomes.map {
                "\(DisclosureText.multiplier($0.centi)) (\(DisclosureText.chanceInWords($0.probability, paying: $0.centi)) %)"
            }
            .joined(separator: ", ") + " times your bet."
    }

    /// "you gain something 48.5 % of the time (1 in 2.07) and lose all 10 minutes 51.5 % of the time
    /// (1 in 1.94); on average you keep 97.0 of every 100 minutes"
    static func card(_ card: BetCard) -> String {
        var text = "you gain something " + DisclosureText.gainChance(card.chanceOfGain)
        text +=
            card.chanceOfLosingEverything.isZero
            ? " and never lose all \(minutes(card.wager))"
            : " and lose all \(minutes(card.wager)) " + DisclosureText.lossChance(card.chanceOfLosingEverything)
        return text + "; on average you keep \(DisclosureText.kept(card.keptPer100Fraction)) of every 100 minutes"
    }

    /// Why the app refuses a bet, in the player's words.
    static func refusal(_ card: BetCard, floor: ReturnFloor) -> String {
        if case .noPossibleGain? = card.refusal {
            return "no result pays more than the \(minutes(card.wager)) bet"
        }
        return "on average it keeps \(DisclosureText.kept(card.keptPer100Fraction)) of every 100 minutes, below the "
            + "floor of \(DisclosureText.keptFloor(floor))"
    }

    /// "The largest gain a 10-minute bet can pay at 00:00 is +1310 minutes (capped from +9990), 0.0970 % of the time (1 in 1031)."
    static func largestGain(_ card: BetCard) -> String {
        let prefix = "The largest gain a \(card.wager)-minute bet can pay at 00:00 is "
        guard let largest = card.largestGain else {
            return "No result of a \(card.wager)-minute bet at 00:00 pays more than the bet."
        }
        return prefix + "+\(minutes(largest.deltaMinutes))"
            + (card.isLargestGainCapped ? " (capped from +\(card.uncappedLargestGainMinutes) by the midnight cap)" : "")
            + ", " + DisclosureText.gainChance(largest.chance) + "."
    }

    /// "On average you keep of every 100 minutes: 93.2 at 5 minutes (refused), 97.0 at 10 minutes, …"
    static func stakes(_ cards: Disclosure.ChoiceCards) -> String {
        var list = cards.atCommonStakes
        if let smallest = cards.atSmallestAccepted, !list.contains(where: { $0.wager == smallest.wager }) {
            list.append(smallest)
            list.sort { $0.wager < $1.wager }
        }
        let smallest = cards.atSmallestAccepted?.wager
        return "Of every 100 minutes bet at 00:00 you keep on average "
            + list.map { card in
                DisclosureText.kept(card.keptPer100Fraction) + " at \(card.wager) min"
                    + (card.wager == smallest ? " (the smallest bet it accepts)" : "")
                    + (card.isAccepted ? "" : " (refused)")
            }.joined(separator: ", ") + "."
    }

    /// "Of the 94.8 a 10-minute bet at 00:00 keeps of every 100 minutes, 5.5 come from one result rarer
    /// than 1 in 1000 (it hits 1 in 2662); without it, it keeps 89.3." (The headline bet's, the cap
    /// counted.) A rare result is one rarer than 1 in 1000; it adds what it pays back, so a result
    /// that pays nothing adds nothing, and only results that pay something are counted. When the
    /// whole return rests on them: "All of the 13.9 … comes from one result …; without it, it keeps
    /// nothing." The share is never printed above its total (`DisclosureText.rareShare`).
    static func rare(_ r: Disclosure.RareReturn) -> String {
        let rarer = "rarer than 1 in \(Disclosure.rareOneIn)"
        guard r.lines > 0, let likeliest = r.likeliest else {
            return "None of what a \(Disclosure.wager)-minute bet at 00:00 keeps comes from a result \(rarer)."
        }
        let which =
            r.lines == 1
            ? "one result \(rarer) (it hits 1 in \(DisclosureText.gainOneIn(likeliest)))"
            : "\(r.lines) results \(rarer) (the likeliest hits 1 in \(DisclosureText.gainOneIn(likeliest)))"
        let them = r.lines == 1 ? "it" : "them"
        let total =
            "\(DisclosureText.kept(r.nominal)) a \(Disclosure.wager)-minute bet at 00:00 keeps of every 100 minutes"
        if r.share == r.nominal {
            return "All of the \(total) comes from \(which); without \(them), it keeps nothing."
        }
        let rest = (try? r.nominal.absoluteDifference(from: r.share, "rare return")) ?? .zero
        return "Of the \(total), \(DisclosureText.rareShare(r.share, of: r.nominal)) come from \(which); without "
            + "\(them), it keeps \(DisclosureText.kept(rest))."
    }

    /// "the 10-minute bet" style minutes: `"1 minute"`, `"10 minutes"`.
    static func minutes(_ n: Int) -> String { n == 1 ? "1 minute" : "\(n) minutes" }
}

extension BetCard {
    /// `keptPer100` as a fraction of 1 (the effective return), for the kept-per-100 formatter.
    var keptPer100Fraction: ExactFraction? { effectiveReturn?.fraction }
}

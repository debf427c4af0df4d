import CasinoCore
import OddsLab

/// The bet card a player asks for ("this choice, this stake, now, holding this much"), from the
/// core's `BetCard`: what `casino-odds card` prints and the reference the disclosure pages' own
/// in-page card (a second implementation, in JavaScript) is held to by `Scripts/browser-test.sh`.
package enum PlayerCard {
    /// The kind of day a time of day is read on: an ordinary day, the 23-hour day the clocks spring
    /// forward (02:00 → 03:00) or the 25-hour day they fall back (02:00 → 01:00).
    package enum DayKind: String, CaseIterable, Sendable {
        case ordinary
        case short = "23h"
        case long = "25h"

        /// A day of this kind in US Eastern time (`USEasternTimeRules`), the core's own zone rules.
        var date: (year: Int, month: Int, day: Int) {
            switch self {
            case .ordinary: return (2026, 1, 14)
            case .short: return (2026, 3, 8)
            case .long: return (2026, 11, 1)
            }
        }
    }

    /// Real minutes from the wall-clock time `wallMinute` (0…1439, minutes after 00:00) until 23:59
    /// on a `day`, as the core counts them (`ZoneClock.minutesUntilMidnight`: elapsed minutes).
    /// The wall-clock time is read as the core's `TimeZoneRules.instant(for:)` reads it: a time the
    /// spring-forward day skips (02:00–02:59) moves forward by the gap (02:30 is 03:30), and a time
    /// the fall-back day shows twice (01:00–01:59) is its first occurrence (before the clocks go back).
    package static func minutesUntilMidnight(wallMinute: Int, day: DayKind) -> Int {
        let rules = USEasternTimeRules()
        let date = day.date
        let days = CivilCalendar.daysFromCivil(year: date.year, month: date.month, day: date.day)
        let instant = rules.instant(for: LocalDateTime(days: days, secondOfDay: wallMinute * 60))
        let clock = ZoneClock(rules: rules, now: { Instant(secondsSinceEpoch: instant) })
        return clock.minutesUntilMidnight
    }

    /// `"20:00"` → 1200; nil unless `HH:MM` with 00…23 and 00…59.
    package static func wallMinute(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0 >= "0" && $0 <= "9" } }),
            let h = Int(parts[0]), let m = Int(parts[1]), h < 24, m < 60
        else { return nil }
        return h * 60 + m
    }

    /// The anchor id of each choice (`plinko-16-rows-high`, `crash-2-00x`, `mines-3-mines-5-reveals`):
    /// the game and the variant in lower-case letters and digits joined by `-`, made unique by a
    /// `-2`, `-3` … suffix in configuration order. The page's anchors and `card --questions` use them.
    package static func ids(_ games: [ConfiguredGame]) -> [String] {
        var seen: [String: Int] = [:]
        return games.map { game in
            let slug = slug("\(game.game.rawValue) \(game.variant)")
            let n = (seen[slug] ?? 0) + 1
            seen[slug] = n
            return n == 1 ? slug : "\(slug)-\(n)"
        }
    }

    /// `text` in lower-case ASCII letters and digits, every other run of characters one `-`.
    package static func slug(_ text: String) -> String {
        var slug = ""
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty && !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug
    }

    /// One bet's card: the core's `BetCard` plus the nearest accepted stakes around it.
    package struct Answer: Sendable {
        package var card: BetCard
        /// The largest accepted stake below the asked one (≥ 1), nil when none.
        package var nearestBelow: Int?
        /// The smallest accepted stake above the asked one (≤ the minutes held), nil when none.
        package var nearestAbove: Int?

        /// The card of `wager` on `table` holding `remaining` with `untilMidnight` minutes until 23:59.
        package init?(table: OutcomeTable, floor: ReturnFloor, wager: Int, remaining: Int, untilMidnight: Int) {
            guard
                let card = BetCard(
                    outcomeTable: table, wager: wager, remainingMinutes: remaining,
                    minutesUntilMidnight: untilMidnight, returnFloor: floor)
            else { return nil }
            self.card = card
            func accepted(_ w: Int) -> Bool {
                WagerValidation.accepts(
                    wager: w, remainingMinutes: remaining, minutesUntilMidnight: untilMidnight, outcomeTable: table,
                    returnFloor: floor)
            }
            // Every accepted stake is at least the smallest accepted one (the core's search), so the
            // walk down stops there; the search up is the core's, started above the asked stake.
            let smallest = WagerValidation.smallestAcceptedWager(
                outcomeTable: table, remainingMinutes: remaining, minutesUntilMidnight: untilMidnight,
                returnFloor: floor)
            var below: Int? = nil
            if let smallest, smallest < wager {
                var w = min(wager, remaining + 1) - 1
                while w >= smallest {
                    if accepted(w) {
                        below = w
                        break
                    }
                    w -= 1
                }
            }
            nearestBelow = below
            if let smallest, wager < remaining {
                nearestAbove =
                    smallest > wager
                    ? smallest
                    : floor.smallestAcceptedWager(
                        outcomeTable: table, remainingMinutes: remaining, minutesUntilMidnight: untilMidnight,
                        from: max(wager, 0) + 1)
            } else {
                nearestAbove = nil
            }
        }

        /// Why the app refuses the bet, by rule: `"base"` (1 ≤ stake ≤ minutes held), `"gain"` (no
        /// outcome gains a minute), `"floor"` (below the return floor); nil when accepted.
        package var rule: String? {
            switch card.refusal {
            case nil: return nil
            case .noPossibleGain?: return "gain"
            case .belowReturnFloor?: return "floor"
            default: return "base"
            }
        }

        /// The card as JSON: exact fractions as `"n/d"` strings, "1 in N" as the core rounds it.
        package var json: JSONValue { json(choice: nil) }

        /// The card as JSON, led by the choice's id when given.
        package func json(choice: String?) -> JSONValue {
            func fraction(_ f: ExactFraction?) -> JSONValue { f.map { .string($0.description) } ?? .null }
            func number(_ n: Int?) -> JSONValue { n.map { .number(String($0)) } ?? .null }
            func wide(_ n: WideUnsigned?) -> JSONValue { n.map { .number(String($0)) } ?? .null }
            let c = card
            return .object(
                pairs: (choice.map { [("choice", JSONValue.string($0))] } ?? []) + [
                    ("wager", number(c.wager)), ("remaining", number(c.remainingMinutes)),
                    ("minutesUntilMidnight", number(c.minutesUntilMidnight)),
                    ("accepted", .bool(c.isAccepted)), ("rule", rule.map { .string($0) } ?? .null),
                    ("refusal", c.refusal.map { .string($0.description) } ?? .null),
                    ("chanceOfGain", fraction(c.chanceOfGain.probability)),
                    ("chanceOfGainOneIn", wide(c.chanceOfGain.oneInRoundedUp)),
                    ("chanceOfLosingEverything", fraction(c.chanceOfLosingEverything.probability)),
                    ("chanceOfLosingEverythingOneIn", wide(c.chanceOfLosingEverything.oneInRoundedDown)),
                    ("keptPer100", fraction(c.keptPer100)),
                    ("keptPer100Shown", .string(DisclosureText.kept(c.effectiveReturn?.fraction))),
                    ("largestGain", number(c.largestGain?.deltaMinutes)),
                    ("largestGainChance", fraction(c.largestGain?.chance.probability)),
                    ("largestGainOneIn", wide(c.largestGain?.chance.oneInRoundedUp)),
                    ("uncappedLargestGain", number(c.uncappedLargestGainMinutes)),
                    ("capCut", .bool(c.isLargestGainCapped)),
                    ("nearestBelow", number(nearestBelow)), ("nearestAbove", number(nearestAbove))
                ])
        }

        /// The card in words, one line per figure (what `casino-odds card` prints).
        package var words: String {
            let c = card
            func chance(_ ch: BetCard.Chance, up: Bool) -> String {
                guard let n = up ? ch.oneInRoundedUp : ch.oneInRoundedDown else { return "never" }
                return "\(ch.probability) (1 in \(n))"
            }
            var lines: [String] = []
            lines.append(
                "bet:             \(DisclosureSentences.minutes(c.wager)), holding \(c.remainingMinutes), "
                    + "\(c.minutesUntilMidnight) minutes until 23:59")
            lines.append("decision:        " + (c.refusal.map { "refused: \($0.description)" } ?? "accepted"))
            lines.append("chance to gain:  " + chance(c.chanceOfGain, up: true))
            lines.append("lose everything: " + chance(c.chanceOfLosingEverything, up: false))
            lines.append(
                "kept per 100:    "
                    + (c.keptPer100.map { "\($0) (\(DisclosureText.kept(c.effectiveReturn?.fraction)))" }
                        ?? "n/a"))
            if let g = c.largestGain {
                lines.append(
                    "largest gain:    +\(DisclosureSentences.minutes(g.deltaMinutes)), \(chance(g.chance, up: true))"
                        + (c.isLargestGainCapped
                            ? ", capped from +\(c.uncappedLargestGainMinutes) by the midnight cap" : ""))
            } else {
                lines.append(
                    "largest gain:    none"
                        + (c.isLargestGainCapped
                            ? " (capped from +\(c.uncappedLargestGainMinutes) by the midnight cap)" : ""))
            }
            lines.append(
                "nearest accepted: below \(nearestBelow.map { String($0) } ?? "none"), above \(nearestAbove.map { String($0) } ?? "none")"
            )
            return lines.joined(separator: "\n") + "\n"
        }
    }
}

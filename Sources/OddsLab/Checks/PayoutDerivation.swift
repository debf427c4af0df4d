import CasinoCore

/// A case's payouts derived a second way, from the rule text, in code that calls none of the
/// engine's payout, preview or cap functions: so a rounding or cap bug in the shipped code cannot
/// agree with itself (the Monte Carlo plays through that code, so it would).
///
/// Per outcome: the multiplier read from the configuration (Crash: the target; Plinko: the table's
/// bucket; Mines: the configuration's table or M(m, k) = ⌊100 · r · C(25, k) / C(25 − m, k)⌋; Slots:
/// the paytable line), the payout ⌊wager · multiplier / 100⌋, and a win's delta clamped to the room
/// left before midnight, never below 0 — compared with the preview the player is shown.
struct PayoutDerivation: Hashable, Sendable {
    /// The case's title.
    var title: String
    /// Outcomes compared.
    var outcomes: Int
    /// The outcomes whose preview differs from the derivation, at most three named.
    var problems: [String]
    /// How many differ.
    var problemCount: Int
    /// Whether the multipliers were read by the game's rule (`LabGameEngine.ruleMultipliers`), not
    /// taken from its outcome table (the default, which derives only the rounding and the cap).
    var multipliersFromTheRule = true

    var passed: Bool { problemCount == 0 }

    /// Derives `checkCase`'s payouts and compares them with its preview.
    init(_ checkCase: CheckCase) { self.init(checkCase, preview: checkCase.preview) }

    /// Derives `checkCase`'s payouts and compares them with `preview` (a test passes a preview as a
    /// wrong payout function would make it).
    ///
    /// - Complexity: O(outcomes).
    init(_ checkCase: CheckCase, preview: WagerPreview) {
        title = checkCase.title
        let centis = PayoutDerivation.multipliers(checkCase.game.engine)
        multipliersFromTheRule = checkCase.game.engine.lab?.ruleMultipliers != nil
        outcomes = preview.lines.count
        var problems: [String] = []
        var count = 0
        if centis.count != preview.lines.count {
            problems.append("the rule gives \(centis.count) outcomes, the preview \(preview.lines.count)")
            count += 1
        }
        let wager = checkCase.wager
        let room = max(0, checkCase.minutesUntilMidnight - checkCase.remainingMinutes)
        for (line, centi) in zip(preview.lines, centis) {
            // Floor only: both factors are non-negative, so the quotient of the integers is the floor.
            let payout = wager * centi / 100
            let gain = payout - wager
            let delta = gain > 0 ? min(gain, room) : gain
            let capped = gain > 0 && gain > room
            if line.centi.hundredths != centi || line.payout != payout || line.deltaMinutes != delta
                || line.capApplied != capped
            {
                if problems.count < 3 {
                    problems.append(
                        "\(line.label): the rule pays \(payout) (delta \(delta)\(capped ? ", capped" : "")) at "
                            + "\(centi) hundredths; the preview \(line.payout) (delta \(line.deltaMinutes)"
                            + "\(line.capApplied ? ", capped" : "")) at \(line.centi.hundredths)")
                }
                count += 1
            }
        }
        self.problems = problems
        problemCount = count
    }

    /// Each outcome's multiplier in hundredths, read from the configuration by the rule text.
    static func multipliers(_ engine: AnyGameEngine) -> [Int] {
        // A game without its rule (`LabGameEngine`'s default): its table's multipliers. The
        // rounding and the cap are still derived apart from the engine's payout and cap code.
        engine.lab?.ruleMultipliers ?? engine.outcomeTable.outcomes.map(\.centi.hundredths)
    }

    /// The derivation as a gate item.
    func item(caseIndex: Int) -> CheckItem {
        let detail =
            passed
            ? "all \(outcomes) outcomes' payouts, deltas and cap flags derived from "
                + (multipliersFromTheRule
                    ? "the rule text equal the preview"
                    : "the outcome table's multipliers (the game states no rule of its own) equal the preview")
            : "\(problemCount) of \(outcomes) outcomes differ: " + problems.joined(separator: "; ")
        return CheckItem(
            caseIndex: caseIndex, caseTitle: title, kind: .payoutDerivation, verdict: passed ? .pass : .fail,
            pValue: nil, adjustedPValue: nil, detail: detail)
    }
}

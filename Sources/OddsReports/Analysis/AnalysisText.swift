import CasinoCore
import OddsLab

/// The three views of `analyze`: a terminal table, JSON and CSV of the lab's `AnalysisEntry`
/// values. They only format: every probability, return and accept/refuse was computed in the lab.
/// All are deterministic (fixed key and column order, numbers from exact fractions or Swift's
/// shortest round-trip `Double` text, never locale-dependent), so equal inputs print equal bytes.
public enum AnalysisText {
    // MARK: JSON

    /// `{"configurations": [{"game", "variant", "options", "outcomes": […], "nominalRTP", "effectiveRTP": {…}, …}]}`.
    package static func json(_ entries: [AnalysisEntry], wager: Int) -> String {
        let moment = entries.first?.analysis.moment ?? .loosest
        let remaining = moment.remainingMinutes.map(String.init) ?? "\"wager\""
        var out =
            "{\n  \"wager\": \(wager),\n  \"remainingMinutes\": \(remaining),\n  \"minutesUntilMidnight\": \(moment.minutesUntilMidnight),\n"
        out +=
            "  \"returnFloorPPM\": \(entries.first?.floor.perMillion ?? ReturnFloor.defaults.perMillion),\n  \"configurations\": ["
        for (i, entry) in entries.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += configurationJSON(entry, wager: wager)
        }
        out += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    private static func configurationJSON(_ entry: AnalysisEntry, wager: Int) -> String {
        let a = entry.analysis
        let options = entry.game.options.keys.sorted().map { "\(quote($0)): \(quote(entry.game.options[$0] ?? ""))" }
        var fields: [String] = [
            "\"game\": \(quote(entry.game.game.rawValue))",
            "\"variant\": \(quote(entry.game.variant))",
            "\"options\": {\(options.joined(separator: ", "))}"
        ]
        var outcomes: [String] = []
        for (index, (outcome, line)) in zip(a.outcomeTable.outcomes, entry.preview.lines).enumerated() {
            outcomes.append(
                "{\"label\": \(quote(outcome.label)), \"probability\": \(quote(outcome.probability.description)), "
                    + "\"probabilityDecimal\": \(number(outcome.probability.doubleValue)), \"centi\": \(outcome.centi.hundredths), "
                    + "\"payout\": \(line.payout), \"deltaMinutes\": \(line.deltaMinutes), \"capApplied\": \(line.capApplied), "
                    + "\"oneIn\": \(number(a.oneIn(outcomeAt: index)))}")
        }
        fields.append("\"outcomes\": [\n" + outcomes.map { "        " + $0 }.joined(separator: ",\n") + "\n      ]")
        fields.append("\"probabilitySum\": \(quote(a.totalProbability.description))")
        fields.append("\"nominalRTP\": \(number(a.nominalRTP.doubleValue))")
        fields.append("\"nominalRTPExact\": \(quote(a.nominalRTP.description))")
        let effective = a.effectiveRTPs.map { "\(quote(String($0.wager))): \(number($0.rtp.doubleValue))" }
        fields.append("\"effectiveRTP\": {\(effective.joined(separator: ", "))}")
        let effectiveExact = a.effectiveRTPs.map { "\(quote(String($0.wager))): \(quote($0.rtp.description))" }
        fields.append("\"effectiveRTPExact\": {\(effectiveExact.joined(separator: ", "))}")
        let accepted = zip(a.effectiveRTPs, entry.accepted).map { "\(quote(String($0.wager))): \($1)" }
        fields.append("\"acceptedUnderFloor\": {\(accepted.joined(separator: ", "))}")
        let rounded = a.roundedRTPs.map { "\(quote(String($0.wager))): \(quote($0.rtp.description))" }
        fields.append("\"roundedRTPExact\": {\(rounded.joined(separator: ", "))}")
        fields.append("\"hitFrequency\": \(number(a.hitFrequency.doubleValue))")
        fields.append("\"winFrequency\": \(number(a.winFrequency.doubleValue))")
        fields.append("\"variance\": \(quote(a.variance.description))")
        fields.append("\"stdDev\": \(number(a.standardDeviation))")
        fields.append("\"volatilityIndex\": \(number(a.volatilityIndex))")
        let largest = a.largestWin
        fields.append(
            "\"largestWin\": {\"label\": \(quote(largest.label)), \"centi\": \(largest.centi.hundredths), "
                + "\"oneIn\": \(number(a.oneIn(outcomeAt: a.largestWinIndex)))}")
        if let sheet = entry.parSheet {
            let rows = sheet.rows.map { row in
                "{\"symbols\": [\(row.symbols.map(quote).joined(separator: ", "))], \"line\": \(quote(row.line)), "
                    + "\"centi\": \(row.centi.hundredths), \"count\": \(row.count), "
                    + "\"probability\": \(quote(row.probability.description)), "
                    + "\"contribution\": \(number(row.contribution.doubleValue))}"
            }
            fields.append(
                """
                "parSheet": {"cycle": \(sheet.cycle), "stripLengths": [\(sheet.stripLengths.map(String.init).joined(separator: ", "))], \
                "totalReturn": \(number(sheet.totalReturn.doubleValue)), "hitFrequency": \(number(sheet.hitFrequency.doubleValue)), "rows": [
                \(rows.map { "        " + $0 }.joined(separator: ",\n"))
                      ]}
                """)
        }
        return "    {\n" + fields.map { "      " + $0 }.joined(separator: ",\n") + "\n    }"
    }

    /// A JSON string literal: `JSONValue.quoted` under a short name for the field lines above.
    private static func quote(_ s: String) -> String { JSONValue.quoted(s) }

    /// A JSON number: Swift's shortest text that reads back as the same `Double`, whole values
    /// without a fraction; null if not finite. Public because `tune --format json` prints its
    /// decimals the same way, so the two commands' figures compare as text.
    public static func number(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        if x == x.rounded() && abs(x) < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }

    // MARK: CSV

    /// One row per outcome, configuration figures repeated on each of its rows. Labels may come
    /// from a user's configuration, so they are written as untrusted text (CSV-injection safe).
    package static func csv(_ entries: [AnalysisEntry], wager: Int) -> String {
        let wagers = ExactAnalysis.standardWagers
        var header = [
            "game", "variant", "options", "outcome", "probability", "probability_decimal", "centi",
            "wager", "payout", "delta_minutes", "one_in", "nominal_rtp"
        ]
        header += wagers.map { "effective_rtp_\($0)" }
        header += ["hit_frequency", "std_dev", "volatility_index"]
        header += wagers.map { "accepted_\($0)" }
        header += ["remaining_minutes", "minutes_until_midnight", "cap_applied"]
        var table = CSVTable(header: header)
        for entry in entries {
            let a = entry.analysis
            let options = entry.game.options.keys.sorted().map { "\($0)=\(entry.game.options[$0] ?? "")" }.joined(
                separator: " ")
            // Returns are cut to 12 decimals, never rounded up (against the player).
            let tail: [CSVCell] =
                [.text(NumberFormat.fixed(a.nominalRTP, places: 12, rounding: .down))]
                + wagers.map { w in
                    a.effectiveRTP(atWager: w).map { CSVCell.text(NumberFormat.fixed($0, places: 12, rounding: .down)) }
                        ?? .empty
                }
                + [
                    .decimal(a.hitFrequency, places: 12), .decimal(a.standardDeviation, significantDigits: 15),
                    .decimal(a.volatilityIndex, significantDigits: 15)
                ]
                + wagers.map { w in
                    a.effectiveRTPs.firstIndex { $0.wager == w }.map { CSVCell.text(entry.accepted[$0] ? "yes" : "no") }
                        ?? .empty
                }
                + [.integer(entry.preview.remainingMinutes), .integer(entry.preview.minutesUntilMidnight)]
            for (index, (outcome, line)) in zip(a.outcomeTable.outcomes, entry.preview.lines).enumerated() {
                let row: [CSVCell] = [
                    .text(entry.game.game.rawValue), .untrusted(entry.game.variant), .untrusted(options),
                    .untrusted(outcome.label), .text(outcome.probability.description),
                    .decimal(outcome.probability, significantDigits: 15), .integer(outcome.centi.hundredths),
                    .integer(wager), .integer(line.payout), .integer(line.deltaMinutes),
                    .decimal(a.oneIn(outcomeAt: index), significantDigits: 15)
                ]
                table.append(row + tail + [.text(line.capApplied ? "yes" : "no")])
            }
        }
        return table.text
    }

    // MARK: Table

    /// A readable terminal table per configuration.
    package static func table(_ entries: [AnalysisEntry], wager: Int) -> String {
        var out = ""
        for (i, entry) in entries.enumerated() {
            if i > 0 { out += "\n" }
            out += tableSection(entry, wager: wager)
        }
        return out
    }

    private static func tableSection(_ entry: AnalysisEntry, wager: Int) -> String {
        let a = entry.analysis
        var out = "\(entry.game.title)\n"
        out +=
            "  nominal RTP \(NumberFormat.percent(a.nominalRTP, places: 4)) %   hit \(NumberFormat.percent(a.hitFrequency, places: 2)) %"
            + "   win \(NumberFormat.percent(a.winFrequency, places: 2)) %   σ \(NumberFormat.fixed(a.standardDeviation, places: 3))"
            + "   volatility \(NumberFormat.fixed(a.volatilityIndex, places: 3))   largest win \(a.largestWin.centi)"
            + " (1 in \(oneIn(a.oneIn(outcomeAt: a.largestWinIndex))))\n"
        out +=
            "  effective RTP % (rounding and cap, \(a.moment); rounded down; \"refused\" = the app refuses the bet: "
            + "below the \(entry.floor) floor, or no result gains a minute (the gain rule))\n    "
            + zip(a.effectiveRTPs, entry.accepted).map { r, accepted in
                "\(r.wager)m \(NumberFormat.percent(r.rtp, places: 2, rounding: .down))" + (accepted ? "" : " refused")
            }.joined(separator: "  ") + "\n"
        if !entry.acceptsWager { out += "  a \(wager)-minute bet is refused at this moment\n" }
        var rows: [[String]] = [["outcome", "probability", "decimal", "multiplier", "payout", "delta", "1 in"]]
        for (index, (outcome, line)) in zip(a.outcomeTable.outcomes, entry.preview.lines).enumerated() {
            rows.append([
                outcome.label, outcome.probability.description, NumberFormat.fixed(outcome.probability, places: 8),
                outcome.centi.description, String(line.payout),
                NumberFormat.signed(line.deltaMinutes) + (line.capApplied ? " (capped)" : ""),
                oneIn(a.oneIn(outcomeAt: index))
            ])
        }
        out += TextTable.aligned(rows, rightAligned: [false, true, true, true, true, true, true], indent: "  ")
        if let sheet = entry.parSheet {
            out +=
                "  PAR sheet: cycle \(sheet.cycle) (\(sheet.stripLengths.map(String.init).joined(separator: " × ")) stops)\n"
            out += sheet.table(indent: "  ")
        }
        return out
    }

    /// "1 in N" with N to 2 significant decimals below 100, whole above.
    public static func oneIn(_ n: Double) -> String {
        guard n.isFinite else { return "never" }
        return NumberFormat.fixed(n, places: n < 100 ? 2 : 0)
    }
}

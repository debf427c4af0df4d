import CasinoCore
import OddsLab
import OddsReports

// The two renderings of `tune`: a table for people, JSON for machines. Both deterministic: fixed
// order, exact fractions, numbers through NumberFormat (table) or shortest round-trip text (JSON).

enum TuneRendering {
    // MARK: Table

    static func table(_ tuned: VerifiedTuning, request: TuningRequest, wroteConfig: String?) -> String {
        var out = ""
        switch tuned.result {
        case .crash(let tuning):
            out += returnRateSection(tuning)
        case .mines(let tuning):
            out += returnRateSection(tuning)
            out += minesGrid(tuned.configuration.mines)
        case .plinko(let tunings):
            for tuning in tunings { out += plinkoSection(tuning) + "\n" }
            if tunings.count > 1 {
                let worst = tunings.map(\.gap).max() ?? RTPGap(achieved: .zero, target: .zero)
                let optimal = tunings.filter(\.isOptimal).count
                out +=
                    "\(tunings.count) tables: largest gap \(pp(worst)); \(optimal) of \(tunings.count) as close as hundredths allow\n\n"
            }
        case .slots(let tuning):
            out += slotsSection(tuning)
        }
        out += verificationTable(tuned.verification)
        if let wroteConfig {
            out +=
                "\nwrote \(wroteConfig): the configuration with \(tuned.patches.map { $0.path.joined(separator: ".") }.joined(separator: ", ")) replaced\n"
        } else {
            out += "\nconfiguration (paste into a --config file, or use --output FILE):\n"
            out += ConfigurationPatch.fileText(tuned.patches, over: nil)
        }
        return out
    }

    private static func returnRateSection(_ t: ReturnRateTuning) -> String {
        let r = ExactFraction(WideUnsigned(t.returnPPM), 1_000_000)
        var out = "\(t.game): target RTP \(t.target) for the \(t.aggregateDescription)\n"
        out +=
            "  returnPPM \(t.returnPPM)   (r = \(NumberFormat.fixed(r, places: 6)), house edge \(NumberFormat.fixed(ExactFraction(WideUnsigned(1_000_000 - t.returnPPM), 1_000_000), places: 6)))\n"
        out += "  achieved  \(exact(t.rtp))   gap \(pp(t.gap))\n"
        var sides: [String] = []
        if let below = t.closestBelow {
            sides.append("below: returnPPM \(below.returnPPM) gives \(NumberFormat.percent(below.rtp, places: 6)) %")
        }
        if let above = t.closestAbove {
            sides.append(
                "at or above: returnPPM \(above.returnPPM) gives \(NumberFormat.percent(above.rtp, places: 6)) %")
        }
        out += "  closest   " + sides.joined(separator: "; ") + "\n\n"
        return out
    }

    private static func minesGrid(_ configuration: MinesConfiguration) -> String {
        let grid = MinesTuner.multiplierTable(configuration)
        var rows: [[String]] = [["m \\ k"] + (1..<MinesConfiguration.tileCount).map(String.init)]
        for (i, line) in grid.enumerated() {
            rows.append(
                [String(i + 1)] + line.map(\.plainDecimal)
                    + [String](repeating: "", count: MinesConfiguration.tileCount - 1 - line.count))
        }
        return "  M(m,k) in x (hundredths exact): mines down, reveals across\n"
            + TextTable.aligned(
                rows, rightAligned: [Bool](repeating: true, count: MinesConfiguration.tileCount), indent: "  ") + "\n"
    }

    private static func plinkoSection(_ t: PlinkoTuning) -> String {
        var out = "plinko \(t.options): target RTP \(t.target)\n"
        let rows = [["shape"] + t.shape.centis.map(\.plainDecimal), ["tuned"] + t.table.centis.map(\.plainDecimal)]
        out += TextTable.aligned(
            rows, rightAligned: [false] + [Bool](repeating: true, count: t.table.centis.count), indent: "  ")
        out += "  exact RTP \(exact(t.rtp))   gap \(pp(t.gap))   "
        out +=
            t.isOptimal
            ? "(no table of hundredths is closer)\n"
            : "(best any table of hundredths could do: \(NumberFormat.percent(t.bestPossibleGap, places: 6)) pp)\n"
        out +=
            "  minimum \(t.minimum); furthest from the exactly scaled shape: bucket \(t.largestShapeChange.index), "
            + "\(signedPercent(t.largestShapeChange.relative))\n"
        return out
    }

    private static func slotsSection(_ t: SlotsTuning) -> String {
        var out = "slots: target RTP \(t.target)\n"
        let counts = t.parSheet.rows.reduce(into: [String: Int]()) { $0[$1.line, default: 0] += $1.count }
        var rows: [[String]] = [["line", "pays before", "pays tuned", "count"]]
        for (before, after) in zip(t.shape.paytable, t.configuration.paytable) {
            rows.append([
                after.label, before.centi.description, after.centi.description, String(counts[after.label] ?? 0)
            ])
        }
        out += TextTable.aligned(rows, rightAligned: [false, true, true, true], indent: "  ")
        out += "  exact RTP \(exact(t.rtp))   gap \(pp(t.gap))   "
        out +=
            t.isOptimal
            ? "(no paytable of hundredths is closer)\n"
            : "(best any paytable of hundredths could do: \(NumberFormat.percent(t.bestPossibleGap, places: 6)) pp)\n"
        out +=
            "  hit frequency \(t.hitFrequency) = \(NumberFormat.percent(t.hitFrequency, places: 2)) % (band \(NumberFormat.percent(t.hitBand.lower, places: 2)) %…\(NumberFormat.percent(t.hitBand.upper, places: 2)) %; pays never change it)\n"
        let change = t.largestPayChange
        out +=
            "  furthest from the exactly scaled pays: \(t.configuration.paytable[change.index].label), \(signedPercent(change.relative))\n"
        let sheet = t.parSheet
        out +=
            "  PAR sheet (tuned): cycle \(sheet.cycle) (\(sheet.stripLengths.map(String.init).joined(separator: " × ")) stops)\n"
        out += sheet.table(indent: "  ") + "\n"
        return out
    }

    private static func verificationTable(_ v: TuningVerification) -> String {
        var rows: [[String]] = [
            ["configuration", "nominal RTP"] + TuningVerification.reportedWagers.map { "eff \($0)m" }
                + ["hit", "σ", "volatility"]
        ]
        for entry in v.entries {
            let a = entry.analysis
            rows.append(
                [entry.game.title, NumberFormat.percent(a.nominalRTP, places: 4) + " %"]
                    + TuningVerification.reportedWagers.map { w in
                        a.effectiveRTP(atWager: w).map { NumberFormat.percent($0, places: 4) + " %" } ?? ""
                    }
                    + [
                        NumberFormat.percent(a.hitFrequency, places: 2) + " %",
                        NumberFormat.fixed(a.standardDeviation, places: 3),
                        NumberFormat.fixed(a.volatilityIndex, places: 3)
                    ])
        }
        return "exact analysis of the tuned configuration (engines rebuilt from it, as analyze would):\n"
            + TextTable.aligned(
                rows, rightAligned: [false] + [Bool](repeating: true, count: rows[0].count - 1), indent: "  ")
    }

    /// `"635741/655360 = 97.006378 %"`.
    static func exact(_ f: ExactFraction) -> String {
        "\(f) = \(NumberFormat.percent(f, places: 6)) %"
    }

    /// `"-0.000153 pp"`, `"0 pp"`.
    static func pp(_ gap: RTPGap) -> String {
        gap.isZero
            ? "0 pp (exact)"
            : gap.sign
                + NumberFormat.significant(
                    gap.magnitude.multiplied(by: ExactFraction(100, 1)) ?? gap.magnitude, digits: 3) + " pp"
    }

    /// `"+0.15 %"`.
    static func signedPercent(_ x: Double) -> String {
        (x < 0 ? "-" : "+") + NumberFormat.percent(abs(x), places: 2) + " %"
    }

    // MARK: JSON

    static func json(_ tuned: VerifiedTuning, request: TuningRequest) -> String {
        var fields: [(String, JSONValue)] = [
            ("game", .string(request.game.rawValue)),
            ("targetRTP", .string(request.target.description)),
            ("measure", .string(measureName(request.measure)))
        ]
        switch tuned.result {
        case .crash(let t):
            fields += returnRateFields(t)
        case .mines(let t):
            fields += returnRateFields(t)
            fields.append(
                (
                    "multipliersCenti",
                    .array(
                        MinesTuner.multiplierTable(tuned.configuration.mines).map { row in
                            .array(row.map { .number(String($0.hundredths)) })
                        })
                ))
        case .plinko(let tunings):
            fields.append(
                (
                    "tables",
                    .array(
                        tunings.map { t in
                            .object(
                                pairs: [
                                    ("rows", .number(String(t.options.rows))),
                                    ("risk", .string(t.options.risk.rawValue)),
                                    ("shapeCenti", centis(t.shape.centis)), ("tunedCenti", centis(t.table.centis)),
                                    ("minimumCenti", .number(String(t.minimum.hundredths)))
                                ] + rtpFields(t.rtp, gap: t.gap, best: t.bestPossibleGap) + [
                                    (
                                        "largestShapeChange",
                                        .object(pairs: [
                                            ("bucket", .number(String(t.largestShapeChange.index))),
                                            (
                                                "relative",
                                                .number(AnalysisText.number(t.largestShapeChange.relative))
                                            )
                                        ])
                                    )
                                ])
                        })
                ))
        case .slots(let t):
            fields.append(
                (
                    "paytable",
                    .array(
                        zip(t.shape.paytable, t.configuration.paytable).map { before, after in
                            .object(pairs: [
                                ("label", .string(after.label)),
                                ("shapeCenti", .number(String(before.centi.hundredths))),
                                ("tunedCenti", .number(String(after.centi.hundredths)))
                            ])
                        })
                ))
            fields += rtpFields(t.rtp, gap: t.gap, best: t.bestPossibleGap)
            fields.append(("hitFrequency", .string(t.hitFrequency.description)))
            fields.append(("hitFrequencyDecimal", .number(AnalysisText.number(t.hitFrequency.doubleValue))))
            fields.append(
                ("hitBand", .array([.string(t.hitBand.lower.description), .string(t.hitBand.upper.description)])))
            fields.append(
                (
                    "parSheet",
                    .object(pairs: [
                        ("cycle", .number(String(t.parSheet.cycle))),
                        ("totalReturn", .string(t.parSheet.totalReturn.description)),
                        (
                            "rows",
                            .array(
                                t.parSheet.rows.map { row in
                                    .object(pairs: [
                                        ("symbols", .array(row.symbols.map(JSONValue.string))),
                                        ("line", .string(row.line)),
                                        ("centi", .number(String(row.centi.hundredths))),
                                        ("count", .number(String(row.count))),
                                        ("probability", .string(row.probability.description)),
                                        ("contribution", .string(row.contribution.description))
                                    ])
                                })
                        )
                    ])
                ))
        }
        fields.append(
            (
                "verification",
                .array(
                    tuned.verification.entries.map { entry in
                        let a = entry.analysis
                        let effective = TuningVerification.reportedWagers.compactMap { w in
                            a.effectiveRTP(atWager: w).map { (String(w), JSONValue.string($0.description)) }
                        }
                        return .object(pairs: [
                            ("configuration", .string(entry.game.title)),
                            ("nominalRTP", .string(a.nominalRTP.description)),
                            ("nominalRTPDecimal", .number(AnalysisText.number(a.nominalRTP.doubleValue))),
                            ("effectiveRTP", .object(pairs: effective)),
                            ("hitFrequency", .string(a.hitFrequency.description)),
                            ("stdDev", .number(AnalysisText.number(a.standardDeviation))),
                            ("volatilityIndex", .number(AnalysisText.number(a.volatilityIndex)))
                        ])
                    })
            ))
        fields.append(("configuration", ConfigurationPatch.apply(tuned.patches, to: .object(pairs: []))))
        return JSONValue.object(pairs: fields).jsonText() + "\n"
    }

    private static func measureName(_ m: RTPMeasure) -> String {
        if case .effective(let w) = m { return "after rounding at \(w) min" }
        return "nominal"
    }

    private static func returnRateFields(_ t: ReturnRateTuning) -> [(String, JSONValue)] {
        func step(_ s: ReturnRateStep?) -> JSONValue {
            guard let s else { return .null }
            return .object(pairs: [("returnPPM", .number(String(s.returnPPM))), ("rtp", .string(s.rtp.description))])
        }
        return [("plans", .array(t.plans.map(JSONValue.string))), ("returnPPM", .number(String(t.returnPPM)))]
            + rtpFields(t.rtp, gap: t.gap, best: nil)
            + [("closestBelow", step(t.closestBelow)), ("closestAtOrAbove", step(t.closestAbove))]
    }

    private static func rtpFields(_ rtp: ExactFraction, gap: RTPGap, best: ExactFraction?) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [
            ("rtp", .string(rtp.description)),
            ("rtpDecimal", .number(AnalysisText.number(rtp.doubleValue))),
            (
                "gap",
                .number((gap.isBelowTarget && !gap.isZero ? "-" : "") + NumberFormat.fixed(gap.magnitude, places: 15))
            )
        ]
        if let best {
            fields.append(("bestPossibleGap", .number(NumberFormat.fixed(best, places: 15))))
            fields.append(("optimal", .bool(gap.magnitude == best)))
        }
        return fields
    }

    private static func centis(_ values: [Centi]) -> JSONValue {
        .array(values.map { .number(String($0.hundredths)) })
    }
}

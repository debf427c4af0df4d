import CasinoCore
import OddsLab

extension VerifiedTuning {
    /// `tune --format json`: the request, what each game's tuner chose (with its gap to the target
    /// and, where a search proves it, the best any table of hundredths could do), the exact
    /// re-analysis, and the configuration the tuning writes. Exact figures as fraction strings
    /// beside their decimals, so a reader can check them without floating point.
    package func json(request: TuningRequest) -> String {
        var fields: [(String, JSONValue)] = [
            ("game", .string(request.game.rawValue)),
            ("targetRTP", .string(request.target.description)),
            ("measure", .string(Self.measureName(request.measure)))
        ]
        switch result {
        case .returnRate(let t):
            fields += Self.returnRateFields(t)
        case .mines(let t):
            fields += Self.returnRateFields(t)
            fields.append(
                (
                    "multipliersCenti",
                    .array(
                        MinesTuner.multiplierTable(configuration.mines).map { row in
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
                                    ("shapeCenti", Self.centis(t.shape.centis)),
                                    ("tunedCenti", Self.centis(t.table.centis)),
                                    ("minimumCenti", .number(String(t.minimum.hundredths)))
                                ] + Self.rtpFields(t.rtp, gap: t.gap, best: t.bestPossibleGap) + [
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
            fields += Self.rtpFields(t.rtp, gap: t.gap, best: t.bestPossibleGap)
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
                    verification.entries.map { entry in
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
        fields.append(("configuration", ConfigurationPatch.apply(patches, to: .object(pairs: []))))
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

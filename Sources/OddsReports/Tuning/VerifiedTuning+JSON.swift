import CasinoCore
import OddsLab

extension VerifiedTuning {
    /// `tune --format json`: its schema `TuningResultFile` (the request, what each game's tuner chose
    /// with its gap to the target and, where a search proves it, the best any table of hundredths
    /// could do, the exact re-analysis, and the configuration the tuning writes), printed by the
    /// lab's `JSONValue` printer.
    package func json(request: TuningRequest) -> String {
        JSONTreeEncoder.encode(file(request: request)).jsonText() + "\n"
    }

    /// The tuning as its schema.
    func file(request: TuningRequest) -> TuningResultFile {
        var file = TuningResultFile(
            game: request.game.rawValue, targetRTP: request.target.description,
            measure: Self.measureName(request.measure), verification: verification.entries.map(Self.verified),
            configuration: ConfigurationPatch.apply(patches, to: .object(pairs: [])))
        if case .returnRate(let t) = result {
            file.returnRate = Self.returnRate(t)
        } else {
            // A game's tuner of its own: its fields come from its folder (`GameTuningText.json`).
            for text in GameTuningText.all {
                if let json = text.json, json(self, &file) { break }
            }
        }
        return file
    }

    private static func measureName(_ m: RTPMeasure) -> String {
        if case .effective(let w) = m { return "after rounding at \(w) min" }
        return "nominal"
    }

    static func returnRate(_ t: ReturnRateTuning) -> TuningResultFile.ReturnRate {
        func step(_ s: ReturnRateStep?) -> TuningResultFile.Step? {
            s.map { TuningResultFile.Step(returnPPM: $0.returnPPM, rtp: $0.rtp.description) }
        }
        return TuningResultFile.ReturnRate(
            plans: t.plans, returnPPM: t.returnPPM, figures: figures(t.rtp, gap: t.gap, best: nil),
            closestBelow: step(t.closestBelow), closestAtOrAbove: step(t.closestAbove))
    }

    static func plinkoTable(_ t: PlinkoTuning) -> TuningResultFile.PlinkoTable {
        TuningResultFile.PlinkoTable(
            rows: t.options.rows, risk: t.options.risk.rawValue, shapeCenti: t.shape.centis.map(\.hundredths),
            tunedCenti: t.table.centis.map(\.hundredths), minimumCenti: t.minimum.hundredths,
            figures: figures(t.rtp, gap: t.gap, best: t.bestPossibleGap),
            largestShapeChange: TuningResultFile.ShapeChange(
                bucket: t.largestShapeChange.index,
                relative: JSONNumber(AnalysisText.number(t.largestShapeChange.relative))))
    }

    static func slots(_ t: SlotsTuning) -> TuningResultFile.Slots {
        TuningResultFile.Slots(
            paytable: zip(t.shape.paytable, t.configuration.paytable).map { before, after in
                TuningResultFile.PaytableLine(
                    label: after.label, shapeCenti: before.centi.hundredths, tunedCenti: after.centi.hundredths)
            },
            figures: figures(t.rtp, gap: t.gap, best: t.bestPossibleGap), hitFrequency: t.hitFrequency.description,
            hitFrequencyDecimal: JSONNumber(AnalysisText.number(t.hitFrequency.doubleValue)),
            hitBand: [t.hitBand.lower.description, t.hitBand.upper.description],
            parSheet: TuningResultFile.PARSheet(
                cycle: t.parSheet.cycle, totalReturn: t.parSheet.totalReturn.description,
                rows: t.parSheet.rows.map { row in
                    TuningResultFile.PARRow(
                        symbols: row.symbols, line: row.line, centi: row.centi.hundredths, count: row.count,
                        probability: row.probability.description, contribution: row.contribution.description)
                }))
    }

    private static func verified(_ entry: TuningVerification.Entry) -> TuningResultFile.Verification {
        let a = entry.analysis
        let effective = TuningVerification.reportedWagers.compactMap { w in
            a.effectiveRTP(atWager: w).map { (String(w), $0.description) }
        }
        return TuningResultFile.Verification(
            configuration: entry.game.title, nominalRTP: a.nominalRTP.description,
            nominalRTPDecimal: JSONNumber(AnalysisText.number(a.nominalRTP.doubleValue)),
            effectiveRTP: OrderedMembers(effective), hitFrequency: a.hitFrequency.description,
            stdDev: JSONNumber(AnalysisText.number(a.standardDeviation)),
            volatilityIndex: JSONNumber(AnalysisText.number(a.volatilityIndex)))
    }

    static func figures(_ rtp: ExactFraction, gap: RTPGap, best: ExactFraction?) -> TuningResultFile.RTPFigures {
        TuningResultFile.RTPFigures(
            rtp: rtp.description, rtpDecimal: JSONNumber(AnalysisText.number(rtp.doubleValue)),
            gap: JSONNumber(
                (gap.isBelowTarget && !gap.isZero ? "-" : "") + NumberFormat.fixed(gap.magnitude, places: 15)),
            bestPossibleGap: best.map { JSONNumber(NumberFormat.fixed($0, places: 15)) },
            optimal: best.map { gap.magnitude == $0 })
    }
}

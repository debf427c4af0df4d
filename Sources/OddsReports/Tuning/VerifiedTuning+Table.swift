import CasinoCore
import OddsLab

extension VerifiedTuning {
    /// `tune`'s output for people: per game what was tuned and how close it came (Mines with its
    /// M(m,k) table, Slots with its PAR sheet), the exact re-analysis of the tuned configuration,
    /// then the configuration to paste (or, with `wroteConfig`, the file it went to). Deterministic:
    /// fixed order, exact fractions, numbers through `NumberFormat`.
    public func table(wroteConfig: String?) -> String {
        var out = ""
        switch result {
        case .crash(let tuning):
            out += Self.returnRateSection(tuning)
        case .mines(let tuning):
            out += Self.returnRateSection(tuning)
            out += Self.minesGrid(configuration.mines)
        case .plinko(let tunings):
            for tuning in tunings { out += Self.plinkoSection(tuning) + "\n" }
            if tunings.count > 1 {
                let worst = tunings.map(\.gap).max() ?? RTPGap(achieved: .zero, target: .zero)
                let optimal = tunings.filter(\.isOptimal).count
                out +=
                    "\(tunings.count) tables: largest gap \(Self.pp(worst)); \(optimal) of \(tunings.count) as close as hundredths allow\n\n"
            }
        case .slots(let tuning):
            out += Self.slotsSection(tuning)
        }
        out += Self.verificationTable(verification)
        out += floorNote
        if let wroteConfig {
            out +=
                "\nwrote \(wroteConfig): the configuration with \(patches.map { $0.path.joined(separator: ".") }.joined(separator: ", ")) replaced\n"
        } else {
            out += "\nconfiguration (paste into a --config file, or use --output FILE):\n"
            out += ConfigurationPatch.fileText(patches, over: nil)
        }
        return out
    }

    /// The choices the tuned configuration's floor refuses at a common stake, one line each (at most
    /// `floorNoteLimit`, then a count); empty when every common stake is accepted.
    var floorNote: String {
        guard !commonStakeRefusals.isEmpty else { return "" }
        let limit = 10
        var out =
            "\nreturn floor: \(commonStakeRefusals.count) tuned choices are refused at some common stake (5, 10, 15, 20, 30, 60 min) "
            + "under the \(floor) floor at 00:00; tune --for-floor tunes for the floor:\n"
        for refusal in commonStakeRefusals.prefix(limit) {
            let accepted = refusal.acceptedWagers
            let acceptedText =
                accepted.isEmpty
                ? "accepted at no stake of 1…120"
                : "accepted at \(accepted.count) stakes of 1…120: "
                    + accepted.prefix(8).map(String.init).joined(separator: ", ") + (accepted.count > 8 ? ", …" : "")
            out +=
                "  \(refusal.title): refused at \(refusal.refusedCommonStakes.map(String.init).joined(separator: ", ")) min; \(acceptedText)\n"
        }
        if commonStakeRefusals.count > limit { out += "  … and \(commonStakeRefusals.count - limit) more\n" }
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
    private static func exact(_ f: ExactFraction) -> String {
        "\(f) = \(NumberFormat.percent(f, places: 6)) %"
    }

    /// `"-0.000153 pp"`, `"0 pp"`.
    private static func pp(_ gap: RTPGap) -> String {
        gap.isZero
            ? "0 pp (exact)"
            : gap.sign
                + NumberFormat.significant(
                    gap.magnitude.multiplied(by: ExactFraction(100, 1)) ?? gap.magnitude, digits: 3) + " pp"
    }

    /// `"+0.15 %"`.
    private static func signedPercent(_ x: Double) -> String {
        (x < 0 ? "-" : "+") + NumberFormat.percent(abs(x), places: 2) + " %"
    }
}

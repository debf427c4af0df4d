import CasinoCore
import OddsLab

extension VerifiedTuning {
    /// `tune`'s output for people: per game what was tuned and how close it came (Mines with its
    /// M(m,k) table, Slots with its PAR sheet), the exact re-analysis of the tuned configuration,
    /// then the configuration to paste (or, with `wroteConfig`, the file it went to). Deterministic:
    /// fixed order, exact fractions, numbers through `NumberFormat`.
    public func table(wroteConfig: String?) -> String {
        var out = ""
        if case .returnRate(let tuning) = result { out += Self.returnRateSection(tuning) }
        // A game's own kind of result, in its folder (`GameTuningText`).
        for text in GameTuningText.all { out += text.tuned(self) ?? "" }
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

    static func returnRateSection(_ t: ReturnRateTuning) -> String {
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
}

import OddsLab

extension Sweep {
    /// `sweep`'s table for people: one row per value with its exact figures (nominal and effective
    /// RTP, hit frequency, σ, volatility, the exact loss per bet) and, when days were simulated,
    /// the minutes lost per day (mean and p90) of `days`' profile.
    package func table(days: SweepDayCost?) -> String {
        let wagerSweep = isWagerSweep
        // The return-rate knob's column, for a game that has the knob.
        let showPPM = GameRegistry.descriptor(game).returnRate != nil
        var header = [axis.parameterName] + (showPPM ? ["returnPPM"] : []) + ["configuration", "nominal RTP"]
        header += wagerSweep ? ["effective RTP"] : TuningVerification.reportedWagers.map { "eff \($0)m" }
        header += ["hit", "σ", "volatility", wagerSweep ? "loss per bet" : "loss per 10m bet"]
        if let days { header += ["lost/day \(days.profile.name)", "p90/day"] }
        var lines = [header]
        for (i, row) in rows.enumerated() {
            let a = row.analysis
            var cells = [row.value] + (showPPM ? [row.returnPPM.map(String.init) ?? ""] : []) + [row.game.title]
            cells.append(NumberFormat.percent(a.nominalRTP, places: 4) + " %")
            let wagers = wagerSweep ? [row.wager] : Sweep.reportedWagers
            cells += wagers.map { w in
                a.effectiveRTP(atWager: w).map { NumberFormat.percent($0, places: 4) + " %" } ?? ""
            }
            let loss = row.expectedLossPerBet
            cells += [
                NumberFormat.percent(a.hitFrequency, places: 2) + " %",
                NumberFormat.fixed(a.standardDeviation, places: 3),
                NumberFormat.fixed(a.volatilityIndex, places: 3),
                (loss.isGain ? "-" : "") + NumberFormat.fixed(loss.minutes, places: 4) + " min"
            ]
            if let days {
                if let step = days.steps[i] {
                    cells += [Self.mean(step, places: 2) + " min", step.p90MinutesLost.map { "\($0) min" } ?? ""]
                } else {
                    cells += ["", ""]
                }
            }
            lines.append(cells)
        }
        return TextTable.aligned(
            lines, rightAligned: header.indices.map { $0 != 0 && header[$0] != "configuration" }, indent: "")
    }

    /// A wager sweep shows each row's effective RTP at its own wager instead of at 1, 10 and 60.
    private var isWagerSweep: Bool {
        if case .wager = axis { return true }
        return false
    }
}

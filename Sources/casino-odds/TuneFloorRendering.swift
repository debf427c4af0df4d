import OddsLab
import OddsReports

/// The text `tune --for-floor` prints: per table, the accepted stakes before and after, the worst
/// effective return among them and its bound, then the totals and the configuration.
enum TuneFloorRendering {
    static func table(_ tuning: FloorTuning, request: FloorTuningRequest, configurationText: String) -> String {
        let goal = request.goal
        var out = "\(request.game) for the return floor \(goal.floor): stakes \(goal.stakes.map(String.init).joined(separator: ", ")) min at 00:00 (remaining = stake), nominal \(request.target) ± band\n"
        switch tuning.result {
        case .plinko(let tunings):
            var rows: [[String]] = [["table", "nominal", "accepted before", "accepted after", "worst accepted", "bound", "tuned (x)"]]
            var before = 0, after = 0, optimal = 0
            for t in tunings {
                before += t.before.acceptedStakes.count
                after += t.after.acceptedStakes.count
                if t.isOptimal { optimal += 1 }
                rows.append(["plinko \(t.options)", NumberFormat.percent(t.nominalRTP, places: 4) + " %",
                             stakeList(t.before), stakeList(t.after),
                             NumberFormat.percent(t.after.worstAcceptedReturn, places: 4) + " %",
                             "\(t.bound.acceptedStakes) at " + NumberFormat.percent(t.bound.worstAcceptedReturn, places: 4) + " %",
                             t.table.centis.map { $0.plainDecimal }.joined(separator: " ")])
            }
            out += TextTable.aligned(rows, rightAligned: [false, true, false, false, true, false, false], indent: "")
            let total = tunings.count * goal.stakes.count
            out += "\(tunings.count) tables: (table × stake) accepted before \(before)/\(total), after \(after)/\(total); \(optimal) of \(tunings.count) reach their bound\n"
        }
        return out + "\nconfiguration (paste into a --config file, or use --write-config FILE):\n" + configurationText
    }

    private static func stakeList(_ j: FloorJudgement) -> String {
        "\(j.acceptedStakes.count)/\(j.stakes.count)" + (j.acceptedStakes.isEmpty ? "" : " (" + j.acceptedStakes.map(String.init).joined(separator: ",") + ")")
    }
}

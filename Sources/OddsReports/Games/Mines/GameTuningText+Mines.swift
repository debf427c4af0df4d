import CasinoCore
import OddsLab

extension GameTuningText {
    /// Mines' tuned return rate with its M(m,k) grid, and its plans tuned for the floor.
    static let mines = GameTuningText(
        tuned: { tuning in
            guard case .mines(let rate) = tuning.result else { return nil }
            return VerifiedTuning.returnRateSection(rate) + VerifiedTuning.minesGrid(tuning.configuration.mines)
        },
        floor: { tuning, request in
            guard case .mines(let tunings) = tuning.result else { return nil }
            return (nil, FloorTuning.minesSection(tunings, goal: request.goal))
        },
        json: { tuning, file in
            guard case .mines(let rate) = tuning.result else { return false }
            file.returnRate = VerifiedTuning.returnRate(rate)
            file.multipliersCenti = MinesTuner.multiplierTable(tuning.configuration.mines).map { $0.map(\.hundredths) }
            return true
        })
}

extension VerifiedTuning {
    /// M(m,k) of every plan, mines down and reveals across.
    static func minesGrid(_ configuration: MinesConfiguration) -> String {
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
}

extension FloorTuning {
    /// The plans' accepted stakes before and after, where the cap leaves the win whole, and the plans not offered.
    static func minesSection(_ tunings: [MinesFloorTuning], goal: FloorGoal) -> String {
        var out = ""
        var before = 0, after = 0, uncut = 0, uncutAccepted = 0, beforeUncut = 0, beforeUncutAccepted = 0
        var changed = 0
        for t in tunings {
            before += t.before.acceptedStakes.count
            after += t.after.acceptedStakes.count
            if t.centi != t.formula { changed += 1 }
            for stake in goal.stakes {
                if stake * t.formula.hundredths / 100 <= goal.minutesUntilMidnight {
                    beforeUncut += 1
                    if t.before.acceptedStakes.contains(stake) { beforeUncutAccepted += 1 }
                }
                if stake * t.centi.hundredths / 100 <= goal.minutesUntilMidnight {
                    uncut += 1
                    if t.after.acceptedStakes.contains(stake) { uncutAccepted += 1 }
                }
            }
        }
        let total = tunings.count * goal.stakes.count
        out +=
            "\(tunings.count) plans, each the best hundredth of its band (exhaustive); \(changed) multipliers differ from the formula's\n"
        out += "(plan × stake) accepted: before \(before)/\(total), after \(after)/\(total)\n"
        out +=
            "where the cap leaves the win whole: before \(beforeUncutAccepted)/\(beforeUncut), after \(uncutAccepted)/\(uncut)\n"
        let missing = tunings.filter { t in
            t.misses.contains { $0.value == .rounding } && t.smallestAcceptedWager != nil
        }
        out +=
            "\nplans that miss a stake the cap leaves whole (no hundredth in the band pays enough whole minutes there):\n"
        var rows: [[String]] = [["plan", "band", "tuned", "refused stakes (rounding)", "accepted"]]
        for t in missing {
            let refused = t.misses.filter { $0.value == .rounding }.keys.sorted()
            rows.append([
                "\(t.mines) mines \(t.reveals) reveals", "\(t.band.lowerBound)…\(t.band.upperBound)",
                t.centi.description,
                refused.map(String.init).joined(separator: ","),
                t.after.acceptedStakes.map(String.init).joined(separator: ",")
            ])
        }
        out += TextTable.aligned(rows, rightAligned: [], indent: "  ")
        let removed = tunings.filter { $0.smallestAcceptedWager == nil }
        out +=
            "\n\(removed.count) plans not offered (no stake of 1…\(FloorTuningRequest.offerLimit) min accepted at 00:00: the win is larger than 1439 minutes even at 1 minute):\n"
        out += "  " + removed.map { "\($0.mines)/\($0.reveals)" }.joined(separator: " ") + "  (mines/reveals)\n"
        let unplayable = tunings.filter { $0.smallestAcceptedWager != nil && !$0.isOffered }
        out +=
            "\(unplayable.count) plans not offered (no common stake accepted for half of an ordinary day, holding only the bet):\n"
        for t in unplayable {
            let best = t.day.flatMap(DayAcceptance.best(of:))
            out +=
                "  \(t.mines)/\(t.reveals): best \(best.map { "\($0.stake) min, \($0.minutesAccepted) min (\($0.range))" } ?? "none")\n"
        }
        return out
    }
}

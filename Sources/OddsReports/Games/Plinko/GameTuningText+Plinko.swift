import CasinoCore
import OddsLab

extension GameTuningText {
    /// Plinko's tuned tables, and its tables tuned for the floor.
    static let plinko = GameTuningText(
        tuned: { tuning in
            guard case .plinko(let tunings) = tuning.result else { return nil }
            var out = ""
            for tuning in tunings { out += VerifiedTuning.plinkoSection(tuning) + "\n" }
            if tunings.count > 1 {
                let worst = tunings.map(\.gap).max() ?? RTPGap(achieved: .zero, target: .zero)
                let optimal = tunings.filter(\.isOptimal).count
                out +=
                    "\(tunings.count) tables: largest gap \(VerifiedTuning.pp(worst)); \(optimal) of \(tunings.count) as close as hundredths allow\n\n"
            }
            return out
        },
        floor: { tuning, request in
            guard case .plinko(let tunings) = tuning.result else { return nil }
            return (nil, FloorTuning.plinkoSection(tunings, goal: request.goal))
        },
        json: { tuning, file in
            guard case .plinko(let tunings) = tuning.result else { return false }
            file.tables = tunings.map(VerifiedTuning.plinkoTable)
            return true
        })
}

extension VerifiedTuning {
    /// One tuned table: the shape and the table, its exact RTP and gap, its largest change.
    static func plinkoSection(_ t: PlinkoTuning) -> String {
        var out = "plinko \(t.options): target RTP \(t.target)\n"
        let rows = [["shape"] + t.shape.centis.map(\.plainDecimal), ["tuned"] + t.table.centis.map(\.plainDecimal)]
        out += TextTable.aligned(
            rows, rightAligned: [false] + [Bool](repeating: true, count: t.table.centis.count), indent: "  ")
        out += "  exact RTP \(VerifiedTuning.exact(t.rtp))   gap \(VerifiedTuning.pp(t.gap))   "
        out +=
            t.isOptimal
            ? "(no table of hundredths is closer)\n"
            : "(best any table of hundredths could do: \(NumberFormat.percent(t.bestPossibleGap, places: 6)) pp)\n"
        out +=
            "  minimum \(t.minimum); furthest from the exactly scaled shape: bucket \(t.largestShapeChange.index), "
            + "\(VerifiedTuning.signedPercent(t.largestShapeChange.relative))\n"
        return out
    }
}

extension FloorTuning {
    /// Each tuned table: the accepted stakes before and after, the worst accepted return and its bound.
    static func plinkoSection(_ tunings: [PlinkoFloorTuning], goal: FloorGoal) -> String {
        var out = ""
        var rows: [[String]] = [
            ["table", "nominal", "accepted before", "accepted after", "worst accepted", "bound", "tuned (x)"]
        ]
        var before = 0, after = 0, optimal = 0
        for t in tunings {
            before += t.before.acceptedStakes.count
            after += t.after.acceptedStakes.count
            if t.isOptimal { optimal += 1 }
            rows.append([
                "plinko \(t.options)" + (t.retunedForTheDay == nil ? "" : " *"),
                NumberFormat.percent(t.nominalRTP, places: 4) + " %",
                Self.stakeList(t.before), Self.stakeList(t.after),
                NumberFormat.percent(t.after.worstAcceptedReturn, places: 4) + " %",
                "\(t.bound.acceptedStakes) at " + NumberFormat.percent(t.bound.worstAcceptedReturn, places: 4)
                    + " %"
                    + " (gap "
                    + NumberFormat.percent(
                        (try? t.bound.worstAcceptedReturn.absoluteDifference(
                            from: t.after.worstAcceptedReturn, "gap")) ?? .zero, places: 4) + " pp)",
                t.table.centis.map { $0.plainDecimal }.joined(separator: " ")
            ])
        }
        out += TextTable.aligned(rows, rightAligned: [false, true, false, false, true, false, false], indent: "")
        let total = tunings.count * goal.stakes.count
        out +=
            "\(tunings.count) tables: (table × stake) accepted before \(before)/\(total), after \(after)/\(total); \(optimal) of \(tunings.count) reach their bound\n"
            + "(bound: what any table of hundredths in the same windows could do at the stakes accepted; Docs/tuning.md)\n"
        for t in tunings {
            guard let first = t.retunedForTheDay else { continue }
            out +=
                "* plinko \(t.options): tuned for 00:00 as \(first.centis.map { $0.plainDecimal }.joined(separator: " ")), no common stake was accepted for half an ordinary day; tuned again around that table for \(BetMoment(minutesUntilMidnight: DayAcceptance.dayMinutes - DayAcceptance.playableMinutes).clockTime ?? "11:59") (bound: at that moment)\n"
        }
        return out
    }
}

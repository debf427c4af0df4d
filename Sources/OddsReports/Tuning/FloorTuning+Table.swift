import CasinoCore
import OddsLab

extension FloorTuning {
    /// The text `tune --for-floor` prints: per table, the accepted stakes before and after, the
    /// worst effective return among them and its bound, then the totals and the configuration to
    /// paste (the patches alone, whatever file `--output` wrote them over).
    package func table(request: FloorTuningRequest) -> String {
        let goal = request.goal
        let moment = BetMoment(minutesUntilMidnight: goal.minutesUntilMidnight).clockTime ?? "00:00"
        var out =
            "\(request.game) for the return floor \(goal.floor): stakes \(goal.stakes.map(String.init).joined(separator: ", ")) min at \(moment) (remaining = stake), nominal \(request.target) ± band\n"
        if case .slots = result {
            out =
                "slots for the return floor \(goal.floor) over an ordinary day (holding only the bet), nominal \(request.target) ± band\n"
        }
        switch result {
        case .plinko(let tunings):
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
        case .mines(let tunings):
            out += Self.minesSection(tunings, goal: goal)
        case .slots(let tuning):
            out += Self.slotsSection(tuning)
        }
        return out + "\nconfiguration (paste into a --config file, or use --output FILE):\n"
            + ConfigurationPatch.fileText(patches, over: nil)
    }

    private static func minesSection(_ tunings: [MinesFloorTuning], goal: FloorGoal) -> String {
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

    private static func slotsSection(_ t: SlotsDayTuning) -> String {
        let stretch = BetMoment(minutesUntilMidnight: DayAcceptance.dayMinutes - t.dayMinutes).clockTime ?? "23:59"
        var out =
            "goal: \(t.stake) min accepted from 00:00 to \(stretch) (\(t.dayMinutes) of \(DayAcceptance.dayMinutes) minutes), pays whole multiples of the stake, order kept, closest to the machine's pays\n"
        var rows: [[String]] = [["line", "pays before", "pays tuned"]]
        for (before, after) in zip(t.shape.paytable, t.configuration.paytable) {
            rows.append([before.label, before.centi.description, after.centi.description])
        }
        out += TextTable.aligned(rows, rightAligned: [false, true, true], indent: "  ")
        out +=
            "  exact RTP \(t.rtp) = \(NumberFormat.percent(t.rtp, places: 4)) %; hit frequency \(NumberFormat.percent(t.hitFrequency, places: 2)) % (pays never change it)\n"
        out += "  accepted over an ordinary day, holding only the bet (minutes of 1440, from 00:00):\n"
        var day: [[String]] = [["stake", "before", "after"]]
        for (b, a) in zip(t.before.cells, t.after.cells) {
            day.append(["\(a.stake) min", "\(b.minutesAccepted) (\(b.range))", "\(a.minutesAccepted) (\(a.range))"])
        }
        out += TextTable.aligned(day, rightAligned: [true, false, false], indent: "  ")
        return out
    }

    private static func stakeList(_ j: FloorJudgement) -> String {
        "\(j.acceptedStakes.count)/\(j.stakes.count)"
            + (j.acceptedStakes.isEmpty ? "" : " (" + j.acceptedStakes.map(String.init).joined(separator: ",") + ")")
    }
}

import CasinoCore
import OddsLab

extension GameTuningText {
    /// Slots' tuned paytable with its PAR sheet, and its paytable tuned for a stake's day.
    static let slots = GameTuningText(
        tuned: { tuning in
            guard case .slots(let slots) = tuning.result else { return nil }
            return VerifiedTuning.slotsSection(slots)
        },
        floor: { tuning, request in
            guard case .slots(let slots) = tuning.result else { return nil }
            let heading =
                "slots for the return floor \(request.goal.floor) over an ordinary day (holding only the bet), nominal \(request.target) ± band\n"
            return (heading, FloorTuning.slotsSection(slots))
        },
        json: { tuning, file in
            guard case .slots(let slots) = tuning.result else { return false }
            file.slots = VerifiedTuning.slots(slots)
            return true
        })
}

extension VerifiedTuning {
    /// The paytable before and after, its exact RTP, hit frequency and PAR sheet.
    static func slotsSection(_ t: SlotsTuning) -> String {
        var out = "slots: target RTP \(t.target)\n"
        let counts = t.parSheet.rows.reduce(into: [String: Int]()) { $0[$1.line, default: 0] += $1.count }
        var rows: [[String]] = [["line", "pays before", "pays tuned", "count"]]
        for (before, after) in zip(t.shape.paytable, t.configuration.paytable) {
            rows.append([
                after.label, before.centi.description, after.centi.description, String(counts[after.label] ?? 0)
            ])
        }
        out += TextTable.aligned(rows, rightAligned: [false, true, true, true], indent: "  ")
        out += "  exact RTP \(VerifiedTuning.exact(t.rtp))   gap \(VerifiedTuning.pp(t.gap))   "
        out +=
            t.isOptimal
            ? "(no paytable of hundredths is closer)\n"
            : "(best any paytable of hundredths could do: \(NumberFormat.percent(t.bestPossibleGap, places: 6)) pp)\n"
        out +=
            "  hit frequency \(t.hitFrequency) = \(NumberFormat.percent(t.hitFrequency, places: 2)) % (band \(NumberFormat.percent(t.hitBand.lower, places: 2)) %…\(NumberFormat.percent(t.hitBand.upper, places: 2)) %; pays never change it)\n"
        let change = t.largestPayChange
        out +=
            "  furthest from the exactly scaled pays: \(t.configuration.paytable[change.index].label), \(VerifiedTuning.signedPercent(change.relative))\n"
        let sheet = t.parSheet
        out +=
            "  PAR sheet (tuned): cycle \(sheet.cycle) (\(sheet.stripLengths.map(String.init).joined(separator: " × ")) stops)\n"
        out += sheet.table(indent: "  ") + "\n"
        return out
    }
}

extension FloorTuning {
    /// The stake's stretch of the day, the pays before and after, and the day accepted before and after.
    static func slotsSection(_ t: SlotsDayTuning) -> String {
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
}

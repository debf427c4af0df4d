import CasinoCore
import OddsLab

/// A day-simulation run as a table for people and as JSON for machines. Both are pure functions
/// of the spec and the result (no thread count, no time), so equal runs print equal bytes.
public struct DayReport {
    package var spec: DayRunSpec
    package var result: DayRunResult
    /// The tool and its version, e.g. `"casino-odds 0.7.0"`.
    public var producer: String
    /// The command that replays the first violation's day, if there is one.
    public var replayCommand: String?

    package init(spec: DayRunSpec, result: DayRunResult, producer: String, replayCommand: String?) {
        self.spec = spec
        self.result = result
        self.producer = producer
        self.replayCommand = replayCommand
    }

    /// The first violation's replay handle.
    package var firstViolationHandle: DayReplayHandle? {
        guard let v = result.tally.firstViolation, let chunk = result.firstViolationChunk else { return nil }
        return DayReplayHandle(seed: spec.seed, stream: RunSeeds.stream(ofChunk: chunk), day: v.location.dayInChunk)
    }

    /// The first violation's calendar date.
    public var firstViolationDate: DayKey? {
        guard let v = result.tally.firstViolation, let chunk = result.firstViolationChunk else { return nil }
        return LabTimeZone.dayKey(ofDayNumber: DayRunSpec.firstDayNumber(ofChunk: chunk) + v.location.dayInChunk)
    }

    var lastDate: DayKey {
        LabTimeZone.dayKey(ofDayNumber: LabTimeZone.dayNumber(of: DayRunSpec.firstDate) + spec.days - 1)
    }

    static let quantiles: [(String, Int)] = [("p50", 500), ("p90", 900), ("p99", 990)]

    var distributions: [(key: String, label: String, histogram: MinuteHistogram)] {
        [
            ("minutesWagered", "minutes wagered", result.minutesWageredPerDay),
            ("minutesLost", "minutes lost (negative: won)", result.minutesLostPerDay),
            ("overrunMinutes", "overrun, threshold events", result.overrunPerDay),
            ("overrunMinutesSeedTriggersOnly", "overrun, seed triggers only", result.overrunSeedTriggersOnlyPerDay),
            ("blockedUnlocks", "blocked unlock taps", result.blockedUnlocksPerDay)
        ]
    }

    // MARK: Table

    public var table: String {
        var out = header + "\n"
        out += distributionTable + "\n"
        out += realPlay + "\n\n"
        out += invariantTable
        out += "\n" + violationSummary + "\n"
        return out
    }

    /// The run, the user, the phone and the calendar: the table's first lines.
    private var header: String {
        let r = result
        let p = spec.profile.profile
        var out =
            "casino-odds day: profile \(p.name), \(spec.days) days, seed \(spec.seed)"
            + (spec.killEveryWrite ? ", kill every write" : "") + "\n"
        out +=
            "user: allowance \(p.dailyAllowanceMinutes) min, bet \(p.bet), games "
            + p.games.map { "\($0.kind)" + ($0.weight == 1 ? "" : " ×\($0.weight)") }.joined(separator: ", ") + "\n"
        if p.usageReportDelayMinutes + p.thresholdEventDelayMinutes > 0 || p.unlocksFromShield {
            out +=
                "phone: usage reported \(p.usageReportDelayMinutes) min late, threshold events \(p.thresholdEventDelayMinutes) min "
                + "after that" + (p.unlocksFromShield ? "; the user unlocks from the shield first" : "") + "\n"
        }
        out +=
            "calendar: \(DayRunSpec.firstDate) … \(lastDate), US Eastern rules (23-hour days: \(r.shortDays), "
            + "25-hour days: \(r.longDays)), \(DayRunSpec.chunkDays)-day chunks, each from a fresh install\n"
        return out
    }

    /// The per-day distributions: mean and quantiles.
    private var distributionTable: String {
        var rows: [[String]] = []
        for d in distributions {
            rows.append(
                [d.label, NumberFormat.ratio(d.histogram.sum, d.histogram.total, places: 2)]
                    + DayReport.quantiles.map { d.histogram.quantile(permille: $0.1).map(String.init) ?? "-" }
                    + [d.histogram.quantile(permille: 1000).map(String.init) ?? "-"])
        }
        return TextTable.ruled(
            header: ["per day", "mean", "p50", "p90", "p99", "max"],
            rightAligned: [false, true, true, true, true, true], rows: rows)

    }

    /// "real play": the wagers, the return, the cap, forfeits, the floor, locks and shields.
    private var realPlay: String {
        let r = result
        let stakes = r.settledMinutesWagered
        var rows: [[String]] = []
        rows.append([
            "wagers",
            "\(r.wagers) (\(NumberFormat.ratio(r.wagers, r.days, places: 2)) a day), \(r.minutesWagered) minutes"
        ])
        rows.append(["RTP before cap (floor included)", NumberFormat.percentText(r.minutesReturnedBeforeCap, stakes)])
        rows.append(["RTP as paid (cap included)", NumberFormat.percentText(r.minutesReturned, stakes)])
        rows.append(["RTP counting forfeits", NumberFormat.percentText(r.minutesReturned, stakes + r.forfeitedMinutes)])
        rows.append([
            "cap bites",
            "\(NumberFormat.percentText(r.capped, r.wins)) of wins (\(r.capped) of \(r.wins)), "
                + "\(r.minutesRemovedByCap) minutes removed; \(r.cappedToZero) wins paid nothing"
        ])
        rows.append([
            "forfeits",
            "\(r.forfeits) (\(r.forfeitedMinutes) minutes; \(r.lateForfeits) found on a later day, "
                + "charged to none), \(r.kills) kills mid-game, \(r.pendingAtEnd) pending when the run ended"
        ])
        rows.append([
            "refused by the return floor",
            "\(r.refusedByFloor) bets (\(NumberFormat.ratio(r.refusedByFloor, r.days, places: 2)) a day); "
                + "the suggested wager taken after \(r.suggestedWagersTaken), the game left after the rest"
        ])
        rows.append(["days ending locked at 0", NumberFormat.percentText(r.daysEndedAtZero, r.days)])
        rows.append([
            "blocked unlock taps",
            "\(r.blockedUnlocks), on \(NumberFormat.percentText(r.daysWithBlockedUnlock, r.days)) of days"
        ])
        rows.append([
            "unlocks on stale usage",
            "\(r.unlocksOnStaleUsage) (the tap's own reading found 0: shields kept on, the wish stored off)"
        ])
        rows.append(["sessions blocked / cut by shields", "\(r.blockedSessions) / \(r.sessionsCut)"])
        rows.append([
            "days with overrun",
            "\(NumberFormat.percentText(r.overrunPerDay.daysAboveZero, r.days)) with threshold events, "
                + "\(NumberFormat.percentText(r.overrunSeedTriggersOnlyPerDay.daysAboveZero, r.days)) with seed triggers only"
        ])
        rows.append(["restricted-app use", "\(NumberFormat.ratio(r.usageMinutes, r.days, places: 2)) min a day"])
        rows.append(["steps, writes, shield changes", "\(r.steps), \(r.writes), \(r.shieldChanges)"])
        let width = rows.map { $0[0].count }.max() ?? 0
        return "real play\n"
            + rows.map { "  " + $0[0] + String(repeating: " ", count: width - $0[0].count) + "  " + $0[1] }
            .joined(separator: "\n")

    }

    /// Every invariant's checks and violations, and with kill-every-write the kill points.
    private var invariantTable: String {
        let r = result
        var rows: [[String]] = []
        for inv in DayInvariant.allCases {
            rows.append([inv.name, String(r.tally.checks[inv.rawValue]), String(r.tally.violations[inv.rawValue])])
        }
        var out = TextTable.ruled(
            header: ["invariant", "checks", "violations"], rightAligned: [false, true, true],
            rows: rows)
        if spec.killEveryWrite {
            let points = r.forks.killsAfterWrite.enumerated().map { "after effect \($0.offset) ×\($0.element)" }
            let unlockPoints = r.forks.unlockKillsAfterWrite.enumerated().map {
                "after effect \($0.offset) ×\($0.element)"
            }
            out +=
                "\nkill every write: \(r.forks.wagers) wagers forked at \(r.forks.killsAfterWrite.count) kill points "
                + "(\(points.joined(separator: ", "))), \(r.forks.unlockTaps) unlock taps at \(r.forks.unlockKillsAfterWrite.count) "
                + "(\(unlockPoints.joined(separator: ", "))): \(r.forks.forks) kills, each relaunched twice\n"
        }
        return out
    }

    /// One line: "no violations" or the first violation with its replay command.
    public var violationSummary: String {
        guard let v = result.tally.firstViolation, let handle = firstViolationHandle, let date = firstViolationDate
        else {
            return "no violations in \(result.tally.checks.reduce(0, +)) checks"
        }
        return "\(result.tally.violationCount) violations; first: \(v.invariant.name) on \(date) "
            + "(seed \(handle.seed), stream \(handle.stream), day \(handle.day)), \(v.location.run) step \(v.location.step): "
            + v.message + (replayCommand.map { "\nreplay: \($0)" } ?? "")
    }
}

extension DayReport {
    /// A day's figures on one line, every field, for `--replay`.
    package static func describe(_ f: DayFigures) -> String {
        "length change \(f.lengthChangeMinutes) min, wagers \(f.wagers) (\(f.minutesWagered) min), settled \(f.settled) "
            + "(\(f.settledMinutesWagered) min), wins \(f.wins), capped \(f.capped) (−\(f.minutesRemovedByCap) min, \(f.cappedToZero) to 0), "
            + "returned \(f.minutesReturned) min (\(f.minutesReturnedBeforeCap) before cap), forfeits \(f.forfeits) "
            + "(\(f.forfeitedMinutes) min, \(f.lateForfeits) late), kills \(f.kills), games net \(f.netGameMinutes) min, "
            + "\(f.endedAtZero ? "ended at 0" : "ended with minutes"), blocked taps \(f.blockedUnlocks), "
            + "blocked sessions \(f.blockedSessions), cut \(f.sessionsCut), used \(f.usageMinutes) min, overrun "
            + "\(f.overrunMinutes) min (\(f.overrunSeedTriggersOnlyMinutes) with seed triggers only), steps \(f.steps), "
            + "writes \(f.writes), shield changes \(f.shieldChanges)"
    }
}

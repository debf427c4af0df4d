import CasinoCore
import OddsLab

extension DayReport {
    /// The run as JSON: its schema `DayResultFile` printed by the lab's `JSONValue` printer, ratios
    /// as fixed-point decimals computed in integers, so runs that agree agree byte for byte.
    public var json: String {
        JSONTreeEncoder.encode(file).jsonText() + "\n"
    }

    /// The run as its schema.
    var file: DayResultFile {
        let r = result
        let p = spec.profile.profile
        return DayResultFile(
            producer: producer, command: "day", seed: spec.seed, days: spec.days, chunkDays: DayRunSpec.chunkDays,
            killEveryWrite: spec.killEveryWrite,
            profile: DayResultFile.Profile(
                name: p.name, dailyAllowanceMinutes: p.dailyAllowanceMinutes, bet: p.bet.description,
                games: p.games.map { "\($0.kind)" + ($0.weight == 1 ? "" : " weight \($0.weight)") },
                usageReportDelayMinutes: p.usageReportDelayMinutes,
                thresholdEventDelayMinutes: p.thresholdEventDelayMinutes, unlocksFromShield: p.unlocksFromShield),
            calendar: DayResultFile.Calendar(
                firstDate: DayRunSpec.firstDate.description, lastDate: lastDate.description,
                zone: "US Eastern rules, UTC-5/UTC-4", days23h: r.shortDays, days25h: r.longDays),
            perDay: OrderedMembers(distributions.map { ($0.key, DayReport.distribution($0.histogram)) }),
            play: play, lock: lock,
            app: DayResultFile.App(steps: r.steps, writes: r.writes, shieldChanges: r.shieldChanges),
            invariants: DayInvariant.allCases.map { inv in
                DayResultFile.Invariant(
                    name: inv.name, checks: r.tally.checks[inv.rawValue], violations: r.tally.violations[inv.rawValue])
            },
            violations: r.tally.violationCount, firstViolation: firstViolation,
            killForks: spec.killEveryWrite ? killForks : nil)
    }

    private static func distribution(_ histogram: MinuteHistogram) -> DayResultFile.Distribution {
        DayResultFile.Distribution(
            mean: JSONNumber(NumberFormat.ratio(histogram.sum, histogram.total, places: 4)),
            quantiles: OrderedMembers(quantiles.map { ($0.0, histogram.quantile(permille: $0.1)) }),
            max: histogram.quantile(permille: 1000), daysAboveZero: histogram.daysAboveZero)
    }

    private var play: DayResultFile.Play {
        let r = result
        func ratio(_ a: Int, _ b: Int) -> JSONNumber { JSONNumber(NumberFormat.ratio(a, b, places: 6)) }
        return DayResultFile.Play(
            wagers: r.wagers, minutesWagered: r.minutesWagered, settled: r.settled,
            settledMinutesWagered: r.settledMinutesWagered, wins: r.wins,
            minutesReturnedBeforeCap: r.minutesReturnedBeforeCap, minutesReturned: r.minutesReturned,
            capped: r.capped, minutesRemovedByCap: r.minutesRemovedByCap, cappedToZero: r.cappedToZero,
            forfeits: r.forfeits, forfeitedMinutes: r.forfeitedMinutes, lateForfeits: r.lateForfeits,
            killsMidGame: r.kills, pendingAtEnd: r.pendingAtEnd, refusedByFloor: r.refusedByFloor,
            suggestedWagersTaken: r.suggestedWagersTaken,
            rtpBeforeCap: ratio(r.minutesReturnedBeforeCap, r.settledMinutesWagered),
            rtpAsPaid: ratio(r.minutesReturned, r.settledMinutesWagered),
            rtpCountingForfeits: ratio(r.minutesReturned, r.settledMinutesWagered + r.forfeitedMinutes),
            capShareOfWins: ratio(r.capped, r.wins))
    }

    private var lock: DayResultFile.Lock {
        let r = result
        return DayResultFile.Lock(
            daysEndedAtZero: r.daysEndedAtZero,
            shareEndedAtZero: JSONNumber(NumberFormat.ratio(r.daysEndedAtZero, r.days, places: 6)),
            blockedUnlocks: r.blockedUnlocks, daysWithBlockedUnlock: r.daysWithBlockedUnlock,
            unlocksOnStaleUsage: r.unlocksOnStaleUsage, blockedSessions: r.blockedSessions,
            sessionsCutByShields: r.sessionsCut, usageMinutes: r.usageMinutes)
    }

    private var firstViolation: DayResultFile.Violation? {
        guard let v = result.tally.firstViolation, let handle = firstViolationHandle, let date = firstViolationDate
        else { return nil }
        return DayResultFile.Violation(
            invariant: v.invariant.name, date: date.description, seed: handle.seed, stream: handle.stream,
            day: handle.day, run: v.location.run.description, step: v.location.step, message: v.message,
            replay: handle.description)
    }

    private var killForks: DayResultFile.KillForks {
        let f = result.forks
        return DayResultFile.KillForks(
            wagers: f.wagers, killsAfterWrite: f.killsAfterWrite, unlockTaps: f.unlockTaps,
            unlockKillsAfterWrite: f.unlockKillsAfterWrite, forks: f.forks)
    }
}

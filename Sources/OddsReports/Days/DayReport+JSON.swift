import CasinoCore
import OddsLab

extension DayReport {
    /// The run as JSON (the lab's `JSONValue` printer): fixed key order, integers as integers and
    /// ratios as fixed-point decimals computed in integers, so runs that agree agree byte for byte.
    public var json: String {
        let r = result
        let p = spec.profile.profile
        var root: [(String, JSONValue)] = []
        root.append(("producer", .string(producer)))
        root.append(("command", .string("day")))
        root.append(("seed", .number(String(spec.seed))))
        root.append(("days", .number(String(spec.days))))
        root.append(("chunkDays", .number(String(DayRunSpec.chunkDays))))
        root.append(("killEveryWrite", .bool(spec.killEveryWrite)))
        var profile: [(String, JSONValue)] = []
        profile.append(("name", .string(p.name)))
        profile.append(("dailyAllowanceMinutes", .number(String(p.dailyAllowanceMinutes))))
        profile.append(("bet", .string(p.bet.description)))
        profile.append(
            ("games", .array(p.games.map { .string("\($0.kind)" + ($0.weight == 1 ? "" : " weight \($0.weight)")) })))
        profile.append(("usageReportDelayMinutes", .number(String(p.usageReportDelayMinutes))))
        profile.append(("thresholdEventDelayMinutes", .number(String(p.thresholdEventDelayMinutes))))
        profile.append(("unlocksFromShield", .bool(p.unlocksFromShield)))
        root.append(("profile", .object(pairs: profile)))
        var calendar: [(String, JSONValue)] = []
        calendar.append(("firstDate", .string(DayRunSpec.firstDate.description)))
        calendar.append(("lastDate", .string(lastDate.description)))
        calendar.append(("zone", .string("US Eastern rules, UTC-5/UTC-4")))
        calendar.append(("days23h", .number(String(r.shortDays))))
        calendar.append(("days25h", .number(String(r.longDays))))
        root.append(("calendar", .object(pairs: calendar)))

        var perDay: [(String, JSONValue)] = []
        for d in distributions {
            var o: [(String, JSONValue)] = []
            o.append(("mean", .number(NumberFormat.ratio(d.histogram.sum, d.histogram.total, places: 4))))
            for (name, permille) in DayReport.quantiles {
                o.append((name, d.histogram.quantile(permille: permille).map { .number(String($0)) } ?? .null))
            }
            o.append(("max", d.histogram.quantile(permille: 1000).map { .number(String($0)) } ?? .null))
            o.append(("daysAboveZero", .number(String(d.histogram.daysAboveZero))))
            perDay.append((d.key, .object(pairs: o)))
        }
        root.append(("perDay", .object(pairs: perDay)))

        var play: [(String, JSONValue)] = []
        for (key, value) in [
            ("wagers", r.wagers), ("minutesWagered", r.minutesWagered), ("settled", r.settled),
            ("settledMinutesWagered", r.settledMinutesWagered), ("wins", r.wins),
            ("minutesReturnedBeforeCap", r.minutesReturnedBeforeCap), ("minutesReturned", r.minutesReturned),
            ("capped", r.capped), ("minutesRemovedByCap", r.minutesRemovedByCap), ("cappedToZero", r.cappedToZero),
            ("forfeits", r.forfeits), ("forfeitedMinutes", r.forfeitedMinutes),
            ("lateForfeits", r.lateForfeits), ("killsMidGame", r.kills), ("pendingAtEnd", r.pendingAtEnd),
            ("refusedByFloor", r.refusedByFloor), ("suggestedWagersTaken", r.suggestedWagersTaken)
        ] {
            play.append((key, .number(String(value))))
        }
        play.append(
            (
                "rtpBeforeCap",
                .number(NumberFormat.ratio(r.minutesReturnedBeforeCap, r.settledMinutesWagered, places: 6))
            ))
        play.append(("rtpAsPaid", .number(NumberFormat.ratio(r.minutesReturned, r.settledMinutesWagered, places: 6))))
        play.append(
            (
                "rtpCountingForfeits",
                .number(NumberFormat.ratio(r.minutesReturned, r.settledMinutesWagered + r.forfeitedMinutes, places: 6))
            ))
        play.append(("capShareOfWins", .number(NumberFormat.ratio(r.capped, r.wins, places: 6))))
        root.append(("play", .object(pairs: play)))

        var lock: [(String, JSONValue)] = []
        lock.append(("daysEndedAtZero", .number(String(r.daysEndedAtZero))))
        lock.append(("shareEndedAtZero", .number(NumberFormat.ratio(r.daysEndedAtZero, r.days, places: 6))))
        lock.append(("blockedUnlocks", .number(String(r.blockedUnlocks))))
        lock.append(("daysWithBlockedUnlock", .number(String(r.daysWithBlockedUnlock))))
        lock.append(("unlocksOnStaleUsage", .number(String(r.unlocksOnStaleUsage))))
        lock.append(("blockedSessions", .number(String(r.blockedSessions))))
        lock.append(("sessionsCutByShields", .number(String(r.sessionsCut))))
        lock.append(("usageMinutes", .number(String(r.usageMinutes))))
        root.append(("lock", .object(pairs: lock)))

        var app: [(String, JSONValue)] = []
        app.append(("steps", .number(String(r.steps))))
        app.append(("writes", .number(String(r.writes))))
        app.append(("shieldChanges", .number(String(r.shieldChanges))))
        root.append(("app", .object(pairs: app)))

        root.append(
            (
                "invariants",
                .array(
                    DayInvariant.allCases.map { inv in
                        JSONValue.object(pairs: [
                            ("name", .string(inv.name)),
                            ("checks", .number(String(r.tally.checks[inv.rawValue]))),
                            ("violations", .number(String(r.tally.violations[inv.rawValue])))
                        ])
                    })
            ))
        root.append(("violations", .number(String(r.tally.violationCount))))
        if let v = r.tally.firstViolation, let handle = firstViolationHandle, let date = firstViolationDate {
            var o: [(String, JSONValue)] = []
            o.append(("invariant", .string(v.invariant.name)))
            o.append(("date", .string(date.description)))
            o.append(("seed", .number(String(handle.seed))))
            o.append(("stream", .number(String(handle.stream))))
            o.append(("day", .number(String(handle.day))))
            o.append(("run", .string(v.location.run.description)))
            o.append(("step", .number(String(v.location.step))))
            o.append(("message", .string(v.message)))
            o.append(("replay", .string(handle.description)))
            root.append(("firstViolation", .object(pairs: o)))
        } else {
            root.append(("firstViolation", .null))
        }
        if spec.killEveryWrite {
            var o: [(String, JSONValue)] = []
            o.append(("wagers", .number(String(r.forks.wagers))))
            o.append(("killsAfterWrite", .array(r.forks.killsAfterWrite.map { .number(String($0)) })))
            o.append(("unlockTaps", .number(String(r.forks.unlockTaps))))
            o.append(("unlockKillsAfterWrite", .array(r.forks.unlockKillsAfterWrite.map { .number(String($0)) })))
            o.append(("forks", .number(String(r.forks.forks))))
            root.append(("killForks", .object(pairs: o)))
        }
        return JSONValue.object(pairs: root).jsonText() + "\n"
    }
}

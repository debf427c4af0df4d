extension DayReport {
    /// The run as JSON: fixed key order, two-space indentation, integers as integers and ratios as
    /// fixed-point decimals computed in integers, so runs that agree agree byte for byte.
    public var json: String {
        let r = result
        let p = spec.profile.profile
        var root = JSONObject()
        root.add("producer", .string(producer))
        root.add("command", .string("day"))
        root.add("seed", .raw(String(spec.seed)))
        root.add("days", .raw(String(spec.days)))
        root.add("chunkDays", .raw(String(DayRunSpec.chunkDays)))
        root.add("killEveryWrite", .raw(spec.killEveryWrite ? "true" : "false"))
        var profile = JSONObject()
        profile.add("name", .string(p.name))
        profile.add("dailyAllowanceMinutes", .raw(String(p.dailyAllowanceMinutes)))
        profile.add("bet", .string(p.bet.description))
        profile.add("games", .array(p.games.map { .string("\($0.kind)" + ($0.weight == 1 ? "" : " weight \($0.weight)")) }))
        root.add("profile", .object(profile))
        var calendar = JSONObject()
        calendar.add("firstDate", .string(DayRunSpec.firstDate.description))
        calendar.add("lastDate", .string(lastDate.description))
        calendar.add("zone", .string("US Eastern rules, UTC-5/UTC-4"))
        calendar.add("days23h", .raw(String(r.shortDays)))
        calendar.add("days25h", .raw(String(r.longDays)))
        root.add("calendar", .object(calendar))

        var perDay = JSONObject()
        for d in distributions {
            var o = JSONObject()
            o.add("mean", .raw(NumberFormat.ratio(d.histogram.sum, d.histogram.total, places: 4)))
            for (name, permille) in DayReport.quantiles {
                o.add(name, d.histogram.quantile(permille: permille).map { .raw(String($0)) } ?? .raw("null"))
            }
            o.add("max", d.histogram.quantile(permille: 1000).map { .raw(String($0)) } ?? .raw("null"))
            o.add("daysAboveZero", .raw(String(d.histogram.daysAboveZero)))
            perDay.add(d.key, .object(o))
        }
        root.add("perDay", .object(perDay))

        var play = JSONObject()
        for (key, value) in [("wagers", r.wagers), ("minutesWagered", r.minutesWagered), ("settled", r.settled),
                             ("settledMinutesWagered", r.settledMinutesWagered), ("wins", r.wins),
                             ("minutesReturnedBeforeCap", r.minutesReturnedBeforeCap), ("minutesReturned", r.minutesReturned),
                             ("capped", r.capped), ("minutesRemovedByCap", r.minutesRemovedByCap), ("cappedToZero", r.cappedToZero),
                             ("forfeits", r.forfeits), ("forfeitedMinutes", r.forfeitedMinutes),
                             ("lateForfeits", r.lateForfeits), ("killsMidGame", r.kills), ("pendingAtEnd", r.pendingAtEnd)] {
            play.add(key, .raw(String(value)))
        }
        play.add("rtpBeforeCap", .raw(NumberFormat.ratio(r.minutesReturnedBeforeCap, r.settledMinutesWagered, places: 6)))
        play.add("rtpAsPaid", .raw(NumberFormat.ratio(r.minutesReturned, r.settledMinutesWagered, places: 6)))
        play.add("rtpCountingForfeits", .raw(NumberFormat.ratio(r.minutesReturned, r.settledMinutesWagered + r.forfeitedMinutes, places: 6)))
        play.add("capShareOfWins", .raw(NumberFormat.ratio(r.capped, r.wins, places: 6)))
        root.add("play", .object(play))

        var lock = JSONObject()
        lock.add("daysEndedAtZero", .raw(String(r.daysEndedAtZero)))
        lock.add("shareEndedAtZero", .raw(NumberFormat.ratio(r.daysEndedAtZero, r.days, places: 6)))
        lock.add("blockedUnlocks", .raw(String(r.blockedUnlocks)))
        lock.add("daysWithBlockedUnlock", .raw(String(r.daysWithBlockedUnlock)))
        lock.add("blockedSessions", .raw(String(r.blockedSessions)))
        lock.add("sessionsCutByShields", .raw(String(r.sessionsCut)))
        lock.add("usageMinutes", .raw(String(r.usageMinutes)))
        root.add("lock", .object(lock))

        var app = JSONObject()
        app.add("steps", .raw(String(r.steps)))
        app.add("writes", .raw(String(r.writes)))
        app.add("shieldChanges", .raw(String(r.shieldChanges)))
        root.add("app", .object(app))

        root.add("invariants", .array(DayInvariant.allCases.map { inv in
            var o = JSONObject()
            o.add("name", .string(inv.name))
            o.add("checks", .raw(String(r.tally.checks[inv.rawValue])))
            o.add("violations", .raw(String(r.tally.violations[inv.rawValue])))
            return .row(o)
        }))
        root.add("violations", .raw(String(r.tally.violationCount)))
        if let v = r.tally.firstViolation, let handle = firstViolationHandle, let date = firstViolationDate {
            var o = JSONObject()
            o.add("invariant", .string(v.invariant.name))
            o.add("date", .string(date.description))
            o.add("seed", .raw(String(handle.seed)))
            o.add("stream", .raw(String(handle.stream)))
            o.add("day", .raw(String(handle.day)))
            o.add("run", .string(v.location.run.description))
            o.add("step", .raw(String(v.location.step)))
            o.add("message", .string(v.message))
            o.add("replay", .string(handle.description))
            root.add("firstViolation", .object(o))
        } else {
            root.add("firstViolation", .raw("null"))
        }
        if spec.killEveryWrite {
            var o = JSONObject()
            o.add("wagers", .raw(String(r.forks.wagers)))
            o.add("killsAfterWrite", .array(r.forks.killsAfterWrite.map { .raw(String($0)) }))
            o.add("forks", .raw(String(r.forks.forks)))
            root.add("killForks", .object(o))
        }
        var out = ""
        JSONValueText.object(root).write(into: &out, indent: "")
        return out + "\n"
    }
}

/// An ordered JSON object under construction.
struct JSONObject {
    var members: [(String, JSONValueText)] = []
    mutating func add(_ key: String, _ value: JSONValueText) { members.append((key, value)) }
}

/// The few JSON shapes the day report prints.
indirect enum JSONValueText {
    case object(JSONObject)
    /// An object on one line.
    case row(JSONObject)
    case array([JSONValueText])
    case string(String)
    /// A literal already formatted: a number, true, false or null.
    case raw(String)

    func write(into out: inout String, indent: String) {
        switch self {
        case .raw(let text): out += text
        case .string(let s): JSONValueText.writeString(s, into: &out)
        case .row(let o):
            out += "{"
            for (i, (key, value)) in o.members.enumerated() {
                if i > 0 { out += ", " }
                JSONValueText.writeString(key, into: &out)
                out += ": "
                value.write(into: &out, indent: indent)
            }
            out += "}"
        case .object(let o):
            guard !o.members.isEmpty else { out += "{}"; return }
            let inner = indent + "  "
            out += "{\n"
            for (i, (key, value)) in o.members.enumerated() {
                out += inner
                JSONValueText.writeString(key, into: &out)
                out += ": "
                value.write(into: &out, indent: inner)
                out += i == o.members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .array(let items):
            let flat = items.allSatisfy { if case .object = $0 { return false } else if case .row = $0 { return false }; return true }
            if flat {
                out += "[" + items.map { var s = ""; $0.write(into: &s, indent: indent); return s }.joined(separator: ", ") + "]"
            } else {
                let inner = indent + "  "
                out += "[\n"
                for (i, item) in items.enumerated() {
                    out += inner
                    item.write(into: &out, indent: inner)
                    out += i == items.count - 1 ? "\n" : ",\n"
                }
                out += indent + "]"
            }
        }
    }

    static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

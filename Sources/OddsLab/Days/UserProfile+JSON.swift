import Foundation

extension UserProfile {
    /// The fields a profile file may set, in the order `--help` lists them.
    public static let jsonFields = [
        "base", "name", "dailyAllowanceMinutes", "sessionsPerHour", "sessionMinutes", "gameVisitsPerHour",
        "roundsPerVisit", "chaseRounds", "checksPerHour", "pullToRefreshProbability", "bet", "games",
        "lockAfterSessionProbability", "tapsWhenBlocked", "killMidGameProbability", "coldLaunchProbability",
        "selectionChangeProbability",
    ]

    /// Applies a JSON object of overrides to `base` (or to the profile its `"base"` field names).
    ///
    /// Hourly rates take a number (the same every hour) or 24 numbers; `bet` is
    /// `{"strategy": "fixed", "minutes": 5}`, `{"strategy": "fraction", "percent": 20}`,
    /// `{"strategy": "all-in"}` or `{"strategy": "martingale", "base": 5}`; `games` is a list of
    /// `{"game": "crash", "target": "2.00"}`, `{"game": "plinko", "rows": 16, "risk": "high"}`,
    /// `{"game": "mines", "mines": 3, "reveals": 5}`, `{"game": "slots"}`, each with an optional
    /// `"weight"`. The result is validated; every error names its field.
    public static func overriding(_ base: UserProfile, with json: [UInt8]) throws(ProfileError) -> UserProfile {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(json), options: [])
        } catch {
            throw ProfileError(field: "profile file", value: "", rule: "is not valid JSON")
        }
        guard let fields = object as? [String: Any] else {
            throw ProfileError(field: "profile file", value: "", rule: "must be a JSON object of profile fields")
        }
        for key in fields.keys.sorted() where !jsonFields.contains(key) {
            throw ProfileError(field: key, value: "", rule: "is not a profile field (known: \(jsonFields.joined(separator: ", ")))")
        }
        var p = base
        if let name = fields["base"] {
            let baseName = try string(name, "base")
            guard let named = UserProfile.named(baseName) else {
                throw ProfileError(field: "base", value: baseName,
                                   rule: "is not a named profile (\(UserProfile.named.map(\.name).joined(separator: ", ")))")
            }
            p = named
        }
        if let v = fields["name"] { p.name = try string(v, "name") }
        if let v = fields["dailyAllowanceMinutes"] { p.dailyAllowanceMinutes = try integer(v, "dailyAllowanceMinutes") }
        if let v = fields["sessionsPerHour"] { p.sessionsPerHour = try hourly(v, "sessionsPerHour") }
        if let v = fields["sessionMinutes"] { p.sessionMinutes = try integer(v, "sessionMinutes") }
        if let v = fields["gameVisitsPerHour"] { p.gameVisitsPerHour = try hourly(v, "gameVisitsPerHour") }
        if let v = fields["roundsPerVisit"] { p.roundsPerVisit = try integer(v, "roundsPerVisit") }
        if let v = fields["chaseRounds"] { p.chaseRounds = try integer(v, "chaseRounds") }
        if let v = fields["checksPerHour"] { p.checksPerHour = try hourly(v, "checksPerHour") }
        if let v = fields["pullToRefreshProbability"] { p.pullToRefreshProbability = try number(v, "pullToRefreshProbability") }
        if let v = fields["bet"] { p.bet = try betStrategy(v) }
        if let v = fields["games"] { p.games = try games(v) }
        if let v = fields["lockAfterSessionProbability"] { p.lockAfterSessionProbability = try number(v, "lockAfterSessionProbability") }
        if let v = fields["tapsWhenBlocked"] { p.tapsWhenBlocked = try integer(v, "tapsWhenBlocked") }
        if let v = fields["killMidGameProbability"] { p.killMidGameProbability = try number(v, "killMidGameProbability") }
        if let v = fields["coldLaunchProbability"] { p.coldLaunchProbability = try number(v, "coldLaunchProbability") }
        if let v = fields["selectionChangeProbability"] { p.selectionChangeProbability = try number(v, "selectionChangeProbability") }
        try p.validate()
        return p
    }

    /// True for JSON `true`/`false`: Foundation boxes them as NSNumbers of type `c`, numbers as `i`, `q` or `d`
    /// (`value is Bool` would also be true for the number 1).
    private static func isBool(_ value: Any) -> Bool {
        guard let n = value as? NSNumber else { return false }
        return String(cString: n.objCType) == "c"
    }

    private static func number(_ value: Any, _ field: String) throws(ProfileError) -> Double {
        guard !isBool(value), let n = value as? NSNumber else {
            throw ProfileError(field: field, value: "\(value)", rule: "must be a number")
        }
        return n.doubleValue
    }

    private static func integer(_ value: Any, _ field: String) throws(ProfileError) -> Int {
        let d = try number(value, field)
        guard d.isFinite, d == d.rounded(), abs(d) < 1e15 else {
            throw ProfileError(field: field, value: "\(value)", rule: "must be a whole number")
        }
        return Int(d)
    }

    private static func string(_ value: Any, _ field: String) throws(ProfileError) -> String {
        guard let s = value as? String else { throw ProfileError(field: field, value: "\(value)", rule: "must be a string") }
        return s
    }

    private static func hourly(_ value: Any, _ field: String) throws(ProfileError) -> [Double] {
        if let list = value as? [Any] {
            var rates: [Double] = []
            for (hour, item) in list.enumerated() { rates.append(try number(item, "\(field)[\(hour)]")) }
            return rates
        }
        let rate = try number(value, field)
        return Array(repeating: rate, count: 24)
    }

    private static func object(_ value: Any, _ field: String) throws(ProfileError) -> [String: Any] {
        guard let o = value as? [String: Any] else {
            throw ProfileError(field: field, value: "\(value)", rule: "must be a JSON object")
        }
        return o
    }

    private static func require(_ o: [String: Any], _ key: String, _ field: String) throws(ProfileError) -> Any {
        guard let v = o[key] else { throw ProfileError(field: "\(field).\(key)", value: "", rule: "is missing") }
        return v
    }

    private static func onlyKeys(_ o: [String: Any], _ allowed: [String], _ field: String) throws(ProfileError) {
        for key in o.keys.sorted() where !allowed.contains(key) {
            throw ProfileError(field: "\(field).\(key)", value: "", rule: "is not a field here (known: \(allowed.joined(separator: ", ")))")
        }
    }

    private static func betStrategy(_ value: Any) throws(ProfileError) -> BetStrategy {
        let o = try object(value, "bet")
        let kind = try string(try require(o, "strategy", "bet"), "bet.strategy")
        switch kind {
        case "fixed":
            try onlyKeys(o, ["strategy", "minutes"], "bet")
            return .fixed(minutes: try integer(try require(o, "minutes", "bet"), "bet.minutes"))
        case "fraction":
            try onlyKeys(o, ["strategy", "percent"], "bet")
            return .fraction(percent: try integer(try require(o, "percent", "bet"), "bet.percent"))
        case "all-in":
            try onlyKeys(o, ["strategy"], "bet")
            return .allIn
        case "martingale":
            try onlyKeys(o, ["strategy", "base"], "bet")
            return .martingale(base: try integer(try require(o, "base", "bet"), "bet.base"))
        default:
            throw ProfileError(field: "bet.strategy", value: kind, rule: "must be fixed, fraction, all-in or martingale")
        }
    }

    private static func games(_ value: Any) throws(ProfileError) -> [GameChoice] {
        guard let list = value as? [Any] else {
            throw ProfileError(field: "games", value: "\(value)", rule: "must be a list of games")
        }
        var choices: [GameChoice] = []
        for (i, item) in list.enumerated() {
            let field = "games[\(i)]"
            let o = try object(item, field)
            let weight = try o["weight"].map { v throws(ProfileError) in try integer(v, "\(field).weight") } ?? 1
            let game = try string(try require(o, "game", field), "\(field).game")
            let kind: DayGameKind
            switch game {
            case "crash":
                try onlyKeys(o, ["game", "target", "weight"], field)
                kind = .crash(target: try centi(try require(o, "target", field), "\(field).target"))
            case "plinko":
                try onlyKeys(o, ["game", "rows", "risk", "weight"], field)
                kind = .plinko(rows: try integer(try require(o, "rows", field), "\(field).rows"),
                               risk: try string(try require(o, "risk", field), "\(field).risk"))
            case "mines":
                try onlyKeys(o, ["game", "mines", "reveals", "weight"], field)
                kind = .mines(mines: try integer(try require(o, "mines", field), "\(field).mines"),
                              reveals: try integer(try require(o, "reveals", field), "\(field).reveals"))
            case "slots":
                try onlyKeys(o, ["game", "weight"], field)
                kind = .slots
            default:
                throw ProfileError(field: "\(field).game", value: game, rule: "must be crash, plinko, mines or slots")
            }
            choices.append(GameChoice(kind, weight: weight))
        }
        return choices
    }

    /// A multiplier in exact hundredths: `"2.00"`, `"2.00x"`, `"2.5"` or the number 2.5.
    private static func centi(_ value: Any, _ field: String) throws(ProfileError) -> Centi {
        if let text = value as? String {
            var digits = Substring(text)
            if digits.hasSuffix("x") { digits = digits.dropLast() }
            let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let whole = Int(parts[0]), whole >= 0,
                  parts.count == 1 || (1...2).contains(parts[1].count) && parts[1].allSatisfy(\.isNumber),
                  whole < 10_000_000 else {
                throw ProfileError(field: field, value: text, rule: "must be a multiplier like 2.00 (at most two decimals)")
            }
            let fraction = parts.count == 2 ? Int(parts[1].count == 1 ? parts[1] + "0" : parts[1]) ?? 0 : 0
            return Centi(whole * 100 + fraction)
        }
        let d = try number(value, field)
        let hundredths = (d * 100).rounded()
        guard d.isFinite, d >= 0, d < 1e7, abs(d * 100 - hundredths) < 1e-6 else {
            throw ProfileError(field: field, value: "\(value)", rule: "must be a multiplier like 2.00 (at most two decimals)")
        }
        return Centi(Int(hundredths))
    }
}

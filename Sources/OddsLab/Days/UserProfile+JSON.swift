import CasinoCore

extension UserProfile {
    /// The fields a profile file may set.
    static let jsonFields = [
        "base", "name", "dailyAllowanceMinutes", "sessionsPerHour", "sessionMinutes", "gameVisitsPerHour",
        "roundsPerVisit", "chaseRounds", "checksPerHour", "pullToRefreshProbability", "bet", "games",
        "lockAfterSessionProbability", "tapsWhenBlocked", "killMidGameProbability", "coldLaunchProbability",
        "selectionChangeProbability", "usageReportDelayMinutes", "thresholdEventDelayMinutes", "unlocksFromShield"
    ]

    /// Applies a JSON object of overrides to `base` (or to the profile its `"base"` field names).
    ///
    /// Hourly rates take a number (the same every hour) or 24 numbers; `bet` is
    /// `{"strategy": "fixed", "minutes": 5}`, `{"strategy": "fraction", "percent": 20}`,
    /// `{"strategy": "all-in"}` or `{"strategy": "martingale", "base": 5}`; `games` is a list of
    /// `{"game": "crash", "target": 2.00}`, `{"game": "plinko", "rows": 16, "risk": "high"}`,
    /// `{"game": "mines", "mines": 3, "reveals": 5}`, `{"game": "slots"}`, each with an optional
    /// `"weight"`. The file is read by the lab's strict JSON reader, so a target is exact hundredths
    /// (`2.005` is an error, not a rounding). The result is validated; every error names its field.
    package static func overriding(_ base: UserProfile, with json: [UInt8]) throws(InputError) -> UserProfile {
        let fields = try profileFields(json)
        var p = base
        if let v = fields["base"] {
            let baseName = try string(v, "base")
            guard let named = UserProfile.named(baseName) else {
                throw InputError(
                    field: "base", value: baseName,
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
        if let v = fields["pullToRefreshProbability"] {
            p.pullToRefreshProbability = try number(v, "pullToRefreshProbability")
        }
        if let v = fields["bet"] { p.bet = try betStrategy(v) }
        if let v = fields["games"] { p.games = try games(v) }
        if let v = fields["lockAfterSessionProbability"] {
            p.lockAfterSessionProbability = try number(v, "lockAfterSessionProbability")
        }
        if let v = fields["tapsWhenBlocked"] { p.tapsWhenBlocked = try integer(v, "tapsWhenBlocked") }
        if let v = fields["killMidGameProbability"] {
            p.killMidGameProbability = try number(v, "killMidGameProbability")
        }
        if let v = fields["coldLaunchProbability"] { p.coldLaunchProbability = try number(v, "coldLaunchProbability") }
        if let v = fields["selectionChangeProbability"] {
            p.selectionChangeProbability = try number(v, "selectionChangeProbability")
        }
        if let v = fields["usageReportDelayMinutes"] {
            p.usageReportDelayMinutes = try integer(v, "usageReportDelayMinutes")
        }
        if let v = fields["thresholdEventDelayMinutes"] {
            p.thresholdEventDelayMinutes = try integer(v, "thresholdEventDelayMinutes")
        }
        if let v = fields["unlocksFromShield"] {
            guard case .bool(let b) = v else {
                throw InputError(field: "unlocksFromShield", value: v.brief, rule: "must be true or false")
            }
            p.unlocksFromShield = b
        }
        try p.validate()
        return p
    }

    /// The file's fields by name: a JSON object whose every key is a profile field, given once.
    private static func profileFields(_ json: [UInt8]) throws(InputError) -> [String: JSONValue] {
        let document = try JSONReader.parse(bytes: json) {
            InputError(field: "profile file", value: "", rule: "is not valid JSON (\($0.message))")
        }
        guard case .object(let members) = document else {
            throw InputError(
                field: "profile file", value: document.brief, rule: "must be a JSON object of profile fields")
        }
        var fields: [String: JSONValue] = [:]
        for member in members {
            guard jsonFields.contains(member.key) else {
                throw InputError(
                    field: member.key, value: "",
                    rule: "is not a profile field (known: \(jsonFields.joined(separator: ", ")))")
            }
            guard fields[member.key] == nil else {
                throw InputError(field: member.key, value: "", rule: "is given twice")
            }
            fields[member.key] = member.value
        }
        return fields
    }

    /// A rate or probability. Swift's `Double(String)` is correctly rounded, so every machine reads
    /// the same value.
    private static func number(_ value: JSONValue, _ field: String) throws(InputError) -> Double {
        guard case .number(let text) = value, let d = Double(text), d.isFinite else {
            throw InputError(field: field, value: value.brief, rule: "must be a number")
        }
        return d
    }

    private static func integer(_ value: JSONValue, _ field: String) throws(InputError) -> Int {
        guard case .number(let text) = value else {
            throw InputError(field: field, value: value.brief, rule: "must be a number")
        }
        switch DecimalText.wholeNumber(text, limit: 1_000_000_000) {
        case .success(let n): return n
        case .failure(let problem): throw InputError(field: field, value: text, rule: problem.rule)
        }
    }

    private static func string(_ value: JSONValue, _ field: String) throws(InputError) -> String {
        guard case .string(let s) = value else {
            throw InputError(field: field, value: value.brief, rule: "must be a string")
        }
        // Printed raw into the day tables: no escape, line break or direction mark.
        if s.unicodeScalars.contains(where: InputQuote.isControl) {
            throw InputError(
                field: field, value: s,
                rule: "holds a control character (a line break, tab, escape or direction mark)")
        }
        // Nor anything invisible (U+200B, a no-break space, a space at an end): a name must read as it is.
        if let problem = DisplayName.problem(in: s) {
            throw InputError(field: field, value: "\"" + s + "\"", rule: problem.rule)
        }
        return s
    }

    private static func hourly(_ value: JSONValue, _ field: String) throws(InputError) -> [Double] {
        if case .array(let items) = value {
            var rates: [Double] = []
            for (hour, item) in items.enumerated() { rates.append(try number(item, "\(field)[\(hour)]")) }
            return rates
        }
        return Array(repeating: try number(value, field), count: 24)
    }

    /// The members of an object, checked against `allowed`.
    private static func object(_ value: JSONValue, _ field: String, allowed: [String]) throws(InputError) -> [String:
        JSONValue]
    {
        guard case .object(let members) = value else {
            throw InputError(field: field, value: value.brief, rule: "must be a JSON object")
        }
        var result: [String: JSONValue] = [:]
        for member in members {
            guard allowed.contains(member.key) else {
                throw InputError(
                    field: "\(field).\(member.key)", value: "",
                    rule: "is not a field here (known: \(allowed.joined(separator: ", ")))")
            }
            // Repeated keys are refused at every depth, as at the top: "last wins" would hide a typo.
            guard result[member.key] == nil else {
                throw InputError(field: "\(field).\(member.key)", value: "", rule: "is given twice")
            }
            result[member.key] = member.value
        }
        return result
    }

    private static func require(_ o: [String: JSONValue], _ key: String, _ field: String) throws(InputError)
        -> JSONValue
    {
        guard let v = o[key] else { throw InputError(field: "\(field).\(key)", value: "", rule: "is missing") }
        return v
    }

    private static func betStrategy(_ value: JSONValue) throws(InputError) -> BetStrategy {
        let o = try object(value, "bet", allowed: ["strategy", "minutes", "percent", "base"])
        let kind = try string(try require(o, "strategy", "bet"), "bet.strategy")
        let (key, make): (String?, (Int) -> BetStrategy)
        switch kind {
        case "fixed": (key, make) = ("minutes", { .fixed(minutes: $0) })
        case "fraction": (key, make) = ("percent", { .fraction(percent: $0) })
        case "all-in": (key, make) = (nil, { _ in .allIn })
        case "martingale": (key, make) = ("base", { .martingale(base: $0) })
        default:
            throw InputError(
                field: "bet.strategy", value: kind, rule: "must be fixed, fraction, all-in or martingale")
        }
        for other in ["minutes", "percent", "base"] where other != key && o[other] != nil {
            throw InputError(field: "bet.\(other)", value: "", rule: "does not apply to the \(kind) strategy")
        }
        guard let key else { return make(0) }
        return make(try integer(try require(o, key, "bet"), "bet.\(key)"))
    }

    private static func games(_ value: JSONValue) throws(InputError) -> [GameChoice] {
        guard case .array(let items) = value else {
            throw InputError(field: "games", value: value.brief, rule: "must be a list of games")
        }
        // Each game's options by name (`LabGameEngine.selectionOptions`), read as typed; the game's
        // descriptor checks them when the profile is checked against a configuration.
        var optionNames: [String] = []
        for (_, option) in GameRegistry.options where !optionNames.contains(option.name) {
            optionNames.append(option.name)
        }
        var choices: [GameChoice] = []
        for (i, item) in items.enumerated() {
            let field = "games[\(i)]"
            let o = try object(item, field, allowed: ["game"] + optionNames + ["weight"])
            let weight = try o["weight"].map { v throws(InputError) in try integer(v, "\(field).weight") } ?? 1
            let game = try string(try require(o, "game", field), "\(field).game")
            guard let kind = GameKind(rawValue: game), let descriptor = GameRegistry.registered(kind) else {
                throw InputError(field: "\(field).game", value: game, rule: "must be \(GameRegistry.namesInWords)")
            }
            let needed = descriptor.selectionOptions.map(\.name)
            var options: [String: String] = [:]
            for name in needed {
                switch try require(o, name, field) {
                case .number(let text): options[name] = text
                case .string(let text): options[name] = try string(.string(text), "\(field).\(name)")
                case let other:
                    throw InputError(
                        field: "\(field).\(name)", value: other.brief, rule: "must be a number or a word")
                }
            }
            for key in optionNames where o[key] != nil && !needed.contains(key) {
                throw InputError(field: "\(field).\(key)", value: "", rule: "does not apply to \(game)")
            }
            do throws(ConfigurationError) {
                try descriptor.engineType.checkOptionText(GameSelection(game: kind, options: options))
            } catch {
                throw InputError(field: "\(field).\(error.path)", value: error.value, rule: error.rule)
            }
            choices.append(GameChoice(DayGameKind(game: kind, options: options), weight: weight))
        }
        return choices
    }
}

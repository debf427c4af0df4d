import CasinoCore
import Foundation

// The JSON configuration file: any part of the defaults, overridden by path. Schema in Docs/games.md.
//
//   { "crash":  { "returnPPM": 990000, "minimumTarget": 1.01, "maximumTarget": 1000, "targets": [2, 10] },
//     "plinko": { "tables": { "16": { "high": [1000, 130, …] } } },
//     "mines":  { "returnPPM": 990000 },
//     "slots":  { "reels": [[…], […], […]], "paytable": [{ "label": "…", "multiplier": 200, "line": ["SEVEN", "SEVEN", "SEVEN"] }] } }
//
// Every error names its path in the file (`plinko.tables[16].high[3]: -0.2 is negative`).

/// A configuration file as read: its bytes (read once) and what they parse to.
public struct ConfigurationFile: Sendable {
    public let path: String
    public let bytes: [UInt8]
    public let configuration: GameConfiguration
    /// The digest recorded among a run's options: of exactly the bytes parsed.
    public var digest: String { RunSpec.digest(of: bytes) }
}

extension GameConfiguration {
    /// Reads the configuration file at `path`: the defaults with every part the file gives overridden.
    ///
    /// - Throws: `ConfigurationError` naming the path in the file, the value and the rule; for a file
    ///   that cannot be read or is not JSON, the path is the file's and the rule says where it fails.
    public static func load(path: String) throws(ConfigurationError) -> GameConfiguration {
        try loadFile(path: path).configuration
    }

    /// Reads the configuration file at `path` once (at most `InputFile.maximumConfigurationBytes`,
    /// a regular file only), keeping the bytes parsed so a run's digest describes what ran.
    public static func loadFile(path: String) throws(ConfigurationError) -> ConfigurationFile {
        let bytes: [UInt8]
        do throws(InputFileError) {
            bytes = try InputFile.read(path, limit: InputFile.maximumConfigurationBytes)
        } catch {
            throw ConfigurationError(path: InputQuote.brief(path, limit: 240), rule: error.reason)
        }
        let configuration = try parse(bytes: bytes, source: InputQuote.brief(path, limit: 240))
        return ConfigurationFile(path: path, bytes: bytes, configuration: configuration)
    }

    /// Parses configuration JSON over the defaults.
    public static func parse(json: String, source: String = "configuration") throws(ConfigurationError)
        -> GameConfiguration
    {
        try parse(bytes: Array(json.utf8), source: source)
    }

    /// Parses configuration JSON (UTF-8) over the defaults; a text that is not JSON is reported
    /// under `source` (the file's path), with the line and column where it stops being JSON.
    public static func parse(bytes: [UInt8], source: String = "configuration") throws(ConfigurationError)
        -> GameConfiguration
    {
        do throws(ConfigurationError) {
            return try parseUnclipped(bytes: bytes, source: source)
        } catch {
            // The rules (some in CasinoCore) quote names from the file: one line, ~80 characters each.
            var clipped = error
            clipped.path = InputQuote.brief(error.path, limit: 240)
            clipped.value = InputQuote.brief(error.value)
            clipped.rule = InputQuote.brief(error.rule, limit: 400)
            throw clipped
        }
    }

    private static func parseUnclipped(bytes: [UInt8], source: String) throws(ConfigurationError) -> GameConfiguration {
        let document: JSONValue
        do throws(JSONSyntaxError) {
            document = try JSONReader.parse(bytes: bytes)
        } catch {
            throw ConfigurationError(path: source, rule: "is not JSON (\(error))")
        }
        var configuration = GameConfiguration.defaults
        let top = try ConfigNode(document, path: "").members(["crash", "plinko", "mines", "slots", "returnFloor"])
        if let floor = top["returnFloor"] {
            configuration.returnFloor = ReturnFloor(perMillion: try floor.perMillion())
        }
        if let crash = top["crash"] { configuration.crash = try readCrash(crash, over: configuration.crash) }
        if let plinko = top["plinko"] { configuration.plinko = try readPlinko(plinko, over: configuration.plinko) }
        if let mines = top["mines"] { configuration.mines = try readMines(mines, over: configuration.mines) }
        if let slots = top["slots"] { configuration.slots = try readSlots(slots, over: configuration.slots) }
        try configuration.validate()
        if top["slots"] != nil { try refuseLinesThatNeverPay(configuration.slots) }
        return configuration
    }

    /// A paytable line no stop combination pays (its symbols never line up, or a better line
    /// always wins instead) would be published as "1 in never": refused, naming the line.
    ///
    /// - Complexity: O(symbols³ · lines), at most 64³ · 254.
    static func refuseLinesThatNeverPay(_ slots: SlotsConfiguration) throws(ConfigurationError) {
        let table = SlotsOdds.outcomeTable(configuration: slots)
        for (i, outcome) in table.outcomes.dropLast().enumerated() where outcome.probability.numerator == 0 {
            throw ConfigurationError(
                path: "slots.paytable[\(i)]", value: "\"\(InputQuote.brief(outcome.label))\"",
                rule: "never pays: no stop combination shows it, or a better line always pays instead")
        }
    }

    private static func readCrash(_ node: ConfigNode, over base: CrashConfiguration) throws(ConfigurationError)
        -> CrashConfiguration
    {
        var crash = base
        let m = try node.members(["returnPPM", "minimumTarget", "maximumTarget", "targets"])
        if let v = m["returnPPM"] { crash.returnPPM = try v.wholeNumber(limit: 1_000_000) }
        if let v = m["minimumTarget"] { crash.minimumTarget = try v.centi() }
        if let v = m["maximumTarget"] { crash.maximumTarget = try v.centi() }
        if let v = m["targets"] {
            var targets: [Centi] = []
            for element in try v.elements(of: "targets") { targets.append(try element.centi()) }
            crash.analysisTargets = targets
        }
        return crash
    }

    private static func readPlinko(_ node: ConfigNode, over base: PlinkoConfiguration) throws(ConfigurationError)
        -> PlinkoConfiguration
    {
        var plinko = base
        let m = try node.members(["tables"])
        guard let tables = m["tables"] else { return plinko }
        for (key, rowsNode) in try tables.anyMembers(keyPath: { "[\($0)]" }) {
            guard let rows = Int(key), PlinkoOptions.rowRange.contains(rows), String(rows) == key else {
                throw ConfigurationError(path: rowsNode.path, rule: "is not a row count this product offers (8…16)")
            }
            let risks = try rowsNode.members(PlinkoRisk.allCases.map(\.rawValue))
            for risk in PlinkoRisk.allCases {
                guard let tableNode = risks[risk.rawValue] else { continue }
                var centis: [Centi] = []
                for element in try tableNode.elements(of: "multipliers") { centis.append(try element.centi()) }
                plinko.tables[PlinkoOptions(rows: rows, risk: risk)] = PlinkoTable(centis)
            }
        }
        return plinko
    }

    private static func readMines(_ node: ConfigNode, over base: MinesConfiguration) throws(ConfigurationError)
        -> MinesConfiguration
    {
        var mines = base
        let m = try node.members(["returnPPM", "multipliers"])
        if let v = m["returnPPM"] {
            mines.returnPPM = try v.wholeNumber(limit: 1_000_000)
            mines.multipliers = nil // a return rate alone means the formula at that rate
        }
        if let table = m["multipliers"] {
            var rows: [[Centi?]] = []
            for row in try table.elements(of: "rows (one per mine count)") {
                var entries: [Centi?] = []
                for entry in try row.elements(of: "multipliers (one per reveal count)") {
                    if case .null = entry.value { entries.append(nil) } else { entries.append(try entry.centi()) }
                }
                rows.append(entries)
            }
            mines.multipliers = rows
        }
        return mines
    }

    private static func readSlots(_ node: ConfigNode, over base: SlotsConfiguration) throws(ConfigurationError)
        -> SlotsConfiguration
    {
        var slots = base
        let m = try node.members(["reels", "paytable"])
        if let reels = m["reels"] {
            var strips: [[String]] = []
            // Distinct symbols are counted as they are read, so a file with thousands of them is
            // refused at once instead of after a quadratic search.
            var distinct = Set<String>()
            for strip in try reels.elements(of: "strips") {
                var symbols: [String] = []
                for symbol in try strip.elements(of: "symbols") {
                    let name = try symbol.string()
                    if distinct.insert(name).inserted && distinct.count > SlotsConfiguration.maximumSymbols {
                        throw ConfigurationError(
                            path: "slots.reels",
                            value: "more than \(SlotsConfiguration.maximumSymbols) distinct symbols",
                            rule: "is too many (at most \(SlotsConfiguration.maximumSymbols))")
                    }
                    symbols.append(name)
                }
                if symbols.isEmpty { throw ConfigurationError(path: strip.path, rule: "empty strip") }
                strips.append(symbols)
            }
            slots.reels = strips
        }
        if let paytable = m["paytable"] {
            var lines: [SlotsPayline] = []
            for lineNode in try paytable.elements(of: "lines") {
                let fields = try lineNode.members(["label", "multiplier", "line", "count"])
                guard let label = fields["label"] else {
                    throw ConfigurationError(path: lineNode.path + ".label", rule: "is missing")
                }
                guard let multiplier = fields["multiplier"] else {
                    throw ConfigurationError(path: lineNode.path + ".multiplier", rule: "is missing")
                }
                let pattern: SlotsPattern
                switch (fields["line"], fields["count"]) {
                case let (line?, nil):
                    var allowed: [[String]] = []
                    for reel in try line.elements(of: "reels") {
                        if case .array = reel.value {
                            var options: [String] = []
                            for symbol in try reel.elements(of: "symbols") { options.append(try symbol.string()) }
                            if options.isEmpty {
                                throw ConfigurationError(path: reel.path, rule: "lists no symbols (use \"*\" for any)")
                            }
                            allowed.append(options)
                        } else {
                            let symbol = try reel.string()
                            allowed.append(symbol == "*" ? [] : [symbol])
                        }
                    }
                    pattern = .line(allowed)
                case let (nil, count?):
                    let c = try count.members(["symbol", "atLeast"])
                    guard let symbol = c["symbol"] else {
                        throw ConfigurationError(path: count.path + ".symbol", rule: "is missing")
                    }
                    guard let atLeast = c["atLeast"] else {
                        throw ConfigurationError(path: count.path + ".atLeast", rule: "is missing")
                    }
                    pattern = .count(symbol: try symbol.string(), atLeast: try atLeast.wholeNumber(limit: 1_000))
                case (.some, .some):
                    throw ConfigurationError(path: lineNode.path, rule: "has both \"line\" and \"count\" (give one)")
                case (nil, nil):
                    throw ConfigurationError(path: lineNode.path, rule: "needs a \"line\" or a \"count\"")
                }
                lines.append(SlotsPayline(label: try label.string(), pattern: pattern, centi: try multiplier.centi()))
            }
            slots.paytable = lines
        }
        return slots
    }
}

/// A JSON value with its path in the file, and typed readers whose errors name that path.
struct ConfigNode {
    var value: JSONValue
    var path: String

    init(_ value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    /// Keys come from an untrusted file: a path quotes at most ~80 characters of each.
    private func child(_ key: String) -> String {
        path.isEmpty ? InputQuote.brief(key) : "\(path).\(InputQuote.brief(key))"
    }

    private func wrongType(_ expected: String) -> ConfigurationError {
        ConfigurationError(path: path.isEmpty ? "(top level)" : path, value: value.brief, rule: "must be \(expected)")
    }

    /// The members of an object whose keys must be among `allowed`, by key. Unknown or repeated keys are errors.
    func members(_ allowed: [String]) throws(ConfigurationError) -> [String: ConfigNode] {
        var result: [String: ConfigNode] = [:]
        for (key, node) in try anyMembers(keyPath: { $0 }) {
            if !allowed.contains(key) { throw ConfigurationError(path: node.path, rule: "unknown key") }
            result[key] = node
        }
        return result
    }

    /// The members of an object, in file order; `keyPath` renders a key into the path (`[16]` or `name`).
    func anyMembers(keyPath: (String) -> String) throws(ConfigurationError) -> [(String, ConfigNode)] {
        guard case .object(let members) = value else { throw wrongType("an object") }
        var seen = Set<String>()
        var result: [(String, ConfigNode)] = []
        for member in members {
            let rendered = keyPath(InputQuote.brief(member.key))
            let memberPath = rendered.hasPrefix("[") ? path + rendered : child(rendered)
            if !seen.insert(member.key).inserted {
                throw ConfigurationError(
                    path: memberPath, rule: "appears twice (line \(member.line), column \(member.column))")
            }
            result.append((member.key, ConfigNode(member.value, path: memberPath)))
        }
        return result
    }

    /// The elements of an array (`what` names them in the error: "an array of multipliers").
    func elements(of what: String) throws(ConfigurationError) -> [ConfigNode] {
        guard case .array(let elements) = value else { throw wrongType("an array of \(what)") }
        return elements.enumerated().map { ConfigNode($1, path: "\(path)[\($0)]") }
    }

    func string() throws(ConfigurationError) -> String {
        guard case .string(let s) = value else { throw wrongType("a string") }
        return s
    }

    /// A multiplier in x, as an exact number of hundredths.
    func centi() throws(ConfigurationError) -> Centi {
        guard case .number(let text) = value else { throw wrongType("a number (a multiplier such as 1.5)") }
        switch DecimalText.centi(text) {
        case .success(let centi): return centi
        case .failure(let problem):
            throw ConfigurationError(path: path, value: InputQuote.brief(text), rule: problem.rule)
        }
    }

    /// A fraction of 1 in 0…1 with at most six decimals, as parts per million: `0.95` → 950 000.
    func perMillion() throws(ConfigurationError) -> Int {
        guard case .number(let text) = value else { throw wrongType("a number between 0 and 1 (such as 0.95)") }
        switch DecimalText.perMillion(text) {
        case .success(let n): return n
        case .failure(let problem): throw ConfigurationError(path: path, value: text, rule: problem.rule)
        }
    }

    /// A non-negative whole number no larger than `limit`.
    func wholeNumber(limit: Int) throws(ConfigurationError) -> Int {
        guard case .number(let text) = value else { throw wrongType("a whole number") }
        switch DecimalText.wholeNumber(text, limit: limit) {
        case .success(let n): return n
        case .failure(let problem):
            throw ConfigurationError(path: path, value: InputQuote.brief(text), rule: problem.rule)
        }
    }
}

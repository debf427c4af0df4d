import CasinoCore
import Foundation

// The JSON configuration file: any part of the defaults, overridden by path. Schema in Docs/games.md.
// Each game's member is read by its descriptor (`<Game>Configuration+JSON.swift` in its folder).
//
//   { "crash":  { "returnPPM": 990000, "minimumTarget": 1.01, "maximumTarget": 1000, "targets": [2, 10] },
//     "plinko": { "tables": { "16": { "high": [1000, 130, …] } } },
//     "mines":  { "returnPPM": 990000 },
//     "capLimited": ["plinko 16 rows high", "mines"],
//     "slots":  { "reels": [[…], […], […]], "paytable": [{ "label": "…", "multiplier": 200, "line": ["SEVEN", "SEVEN", "SEVEN"] }] } }
//
// Every error names its path in the file (`plinko.tables[16].high[3]: -0.2 is negative`).

/// A configuration file as read: its bytes (read once) and what they parse to.
package struct ConfigurationFile: Sendable {
    let path: String
    let bytes: [UInt8]
    package let configuration: GameConfiguration
    /// The digest recorded among a run's options: of exactly the bytes parsed.
    package var digest: String { RunSpec.digest(of: bytes) }
}

extension GameConfiguration {
    /// Reads the configuration file at `path`: the defaults with every part the file gives overridden.
    ///
    /// - Throws: `InputError` after `--config` and the path: the path in the file, the value
    ///   and the rule; or why the file cannot be read, or where it stops being JSON.
    static func load(path: String) throws(InputError) -> GameConfiguration {
        try loadFile(path: path).configuration
    }

    /// Reads the configuration file at `path` once (at most `InputFile.maximumConfigurationBytes`,
    /// a regular file only), keeping the bytes parsed so a run's digest describes what ran. Every
    /// error names `flag` and the path first: a field's path alone does not say which file.
    package static func loadFile(path: String, flag: OptionName = .config) throws(InputError)
        -> ConfigurationFile
    {
        if path.isEmpty { throw InputError.emptyPath(flag) }
        let bytes = try InputFile.read(path, limit: InputFile.maximumConfigurationBytes) {
            InputError(flag: flag, path: path, problem: $0)
        }
        // An empty source: the file's own errors ("is not JSON") then have no path of their own.
        let configuration = try parse(bytes: bytes, source: "") { InputError(flag: flag, path: path, contents: $0) }
        return ConfigurationFile(path: path, bytes: bytes, configuration: configuration)
    }

    /// Parses configuration JSON over the defaults.
    static func parse(json: String, source: String = "configuration") throws(InputError) -> GameConfiguration {
        try parse(bytes: Array(json.utf8), source: source)
    }

    /// Parses configuration JSON (UTF-8) over the defaults; a text that is not JSON is reported
    /// under `source` (the file's path), with the line and column where it stops being JSON.
    ///
    /// Every refusal is a field's (`path: value rule`, `ConfigurationError`) or the text's
    /// (`source: is not JSON (…)`), worded by `refusal`: by default as it is, one line (every name
    /// it quotes was read as a string with no control character, or a key quoted briefly);
    /// `--config`'s names the option and the file first and clips each part (`loadFile`).
    package static func parse(
        bytes: [UInt8], source: String = "configuration",
        refusal: @escaping (ConfigurationError) -> InputError = { InputError($0.description) }
    ) throws(InputError) -> GameConfiguration {
        let document = try JSONReader.parse(bytes: bytes) {
            refusal(ConfigurationError(path: source, rule: "is not JSON (\($0))"))
        }
        do throws(ConfigurationError) {
            return try configuration(from: document)
        } catch {
            throw refusal(error)
        }
    }

    /// The defaults with every part `document` gives overridden, each refusal naming its path.
    private static func configuration(from document: JSONValue) throws(ConfigurationError) -> GameConfiguration {
        var configuration = GameConfiguration.defaults
        // Each registered game reads its own member (its descriptor), in the registry's order.
        let top = try ConfigNode(document, path: "").members(
            GameRegistry.kinds.map(\.rawValue) + ["returnFloor", "capLimited"])
        if let floor = top["returnFloor"] {
            configuration.returnFloor = ReturnFloor(perMillion: try floor.perMillion())
        }
        if let marks = top["capLimited"] {
            // A choice's title (`"plinko 16 rows high"`) or a game's name (`"mines"`), each once.
            var titles: [String] = []
            for node in try marks.elements(of: "choice titles or game names") {
                let title = try node.string()
                if title.isEmpty { throw ConfigurationError(path: node.path, value: "\"\"", rule: "is empty") }
                if titles.contains(title) {
                    throw ConfigurationError(path: node.path, value: "\"\(title)\"", rule: "is listed twice")
                }
                titles.append(title)
            }
            configuration.capLimited = titles
        }
        for game in GameRegistry.games {
            if let node = top[game.kind.rawValue] { try game.readConfiguration(node, &configuration) }
        }
        try configuration.validate()
        for game in GameRegistry.games where top[game.kind.rawValue] != nil {
            try game.checkReadConfiguration(configuration)
        }
        return configuration
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
        // A label or symbol is printed raw into tables, Markdown and CSV: an ESC, a line break or a
        // U+202E there would drive a terminal, split a row or reverse what a reader sees.
        if s.unicodeScalars.contains(where: InputQuote.isControl) {
            throw ConfigurationError(
                path: path, value: "\"" + InputQuote.brief(s, limit: 40) + "\"",
                rule: "holds a control character (a line break, tab, escape or direction mark)")
        }
        // A U+200B, a no-break space or a trailing space is invisible on the page: `"no win\u{200B}"`
        // would pass for the reserved `"no win"`, and two labels could read the same.
        if let problem = DisplayName.problem(in: s) {
            throw ConfigurationError(
                path: path, value: "\"" + InputQuote.brief(s, limit: 40) + "\"", rule: problem.rule)
        }
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
        case .failure(let problem):
            throw ConfigurationError(path: path, value: InputQuote.brief(text), rule: problem.rule)
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

import CasinoCore
import OddsLab

/// `casino-odds card --questions FILE`: one core bet card per question, as JSON lines.
package enum CardRequest {
    /// The largest questions file read: 64 MiB (a million questions).
    package static let maximumBytes = 64 << 20

    /// The answers to every question of the file at `path` under `configuration`, one JSON object a
    /// line, in the file's order.
    ///
    /// - Throws: `InputError` naming the file, the line and what is wrong with it.
    package static func answers(questionsFile path: String, configuration: GameConfiguration) throws -> String {
        let bytes = try InputFile.read(path, limit: maximumBytes) { InputError("--questions: \(path) \($0)") }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw InputError("--questions: \(path) is not UTF-8 text")
        }
        return try answers(text, configuration: configuration, name: path)
    }

    /// The answers to the questions in `text` (JSON lines; blank lines skipped).
    package static func answers(_ text: String, configuration: GameConfiguration, name: String = "questions")
        throws -> String
    {
        // Checked where it was read (`--config x.json: …`); a configuration built in code that
        // breaks a rule is said in its own words (`crash.targets: …`).
        let games = try configuration.configuredGames(for: GameSelection())
        let ids = PlayerCard.ids(games)
        let byID = Dictionary(uniqueKeysWithValues: zip(ids, games.indices))
        let floor = configuration.returnFloor
        var out = ""
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            func bad(_ why: String) -> InputError { InputError("--questions: \(name) line \(lineNumber): \(why)") }
            let fields = try questionFields(line, bad: bad)
            func integer(_ key: String) throws -> Int? {
                guard let field = fields[key] else { return nil }
                guard case .number(let literal) = field, let n = Int(literal) else {
                    throw bad("\"\(key)\" must be a whole number")
                }
                return n
            }
            guard case .string(let id)? = fields["choice"] else { throw bad("\"choice\" (a choice id) is missing") }
            guard let index = byID[id] else { throw bad("no choice has the id \(InputQuote.brief(id))") }
            guard let wager = try integer("wager"), (1...1_000_000).contains(wager) else {
                throw bad("\"wager\" must be 1…1000000")
            }
            guard let remaining = try integer("remaining"), (0...1_000_000).contains(remaining) else {
                throw bad("\"remaining\" must be 0…1000000")
            }
            let untilMidnight = try minutesUntilMidnight(fields, integer: integer, bad: bad)
            guard
                let answer = PlayerCard.Answer(
                    table: games[index].engine.outcomeTable, floor: floor, wager: wager, remaining: remaining,
                    untilMidnight: untilMidnight)
            else { throw bad("no bet card for \(games[index].title)") }
            // One line: a nested indent makes the printer keep a value that fits on one line.
            out += answer.json(choice: id).jsonText(indent: " ", lineWidth: Int.max) + "\n"
        }
        return out
    }

    /// The members of one question line, which must be a JSON object.
    private static func questionFields(
        _ line: Substring, bad: @escaping (String) -> InputError
    ) throws -> [String: JSONValue] {
        // The grammar's words without their place: the line is named, and it is one line.
        let value = try JSONReader.parse(String(line)) { error in
            bad("not JSON (\(error.message.split(separator: ": ", maxSplits: 1).last ?? ""))")
        }
        guard case .object(let members) = value else { throw bad("not a JSON object") }
        var fields: [String: JSONValue] = [:]
        for member in members { fields[member.key] = member.value }
        return fields
    }

    /// The question's minutes until midnight: given as `minutesUntilMidnight`, or from the wall
    /// clock `at` (and the `day`'s length).
    private static func minutesUntilMidnight(
        _ fields: [String: JSONValue], integer: (String) throws -> Int?, bad: (String) -> InputError
    ) throws -> Int {
        let untilMidnight: Int
        if let given = try integer("minutesUntilMidnight") {
            guard (0...CapMoment.mostMinutesUntilMidnight).contains(given) else {
                throw bad("\"minutesUntilMidnight\" must be 0…\(CapMoment.mostMinutesUntilMidnight)")
            }
            untilMidnight = given
        } else {
            guard case .string(let at)? = fields["at"], let wall = PlayerCard.wallMinute(at) else {
                throw bad("give \"minutesUntilMidnight\", or \"at\" as \"HH:MM\"")
            }
            var day = PlayerCard.DayKind.ordinary
            if let field = fields["day"] {
                guard case .string(let name) = field, let kind = PlayerCard.DayKind(rawValue: name) else {
                    throw bad("\"day\" must be ordinary, 23h or 25h")
                }
                day = kind
            }
            untilMidnight = PlayerCard.minutesUntilMidnight(wallMinute: wall, day: day)
        }
        return untilMidnight
    }
}

import CasinoCore

/// The tool's option vocabulary checked before a command parses (issue 18): a mistyped command or
/// option named with the nearest one, an option given twice refused, a retired name answered with
/// its new one. ArgumentParser reports a missing required option before an unknown one, so
/// `simulate --wagrs 10` would say "Missing expected argument '--wagers'" and hide the typo.
public enum OptionVocabulary {
    /// A line break inside a value would split the one-line error that echoes it (or cut it
    /// before the option's name), and a U+202E would reverse it: refused first, naming the argument.
    public static func refuseControlCharacters(_ arguments: [String]) throws(InputError) {
        for (position, argument) in arguments.enumerated()
        where argument.unicodeScalars.contains(where: InputQuote.isControl) {
            throw InputError(
                "argument \(position + 1) ('\(InputQuote.brief(argument))') holds a line break or another control "
                    + "character; options and paths must be one line")
        }
    }

    /// Refuses a `CASINO_ODDS_DRAWS` that is neither `scalar` nor `lanes`.
    public static func checkDrawSource() throws(InputError) {
        guard DrawSource.fromEnvironment() != nil else {
            throw InputError("\(DrawSource.environmentVariable) must be scalar or lanes")
        }
    }

    /// Throws "unknown command 'chek'; did you mean 'check'?" for a name that is not in `names`.
    public static func checkCommandName(_ name: String, among names: [String]) throws(InputError) {
        if names.contains(name) { return }
        let shown = InputQuote.brief(name, limit: 40)
        if let nearest = nearest(to: name, in: names) {
            throw InputError("unknown command '\(shown)'; did you mean '\(nearest)'?")
        }
        throw InputError("unknown command '\(shown)' (see casino-odds \(option: .help))")
    }

    /// Checks `arguments` (the command's name first) against the command's long options `known`:
    /// a single-value option (`singleValued`) given twice is refused (ArgumentParser silently keeps
    /// the last), and the first unknown `--name` is named with the nearest known one, or its new
    /// name when it was renamed (`renamed`, the command's retired names by their new ones, which
    /// the tool keeps).
    public static func checkOptions(
        _ arguments: [String], known: Set<String>, singleValued: Set<String>, renamed: [String: String] = [:]
    ) throws(InputError) {
        guard let command = arguments.first else { return }
        var seen: Set<String> = []
        var i = 1
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--" { break }
            let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
            if singleValued.contains(name) {
                if !seen.insert(name).inserted {
                    throw InputError("option '\(name)' is given more than once; give it once")
                }
                if !argument.contains("=") { i += 1 } // its value, whatever it looks like
            }
            i += 1
        }
        for argument in arguments.dropFirst() {
            if argument == "--" { return } // Everything after is a value.
            guard argument.hasPrefix("--") else { continue }
            let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
            if known.contains(name) { continue }
            if let new = renamed[name] {
                throw InputError("unknown option '\(name)'; did you mean '\(new)'? (renamed, see CHANGELOG.md)")
            }
            if let nearest = nearest(to: name, in: Array(known)) {
                throw InputError("unknown option '\(name)'; did you mean '\(nearest)'?")
            }
            throw InputError("unknown option '\(name)' (see casino-odds \(command) \(option: .help))")
        }
    }

    /// The first of `names` given in `arguments` (as `--name value` or `--name=value`), if any.
    public static func given(_ names: Set<String>, in arguments: [String]) -> String? {
        for argument in arguments {
            if argument == "--" { return nil }
            let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
            if names.contains(name) { return name }
        }
        return nil
    }

    /// `arguments` with every `--option -5` written `--option=-5` when the option takes a value
    /// (`valued`) and the word after it is a negative number: ArgumentParser reads `-5` as a short
    /// option and says "Missing value for '--option'"; joined, the option's own check names the
    /// problem ("'-5' is not a number of wagers: it must be positive").
    public static func joiningNegativeValues(_ arguments: [String], valued: Set<String>) -> [String] {
        var out: [String] = []
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--" { return out + arguments[i...] }
            if i + 1 < arguments.count, valued.contains(argument), isNegativeNumber(arguments[i + 1]) {
                out.append(argument + "=" + arguments[i + 1])
                i += 2
                continue
            }
            out.append(argument)
            i += 1
        }
        return out
    }

    /// `-5`, `-0.01`, `-.5`, `-1e3`: a minus sign, then a digit or a point.
    static func isNegativeNumber(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 2, scalars[0] == "-" else { return false }
        return ("0"..."9").contains(scalars[1]) || scalars[1] == "."
    }

    /// The name in `names` nearest to `name`, when within a small edit distance (ties: the first
    /// in alphabetical order).
    static func nearest(to name: String, in names: [String]) -> String? {
        let nearest = names.map { (name: $0, distance: editDistance(name, $0)) }.min {
            ($0.distance, $0.name) < ($1.distance, $1.name)
        }
        guard let nearest, nearest.distance <= max(2, name.count / 4) else { return nil }
        return nearest.name
    }

    /// Levenshtein distance over characters: insertions, deletions and substitutions.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

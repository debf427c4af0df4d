import CasinoCore
import ArgumentParser
import Foundation
import OddsLab

/// A mistyped option answered before anything else (issue 18): ArgumentParser reports a missing
/// required option before an unknown one, so `simulate --wagrs 10` would say "Missing expected
/// argument '--wagers'" and hide the typo. This pass runs first and names the closest option.
enum OptionSpelling {
    /// Throws "unknown option '--wagrs'; did you mean '--wagers'?" for the first `--name` the
    /// command does not have when one of its options is within a small edit distance, and
    /// "unknown option '--x' (see casino-odds simulate --help)" when none is.
    static func check(_ arguments: [String]) throws {
        guard let first = arguments.first else { return }
        // `casino-odds chek` and `casino-odds help chek`: the command's name, with the nearest one.
        if first == "help", arguments.count > 1, !arguments[1].hasPrefix("-") {
            try checkCommandName(arguments[1])
        }
        if !first.hasPrefix("-") && first != "help" { try checkCommandName(first) }
        guard let command = subcommand(named: first) else { return }
        try refuseRepeatedValues(arguments, of: command)
        let known = longNames(of: command)
        for argument in arguments.dropFirst() {
            if argument == "--" { return } // Everything after is a value.
            guard argument.hasPrefix("--") else { continue }
            let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
            if known.contains(name) { continue }
            if let new = renamed[first]?[name] {
                throw InputError("unknown option '\(name)'; did you mean '\(new)'? (renamed, see CHANGELOG.md)")
            }
            let nearest = known.map { (name: $0, distance: editDistance(name, $0)) }.min {
                ($0.distance, $0.name) < ($1.distance, $1.name)
            }
            if let nearest, nearest.distance <= max(2, name.count / 4) {
                throw InputError("unknown option '\(name)'; did you mean '\(nearest.name)'?")
            }
            throw InputError("unknown option '\(name)' (see casino-odds \(first) --help)")
        }
    }

    /// Throws "unknown command 'chek'; did you mean 'check'?" for a name that is no subcommand.
    static func checkCommandName(_ name: String) throws {
        let names = CasinoOdds.configuration.subcommands.map { $0.configuration.commandName ?? "" }
        if names.contains(name) { return }
        let shown = InputQuote.brief(name, limit: 40)
        let nearest = names.map { (name: $0, distance: editDistance(name, $0)) }.min {
            ($0.distance, $0.name) < ($1.distance, $1.name)
        }
        if let nearest, nearest.distance <= max(2, name.count / 4) {
            throw InputError("unknown command '\(shown)'; did you mean '\(nearest.name)'?")
        }
        throw InputError("unknown command '\(shown)' (see casino-odds --help)")
    }

    /// A single-value option given twice (`--wagers 10 --wagers 20`) is refused: ArgumentParser
    /// silently keeps the last, so a script's earlier value would be ignored without a word.
    static func refuseRepeatedValues(_ arguments: [String], of command: ParsableCommand.Type) throws {
        let single = longNames(of: command, kinds: ["option"], repeating: false)
        var seen: Set<String> = []
        var i = 1
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--" { return }
            let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
            if single.contains(name) {
                if !seen.insert(name).inserted {
                    throw InputError("option '\(name)' is given more than once; give it once")
                }
                if !argument.contains("=") { i += 1 } // its value, whatever it looks like
            }
            i += 1
        }
    }

    /// The first of `names` given in `arguments` (as `--name value` or `--name=value`), if any.
    static func given(_ names: Set<String>, in arguments: [String]) -> String? {
        for argument in arguments {
            if argument == "--" { return nil }
            let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
            if names.contains(name) { return name }
        }
        return nil
    }

    /// `arguments` with every `--option -5` written `--option=-5` when the option takes a value and
    /// the word after it is a negative number: ArgumentParser reads `-5` as a short option and
    /// says "Missing value for '--option'"; joined, the option's own check names the problem
    /// ("'-5' is not a number of wagers: it must be positive").
    static func joiningNegativeValues(_ arguments: [String]) -> [String] {
        guard let first = arguments.first,
            let command = subcommand(named: first)
        else { return arguments }
        let valued = longNames(of: command, kinds: ["option"])
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

    /// The subcommand `name` (the first argument), if there is one.
    static func subcommand(named name: String) -> ParsableCommand.Type? {
        CasinoOdds.configuration.subcommands.first { $0.configuration.commandName == name }
    }

    /// `-5`, `-0.01`, `-.5`, `-1e3`: a minus sign, then a digit or a point.
    static func isNegativeNumber(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 2, scalars[0] == "-" else { return false }
        return ("0"..."9").contains(scalars[1]) || scalars[1] == "."
    }

    /// The names the one vocabulary retired (CHANGELOG.md), per command: an old script is told
    /// the new name even where the old one is a letter away from another option (`--wager`).
    static let renamed: [String: [String: String]] = [
        "analyze": ["--wager": "--stake"],
        "simulate": ["--wager": "--stake", "--out": "--output"],
        "merge": ["--out": "--output"],
        "report": ["--out": "--output-dir"],
        "tune": [
            "--write-config": "--output", "--at-wager": "--stake", "--floor": "--return-floor", "--from": "--baseline"
        ],
        "week": ["--days": "--deadline-days", "--output": "--output-dir"],
        "redeem": ["--output": "--output-dir"]
    ]

    /// The command's long option names (`--x`), read from ArgumentParser's own description of it.
    static func longNames(of command: ParsableCommand.Type, kinds: Set<String>? = nil, repeating: Bool? = nil)
        -> Set<String>
    {
        guard let data = command._dumpHelp().data(using: .utf8),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let info = root["command"] as? [String: Any]
        else { return [] }
        var names: Set<String> = kinds == nil ? ["--help", "--version"] : []
        for argument in info["arguments"] as? [[String: Any]] ?? [] {
            if let kinds, !kinds.contains(argument["kind"] as? String ?? "") { continue }
            if let repeating, (argument["isRepeating"] as? Bool ?? false) != repeating { continue }
            for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                if let text = name["name"] as? String { names.insert("--" + text) }
            }
        }
        return names
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

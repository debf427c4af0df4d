import ArgumentParser
import CasinoCore
import OddsLab

/// The tool's side of `OptionVocabulary`: each command's long option names, read from
/// ArgumentParser's own description of it (by the lab's one strict JSON reader).
enum OptionSpelling {
    /// An option the lab names by key (`OptionName`), as this tool spells it: `--wagers`, the long
    /// name ArgumentParser gives the property (or the game option) of that name.
    static func spelled(_ option: OptionName) -> String { "--" + option.key }

    /// A text the lab words (an error, a replay command), its options spelled.
    static func spelled(_ text: InputText) -> String { text.rendered(spelled) }

    /// The lab's reading of an option's value as ArgumentParser's `transform`: ArgumentParser
    /// prints a refusal after "The value '…' is invalid for '--seed <seed>': ", so the lab's
    /// `InputError` is spelled here, as `CasinoOdds.main` spells the others (a re-wrap that adds no
    /// fact: it is the error becoming output).
    static func reading<T>(_ read: @escaping @Sendable (String) throws(InputError) -> T)
        -> @Sendable (String) throws -> T
    {
        { text in
            do throws(InputError) { return try read(text) } catch { throw ValidationError(spelled(error.text)) }
        }
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

    /// Checks the command's name and options before ArgumentParser parses them.
    static func check(_ arguments: [String]) throws {
        guard let first = arguments.first else { return }
        let names = CasinoOdds.configuration.subcommands.map { $0.configuration.commandName ?? "" }
        // `casino-odds chek` and `casino-odds help chek`: the command's name, with the nearest one.
        if first == "help", arguments.count > 1, !arguments[1].hasPrefix("-") {
            try OptionVocabulary.checkCommandName(arguments[1], among: names)
        }
        if !first.hasPrefix("-") && first != "help" { try OptionVocabulary.checkCommandName(first, among: names) }
        guard let command = subcommand(named: first) else { return }
        try OptionVocabulary.checkOptions(
            arguments, known: longNames(of: command),
            singleValued: longNames(of: command, kinds: ["option"], repeating: false),
            renamed: renamed[first] ?? [:])
    }

    /// `arguments` with `--option -5` joined as `--option=-5` where the option takes a value.
    static func joiningNegativeValues(_ arguments: [String]) -> [String] {
        guard let first = arguments.first, let command = subcommand(named: first) else { return arguments }
        return OptionVocabulary.joiningNegativeValues(arguments, valued: longNames(of: command, kinds: ["option"]))
    }

    /// The subcommand `name` (the first argument), if there is one.
    static func subcommand(named name: String) -> ParsableCommand.Type? {
        CasinoOdds.configuration.subcommands.first { $0.configuration.commandName == name }
    }

    /// The command's long option names (`--x`), read from ArgumentParser's own description of it.
    static func longNames(of command: ParsableCommand.Type, kinds: Set<String>? = nil, repeating: Bool? = nil)
        -> Set<String>
    {
        guard let root = try? JSONReader.parse(command._dumpHelp()),
            case .array(let arguments)? = root["command"]?["arguments"]
        else { return [] }
        var names: Set<String> = kinds == nil ? ["--help", "--version"] : []
        for argument in arguments {
            if let kinds {
                guard case .string(let kind)? = argument["kind"], kinds.contains(kind) else { continue }
            }
            if let repeating, (argument["isRepeating"] ?? .bool(false)) != .bool(repeating) { continue }
            guard case .array(let list)? = argument["names"] else { continue }
            for name in list where name["kind"] == .string("long") {
                if case .string(let text)? = name["name"] { names.insert("--" + text) }
            }
        }
        return names
    }
}

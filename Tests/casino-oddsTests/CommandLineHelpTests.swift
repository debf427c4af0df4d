import Foundation
import Testing

/// Every command's help has the same shape (an Examples section of commands that parse), states
/// defaults in words rather than this machine's figures, completes paths, and a mistyped option is
/// answered with the closest spelling before any "missing argument" (issue 18).
@Suite("command-line help")
struct CommandLineHelpTests: CasinoOddsCommandLine {
    /// The subcommands, as `casino-odds --help` lists them.
    static let commands = [
        "analyze", "simulate", "merge", "certify", "check", "report", "day", "verify", "tune", "sweep", "week",
        "redeem", "rng", "card"
    ]

    /// The example lines of a help text: the indented `casino-odds …` lines after "Examples:".
    static func examples(in help: String) -> [String] {
        guard let section = help.components(separatedBy: "Examples:").dropFirst().first else { return [] }
        var lines: [String] = []
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { if lines.isEmpty { continue } else { break } }
            lines.append(text) // A wrapped example shows as a line not starting with casino-odds.
        }
        return lines
    }

    /// An example's arguments: cut at a pipe or redirection, split on spaces, single quotes kept together.
    static func arguments(of example: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var started = false
        for character in example {
            if character == "'" {
                quoted.toggle()
                started = true
            } else if character == " " && !quoted {
                if started { words.append(word) }
                word = ""
                started = false
            } else {
                word.append(character)
                started = true
            }
        }
        if started { words.append(word) }
        if let cut = words.firstIndex(where: { $0 == "|" || $0 == ">" }) { words = Array(words[..<cut]) }
        return Array(words.dropFirst()) // "casino-odds"
    }

    /// Runs the tool with `CASINO_ODDS_PARSE_ONLY=1`: parsed and validated, nothing run.
    func parse(_ arguments: [String]) throws -> CasinoOddsRun {
        let process = Process()
        process.executableURL = try CasinoOddsBinary.located()
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["CASINO_ODDS_PARSE_ONLY": "1"]) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CasinoOddsRun(
            status: process.terminationStatus, stdoutBytes: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test func theListOfCommandsIsTheTools() throws {
        let dump = try run(["--experimental-dump-help"])
        let root = try #require(try JSONSerialization.jsonObject(with: dump.stdoutBytes) as? [String: Any])
        let command = try #require(root["command"] as? [String: Any])
        let names = (command["subcommands"] as? [[String: Any]] ?? []).compactMap { $0["commandName"] as? String }
        #expect(Set(names).subtracting(["help"]) == Set(Self.commands))
    }

    @Test(arguments: commands)
    func everyHelpHasExamplesThatParse(command: String) throws {
        let help = try run([command, "--help"])
        #expect(help.status == 0)
        let examples = Self.examples(in: help.stdout)
        #expect(!examples.isEmpty, "\(command) --help has no Examples section")
        for example in examples {
            #expect(example.hasPrefix("casino-odds "), "\(command): an example wrapped or not a command: \(example)")
            let arguments = Self.arguments(of: example)
            #expect(arguments.first == command, "\(example) is not an example of \(command)")
            let parsed = try parse(arguments)
            #expect(parsed.status == 0 && parsed.stderr.isEmpty, "\(example): \(parsed.stderr)")
        }
    }

    /// The parse-only check can fail: an example with a bad option would be caught.
    @Test func theParseCheckRefusesABadCommand() throws {
        let parsed = try parse(["simulate", "--game", "crash", "--wagers", "10", "--format", "xml"])
        #expect(parsed.status == 2)
    }

    /// Threads default to the machine's cores at run time; help says so instead of printing this
    /// machine's count (which made `week --help` read "(default: 2)").
    @Test(arguments: commands)
    func threadsAreDescribedNotBaked(command: String) throws {
        let help = try run([command, "--help"]).stdout.replacingOccurrences(of: "\n", with: " ")
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        guard let range = help.range(of: "--threads <threads> ") else { return }
        let text = help[range.upperBound...].prefix(120)
        #expect(text.contains("default: all cores"), "\(command): \(text)")
        #expect(!text.contains("(default: \(ProcessInfo.processInfo.activeProcessorCount))"))
    }

    @Test(arguments: [
        (["simulate", "--wagrs", "10", "--seed", "1"], "unknown option '--wagrs'; did you mean '--wagers'?"),
        (
            ["simulate", "--game", "crash", "--wagers", "10", "--sede", "1"],
            "unknown option '--sede'; did you mean '--seed'?"
        ),
        (["report", "--output-dri", "R"], "unknown option '--output-dri'; did you mean '--output-dir'?"),
        (
            ["week", "--days", "7"],
            "unknown option '--days'; did you mean '--deadline-days'? (renamed, see CHANGELOG.md)"
        ),
        (["simulate", "--wager", "5"], "unknown option '--wager'; did you mean '--stake'? (renamed, see CHANGELOG.md)"),
        (["simulate", "--zzzzzz", "1"], "unknown option '--zzzzzz' (see casino-odds simulate --help)")
    ])
    func aMistypedOptionIsAnsweredWithTheClosestName(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == "casino-odds: \(message)\n")
    }

    /// Path options complete files (folders for --output-dir) in the generated shell scripts.
    @Test func pathOptionsCompleteFiles() throws {
        let zsh = try run(["--generate-completion-script", "zsh"]).stdout
        for option in ["--output", "--config", "--junit", "--profile-file", "--export-history"] {
            let lines = zsh.split(separator: "\n").filter { $0.contains("'\(option)[") }
            #expect(!lines.isEmpty && lines.allSatisfy { $0.hasSuffix(":_files'") }, "\(option): \(lines)")
        }
        let folders = zsh.split(separator: "\n").filter { $0.contains("'--output-dir[") }
        #expect(!folders.isEmpty && folders.allSatisfy { $0.hasSuffix(":_files -/'") })
    }
}

import Foundation
import Testing

/// One vocabulary for every command (Docs/cli.md): the tool's own command tree, walked through
/// `--experimental-dump-help`, against the table in Docs/cli.md, where each option name has one
/// idea and each idea one name.
@Suite("command-line vocabulary")
struct CommandLineVocabularyTests: CasinoOddsCommandLine {
    /// Option name (`--x`, or a positional's value name in capitals) → the commands that have it.
    typealias Options = [String: Set<String>]

    /// The options of every subcommand, read from the tool (not from its source): what users type.
    func toolOptions() throws -> Options {
        let result = try run(["--experimental-dump-help"])
        #expect(result.status == 0, "\(result.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        let command = try #require(root["command"] as? [String: Any])
        let subcommands = try #require(command["subcommands"] as? [[String: Any]])
        var options: Options = [:]
        for sub in subcommands {
            let name = try #require(sub["commandName"] as? String)
            if name == "help" { continue }
            for argument in sub["arguments"] as? [[String: Any]] ?? [] {
                if argument["shouldDisplay"] as? Bool == false { continue }
                let key: String
                if argument["kind"] as? String == "positional" {
                    key = (argument["valueName"] as? String ?? "?").uppercased()
                } else {
                    let names = argument["names"] as? [[String: Any]] ?? []
                    guard let long = names.first(where: { $0["kind"] as? String == "long" })?["name"] as? String
                    else { continue }
                    key = "--" + long
                }
                if key == "--version" || key == "--help" { continue }
                options[key, default: []].insert(name)
            }
        }
        return options
    }

    /// The rows of Docs/cli.md's "Every option of every command" table: name, idea, commands.
    static func documentedRows() throws -> [(name: String, idea: String, commands: Set<String>)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Docs/cli.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## Every option of every command").last)
        return section.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count == 5, cells[1].hasPrefix("`") else { return nil }
            let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let commands = cells[3].split(separator: ";").map {
                String($0.split(separator: "(").first ?? "").trimmingCharacters(in: .whitespaces)
            }
            return (name, cells[2], Set(commands))
        }
    }

    @Test func docsListExactlyTheOptionsEachCommandHas() throws {
        let tool = try toolOptions()
        let rows = try Self.documentedRows()
        #expect(rows.count > 40, "the table in Docs/cli.md was not found")
        let documented = Dictionary(rows.map { ($0.name, $0.commands) }, uniquingKeysWith: { $0.union($1) })
        for name in Set(tool.keys).union(documented.keys).sorted() {
            #expect(
                tool[name] == documented[name],
                "\(name): the tool has it in \(tool[name]?.sorted() ?? []), Docs/cli.md lists \(documented[name]?.sorted() ?? [])"
            )
        }
    }

    @Test func everyNameHasOneIdeaAndEveryIdeaOneName() throws {
        let rows = try Self.documentedRows()
        var ideaOfName: [String: String] = [:]
        var nameOfIdea: [String: String] = [:]
        for row in rows {
            #expect(ideaOfName[row.name] == nil, "\(row.name) is listed twice (two ideas for one name)")
            #expect(
                nameOfIdea[row.idea] == nil, "\"\(row.idea)\" is both \(nameOfIdea[row.idea] ?? "") and \(row.name)")
            ideaOfName[row.name] = row.idea
            nameOfIdea[row.idea] = row.name
        }
    }

    /// The names the vocabulary retired (CHANGELOG.md): a command bringing one back would give an
    /// idea a second name.
    @Test(arguments: ["--out", "--write-config", "--wager", "--at-wager", "--floor"])
    func aRetiredNameIsInNoCommand(name: String) throws {
        #expect(try toolOptions()[name] == nil)
    }
}

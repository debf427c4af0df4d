import Foundation
import Testing

/// Issue 32: each option several commands share is declared once, in a shared `@OptionGroup`
/// (Sources/casino-odds/SharedOptions.swift), generic over the command's wording. A scan of the
/// tool's sources fails when a long option name is declared in two places.
@Suite("Shared options are declared once")
struct SharedOptionDeclarationTests {
    /// Long names declared by more than one command: `--format` is a different option in each
    /// (its own set of formats: table/json, csv, markdown, hex/text/raw, …), spelled the same.
    static let declaredPerCommand: Set<String> = ["format"]

    /// Every `@Option`/`@Flag` declaration in Sources/casino-odds: its long name and file:line.
    static func declarations() throws -> [(name: String, place: String)] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/casino-odds").standardizedFileURL
        var found: [(String, String)] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where file.hasSuffix(".swift") {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var pending: (customLong: String?, line: Int)?
            for (i, line) in lines.enumerated() {
                let text = line.trimmingCharacters(in: .whitespaces)
                if (text.hasPrefix("@Option") && !text.hasPrefix("@OptionGroup")) || text.hasPrefix("@Flag") {
                    pending = (nil, i + 1)
                }
                guard let start = pending else { continue }
                if let range = text.range(of: #"customLong\("[a-z0-9-]+"\)"#, options: .regularExpression) {
                    pending = (String(text[range].dropFirst(12).dropLast(2)), start.line)
                }
                if let range = text.range(of: #"var [A-Za-z0-9]+"#, options: .regularExpression) {
                    let property = String(text[range].dropFirst(4))
                    let name = pending?.customLong ?? Self.kebabCased(property)
                    found.append((name, "\(file):\(start.line)"))
                    pending = nil
                }
            }
        }
        return found
    }

    /// `untilMidnight` → `until-midnight`, as ArgumentParser names a property's option.
    static func kebabCased(_ property: String) -> String {
        property.reduce(into: "") { out, c in out += c.isUppercase ? "-" + c.lowercased() : String(c) }
    }

    @Test func aLongOptionNameIsDeclaredInOnePlace() throws {
        let declarations = try Self.declarations()
        #expect(declarations.count > 40, "the scan found the declarations")
        let places = Dictionary(grouping: declarations, by: \.name).mapValues { $0.map(\.place) }
        let twice = places.filter { $0.value.count > 1 && !Self.declaredPerCommand.contains($0.key) }
        #expect(twice.isEmpty, "declared more than once: \(twice.sorted { $0.key < $1.key })")
    }

    @Test func theSharedOptionsAreDeclaredInTheSharedOptionsFile() throws {
        let places = Dictionary(grouping: try Self.declarations(), by: \.name).mapValues { $0.map(\.place) }
        for name in [
            "seed", "threads", "stake", "remaining", "until-midnight", "days", "profile", "output", "kill-every-write",
            "config"
        ] {
            #expect(
                places[name]?.count == 1 && places[name]?.first?.hasPrefix("SharedOptions.swift:") == true, "\(name)")
        }
    }
}

import Foundation
import Testing

/// The closed registry (issue 42, Docs/architecture.md "Adding a fifth game"): outside a game's own
/// folders (`Sources/<Target>/Games/<Game>/`) no code names one game to decide what to do — no cast
/// to a game's engine (`engine.as(CrashEngine.self)`, `as? CrashEngine`), no `switch` arm over games
/// (`case .crash`), no comparison with one (`game == .crash`). What differs per game is a
/// capability of its descriptor (`LabGameEngine`), asked for without naming the game. The games are
/// the folders under `Sources/CasinoCore/Games`, so a new game is covered when it lands.
@Suite("The closed game registry")
struct ClosedRegistryTests {
    /// The sites not yet moved behind a capability, per file, counted exactly: a new site fails, and
    /// so does a file left here after its sites are gone (lower its count, or remove it). None is
    /// left: `tune --format json`'s per-game fields moved to the games' folders (`GameTuningText.json`).
    static let remaining: [String: Int] = [:]

    /// The shipped games' names, lowercased: the folders under `Sources/CasinoCore/Games`.
    static func games() throws -> [String] {
        let folder = ImportRuleTests.root.appendingPathComponent("Sources/CasinoCore/Games")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
            .filter { try $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true }
            .map { $0.lastPathComponent.lowercased() }.sorted()
    }

    /// The patterns that name one game to decide on it: a cast to its engine, a `case` arm, a comparison.
    static func patterns(games: [String]) throws -> [NSRegularExpression] {
        let kinds = games.joined(separator: "|")
        let engines = games.map { $0.prefix(1).uppercased() + $0.dropFirst() + "Engine" }.joined(separator: "|")
        return try [
            #"\.as\((\#(engines))\.self\)"#,
            #"\bas[?!]? (\#(engines))\b"#,
            #"\bcase (let )?\.(\#(kinds))\b"#,
            #"\bcase "(\#(kinds))""#,
            #"[,(] *\.(\#(kinds))\b[^:\n]*:\s*$"#,
            #"[!=]= *\.(\#(kinds))\b"#
        ].map { try NSRegularExpression(pattern: $0) }
    }

    /// How many lines of `text` name a game to decide on it (comments skipped).
    static func sites(in text: String, patterns: [NSRegularExpression]) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).count { line in
            let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            let range = NSRange(location: 0, length: (code as NSString).length)
            return patterns.contains { $0.firstMatch(in: code, range: range) != nil }
        }
    }

    /// Every Swift file under `Sources` outside the games' folders, with its sites.
    static func sitesOutsideTheGamesFolders() throws -> [String: Int] {
        let games = try Self.games()
        let patterns = try Self.patterns(games: games)
        let sources = ImportRuleTests.root.appendingPathComponent("Sources")
        guard let walk = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [:] }
        var result: [String: Int] = [:]
        for case let file as URL in walk where file.pathExtension == "swift" {
            let path = "Sources/" + file.path.dropFirst(sources.path.count + 1)
            let components = path.split(separator: "/")
            let inAGamesFolder = zip(components, components.dropFirst()).contains { folder, name in
                folder == "Games" && games.contains(name.lowercased())
            }
            if inAGamesFolder { continue }
            let n = sites(in: try String(contentsOf: file, encoding: .utf8), patterns: patterns)
            if n > 0 { result[path] = n }
        }
        return result
    }

    @Test func noCodeOutsideTheGamesFoldersCastsSwitchesOrComparesOnAGame() throws {
        let games = try Self.games()
        #expect(games.count >= 4, "no game folders under \(ImportRuleTests.root.path)/Sources/CasinoCore/Games")
        let found = try Self.sitesOutsideTheGamesFolders()
        for (path, count) in found.sorted(by: { $0.key < $1.key }) where count != Self.remaining[path] {
            Issue.record(
                "\(path): \(count) lines name a game (cast, case or comparison), \(Self.remaining[path] ?? 0) allowed: ask the game's descriptor (LabGameEngine) instead"
            )
        }
        for (path, count) in Self.remaining where found[path] == nil {
            Issue.record("\(path) no longer names a game (\(count) allowed): remove it from the list")
        }
    }

    @Test func theDetectorFindsEachKindOfSiteAndNothingElse() throws {
        let patterns = try Self.patterns(games: ["crash", "dice", "plinko"])
        let sites = """
            if let e = game.engine.as(DiceEngine.self) { _ = e }
            let p = engine as? PlinkoEngine
            case .crash(let target): return target
            case .dice: return 1
            if game == .plinko { return }
            if kind != .dice { return }
            case .nominal, .dice:
            case "plinko":
            """
        #expect(
            sites.split(separator: "\n").map { Self.sites(in: String($0), patterns: patterns) }
                == [1, 1, 1, 1, 1, 1, 1, 1])
        let clean = """
            // game == .crash in a comment
            let d = GameDescriptor.crash
            let games: [GameDescriptor] = [.crash, .plinko]
            let engine = game.engine.lab
            case .crashed: return
            if game == .crasher { return }
            """
        #expect(Self.sites(in: clean, patterns: patterns) == 0)
    }
}

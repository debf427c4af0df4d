import CasinoCore

/// The one list of games: `GameKind`'s cases, each with its descriptor. Configuration listings, the
/// fairness gate, the report, the disclosure and the command line's game names go over it, and a
/// test checks that check, the report and the disclosure each cover every game in it.
public enum GameRegistry {
    /// Every game, in the order every listing uses: a new game is one more entry here (and one in
    /// `GameKind.engines`; `GameRegistryCoverageTests` checks that both list the same games).
    public static let games: [GameDescriptor] = [.crash, .plinko, .mines, .slots]

    /// The registered games' kinds, in the same order.
    public static let kinds: [GameKind] = games.map(\.kind)

    private static let byKind = Dictionary(games.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })

    /// The descriptor of `kind`, nil when no entry of `games` is that game's.
    static func registered(_ kind: GameKind) -> GameDescriptor? { byKind[kind] }

    /// The descriptor of `kind`. Every game of `GameKind.allCases` has one (a test checks it), so a
    /// missing one is a mistake in this list, never the input's.
    public static func descriptor(_ kind: GameKind) -> GameDescriptor {
        guard let descriptor = byKind[kind] else {
            preconditionFailure("\(kind) has no descriptor in GameRegistry.games")
        }
        return descriptor
    }

    /// The registered game that lists the option `name` (`LabGameEngine.selectionOptions`), nil for none.
    static func game(taking name: String) -> GameDescriptor? {
        games.first { $0.selectionOptions.contains { $0.name == name } }
    }

    /// Every registered game's options, with the game, in the registry's order: the flags the tool
    /// registers.
    public static var options: [(game: GameDescriptor, option: GameOption)] {
        games.flatMap { game in game.selectionOptions.map { (game, $0) } }
    }

    /// The games' names as the command line takes them: `"crash, plinko, mines or slots"`.
    public static var namesInWords: String {
        let names = games.map(\.kind.rawValue)
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }
}

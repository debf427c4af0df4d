/// A game of the casino: its identity everywhere (wagers, the history, run specs).
///
/// The raw value is the game's name in every file and on the command line (`"crash"`, …), so a
/// typed field reads and writes exactly the text a `String` did. Each game declares its kind in its
/// own folder (`GameKind.crash` beside `CrashEngine`); `engines` is the one list of the games.
public struct GameKind: RawRepresentable, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Every game's engine, in the order every listing uses: a new game is one more entry here.
    public static let engines: [any RegisteredGameEngine.Type] = [
        CrashEngine.self, PlinkoEngine.self, MinesEngine.self, SlotsEngine.self
    ]

    /// Every game, in the order of `engines`.
    public static let allCases: [GameKind] = engines.map { $0.kind }

    /// The game's name: `"crash"`.
    public let rawValue: String

    /// The registered game named `rawValue`; nil for any other name (a file or a flag naming a game
    /// this build does not have is refused, as an enum's case would be).
    public init?(rawValue: String) {
        guard GameKind.engines.contains(where: { $0.kind.rawValue == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    /// A game's own kind, declared once beside its engine (`static let crash = GameKind(name: "crash")`).
    public init(name: String) { rawValue = name }

    /// The engine type that plays this game; nil for a kind no entry of `engines` declares.
    public var engineType: (any RegisteredGameEngine.Type)? {
        GameKind.engines.first { $0.kind == self }
    }

    public var description: String { rawValue }
}

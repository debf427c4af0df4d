import CasinoCore

/// The one list of games: `GameKind`'s cases, each with its descriptor. Configuration listings, the
/// fairness gate, the report, the disclosure and the command line's game names go over it, and a
/// test checks that check, the report and the disclosure each cover every game in it.
public enum GameRegistry {
    /// Every game, in the order every listing uses.
    public static let games: [GameDescriptor] = GameKind.allCases.map(descriptor)

    /// The registered games' kinds, in the same order.
    public static let kinds: [GameKind] = games.map(\.kind)

    /// The descriptor of `kind`; a new case of `GameKind` does not compile until it has one.
    public static func descriptor(_ kind: GameKind) -> GameDescriptor {
        switch kind {
        case .crash: return .crash
        case .plinko: return .plinko
        case .mines: return .mines
        case .slots: return .slots
        }
    }

    /// The games' names as the command line takes them: `"crash, plinko, mines or slots"`.
    public static var namesInWords: String {
        let names = games.map(\.kind.rawValue)
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }
}

extension GameKind {
    /// Mines.
    public static let mines = GameKind(name: "mines")
}

extension MinesEngine: RegisteredGameEngine {
    public static var kind: GameKind { .mines }

    /// Reads `"3 mines 5 reveals"` (or `"1 mine 1 reveal"`): the plan.
    public init?(recorded options: String, configuration: GameConfiguration) throws(ConfigurationError) {
        let words = options.split(separator: " ").map(String.init)
        guard words.count == 4, let mines = Int(words[0]), let reveals = Int(words[2]),
            words[1].hasPrefix("mine"), words[3].hasPrefix("reveal")
        else { return nil }
        try self.init(configuration: configuration.mines, plan: MinesPlan(mines: mines, reveals: reveals))
    }

    /// `"3 mines 5 reveals"`.
    public var recordedOptions: String { plan.description }
}

extension GameKind {
    /// Plinko.
    public static let plinko = GameKind(name: "plinko")
}

extension PlinkoEngine: RegisteredGameEngine {
    public static var kind: GameKind { .plinko }

    /// Reads `"16 rows high"`: rows and risk.
    public init?(recorded options: String, configuration: GameConfiguration) throws(ConfigurationError) {
        let words = options.split(separator: " ").map(String.init)
        guard words.count == 3, words[1] == "rows", let rows = Int(words[0]),
            let risk = PlinkoRisk(rawValue: words[2])
        else { return nil }
        try self.init(configuration: configuration.plinko, options: PlinkoOptions(rows: rows, risk: risk))
    }

    /// `"16 rows high"`.
    public var recordedOptions: String { options.description }
}

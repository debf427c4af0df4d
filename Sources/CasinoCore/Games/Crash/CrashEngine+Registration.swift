extension GameKind {
    /// Crash.
    public static let crash = GameKind(name: "crash")
}

extension CrashEngine: RegisteredGameEngine {
    public static var kind: GameKind { .crash }

    /// Reads `"2.00x"`, the target.
    public init?(recorded options: String, configuration: GameConfiguration) throws(ConfigurationError) {
        let words = options.split(separator: " ").map(String.init)
        guard words.count == 1, let centi = Centi(multiplierText: words[0]) else { return nil }
        try self.init(configuration: configuration.crash, target: CrashTarget(centi))
    }

    /// `"2.00x"`.
    public var recordedOptions: String { target.description }
}

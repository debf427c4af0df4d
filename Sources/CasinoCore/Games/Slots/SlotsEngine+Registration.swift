extension GameKind {
    /// Slots.
    public static let slots = GameKind(name: "slots")
}

extension SlotsEngine: RegisteredGameEngine {
    public static var kind: GameKind { .slots }

    /// Reads `"one payline"`, the only choice.
    public init?(recorded options: String, configuration: GameConfiguration) throws(ConfigurationError) {
        guard options == SlotsOptions.default.description else { return nil }
        try self.init(configuration: configuration.slots)
    }

    /// `"one payline"`.
    public var recordedOptions: String { SlotsOptions.default.description }
}

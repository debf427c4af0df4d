import CasinoCore

/// What the lab knows about one game besides its engine: which configurations a selection covers
/// (the fairness gate plays every one the return floor offers, `CheckSuite`), the default a command
/// that plays uses and the choices the disclosure describes. One value per game, in the game's own
/// folder; `GameRegistry.games` lists them, and every command, check and report section that goes over "every game" goes over that list.
///
/// The hot loop does not go through a descriptor: it plays the closed enum `AnyGameEngine`.
public struct GameDescriptor: Sendable {
    /// Which game.
    public var kind: GameKind
    /// Every configuration `selection` covers, an option left out meaning all its values (`analyze`,
    /// the report's exact odds). Only the game's own options of `selection` are read.
    public var configurations:
        @Sendable (GameConfiguration, GameSelection) throws(ConfigurationError) -> [ConfiguredGame]
    /// The one configuration a command that plays uses: each option left out takes its documented default.
    public var defaultConfiguration:
        @Sendable (GameConfiguration, GameSelection) throws(ConfigurationError) -> ConfiguredGame
    /// The typical choices `odds-disclosure.md` describes, in the order it lists them.
    public var disclosedChoices: @Sendable (GameConfiguration) throws(ConfigurationError) -> [ConfiguredGame]

    public init(
        kind: GameKind,
        configurations:
            @escaping @Sendable (GameConfiguration, GameSelection) throws(ConfigurationError) -> [ConfiguredGame],
        defaultConfiguration:
            @escaping @Sendable (GameConfiguration, GameSelection) throws(ConfigurationError) -> ConfiguredGame,
        disclosedChoices: @escaping @Sendable (GameConfiguration) throws(ConfigurationError) -> [ConfiguredGame]
    ) {
        self.kind = kind
        self.configurations = configurations
        self.defaultConfiguration = defaultConfiguration
        self.disclosedChoices = disclosedChoices
    }
}

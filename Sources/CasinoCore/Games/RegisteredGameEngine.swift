/// A game's engine as the casino lists it (`GameKind.engines`): which game it plays, and how it is
/// rebuilt from the options a history recorded. Everything that handles "whichever game" holds an
/// `AnyGameEngine` made from one.
public protocol RegisteredGameEngine: GameEngine, Hashable {
    /// The game this engine plays.
    static var kind: GameKind { get }

    /// The engine for options as the history records them (the player's options as shown:
    /// `"2.00x"`, `"16 rows high"`, `"3 mines 5 reveals"`, `"one payline"`), or nil when they are
    /// not this game's.
    ///
    /// - Throws: `ConfigurationError` when they are this game's but break the configuration's rules.
    init?(recorded options: String, configuration: GameConfiguration) throws(ConfigurationError)

    /// The options as the history records them, in the one spelling the app writes
    /// (`"2.00x"`, `"16 rows high"`, `"3 mines 5 reveals"`): `init(recorded:)` of it gives this
    /// engine back, and `verify` refuses any other spelling of the same options.
    var recordedOptions: String { get }
}

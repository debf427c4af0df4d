import CasinoCore

extension ConfiguredGame {
    /// The slot machine.
    static func slots(_ configuration: SlotsConfiguration) throws(ConfigurationError) -> ConfiguredGame {
        ConfiguredGame(
            game: .slots, variant: SlotsOptions.default.description, options: [:],
            engine: AnyGameEngine(try SlotsEngine(configuration: configuration)))
    }
}

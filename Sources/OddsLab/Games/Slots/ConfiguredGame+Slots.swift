import CasinoCore

extension ConfiguredGame {
    /// The slot machine.
    package static func slots(_ configuration: SlotsConfiguration) throws(ConfigurationError) -> ConfiguredGame {
        ConfiguredGame(
            game: .slots, variant: SlotsOptions.default.description, options: [:],
            engine: AnyGameEngine(try SlotsEngine(configuration: configuration)))
    }
}

import CasinoCore

extension ConfiguredGame {
    /// Crash at `target`.
    static func crash(_ configuration: CrashConfiguration, target: CrashTarget) throws(ConfigurationError)
        -> ConfiguredGame
    {
        ConfiguredGame(
            game: .crash, variant: target.description, options: ["target": target.centi.plainDecimal],
            engine: AnyGameEngine(try CrashEngine(configuration: configuration, target: target)))
    }
}
